// The C text of sizes in guards: an IR size term spelled in C, and a term grouped in
// parentheses only where an operator around it needs them.
#pragma once

#include <string>

namespace liar::tool {

/// The C spelling of an IR size term (`(- nn 1)` is `(nn - 1)`), or "" for a term that uses an
/// operator C spells otherwise.
std::string cSize(const std::string& ir);

/// `text` in parentheses unless it is a name, a number, already parenthesised as a whole, or
/// one of those after a cast to a named type (`(size_t)n`).
std::string grouped(const std::string& text);

} // namespace liar::tool
