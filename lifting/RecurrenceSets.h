// ISL sets of a recurrence's steps: the elements a statement writes in one iteration of the
// loops a step fixes, the iterations an ifold over those loops visits, and whether a fold is
// empty wherever a statement writes nothing. Fixed iterations are the parameters __f<k>,
// elements the set dimensions __e<k>, as IrTranslator names them.
#ifndef LIAR_LIFTING_RECURRENCESETS_H
#define LIAR_LIFTING_RECURRENCESETS_H

#include "lifting/AffineModel.h"

#include <vector>

namespace liar::lifting {

/// { [elements] } St writes in one iteration of the Fixed loops.
isl::Set writtenInIteration(const Scop& S, const AffineModel& M, const StatementModel& St,
                            const std::vector<int>& Fixed);

/// The iterations an ifold over the Fixed loops visits, with Rank element dimensions.
isl::Set visited(const Scop& S, const AffineModel& M, const std::vector<int>& Fixed, size_t Rank);

/// Does the fold count Count (one affine piece over the parameters, the fixed iterations and
/// the element) stay below 1 on every element of Where?
bool emptyWhere(const isl::Context& Ctx, const isl::PwAff& Count, const isl::Set& Where);

} // namespace liar::lifting

#endif
