#include "util.h"

/* Numerical Recipes' 32-bit linear congruential generator: the same sequence everywhere. */
unsigned rng_next(unsigned* state) {
  *state = *state * 1664525u + 1013904223u;
  return *state;
}

/* Uniform in [0, 1), from the top 24 bits (exact in a double). */
double rng_uniform(unsigned* state) {
  return (double)(rng_next(state) >> 8) / 16777216.0;
}
