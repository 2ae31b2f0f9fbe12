// The OpenMP form of a region, or of one part of it: its statements rescheduled, tiled and
// parallelised by poly/omp, valid when the arrays it writes overlap no other array it accesses.
#pragma once

#include "Candidate.h"
#include "PlanOptions.h"
#include "RegionContext.h"
#include "poly/omp/OmpCodeGen.h"

namespace liar::tool {

/// Needs the region's affine model (lifted and dependence-rejected regions have one).
Candidate ompCandidate(const RegionContext& context, const PlanOptions& options);

/// The generator's options for the region under the user's options.
poly::omp::OmpOptions ompOptions(const lifting::Region& region, const PlanOptions& options);

/// auto's profitability rule: "" when the loops r are worth rewriting to, else why not.
std::string ompUnprofitable(const poly::omp::OmpResult& r);

/// What the loops are, for summaries: "tiled, wavefront-parallel".
std::string ompForm(const poly::omp::OmpResult& r);

/// The --explain text of r: its estimated work and parallel share.
std::string ompEstimate(const poly::omp::OmpResult& r);

} // namespace liar::tool
