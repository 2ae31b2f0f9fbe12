/* Hazard program (conditions on iterators around an accumulation): direct convolutions with
   zero padding, written as real code writes them, where the input index is tested against the
   input's range before it is read (`if (t >= 0 && t < n) s += x[t] * k[j];`), a strided 2-d
   convolution with its bounds tested in one condition, and a triangular sum whose bound is an
   `if` instead of the loop's condition. The reads outside the range must never happen, and the
   accumulation must keep its value when the condition fails. */
#include <stdio.h>

void fuzz_fill_f(float *p, int rows, int cols, int h);
void fuzz_fill_d(double *p, int rows, int cols, int h);
void fuzz_dump_f(const char *name, const float *p, int rows, int cols);
void fuzz_dump_d(const char *name, const double *p, int rows, int cols);

#define N 37
#define K 5
#define H 11
#define W 13

static void kernel_conv1d_same(int n, int m, const float *x, const float *k, float *y) {
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int j = 0; j < m; ++j) {
      int t = i + j - 2;
      if (t >= 0 && t < n) s += x[t] * k[j];
    }
    y[i] = s;
  }
}

static void kernel_conv2d_pad(int h, int w, const double in[H][W], const double f[3][3],
                              double out[H][W]) {
  for (int oy = 0; oy < h; ++oy)
    for (int ox = 0; ox < w; ++ox) {
      double acc = out[oy][ox];
      for (int ky = 0; ky < 3; ++ky)
        for (int kx = 0; kx < 3; ++kx)
          if (oy + ky - 1 >= 0 && oy + ky - 1 < h && ox + kx - 1 >= 0 && ox + kx - 1 < w)
            acc += in[oy + ky - 1][ox + kx - 1] * f[ky][kx];
      out[oy][ox] = acc;
    }
}

static void kernel_lower_sum(int n, const double A[N][N], const double *x, double *y) {
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int j = 0; j < n; ++j)
      if (j <= i) s += A[i][j] * x[j];
    y[i] = s;
  }
}

int main(void) {
  static float x[N], k[K], y[N];
  static double in[H][W], f[3][3], out[H][W], A[N][N], v[N], r[N];
  fuzz_fill_f(x, 1, N, 3);
  fuzz_fill_f(k, 1, K, 5);
  fuzz_fill_d(&in[0][0], H, W, 7);
  fuzz_fill_d(&f[0][0], 3, 3, 11);
  fuzz_fill_d(&out[0][0], H, W, 13);
  fuzz_fill_d(&A[0][0], N, N, 17);
  fuzz_fill_d(v, 1, N, 19);
  kernel_conv1d_same(N, K, x, k, y);
  kernel_conv2d_pad(H, W, in, f, out);
  kernel_lower_sum(N, A, v, r);
  fuzz_dump_f("y", y, 1, N);
  fuzz_dump_d("out", &out[0][0], H, W);
  fuzz_dump_d("r", r, 1, N);
  return 0;
}
