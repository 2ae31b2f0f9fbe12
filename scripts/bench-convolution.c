/* Times tests/realcode/convnet.c's conv_direct (a direct convolution, channel-major) at one size:
   usage: bench-convolution CHANNELS FILTERS SIZE KERNEL REPS. Prints the best time of REPS
   calls in ms and a checksum of the output. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void conv_direct(const float *in, int channels, int h, int w, const float *weights, int filters,
                 int k, float *out);

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc != 6) return 2;
  int c = atoi(argv[1]), f = atoi(argv[2]), n = atoi(argv[3]), k = atoi(argv[4]);
  int reps = atoi(argv[5]), out_n = n - k + 1;
  float *in = malloc(sizeof(float) * c * n * n), *w = malloc(sizeof(float) * f * c * k * k);
  float *out = malloc(sizeof(float) * f * out_n * out_n);
  if (!in || !w || !out) return 1;
  for (int i = 0; i < c * n * n; i++)
    in[i] = (float)((i * 7 + 3) % 13) / 13.0f;
  for (int i = 0; i < f * c * k * k; i++)
    w[i] = (float)((i * 5 + 1) % 11) / 11.0f;
  double best = 1e30, sum = 0;
  for (int r = 0; r < reps; r++) {
    double t = seconds();
    conv_direct(in, c, n, n, w, f, k, out);
    t = seconds() - t;
    best = t < best ? t : best;
  }
  for (int i = 0; i < f * out_n * out_n; i++)
    sum += out[i];
  printf("%.3f ms checksum %.6g\n", best * 1e3, sum);
  return 0;
}
