#include "CostModel.h"

#include "Interner.h"

#include <cmath>
#include <limits>

namespace liar::ir {
namespace {

struct LibraryCost {
  std::string_view Name;
  double BlasPerElement;    // cost per element operation (Library.h's Work), BLAS target
  double TorchPerElement;   // same, PyTorch target
  double TorchCall = 13000; // fixed cost of one LibTorch call (dispatch, tensor headers)
};

// A scalar loop body costs about 10 units per iteration under Listing 6 (an indexed
// multiply-add). The factors put a library call's work on that scale, from the throughput
// measured on this machine class: OpenBLAS dgemm runs ~18x faster than gcc -O3 loops, the
// memory-bound level-1/2 calls 3-8x faster; PyTorch transposes are free stride views.
// PyTorch's element-wise add, mul and full, and its sum, measured 2-14x SLOWER than the loops they
// replace (each is a separate pass writing a temporary), so they cost more per element than a loop
// body: they are chosen only where they carry a product (mm, mv) that pays for them.
// clang-format off
constexpr LibraryCost Costs[] = {
  // name        BLAS   Torch  Torch call
  // liar_torch_dot_d measured 3.2 us per call whatever the length (16 or 1000 elements).
  {"dot",        2.0,   2.0, 32000},
  // OpenBLAS's dnrm2 scales every element against overflow: 2.6-4.4x the time of ddot on the
  // same vector (256 to 65536 elements), so sqrt(dot(x, x)) stays the cheaper form.
  {"nrm2",       6.0,   0},
  {"axpy",       2.0,   0},
  {"scal",       3.0,   0},
  {"memset",     1.0,   0},
  {"gemv_n",     1.5,   0},
  {"gemv_t",     1.5,   0},
  {"gemv0_n",    1.5,   0},
  {"gemv0_t",    1.5,   0},
  {"gemm_nn",    0.5,   0},
  {"gemm_nt",    0.5,   0},
  {"gemm_tn",    0.5,   0},
  {"gemm_tt",    0.5,   0},
  {"gemm0_nn",   0.5,   0},
  {"gemm0_nt",   0.5,   0},
  {"gemm0_tn",   0.5,   0},
  {"gemm0_tt",   0.5,   0},
  {"ger",        2.0,   0},
  // Level 3 on one triangle: blocked like gemm, a little less efficient per product.
  {"syrk_l",     0.6,   0},
  {"syrk_u",     0.6,   0},
  // The strict triangle: syrk, with the diagonal saved before and restored after (2n).
  {"syrk_sl",    0.6,   0},
  {"syrk_su",    0.6,   0},
  {"syr2k_l",    0.6,   0},
  {"syr2k_u",    0.6,   0},
  {"symm_ll",    0.6,   0},
  {"trmm_lltu",  0.6,   0},
  // Level 2, sequential in its rows like the loop, but vectorised along them.
  {"trsv_lnn",   1.5,   0},
  {"trsv_lnu",   1.5,   0},
  {"trsv_unn",   1.5,   0},
  // Cholesky: blocked like gemm on its n^3/3 multiply-adds.
  {"potrf_l",    0.5,   0},
  // Views: no LibTorch call is made for them.
  {"transpose",  3.0,   0.0, 0},
  {"join",       0.0,   0.0, 0},
  {"split",      0.0,   0.0, 0},
  {"sum",        0,     20.0, 28000},
  {"mv",         0,     1.5},
  {"mm",         0,     0.5},
  {"add",        0,     20.0},
  {"mul",        0,     20.0},
  {"full",       0,     20.0, 5000},
  {"addmm",      0,     0.5},
  {"addmv",      0,     1.5},
};
// clang-format on

// Fixed cost of one call, in units of about 0.1 ns. OpenBLAS: ddot and daxpy of one element
// measured 9-12 ns, charged 20 ns (argument checks, kernel dispatch and a cold cache line), so
// that a loop of calls wins only when each call has some hundred elements of work. LibTorch:
// the per-function figures of docs/runtime.md (full 0.5 us, mm/add 1.3 us, sum 2.8 us).
constexpr double BlasCallOverhead = 200;

// A library call cannot read a computed array in place: the emitter allocates a temporary,
// fills it in a loop of its own and frees it. The loop's work is the argument's cost already;
// what remains is the extra pass over memory (the call reads back what the loop wrote, or a
// copy brings an accumulated result home), about one indexed load and store per element, and
// malloc/free, about 50 ns. Without this charge `Z[i] += X[i]*Y[i]` became a temporary, a
// product loop, an axpy and a copy back: three passes where the loop made one.
constexpr double TemporaryPassPerElement = 4;

// A call whose accumulated operand is another array than the destination (`z = y + a*x`: y
// is copied into z, then an axpy updates z) makes one more pass over memory. Measured against
// the fused loop (gcc -O3, OpenBLAS Cooperlake kernels): copy + daxpy took 1.05-1.5x the
// loop's time for 1e3-1e5 elements and 0.86-1.28x for 4e6 (2 and 1 threads). Priced as a
// loop pass (Listing 6: an indexed load and store with the loop's own overhead), so that a
// level-1 call needing the copy never beats the loop, while a gemv or gemm, whose work grows
// faster than the copy, still does.
constexpr double AccumulatorCopyPerElement = 10;
constexpr double TemporaryAllocation = 500;

} // namespace

bool CostModel::materialized(const Node& n) const {
  // A call's result passed on is charged by that call; an element-wise array is a loop the
  // emitter writes into a temporary only so that the library can read it.
  return n.Kind == Op::Build;
}

double CostModel::libraryCost(const LibraryFunction& f, std::span<const ArgInfo> args) const {
  constexpr double Inf = std::numeric_limits<double>::infinity();
  if (!(f.Targets & (T == Target::Blas ? kBlas : kTorch))) return Inf;
  for (const LibraryCost& C : Costs)
    if (C.Name == f.Name) {
      double Work = f.Work(args);
      if (!std::isfinite(Work) || Work < 0) Work = UnknownSize * UnknownSize;
      return T == Target::Blas ? BlasCallOverhead + C.BlasPerElement * Work
                               : C.TorchCall + C.TorchPerElement * Work;
    }
  return Inf;
}

double CostModel::nodeCost(const Node& n, std::span<const double> kidCosts,
                           std::span<const ArgInfo> kids) const {
  auto Trips = [&](int k) {
    double E = kids[k].Estimate;
    return std::isnan(E) ? UnknownSize : std::max(E, 0.0);
  };
  double Sum = 0;
  for (double C : kidCosts)
    Sum += C;
  switch (n.Kind) {
  case Op::Const:
  case Op::Var:
  case Op::Sym:
    return 1;
  case Op::Build: // N * (cost(f) + 1) + 1; the size itself is a compile-time expression
    return Trips(0) * (kidCosts[1] + 1) + 1;
  case Op::IFold: // cost(init) + N * cost(f) + 1
    return kidCosts[1] + Trips(0) * kidCosts[2] + 1;
  case Op::Call:
    if (const LibraryFunction* F = findLibraryFunction(nameOf(n.Payload));
        F && F->Arity == n.Arity) {
      for (const ArgInfo& K : kids)
        if (K.Materialized) Sum += TemporaryAllocation + TemporaryPassPerElement * K.S.elements();
      if (F->Accumulates >= 0 && Destination) {
        const ArgInfo& Acc = kids[F->Accumulates];
        if (Acc.Symbol && *Acc.Symbol != *Destination)
          Sum += AccumulatorCopyPerElement * Acc.S.elements();
      }
      return Sum + libraryCost(*F, kids);
    }
    return std::numeric_limits<double>::infinity();
  default:
    return Sum + 1;
  }
}

} // namespace liar::ir
