#include "FileDecisions.h"

#include "NameClash.h"
#include "Nolint.h"
#include "RegionVersions.h"
#include "TextUtil.h"

#include <algorithm>

namespace liar::tool {
namespace {

/// Whether the user silenced `record`'s remark: its refusal is named by --silence or
/// .liar.yaml's `silence`, or by a NOLINT comment on the region (Nolint.h).
bool silenced(const RemarkRecord& record, const std::string& content,
              const std::vector<std::string>& silence) {
  if (!record.Reason) return false;
  auto Names = [&](const std::string& P) { return namesRule(P, record.rule()); };
  std::vector<std::string> Here = nolintAt(content, record.Begin.Offset).Silenced;
  return std::any_of(silence.begin(), silence.end(), Names) ||
         std::any_of(Here.begin(), Here.end(), Names);
}

/// Keeps a region whose replacement would use a `liar_` name the file uses itself.
void refuseNameClash(RegionPlan& plan, const std::string& content,
                     const std::map<std::string, unsigned>& userMacros) {
  std::string Original = content.substr(plan.Change.Offset, plan.Change.Length);
  std::string Name = clashingName(plan.Change.Text, Original, content, userMacros);
  if (Name.empty()) return;
  plan.Rewrite = false;
  plan.Check = Check::Missed;
  plan.refuse(refusal(Refusal::NameClash, {Name}));
}

} // namespace

FileDecisions decideFile(const lifting::FileResult& file, const std::string& content,
                         const RewriteOptions& options) {
  PlanOptions Options = options.Plan;
  Options.FpRelaxed |= file.ReciprocalMath;
  Options.Targets = file.Targets;
  FileDecisions D{FileRecords{file.File, content, {}}};
  for (const lifting::Region& R : file.Regions) {
    // Filtered before planning, so that the remarks, the summary, the fixes and the review
    // outputs all cover the same regions.
    if (!options.Lines.selects(file.File, R.Begin.Line, R.End.Line)) continue;
    ++D.Found;
    D.Lifted += R.lifted();
    RegionPlan Plan = planRegionVersions(R, content, Options);
    if (Plan.Rewrite) refuseNameClash(Plan, content, file.UserMacros);
    std::optional<RemarkRecord> Record = recordRegion(R, Plan, content, file.UserMacros);
    if (Record && Record->Reason) ++D.KeptBy[std::string(Record->rule())];
    if (Record && !silenced(*Record, content, options.Silence))
      D.Records.Records.push_back(std::move(*Record));
    if (!Plan.Rewrite) continue;
    ++D.Rewritten;
    D.ParallelLoops |= Plan.ParallelLoops;
    D.Edits.push_back(Plan.Change);
    appendNew(D.Includes, Plan.Includes);
    appendNew(D.Links, Plan.Links);
  }
  D.IncludeEdit = includeEdit(content, D.Includes, file.UserMacros);
  if (!D.IncludeEdit.Text.empty()) D.Edits.push_back(D.IncludeEdit);
  return D;
}

} // namespace liar::tool
