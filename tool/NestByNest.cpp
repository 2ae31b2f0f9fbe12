#include "NestByNest.h"

#include "TextUtil.h"

#include <algorithm>

namespace liar::tool {

bool callsLibrary(const RegionPlan& plan) {
  return plan.Rewrite && isLibraryCheck(plan.Check);
}

/// A plan whose calls only copy arrays (memmove, BLAS's copy): the loops it replaces run about
/// as fast when the compiler vectorises them, so what it saves is no reason to give up a
/// schedule across those loops (jacobi's tiled time loop, durbin's).
bool onlyCopies(const RegionPlan& plan) {
  return std::all_of(plan.Calls.begin(), plan.Calls.end(), [](const std::string& C) {
    return C == "memmove" || C == "cblas_scopy" || C == "cblas_dcopy";
  });
}

/// The share of the loops' cost that the library calls of `plans` save, by the cost model; 1
/// when a plan calling a library was not priced, so that library forms keep their precedence.
/// Without copiesSave, plans that only copy save nothing (onlyCopies).
double librarySavings(const std::vector<RegionPlan>& plans, bool copiesSave) {
  double Saved = 0, All = 0;
  for (const RegionPlan& P : plans) {
    if (!P.LoopCost) return 1;
    All += *P.LoopCost;
    if (!callsLibrary(P) || (!copiesSave && onlyCopies(P))) continue;
    if (!P.CostRatio) return 1;
    Saved += *P.LoopCost * (1 - *P.CostRatio);
  }
  return All > 0 ? Saved / All : 1;
}

namespace {

/// The pieces' loop cost and the share of it the joined plan keeps, by the cost model, when
/// every piece was priced: library calls at their cost ratio, other pieces at their loops' cost
/// (no ratio when nothing calls a library).
void priceJoined(RegionPlan& joined, const std::vector<RegionPlan>& plans) {
  double Loops = 0, After = 0;
  for (const RegionPlan& P : plans) {
    bool Library = callsLibrary(P);
    if (!P.LoopCost || (Library && !P.CostRatio)) return;
    Loops += *P.LoopCost;
    After += *P.LoopCost * (Library ? *P.CostRatio : 1.0);
  }
  joined.LoopCost = Loops;
  if (Loops > 0 && After < Loops) joined.CostRatio = After / Loops;
}

} // namespace

void addRewriteFacts(RegionPlan& plan, const RegionPlan& other) {
  appendNew(plan.Includes, other.Includes);
  appendNew(plan.Links, other.Links);
  appendNew(plan.Calls, other.Calls);
  plan.Reassociates |= other.Reassociates;
  plan.FusesProducts |= other.FusesProducts;
  plan.Reciprocals |= other.Reciprocals;
  plan.RegroupsScalars |= other.RegroupsScalars;
  plan.ParallelLoops |= other.ParallelLoops;
}

RegionPlan nestByNestPlan(const lifting::Region& region, Pieces kind, const std::string& content,
                          const std::vector<RegionPlan>& plans) {
  const std::vector<lifting::Region>& List = kind == Pieces::Parts ? region.Parts : region.Inner;
  RegionPlan Plan;
  std::string Text;
  unsigned Begin = region.End.Offset, Cursor = region.End.Offset;
  std::string Summary =
      kind == Pieces::Parts ? "replaced part by part:" : "replaced inside the loop:";
  size_t Kept = 0;
  for (size_t I = 0; I < plans.size(); ++I) {
    const lifting::Region& Piece = List[I];
    const RegionPlan& P = plans[I];
    std::string Line = "line " + std::to_string(Piece.Begin.Line);
    if (P.Rewrite) {
      bool First = Text.empty();
      if (First) Begin = Cursor = P.Change.Offset;
      Text += content.substr(Cursor, P.Change.Offset - Cursor) + P.Change.Text;
      Cursor = P.Change.Offset + P.Change.Length;
      Summary += (Summary.back() == ':' ? " " : ", ") + Line + " " + P.Summary;
      addRewriteFacts(Plan, P);
      appendNew(Plan.Guard, P.Guard);
      if (First || callsLibrary(P)) Plan.Check = P.Check;
    } else {
      ++Kept;
      Plan.Reasons.insert(Plan.Reasons.end(), P.Reasons.begin(), P.Reasons.end());
      if (P.Reasons.empty() && Piece.Rejected) Plan.Reasons.push_back(Piece.Rejected->Reason);
      std::string Why = !P.Summary.empty() ? P.Summary
                        : Piece.Rejected   ? "not lifted: " + Piece.Rejected->Message
                                           : "";
      Plan.Explanation = joinedNotes(Plan.Explanation, Line + " kept: " + Why);
    }
    // A piece split in turn already names its own lines.
    bool Named = P.Explanation.rfind("line ", 0) == 0;
    if (!P.Explanation.empty())
      Plan.Explanation = joinedNotes(Plan.Explanation, (Named ? "" : Line + ": ") + P.Explanation);
  }
  if (Kept) Summary += "; " + std::to_string(Kept) + " other nest(s) kept";
  priceJoined(Plan, plans);
  Plan.Summary = Summary;
  Plan.Rewrite = Kept < plans.size();
  Plan.Change = {Begin, Cursor - Begin, Text, Plan.Check, "loop nest " + Summary};
  return Plan;
}

} // namespace liar::tool
