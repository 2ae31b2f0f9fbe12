// The layout of the C text liar writes, so that a reviewer reads it in a diff: no line over
// 100 columns where a break between a call's arguments can prevent it, and a guard's conditions
// one per line.
#pragma once

#include <string>
#include <vector>

namespace liar::tool {

/// The widest line liar writes where it can break it.
inline constexpr size_t MaxColumns = 100;

/// The columns `line` takes (a tab counts to the next multiple of 8).
size_t columns(const std::string& line);

/// `line` (one line of C with its indentation, no newline) as lines of at most MaxColumns when
/// breaks after the commas of a call's arguments make them so: in two before its first address
/// argument after the first (a BLAS call's operands, an overlap test's second array), else
/// between two halves of an even count, each part filling its lines; the continuation aligned
/// after the call's `(`. Preprocessor lines, comments, string literals and loop headers are left as
/// they are. Each line ends in a newline.
std::string wrappedLine(const std::string& line);

/// `indent` + `prefix`, `conditions` joined by `&&`, then `suffix`: on one line when there are
/// at most two and they fit, else one condition per line, aligned after the prefix. A condition
/// is parenthesised when `&&` would bind tighter than its own operators.
std::string conditionLines(const std::string& indent, const std::string& prefix,
                           const std::vector<std::string>& conditions, const std::string& suffix);

} // namespace liar::tool
