// The registry of refusals (common/Refusals.def) as the user reads it: `liar --list-refusals`
// prints it, and docs/refusals.md is that output (a test holds the two equal).
#pragma once

#include <ostream>

namespace liar::tool {

/// Every refusal as a Markdown table: id, category, message and what it means.
void listRefusals(std::ostream& out);

} // namespace liar::tool
