// One file's decisions, region by region, as every front end of liar takes them: the liar
// command (RewriteMode) and the clang-tidy module (tool/tidy/) plan, report and rewrite the same
// regions the same way.
#pragma once

#include "Edits.h"
#include "RemarkRecord.h"
#include "RewriteOptions.h"
#include "lifting/Frontend.h"

#include <map>
#include <string>
#include <vector>

namespace liar::tool {

struct FileDecisions {
  /// The records to report, in the regions' order: silenced ones (NOLINT(<id>), --silence)
  /// are left out, those of regions outside --line-filter never made.
  FileRecords Records;
  /// The replacements of the rewritten regions, then the edit adding the #include lines they
  /// need (none when nothing is rewritten).
  std::vector<Edit> Edits;
  Edit IncludeEdit; ///< the last of Edits when it adds #include lines; empty Text otherwise
  std::vector<std::string> Includes;
  std::vector<std::string> Links; ///< the libraries the rewrites' calls link with
  bool ParallelLoops = false; ///< liar's own OpenMP loops (the user's start no pool liar adds to)
  unsigned Found = 0, Lifted = 0, Rewritten = 0;
  std::map<std::string, unsigned> KeptBy; ///< kept regions by refusal id, silenced ones too
};

/// Plans every region of `file`, whose text is `content`, under `options`.
FileDecisions decideFile(const lifting::FileResult& file, const std::string& content,
                         const RewriteOptions& options);

} // namespace liar::tool
