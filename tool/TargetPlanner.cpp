#include "TargetPlanner.h"

#include "OmpPlanner.h"

#include <algorithm>

namespace liar::tool {
namespace {

bool usesLibrary(const RegionPlan& p) {
  return p.Rewrite && (p.Check == "liar-blas" || p.Check == "liar-torch");
}

/// A region lifted as a whole, or one part of one: the library form where the target allows
/// one and it wins, else (omp, auto) the OpenMP loops.
RegionPlan planWhole(const lifting::Region& region, const std::string& content,
                     const PlanOptions& options) {
  RegionPlan Plan;
  const std::string& Target = options.Target;
  if (region.lifted() && Target != "omp") Plan = planRegion(region, content, options);
  if ((Target == "omp" || Target == "auto") && !Plan.Rewrite && region.Poly &&
      Plan.Check != "liar-generated" && Plan.Check != "liar-suppressed") {
    RegionPlan Library = Plan;
    Plan = planOmpRegion(region, content, options);
    if (!Library.Explanation.empty())
      Plan.Explanation = Library.Explanation + "; " + Plan.Explanation;
    Plan.Statistics = Library.Statistics;
    if (!Plan.Rewrite && !Library.Summary.empty())
      Plan.Summary = Library.Summary + "; " + Plan.Summary;
  }
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
      for (const std::string& Header : P.Includes)
        if (std::find(Plan.Includes.begin(), Plan.Includes.end(), Header) == Plan.Includes.end())
          Plan.Includes.push_back(Header);
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
  RegionPlan Whole = planWhole(region, content, options);
  if (region.Parts.empty() || Whole.Check == "liar-generated" || Whole.Check == "liar-suppressed")
    return Whole;
  std::vector<RegionPlan> Parts;
  bool AnyLibrary = false, AnyRewrite = false;
  for (const lifting::Region& Part : region.Parts) {
    Parts.push_back(planWhole(Part, content, options));
    AnyLibrary |= usesLibrary(Parts.back());
    AnyRewrite |= Parts.back().Rewrite;
  }
  // The whole region's loops keep what fusing its nests gains; the parts win when one of them
  // calls a library, or when the whole has no rewrite at all.
  if (!AnyRewrite || (Whole.Rewrite && !AnyLibrary)) return Whole;
  RegionPlan Plan = planByParts(region, content, Parts);
  Plan.Statistics = Whole.Statistics;
  return Plan;
}

} // namespace liar::tool
