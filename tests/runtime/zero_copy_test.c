/* Checks the zero-copy promise of docs/runtime.md: no call allocates a buffer the size of its
 * operands or result, i.e. no input is copied to make it contiguous and no result is computed
 * into a temporary and copied out. Large allocations are counted by interposing malloc and
 * posix_memalign (LibTorch's CPU allocator uses the latter); that needs glibc's __libc_*
 * entry points, so elsewhere the test only runs the calls.
 *
 * The threshold lies between OpenBLAS's own per-call gemm workspace (524 288 bytes) and the
 * smallest operand or result here (400 x 400 floats, 640 000 bytes; arrays have a leading
 * dimension of 450). */
#include "liar_torch.h"

#include <stdio.h>
#include <stdlib.h>

#define THRESHOLD 600000L

static int Counting;
static long Large;

#ifdef __GLIBC__
extern void* __libc_malloc(size_t);
extern void* __libc_memalign(size_t, size_t);

void* malloc(size_t N) {
  if (Counting && N >= THRESHOLD) ++Large;
  return __libc_malloc(N);
}

int posix_memalign(void** P, size_t Align, size_t N) {
  if (Counting && N >= THRESHOLD) ++Large;
  *P = __libc_memalign(Align, N);
  return *P ? 0 : 12 /* ENOMEM */;
}
#endif

enum { N = 400, LD = 450 };

int main(void) {
  double *A = calloc(N * LD, sizeof(double)), *B = calloc(N * LD, sizeof(double)),
         *C = calloc(N * LD, sizeof(double)), *X = calloc(LD, sizeof(double)),
         *Y = calloc(LD, sizeof(double));
  float *As = calloc(N * LD, sizeof(float)), *Bs = calloc(N * LD, sizeof(float)),
        *Cs = calloc(N * LD, sizeof(float)), *Xs = calloc(LD, sizeof(float)),
        *Ys = calloc(LD, sizeof(float));
  int Failures = 0;
  /* The first call initialises LibTorch and the BLAS; its allocations are not per call. */
  liar_torch_mm_d(N, N, N, A, LD, 0, B, LD, 0, C, LD);
  liar_torch_mm_s(N, N, N, As, LD, 0, Bs, LD, 0, Cs, LD);
  for (int Case = 0;; ++Case) {
    const char* Name;
    Large = 0;
    Counting = 1;
    switch (Case) {
#define CASE(I, CALL)                                                                              \
  case I:                                                                                          \
    Name = #CALL;                                                                                  \
    CALL;                                                                                          \
    break;
      CASE(0, liar_torch_mm_d(N, N, N, A, LD, 0, B, LD, 0, C, LD))
      CASE(1, liar_torch_mm_d(N, N, N, A, LD, 1, B, LD, 1, C, LD))
      CASE(2, liar_torch_mm_d(N, N, N, A, LD, 0, B, LD, 1, C, LD))
      CASE(3, liar_torch_addmm_d(N, N, N, 0.5, C, LD, 2, A, LD, 1, B, LD, 0))
      CASE(4, liar_torch_mv_d(N, N, A, LD, 0, X, Y))
      CASE(5, liar_torch_addmv_d(N, N, 2, Y, 1, A, LD, 1, X))
      CASE(6, liar_torch_add_d(N * LD, A, B, C))
      CASE(7, liar_torch_add_d(N * LD, A, C, C))
      CASE(8, liar_torch_mul_d(N * LD, 2, A, C))
      CASE(9, liar_torch_mul_d(N * LD, 2, C, C))
      CASE(10, liar_torch_full_d(N * LD, 2, C))
      CASE(11, (void)liar_torch_dot_d(N * LD, A, B))
      CASE(12, (void)liar_torch_sum_d(N * LD, A))
      CASE(13, liar_torch_mm_s(N, N, N, As, LD, 1, Bs, LD, 0, Cs, LD))
      CASE(14, liar_torch_addmm_s(N, N, N, 0.5f, Cs, LD, 2, As, LD, 0, Bs, LD, 1))
      CASE(15, liar_torch_mv_s(N, N, As, LD, 1, Xs, Ys))
      CASE(16, liar_torch_addmv_s(N, N, 2, Ys, 1, As, LD, 0, Xs))
      CASE(17, liar_torch_add_s(N * LD, Cs, Bs, Cs))
      CASE(18, liar_torch_mul_s(N * LD, 2, Cs, Cs))
      CASE(19, liar_torch_full_s(N * LD, 2, Cs))
#undef CASE
    default:
      Counting = 0;
      if (Failures) return 1;
      printf("no call allocated a buffer of %ld bytes or more\n", THRESHOLD);
      return 0;
    }
    Counting = 0;
    if (Large) {
      fprintf(stderr, "FAIL %s: %ld allocation(s) of %ld bytes or more\n", Name, Large, THRESHOLD);
      ++Failures;
    }
  }
}
