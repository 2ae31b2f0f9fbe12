// The nest-by-nest form of a region that cannot be lifted as a whole: each top-level nest keeps
// the plan the policy chose for it, and the text between the nests stays as it is. Running the
// nests one after another is the original order.
#pragma once

#include "PlanOptions.h"
#include "lifting/Region.h"

namespace liar::tool {

/// One edit from the first rewritten part to the end of the last (the nests around them are not
/// part of the fix); `parts` holds the plan of each of region.Parts, at least one a rewrite.
RegionPlan nestByNestPlan(const lifting::Region& region, const std::string& content,
                          const std::vector<RegionPlan>& parts);

/// Whether a plan rewrites to library calls.
bool callsLibrary(const RegionPlan& plan);

} // namespace liar::tool
