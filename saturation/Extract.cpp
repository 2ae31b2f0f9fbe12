#include "Extract.h"

#include "ElementFunctions.h"
#include "Interner.h"

#include <limits>
#include <unordered_map>

namespace liar::ir {

std::optional<int32_t> Extractor::viewedArray(ClassId c) const {
  const Node* N = &Best[G.find(c)];
  while (N->Kind == Op::Index)
    N = &Best[G.find(N->Kids[0])];
  return N->Kind == Op::Sym ? std::optional(N->Payload) : std::nullopt;
}

NodeSet nodesIn(const EGraph& g, const Term& t) {
  NodeSet Out;
  std::vector<ClassId> Ids(t.Nodes.size(), kNoClass);
  for (size_t I = 0; I < t.Nodes.size(); ++I) {
    Node N = t.Nodes[I];
    bool Known = true;
    for (uint32_t& K : N.kids()) {
      Known &= Ids[K] != kNoClass;
      K = Ids[K];
    }
    std::optional<ClassId> C = Known ? g.lookup(N) : std::nullopt;
    if (!C) continue;
    Ids[I] = g.find(*C);
    Out.insert(N);
  }
  return Out;
}

Extractor::Extractor(const EGraph& g, const CostModel& model, const NodeSet& preferred) : G(g) {
  constexpr double Inf = std::numeric_limits<double>::infinity();
  Cost.assign(g.idBound(), Inf);
  Best.assign(g.idBound(), Node{});
  Visited.assign(g.idBound(), 0);
  std::vector<char> BestPreferred(g.idBound(), 0);
  std::vector<ClassId> Ids = g.classIds();
  std::vector<double> KidCosts;
  std::vector<ArgInfo> Kids;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (ClassId C : Ids)
      for (const Node& N : g.eclass(C).Nodes) {
        KidCosts.clear();
        Kids.clear();
        bool Ready = true;
        for (uint32_t K : N.kids()) {
          double KC = Cost[g.find(K)];
          Ready &= KC < Inf;
          KidCosts.push_back(KC);
          const ClassData& D = g.data(K);
          const Node& KidBest = Best[g.find(K)];
          Kids.push_back({D.S, D.Free == 0 ? g.find(K) : kNoClass, D.Estimate,
                          D.S.rank() > 0 && model.materialized(KidBest), viewedArray(K)});
        }
        if (!Ready) continue;
        double NC = model.nodeCost(N, KidCosts, Kids);
        // Relative tolerance so that sums in a different order do not flip the choice.
        bool Cheaper = NC < Cost[C] * (1 - 1e-12);
        bool Preferred = preferred.count(N) > 0;
        bool Tie = !Cheaper && NC <= Cost[C] * (1 + 1e-12) &&
                   (Preferred != static_cast<bool>(BestPreferred[C]) ? Preferred : N < Best[C]);
        // Equal costs (empty arrays that all rules make equal, views that cost nothing) can
        // make a class the cheapest form of one of its own kids: a cycle no term has.
        if ((Cheaper || Tie) && !closesCycle(N, C)) {
          Cost[C] = NC;
          Best[C] = N;
          BestPreferred[C] = Preferred;
          Changed = true;
        }
      }
  }
}

bool Extractor::closesCycle(const Node& n, ClassId c) const {
  ++Stamp;
  std::vector<ClassId> Work;
  for (uint32_t K : n.kids())
    Work.push_back(G.find(K));
  while (!Work.empty()) {
    ClassId At = Work.back();
    Work.pop_back();
    if (At == c) return true;
    if (Visited[At] == Stamp) continue;
    Visited[At] = Stamp;
    for (uint32_t K : Best[At].kids())
      Work.push_back(G.find(K));
  }
  return false;
}

Term Extractor::extract(ClassId c) const {
  Term T;
  std::unordered_map<ClassId, uint32_t> Done;
  auto Visit = [&](auto&& self, ClassId id) -> uint32_t {
    id = G.find(id);
    if (auto It = Done.find(id); It != Done.end()) return It->second;
    Node N = Best[id];
    for (uint32_t& K : N.kids())
      K = self(self, K);
    uint32_t At = T.add(N);
    Done.emplace(id, At);
    return At;
  };
  Visit(Visit, c);
  return T;
}

void countLibraryCalls(const Term& t, std::vector<std::pair<std::string, int>>& calls) {
  auto Visit = [&](auto&& self, uint32_t at) -> void {
    const Node& N = t.Nodes[at];
    for (uint32_t K : N.kids())
      self(self, K);
    if (N.Kind != Op::Call || isElementFunction(nameOf(N.Payload))) return;
    const std::string& Name = nameOf(N.Payload);
    for (auto& [Existing, Count] : calls)
      if (Existing == Name) {
        ++Count;
        return;
      }
    calls.emplace_back(Name, 1);
  };
  if (!t.empty()) Visit(Visit, t.root());
}

std::vector<std::pair<std::string, int>> libraryCalls(const Term& t) {
  std::vector<std::pair<std::string, int>> Calls;
  countLibraryCalls(t, Calls);
  return Calls;
}

} // namespace liar::ir
