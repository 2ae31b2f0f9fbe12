//===- liar_torch.cpp - C ABI runtime on LibTorch for liar's PyTorch target -------------===//
//
// Every entry point wraps the caller's arrays in ATen views (at::from_blob, no copy, no
// ownership) and calls the in-place or _out form of the operation so the result lands in the
// caller's memory. Only ATen is included, not <torch/torch.h>: the runtime needs no autograd or
// nn front end, and the ATen headers compile several times faster.
//
//===----------------------------------------------------------------------------------===//

#include "liar_torch.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <c10/core/InferenceMode.h>

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>

namespace {

[[noreturn]] void die(const char* Fn, const char* Msg) {
  std::fprintf(stderr, "liar_torch: %s: %s\n", Fn, Msg);
  std::fflush(stderr);
  std::abort();
}

// Runs Body and turns every exception into a message and abort(): a C++ exception unwinding
// through C frames is undefined behaviour, and generated C code has no way to handle one.
template <class F> auto guarded(const char* Fn, F&& Body) noexcept -> decltype(Body()) {
  try {
    // These views never need gradients; inference mode skips autograd dispatch and version
    // counter bookkeeping, which is most of the per-call overhead on small arrays.
    c10::InferenceMode Guard;
    return Body();
  } catch (const c10::Error& E) {
    // what() appends a C++ backtrace that would bury the one line the user needs.
    die(Fn, E.what_without_backtrace());
  } catch (const std::exception& E) {
    die(Fn, E.what());
  } catch (...) {
    die(Fn, "unknown C++ exception");
  }
}

void checkSize(const char* Fn, const char* Name, long V) {
  if (V < 0) {
    char Msg[128];
    std::snprintf(Msg, sizeof Msg, "size %s = %ld is negative", Name, V);
    die(Fn, Msg);
  }
}

void checkTrans(const char* Fn, const char* Name, int T) {
  if (T != 0 && T != 1) {
    char Msg[128];
    std::snprintf(Msg, sizeof Msg, "%s = %d, expected 0 or 1", Name, T);
    die(Fn, Msg);
  }
}

// ATen would accept a too-small leading dimension and read overlapping rows, silently giving a
// wrong answer, so it is checked here with row-major BLAS's rule.
void checkLd(const char* Fn, const char* Name, long Ld, long StoredCols) {
  if (Ld < std::max(1L, StoredCols)) {
    char Msg[160];
    std::snprintf(Msg, sizeof Msg, "leading dimension %s = %ld is less than max(1, %ld)", Name, Ld,
                  StoredCols);
    die(Fn, Msg);
  }
}

void checkPtr(const char* Fn, const char* Name, const void* P, long Count) {
  if (!P && Count > 0) {
    char Msg[128];
    std::snprintf(Msg, sizeof Msg, "%s is a null pointer", Name);
    die(Fn, Msg);
  }
}

template <class T> constexpr at::ScalarType dtypeOf() {
  return c10::CppTypeToScalarType<T>::value;
}

// from_blob takes a non-const pointer because a tensor can be written; inputs are only read.
template <class T> void* mutablePtr(const T* P) {
  return const_cast<T*>(P);
}

template <class T> at::Tensor vectorView(const T* P, long N) {
  return at::from_blob(mutablePtr(P), {N}, at::TensorOptions().dtype(dtypeOf<T>()));
}

// The Rows x Cols matrix stored row-major at P with leading dimension Ld. BLAS-backed ATen
// kernels take such a view directly as a matrix with a leading dimension, without copying.
template <class T> at::Tensor matrixView(const T* P, long Rows, long Cols, long Ld) {
  return at::from_blob(mutablePtr(P), {Rows, Cols}, {Ld, 1},
                       at::TensorOptions().dtype(dtypeOf<T>()));
}

// op(A) as a Rows x Cols tensor, where A is stored Rows x Cols, or Cols x Rows when Trans. The
// transpose is a stride swap, so BLAS sees a transpose flag rather than a copy.
template <class T>
at::Tensor opView(const char* Fn, const char* PtrName, const char* LdName, const T* P, long Rows,
                  long Cols, long Ld, int Trans) {
  checkPtr(Fn, PtrName, P, Rows * Cols);
  if (Trans) {
    checkLd(Fn, LdName, Ld, Rows);
    return matrixView(P, Cols, Rows, Ld).t();
  }
  checkLd(Fn, LdName, Ld, Cols);
  return matrixView(P, Rows, Cols, Ld);
}

template <class T>
void mm(const char* Fn, long M, long N, long K, const T* A, long Lda, int TransA, const T* B,
        long Ldb, int TransB, T* Out, long Ldo) {
  guarded(Fn, [&] {
    checkSize(Fn, "m", M), checkSize(Fn, "n", N), checkSize(Fn, "k", K);
    checkTrans(Fn, "transA", TransA), checkTrans(Fn, "transB", TransB);
    at::Tensor OpA = opView(Fn, "A", "lda", A, M, K, Lda, TransA);
    at::Tensor OpB = opView(Fn, "B", "ldb", B, K, N, Ldb, TransB);
    at::Tensor O = opView<T>(Fn, "out", "ldo", Out, M, N, Ldo, 0);
    at::mm_out(O, OpA, OpB);
  });
}

template <class T>
void addmm(const char* Fn, long M, long N, long K, T Beta, T* C, long Ldc, T Alpha, const T* A,
           long Lda, int TransA, const T* B, long Ldb, int TransB) {
  guarded(Fn, [&] {
    checkSize(Fn, "m", M), checkSize(Fn, "n", N), checkSize(Fn, "k", K);
    checkTrans(Fn, "transA", TransA), checkTrans(Fn, "transB", TransB);
    at::Tensor Ct = opView<T>(Fn, "C", "ldc", C, M, N, Ldc, 0);
    at::Tensor OpA = opView(Fn, "A", "lda", A, M, K, Lda, TransA);
    at::Tensor OpB = opView(Fn, "B", "ldb", B, K, N, Ldb, TransB);
    Ct.addmm_(OpA, OpB, Beta, Alpha);
  });
}

template <class T>
void mv(const char* Fn, long M, long N, const T* A, long Lda, int TransA, const T* X, T* Out) {
  guarded(Fn, [&] {
    checkSize(Fn, "m", M), checkSize(Fn, "n", N);
    checkTrans(Fn, "transA", TransA);
    checkPtr(Fn, "x", X, N), checkPtr(Fn, "out", Out, M);
    at::Tensor OpA = opView(Fn, "A", "lda", A, M, N, Lda, TransA);
    at::Tensor O = vectorView<T>(Out, M);
    at::mv_out(O, OpA, vectorView(X, N));
  });
}

template <class T>
void addmv(const char* Fn, long M, long N, T Beta, T* Y, T Alpha, const T* A, long Lda, int TransA,
           const T* X) {
  guarded(Fn, [&] {
    checkSize(Fn, "m", M), checkSize(Fn, "n", N);
    checkTrans(Fn, "transA", TransA);
    checkPtr(Fn, "x", X, N), checkPtr(Fn, "y", Y, M);
    at::Tensor OpA = opView(Fn, "A", "lda", A, M, N, Lda, TransA);
    vectorView<T>(Y, M).addmv_(OpA, vectorView(X, N), Beta, Alpha);
  });
}

// Scalar results go through the _out forms into a 0-d view of a local, like the array results.
template <class T> T dot(const char* Fn, long N, const T* X, const T* Y) {
  return guarded(Fn, [&] {
    checkSize(Fn, "n", N);
    checkPtr(Fn, "x", X, N), checkPtr(Fn, "y", Y, N);
    T R = 0;
    at::Tensor Rt = at::from_blob(&R, {}, at::TensorOptions().dtype(dtypeOf<T>()));
    at::dot_out(Rt, vectorView(X, N), vectorView(Y, N));
    return R;
  });
}

template <class T> T sum(const char* Fn, long N, const T* X) {
  return guarded(Fn, [&] {
    checkSize(Fn, "n", N);
    checkPtr(Fn, "x", X, N);
    T R = 0;
    at::Tensor Rt = at::from_blob(&R, {}, at::TensorOptions().dtype(dtypeOf<T>()));
    at::sum_out(Rt, vectorView(X, N));
    return R;
  });
}

template <class T> void add(const char* Fn, long N, const T* X, const T* Y, T* Out) {
  guarded(Fn, [&] {
    checkSize(Fn, "n", N);
    checkPtr(Fn, "x", X, N), checkPtr(Fn, "y", Y, N), checkPtr(Fn, "out", Out, N);
    // Separate from_blob calls make separate storages, which hides aliasing from ATen's overlap
    // checks; reusing one tensor for every alias of a pointer tells ATen the call is in place
    // instead of relying on its element-wise kernels reading each element before writing it.
    at::Tensor Xt = vectorView(X, N);
    at::Tensor Yt = Y == X ? Xt : vectorView(Y, N);
    at::Tensor O = Out == X ? Xt : Out == Y ? Yt : vectorView<T>(Out, N);
    at::add_out(O, Xt, Yt);
  });
}

template <class T> void mul(const char* Fn, long N, T A, const T* X, T* Out) {
  guarded(Fn, [&] {
    checkSize(Fn, "n", N);
    checkPtr(Fn, "x", X, N), checkPtr(Fn, "out", Out, N);
    at::Tensor Xt = vectorView(X, N);
    at::Tensor O = Out == X ? Xt : vectorView<T>(Out, N); // See add().
    // mul_out's Scalar overload is an autogenerated out= wrapper that computes into a new tensor
    // and copies; the tensor overload writes into O directly, so the factor goes in as a 0-d
    // view of the parameter (which also keeps it in the array's precision).
    at::Tensor At = at::from_blob(&A, {}, at::TensorOptions().dtype(dtypeOf<T>()));
    at::mul_out(O, Xt, At);
  });
}

template <class T> void full(const char* Fn, long N, T C, T* Out) {
  guarded(Fn, [&] {
    checkSize(Fn, "n", N);
    checkPtr(Fn, "out", Out, N);
    vectorView<T>(Out, N).fill_(C);
  });
}

} // namespace

