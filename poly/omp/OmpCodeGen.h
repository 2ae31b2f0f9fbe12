// OpenMP code for one region from its affine model: ISL computes a new schedule that respects
// every dependence, tiles its permutable bands and builds the loop tree; AstPrinter prints it
// with the user's own statements.
#ifndef LIAR_POLY_OMP_OMPCODEGEN_H
#define LIAR_POLY_OMP_OMPCODEGEN_H

#include "Defaults.h"
#include "poly/Model.h"

#include <map>
#include <set>
#include <string>

namespace liar::poly::omp {

struct OmpOptions {
  int TileSize = defaults::kTileSize; ///< 0 or 1: no tiling
  /// Scalar sums may become `reduction(+:s)` (their floating-point order changes).
  bool Reassociate = true;
  /// Parameter values (source spelling -> value) for the work estimates; a parameter not
  /// listed counts as defaults::kUnknownParameterValue.
  std::map<std::string, long> Parameters;
  /// Parameters whose value is only known at run time: a parallel loop whose work depends on
  /// one runs under a C `if` that compares its instance count with MinParallelWork when it
  /// runs, instead of a decision from the estimate above.
  std::set<std::string> RunTimeParameters;
  /// Parameters of an unsigned or wide C type. Every parameter is printed as `(long)N` where
  /// it enters the bounds' arithmetic; these also where they are compared, so that a negative
  /// iterator is never compared as an unsigned number.
  std::set<std::string> WideParameters;
  /// Estimated statement instances one entry of a parallel loop must run to be worth starting
  /// the threads (0: every parallel loop; an entry costs a few microseconds, an instance
  /// about a nanosecond).
  double MinParallelWork = defaults::kOmpMinParallelWork;
  /// When not empty, only these statements (PolyStatement names) are scheduled: one part of
  /// a region whose other parts run before or after it. Scalars the other parts touch stay
  /// shared, with their final values written.
  std::set<std::string> Only;
};

struct OmpResult {
  bool Ok = false;
  std::string Code;   ///< a C block (no trailing newline missing), unindented
  std::string Reason; ///< why not, when !Ok
  bool Parallel = false;
  bool Tiled = false;
  bool Wavefront = false; ///< tiles run in parallel wavefronts (time-tiled stencils)
  /// A parallel loop combines partial sums with `reduction(+:...)`: floating-point sums are
  /// reassociated (never with OmpOptions::Reassociate false).
  bool Reduces = false;
  /// Some `omp parallel for` starts its threads only when a C `if` around it finds, at run time,
  /// that the sizes give it enough work.
  bool RunTimeThreads = false;
  /// Estimated statement instances in all, and inside `omp parallel for` loops.
  double Work = 0, ParallelWork = 0;
};

OmpResult generateOmp(const PolyModel& Model, const OmpOptions& Options);

} // namespace liar::poly::omp

#endif
