#include "FileDecisions.h"

#include "LibrarySymbols.h"
#include "NameClash.h"
#include "NestByNest.h"
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

/// The plan that keeps a region planned as `plan` for `why`: its costs and statistics stay
/// for --explain, --stats and the review outputs.
RegionPlan keptFor(const RegionPlan& plan, RefusalNote why) {
  RegionPlan Kept;
  Kept.Explanation = plan.Explanation;
  Kept.Statistics = plan.Statistics;
  Kept.CostRatio = plan.CostRatio;
  Kept.LoopCost = plan.LoopCost;
  Kept.refuse(std::move(why));
  return Kept;
}

/// The first name the file defines with external linkage that OpenBLAS also exports, or null.
const lifting::ExternalDefinition* openBlasClash(const lifting::FileResult& file) {
  for (const lifting::ExternalDefinition& D : file.ExternalDefinitions)
    if (openBlasExports(D.Name)) return &D;
  return nullptr;
}

bool linksOpenBlas(const RegionPlan& plan) {
  return plan.Rewrite &&
         std::find(plan.Links.begin(), plan.Links.end(), "openblas") != plan.Links.end();
}

/// The plan for a region of a file that defines a name OpenBLAS exports, in place of `plan`,
/// which calls OpenBLAS: the region's plan without BLAS calls when it rewrites (under auto,
/// OpenMP loops or LibTorch calls), else the loops kept with the reason.
RegionPlan withoutOpenBlas(const lifting::Region& region, const std::string& content,
                           PlanOptions options, const lifting::ExternalDefinition& clash,
                           const RegionPlan& plan) {
  options.BlasExcluded = true;
  RegionPlan Other = planRegionVersions(region, content, options);
  if (Other.Rewrite) return Other;
  return keptFor(plan, refusal(Refusal::LibrarySymbol,
                               {clash.Name, "line " + std::to_string(clash.Where.Line)}));
}

/// A region and its plan.
struct Planned {
  const lifting::Region* R;
  RegionPlan Plan;
};

/// Where the new code of a plan that calls a library replaces the loops that call `function`
/// at `offset`: "line N: calls", or "" when it does not.
std::string biggerCallAt(const Planned& p, const std::string& function, unsigned offset) {
  const RegionPlan& P = p.Plan;
  if (!P.Rewrite || !callsLibrary(P) || !P.Guarded || p.R->Function == function) return "";
  if (offset < P.Change.Offset || offset >= P.Change.Offset + P.Change.Length) return "";
  if (mentionsIdentifier(P.Guarded->Code, function)) return "";
  return "line " + std::to_string(p.R->Begin.Line) + ": " + joined(P.Calls);
}

/// For a rewritten region whose function the file calls only from inside loop nests that
/// become library calls (a helper those calls see through), where those nests are ("line N:
/// calls; ..."); "" otherwise. Its calls then run only where those nests' guards fail, and the
/// bigger calls are the ones to make.
std::string insideBiggerCalls(const Planned& helper, const std::vector<Planned>& all) {
  const lifting::Region& R = *helper.R;
  if (!helper.Plan.Rewrite || !R.AllCallsShown || R.CallSites.empty()) return "";
  std::vector<std::string> Where;
  for (const lifting::CallSite& Site : R.CallSites) {
    std::string At;
    for (const Planned& Caller : all)
      if (At.empty()) At = biggerCallAt(Caller, R.Function, Site.Where.Offset);
    if (At.empty()) return "";
    if (std::find(Where.begin(), Where.end(), At) == Where.end()) Where.push_back(At);
  }
  std::string List;
  for (const std::string& W : Where)
    List += (List.empty() ? "" : "; ") + W;
  return List;
}

/// Keeps every region insideBiggerCalls finds, all judged against the plans as first made.
void preferCallersCalls(std::vector<Planned>& plans) {
  std::vector<std::string> Inside;
  for (const Planned& P : plans)
    Inside.push_back(insideBiggerCalls(P, plans));
  for (size_t K = 0; K < plans.size(); ++K) {
    if (Inside[K].empty()) continue;
    RegionPlan& Plan = plans[K].Plan;
    Plan = keptFor(Plan,
                   refusal(Refusal::CalledInsideLibraryCalls, {plans[K].R->Function, Inside[K]}));
  }
}

} // namespace

FileDecisions decideFile(const lifting::FileResult& file, const std::string& content,
                         const RewriteOptions& options) {
  PlanOptions Options = options.Plan;
  Options.FpRelaxed |= file.ReciprocalMath;
  Options.Targets = file.Targets;
  FileDecisions D{FileRecords{file.File, content, {}}};
  std::vector<Planned> Plans;
  const lifting::ExternalDefinition* Clash = openBlasClash(file);
  for (const lifting::Region& R : file.Regions) {
    // Filtered before planning, so that the remarks, the summary, the fixes and the review
    // outputs all cover the same regions.
    if (!options.Lines.selects(file.File, R.Begin.Line, R.End.Line)) continue;
    Plans.push_back({&R, planRegionVersions(R, content, Options)});
    if (Clash && linksOpenBlas(Plans.back().Plan))
      Plans.back().Plan = withoutOpenBlas(R, content, Options, *Clash, Plans.back().Plan);
    if (Plans.back().Plan.Rewrite) refuseNameClash(Plans.back().Plan, content, file.UserMacros);
  }
  preferCallersCalls(Plans);
  for (Planned& P : Plans) {
    const lifting::Region& R = *P.R;
    RegionPlan& Plan = P.Plan;
    ++D.Found;
    D.Lifted += R.lifted();
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
