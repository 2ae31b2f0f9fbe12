// liar's generated names (temporaries, loop variables, macros, the guard helpers and their
// include guard) all start with `liar_` or `LIAR_`. A file that uses such a name itself,
// outside liar's own earlier rewrites, would have it shadowed, redefined or `#undef`ed by a
// replacement: the region is then kept.
#pragma once

#include <map>
#include <string>

namespace liar::tool {

/// The first `liar_` name of `replacement`, outside the copy of `original` (the text it
/// replaces) that it keeps as its fallback, or of the guard helpers' definitions it needs,
/// that the file already uses: in `content` outside the blocks of earlier rewrites
/// (`/* liar: ... */` to `/* liar: end */`) or among `userMacros`.
/// Empty when there is none.
std::string clashingName(const std::string& replacement, const std::string& original,
                         const std::string& content,
                         const std::map<std::string, unsigned>& userMacros);

} // namespace liar::tool
