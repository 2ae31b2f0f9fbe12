#include "Library.h"

#include "LibraryMeanings.h"

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
constexpr ResultDims joined(int k) {
  return {ResultDims::Join, k};
}
constexpr ResultDims split() {
  return {ResultDims::Split};
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
// n^3/3 multiply-adds.
double potrfWork(std::span<const ArgInfo> a) {
  return a[0].S.elements() * dimOf(a[0], 0).Estimate / 3;
}

// clang-format off

// ---- routine names -------------------------------------------------------------------------

constexpr TypedName kNone{};
constexpr TypedName kCblasDot{"cblas_sdot", "cblas_ddot"};
constexpr TypedName kCblasNrm2{"cblas_snrm2", "cblas_dnrm2"};
constexpr TypedName kCblasAsum{"cblas_sasum", "cblas_dasum"};
constexpr TypedName kCblasAxpy{"cblas_saxpy", "cblas_daxpy"};
constexpr TypedName kCblasScal{"cblas_sscal", "cblas_dscal"};
constexpr TypedName kCblasCopy{"cblas_scopy", "cblas_dcopy"};
constexpr TypedName kCblasGemv{"cblas_sgemv", "cblas_dgemv"};
constexpr TypedName kCblasGemm{"cblas_sgemm", "cblas_dgemm"};
constexpr TypedName kCblasGer{"cblas_sger", "cblas_dger"};
constexpr TypedName kCblasSyrk{"cblas_ssyrk", "cblas_dsyrk"};
constexpr TypedName kCblasSyr2k{"cblas_ssyr2k", "cblas_dsyr2k"};
constexpr TypedName kCblasSymm{"cblas_ssymm", "cblas_dsymm"};
constexpr TypedName kCblasTrmm{"cblas_strmm", "cblas_dtrmm"};
constexpr TypedName kCblasTrsv{"cblas_strsv", "cblas_dtrsv"};
constexpr TypedName kLapackPotrf{"spotrf_", "dpotrf_"};
constexpr TypedName kTorchDot{"liar_torch_dot_s", "liar_torch_dot_d"};
constexpr TypedName kTorchSum{"liar_torch_sum_s", "liar_torch_sum_d"};
constexpr TypedName kTorchFull{"liar_torch_full_s", "liar_torch_full_d"};
constexpr TypedName kTorchMv{"liar_torch_mv_s", "liar_torch_mv_d"};
constexpr TypedName kTorchMm{"liar_torch_mm_s", "liar_torch_mm_d"};
constexpr TypedName kTorchAdd{"liar_torch_add_s", "liar_torch_add_d"};
constexpr TypedName kTorchMul{"liar_torch_mul_s", "liar_torch_mul_d"};
constexpr TypedName kTorchAddmm{"liar_torch_addmm_s", "liar_torch_addmm_d"};
constexpr TypedName kTorchAddmv{"liar_torch_addmv_s", "liar_torch_addmv_d"};

// ---- costs ---------------------------------------------------------------------------------
// A scalar loop body costs about 10 units per iteration under Listing 6 (an indexed
// multiply-add). The factors put a library call's work on that scale, from the throughput
// measured on this machine class: OpenBLAS dgemm runs ~18x faster than gcc -O3 loops, the
// memory-bound level-1/2 calls 3-8x faster; PyTorch transposes are free stride views.
// PyTorch's element-wise add, mul and full, and its sum, measured 2-14x SLOWER than the loops they
// replace (each is a separate pass writing a temporary), so they cost more per element than a loop
// body: they are chosen only where they carry a product (mm, mv) that pays for them.

constexpr CallCost blasCost(double perElement) {
  return {perElement, 0};
}
constexpr CallCost torchCost(double perElement, double call = 13000) {
  return {0, perElement, call};
}
// liar_torch_dot_d measured 3.2 us per call whatever the length (16 or 1000 elements).
constexpr CallCost kDotCost{2.0, 2.0, 32000};
// OpenBLAS's dnrm2 scales every element against overflow: 2.6-4.4x the time of ddot on the
// same vector (256 to 65536 elements), so sqrt(dot(x, x)) stays the cheaper form.
constexpr CallCost kNrm2Cost = blasCost(6.0);
// OpenBLAS's dasum measured 0.8-1.2 ns per element (1000 to 65536 elements), as fast as ddot,
// where the exact loop `s += fabs(x[i])` takes 4-5 ns: the cost of dot.
constexpr CallCost kAsumCost = blasCost(2.0);
constexpr CallCost kLevel3 = blasCost(0.5);
// Level 3 on one triangle: blocked like gemm, a little less efficient per product. The strict
// triangle is syrk with the diagonal saved before and restored after (2n).
constexpr CallCost kTriangularLevel3 = blasCost(0.6);
// Level 2, sequential in its rows like the loop, but vectorised along them.
constexpr CallCost kLevel2 = blasCost(1.5);
// Cholesky: blocked like gemm on its n^3/3 multiply-adds.
constexpr CallCost kPotrfCost = blasCost(0.5);
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

constexpr Emission gemm(bool ta, bool tb, int beta) {
  return {.Form = CallForm::Gemm, .Blas = kCblasGemm, .TransA = ta, .TransB = tb, .Beta = beta};
}
constexpr Emission gemv(bool ta, int beta) {
  return {.Form = CallForm::Gemv, .Blas = kCblasGemv, .TransA = ta, .Beta = beta};
}
constexpr Emission syrk(Triangle t, bool strict) {
  return {.Form = CallForm::Syrk, .Blas = kCblasSyrk, .Beta = 2, .Uplo = t, .StrictTriangle = strict};
}
constexpr Emission trsv(Triangle t, bool unit) {
  return {.Form = CallForm::Trsv, .Blas = kCblasTrsv, .Uplo = t, .UnitDiagonal = unit};
}
constexpr Emission view() {
  return {};
}
constexpr Triangle Lo = Triangle::Lower, Up = Triangle::Upper;

// Columns: name, arity, libraries, meaning, evaluator, result, work, accumulated argument;
// cost; emission; the zero scalars that skip work.
// clang-format off
const LibraryFunction Table[] = {
  {"dot",       2, kBlas | kTorch, "sum_i x[i]*y[i]",                         evalDot,                  scalarResult(),    elementsOf<0>,        -1,
   kDotCost, {.Form = CallForm::Dot, .Blas = kCblasDot, .Torch = kTorchDot}, none()},
  {"nrm2",      1, kBlas,          "sqrt(sum_i x[i]^2)",                      evalNrm2,                 scalarResult(),    elementsOf<0>,        -1,
   kNrm2Cost, {.Form = CallForm::Reduce, .Blas = kCblasNrm2}, none()},
  {"asum",      1, kBlas,          "sum_i |x[i]|",                            evalAsum,                 scalarResult(),    elementsOf<0>,        -1,
   kAsumCost, {.Form = CallForm::Reduce, .Blas = kCblasAsum}, none()},
  {"axpy",      3, kBlas,          "a*x + y",                                 evalAxpy,                 same(2),           elementsOf<2>,         2,
   blasCost(2.0), {.Form = CallForm::Axpy, .Blas = kCblasAxpy}, skips(whenZero(0, 1))},
  {"scal",      2, kBlas,          "a*x",                                     evalScal,                 same(1),           elementsOf<1>,         1,
   blasCost(3.0), {.Form = CallForm::Scal, .Blas = kCblasScal}, skips(whenZero(0, 1))},
  {"memset",    2, kBlas,          "n copies of c",                           evalFill,                 fill(0),           fillWork,             -1,
   blasCost(1.0), {.Form = CallForm::Fill, .Torch = kTorchFull}, none()},
  {"copy",      1, kBlas,          "x, copied into the destination",          evalCopy,                 same(0),           elementsOf<0>,        -1,
   blasCost(2.0), {.Form = CallForm::Copy, .Blas = kCblasCopy}, none()},
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
   blasCost(2.0), {.Form = CallForm::Ger, .Blas = kCblasGer}, skips(whenZero(0, 1, 2))},
  {"syrk_l",    4, kBlas,          "lower triangle of a*A*A^T + b*C, upper kept", evalSyrk<true>,       same(3),           syrkWork,              3,
   kTriangularLevel3, syrk(Lo, false), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syrk_u",    4, kBlas,          "upper triangle of a*A*A^T + b*C, lower kept", evalSyrk<false>,      same(3),           syrkWork,              3,
   kTriangularLevel3, syrk(Up, false), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syrk_sl",   4, kBlas,          "strict lower of a*A*A^T + b*C, the rest kept", evalSyrk<true, true>, same(3),          syrkWork,              3,
   kTriangularLevel3, syrk(Lo, true), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syrk_su",   4, kBlas,          "strict upper of a*A*A^T + b*C, the rest kept", evalSyrk<false, true>, same(3),         syrkWork,              3,
   kTriangularLevel3, syrk(Up, true), skips(whenZero(0, 1), whenZeroAsMeant(2, 3))},
  {"syr2k_l",   5, kBlas,          "lower of a*(A*B^T + B*A^T) + b*C, upper kept", evalSyr2k<true>,     same(4),           syr2kWork,             4,
   kTriangularLevel3, {.Form = CallForm::Syr2k, .Blas = kCblasSyr2k, .Beta = 3, .Uplo = Lo}, alphaBeta(3, 4)},
  {"syr2k_u",   5, kBlas,          "upper of a*(A*B^T + B*A^T) + b*C, lower kept", evalSyr2k<false>,    same(4),           syr2kWork,             4,
   kTriangularLevel3, {.Form = CallForm::Syr2k, .Blas = kCblasSyr2k, .Beta = 3, .Uplo = Up}, alphaBeta(3, 4)},
  {"symm_ll",   5, kBlas,          "a*S*B + b*C, S symmetric from A's lower triangle", evalSymmLeftLower, same(4),       symmWork,              4,
   kTriangularLevel3, {.Form = CallForm::Symm, .Blas = kCblasSymm, .Beta = 3, .Uplo = Lo}, alphaBeta(3, 4)},
  {"trmm_lltu", 3, kBlas,          "a*U^T*B, U unit lower triangular from A",  evalTrmmLeftLowerTransUnit, same(2),      trmmWork,              2,
   kTriangularLevel3, {.Form = CallForm::Trmm, .Blas = kCblasTrmm, .TransA = true, .Uplo = Lo, .UnitDiagonal = true}, skips(whenZero(0, 1, 2))},
  {"trsv_lnn",  2, kBlas,          "x with L*x = b, L lower, non-unit diagonal", evalTrsvLower<false>, same(1),         trsvWork,              1,
   kLevel2, trsv(Lo, false), none()},
  {"trsv_lnu",  2, kBlas,          "x with L*x = b, L lower, unit diagonal",  evalTrsvLower<true>,      same(1),           trsvWork,              1,
   kLevel2, trsv(Lo, true), none()},
  {"trsv_unn",  2, kBlas,          "x with U*x = b, U upper, non-unit diagonal", evalTrsvUpperNonUnit, same(1),         trsvWork,              1,
   kLevel2, trsv(Up, false), none()},
  {"potrf_l",   1, kBlas,          "Cholesky factor in the lower triangle, upper kept", evalPotrfLower, same(0),        potrfWork,             0,
   kPotrfCost, {.Form = CallForm::Potrf, .Blas = kLapackPotrf, .Uplo = Lo}, none()},
  {"transpose", 1, kBlas | kTorch, "A^T",                                     evalTranspose,            pick(0, 1, 0, 0),  elementsOf<0>,        -1,
   kTransposeCost, view(), none()},
  {"join",      1, kBlas | kTorch, "[r][q][..] viewed as [r*q][..]",          evalJoin,                 joined(0),         noWork,               -1,
   kViewCost, view(), none()},
  {"split",     2, kBlas | kTorch, "[n*m][..] viewed as [n][m][..]",          evalSplit,                split(),           noWork,               -1,
   kViewCost, view(), none()},
  {"sum",       1, kTorch,         "sum_i x[i]",                              evalSum,                  scalarResult(),    elementsOf<0>,        -1,
   torchCost(20.0, 28000), {.Form = CallForm::Reduce, .Torch = kTorchSum}, none()},
  {"mv",        2, kTorch,         "A*x",                                     evalMv,                   pick(0, 0),        mvWork,               -1,
   torchCost(1.5), {.Form = CallForm::Mv, .Torch = kTorchMv}, none()},
  {"mm",        2, kTorch,         "A*B",                                     evalMm,                   pick(0, 0, 1, 1),  mmWork,               -1,
   torchCost(0.5), {.Form = CallForm::Mm, .Torch = kTorchMm}, none()},
  {"add",       2, kTorch,         "A + B element-wise",                      evalAdd,                  same(0),           elementsOf<0>,        -1,
   kTorchElementwise, {.Form = CallForm::Add, .Torch = kTorchAdd}, none()},
  {"mul",       2, kTorch,         "a*A element-wise",                        evalScal,                 same(1),           elementsOf<1>,        -1,
   kTorchElementwise, {.Form = CallForm::Mul, .Torch = kTorchMul}, none()},
  {"full",      2, kTorch,         "n copies of c",                           evalFill,                 fill(0),           fillWork,             -1,
   torchCost(20.0, 5000), {.Form = CallForm::Fill, .Torch = kTorchFull}, none()},
  {"addmm",     5, kTorch,         "b*C + a*A*B",                             evalAddmm,                same(1),           addmmWork,             1,
   torchCost(0.5), {.Form = CallForm::Addmm, .Torch = kTorchAddmm, .Beta = 0}, skips(whenZero(0, 1), whenZero(2, 3, 4))},
  {"addmv",     5, kTorch,         "b*y + a*A*x",                             evalAddmv,                same(1),           addmvWork,             1,
   torchCost(1.5), {.Form = CallForm::Addmv, .Torch = kTorchAddmv, .Beta = 0}, skips(whenZero(0, 1), whenZero(2, 3, 4))},
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

bool streams(const LibraryFunction& f) {
  bool LinearWork = f.Work == elementsOf<0> || f.Work == elementsOf<1> || f.Work == elementsOf<2> ||
                    f.Work == fillWork;
  return LinearWork && f.Result.K != ResultDims::Pick; // a picked shape is a view (transpose)
}

Rounding rounding(const LibraryFunction& f) {
  auto Adds = [](bool sums, int a, int b, int c = -1) { return Rounding{sums, {a, b, c}}; };
  switch (f.Emit.Form) {
  case CallForm::Dot:  // x, y
  case CallForm::Mv:   // A, x
  case CallForm::Mm:   // A, B
  case CallForm::Trsv: // L and the solution x it computes
    return Adds(true, 0, 1);
  case CallForm::Reduce: // nrm2 adds x[i]*x[i]; asum and sum add no product
    return f.Eval == meaning::evalNrm2 ? Adds(true, 0, 0) : Rounding{true};
  case CallForm::Potrf: // the factor's L[i][k]*L[j][k]
    return Adds(true, 0, 0);
  case CallForm::Gemv: // alpha, A, x (beta scales the updated argument, adding no product)
  case CallForm::Gemm:
  case CallForm::Syr2k:
  case CallForm::Symm:
  case CallForm::Trmm:
    return Adds(true, 0, 1, 2);
  case CallForm::Syrk: // alpha, A, A
    return Adds(true, 0, 1, 1);
  case CallForm::Addmm: // beta, C, alpha, A, B
  case CallForm::Addmv:
    return Adds(true, 2, 3, 4);
  case CallForm::Axpy: // alpha*x[i] + y[i]: no sum
    return Adds(false, 0, 1);
  case CallForm::Ger: // A[i][j] + alpha*x[i]*y[j]
    return Adds(false, 0, 1, 2);
  case CallForm::View:
  case CallForm::Fill:
  case CallForm::Copy:
  case CallForm::Scal:
  case CallForm::Add:
  case CallForm::Mul:
    return {};
  }
  return {};
}

} // namespace liar::ir