#include <stdio.h>
#include <stdlib.h>

#include "util.h"

/* calloc that ends the program when memory runs out. */
void* xcalloc(size_t n, size_t size) {
  void* p = calloc(n, size);
  if (p == NULL && n != 0 && size != 0) {
    fprintf(stderr, "out of memory (%zu x %zu bytes)\n", n, size);
    exit(1);
  }
  return p;
}
