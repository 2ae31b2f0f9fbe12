// The size threshold of a BLAS call: below its routine family's edge (ir::CallCost::BlasMinEdge,
// measured by scripts/bench-call-thresholds.sh) a call costs more than the loops it replaces, so
// a call whose sizes are run-time values runs only when they reach it; the original loops run
// otherwise, as for any guard that fails.
#include "Emitter.h"

#include <algorithm>

namespace liar::emit::detail {

namespace {

bool isSize(ir::Role r) {
  return r == ir::Role::Extent || r == ir::Role::OpExtent || r == ir::Role::StoredExtent ||
         r == ir::Role::Length || r == ir::Role::RowLength;
}

// `(e)`, unless e is one parenthesised expression already.
std::string wrapped(const std::string& e) {
  if (e.size() < 2 || e.front() != '(' || e.back() != ')') return paren(e);
  int Depth = 0;
  for (size_t I = 0; I + 1 < e.size(); ++I) {
    Depth += e[I] == '(' ? 1 : e[I] == ')' ? -1 : 0;
    if (Depth == 0) return paren(e); // `(a) * (b)`: the first parenthesis closes early
  }
  return e;
}

} // namespace

std::string Emitter::sizeThreshold(const ir::LibraryFunction& f,
                                   const std::vector<std::string>& args) const {
  int Edge = f.Cost.BlasMinEdge;
  if (Lib != Library::Blas || Edge <= 0) return "";
  const ir::Routine& R = ir::routineOf(f, Lib);
  std::vector<std::string> Sizes;
  bool RunTime = false;
  for (size_t K = 0; K < R.Args.size() && K < args.size(); ++K) {
    if (!isSize(R.Args[K].R)) continue;
    // A size that changes with the loops around the call cannot be checked in front of the
    // region: the call keeps no threshold there.
    if (dependsOnLoops(args[K])) return "";
    RunTime |= !runTimeWidth(args[K], /*strict=*/false).empty();
    Sizes.push_back(args[K]);
  }
  // Sizes known at compile time are priced by the cost model, which sees their values.
  if (!RunTime || Sizes.empty()) return "";
  // A product of sizes in double: each fits an int (the guards check it), their product may not.
  // The factors in one order, so that two calls of the same sizes share one condition.
  for (std::string& S : Sizes)
    S = wrapped(S);
  std::sort(Sizes.begin(), Sizes.end());
  long Threshold = 1;
  std::string Product = Sizes[0];
  for (size_t K = 0; K < Sizes.size(); ++K) {
    Threshold *= Edge;
    if (K) Product += " * " + Sizes[K];
  }
  if (Sizes.size() > 1) Product = "(double)" + Product;
  return Product + " >= " + std::to_string(Threshold);
}

} // namespace liar::emit::detail
