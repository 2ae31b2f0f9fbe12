#include "OmpPlanner.h"

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

std::string firstElement(const lifting::Binding& b) {
  std::string P = "(const char *)" + (b.Dims.empty() ? b.CName : "&" + b.CName);
  for (size_t I = 0; I < b.Dims.size(); ++I)
    P += "[0]";
  return P;
}

} // namespace

emit::omp::OmpOptions ompOptions(const lifting::Region& region, const PlanOptions& options) {
  emit::omp::OmpOptions O;
  O.TileSize = options.TileSize;
  O.Reassociate = !options.FpStrict;
  O.MinParallelWork = options.OmpMinWork;
  for (const lifting::Parameter& P : region.Parameters)
    O.Parameters[P.Name] = P.Value.value_or(P.DefaultValue);
  return O;
}

bool ompAliasGuards(const lifting::PolyModel& model, const PlanOptions& options,
                    std::vector<std::string>& guards, std::string& why) {
  if (options.AssumeNoAlias) return true;
  // The new schedule is legal only for distinct arrays: overlapping ones run the original.
  for (const auto& [A, B] : writtenAliasPairs(model.Bindings, model.MayAlias)) {
    std::string SA = extent(*A), SB = extent(*B);
    if (SA.empty() || SB.empty()) {
      why = "arrays '" + A->CName + "' and '" + B->CName +
            "' may overlap and their extents are unknown (use --assume-no-alias)";
      return false;
    }
    std::string PA = firstElement(*A), PB = firstElement(*B);
    guards.push_back("(" + PA + " + " + SA + " <= " + PB + " || " + PB + " + " + SB + " <= " + PA +
                     ")");
  }
  return true;
}

std::string ompUnprofitable(const emit::omp::OmpResult& r) {
  // Loops that are neither parallel nor tiled would only be the same nest, reprinted.
  if (!r.Parallel && !r.Tiled) return "no loop is both parallel and worth the threads";
  // auto rewrites only what threads speed up: at least two thirds of the work in parallel
  // loops that each have enough of it (Amdahl: at best 1.5x on two threads). A rescheduled
  // sequential nest is not reliably faster than the original (ludcmp: half parallel, 0.86x).
  if (r.ParallelWork < 2.0 / 3.0 * r.Work)
    return r.Parallel ? "less than two thirds of the work runs in parallel"
                      : "no loop with enough parallel work";
  return "";
}

std::string ompForm(const emit::omp::OmpResult& r) {
  return std::string(r.Tiled ? "tiled" : "rescheduled") + (r.Wavefront  ? ", wavefront-parallel"
                                                           : r.Parallel ? ", parallel"
                                                                        : ", sequential");
}

std::string ompEstimate(const emit::omp::OmpResult& r) {
  char Estimate[160];
  std::snprintf(Estimate, sizeof Estimate,
                "OpenMP form: about %.3g statement instances, %.0f%% of them in parallel loops",
                r.Work, r.Work > 0 ? 100 * r.ParallelWork / r.Work : 0.0);
  return Estimate;
}

RegionPlan planOmpRegion(const lifting::Region& region, const std::string& content,
                         const PlanOptions& options) {
  RegionPlan Plan = initialPlan(region, content);
  if (Plan.Check != "liar-missed") return Plan;
  if (!region.Poly) {
    Plan.Summary = "no affine model for OpenMP";
    return Plan;
  }
  std::vector<std::string> Guards;
  if (std::string Why; !ompAliasGuards(*region.Poly, options, Guards, Why)) {
    Plan.Summary = Why;
    return Plan;
  }
  emit::omp::OmpResult R = emit::omp::generateOmp(*region.Poly, ompOptions(region, options));
  if (!R.Ok) {
    Plan.Summary = "no OpenMP form: " + R.Reason;
    return Plan;
  }
  Plan.Explanation += (Plan.Explanation.empty() ? "" : "; ") + ompEstimate(R);
  std::string Unprofitable = ompUnprofitable(R);
  if (!R.Parallel && !R.Tiled) {
    Plan.Summary = "no OpenMP form: " + Unprofitable;
    return Plan;
  }
  if (options.Target == "auto" && !Unprofitable.empty()) {
    Plan.Summary = "the OpenMP form is not profitable (" + Unprofitable + ")";
    return Plan;
  }
  Plan.Check = "liar-omp";
  Plan.Summary = "replaced by OpenMP loops (" + ompForm(R) + ")";
  setReplacement(Plan, region, content, "omp (" + ompForm(R) + ")", R.Code, Guards);
  return Plan;
}

} // namespace liar::tool
