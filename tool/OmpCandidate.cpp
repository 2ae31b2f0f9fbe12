#include "OmpCandidate.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace liar::tool {

namespace {

/// The largest declared extent of the model's arrays, when every extent is a number or a size
/// parameter of known value; 0 when one is not.
long largestKnownExtent(const lifting::Region& region) {
  long Largest = 0;
  for (const lifting::Binding& B : region.Poly->Bindings)
    for (const std::string& D : B.Dims) {
      long Value = -1;
      if (!D.empty() && D.find_first_not_of("0123456789") == std::string::npos)
        Value = std::stol(D);
      for (const lifting::Parameter& P : region.Parameters)
        if (P.Name == D && P.Value) Value = *P.Value;
      if (Value < 0) return 0;
      Largest = std::max(Largest, Value);
    }
  return Largest;
}

} // namespace

emit::omp::OmpOptions ompOptions(const lifting::Region& region, const PlanOptions& options) {
  emit::omp::OmpOptions O;
  O.TileSize = options.TileSize;
  // Tiles no smaller than every array gain nothing, and their second tile would start past
  // the arrays' declared ends, which compilers flag (-Warray-bounds) although it never runs.
  if (long Largest = region.Poly ? largestKnownExtent(region) : 0; Largest && Largest <= O.TileSize)
    O.TileSize = 0;
  O.Reassociate = !options.FpStrict;
  O.MinParallelWork = options.OmpMinWork;
  for (const lifting::Parameter& P : region.Parameters) {
    O.Parameters[P.Name] = P.Value.value_or(P.DefaultValue);
    if (P.Wide) O.WideParameters.insert(P.Name);
  }
  return O;
}

std::string ompUnprofitable(const emit::omp::OmpResult& r) {
  // Loops that are neither parallel nor tiled would only be the same nest, reprinted.
  if (!r.Parallel && !r.Tiled) return "no loop is both parallel and worth the threads";
  // Only what threads speed up is worth it: at least half of the work in parallel loops that
  // each have enough of it (Amdahl: at best 1.33x on two threads; ludcmp's LU, half parallel,
  // runs 1.3x faster on the idle 2-core machine).
  if (r.ParallelWork < 0.5 * r.Work)
    return r.Parallel ? "less than half of the work runs in parallel"
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

Candidate ompCandidate(const RegionContext& context, const PlanOptions& options) {
  Candidate C;
  const lifting::Region& R = context.Region;
  if (!R.Poly) {
    C.WhyNot = "no affine model for OpenMP";
    return C;
  }
  // The new schedule is legal only for distinct arrays: overlapping ones run the original.
  C.Assumptions = aliasAssumptions(R.Poly->Bindings, R.Poly->MayAlias, ArrayRange::Declared);
  emit::omp::OmpResult O = emit::omp::generateOmp(*R.Poly, ompOptions(R, options));
  if (!O.Ok) {
    C.WhyNot = "no OpenMP form: " + O.Reason;
    return C;
  }
  C.Explanation = ompEstimate(O);
  C.Unprofitable = ompUnprofitable(O);
  if (!O.Parallel && !O.Tiled) {
    C.WhyNot = "no OpenMP form: " + C.Unprofitable;
    return C;
  }
  C.Viable = true;
  C.Reassociates = O.Reduces;
  C.Check = "liar-omp";
  C.Summary = "replaced by OpenMP loops (" + ompForm(O) + ")";
  C.Marker = "omp (" + ompForm(O) + ")";
  C.Code = O.Code;
  return C;
}

} // namespace liar::tool
