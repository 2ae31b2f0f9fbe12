// What every candidate of one region needs to know, computed once: whether liar may touch the
// region at all, where it sits in the file, and the C declarations behind its IR symbols.
#pragma once

#include "emit/CodeGen.h"
#include "lifting/Region.h"

#include <map>
#include <string>

namespace liar::tool {

enum class RegionStatus {
  Open,       ///< liar may rewrite it
  Generated,  ///< liar's own output, between its marker comments: never lifted again
  Suppressed, ///< under NOLINT(liar) or NOLINTNEXTLINE(liar)
};

struct RegionContext {
  const lifting::Region& Region;
  const std::string& Content; ///< the file's text; the region carries byte offsets into it
  RegionStatus Status = RegionStatus::Open;
  std::string Indent;   ///< of the region's first line
  std::string Original; ///< the region's source text
  /// The C declaration each IR symbol of the region stands for.
  std::map<std::string, emit::Variable> Variables;
  /// The user's `parallel for` runs the region on a team and the build has OpenMP: loops the
  /// rewrite prints from the IR keep a parallel form (emit::emitProgram's parallelLoops).
  bool ParallelPrinting = false;
  /// The file's target functions declared before the region (`#pragma liar target`).
  std::vector<TargetFunction> Targets;
};

RegionContext makeRegionContext(const lifting::Region& region, const std::string& content,
                                bool openMp, const std::vector<TargetFunction>& targets);

/// liar's comments around the code it writes; the end marker starts like a begin marker.
inline constexpr const char* BeginMarker = "/* liar: ";
inline constexpr const char* EndMarker = "/* liar: end */";

} // namespace liar::tool
