// The one place that writes a replacement into the file: the new code between liar's marker
// comments, followed by what keeps the rest of the function as it was (iterators read after
// the region get their final values, temporaries the new code no longer reads stay used),
// inside its guard with the original loops as the fallback. A guard is written one condition
// per line, its temporaries allocated before it once its conditions hold.
#pragma once

#include "Candidate.h"
#include "Edits.h"
#include "GuardedCode.h"
#include "RegionContext.h"

namespace liar::tool {

/// The pieces of the replacement of the region by `candidate`'s code under `conditions`, which
/// read what the statements of `setup` compute first.
GuardedCode guardedCode(const RegionContext& context, const Candidate& candidate,
                        const std::vector<std::string>& conditions,
                        const std::vector<std::string>& setup);

/// The text that replaces the region by `code`, whose guard falls back to `fallback`: text
/// shaped as the region's (its first line not indented), by default the original loops.
std::string replacementText(const RegionContext& context, const GuardedCode& code,
                            const std::string& fallback = "");

/// The text that replaces the region by `first`, falling back to `second` (another version of
/// the region, RegionVersions) and then to the original loops: `if (...) {first} else if (...)
/// {second} else {loops}`, the conditions both test evaluated once, before both, into a
/// variable (sharedConditions).
std::string versionsText(const RegionContext& context, const GuardedCode& first,
                         const GuardedCode& second);

/// The edit that replaces the region by `code`, made from `candidate`.
Edit replacementEdit(const RegionContext& context, const Candidate& candidate,
                     const GuardedCode& code);

} // namespace liar::tool
