#include "InsideLoop.h"

#include "NestByNest.h"

#include <algorithm>
#include <cstdio>

namespace liar::tool {

InsideLoop insideLoop(const lifting::Region& region, const std::string& content,
                      const PlanOptions& options, RegionPlanner plan) {
  InsideLoop I;
  for (const lifting::Region& Inner : region.Inner)
    I.Plans.push_back(plan(Inner, content, options));
  I.Joined = nestByNestPlan(region, Pieces::Inner, content, I.Plans);
  return I;
}

bool anyLibraryInside(const lifting::Region& region, const std::string& content,
                      const PlanOptions& options, RegionPlanner plan) {
  PlanOptions LibraryOnly = options;
  LibraryOnly.Target.OpenMp = false;
  return std::any_of(region.Inner.begin(), region.Inner.end(), [&](const lifting::Region& inner) {
    return callsLibrary(plan(inner, content, LibraryOnly));
  });
}

std::string savingsNote(double savings) {
  char Note[100];
  std::snprintf(Note, sizeof Note, "their library calls save %.2g%% of their loops' cost",
                100 * savings);
  return Note;
}

std::string wholeNote(const lifting::Region& region, const RegionPlan& whole) {
  if (whole.Rewrite) return "the whole loop would be " + whole.Summary;
  if (!whole.Summary.empty()) return "the whole loop is kept: " + whole.Summary;
  return region.Rejected ? "the whole loop is not lifted: " + region.Rejected->Message
                         : "the whole loop has no rewrite";
}

} // namespace liar::tool
