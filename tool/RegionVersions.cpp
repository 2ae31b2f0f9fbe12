#include "RegionVersions.h"

#include "NestByNest.h"
#include "RegionContext.h"
#include "RegionPolicy.h"
#include "Replacement.h"
#include "TextUtil.h"

#include <algorithm>

namespace liar::tool {
namespace {

/// The null version's guarded code without its markers, shaped as the region's text (its first
/// line unindented, up to the end marker's line); "" when its text has no such shape.
std::string guardedText(const RegionPlan& null) {
  const std::string& Text = null.Change.Text;
  size_t Marker = Text.find("*/");
  size_t First = Marker == std::string::npos
                     ? Marker
                     : Text.find_first_not_of(" \t", Text.find('\n', Marker) + 1);
  size_t Last = Text.rfind('\n', Text.rfind(EndMarker));
  if (First == std::string::npos || Last == std::string::npos || Last < First) return "";
  return Text.substr(First, Last + 1 - First);
}

/// Whether the null version runs only where the null-tested pointers are null: its guard tests
/// each (`bias == 0`). A plan by pieces may not, in a piece that reads no such pointer.
bool testsNull(const RegionPlan& null, const std::vector<std::string>& pointers) {
  return std::all_of(pointers.begin(), pointers.end(), [&](const std::string& P) {
    const std::string Test = P + " == 0";
    if (!null.Guarded) return null.Change.Text.find(Test) != std::string::npos;
    const std::vector<std::string>& C = null.Guarded->Conditions;
    return std::find(C.begin(), C.end(), Test) != C.end();
  });
}

/// `plan` with the null version's facts added to what it reports.
void addNullVersion(RegionPlan& plan, const RegionPlan& null, const std::string& where) {
  plan.Summary += "; " + where + ", " + null.Summary;
  plan.Change.Message += "; " + where + ", " + null.Summary;
  addRewriteFacts(plan, null);
}

} // namespace

RegionPlan planRegionVersions(const lifting::Region& region, const std::string& content,
                              const PlanOptions& options) {
  if (!region.WhenNull) return planRegion(region, content, options);
  RegionPlan Null = planRegion(*region.WhenNull, content, options);
  if (!Null.Rewrite) return planRegion(region, content, options);
  std::string Names;
  for (const std::string& P : region.NullTested)
    Names += (Names.empty() ? "'" : ", '") + P + "'";
  std::string Where = "where " + Names + (region.NullTested.size() == 1 ? " is" : " are") + " null";
  RegionPlan Plan = planRegion(region, content, options);
  if (!Plan.Rewrite) {
    Null.Summary += " " + Where;
    Null.Change.Message += " " + Where;
    return Null;
  }
  // A plan by pieces has no whole-region guard, and so no fallback.
  if (!Plan.Guarded || !testsNull(Null, region.NullTested)) return Plan;
  RegionContext Context =
      makeRegionContext(region, content, options.OpenMpAvailable, options.Targets);
  if (Null.Guarded) {
    Plan.Change.Text = versionsText(Context, *Plan.Guarded, *Null.Guarded);
  } else {
    std::string Inner = guardedText(Null);
    if (Inner.empty()) return Plan;
    Plan.Change.Text = replacementText(Context, *Plan.Guarded, Inner);
  }
  addNullVersion(Plan, Null, Where);
  Plan.Guarded.reset(); // its text is now two versions'
  return Plan;
}

} // namespace liar::tool
