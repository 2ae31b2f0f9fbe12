// The OpenMP plan of one region: the region's statements rescheduled, tiled and parallelised
// by emit/omp, wrapped in the alias guard the transformation needs.
#pragma once

#include "RegionPlanner.h"

namespace liar::tool {

/// Needs region.Poly (the affine model); lifted and dependence-rejected regions have one.
RegionPlan planOmpRegion(const lifting::Region& region, const std::string& content,
                         const PlanOptions& options);

} // namespace liar::tool
