#include "Nolint.h"

#include "Refusal.h"

namespace liar::tool {
namespace {

constexpr std::string_view kRefusalFamily = "liar-missed";

std::string_view trimmed(std::string_view s) {
  size_t Begin = s.find_first_not_of(" \t");
  if (Begin == std::string_view::npos) return {};
  size_t End = s.find_last_not_of(" \t");
  return s.substr(Begin, End + 1 - Begin);
}

/// Adds what the `marker` comment of `line` says to `marks`. NOLINT also matches inside
/// NOLINTNEXTLINE, which applies to the line after it, not to its own.
void readMarker(std::string_view line, std::string_view marker, NolintMarks& marks) {
  size_t At = line.find(marker);
  if (At == std::string_view::npos) return;
  if (marker == "NOLINT" && line.compare(At, 14, "NOLINTNEXTLINE") == 0) return;
  size_t After = At + marker.size();
  if (After >= line.size() || line[After] != '(') {
    marks.KeepsRegion = true;
    return;
  }
  size_t Close = line.find(')', After);
  std::string_view List = line.substr(
      After + 1, Close == std::string_view::npos ? std::string_view::npos : Close - After - 1);
  while (!List.empty()) {
    size_t Comma = List.find(',');
    std::string_view Name = trimmed(List.substr(0, Comma));
    List = Comma == std::string_view::npos ? std::string_view{} : List.substr(Comma + 1);
    if (isRefusalPattern(Name))
      marks.Silenced.emplace_back(Name);
    else if (Name.find("liar") != std::string_view::npos)
      marks.KeepsRegion = true;
  }
}

std::string_view lineAt(const std::string& content, size_t start) {
  size_t End = content.find('\n', start);
  return std::string_view(content).substr(start, End == std::string::npos ? End : End - start);
}

} // namespace

NolintMarks nolintAt(const std::string& content, unsigned offset) {
  NolintMarks Marks;
  size_t LineStart = content.rfind('\n', offset ? offset - 1 : 0);
  LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
  readMarker(lineAt(content, LineStart), "NOLINT", Marks);
  if (LineStart > 0) {
    size_t PrevStart = LineStart >= 2 ? content.rfind('\n', LineStart - 2) : std::string::npos;
    PrevStart = PrevStart == std::string::npos ? 0 : PrevStart + 1;
    readMarker(lineAt(content, PrevStart), "NOLINTNEXTLINE", Marks);
  }
  return Marks;
}

bool isRefusalPattern(std::string_view pattern) {
  return pattern.substr(0, kRefusalFamily.size()) == kRefusalFamily;
}

bool validRefusalPattern(std::string_view pattern) {
  for (const RefusalInfo& R : kRefusals)
    if (namesRule(pattern, R.Id)) return true;
  return false;
}

bool namesRule(std::string_view pattern, std::string_view rule) {
  if (pattern == rule) return true;
  if (!pattern.empty() && pattern.back() == '*')
    return rule.substr(0, pattern.size() - 1) == pattern.substr(0, pattern.size() - 1);
  return pattern == kRefusalFamily && rule.size() > pattern.size() &&
         rule.substr(0, pattern.size()) == pattern && rule[pattern.size()] == '-';
}

} // namespace liar::tool
