#include "NestByNest.h"

#include "TextUtil.h"

namespace liar::tool {

bool callsLibrary(const RegionPlan& plan) {
  return plan.Rewrite && (plan.Check == "liar-blas" || plan.Check == "liar-torch");
}

RegionPlan nestByNestPlan(const lifting::Region& region, const std::string& content,
                          const std::vector<RegionPlan>& parts) {
  RegionPlan Plan;
  std::string Text;
  unsigned Begin = region.End.Offset, Cursor = region.End.Offset;
  std::string Summary = "replaced part by part:";
  size_t Kept = 0;
  for (size_t I = 0; I < parts.size(); ++I) {
    const lifting::Region& Part = region.Parts[I];
    const RegionPlan& P = parts[I];
    std::string Line = "line " + std::to_string(Part.Begin.Line);
    if (P.Rewrite) {
      if (Text.empty()) Begin = Cursor = P.Change.Offset;
      Text += content.substr(Cursor, P.Change.Offset - Cursor) + P.Change.Text;
      Cursor = P.Change.Offset + P.Change.Length;
      Summary += (Summary.back() == ':' ? " " : ", ") + Line + " " + P.Summary;
      appendNew(Plan.Includes, P.Includes);
      appendNew(Plan.Calls, P.Calls);
      appendNew(Plan.Guard, P.Guard);
      Plan.Reassociates |= P.Reassociates;
      if (Plan.Check.empty() || callsLibrary(P)) Plan.Check = P.Check;
    } else {
      ++Kept;
      std::string Why = !P.Summary.empty() ? P.Summary
                        : Part.Rejected    ? "not lifted: " + Part.Rejected->Message
                                           : "";
      Plan.Explanation = joinedNotes(Plan.Explanation, Line + " kept: " + Why);
    }
    if (!P.Explanation.empty())
      Plan.Explanation = joinedNotes(Plan.Explanation, Line + ": " + P.Explanation);
  }
  if (Kept) Summary += "; " + std::to_string(Kept) + " other nest(s) kept";
  Plan.Summary = Summary;
  Plan.Rewrite = true;
  Plan.Change = {Begin, Cursor - Begin, Text, Plan.Check, "loop nest " + Summary};
  return Plan;
}

} // namespace liar::tool
