#include "Saturate.h"

#include "CostDegree.h"
#include "Extract.h"
#include "Interner.h"

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
    Extractor Ex(G, Model);
    S.Best = Ex.extract(Root);
    S.BestCost = Ex.cost(Root);
    S.LoopDegree = costDegree(S.Original, p, Evaluation::Hoisted);
    S.FormDegree = costDegree(S.Best, p, Evaluation::AsWritten);
    if (S.FormDegree > S.LoopDegree && !libraryCalls(S.Best).empty()) {
      S.DegreeRejected = true;
      S.Best = S.Original;
      S.BestCost = S.OriginalCost;
    }
    D.Value = S.Best;
    Solution.Defs.push_back(std::move(S));
  }
  return Solution;
}

} // namespace liar::ir
