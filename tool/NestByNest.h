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

/// Adds what `other`, a rewrite joined into `plan`, needs and changes: its includes and calls,
/// and every kind of change to the results it makes.
void addRewriteFacts(RegionPlan& plan, const RegionPlan& other);
/// A plan whose calls only copy arrays (memmove, BLAS's copy).
bool onlyCopies(const RegionPlan& plan);
/// The share of the loops' cost that the library calls of `plans` save, by the cost model; 1
/// when a plan calling a library was not priced, so that library forms keep their precedence.
/// Without copiesSave, plans that only copy save nothing: the loops they replace run about as
/// fast once vectorised, no reason to give up a schedule across them.
double librarySavings(const std::vector<RegionPlan>& plans, bool copiesSave = true);

} // namespace liar::tool
