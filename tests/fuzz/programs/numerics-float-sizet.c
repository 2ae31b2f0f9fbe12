/* Hazard program (exact numerics), written in single precision with size_t loops and local
   sizes, as an inference program does: a row normalised by dividing by its run-time sum, a
   scale by 1/sqrtf of the width, exponentials in float, and a division by a power of two. C
   divides where it divides and calls the float functions where it calls them, so a rewrite
   that multiplies by a reciprocal or evaluates expf in double prints other bits: every dump is
   compared bit for bit. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>

void fuzz_dump_fx(const char *name, const float *p, int rows, int cols);

#define ROWS 6
#define WIDTH 37

static float act[ROWS][WIDTH], out[ROWS][WIDTH], e[ROWS * WIDTH], h[WIDTH];

static void kernel_normalise(size_t rows, size_t width, float sums[]) {
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < width; c++)
      out[r][c] = act[r][c] / sums[r];
}

static void kernel_scale(size_t rows, size_t width) {
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < width; c++)
      out[r][c] = act[r][c] / sqrtf((float)width);
}

static void kernel_exp(size_t n, const float *x, float *y) {
  for (size_t i = 0; i < n; ++i)
    y[i] = expf(x[i] - 1.0f);
}

static void kernel_halve(size_t n, float *v) {
  for (size_t i = 0; i < n; ++i)
    v[i] = v[i] / 4.0f;
}

static void kernel_mean(size_t n, const float *x, float *mean) {
  float s = 0.0f;
  for (size_t i = 0; i < n; i++)
    s += x[i];
  *mean = s / (float)n;
}

int main(void) {
  float sums[ROWS], mean = 0.0f;
  for (int r = 0; r < ROWS; r++) {
    sums[r] = 0.0f;
    for (int c = 0; c < WIDTH; c++) {
      act[r][c] = (float)((r * 7 + c * 3) % 13) / 7.0f - 0.5f;
      sums[r] += act[r][c];
    }
    sums[r] += 3.0f;
  }
  for (int i = 0; i < WIDTH; i++)
    h[i] = (float)(i % 8) / 8.0f;
  kernel_normalise(ROWS, WIDTH, sums);
  fuzz_dump_fx("normalised", &out[0][0], ROWS, WIDTH);
  kernel_scale(ROWS, WIDTH);
  fuzz_dump_fx("scaled", &out[0][0], ROWS, WIDTH);
  kernel_exp(ROWS * WIDTH, &act[0][0], e);
  fuzz_dump_fx("exp", e, ROWS * WIDTH, 0);
  kernel_halve(WIDTH, h);
  fuzz_dump_fx("halved", h, WIDTH, 0);
  kernel_mean(WIDTH, h, &mean);
  fuzz_dump_fx("mean", &mean, 1, 0);
  return 0;
}
