// The regions inside a region's loop, planned each as a region of its own, for the policy that
// weighs them against the whole loop's forms (RegionPolicy): their plans, joined into one edit
// inside the loop, and the notes --explain gives about them.
#pragma once

#include "PlanOptions.h"
#include "lifting/Region.h"

#include <string>
#include <vector>

namespace liar::tool {

/// How a region is planned (RegionPolicy's planRegion, which plans a loop's inside through these).
using RegionPlanner = RegionPlan (*)(const lifting::Region& region, const std::string& content,
                                     const PlanOptions& options);

/// The plans of the regions inside a region's loop, each planned as a region of its own.
struct InsideLoop {
  std::vector<RegionPlan> Plans;
  RegionPlan Joined; ///< one edit inside the loop; no rewrite when none of the plans rewrites
};

InsideLoop insideLoop(const lifting::Region& region, const std::string& content,
                      const PlanOptions& options, RegionPlanner plan);

/// Whether a region inside the loop has a library call of its own (its library forms only):
/// without one, the regions inside the loop cannot beat the whole loop's OpenMP form, and
/// their OpenMP forms need not be built.
bool anyLibraryInside(const lifting::Region& region, const std::string& content,
                      const PlanOptions& options, RegionPlanner plan);

/// The share of their loops' cost the library calls inside a loop save, as --explain says it.
std::string savingsNote(double savings);

/// What the whole loop would have been, for --explain.
std::string wholeNote(const lifting::Region& region, const RegionPlan& whole);

} // namespace liar::tool
