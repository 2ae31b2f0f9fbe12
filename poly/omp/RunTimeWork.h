// The work of one entry of a parallel loop as a function of the region's run-time sizes: the
// OpenMP target cannot tell at generation time whether a loop over `n` elements is worth
// starting threads, so a C `if` around the parallel loop and its plain copy compares this
// count with the threshold when it runs.
#ifndef LIAR_POLY_OMP_RUNTIMEWORK_H
#define LIAR_POLY_OMP_RUNTIMEWORK_H

#include "poly/Isl.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace liar::poly::omp {

/// Bounding boxes over the parameters, each extent an expression that ISL built (never
/// negative): the statement instances under the loop are the sum over Terms of the product
/// of each term's extents, the loop's entries the product of Entries.
struct RunTimeWork {
  std::vector<std::vector<isl::AstExpr>> Terms;
  std::vector<isl::AstExpr> Entries;
};

/// The work under the loop whose partial schedule is Sched, when the instances under it
/// depend on a parameter named in RunTime (by source spelling); nullopt when they do not
/// (the estimate at generation time is then exact enough) or when a box is unbounded.
std::optional<RunTimeWork> runTimeWork(const isl::UnionMap& Sched,
                                       const std::set<std::string>& RunTime);

} // namespace liar::poly::omp

#endif
