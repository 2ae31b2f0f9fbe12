#include <stdio.h>

#include "util.h"

/* One result a line, its first word telling how it must compare with another build's:
   exact  bit for bit (no sum or multiply-add may be regrouped), as a checksum or a %a value;
   f64    a double computed with sums a library may reassociate;
   f32    the same in single precision. */
void report_exact(const char* name, unsigned long sum) {
  printf("exact %s %016lx\n", name, sum);
}

void report_value(const char* name, double value) {
  printf("exact %s %a\n", name, value);
}

void report_sum(const char* name, double value) {
  printf("f64 %s %.17g\n", name, value);
}

void report_sum_f(const char* name, float value) {
  printf("f32 %s %.9g\n", name, value);
}