extern "C" {

void liar_torch_mm_d(long m, long n, long k, const double* A, long lda, int transA, const double* B,
                     long ldb, int transB, double* out, long ldo) {
  mm(__func__, m, n, k, A, lda, transA, B, ldb, transB, out, ldo);
}
void liar_torch_mm_s(long m, long n, long k, const float* A, long lda, int transA, const float* B,
                     long ldb, int transB, float* out, long ldo) {
  mm(__func__, m, n, k, A, lda, transA, B, ldb, transB, out, ldo);
}

void liar_torch_addmm_d(long m, long n, long k, double beta, double* C, long ldc, double alpha,
                        const double* A, long lda, int transA, const double* B, long ldb,
                        int transB) {
  addmm(__func__, m, n, k, beta, C, ldc, alpha, A, lda, transA, B, ldb, transB);
}
void liar_torch_addmm_s(long m, long n, long k, float beta, float* C, long ldc, float alpha,
                        const float* A, long lda, int transA, const float* B, long ldb,
                        int transB) {
  addmm(__func__, m, n, k, beta, C, ldc, alpha, A, lda, transA, B, ldb, transB);
}

void liar_torch_mv_d(long m, long n, const double* A, long lda, int transA, const double* x,
                     double* out) {
  mv(__func__, m, n, A, lda, transA, x, out);
}
void liar_torch_mv_s(long m, long n, const float* A, long lda, int transA, const float* x,
                     float* out) {
  mv(__func__, m, n, A, lda, transA, x, out);
}

void liar_torch_addmv_d(long m, long n, double beta, double* y, double alpha, const double* A,
                        long lda, int transA, const double* x) {
  addmv(__func__, m, n, beta, y, alpha, A, lda, transA, x);
}
void liar_torch_addmv_s(long m, long n, float beta, float* y, float alpha, const float* A, long lda,
                        int transA, const float* x) {
  addmv(__func__, m, n, beta, y, alpha, A, lda, transA, x);
}

double liar_torch_dot_d(long n, const double* x, const double* y) {
  return dot(__func__, n, x, y);
}
float liar_torch_dot_s(long n, const float* x, const float* y) {
  return dot(__func__, n, x, y);
}

double liar_torch_sum_d(long n, const double* x) {
  return sum(__func__, n, x);
}
float liar_torch_sum_s(long n, const float* x) {
  return sum(__func__, n, x);
}

void liar_torch_add_d(long n, const double* x, const double* y, double* out) {
  add(__func__, n, x, y, out);
}
void liar_torch_add_s(long n, const float* x, const float* y, float* out) {
  add(__func__, n, x, y, out);
}

void liar_torch_mul_d(long n, double a, const double* x, double* out) {
  mul(__func__, n, a, x, out);
}
void liar_torch_mul_s(long n, float a, const float* x, float* out) {
  mul(__func__, n, a, x, out);
}

void liar_torch_full_d(long n, double c, double* out) {
  full(__func__, n, c, out);
}
void liar_torch_full_s(long n, float c, float* out) {
  full(__func__, n, c, out);
}

namespace {
// LibTorch sets up its dispatcher, allocator and thread pool lazily, on the first operation:
// tens of milliseconds. Doing it when the library is loaded, as OpenBLAS sets up its own pool,
// keeps that one-time cost out of the first call a program makes.
__attribute__((constructor)) void warmUpWhenLoaded() {
  guarded("liar_torch (load)", [] {
    double X[4] = {1, 2, 3, 4};
    at::Tensor T = at::from_blob(X, {2, 2}, at::kDouble);
    at::Tensor Product = at::mm(T, T);
    at::Tensor Sum = at::add(T, T);
    return Product.numel() + Sum.numel();
  });
}
} // namespace

void liar_torch_set_num_threads(int n) {
  const char* Fn = __func__; // Inside the lambda, __func__ would name the lambda's operator().
  guarded(Fn, [&] {
    if (n < 1) {
      char Msg[64];
      std::snprintf(Msg, sizeof Msg, "n = %d, expected at least 1", n);
      die(Fn, Msg);
    }
    at::set_num_threads(n);
    // LibTorch does not forward its thread count to the BLAS it calls for matrix products, and
    // Debian's OpenBLAS keeps its own pthread pool, so a thread count set here would otherwise
    // not reach mm/mv. The symbol is looked up at run time so the runtime does not depend on
    // which BLAS LibTorch was built against.
    using SetFn = void (*)(int);
    if (auto* Set = reinterpret_cast<SetFn>(dlsym(RTLD_DEFAULT, "openblas_set_num_threads")))
      Set(n);
  });
}

int liar_torch_get_num_threads(void) {
  return guarded(__func__, [] { return at::get_num_threads(); });
}

} // extern "C"
