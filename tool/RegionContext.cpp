#include "RegionContext.h"

#include "Nolint.h"
#include "TextUtil.h"

#include <cstring>

namespace liar::tool {
namespace {

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

RegionContext makeRegionContext(const lifting::Region& region, const std::string& content,
                                bool openMp, const std::vector<TargetFunction>& targets) {
  RegionContext C{region, content};
  C.ParallelPrinting = openMp && region.OnUserThreads;
  unsigned Begin = region.Begin.Offset;
  for (const TargetFunction& T : targets)
    if (T.Offset < Begin) C.Targets.push_back(T);
  C.Status = insideGeneratedCode(content, Begin)    ? RegionStatus::Generated
             : nolintAt(content, Begin).KeepsRegion ? RegionStatus::Suppressed
                                                    : RegionStatus::Open;
  C.Indent = lineIndent(content, Begin);
  C.Original = content.substr(Begin, region.End.Offset - Begin);
  C.Variables = cVariables(region);
  return C;
}

} // namespace liar::tool
