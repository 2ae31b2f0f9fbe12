#include "Library.h"
#include "LibraryMeanings.h"

#include <algorithm>
#include <sstream>

namespace liar::ir {
namespace {

using namespace meaning;

constexpr LibrarySet kBlas = Library::Blas, kTorch = Library::Torch;

// ---- shapes and work ---------------------------------------------------------------------

Dim dimOf(const ArgInfo& a, size_t k) {
  return a.S.Known && a.S.Dims.size() > k ? a.S.Dims[k] : Dim{kNoClass, 0};
}
constexpr ResultDims scalarResult() {
  return {};
}
constexpr ResultDims same(int k) {
  return {ResultDims::Same, k};
}
constexpr ResultDims fill(int k) {
  return {ResultDims::Fill, k};
}
/// Dimension d0 of argument a0, then (when given) dimension d1 of argument a1.
constexpr ResultDims pick(int a0, int d0, int a1 = -1, int d1 = 0) {
  return {ResultDims::Pick, 0, {{{a0, d0}, {a1, d1}}}, a1 < 0 ? 1 : 2};
}
/// Argument k's dimensions, dimensions `at` and `at` + 1 multiplied into one.
constexpr ResultDims joined(int k, int at = 0) {
  return {ResultDims::Join, k, {}, 0, at};
}
/// Argument 1's dimension `at` divided by argument 0 and preceded by it.
constexpr ResultDims split(int at = 0) {
  return {ResultDims::Split, 0, {}, 0, at};
}

template <int K> double elementsOf(std::span<const ArgInfo> a) {
  return a[K].S.elements();
}
double fillWork(std::span<const ArgInfo> a) {
  return a[0].Estimate;
}
double noWork(std::span<const ArgInfo>) {
  return 0;
}

double gemvWork(std::span<const ArgInfo> a) {
  return a[1].S.elements();
}
double gerWork(std::span<const ArgInfo> a) {
  return a[3].S.elements();
}
double mvWork(std::span<const ArgInfo> a) {
  return a[0].S.elements();
}
double mmWork(std::span<const ArgInfo> a) {
  return a[0].S.elements() * dimOf(a[1], 1).Estimate;
}
double addmmWork(std::span<const ArgInfo> a) {
  return mmWork(a.subspan(3));
}
double addmvWork(std::span<const ArgInfo> a) {
  return a[3].S.elements();
}
// For gemm the work is m*n*k = |op(A)| * cols(op(B)).
template <bool TB> double gemmWorkFromA(std::span<const ArgInfo> a) {
  return a[1].S.elements() * dimOf(a[2], TB ? 0 : 1).Estimate;
}

// Half of the n*n*k products of a full product: one triangle of C.
double syrkWork(std::span<const ArgInfo> a) {
  return a[1].S.elements() * dimOf(a[1], 0).Estimate / 2;
}
double syr2kWork(std::span<const ArgInfo> a) {
  return 2 * syrkWork(a);
}
// m*m*n for symm (the whole symmetric matrix), half of it for trmm.
double symmWork(std::span<const ArgInfo> a) {
  return a[2].S.elements() * dimOf(a[2], 0).Estimate;
}
double trmmWork(std::span<const ArgInfo> a) {
  return symmWork(a) / 2;
}
// n*n/2 multiply-adds.
double trsvWork(std::span<const ArgInfo> a) {
  return a[1].S.elements() * a[1].S.elements() / 2;
}
// m*m*n/2 multiply-adds: a triangle of the m x m matrix A for each of B's n columns (left; on
// the right, of the n x n matrix for each of B's m rows).
template <bool Left> double trsmWork(std::span<const ArgInfo> a) {
  return a[2].S.elements() * dimOf(a[2], Left ? 0 : 1).Estimate / 2;
}
// n^3/3 multiply-adds.
double potrfWork(std::span<const ArgInfo> a) {
  return a[0].S.elements() * dimOf(a[0], 0).Estimate / 3;
}

// clang-format off

// ---- routines: names, argument templates, needs --------------------------------------------

constexpr Needs kCblasNeeds{"<cblas.h>", "openblas"};
// LAPACK's routines are OpenBLAS's too; no header declares them (the emitter does).
constexpr Needs kLapackNeeds{"", "openblas"};
constexpr Needs kRuntimeNeeds{"<liar_torch.h>", "torch"};

constexpr int D = kDestination;
constexpr Param order{Role::Order}, side{Role::Side}, diag{Role::Diag}, beta{Role::Beta};
constexpr Param length{Role::Length}, rowLength{Role::RowLength};
constexpr Param uplo(int a) { return {Role::Uplo, a}; }
constexpr Param transA(int a, int alike = -1) { return {Role::TransA, a, 0, alike}; }
constexpr Param transB(int a) { return {Role::TransB, a}; }
constexpr Param ext(int a, int d) { return {Role::Extent, a, d}; }
constexpr Param opExt(int a, int d) { return {Role::OpExtent, a, d}; }
constexpr Param stored(int a, int d) { return {Role::StoredExtent, a, d}; }
constexpr Param sc(int a) { return {Role::Scalar, a}; }
constexpr Param ptr(int a) { return {Role::Pointer, a}; }
constexpr Param ld(int a) { return {Role::Ld, a}; }
constexpr Param inc(int a) { return {Role::Inc, a}; }
constexpr Param rowPtr(int a) { return {Role::RowPointer, a}; }
constexpr Param byAddress(Param p) { return {p.R, p.Arg, p.Dim, p.Alike, true}; }

// The argument lists, as cblas.h and liar_torch.h declare them.
constexpr Param kDotArgs[]    = {length, ptr(0), inc(0), ptr(1), inc(1)};
constexpr Param kReduceArgs[] = {ext(0, 0), ptr(0), inc(0)};
constexpr Param kAxpyArgs[]   = {ext(D, 0), sc(0), ptr(1), inc(1), ptr(D), inc(D)};
constexpr Param kScalArgs[]   = {ext(D, 0), sc(0), ptr(D), inc(D)};
constexpr Param kCopyArgs[]   = {ext(D, 0), ptr(0), inc(0), ptr(D), inc(D)};
constexpr Param kGemvArgs[]   = {order, transA(1), stored(1, 0), stored(1, 1), sc(0), ptr(1), ld(1), ptr(2), inc(2), beta, ptr(D), inc(D)};
constexpr Param kGemmArgs[]   = {order, transA(1), transB(2), ext(D, 0), ext(D, 1), opExt(1, 1), sc(0), ptr(1), ld(1), ptr(2), ld(2), beta, ptr(D), ld(D)};
constexpr Param kGerArgs[]    = {order, ext(D, 0), ext(D, 1), sc(0), ptr(1), inc(1), ptr(2), inc(2), ptr(D), ld(D)};
constexpr Param kSyrkArgs[]   = {order, uplo(D), transA(1), ext(D, 0), ext(1, 1), sc(0), ptr(1), ld(1), beta, ptr(D), ld(D)};
constexpr Param kSyr2kArgs[]  = {order, uplo(D), transA(1, 2), ext(D, 0), ext(1, 1), sc(0), ptr(1), ld(1), ptr(2), ld(2), beta, ptr(D), ld(D)};
constexpr Param kSymmArgs[]   = {order, side, uplo(1), ext(D, 0), ext(D, 1), sc(0), ptr(1), ld(1), ptr(2), ld(2), beta, ptr(D), ld(D)};
constexpr Param kTrmmArgs[]   = {order, side, uplo(1), transA(1), diag, ext(D, 0), ext(D, 1), sc(0), ptr(1), ld(1), ptr(D), ld(D)};
constexpr Param kPotrfArgs[]  = {{Role::UploLetter}, byAddress(ext(D, 0)), ptr(D), byAddress(ld(D)), {Role::Status}, {Role::LetterLength}};
constexpr Param kTrsvArgs[]   = {order, uplo(0), transA(0), diag, ext(D, 0), ptr(0), ld(0), ptr(D), inc(D)};
constexpr Param kTDotArgs[]   = {ext(0, 0), ptr(0), ptr(1)};
constexpr Param kTSumArgs[]   = {ext(0, 0), ptr(0)};
constexpr Param kTFullArgs[]  = {ext(D, 0), sc(1), ptr(D)};
constexpr Param kTMvArgs[]    = {ext(0, 0), ext(0, 1), ptr(0), ld(0), transA(0), ptr(1), ptr(D)};
constexpr Param kTMmArgs[]    = {ext(D, 0), ext(D, 1), ext(0, 1), ptr(0), ld(0), transA(0), ptr(1), ld(1), transB(1), ptr(D), ld(D)};
constexpr Param kTAddArgs[]   = {rowLength, rowPtr(0), rowPtr(1), rowPtr(D)};
constexpr Param kTMulArgs[]   = {rowLength, sc(0), rowPtr(1), rowPtr(D)};
constexpr Param kTAddmmArgs[] = {ext(D, 0), ext(D, 1), ext(3, 1), beta, ptr(D), ld(D), sc(2), ptr(3), ld(3), transA(3), ptr(4), ld(4), transB(4)};
constexpr Param kTAddmvArgs[] = {ext(3, 0), ext(3, 1), beta, ptr(D), sc(2), ptr(3), ld(3), transA(3), ptr(4)};

constexpr Routine cblas(std::string_view s, std::string_view d, std::span<const Param> args,
                        std::string_view names) {
  return {{s, d}, args, kCblasNeeds, names};
}
constexpr Routine runtime(std::string_view s, std::string_view d, std::span<const Param> args) {
  return {{s, d}, args, kRuntimeNeeds};
}
constexpr Routine kCblasDot   = cblas("cblas_sdot", "cblas_ddot", kDotArgs,
                                  "N, X, incX, Y, incY");
constexpr Routine kCblasNrm2  = cblas("cblas_snrm2", "cblas_dnrm2", kReduceArgs,
                                  "N, X, incX");
constexpr Routine kCblasAsum  = cblas("cblas_sasum", "cblas_dasum", kReduceArgs,
                                  "N, X, incX");
constexpr Routine kCblasAxpy  = cblas("cblas_saxpy", "cblas_daxpy", kAxpyArgs,
                                  "N, alpha, X, incX, Y, incY");
constexpr Routine kCblasScal  = cblas("cblas_sscal", "cblas_dscal", kScalArgs,
                                  "N, alpha, X, incX");
constexpr Routine kCblasCopy  = cblas("cblas_scopy", "cblas_dcopy", kCopyArgs,
                                  "N, X, incX, Y, incY");
constexpr Routine kCblasGemv  = cblas("cblas_sgemv", "cblas_dgemv", kGemvArgs,
                                  "Order, TransA, M, N, alpha, A, lda, X, incX, beta, Y, incY");
constexpr Routine kCblasGemm  = cblas("cblas_sgemm", "cblas_dgemm", kGemmArgs,
                                  "Order, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc");
constexpr Routine kCblasGer   = cblas("cblas_sger", "cblas_dger", kGerArgs,
                                  "Order, M, N, alpha, X, incX, Y, incY, A, lda");
constexpr Routine kCblasSyrk  = cblas("cblas_ssyrk", "cblas_dsyrk", kSyrkArgs,
                                  "Order, Uplo, Trans, N, K, alpha, A, lda, beta, C, ldc");
constexpr Routine kCblasSyr2k = cblas("cblas_ssyr2k", "cblas_dsyr2k", kSyr2kArgs,
                                  "Order, Uplo, Trans, N, K, alpha, A, lda, B, ldb, beta, C, ldc");
constexpr Routine kCblasSymm  = cblas("cblas_ssymm", "cblas_dsymm", kSymmArgs,
                                  "Order, Side, Uplo, M, N, alpha, A, lda, B, ldb, beta, C, ldc");
constexpr Routine kCblasTrmm  = cblas("cblas_strmm", "cblas_dtrmm", kTrmmArgs,
                                  "Order, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb");
constexpr Routine kCblasTrsv  = cblas("cblas_strsv", "cblas_dtrsv", kTrsvArgs,
                                  "Order, Uplo, TransA, Diag, N, A, lda, X, incX");
// trsm's arguments are trmm's.
constexpr Routine kCblasTrsm  = cblas("cblas_strsm", "cblas_dtrsm", kTrmmArgs,
                                  "Order, Side, Uplo, TransA, Diag, M, N, alpha, A, lda, B, ldb");
// Called with its fallback (emit/LibraryCalls.cpp, potrfLower); declared from its template.
constexpr Routine kLapackPotrf{{"spotrf_", "dpotrf_"}, kPotrfArgs, kLapackNeeds};
constexpr Routine kTorchDot   = runtime("liar_torch_dot_s", "liar_torch_dot_d", kTDotArgs);
constexpr Routine kTorchSum   = runtime("liar_torch_sum_s", "liar_torch_sum_d", kTSumArgs);
constexpr Routine kTorchFull  = runtime("liar_torch_full_s", "liar_torch_full_d", kTFullArgs);
constexpr Routine kTorchMv    = runtime("liar_torch_mv_s", "liar_torch_mv_d", kTMvArgs);
constexpr Routine kTorchMm    = runtime("liar_torch_mm_s", "liar_torch_mm_d", kTMmArgs);
constexpr Routine kTorchAdd   = runtime("liar_torch_add_s", "liar_torch_add_d", kTAddArgs);
constexpr Routine kTorchMul   = runtime("liar_torch_mul_s", "liar_torch_mul_d", kTMulArgs);
constexpr Routine kTorchAddmm = runtime("liar_torch_addmm_s", "liar_torch_addmm_d", kTAddmmArgs);
constexpr Routine kTorchAddmv = runtime("liar_torch_addmv_s", "liar_torch_addmv_d", kTAddmvArgs);

// ---- rounding ------------------------------------------------------------------------------

/// A call that sums in its own order, adding the products of arguments a, b (and c).
constexpr Rounding sums(int a = -1, int b = -1, int c = -1) {
  return {true, {a, b, c}};
}
/// A call that adds the products of a, b (and c) to its updated argument, one by one.
constexpr Rounding adds(int a, int b, int c = -1) {
  return {false, {a, b, c}};
}

// ---- costs ---------------------------------------------------------------------------------
// A scalar loop body costs about 10 units per iteration under Listing 6 (an indexed
// multiply-add). The factors put a library call's work on that scale, from the throughput
// measured on this machine class: OpenBLAS dgemm runs ~18x faster than gcc -O3 loops, the
// memory-bound level-1/2 calls 3-8x faster; PyTorch transposes are free stride views.
// PyTorch's element-wise add, mul and full, and its sum, measured 2-14x SLOWER than the loops they
// replace (each is a separate pass writing a temporary), so they cost more per element than a loop
// body: they are chosen only where they carry a product (mm, mv) that pays for them.

constexpr CallCost blasCost(double perElement, int minEdge) {
  return {perElement, 0, defaults::kTorchCallCost, minEdge};
}
constexpr CallCost torchCost(double perElement, double call = defaults::kTorchCallCost) {
  return {0, perElement, call};
}
using defaults::kLevel1MinEdge, defaults::kLevel2MinEdge, defaults::kLevel3MinEdge;
// liar_torch_dot_d measured 3.2 us per call whatever the length (16 or 1000 elements).
constexpr CallCost kDotCost{2.0, 2.0, 32000, kLevel1MinEdge};
// OpenBLAS's dnrm2 scales every element against overflow: 2.6-4.4x the time of ddot on the
// same vector (256 to 65536 elements), so sqrt(dot(x, x)) stays the cheaper form.
constexpr CallCost kNrm2Cost = blasCost(6.0, kLevel1MinEdge);
// OpenBLAS's dasum measured 0.8-1.2 ns per element (1000 to 65536 elements), as fast as ddot,
// where the exact loop `s += fabs(x[i])` takes 4-5 ns: the cost of dot.
constexpr CallCost kAsumCost = blasCost(2.0, kLevel1MinEdge);
constexpr CallCost kAxpyCost = blasCost(2.0, kLevel1MinEdge);
constexpr CallCost kScalCost = blasCost(3.0, kLevel1MinEdge);
// memset and memmove are C's own (BLAS's copy only for strided vectors): no threshold.
constexpr CallCost kFillCost = blasCost(1.0, 0);
constexpr CallCost kCopyCost = blasCost(2.0, 0);
constexpr CallCost kLevel3 = blasCost(0.5, kLevel3MinEdge);
// Level 3 on one triangle: blocked like gemm, a little less efficient per product. The strict
// triangle is syrk with the diagonal saved before and restored after (2n).
constexpr CallCost kTriangularLevel3 = blasCost(0.6, kLevel3MinEdge);
// Level 2, sequential in its rows like the loop, but vectorised along them.
constexpr CallCost kLevel2 = blasCost(1.5, kLevel2MinEdge);
constexpr CallCost kGerCost = blasCost(2.0, kLevel2MinEdge);
// Cholesky: blocked like gemm on its n^3/3 multiply-adds.
constexpr CallCost kPotrfCost = blasCost(0.5, kLevel3MinEdge);
// Views: no LibTorch call is made for them.
constexpr CallCost kTransposeCost{3.0, 0.0, 0};
constexpr CallCost kViewCost{0.0, 0.0, 0};
constexpr CallCost kTorchElementwise = torchCost(20.0);

// ---- zero scalars that skip work -----------------------------------------------------------

constexpr ZeroSkip whenZero(int scalar, int skipped, int alsoSkipped = -1) {
  return {scalar, {skipped, alsoSkipped}};
}
// syrk's beta: its evaluator reads no C when beta is 0, as BLAS does.
constexpr ZeroSkip whenZeroAsMeant(int scalar, int skipped) {
  return {scalar, {skipped, -1}, true};
}
constexpr std::array<ZeroSkip, 2> none() {
  return {};
}
constexpr std::array<ZeroSkip, 2> skips(ZeroSkip a, ZeroSkip b = {}) {
  return {a, b};
}
// alpha (argument 0) multiplies arguments 1 and 2, beta (argument b) the accumulated c.
constexpr std::array<ZeroSkip, 2> alphaBeta(int b, int c) {
  return skips(whenZero(0, 1, 2), whenZero(b, c));
}

constexpr Emission update(Routine blas, Rounding r, int beta = -1) {
  return {.Form = CallForm::Update, .Blas = blas, .Beta = beta, .Round = r};
}
constexpr Emission gemm(bool ta, bool tb, int beta) {
  return {.Form = CallForm::Update, .Blas = kCblasGemm, .TransA = ta, .TransB = tb, .Beta = beta, .Round = sums(0, 1, 2)};
}
constexpr Emission gemv(bool ta, int beta) {
  return {.Form = CallForm::Update, .Blas = kCblasGemv, .TransA = ta, .Beta = beta, .Round = sums(0, 1, 2)};
}
constexpr Emission syrk(Triangle t, bool strict) {
  return {.Form = CallForm::Update, .Blas = kCblasSyrk, .Beta = 2, .Uplo = t, .StrictTriangle = strict, .Round = sums(0, 1, 1)};
}
constexpr Emission syr2k(Triangle t) {
  return {.Form = CallForm::Update, .Blas = kCblasSyr2k, .Beta = 3, .Uplo = t, .Round = sums(0, 1, 2)};
}
constexpr Emission trsv(Triangle t, bool unit) {
  return {.Form = CallForm::Update, .Blas = kCblasTrsv, .Uplo = t, .UnitDiagonal = unit, .Round = sums(0, 1)};
}
constexpr Emission trsm(Side s, Triangle t, bool unit) {
  return {.Form = CallForm::Update, .Blas = kCblasTrsm, .Uplo = t, .On = s, .UnitDiagonal = unit, .Round = sums(1, 2)};
}
constexpr Emission value(Routine blas, Routine torch, Rounding r) {
  return {.Form = CallForm::Value, .Blas = blas, .Torch = torch, .Round = r};
}
constexpr Emission runtimeCall(CallForm form, Routine torch, Rounding r = {}, int beta = -1) {
  return {.Form = form, .Torch = torch, .Beta = beta, .Round = r};
}
constexpr Emission view() {
  return {};
}
constexpr Triangle Lo = Triangle::Lower, Up = Triangle::Upper;
constexpr Side Left = Side::Left, Right = Side::Right;

// Columns: name, arity, libraries, meaning, evaluator, result, work, accumulated argument;
// cost; emission; the zero scalars that skip work.
// clang-format off
const LibraryFunction Table[] = {
  {"dot",       2, kBlas | kTorch, "sum_i x[i]*y[i]",                         evalDot,                  scalarResult(),    elementsOf<0>,        -1,
   kDotCost, value(kCblasDot, kTorchDot, sums(0, 1)), none()},
  {"nrm2",      1, kBlas,          "sqrt(sum_i x[i]^2)",                      evalNrm2,                 scalarResult(),    elementsOf<0>,        -1,
   kNrm2Cost, value(kCblasNrm2, {}, sums(0, 0)), none()},
  {"asum",      1, kBlas,          "sum_i |x[i]|",                            evalAsum,                 scalarResult(),    elementsOf<0>,        -1,
   kAsumCost, value(kCblasAsum, {}, sums()), none()},
  {"axpy",      3, kBlas,          "a*x + y",                                 evalAxpy,                 same(2),           elementsOf<2>,         2,
   kAxpyCost, {.Form = CallForm::Axpy, .Blas = kCblasAxpy, .Round = adds(0, 1)}, skips(whenZero(0, 1))},
  {"scal",      2, kBlas,          "a*x",                                     evalScal,                 same(1),           elementsOf<1>,         1,
   kScalCost, {.Form = CallForm::Scal, .Blas = kCblasScal}, skips(whenZero(0, 1))},
  {"memset",    2, kBlas,          "n copies of c",                           evalFill,                 fill(0),           fillWork,             -1,
   kFillCost, runtimeCall(CallForm::Fill, kTorchFull), none()},
  {"copy",      1, kBlas,          "x, copied into the destination",          evalCopy,                 same(0),           elementsOf<0>,        -1,
   kCopyCost, {.Form = CallForm::Copy, .Blas = kCblasCopy}, none()},
  {"gemv_n",    5, kBlas,          "a*A*x + b*y",                             evalGemv<false>,          same(4),           gemvWork,              4,
   kLevel2, gemv(false, 3), alphaBeta(3, 4)},
  {"gemv_t",    5, kBlas,          "a*A^T*x + b*y",                           evalGemv<true>,           same(4),           gemvWork,              4,
   kLevel2, gemv(true, 3), alphaBeta(3, 4)},
  {"gemv0_n",   3, kBlas,          "a*A*x (beta = 0, fresh result)",          evalGemv0<false>,         pick(1, 0),        gemvWork,             -1,
   kLevel2, gemv(false, -1), skips(whenZero(0, 1, 2))},
  {"gemv0_t",   3, kBlas,          "a*A^T*x (beta = 0, fresh result)",        evalGemv0<true>,          pick(1, 1),        gemvWork,             -1,
   kLevel2, gemv(true, -1), skips(whenZero(0, 1, 2))},
  {"gemm_nn",   5, kBlas,          "a*A*B + b*C",                             evalGemm<false, false>,   same(4),           gemmWorkFromA<false>,  4,
   kLevel3, gemm(false, false, 3), alphaBeta(3, 4)},
  {"gemm_nt",   5, kBlas,          "a*A*B^T + b*C",                           evalGemm<false, true>,    same(4),           gemmWorkFromA<true>,   4,
   kLevel3, gemm(false, true, 3), alphaBeta(3, 4)},
  {"gemm_tn",   5, kBlas,          "a*A^T*B + b*C",                           evalGemm<true, false>,    same(4),           gemmWorkFromA<false>,  4,
   kLevel3, gemm(true, false, 3), alphaBeta(3, 4)},
  {"gemm_tt",   5, kBlas,          "a*A^T*B^T + b*C",                         evalGemm<true, true>,     same(4),           gemmWorkFromA<true>,   4,
   kLevel3, gemm(true, true, 3), alphaBeta(3, 4)},
  {"gemm0_nn",  3, kBlas,          "a*A*B (beta = 0, fresh result)",          evalGemm0<false, false>,  pick(1, 0, 2, 1),  gemmWorkFromA<false>, -1,
   kLevel3, gemm(false, false, -1), skips(whenZero(0, 1, 2))},
  {"gemm0_nt",  3, kBlas,          "a*A*B^T (beta = 0, fresh result)",        evalGemm0<false, true>,   pick(1, 0, 2, 0),  gemmWorkFromA<true>,  -1,
   kLevel3, gemm(false, true, -1), skips(whenZero(0, 1, 2))},
  {"gemm0_tn",  3, kBlas,          "a*A^T*B (beta = 0, fresh result)",        evalGemm0<true, false>,   pick(1, 1, 2, 1),  gemmWorkFromA<false>, -1,
   kLevel3, gemm(true, false, -1), skips(whenZero(0, 1, 2))},
  {"gemm0_tt",  3, kBlas,          "a*A^T*B^T (beta = 0, fresh result)",      evalGemm0<true, true>,    pick(1, 1, 2, 0),  gemmWorkFromA<true>,  -1,
   kLevel3, gemm(true, true, -1), skips(whenZero(0, 1, 2))},
  {"ger",       4, kBlas,          "A + a*x*y^T",                             evalGer,                  same(3),           gerWork,               3,
   kGerCost, update(kCblasGer, adds(0, 1, 2)), skips(whenZero(0, 1, 2))},
  {"syrk_l",    4, kBlas,          "lower triangle of a*A*A^T + b*C, upper kept", evalSyrk<true>,       same(3),           syrkWork,              3,
   kTriangularLevel3, syrk(Lo, false), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syrk_u",    4, kBlas,          "upper triangle of a*A*A^T + b*C, lower kept", evalSyrk<false>,      same(3),           syrkWork,              3,
   kTriangularLevel3, syrk(Up, false), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syrk_sl",   4, kBlas,          "strict lower of a*A*A^T + b*C, the rest kept", evalSyrk<true, true>, same(3),          syrkWork,              3,
   kTriangularLevel3, syrk(Lo, true), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syrk_su",   4, kBlas,          "strict upper of a*A*A^T + b*C, the rest kept", evalSyrk<false, true>, same(3),         syrkWork,              3,
   kTriangularLevel3, syrk(Up, true), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syr2k_l",   5, kBlas,          "lower of a*(A*B^T + B*A^T) + b*C, upper kept", evalSyr2k<true>,     same(4),           syr2kWork,             4,
   kTriangularLevel3, syr2k(Lo), alphaBeta(3, 4)},
  {"syr2k_u",   5, kBlas,          "upper of a*(A*B^T + B*A^T) + b*C, lower kept", evalSyr2k<false>,    same(4),           syr2kWork,             4,
   kTriangularLevel3, syr2k(Up), alphaBeta(3, 4)},
  {"symm_ll",   5, kBlas,          "a*S*B + b*C, S symmetric from A's lower triangle", evalSymmLeftLower, same(4),       symmWork,              4,
   kTriangularLevel3, {.Form = CallForm::Update, .Blas = kCblasSymm, .Beta = 3, .Uplo = Lo, .On = Side::Left, .Round = sums(0, 1, 2)}, alphaBeta(3, 4)},
  {"trmm_lltu", 3, kBlas,          "a*U^T*B, U unit lower triangular from A",  evalTrmmLeftLowerTransUnit, same(2),      trmmWork,              2,
   kTriangularLevel3, {.Form = CallForm::Update, .Blas = kCblasTrmm, .TransA = true, .Uplo = Lo, .On = Side::Left, .UnitDiagonal = true, .Round = sums(0, 1, 2)}, skips(whenZero(0, 1, 2))},
  {"trsv_lnn",  2, kBlas,          "x with L*x = b, L lower, non-unit diagonal", evalTriangularSolve<true, true, false, false>, same(1),         trsvWork,              1,
   kLevel2, trsv(Lo, false), none()},
  {"trsv_lnu",  2, kBlas,          "x with L*x = b, L lower, unit diagonal",  evalTriangularSolve<true, true, false, true>, same(1),           trsvWork,              1,
   kLevel2, trsv(Lo, true), none()},
  {"trsv_unn",  2, kBlas,          "x with U*x = b, U upper, non-unit diagonal", evalTriangularSolve<true, false, false, false>, same(1),         trsvWork,              1,
   kLevel2, trsv(Up, false), none()},
  {"trsm_llnn", 3, kBlas,          "X with L*X = a*B, L lower, non-unit diagonal", evalTriangularSolve<true, true, false, false>, same(2), trsmWork<true>,  2,
   kTriangularLevel3, trsm(Left, Lo, false), skips(whenZero(0, 1, 2))},
  {"trsm_llnu", 3, kBlas,          "X with L*X = a*B, L lower, unit diagonal", evalTriangularSolve<true, true, false, true>, same(2),   trsmWork<true>,  2,
   kTriangularLevel3, trsm(Left, Lo, true), skips(whenZero(0, 1, 2))},
  {"trsm_lunn", 3, kBlas,          "X with U*X = a*B, U upper, non-unit diagonal", evalTriangularSolve<true, false, false, false>, same(2), trsmWork<true>, 2,
   kTriangularLevel3, trsm(Left, Up, false), skips(whenZero(0, 1, 2))},
  {"trsm_runn", 3, kBlas,          "X with X*U = a*B, U upper, non-unit diagonal", evalTriangularSolve<false, false, false, false>, same(2), trsmWork<false>, 2,
   kTriangularLevel3, trsm(Right, Up, false), skips(whenZero(0, 1, 2))},
  {"potrf_l",   1, kBlas,          "Cholesky factor in the lower triangle, upper kept", evalPotrfLower, same(0),        potrfWork,             0,
   kPotrfCost, {.Form = CallForm::Potrf, .Blas = kLapackPotrf, .Uplo = Lo, .Round = sums(0, 0)}, none()},
  {"transpose", 1, kBlas | kTorch, "A^T",                                     evalTranspose,            pick(0, 1, 0, 0),  elementsOf<0>,        -1,
   kTransposeCost, view(), none()},
  {"join",      1, kBlas | kTorch, "[r][q][..] viewed as [r*q][..]",          evalJoin,                 joined(0),         noWork,               -1,
   kViewCost, view(), none()},
  {"split",     2, kBlas | kTorch, "[n*m][..] viewed as [n][m][..]",          evalSplit,                split(),           noWork,               -1,
   kViewCost, view(), none()},
  {"rowjoin",   1, kBlas | kTorch, "[r][q][p][..] viewed as [r][q*p][..]",    evalRowJoin,              joined(0, 1),      noWork,               -1,
   kViewCost, view(), none()},
  {"rowsplit",  2, kBlas | kTorch, "[r][n*m][..] viewed as [r][n][m][..]",    evalRowSplit,             split(1),          noWork,               -1,
   kViewCost, view(), none()},
  {"sum",       1, kTorch,         "sum_i x[i]",                              evalSum,                  scalarResult(),    elementsOf<0>,        -1,
   torchCost(20.0, 28000), value({}, kTorchSum, sums()), none()},
  {"mv",        2, kTorch,         "A*x",                                     evalMv,                   pick(0, 0),        mvWork,               -1,
   torchCost(1.5), runtimeCall(CallForm::Mv, kTorchMv, sums(0, 1)), none()},
  {"mm",        2, kTorch,         "A*B",                                     evalMm,                   pick(0, 0, 1, 1),  mmWork,               -1,
   torchCost(0.5), runtimeCall(CallForm::Mm, kTorchMm, sums(0, 1)), none()},
  {"add",       2, kTorch,         "A + B element-wise",                      evalAdd,                  same(0),           elementsOf<0>,        -1,
   kTorchElementwise, runtimeCall(CallForm::Add, kTorchAdd), none()},
  {"mul",       2, kTorch,         "a*A element-wise",                        evalScal,                 same(1),           elementsOf<1>,        -1,
   kTorchElementwise, runtimeCall(CallForm::Mul, kTorchMul), none()},
  {"full",      2, kTorch,         "n copies of c",                           evalFill,                 fill(0),           fillWork,             -1,
   torchCost(20.0, 5000), runtimeCall(CallForm::Fill, kTorchFull), none()},
  {"addmm",     5, kTorch,         "b*C + a*A*B",                             evalAddmm,                same(1),           addmmWork,             1,
   torchCost(0.5), runtimeCall(CallForm::Update, kTorchAddmm, sums(2, 3, 4), 0), skips(whenZero(0, 1), whenZero(2, 3, 4))},
  {"addmv",     5, kTorch,         "b*y + a*A*x",                             evalAddmv,                same(1),           addmvWork,             1,
   torchCost(1.5), runtimeCall(CallForm::Update, kTorchAddmv, sums(2, 3, 4), 0), skips(whenZero(0, 1), whenZero(2, 3, 4))},
};
// clang-format on

} // namespace

std::span<const LibraryFunction> libraryFunctions() {
  return Table;
}

Shape resultShape(const LibraryFunction& f, std::span<const ArgInfo> args,
                  const ProductClass& product) {
  auto Dims = [&](int k) -> std::optional<std::vector<Dim>> {
    if (!args[k].S.Known) return std::nullopt;
    return args[k].S.Dims;
  };
  auto Size = [&](int k) { return Dim{args[k].Class, args[k].Estimate}; };
  // A product of two sizes has the class of their (* a b) where the e-graph holds one (a fold
  // joined over both counts it); a quotient only its estimate.
  auto Times = [&](const Dim& a, const Dim& b) {
    bool Closed = product && a.SizeClass != kNoClass && b.SizeClass != kNoClass;
    return Dim{Closed ? product(a.SizeClass, b.SizeClass) : kNoClass, a.Estimate * b.Estimate};
  };
  auto Over = [](const Dim& a, const Dim& b) -> std::optional<Dim> {
    if (b.Estimate <= 0) return std::nullopt;
    return Dim{kNoClass, a.Estimate / b.Estimate};
  };
  std::optional<std::vector<Dim>> R =
      resultDims<Dim>(f.Result, Dims, Size, std::optional<Dim>(Dim{kNoClass, 0}), Times, Over);
  return R ? Shape{true, *R} : Shape::unknown();
}

const LibraryFunction* findLibraryFunction(std::string_view name) {
  for (const LibraryFunction& F : libraryFunctions())
    if (F.Name == name) return &F;
  return nullptr;
}

std::optional<NamedRoutine> blasRoutineNamed(std::string_view name) {
  for (const LibraryFunction& F : libraryFunctions()) {
    const Routine& R = F.Emit.Blas;
    if (R.ParamNames.empty()) continue;
    if (R.Name.Single == name || R.Name.Double == name)
      return NamedRoutine{&R, R.Name.Single == name, F.Emit.Form == CallForm::Value};
  }
  return std::nullopt;
}

std::vector<std::string_view> retargetableRoutines() {
  std::vector<std::string_view> Names;
  for (const LibraryFunction& F : libraryFunctions()) {
    const Routine& R = F.Emit.Blas;
    if (R.ParamNames.empty()) continue;
    for (std::string_view N : {R.Name.Single, R.Name.Double})
      if (std::find(Names.begin(), Names.end(), N) == Names.end()) Names.push_back(N);
  }
  return Names;
}

std::vector<std::string> parameterNames(const Routine& r) {
  std::vector<std::string> Names;
  std::string Item;
  std::istringstream List{std::string(r.ParamNames)};
  while (std::getline(List, Item, ','))
    Names.push_back(Item.substr(Item.find_first_not_of(' ')));
  return Names;
}

bool streams(const LibraryFunction& f) {
  bool LinearWork = f.Work == elementsOf<0> || f.Work == elementsOf<1> || f.Work == elementsOf<2> ||
                    f.Work == fillWork;
  return LinearWork && f.Result.K != ResultDims::Pick; // a picked shape is a view (transpose)
}

} // namespace liar::ir