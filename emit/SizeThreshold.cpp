// The size threshold of a BLAS call: below its routine family's edge (ir::CallCost::BlasMinEdge,
// measured by scripts/bench-call-thresholds.sh) a call costs more than the loops it replaces, so
// a call whose sizes are run-time values runs only when they reach it; the original loops run
// otherwise, as for any guard that fails.
#include "Emitter.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace liar::emit::detail {

namespace {

bool isSize(ir::Role r) {
  return r == ir::Role::Extent || r == ir::Role::OpExtent || r == ir::Role::StoredExtent ||
         r == ir::Role::Length || r == ir::Role::RowLength;
}

// `(e)`, unless e is one parenthesised expression already.
std::string wrapped(const std::string& e) {
  return isParenthesised(e) ? e : paren(e);
}

} // namespace

std::optional<Emitter::CallSizes> Emitter::callSizes(const ir::LibraryFunction& f,
                                                     const std::vector<std::string>& args) const {
  const ir::Routine& R = ir::routineOf(f, Lib);
  CallSizes Out;
  bool RunTime = false;
  for (size_t K = 0; K < R.Args.size() && K < args.size(); ++K) {
    if (!isSize(R.Args[K].R)) continue;
    // A size that changes with the loops around the call cannot be checked in front of the
    // region: the call keeps no threshold there.
    if (dependsOnLoops(args[K])) return std::nullopt;
    RunTime |= !runTimeWidth(args[K], /*strict=*/false).empty();
    Out.Factors.push_back(args[K]);
  }
  // Sizes known at compile time are priced by the cost model, which sees their values.
  if (!RunTime || Out.Factors.empty()) return std::nullopt;
  // A product of sizes in double: each fits an int (the guards check it), their product may not.
  // The factors in one order, so that two calls of the same sizes share one condition.
  for (std::string& S : Out.Factors)
    S = wrapped(S);
  std::sort(Out.Factors.begin(), Out.Factors.end());
  Out.Product = Out.Factors[0];
  for (size_t K = 1; K < Out.Factors.size(); ++K)
    Out.Product += " * " + Out.Factors[K];
  if (Out.Factors.size() > 1) Out.Product = "(double)" + Out.Product;
  return Out;
}

std::string Emitter::sizeThreshold(const ir::LibraryFunction& f,
                                   const std::vector<std::string>& args) const {
  int Edge = f.Cost.BlasMinEdge;
  if (Lib != Library::Blas || Edge <= 0) return "";
  std::optional<CallSizes> Sizes = callSizes(f, args);
  if (!Sizes) return "";
  long Threshold = 1;
  for (size_t K = 0; K < Sizes->Factors.size(); ++K)
    Threshold *= Edge;
  return Sizes->Product + " >= " + std::to_string(Threshold);
}

// A copy gathered element by element for this call (a convolution's windows) larger than
// glibc's largest mmap threshold (32 MiB) is mapped afresh and faulted in at every call: it must
// be small enough, or the call must do enough work per copied element (with a convolution's
// gemm, the number of filters) to repay the faults. Measured on a virtual machine whose faults
// cost about 6 us a page: a 49 MB copy for 16 filters ran 1.2x slower than the loops, for 64
// filters 3.2x faster (docs/results.md). Where either fails the original loops run.
void Emitter::weighGatheredCopies(const ir::LibraryFunction& f,
                                  const std::vector<std::string>& args) {
  std::vector<std::vector<std::string>> Copies = std::exchange(GatheredCopies, {});
  std::optional<CallSizes> Sizes = callSizes(f, args);
  if (!Sizes) return;
  for (const std::vector<std::string>& Extents : Copies) {
    std::string Elements = "(double)" + paren(Extents[0]);
    for (size_t K = 1; K < Extents.size(); ++K)
      Elements += " * " + paren(Extents[K]);
    guard("(" + Elements + " * sizeof(" + ElemType + ") <= 32.0 * 1024 * 1024 || " +
          Sizes->Product + " >= 32.0 * " + Elements + ")");
  }
}

} // namespace liar::emit::detail
