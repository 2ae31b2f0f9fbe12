#include "TargetPlanner.h"

#include "OmpPlanner.h"

#include <algorithm>

namespace liar::tool {
namespace {

bool usesLibrary(const RegionPlan& p) {
  return p.Rewrite && (p.Check == "liar-blas" || p.Check == "liar-torch");
}

/// The library form of a region lifted as a whole (or of one part), where the target allows
/// one; an empty plan otherwise.
RegionPlan planLibrary(const lifting::Region& region, const std::string& content,
                       const PlanOptions& options) {
  return region.lifted() && options.Target != "omp" ? planRegion(region, content, options)
                                                    : RegionPlan{};
}

/// Library, the region's library plan, or (omp, auto) the OpenMP loops when it rewrites
/// nothing.
RegionPlan withOmpFallback(const lifting::Region& region, const std::string& content,
                           const PlanOptions& options, RegionPlan Library) {
  const std::string& Target = options.Target;
  if ((Target != "omp" && Target != "auto") || Library.Rewrite || !region.Poly ||
      Library.Check == "liar-generated" || Library.Check == "liar-suppressed")
    return Library;
  RegionPlan Plan = planOmpRegion(region, content, options);
  if (!Library.Explanation.empty())
    Plan.Explanation = Library.Explanation + "; " + Plan.Explanation;
  Plan.Statistics = Library.Statistics;
  if (!Plan.Rewrite && !Library.Summary.empty())
    Plan.Summary = Library.Summary + "; " + Plan.Summary;
  return Plan;
}

/// The region rewritten part by part: each top-level nest keeps its own plan, and the text
/// between them stays as it is. Running the nests one after another is the original order.
RegionPlan planByParts(const lifting::Region& region, const std::string& content,
                       const std::vector<RegionPlan>& parts) {
  RegionPlan Plan;
  // One edit from the first rewritten part to the end of the last: the nests around them are
  // not part of the fix.
  std::string Text;
  unsigned Begin = region.End.Offset, Cursor = region.End.Offset;
  std::string Summary = "replaced part by part:";
  size_t Kept = 0;
  for (size_t I = 0; I < parts.size(); ++I) {
    const lifting::Region& Part = region.Parts[I];
    const RegionPlan& P = parts[I];
    std::string Line = "line " + std::to_string(Part.Begin.Line);
    if (P.Rewrite) {
      if (Text.empty()) Begin = Cursor = P.Change.Offset;
      Text += content.substr(Cursor, P.Change.Offset - Cursor) + P.Change.Text;
      Cursor = P.Change.Offset + P.Change.Length;
      Summary += (Summary.back() == ':' ? " " : ", ") + Line + " " + P.Summary;
      appendNew(Plan.Includes, P.Includes);
      if (Plan.Check.empty() || usesLibrary(P)) Plan.Check = P.Check;
    } else {
      ++Kept;
      std::string Why = !P.Summary.empty() ? P.Summary
                        : Part.Rejected    ? "not lifted: " + Part.Rejected->Message
                                           : "";
      Plan.Explanation += (Plan.Explanation.empty() ? "" : "; ") + Line + " kept: " + Why;
    }
    if (!P.Explanation.empty())
      Plan.Explanation += (Plan.Explanation.empty() ? "" : "; ") + Line + ": " + P.Explanation;
  }
  if (Kept) Summary += "; " + std::to_string(Kept) + " other nest(s) kept";
  Plan.Summary = Summary;
  Plan.Rewrite = true;
  Plan.Change = {Begin, Cursor - Begin, Text, Plan.Check, "loop nest " + Summary};
  return Plan;
}

} // namespace

RegionPlan planForTarget(const lifting::Region& region, const std::string& content,
                         const PlanOptions& options) {
  RegionPlan Whole =
      withOmpFallback(region, content, options, planLibrary(region, content, options));
  if (region.Parts.empty() || Whole.Check == "liar-generated" || Whole.Check == "liar-suppressed")
    return Whole;
  // The whole region's loops keep what fusing its nests gains: the parts win only when one of
  // them calls a library (never under omp), or when the whole has no rewrite at all.
  if (Whole.Rewrite && options.Target == "omp") return Whole;
  std::vector<RegionPlan> Parts;
  bool AnyLibrary = false;
  for (const lifting::Region& Part : region.Parts) {
    Parts.push_back(planLibrary(Part, content, options));
    AnyLibrary |= usesLibrary(Parts.back());
  }
  if (Whole.Rewrite && !AnyLibrary) return Whole;
  bool AnyRewrite = false;
  for (size_t I = 0; I < Parts.size(); ++I) {
    Parts[I] = withOmpFallback(region.Parts[I], content, options, Parts[I]);
    AnyRewrite |= Parts[I].Rewrite;
  }
  if (!AnyRewrite) return Whole;
  RegionPlan Plan = planByParts(region, content, Parts);
  Plan.Statistics = Whole.Statistics;
  return Plan;
}

} // namespace liar::tool
