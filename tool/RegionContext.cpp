#include "RegionContext.h"

#include "TextUtil.h"

#include <cstring>

namespace liar::tool {
namespace {

// Whether the line holds clang-tidy's `marker`: bare, it applies to every check; with a list in
// parentheses, only when the list names liar.
bool mentions(const std::string& line, const std::string& marker) {
  size_t At = line.find(marker);
  if (At == std::string::npos) return false;
  size_t After = At + marker.size();
  if (After >= line.size() || line[After] != '(') return true;
  size_t Close = line.find(')', After);
  return line.substr(After, Close - After).find("liar") != std::string::npos;
}

// clang-tidy's suppression comments, on the region's first line or the line before it.
bool suppressed(const std::string& content, unsigned offset) {
  size_t LineStart = content.rfind('\n', offset ? offset - 1 : 0);
  LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
  size_t LineEnd = content.find('\n', offset);
  std::string Line = content.substr(LineStart, LineEnd - LineStart);
  std::string Previous;
  if (LineStart > 0) {
    size_t PrevStart = content.rfind('\n', LineStart - 2);
    PrevStart = PrevStart == std::string::npos ? 0 : PrevStart + 1;
    Previous = content.substr(PrevStart, LineStart - 1 - PrevStart);
  }
  return (mentions(Line, "NOLINT") && !mentions(Line, "NOLINTNEXTLINE")) ||
         mentions(Previous, "NOLINTNEXTLINE");
}

// Code liar generated (between its two marker comments) is never lifted again, so that a
// second run over a rewritten file changes nothing.
bool insideGeneratedCode(const std::string& content, unsigned offset) {
  size_t Begin = content.rfind(BeginMarker, offset);
  // The end marker starts like a begin marker: the last one before the region decides.
  if (Begin == std::string::npos || content.compare(Begin, std::strlen(EndMarker), EndMarker) == 0)
    return false;
  size_t End = content.find(EndMarker, Begin);
  return End != std::string::npos && End > offset;
}

std::map<std::string, emit::Variable> cVariables(const lifting::Region& region) {
  std::map<std::string, emit::Variable> Vars;
  for (const lifting::Binding& B : region.Bindings)
    Vars[B.IrName] = {B.CName,      B.ElementType,
                      B.Dims,       B.Kind == lifting::DeclKind::PointerParam && B.Dims.empty(),
                      B.Linearised, B.Offsets,
                      B.Step};
  return Vars;
}

} // namespace

RegionContext makeRegionContext(const lifting::Region& region, const std::string& content) {
  RegionContext C{region, content};
  unsigned Begin = region.Begin.Offset;
  C.Status = insideGeneratedCode(content, Begin) ? RegionStatus::Generated
             : suppressed(content, Begin)        ? RegionStatus::Suppressed
                                                 : RegionStatus::Open;
  C.Indent = lineIndent(content, Begin);
  C.Original = content.substr(Begin, region.End.Offset - Begin);
  C.Variables = cVariables(region);
  return C;
}

} // namespace liar::tool
