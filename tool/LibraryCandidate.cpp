#include "LibraryCandidate.h"

#include "TextUtil.h"
#include "saturation/Extract.h"

#include <cstdio>

namespace liar::tool {
namespace {

std::string costText(double c) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.3g", c);
  return Buf;
}

SaturatedForm saturateFor(const ir::Program& p, ir::Library library, const PlanOptions& o) {
  ir::RunnerLimits Limits;
  Limits.Iterations = o.IterationLimit;
  Limits.Nodes = o.NodeLimit;
  Limits.Seconds = o.TimeLimit;
  ir::Numerics Numerics = o.FpRelaxed ? ir::Numerics::Relaxed : ir::Numerics::Exact;
  SaturatedForm F{library, ir::saturateProgram(p, library, Limits, Numerics)};
  for (const ir::DefSolution& D : F.Solution.Defs) {
    F.Before += D.OriginalCost;
    F.After += D.BestCost;
    F.Sums |= ir::reassociatesSums(D.Best);
    F.FusesProducts |= ir::fusesProducts(D.Best);
    F.Reciprocals |= ir::reciprocals(D.Best) > ir::reciprocals(D.Original);
    F.RegroupsScalars |= ir::regroupsScalars(D.Original, D.Best);
    if (D.DegreeRejected && F.DegreeRejection.empty())
      F.DegreeRejection = "the " + std::string(ir::libraryName(library)) + " form of '" + D.Name +
                          "' evaluates per element what the loops evaluate once (work of degree " +
                          std::to_string(D.FormDegree) + " in the sizes, the loops' " +
                          std::to_string(D.LoopDegree) + ")";
    if (F.PrintedGrowth.empty()) F.PrintedGrowth = printedGrowth(D);
    std::vector<std::pair<std::string, int>> Calls = ir::libraryCalls(D.Best);
    if (Calls.empty()) F.LoopsLeft += D.BestCost;
    for (const auto& Call : Calls)
      F.Calls += Call.second;
  }
  return F;
}

std::string statistics(const SaturatedForm& f) {
  std::string Out;
  for (const ir::DefSolution& D : f.Solution.Defs) {
    char Buf[200];
    std::snprintf(Buf, sizeof Buf,
                  "%s %s: %zu iterations, %zu e-nodes, %zu e-classes, %.5f s, stop: %s",
                  std::string(ir::libraryName(f.Library)).c_str(), D.Name.c_str(),
                  D.Report.Iterations.size(), D.Report.Nodes, D.Report.Classes, D.Report.Seconds,
                  std::string(ir::stopReasonName(D.Report.Stop)).c_str());
    Out += std::string(Out.empty() ? "" : "\n") + Buf;
  }
  return Out;
}

} // namespace

std::string printedGrowth(const ir::DefSolution& d) {
  if (!d.printedGrows()) return "";
  return "the loops printed for '" + d.Name +
         "' would evaluate per element what the original loops evaluate once (work of degree " +
         std::to_string(d.PrintedDegree) + " in the sizes, the loops' " +
         std::to_string(d.LoopDegree) + ")";
}

std::string roundingChanges(const SaturatedForm& form) {
  std::vector<std::string> Changes;
  if (form.Sums) Changes.push_back("reorders floating-point sums");
  if (form.FusesProducts) Changes.push_back("fuses products with additions");
  if (form.Reciprocals) Changes.push_back("multiplies by reciprocals");
  if (form.RegroupsScalars) Changes.push_back("regroups scalar factors");
  std::string Out;
  for (size_t I = 0; I < Changes.size(); ++I)
    Out += (I == 0 ? "" : I + 1 == Changes.size() ? " and " : ", ") + Changes[I];
  return Out;
}

std::optional<double> costRatio(double form, double loops) {
  if (loops <= 0) return std::nullopt;
  return form / loops;
}

LibraryForms saturateLibraryForms(const RegionContext& context,
                                  const std::vector<ir::Library>& libraries,
                                  const PlanOptions& options) {
  LibraryForms Out;
  const lifting::Region& R = context.Region;
  ir::ParseResult<ir::Program> Parsed = ir::parseProgram(R.IrText, R.Begin.File);
  if (!Parsed) {
    Out.Error = "internal error: lifted IR does not parse: " + Parsed.Error;
    return Out;
  }
  for (ir::Library L : libraries)
    Out.Forms.push_back(saturateFor(*Parsed.Value, L, options));
  for (const SaturatedForm& F : Out.Forms)
    if (F.Calls > 0 && F.After < F.Before && (!Out.Best || F.After < Out.Best->After)) Out.Best = F;
  Out.Explanation = "loop form costs " + costText(Out.Forms.front().Before);
  for (const SaturatedForm& F : Out.Forms) {
    Out.Explanation += "; " + std::string(ir::libraryName(F.Library)) + " form costs " +
                       costText(F.After) + " (" + std::to_string(F.Calls) + " call(s))";
    std::string S = statistics(F);
    if (!S.empty()) Out.Statistics += (Out.Statistics.empty() ? "" : "\n") + S;
  }
  return Out;
}

Candidate libraryCandidate(const RegionContext& context, const SaturatedForm& form) {
  Candidate C;
  if (!form.PrintedGrowth.empty()) {
    C.WhyNot = refusal(Refusal::DegreeGrows, {form.PrintedGrowth});
    return C;
  }
  emit::EmitResult E = emit::emitProgram(form.Solution.Optimized, context.Variables, form.Library,
                                         "  ", context.ParallelPrinting, context.Targets);
  if (!E.Ok) {
    C.WhyNot = refusal(Refusal::NotEmitted, {E.Reason});
    return C;
  }
  if (E.Code.Calls.empty()) {
    C.WhyNot = refusal(Refusal::LoopsOnly);
    return C;
  }
  C.Assumptions = viewAssumptions(E.Code.Guards);
  const lifting::Region& R = context.Region;
  for (Assumption& A : liftingAssumptions(R))
    C.Assumptions.push_back(A);
  for (Assumption& A : aliasAssumptions(R.Bindings, R.MayAlias, ArrayRange::IrBox))
    C.Assumptions.push_back(A);
  std::vector<std::string> Calls;
  appendNew(Calls, E.Code.Calls);
  C.Viable = true;
  C.Reassociates = form.Sums;
  C.FusesProducts = form.FusesProducts;
  C.Reciprocals = form.Reciprocals;
  C.RegroupsScalars = form.RegroupsScalars;
  C.Check = libraryCheck(form.Library);
  C.Summary = "replaced by " + joined(Calls);
  C.Calls = Calls;
  C.CostRatio = costRatio(form.After, form.Before);
  C.Marker = std::string(ir::libraryName(form.Library)) + " (" + joined(Calls) + ")";
  C.Code = E.Code.Text;
  C.ParallelLoops = E.Code.ParallelLoops;
  C.LoopsOffTeam = E.Code.LoopsOffTeam;
  C.LoopsAgainstRows = E.Code.LoopsAgainstRows;
  C.Temporaries = E.Code.Temporaries;
  C.Includes = E.Code.Includes;
  C.Links = E.Code.Links;
  return C;
}

} // namespace liar::tool
