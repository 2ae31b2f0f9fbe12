/* The harness code every generated program shares (generate.py): deterministic fills and full
   dumps of its arrays. Compiled once per compiler and sanitizer setting for a whole campaign
   (check.py) and linked with each original and rewrite, so that a program holds only its
   kernels, their calls and its arrays, and each of its builds compiles a much smaller main.

   An array is `rows` x `cols` elements in row-major order; `cols` 0 stands for a 1-D array of
   `rows` elements (and a flat buffer). Element (r, c) is filled from r*h + c*(h+2): a value in
   [-0.25, 0.66] for floating-point data, a small integer for int data. A dump prints one line
   per element, `name r c t value` (`name r t value` in 1-D), t the type tag run.py compares by
   (d, f, i), every digit the value needs (%.17g, %.9g). The exact dumps (tags dx, fx) print
   every bit in hexadecimal (%a): arrays that run.py compares bit for bit. */
#include <stdio.h>

#define FUZZ_ARRAY(T, tag, value, format)                                                          \
  void fuzz_fill_##tag(T* p, int rows, int cols, int h) {                                          \
    for (int r = 0; r < rows; r++)                                                                 \
      for (int c = 0; c < (cols ? cols : 1); c++) {                                                \
        int x = r * h + c * (h + 2);                                                               \
        p[r * (cols ? cols : 1) + c] = value;                                                      \
      }                                                                                            \
  }                                                                                                \
  FUZZ_DUMP(T, tag, format)

#define FUZZ_DUMP(T, tag, format)                                                                  \
  void fuzz_dump_##tag(const char* name, const T* p, int rows, int cols) {                         \
    for (int r = 0; r < rows; r++)                                                                 \
      for (int c = 0; c < (cols ? cols : 1); c++) {                                                \
        if (cols)                                                                                  \
          printf("%s %d %d " #tag " " format "\n", name, r, c, p[r * cols + c]);                   \
        else                                                                                       \
          printf("%s %d " #tag " " format "\n", name, r, p[r]);                                    \
      }                                                                                            \
  }

FUZZ_ARRAY(double, d, x % 11 / 11.0 - 0.25, "%.17g")
FUZZ_ARRAY(float, f, x % 11 / 11.0f - 0.25, "%.9g")
FUZZ_ARRAY(int, i, x % 7 - 2, "%d")
FUZZ_DUMP(double, dx, "%a")
FUZZ_DUMP(float, fx, "%a")
