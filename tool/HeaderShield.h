// The text that includes a header liar adds to a file, shielded from the file's macros. A
// user's `#define N 100` (or `-DN=100`) above the include would rename cblas.h's parameters,
// and cblas.h's own `<complex.h>` would define `I` for the rest of the file: the include saves,
// clears and restores every macro of the user's that shares a name the header uses.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace liar::tool {

/// The names header uses that a macro of the user's would change (its parameters, the
/// macros it tests, its types' fields); empty for a header that shields itself.
const std::vector<std::string>& shieldedNames(const std::string& header);

/// The lines that include header into content: a plain `#include` when no macro of
/// userMacros (lifting's FileResult::UserMacros) shares one of its names and the file uses no
/// name that the header's optional `<complex.h>` would take.
std::string shieldedInclude(const std::string& header, const std::set<std::string>& userMacros,
                            const std::string& content);

} // namespace liar::tool
