// The one place that writes a replacement into the file: the new code between liar's marker
// comments, followed by what keeps the rest of the function as it was (iterators read after
// the region get their final values, temporaries the new code no longer reads stay used),
// inside its guard with the original loops as the fallback.
#pragma once

#include "Candidate.h"
#include "Edits.h"
#include "RegionContext.h"

namespace liar::tool {

/// The edit that replaces the region by `candidate`'s code under `conditions` (none: no guard),
/// which read what the statements of `setup` compute first.
Edit replacementEdit(const RegionContext& context, const Candidate& candidate,
                     const std::vector<std::string>& conditions,
                     const std::vector<std::string>& setup);

} // namespace liar::tool
