#include "Saturate.h"

#include "CostDegree.h"
#include "Extract.h"
#include "Interner.h"
#include "Library.h"

#include <cmath>

namespace liar::ir {
namespace {

// Declares the program's names to the e-graph so the analysis knows their shapes and values.
void declareProgram(EGraph& g, const Program& p) {
  for (const ParamDecl& P : p.Params)
    g.declareSymbol(internName(P.Name),
                    {Shape::scalar(), static_cast<double>(P.Value), false, P.RunTime.empty()});
  for (const VarDecl& V : p.Vars) {
    Shape S = Shape::scalar();
    for (const Term& D : V.Dims) {
      ClassId Size = g.addTerm(D);
      S.Dims.push_back({Size, g.data(Size).Estimate});
    }
    g.declareSymbol(internName(V.Name),
                    {S, std::numeric_limits<double>::quiet_NaN(), V.Type != ElemType::Int});
  }
}

// Whether the term names `array`.
bool names(const Term& t, const std::string& array) {
  for (const Node& N : t.Nodes)
    if (N.Kind == Op::Sym && nameOf(N.Payload) == array) return true;
  return false;
}

// Whether the two definitions pass over a common array of the program: one writes or reads an
// array the other writes or reads (scalars, which a loop does not pass over, do not count).
bool shareArray(const Program& p, const DefSolution& a, const DefSolution& b) {
  auto Touches = [](const DefSolution& d, const std::string& array) {
    return d.Name == array || names(d.Original, array);
  };
  for (const VarDecl& V : p.Vars)
    if (V.isArray() && Touches(a, V.Name) && Touches(b, V.Name)) return true;
  return false;
}

// A def whose cheapest form is another declared array copies it: the e-graph makes `build n
// (λi. x[i])` the array x itself (eta-build), which costs nothing as a term but is a pass over
// x where the def assigns another array. That pass is the library's copy, priced as one.
void copyAsCall(DefSolution& s, const EGraph& g, ClassId root, const CostModel& model) {
  const Node& R = s.Best[s.Best.root()];
  if (R.Kind != Op::Sym || (model.Destination && R.Payload == *model.Destination)) return;
  const ClassData& D = g.data(root);
  const LibraryFunction* Copy = findLibraryFunction("copy");
  if (D.S.rank() == 0 || !Copy) return;
  ArgInfo Arg{D.S, g.find(root), D.Estimate, false, R.Payload};
  double Cost = model.libraryCost(*Copy, {&Arg, 1});
  if (!std::isfinite(Cost)) return;
  Term T;
  uint32_t X = addSym(T, nameOf(R.Payload));
  addOp(T, Op::Call, {X}, internName("copy"));
  s.Best = std::move(T);
  s.BestCost = Cost;
}

// The definition's form is its loops again.
void keepLoops(DefSolution& d) {
  d.Best = d.Original;
  d.BestCost = d.OriginalCost;
}

// Whether every call of `t` streams (Library.h), with at least one call.
bool onlyStreamingCalls(const Term& t) {
  std::vector<std::pair<std::string, int>> Calls = libraryCalls(t);
  for (const auto& Call : Calls) {
    const LibraryFunction* F = findLibraryFunction(Call.first);
    if (!F || !streams(*F)) return false;
  }
  return !Calls.empty();
}

// A definition that stays a loop passes over its arrays anyway. A definition replaced only by
// streaming calls over arrays that loop also touches adds passes over memory for work a loop
// does for its arithmetic alone, since the data pass through the cache either way: an AdamW
// step whose moments became scal and axpy calls beside the parameter update's loop ran at
// 0.83x the original, an SGD step with momentum at 0.77x. Such a definition keeps its loops.
// The cost model prices each definition alone, so this is decided over the whole program.
void keepSharedPasses(const Program& p, ProgramSolution& s) {
  std::vector<bool> KeepsLoops;
  for (const DefSolution& D : s.Defs)
    KeepsLoops.push_back(libraryCalls(D.Best).empty());
  for (size_t K = 0; K < s.Defs.size(); ++K) {
    if (!onlyStreamingCalls(s.Defs[K].Best)) continue;
    for (size_t J = 0; J < s.Defs.size(); ++J)
      if (J != K && KeepsLoops[J] && shareArray(p, s.Defs[K], s.Defs[J])) {
        keepLoops(s.Defs[K]);
        s.Optimized.Defs[K].Value = s.Defs[K].Original;
        KeepsLoops[K] = true;
        break;
      }
  }
}

} // namespace

ProgramSolution saturateProgram(const Program& p, Library library, const RunnerLimits& limits,
                                Numerics n) {
  ProgramSolution Solution{p, {}};
  std::vector<Rule> Rules = rulesFor(library, n);
  for (Def& D : Solution.Optimized.Defs) {
    CostModel Model;
    Model.L = library;
    Model.Destination = internName(D.Name);
    EGraph G;
    declareProgram(G, p);
    ClassId Root = G.addTerm(D.Value);
    G.rebuild();
    DefSolution S{D.Name, D.Value, {}, Extractor(G, Model).cost(Root), 0, {}};
    S.Report = runRules(G, Rules, limits);
    Extractor Ex(G, Model, nodesIn(G, D.Value));
    S.Best = Ex.extract(Root);
    S.BestCost = Ex.cost(Root);
    copyAsCall(S, G, Root, Model);
    S.LoopDegree = costDegree(S.Original, p, Evaluation::Hoisted);
    S.FormDegree = costDegree(S.Best, p, Evaluation::Printed);
    if (S.FormDegree > S.LoopDegree && !libraryCalls(S.Best).empty()) {
      S.DegreeRejected = true;
      keepLoops(S);
    }
    D.Value = S.Best;
    Solution.Defs.push_back(std::move(S));
  }
  keepSharedPasses(p, Solution);
  for (DefSolution& S : Solution.Defs)
    S.PrintedDegree = costDegree(S.Best, p, Evaluation::Printed);
  return Solution;
}

} // namespace liar::ir
