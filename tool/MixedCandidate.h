// The mixed form of a region whose library form calls a library for some definitions only:
// those definitions become library calls, the statements of the others OpenMP loops, part
// after part in the order of the definitions, when the dependences allow that order.
#pragma once

#include "Candidate.h"
#include "LibraryCandidate.h"

namespace liar::tool {

/// `form` is the region's cheapest library form. Not viable with an empty Explanation when
/// every definition or none calls a library; not viable with Explanation saying why when the
/// parts cannot run in order or no part gains from OpenMP loops.
Candidate mixedCandidate(const RegionContext& context, const SaturatedForm& form,
                         const PlanOptions& options);

} // namespace liar::tool
