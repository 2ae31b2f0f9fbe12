/*
 * liar_torch.h - C ABI of liar's LibTorch runtime (docs/runtime.md).
 *
 * C code that liar rewrites for its PyTorch target calls these functions; C cannot call LibTorch
 * directly, so this small C++ library sits in between. Usable from C99 and C++.
 *
 * Conventions shared by every function:
 *  - Arrays are row-major and owned by the caller. The runtime wraps them in zero-copy tensor
 *    views and writes results straight into the caller's output memory; it never keeps a
 *    pointer after returning.
 *  - A matrix is given by its first element and its leading dimension ld: element (i, j) of the
 *    stored matrix is at p[i * ld + j], so a sub-block of a larger array is passed with that
 *    array's row length as ld. ld must be at least max(1, stored columns), as in row-major BLAS.
 *  - trans flags are 0 (use the stored matrix) or 1 (use its transpose). op(A) denotes the
 *    result. With transA = 1, A is stored with the dimensions swapped.
 *  - Inputs (const pointers) are never written. Outputs may alias inputs only where a function
 *    says so; partial overlap is never allowed.
 *  - Sizes are element counts and must be >= 0; a size of 0 is a valid no-op-like call.
 *  - Errors (a bad argument, or any exception LibTorch throws) print "liar_torch: <function>:
 *    <message>" to stderr and call abort(): an exception never crosses this C interface and a
 *    call never returns a wrong result silently.
 *  - _d functions take double arrays, _s functions float arrays; they are otherwise identical.
 */
#ifndef LIAR_TORCH_H
#define LIAR_TORCH_H

#define LIAR_TORCH_VERSION_MAJOR 0
#define LIAR_TORCH_VERSION_MINOR 1
#define LIAR_TORCH_VERSION_PATCH 0

#if defined(__GNUC__) || defined(__clang__)
#define LIAR_TORCH_API __attribute__((visibility("default")))
#else
#define LIAR_TORCH_API
#endif

/* The prototypes' parameter names are saved, cleared and restored around them, so that a
 * file's macros of the same names (`#define N`, `-Dn=...`) cannot reach them. */
#pragma push_macro("A")
#undef A
#pragma push_macro("B")
#undef B
#pragma push_macro("C")
#undef C
#pragma push_macro("a")
#undef a
#pragma push_macro("alpha")
#undef alpha
#pragma push_macro("beta")
#undef beta
#pragma push_macro("c")
#undef c
#pragma push_macro("k")
#undef k
#pragma push_macro("lda")
#undef lda
#pragma push_macro("ldb")
#undef ldb
#pragma push_macro("ldc")
#undef ldc
#pragma push_macro("ldo")
#undef ldo
#pragma push_macro("m")
#undef m
#pragma push_macro("n")
#undef n
#pragma push_macro("out")
#undef out
#pragma push_macro("transA")
#undef transA
#pragma push_macro("transB")
#undef transB
#pragma push_macro("x")
#undef x
#pragma push_macro("y")
#undef y

