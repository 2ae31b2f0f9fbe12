// Which loops of the generated loop tree may run in parallel, and with which clauses: the
// dependences each loop carries under the partial schedule ISL's AST builder gives it.
// Mapping dependences through tiled schedules is the costliest step of OpenMP generation, so
// the builder only records each loop's schedule, and the analysis runs afterwards for the
// loops whose annotation the printer reads.
#ifndef LIAR_POLY_OMP_LOOPANALYSIS_H
#define LIAR_POLY_OMP_LOOPANALYSIS_H

#include "poly/Isl.h"
#include "poly/omp/OmpCodeGen.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace liar::poly::omp {

/// The dependences through one written scalar, kept apart so that a loop whose only
/// carried dependences go through scalars it can privatise still runs in parallel.
struct ScalarDeps {
  std::string Name;
  bool LiveOut = false;
  isl::UnionMap Deps;      ///< flow, anti and output through the scalar
  isl::UnionMap Flow;      ///< which write each read sees
  isl::UnionSet NoSource;  ///< reads of the value the scalar had on entry
  isl::UnionSet Writers;   ///< instances that write it
  isl::UnionSet Accessors; ///< instances that read or write it
  /// Statements that only accumulate into it (`s += e`, `s -= e`, e free of s).
  std::set<std::string> Accumulators;
};

/// What the loop analysis reads: the region's dependences and the user's options.
struct BuildState {
  isl::UnionMap ArrayDeps; ///< dependences through arrays
  isl::UnionMap Accesses;  ///< array reads and writes
  std::vector<ScalarDeps> Scalars;
  const OmpOptions* Options = nullptr;
  /// Innermost parallel loops may be marked `omp simd`: not when a statement calls a function
  /// (`exp`, `tanhf`), which compilers vectorise only with a vector math library and
  /// otherwise warn that the requested transformation failed (-Wpass-failed).
  bool Simd = true;
};

/// The AST builder's callback before each `for` loop: records the loop's partial schedule in
/// its annotation (a LoopAnnotation) for annotateLoops.
isl_id* recordLoop(isl_ast_build* Build, void* User);

/// Fills the annotation of every loop of Root whose annotation the printer reads: loops not
/// nested in an `omp parallel for`, and innermost loops (for `omp simd`). The others keep
/// an annotation that says nothing, which the printer does not look at.
void annotateLoops(const isl::AstNode& Root, const BuildState& State);

/// Estimated statement instances in U (bounding boxes, parameters at their values).
double instances(const isl::UnionSet& U, const std::map<std::string, long>& Params);

} // namespace liar::poly::omp

#endif
