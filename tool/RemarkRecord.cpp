#include "RemarkRecord.h"

#include "GuardForecast.h"
#include "TextUtil.h"

namespace liar::tool {
namespace {

Decision decisionOf(const lifting::Region& r, const RegionPlan& plan) {
  if (!r.lifted() && !plan.Rewrite) return Decision::NotLifted;
  if (plan.Rewrite) return Decision::Rewritten;
  return plan.Check == Check::Suppressed ? Decision::Suppressed : Decision::NotRewritten;
}

/// Why the regions inside a region were refused for the user's OpenMP (the inner loops of a
/// user's parallel loop), so that the remark of a region kept as written says it; empty when
/// none was.
std::string userOpenMPNote(const lifting::Region& r) {
  for (const auto* Pieces : {&r.Parts, &r.Inner})
    for (const lifting::Region& P : *Pieces) {
      if (P.Rejected && P.Rejected->category() == RefusalCategory::UserOpenMP)
        return "; the loops inside it are kept too: " + P.Rejected->Message;
      if (std::string Note = userOpenMPNote(P); !Note.empty()) return Note;
    }
  return "";
}

/// A region liar could not lift points at what blocked it; the OpenMP target works from the
/// affine model alone, so its reason joins the lifter's.
void describeNotLifted(const lifting::Region& r, const RegionPlan& plan, RemarkRecord& record) {
  record.Check = Check::Missed;
  record.At = r.Rejected->Where.File.empty() ? r.Begin : r.Rejected->Where;
  record.Lead = "region not lifted: ";
  record.Detail = r.Rejected->Message;
  record.Reason = r.Rejected->Reason;
  if (r.Poly && !plan.Summary.empty() && plan.Check == Check::Missed)
    record.Detail += "; " + plan.Summary;
  if (r.Rejected->category() != RefusalCategory::UserOpenMP) record.Detail += userOpenMPNote(r);
}

/// Every kind of change to floating-point results the rewrite makes, as the remark names them.
std::string numericChanges(const RegionPlan& plan) {
  std::string Out;
  if (plan.Reassociates) Out += "; floating-point sums may be reassociated";
  if (plan.FusesProducts) Out += "; products may be fused with additions (one rounding)";
  if (plan.Reciprocals) Out += "; divisions replaced by reciprocal multiplications";
  if (plan.RegroupsScalars) Out += "; scalar factors may be regrouped";
  return Out;
}

} // namespace

std::optional<RemarkRecord> recordRegion(const lifting::Region& region, const RegionPlan& plan,
                                         const std::string& content,
                                         const std::map<std::string, unsigned>& userMacros) {
  RemarkRecord R;
  R.What = decisionOf(region, plan);
  R.Function = region.Function;
  R.Begin = region.Begin;
  R.End = region.End;
  R.At = region.Begin;
  R.Explanation = plan.Explanation;
  R.Statistics = plan.Statistics;
  R.CostRatio = plan.CostRatio;
  if (R.What == Decision::NotLifted) {
    describeNotLifted(region, plan, R);
    return R;
  }
  if (plan.Check == Check::Generated) return std::nullopt;
  R.Check = plan.Check;
  R.Lead = "loop nest in '" + region.Function + "' " + (plan.Rewrite ? "" : "not rewritten: ");
  R.Detail = plan.Summary;
  if (!plan.Rewrite) {
    if (plan.Check == Check::Missed && !plan.Reasons.empty()) R.Reason = plan.Reasons.front();
    R.Detail += userOpenMPNote(region);
    return R;
  }
  R.Tail = numericChanges(plan);
  GuardForecast Forecast = guardForecast(region, plan.Guard);
  // A rewrite no call of the file can use is still made (other files may call the function),
  // but not reported as if it ran.
  if (Forecast.NeverPasses) R.Tail += "; its guard fails at every call in this file (--explain)";
  R.Explanation = joinedNotes(R.Explanation, Forecast.Note);
  R.Calls = plan.Calls;
  R.Guard = plan.Guard;
  R.Fix.push_back(plan.Change);
  if (Edit E = includeEdit(content, plan.Includes, userMacros); !E.Text.empty()) R.Fix.push_back(E);
  return R;
}

const char* decisionName(Decision d) {
  switch (d) {
  case Decision::Rewritten:
    return "rewritten";
  case Decision::NotRewritten:
    return "not-rewritten";
  case Decision::NotLifted:
    return "not-lifted";
  case Decision::Suppressed:
    return "suppressed";
  }
  return "";
}

std::pair<unsigned, unsigned> lineColumn(const std::string& content, unsigned offset) {
  unsigned Line = 1, Column = 1;
  for (unsigned I = 0; I < offset && I < content.size(); ++I) {
    unsigned char C = static_cast<unsigned char>(content[I]);
    if (C == '\n') {
      ++Line;
      Column = 1;
    } else if ((C & 0xC0) != 0x80) { // UTF-8 continuation bytes extend the previous character
      ++Column;
    }
  }
  return {Line, Column};
}

} // namespace liar::tool
