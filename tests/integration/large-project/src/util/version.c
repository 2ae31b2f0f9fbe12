#include "util.h"

#ifndef CORE_VERSION
#define CORE_VERSION "1.4.2"
#endif

const char* core_version(void) {
  return CORE_VERSION;
}
