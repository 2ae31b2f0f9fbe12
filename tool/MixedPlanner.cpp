#include "MixedPlanner.h"

#include "BlockOrder.h"
#include "Extract.h"
#include "OmpPlanner.h"

#include <algorithm>
#include <set>

namespace liar::tool {
namespace {

/// A run of consecutive definitions that are all library calls, or all rescheduled loops.
struct Part {
  bool Library = false;
  std::vector<size_t> Defs;
  std::set<std::string> Statements; ///< PolyStatement names, free scalar statements included
  emit::omp::OmpResult Omp;         ///< the loops, for a part that is not a library call
};

ir::Program onlyDefs(const ir::Program& whole, const std::vector<size_t>& defs) {
  ir::Program P = whole;
  P.Defs.clear();
  for (size_t D : defs)
    P.Defs.push_back(whole.Defs[D]);
  return P;
}

/// Definitions the library form calls a library for, each emitted on its own.
std::vector<bool> libraryDefs(const ir::ProgramSolution& solution,
                              const std::map<std::string, emit::Variable>& vars,
                              emit::Library library) {
  std::vector<bool> Library;
  for (size_t I = 0; I < solution.Defs.size(); ++I) {
    const ir::DefSolution& D = solution.Defs[I];
    bool Calls = !ir::libraryCalls(D.Best).empty() && D.BestCost < D.OriginalCost;
    if (Calls) {
      emit::EmitResult E = emit::emitProgram(onlyDefs(solution.Optimized, {I}), vars, library);
      Calls = E.Ok && !E.Code.Calls.empty();
    }
    Library.push_back(Calls);
  }
  return Library;
}

/// Statements in no definition (scalar temporaries folded into a definition) join the part
/// of the next statement that has one; the library code computes them itself.
emit::omp::PartOrder partOrder(const lifting::PolyModel& model, const std::vector<Part>& parts) {
  emit::omp::PartOrder Order;
  for (size_t P = 0; P < parts.size(); ++P)
    for (const std::string& S : parts[P].Statements)
      Order.PartOf[S] = static_cast<int>(P);
  int Next = static_cast<int>(parts.size()) - 1;
  for (auto It = model.Statements.rbegin(); It != model.Statements.rend(); ++It) {
    auto Found = Order.PartOf.find(It->Name);
    if (Found != Order.PartOf.end()) {
      Next = Found->second;
      continue;
    }
    Order.PartOf[It->Name] = Next;
    if (parts[Next].Library) Order.Replaced.insert(It->Name);
  }
  return Order;
}

std::string joined(const std::vector<std::string>& items) {
  std::string Out;
  for (const std::string& I : items)
    Out += (Out.empty() ? "" : ", ") + I;
  return Out;
}

} // namespace

RegionPlan planMixedRegion(const lifting::Region& region, const std::string& content,
                           const PlanOptions& options, const ir::ProgramSolution& solution,
                           ir::Target target) {
  RegionPlan Plan = initialPlan(region, content);
  if (Plan.Check != "liar-missed" || !region.Poly ||
      region.DefStatements.size() != solution.Defs.size())
    return Plan;
  const lifting::PolyModel& Model = *region.Poly;
  std::map<std::string, emit::Variable> Vars = cVariables(region);
  emit::Library Lib = target == ir::Target::Blas ? emit::Library::Blas : emit::Library::Torch;
  std::vector<bool> Library = libraryDefs(solution, Vars, Lib);
  if (std::count(Library.begin(), Library.end(), true) == 0 ||
      std::count(Library.begin(), Library.end(), false) == 0)
    return Plan;
  auto NoMixedForm = [&](const std::string& why) {
    Plan.Summary = "no mixed form: " + why;
    Plan.Explanation = Plan.Summary;
    return Plan;
  };
  for (const std::vector<std::string>& Statements : region.DefStatements)
    if (Statements.empty()) return NoMixedForm("a scalar's final value is one of its definitions");

  std::vector<Part> Parts;
  for (size_t D = 0; D < Library.size(); ++D) {
    if (Parts.empty() || Parts.back().Library != Library[D]) Parts.push_back({Library[D]});
    Parts.back().Defs.push_back(D);
    Parts.back().Statements.insert(region.DefStatements[D].begin(), region.DefStatements[D].end());
  }
  emit::omp::PartOrder Order = partOrder(Model, Parts);
  for (const auto& [Statement, P] : Order.PartOf)
    Parts[P].Statements.insert(Statement);
  if (std::string Why = emit::omp::partOrderViolation(Model, Order); !Why.empty())
    return NoMixedForm(Why);

  // OpenMP loops for the other parts; a part they do not speed up stays in the loops the
  // library form prints for it.
  std::vector<std::string> Notes;
  bool AnyLoops = false;
  for (Part& P : Parts) {
    if (P.Library) continue;
    emit::omp::OmpOptions O = ompOptions(region, options);
    O.Only = P.Statements;
    P.Omp = emit::omp::generateOmp(Model, O);
    std::string Why = P.Omp.Ok ? ompUnprofitable(P.Omp) : P.Omp.Reason;
    Notes.push_back("part of " + joined({P.Statements.begin(), P.Statements.end()}) + ": " +
                    (P.Omp.Ok ? ompEstimate(P.Omp) : "no OpenMP form") +
                    (Why.empty() ? "" : " (" + Why + ")"));
    P.Library = !Why.empty();
    AnyLoops |= !P.Library;
  }
  if (!AnyLoops) return NoMixedForm("no part outside the library calls gains from OpenMP loops");
  // Parts now printed from the IR compute their scalar temporaries inside, as library parts do.
  Order = partOrder(Model, Parts);
  if (std::string Why = emit::omp::partOrderViolation(Model, Order); !Why.empty())
    return NoMixedForm(Why);

  std::vector<std::string> Guards;
  if (std::string Why; !ompAliasGuards(Model, options, Guards, Why)) return NoMixedForm(Why);
  std::string Code;
  std::vector<std::string> Calls, Forms;
  for (const Part& P : Parts) {
    if (!P.Library) {
      Code += P.Omp.Code;
      Forms.push_back(ompForm(P.Omp));
      continue;
    }
    emit::EmitResult E = emit::emitProgram(onlyDefs(solution.Optimized, P.Defs), Vars, Lib);
    if (!E.Ok) return NoMixedForm("library part not emitted: " + E.Reason);
    Code += E.Code.Text;
    appendNew(Guards, E.Code.Guards);
    appendNew(Calls, E.Code.Calls);
    appendNew(Plan.Includes, E.Code.Includes);
  }
  Plan.Check = target == ir::Target::Blas ? "liar-blas" : "liar-torch";
  Plan.Summary = "replaced by " + joined(Calls) + " and OpenMP loops (" + joined(Forms) + ")";
  Plan.Explanation = "mixed form, in dependence order: " + joined(Notes);
  setReplacement(Plan, region, content,
                 std::string(ir::targetName(target)) + " (" + joined(Calls) + ") and omp (" +
                     joined(Forms) + ")",
                 Code, Guards);
  return Plan;
}

} // namespace liar::tool
