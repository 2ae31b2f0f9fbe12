#include "MixedCandidate.h"

#include "OmpCandidate.h"
#include "TextUtil.h"
#include "poly/omp/BlockOrder.h"
#include "saturation/Extract.h"

#include <algorithm>
#include <optional>
#include <set>
#include <variant>

namespace liar::tool {
namespace {

/// A run of consecutive definitions that are all library calls, or all rescheduled loops.
struct Part {
  bool Library = false;
  std::vector<size_t> Defs;
  std::set<std::string> DefStatements; ///< PolyStatement names of the definitions' updates
  std::set<std::string> Statements;    ///< the same, with the free scalar statements it takes
  poly::omp::OmpResult Omp;            ///< the loops, for a part that is not a library call
};

ir::Program onlyDefs(const ir::Program& whole, const std::vector<size_t>& defs) {
  ir::Program P = whole;
  P.Defs.clear();
  for (size_t D : defs)
    P.Defs.push_back(whole.Defs[D]);
  return P;
}

/// Each definition emitted on its own, for those the form calls a library for (and gains
/// from); nothing for the others.
std::vector<std::optional<emit::RegionCode>> libraryDefs(const RegionContext& context,
                                                         const SaturatedForm& form) {
  std::vector<std::optional<emit::RegionCode>> Out;
  const ir::ProgramSolution& S = form.Solution;
  for (size_t I = 0; I < S.Defs.size(); ++I) {
    const ir::DefSolution& D = S.Defs[I];
    Out.emplace_back();
    if (ir::libraryCalls(D.Best).empty() || D.BestCost >= D.OriginalCost) continue;
    emit::EmitResult E =
        emit::emitProgram(onlyDefs(S.Optimized, {I}), context.Variables, form.Library, "  ",
                          context.ParallelPrinting, context.Targets);
    if (E.Ok && !E.Code.Calls.empty()) Out.back() = E.Code;
  }
  return Out;
}

/// Statements in no definition (scalar temporaries folded into a definition) join the earliest
/// part that reads their value, or, read by none, the part of the next statement that has one.
/// A library part's code computes them inside its call only (PartOrder::LibraryParts says what
/// other parts may then not do).
poly::omp::PartOrder partOrder(const lifting::PolyModel& model, const std::vector<Part>& parts,
                               const poly::omp::FlowReaders& readers) {
  poly::omp::PartOrder Order;
  for (size_t P = 0; P < parts.size(); ++P) {
    for (const std::string& S : parts[P].DefStatements)
      Order.PartOf[S] = static_cast<int>(P);
    if (parts[P].Library) Order.LibraryParts.insert(static_cast<int>(P));
  }
  int Next = static_cast<int>(parts.size()) - 1;
  for (auto It = model.Statements.rbegin(); It != model.Statements.rend(); ++It) {
    auto Found = Order.PartOf.find(It->Name);
    if (Found != Order.PartOf.end()) {
      Next = Found->second;
      continue;
    }
    int Part = Next;
    if (auto R = readers.find(It->Name); R != readers.end()) {
      int FirstReader = static_cast<int>(parts.size());
      for (const std::string& Reader : R->second)
        if (auto P = Order.PartOf.find(Reader); P != Order.PartOf.end())
          FirstReader = std::min(FirstReader, P->second);
      if (FirstReader < static_cast<int>(parts.size())) Part = FirstReader;
    }
    Order.PartOf[It->Name] = Part;
    Order.Free.insert(It->Name);
  }
  return Order;
}

std::vector<Part> splitParts(const lifting::Region& region,
                             const std::vector<std::optional<emit::RegionCode>>& library,
                             const poly::omp::FlowReaders& readers) {
  std::vector<Part> Parts;
  for (size_t D = 0; D < library.size(); ++D) {
    bool IsLibrary = library[D].has_value();
    if (Parts.empty() || Parts.back().Library != IsLibrary) Parts.push_back({IsLibrary});
    Parts.back().Defs.push_back(D);
    Parts.back().DefStatements.insert(region.DefStatements[D].begin(),
                                      region.DefStatements[D].end());
  }
  poly::omp::PartOrder Order = partOrder(*region.Poly, Parts, readers);
  for (const auto& [Statement, P] : Order.PartOf)
    Parts[P].Statements.insert(Statement);
  return Parts;
}

/// Schedules each loop part alone; a part OpenMP does not speed up stays in the loops the
/// library form prints for it. Returns the --explain notes.
std::vector<std::string> scheduleLoopParts(const lifting::Region& region,
                                           const PlanOptions& options, std::vector<Part>& parts) {
  std::vector<std::string> Notes;
  for (Part& P : parts) {
    if (P.Library) continue;
    poly::omp::OmpOptions O = ompOptions(region, options);
    O.Only = P.Statements;
    P.Omp = poly::omp::generateOmp(*region.Poly, O);
    std::string Why = P.Omp.Ok ? ompUnprofitable(P.Omp) : P.Omp.Reason;
    Notes.push_back("part of " + joined({P.Statements.begin(), P.Statements.end()}) + ": " +
                    (P.Omp.Ok ? ompEstimate(P.Omp) : "no OpenMP form") +
                    (Why.empty() ? "" : " (" + Why + ")"));
    P.Library = !Why.empty();
  }
  return Notes;
}

/// The cost model's price of the mixed form over that of the loops: library parts at the cost
/// of their library form, loop parts at the cost of the loops (the model does not price
/// threads).
std::optional<double> mixedCostRatio(const SaturatedForm& form, const std::vector<Part>& parts) {
  double Cost = 0;
  for (const Part& P : parts)
    for (size_t D : P.Defs)
      Cost += P.Library ? form.Solution.Defs[D].BestCost : form.Solution.Defs[D].OriginalCost;
  return costRatio(Cost, form.Before);
}

Candidate noMixedForm(const std::string& why) {
  Candidate C;
  C.WhyNot = refusal(Refusal::NoMixedForm, {why});
  C.Explanation = C.WhyNot.Message;
  return C;
}

/// Definition `d` printed from the IR as the library form prints it, or the candidate's
/// refusal: the printed loops would do more work than the loops, or cannot be printed.
std::variant<emit::RegionCode, Candidate> printedPart(const RegionContext& context,
                                                      const SaturatedForm& form, size_t d) {
  if (std::string Why = printedGrowth(form.Solution.Defs[d]); !Why.empty()) {
    Candidate C;
    C.WhyNot = refusal(Refusal::DegreeGrows, {Why});
    C.Explanation = C.WhyNot.Message;
    return C;
  }
  emit::EmitResult E =
      emit::emitProgram(onlyDefs(form.Solution.Optimized, {d}), context.Variables, form.Library,
                        "  ", context.ParallelPrinting, context.Targets);
  if (!E.Ok) return noMixedForm("library part not emitted: " + E.Reason);
  return E.Code;
}

/// Adds the temporaries of a library part's code to `taken`, those of all earlier parts. Each
/// part names its own from liar_t0 on, and all are declared together before the guard: a name
/// already taken is renamed, in the part's code too.
void addTemporaries(emit::RegionCode& code, std::vector<emit::Temporary>& taken) {
  for (emit::Temporary T : code.Temporaries) {
    bool Taken = std::any_of(taken.begin(), taken.end(),
                             [&](const emit::Temporary& U) { return U.Name == T.Name; });
    if (Taken) {
      std::string Unique = T.Name + "_" + std::to_string(taken.size());
      code.Text = renamedIdentifier(code.Text, T.Name, Unique);
      T.Declaration = renamedIdentifier(T.Declaration, T.Name, Unique);
      T.Name = Unique;
    }
    taken.push_back(T);
  }
}

} // namespace

Candidate mixedCandidate(const RegionContext& context, const SaturatedForm& form,
                         const PlanOptions& options) {
  const lifting::Region& R = context.Region;
  if (!R.Poly || R.DefStatements.size() != form.Solution.Defs.size()) return {};
  std::vector<std::optional<emit::RegionCode>> Library = libraryDefs(context, form);
  size_t Calls =
      std::count_if(Library.begin(), Library.end(), [](auto& L) { return L.has_value(); });
  if (Calls == 0 || Calls == Library.size()) return {};
  for (const std::vector<std::string>& Statements : R.DefStatements)
    if (Statements.empty()) return noMixedForm("a scalar's final value is one of its definitions");

  poly::omp::FlowReaders Readers = poly::omp::flowReaders(*R.Poly);
  std::vector<Part> Parts = splitParts(R, Library, Readers);
  if (std::string Why = poly::omp::partOrderViolation(*R.Poly, partOrder(*R.Poly, Parts, Readers));
      !Why.empty())
    return noMixedForm(Why);
  std::vector<std::string> Notes = scheduleLoopParts(R, options, Parts);
  if (std::all_of(Parts.begin(), Parts.end(), [](const Part& P) { return P.Library; }))
    return noMixedForm("no part outside the library calls gains from OpenMP loops");
  // Parts now printed from the IR compute their scalar temporaries inside, as library parts do.
  if (std::string Why = poly::omp::partOrderViolation(*R.Poly, partOrder(*R.Poly, Parts, Readers));
      !Why.empty())
    return noMixedForm(Why);

  Candidate C;
  C.Assumptions = viewAssumptions(R.Poly->Assumptions); // before the reads through the pointers
  // The rescheduled statements touch the elements they access; the library calls, the IR's views.
  for (Assumption& A : aliasAssumptions(R.Poly->Bindings, R.Poly->MayAlias, ArrayRange::Accessed,
                                        poly::accessBoxes(*R.Poly)))
    C.Assumptions.push_back(A);
  for (Assumption& A : aliasAssumptions(R.Bindings, R.MayAlias, ArrayRange::IrBox))
    C.Assumptions.push_back(A);
  std::vector<std::string> CallNames, Forms, Views;
  for (const Part& P : Parts) {
    if (!P.Library) {
      C.Code += P.Omp.Code;
      C.ParallelLoops |= P.Omp.Parallel;
      C.Reassociates |= P.Omp.Reduces;
      Forms.push_back(ompForm(P.Omp));
      continue;
    }
    for (size_t D : P.Defs) {
      const ir::Term& Best = form.Solution.Defs[D].Best;
      C.Reassociates |= ir::reassociatesSums(Best);
      C.FusesProducts |= ir::fusesProducts(Best);
      std::optional<emit::RegionCode> Code = Library[D];
      if (!Code) { // a loop part left as the library form prints it
        std::variant<emit::RegionCode, Candidate> Printed = printedPart(context, form, D);
        if (auto* Refused = std::get_if<Candidate>(&Printed)) return *Refused;
        Code = std::get<emit::RegionCode>(Printed);
      }
      addTemporaries(*Code, C.Temporaries);
      C.Code += Code->Text;
      C.ParallelLoops |= Code->ParallelLoops;
      appendNew(Views, Code->Guards);
      appendNew(CallNames, Code->Calls);
      appendNew(C.Includes, Code->Includes);
      appendNew(C.Links, Code->Links);
    }
  }
  for (Assumption& A : viewAssumptions(Views))
    C.Assumptions.push_back(A);
  for (Assumption& A : liftingAssumptions(R))
    C.Assumptions.push_back(A);
  C.Viable = true;
  C.Reciprocals = form.Reciprocals;
  C.RegroupsScalars = form.RegroupsScalars;
  C.Check = libraryCheck(form.Library);
  C.Summary = "replaced by " + joined(CallNames) + " and OpenMP loops (" + joined(Forms) + ")";
  C.Calls = CallNames;
  C.CostRatio = mixedCostRatio(form, Parts);
  C.Marker = std::string(ir::libraryName(form.Library)) + " (" + joined(CallNames) + ") and omp (" +
             joined(Forms) + ")";
  C.Explanation = "mixed form, in dependence order: " + joined(Notes);
  return C;
}

} // namespace liar::tool
