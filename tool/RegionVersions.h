// A region lifted in two versions (lifting::Region::WhenNull: its null-tested pointers set, or
// null) is planned twice, the second plan becoming the fallback of the first one's guard.
#pragma once

#include "PlanOptions.h"
#include "lifting/Region.h"

namespace liar::tool {

/// planRegion with the region's null version: when both rewrite, `if (guard) {code} else if
/// (guard when null) {its code} else {loops}`, the conditions both guards test evaluated once
/// (Replacement's versionsText); when only the null version does, it alone.
RegionPlan planRegionVersions(const lifting::Region& region, const std::string& content,
                              const PlanOptions& options);

} // namespace liar::tool
