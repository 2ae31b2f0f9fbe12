// clang-tidy's suppression comments as liar reads them: `NOLINT` and `NOLINT(names)` on a
// region's first line, `NOLINTNEXTLINE(names)` on the line before. A bare comment, or a list
// naming a liar check (`liar`, `liar-blas`, ...), keeps the region as written; a list naming
// refusals (`liar-missed-goto`, `liar-missed-*`, `liar-missed`) only silences their remarks.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace liar::tool {

struct NolintMarks {
  bool KeepsRegion = false;          ///< the rewrite is suppressed (liar-suppressed)
  std::vector<std::string> Silenced; ///< refusal patterns whose remarks are not reported
};

/// The suppression comments that apply to the region starting at byte `offset` of `content`.
NolintMarks nolintAt(const std::string& content, unsigned offset);

/// Whether `pattern` names the rule `rule`: the same id, a prefix ending in '*'
/// (`liar-missed-non*`), or the family `liar-missed`, which names every refusal.
bool namesRule(std::string_view pattern, std::string_view rule);

/// Whether a pattern names refusals (and so silences remarks rather than keeping the region).
bool isRefusalPattern(std::string_view pattern);

/// Whether `pattern` names at least one refusal of the registry (what --silence and
/// .liar.yaml's `silence` accept).
bool validRefusalPattern(std::string_view pattern);

} // namespace liar::tool
