#include "CostModel.h"

#include "ElementFunctions.h"
#include "Interner.h"

#include <cmath>
#include <limits>

namespace liar::ir {
namespace {

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
// is copied into z, then an axpy updates z) makes one more pass over memory. When the call's
// own work is of the copy's order (axpy, scal), the copy doubles the traffic: measured against
// the fused loop (gcc -O3, OpenBLAS Cooperlake kernels), copy + daxpy took 1.05-1.5x the
// loop's time for 1e3-1e5 elements and 0.86-1.28x for 4e6 (2 and 1 threads). That copy is
// priced as a loop pass (Listing 6: an indexed load and store with the loop's own overhead),
// so that such a call never beats the loop. Beside a gemv or gemm the copy is a pass priced
// like an axpy's element, so that accumulating in place still wins where it can (gemver) and
// a copy costs no more than the axpy that would replace it (gesummv's two gemv).
constexpr double LevelOneCopyPerElement = 10;
constexpr double CopyPassPerElement = 2;
constexpr double TemporaryAllocation = 500;

} // namespace

bool CostModel::materialized(const Node& n) const {
  // A call's result passed on is charged by that call; an element-wise array is a loop the
  // emitter writes into a temporary only so that the library can read it.
  return n.Kind == Op::Build;
}

double CostModel::libraryCost(const LibraryFunction& f, std::span<const ArgInfo> args) const {
  constexpr double Inf = std::numeric_limits<double>::infinity();
  if (!f.Libraries.has(L)) return Inf;
  double Work = f.Work(args);
  if (!std::isfinite(Work) || Work < 0) Work = UnknownSize * UnknownSize;
  return L == Library::Blas ? BlasCallOverhead + f.Cost.BlasPerElement * Work
                            : f.Cost.TorchCall + f.Cost.TorchPerElement * Work;
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
    if (isElementFunction(nameOf(n.Payload))) return Sum + kElementFunctionCost;
    if (const LibraryFunction* F = findLibraryFunction(nameOf(n.Payload));
        F && F->Arity == n.Arity) {
      for (const ArgInfo& K : kids)
        if (K.Materialized) Sum += TemporaryAllocation + TemporaryPassPerElement * K.S.elements();
      if (F->Accumulates >= 0 && Destination) {
        const ArgInfo& Acc = kids[F->Accumulates];
        double Copied = Acc.S.elements();
        bool LevelOne = F->Work(kids) <= Copied;
        if (Acc.Symbol && *Acc.Symbol != *Destination)
          Sum += (LevelOne ? LevelOneCopyPerElement : CopyPassPerElement) * Copied;
      }
      return Sum + libraryCost(*F, kids);
    }
    return std::numeric_limits<double>::infinity();
  default:
    return Sum + 1;
  }
}

} // namespace liar::ir
