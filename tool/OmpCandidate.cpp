#include "OmpCandidate.h"

#include "poly/AccessBoxes.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

namespace liar::tool {

namespace {

/// The value of an extent spelled as a number or as a size parameter of known value; -1 when
/// it is neither.
long knownExtent(const lifting::Region& region, const std::string& extent) {
  if (!extent.empty() && extent.find_first_not_of("0123456789") == std::string::npos)
    return std::stol(extent);
  for (const lifting::Parameter& P : region.Parameters)
    if (P.Name == extent && P.Value) return *P.Value;
  return -1;
}

/// The extent of dimension `d` of the lifted IR's view of array `name`, when the region was
/// lifted and the view's extent is known; -1 otherwise.
long viewExtent(const lifting::Region& region, const std::string& name, size_t d) {
  for (const lifting::Binding& B : region.Bindings)
    if (B.CName == name && d < B.IrDims.size()) return knownExtent(region, B.IrDims[d]);
  return -1;
}

/// The number of elements the statements touch along dimension `d` of array `name`, when the
/// least and the greatest subscript are known numbers; -1 otherwise.
long touchedExtent(const lifting::Region& region,
                   const std::map<std::string, poly::AccessBox>& boxes, const std::string& name,
                   size_t d) {
  auto It = boxes.find(name);
  if (It == boxes.end() || d >= It->second.End.size()) return -1;
  long Low = knownExtent(region, It->second.Lower[d]), End = knownExtent(region, It->second.End[d]);
  return Low >= 0 && End >= Low ? End - Low : -1;
}

/// The largest extent of the model's arrays, when each dimension has a known declared extent,
/// the lifted IR views it through a box of known extent, or the statements touch a known
/// number of its elements (`res[0]` of a pointer `res` is one element: no loop runs along
/// it); 0 when one has none of them.
long largestKnownExtent(const lifting::Region& region) {
  long Largest = 0;
  std::map<std::string, poly::AccessBox> Boxes = poly::accessBoxes(*region.Poly);
  for (const lifting::Binding& B : region.Poly->Bindings)
    for (size_t D = 0; D < B.Dims.size(); ++D) {
      long Value = knownExtent(region, B.Dims[D]);
      if (Value < 0) Value = viewExtent(region, B.CName, D);
      if (Value < 0) Value = touchedExtent(region, Boxes, B.CName, D);
      if (Value < 0) return 0;
      Largest = std::max(Largest, Value);
    }
  return Largest;
}

} // namespace

poly::omp::OmpOptions ompOptions(const lifting::Region& region, const PlanOptions& options) {
  poly::omp::OmpOptions O;
  O.TileSize = options.TileSize;
  // Tiles no smaller than every array gain nothing, and their second tile would start past
  // the arrays' declared ends, which compilers flag (-Warray-bounds) although it never runs.
  if (long Largest = region.Poly ? largestKnownExtent(region) : 0; Largest && Largest <= O.TileSize)
    O.TileSize = 0;
  O.Reassociate = !options.FpStrict;
  O.MinParallelWork = options.OmpMinWork;
  for (const lifting::Parameter& P : region.Parameters) {
    O.Parameters[P.Name] = P.Value.value_or(P.DefaultValue);
    if (!P.Value) O.RunTimeParameters.insert(P.Name);
    if (P.Wide) O.WideParameters.insert(P.Name);
  }
  return O;
}

std::string ompUnprofitable(const poly::omp::OmpResult& r) {
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

std::string ompForm(const poly::omp::OmpResult& r) {
  return std::string(r.Tiled ? "tiled" : "rescheduled") + (r.Wavefront  ? ", wavefront-parallel"
                                                           : r.Parallel ? ", parallel"
                                                                        : ", sequential");
}

std::string ompEstimate(const poly::omp::OmpResult& r) {
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
    C.WhyNot = refusal(Refusal::NoOmpModel);
    return C;
  }
  // The new schedule is legal only when the elements the statements access do not overlap:
  // overlapping ones run the original.
  C.Assumptions = viewAssumptions(R.Poly->Assumptions);
  for (Assumption& A : aliasAssumptions(R.Poly->Bindings, R.Poly->MayAlias, ArrayRange::Accessed,
                                        poly::accessBoxes(*R.Poly)))
    C.Assumptions.push_back(A);
  poly::omp::OmpResult O = poly::omp::generateOmp(*R.Poly, ompOptions(R, options));
  if (!O.Ok) {
    C.WhyNot = refusal(Refusal::NoOmpForm, {O.Reason});
    return C;
  }
  C.Explanation = ompEstimate(O);
  if (O.RunTimeThreads) {
    char Decision[200];
    std::snprintf(Decision, sizeof Decision,
                  "; the sizes are known at run time only, so the threads start there when a "
                  "parallel loop's statement instances per entry reach %g (--omp-min-work)",
                  options.OmpMinWork);
    C.Explanation += Decision;
  }
  C.Unprofitable = ompUnprofitable(O);
  if (!O.Parallel && !O.Tiled) {
    C.WhyNot = refusal(Refusal::NoOmpForm, {C.Unprofitable});
    return C;
  }
  C.Viable = true;
  C.Reassociates = O.Reduces;
  C.ParallelLoops = O.Parallel;
  C.Check = Check::Omp;
  C.Summary = "replaced by OpenMP loops (" + ompForm(O) + ")" +
              (O.RunTimeThreads ? "; threads start when the run-time sizes give enough work" : "");
  C.Marker = "omp (" + ompForm(O) + ")";
  C.Code = O.Code;
  return C;
}

} // namespace liar::tool