#ifdef __cplusplus
extern "C" {
#endif

/* out[m][n] = op(A)[m][k] * op(B)[k][n]. A is stored m x k (k x m when transA), B is stored
 * k x n (n x k when transB); out is m x n with leading dimension ldo. out must not overlap A or
 * B. Previous contents of out are ignored (NaN/Inf in them do not propagate). */
LIAR_TORCH_API void liar_torch_mm_d(long m, long n, long k, const double* A, long lda, int transA,
                                    const double* B, long ldb, int transB, double* out, long ldo);
LIAR_TORCH_API void liar_torch_mm_s(long m, long n, long k, const float* A, long lda, int transA,
                                    const float* B, long ldb, int transB, float* out, long ldo);

/* C = beta * C + alpha * op(A) op(B), in place; C is m x n with leading dimension ldc. As in
 * torch's addmm_ (and BLAS gemm), beta == 0 ignores the old contents of C, NaN included. C must
 * not overlap A or B. */
LIAR_TORCH_API void liar_torch_addmm_d(long m, long n, long k, double beta, double* C, long ldc,
                                       double alpha, const double* A, long lda, int transA,
                                       const double* B, long ldb, int transB);
LIAR_TORCH_API void liar_torch_addmm_s(long m, long n, long k, float beta, float* C, long ldc,
                                       float alpha, const float* A, long lda, int transA,
                                       const float* B, long ldb, int transB);

/* out[m] = op(A)[m][n] * x[n]. A is stored m x n (n x m when transA). x and out are contiguous;
 * out must not overlap A or x. */
LIAR_TORCH_API void liar_torch_mv_d(long m, long n, const double* A, long lda, int transA,
                                    const double* x, double* out);
LIAR_TORCH_API void liar_torch_mv_s(long m, long n, const float* A, long lda, int transA,
                                    const float* x, float* out);

/* y[m] = beta * y + alpha * op(A)[m][n] * x[n], in place. beta == 0 ignores the old y. y must
 * not overlap A or x. */
LIAR_TORCH_API void liar_torch_addmv_d(long m, long n, double beta, double* y, double alpha,
                                       const double* A, long lda, int transA, const double* x);
LIAR_TORCH_API void liar_torch_addmv_s(long m, long n, float beta, float* y, float alpha,
                                       const float* A, long lda, int transA, const float* x);

/* sum over i < n of x[i] * y[i]. */
LIAR_TORCH_API double liar_torch_dot_d(long n, const double* x, const double* y);
LIAR_TORCH_API float liar_torch_dot_s(long n, const float* x, const float* y);

/* sum over i < n of x[i]. */
LIAR_TORCH_API double liar_torch_sum_d(long n, const double* x);
LIAR_TORCH_API float liar_torch_sum_s(long n, const float* x);

/* out[i] = x[i] + y[i] for i < n. out may be x or y (exactly the same pointer). */
LIAR_TORCH_API void liar_torch_add_d(long n, const double* x, const double* y, double* out);
LIAR_TORCH_API void liar_torch_add_s(long n, const float* x, const float* y, float* out);

/* out[i] = a * x[i] for i < n. out may be x (exactly the same pointer). */
LIAR_TORCH_API void liar_torch_mul_d(long n, double a, const double* x, double* out);
LIAR_TORCH_API void liar_torch_mul_s(long n, float a, const float* x, float* out);

/* out[i] = c for i < n. */
LIAR_TORCH_API void liar_torch_full_d(long n, double c, double* out);
LIAR_TORCH_API void liar_torch_full_s(long n, float c, float* out);

/* Sets the number of threads for every later call in the process (n >= 1): LibTorch's
 * intra-op pool (element-wise operations and reductions) and, when the BLAS LibTorch uses is
 * OpenBLAS, OpenBLAS's pool (the matrix products). Without a call, both follow
 * OMP_NUM_THREADS; see docs/runtime.md for the defaults when it is unset. */
LIAR_TORCH_API void liar_torch_set_num_threads(int n);

/* LibTorch's intra-op thread count (at::get_num_threads()). */
LIAR_TORCH_API int liar_torch_get_num_threads(void);

#ifdef __cplusplus
}
#endif

#pragma pop_macro("A")
#pragma pop_macro("B")
#pragma pop_macro("C")
#pragma pop_macro("a")
#pragma pop_macro("alpha")
#pragma pop_macro("beta")
#pragma pop_macro("c")
#pragma pop_macro("k")
#pragma pop_macro("lda")
#pragma pop_macro("ldb")
#pragma pop_macro("ldc")
#pragma pop_macro("ldo")
#pragma pop_macro("m")
#pragma pop_macro("n")
#pragma pop_macro("out")
#pragma pop_macro("transA")
#pragma pop_macro("transB")
#pragma pop_macro("x")
#pragma pop_macro("y")

#endif /* LIAR_TORCH_H */
