#include "RegionVersions.h"

#include "RegionContext.h"
#include "RegionPolicy.h"
#include "TextUtil.h"

namespace liar::tool {

RegionPlan planRegionVersions(const lifting::Region& region, const std::string& content,
                              const PlanOptions& options) {
  if (!region.WhenNull) return planRegion(region, content, options);
  RegionPlan Null = planRegion(*region.WhenNull, content, options);
  if (!Null.Rewrite) return planRegion(region, content, options);
  std::string Names;
  for (const std::string& P : region.NullTested)
    Names += (Names.empty() ? "'" : ", '") + P + "'";
  std::string Where = "where " + Names + (region.NullTested.size() == 1 ? " is" : " are") + " null";
  // The null version's guarded code without its markers, shaped as the region's text: its
  // first line unindented, up to the end marker's line.
  const std::string& Text = Null.Change.Text;
  size_t First = Text.find_first_not_of(" \t", Text.find('\n') + 1);
  size_t Last = Text.rfind('\n', Text.rfind(EndMarker));
  if (First == std::string::npos || Last == std::string::npos || Last < First)
    return planRegion(region, content, options);
  std::string Inner = Text.substr(First, Last + 1 - First);
  RegionPlan Plan = planRegion(region, content, options, Inner);
  if (!Plan.Rewrite) {
    Null.Summary += " " + Where;
    Null.Change.Message += " " + Where;
    return Null;
  }
  // A plan by pieces has no whole-region guard, and so no fallback: the null version's own
  // guard (`bias == 0`) is missing from its text.
  for (const std::string& P : region.NullTested)
    if (Plan.Change.Text.find(P + " == 0") == std::string::npos) return Plan;
  Plan.Summary += "; " + Where + ", " + Null.Summary;
  Plan.Change.Message += "; " + Where + ", " + Null.Summary;
  appendNew(Plan.Includes, Null.Includes);
  appendNew(Plan.Calls, Null.Calls);
  Plan.Reassociates |= Null.Reassociates;
  Plan.FusesProducts |= Null.FusesProducts;
  Plan.Reciprocals |= Null.Reciprocals;
  Plan.RegroupsScalars |= Null.RegroupsScalars;
  Plan.ParallelLoops |= Null.ParallelLoops;
  return Plan;
}

} // namespace liar::tool
