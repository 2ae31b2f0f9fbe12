// The user's choices that planning reads, and the plan it makes for one region.
#pragma once

#include "Check.h"
#include "Defaults.h"
#include "Edits.h"
#include "GuardedCode.h"
#include "Refusal.h"
#include "TargetFunction.h"
#include "saturation/Target.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::tool {

struct PlanOptions {
  ir::Target Target{ir::Library::Blas};             // what rewrites may insert (--target)
  ir::LibrarySet AutoLibraries = ir::Library::Blas; // what --target=auto calls (--auto-libraries)
  bool OpenMpAvailable = true;        // false: the build compiles without -fopenmp (--no-openmp)
  int TileSize = defaults::kTileSize; // omp: tile edge; 0 or 1 disables tiling
  double OmpMinWork = defaults::kOmpMinParallelWork; // omp: instances per loop entry worth threads
  bool AssumeNoAlias = false;
  bool FpStrict = false;
  /// Library forms may also replace divisions by reciprocal multiplications (--fp-relaxed, or
  /// -ffast-math/-freciprocal-math among the file's flags).
  bool FpRelaxed = false;
  size_t IterationLimit = defaults::kIterationLimit;
  size_t NodeLimit = defaults::kNodeLimit;
  double TimeLimit = defaults::kTimeLimitSeconds;
  /// auto: the share of the loops' cost library calls must save to beat the OpenMP form.
  double MinLibrarySavings = defaults::kMinLibrarySavings;
  /// The file's target functions (`#pragma liar target`): each serves the regions after it.
  std::vector<TargetFunction> Targets;
  /// No BLAS calls, whatever the target: the file defines a name OpenBLAS exports
  /// (FileDecisions, liar-missed-library-symbol).
  bool BlasExcluded = false;

  bool operator==(const PlanOptions&) const = default;
};

struct RegionPlan {
  bool Rewrite = false;
  Edit Change; // when Rewrite
  /// When the whole region is replaced under one guard: Change's text in pieces
  /// (RegionVersions joins two versions' pieces).
  std::optional<GuardedCode> Guarded;
  std::string Summary; // "replaced by cblas_dgemm" or why not
  /// When kept: the registry's reasons Summary gives, the decisive one first; the remark and
  /// SARIF name the first.
  std::vector<Refusal> Reasons;
  tool::Check Check = tool::Check::Missed;
  std::vector<std::string> Includes;
  /// The libraries its calls link with: "openblas", "torch".
  std::vector<std::string> Links;
  bool Reassociates = false;    // the rewrite may change the order of floating-point sums
  bool FusesProducts = false;   // its library calls may fuse products with additions (FMA)
  bool Reciprocals = false;     // the rewrite multiplies by reciprocals where the loops divide
  bool RegroupsScalars = false; // it may scale a sum once where the loops scale each term
  bool ParallelLoops = false;   // the rewrite inserts OpenMP parallel loops of its own
  std::string Explanation;      // costs, for --explain
  std::string Statistics;       // saturation statistics, for --stats
  /// What review outputs (--remarks-output, --sarif) report besides the summary: the library
  /// functions the rewrite calls, the conditions of its run-time guard, and the cost model's
  /// cost of the chosen library form (or, when the region is kept, of the cheapest one) over
  /// the cost of the loops; no ratio where the cost model prices no library form.
  std::vector<std::string> Calls;
  std::vector<std::string> Guard;
  std::optional<double> CostRatio;
  /// The cost model's cost of the original loops, when the region was lifted and priced.
  std::optional<double> LoopCost;

  /// Keeps the region for `why`, which becomes its summary and its only reason.
  void refuse(RefusalNote why) {
    Summary = std::move(why.Message);
    Reasons = {why.Reason};
  }
};

} // namespace liar::tool
