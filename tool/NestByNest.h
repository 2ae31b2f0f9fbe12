// The nest-by-nest form of a region that has no form of its own: each piece inside it (a
// top-level nest of a run of nests, or a region inside the body of its loop) keeps the plan the
// policy chose for it, and the text between the pieces stays as it is. Running the pieces one
// after another, each where the source has it, is the original order.
#pragma once

#include "PlanOptions.h"
#include "lifting/Region.h"

namespace liar::tool {

/// How a region is split: its top-level nests (`Region::Parts`), or the regions inside the
/// body of its loop (`Region::Inner`), which run once per iteration of that loop.
enum class Pieces { Parts, Inner };

/// One edit from the first rewritten piece to the end of the last (the pieces around them are
/// not part of the fix); `plans` holds the plan of each of region's pieces of kind `kind`. When
/// none rewrites, the plan rewrites nothing and its explanation says why each piece is kept.
RegionPlan nestByNestPlan(const lifting::Region& region, Pieces kind, const std::string& content,
                          const std::vector<RegionPlan>& plans);

/// Whether a plan rewrites to library calls.
bool callsLibrary(const RegionPlan& plan);

} // namespace liar::tool
