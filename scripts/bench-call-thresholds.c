// OpenBLAS's calls against the loops gcc builds for them, per routine family and size: the
// work below which a call's fixed cost (and OpenBLAS's own threading of mid-sized calls) makes
// the loop faster. Built and run by scripts/bench-call-thresholds.sh, linked as liar-cc links a
// program built with -fopenmp (OpenBLAS's OpenMP build, one thread pool). It prints one row per
// routine and size, then per family the smallest work from which every measured call is at
// least as fast as its loop: the thresholds of saturation/Library.cpp (docs/results.md, "Library
// calls against loops").
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

// noipa: the compiler may not see that the loops compute the same thing every time. The loops
// are the forms liar's idioms replace, as a user writes them.
__attribute__((noipa)) static float loop_sdot(int n, const float *x, const float *y) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
__attribute__((noipa)) static void loop_daxpy(int n, double a, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
__attribute__((noipa)) static void loop_sgemv(int n, const float *A, const float *x, float *y) {
  for (int i = 0; i < n; i++) {
    float s = y[i];
    for (int j = 0; j < n; j++)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
__attribute__((noipa)) static void loop_dgemv(int n, const double *A, const double *x, double *y) {
  for (int i = 0; i < n; i++) {
    double s = y[i];
    for (int j = 0; j < n; j++)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
__attribute__((noipa)) static void loop_dger(int n, const double *x, const double *y, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] += 1e-9 * x[i] * y[j];
}
__attribute__((noipa)) static void loop_sgemm(int n, const float *A, const float *B, float *C) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}
__attribute__((noipa)) static void loop_dgemm(int n, const double *A, const double *B, double *C) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}

enum { MAX = 512 };
static float *fa, *fb, *fc;
static double *da, *db, *dc;
static volatile double sink;

// One routine at size n, as a loop (call 0) or a library call (call 1).
typedef void (*Kernel)(int n, int call);
static void k_sdot(int n, int call) {
  sink += call ? cblas_sdot(n, fa, 1, fb, 1) : loop_sdot(n, fa, fb);
}
static void k_daxpy(int n, int call) {
  if (call) cblas_daxpy(n, 1e-9, da, 1, db, 1);
  else loop_daxpy(n, 1e-9, da, db);
}
static void k_sgemv(int n, int call) {
  if (call) cblas_sgemv(CblasRowMajor, CblasNoTrans, n, n, 1.0f, fa, n, fb, 1, 1.0f, fc, 1);
  else loop_sgemv(n, fa, fb, fc);
}
static void k_dgemv(int n, int call) {
  if (call) cblas_dgemv(CblasRowMajor, CblasNoTrans, n, n, 1.0, da, n, db, 1, 1.0, dc, 1);
  else loop_dgemv(n, da, db, dc);
}
static void k_dger(int n, int call) {
  if (call) cblas_dger(CblasRowMajor, n, n, 1e-9, da, 1, db, 1, dc, n);
  else loop_dger(n, da, db, dc);
}
static void k_sgemm(int n, int call) {
  if (call)
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, fa, n, fb, n, 1.0f, fc,
                n);
  else loop_sgemm(n, fa, fb, fc);
}
static void k_dgemm(int n, int call) {
  if (call)
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, da, n, db, n, 1.0, dc, n);
  else loop_dgemm(n, da, db, dc);
}

struct Routine {
  const char *Name, *Family;
  Kernel K;
  int Degree; // work = n^Degree
};
static const struct Routine Routines[] = {
    {"sdot", "level 1", k_sdot, 1},   {"daxpy", "level 1", k_daxpy, 1},
    {"sgemv", "level 2", k_sgemv, 2}, {"dgemv", "level 2", k_dgemv, 2},
    {"dger", "level 2", k_dger, 2},   {"sgemm", "level 3", k_sgemm, 3},
    {"dgemm", "level 3", k_dgemm, 3},
};
static const int Sizes[] = {4, 8, 16, 32, 64, 128, 256, 512};
enum { NSIZES = sizeof(Sizes) / sizeof(Sizes[0]), NROUTINES = sizeof(Routines) / sizeof(Routines[0]) };

static double work(const struct Routine *r, int n) {
  double w = 1;
  for (int d = 0; d < r->Degree; d++) w *= n;
  return w;
}

// Seconds per call: the best of 5 rounds of about 4 ms each, loop and call interleaved.
static void measure(const struct Routine *r, int n, double best[2]) {
  long reps = (long)(4e6 / (work(r, n) + 50)) + 1;
  best[0] = best[1] = 1e30;
  for (int round = 0; round < 5; round++)
    for (int call = 0; call < 2; call++) {
      double t0 = now();
      for (long k = 0; k < reps; k++) r->K(n, call);
      double t = (now() - t0) / reps;
      if (t < best[call]) best[call] = t;
    }
}

int main(void) {
  fa = malloc(sizeof(float) * MAX * MAX), fb = malloc(sizeof(float) * MAX * MAX);
  fc = malloc(sizeof(float) * MAX * MAX);
  da = malloc(sizeof(double) * MAX * MAX), db = malloc(sizeof(double) * MAX * MAX);
  dc = malloc(sizeof(double) * MAX * MAX);
  for (int i = 0; i < MAX * MAX; i++) {
    fa[i] = da[i] = 1.0 / (i % 97 + 1);
    fb[i] = db[i] = 0.5;
    fc[i] = dc[i] = 0;
  }
  double loop[NROUTINES][NSIZES], call[NROUTINES][NSIZES];
  printf("| routine | n | work | loop ns | call ns | loop/call |\n");
  printf("| --- | --- | --- | --- | --- | --- |\n");
  for (int r = 0; r < NROUTINES; r++)
    for (int s = 0; s < NSIZES; s++) {
      if (work(&Routines[r], Sizes[s]) > 2e8) {
        loop[r][s] = call[r][s] = 0;
        continue;
      }
      double best[2];
      measure(&Routines[r], Sizes[s], best);
      loop[r][s] = best[0], call[r][s] = best[1];
      printf("| %s | %d | %.0f | %.1f | %.1f | %.2f |\n", Routines[r].Name, Sizes[s],
             work(&Routines[r], Sizes[s]), 1e9 * best[0], 1e9 * best[1], best[0] / best[1]);
    }
  // Per family: the smallest work from which no measured call of the family is slower.
  const char *Families[] = {"level 1", "level 2", "level 3"};
  printf("\n| family | calls win from work |\n| --- | --- |\n");
  for (int f = 0; f < 3; f++) {
    double from = 0;
    for (int r = 0; r < NROUTINES; r++) {
      if (Routines[r].Family != Families[f]) continue;
      for (int s = 0; s < NSIZES; s++)
        if (call[r][s] > loop[r][s]) {
          // Slower at this size: the family's calls win only from the next size measured.
          double next = s + 1 < NSIZES ? work(&Routines[r], Sizes[s + 1]) : 2 * work(&Routines[r], Sizes[s]);
          if (next > from) from = next;
        }
    }
    printf("| %s | %.0f |\n", Families[f], from);
  }
  return 0;
}
