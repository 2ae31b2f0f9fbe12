#include "nn.h"

/* Lookup tables only. */
static const char* const activation_names[] = {"identity", "tanh", "relu", "softmax"};

const char* nn_activation_name(int kind) {
  if (kind < 0 || kind >= (int)(sizeof activation_names / sizeof *activation_names))
    return "unknown";
  return activation_names[kind];
}
