#include "OmpPlanner.h"

#include "OmpCodeGen.h"

#include <cstdio>

namespace liar::tool {
namespace {

/// `sizeof` the whole declared array, or "" when an extent is unknown (pointers).
std::string extent(const lifting::Binding& b) {
  if (b.Dims.empty())
    return b.Kind == lifting::DeclKind::PointerParam ? "sizeof(*" + b.CName + ")" : "";
  std::string Size = "sizeof(" + b.CName;
  for (size_t I = 0; I < b.Dims.size(); ++I)
    Size += "[0]";
  Size += ")";
  for (const std::string& D : b.Dims) {
    if (D.empty()) return "";
    Size += " * (" + D + ")";
  }
  return Size;
}

} // namespace

RegionPlan planOmpRegion(const lifting::Region& region, const std::string& content,
                         const PlanOptions& options) {
  RegionPlan Plan = initialPlan(region, content);
  if (Plan.Check != "liar-missed") return Plan;
  if (!region.Poly) {
    Plan.Summary = "no affine model for OpenMP";
    return Plan;
  }
  const lifting::PolyModel& M = *region.Poly;
  // The new schedule is legal only for distinct arrays: overlapping ones run the original.
  std::vector<std::string> Guards;
  if (!options.AssumeNoAlias)
    for (const auto& [A, B] : M.MayAlias) {
      const lifting::Binding *BA = nullptr, *BB = nullptr;
      for (const lifting::Binding& X : M.Bindings) {
        BA = X.CName == A ? &X : BA;
        BB = X.CName == B ? &X : BB;
      }
      if (!BA || !BB || !(BA->Written || BB->Written)) continue;
      std::string SA = extent(*BA), SB = extent(*BB);
      if (SA.empty() || SB.empty()) {
        Plan.Summary = "arrays '" + A + "' and '" + B +
                       "' may overlap and their extents are unknown (use --assume-no-alias)";
        return Plan;
      }
      std::string PA = "(const char *)" + (BA->Dims.empty() ? BA->CName : "&" + BA->CName);
      std::string PB = "(const char *)" + (BB->Dims.empty() ? BB->CName : "&" + BB->CName);
      for (size_t I = 0; I < BA->Dims.size(); ++I)
        PA += "[0]";
      for (size_t I = 0; I < BB->Dims.size(); ++I)
        PB += "[0]";
      Guards.push_back("(" + PA + " + " + SA + " <= " + PB + " || " + PB + " + " + SB +
                       " <= " + PA + ")");
    }
  emit::omp::OmpOptions O;
  O.TileSize = options.TileSize;
  O.Reassociate = !options.FpStrict;
  O.MinParallelWork = options.OmpMinWork;
  for (const lifting::Parameter& P : region.Parameters)
    O.Parameters[P.Name] = P.Value.value_or(P.DefaultValue);
  emit::omp::OmpResult R = emit::omp::generateOmp(M, O);
  if (!R.Ok) {
    Plan.Summary = "no OpenMP form: " + R.Reason;
    return Plan;
  }
  char Estimate[160];
  std::snprintf(Estimate, sizeof Estimate,
                "OpenMP form: about %.3g statement instances, %.0f%% of them in parallel loops",
                R.Work, R.Work > 0 ? 100 * R.ParallelWork / R.Work : 0.0);
  Plan.Explanation += (Plan.Explanation.empty() ? "" : "; ") + std::string(Estimate);
  // Loops that are neither parallel nor tiled would only be the same nest, reprinted.
  if (!R.Parallel && !R.Tiled) {
    Plan.Summary = "no OpenMP form: no loop is both parallel and worth the threads";
    return Plan;
  }
  // auto rewrites only what threads speed up: at least two thirds of the work in parallel
  // loops that each have enough of it (Amdahl: at best 1.5x on two threads). A rescheduled
  // sequential nest is not reliably faster than the original (ludcmp: half parallel, 0.86x).
  if (options.Target == "auto" && R.ParallelWork < 2.0 / 3.0 * R.Work) {
    Plan.Summary = "the OpenMP form is not profitable (" +
                   std::string(R.Parallel ? "less than two thirds of the work runs in parallel"
                                          : "no loop with enough parallel work") +
                   ")";
    return Plan;
  }
  std::string What =
      std::string(R.Tiled ? "tiled" : "rescheduled") + (R.Wavefront  ? ", wavefront-parallel"
                                                        : R.Parallel ? ", parallel"
                                                                     : ", sequential");
  Plan.Check = "liar-omp";
  Plan.Summary = "replaced by OpenMP loops (" + What + ")";
  setReplacement(Plan, region, content, "omp (" + What + ")", R.Code, Guards);
  return Plan;
}

} // namespace liar::tool
