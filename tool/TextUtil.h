// Small text helpers the planners share: lists without repeats, and source indentation.
#pragma once

#include <string>
#include <vector>

namespace liar::tool {

/// Appends the items not already in `to`, in order.
void appendNew(std::vector<std::string>& to, const std::vector<std::string>& items);

/// The items separated by ", ".
std::string joined(const std::vector<std::string>& items);

/// `a; b`, or whichever of the two is not empty.
std::string joinedNotes(const std::string& a, const std::string& b);

/// Whether the C text `code` mentions the identifier `name` (not as part of a longer one).
bool mentionsIdentifier(const std::string& code, const std::string& name);
/// `code` with each mention of the identifier `name` (as mentionsIdentifier finds them)
/// replaced by `to`.
std::string renamedIdentifier(const std::string& code, const std::string& name,
                              const std::string& to);

/// The spaces and tabs that start the line holding `offset`, up to it.
std::string lineIndent(const std::string& content, unsigned offset);

/// `text` with `indent` before each non-empty line, each line ending in a newline.
std::string indentBlock(const std::string& text, const std::string& indent);

} // namespace liar::tool
