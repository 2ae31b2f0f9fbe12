// The plan of one region for the user's --target: the library form (blas, torch, auto), the
// OpenMP loops (omp, and auto's fallback), and, for a region that cannot be lifted as a whole,
// its top-level nests planned one by one.
#pragma once

#include "RegionPlanner.h"

namespace liar::tool {

RegionPlan planForTarget(const lifting::Region& region, const std::string& content,
                         const PlanOptions& options);

} // namespace liar::tool
