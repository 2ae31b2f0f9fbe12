// The OpenMP plan of one region: the region's statements rescheduled, tiled and parallelised
// by emit/omp, wrapped in the alias guard the transformation needs. The pieces are shared
// with the mixed planner, which reschedules parts of a region.
#pragma once

#include "OmpCodeGen.h"
#include "RegionPlanner.h"

namespace liar::tool {

/// Needs region.Poly (the affine model); lifted and dependence-rejected regions have one.
RegionPlan planOmpRegion(const lifting::Region& region, const std::string& content,
                         const PlanOptions& options);

/// The generator's options for region under the user's options.
emit::omp::OmpOptions ompOptions(const lifting::Region& region, const PlanOptions& options);

/// Guards that the arrays a rescheduled region writes overlap no other array it accesses.
/// False, with why, when two arrays may overlap and an extent is unknown.
bool ompAliasGuards(const lifting::PolyModel& model, const PlanOptions& options,
                    std::vector<std::string>& guards, std::string& why);

/// "" when auto should take the OpenMP form r, else why not.
std::string ompUnprofitable(const emit::omp::OmpResult& r);

/// What the loops are, for summaries: "tiled, wavefront-parallel".
std::string ompForm(const emit::omp::OmpResult& r);

/// The --explain text of r: its estimated work and parallel share.
std::string ompEstimate(const emit::omp::OmpResult& r);

} // namespace liar::tool
