// auto's plan for a region whose library form calls a library for some of its definitions
// only: those definitions become library calls, the statements of the others OpenMP loops,
// part after part in the order of the definitions, when the dependences allow that order.
#pragma once

#include "RegionPlanner.h"
#include "Saturate.h"

namespace liar::tool {

/// `solution` is the region's saturated program for `target`. Not a rewrite when every
/// definition or none calls a library (Explanation empty), or when the parts cannot run in
/// order or no part gains from OpenMP loops (Explanation says why).
RegionPlan planMixedRegion(const lifting::Region& region, const std::string& content,
                           const PlanOptions& options, const ir::ProgramSolution& solution,
                           ir::Target target);

} // namespace liar::tool
