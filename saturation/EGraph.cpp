#include "EGraph.h"

#include "Binders.h"
#include "ElementFunctions.h"
#include "Interner.h"
#include "Library.h"

#include <algorithm>
#include <cmath>

namespace liar::ir {
namespace {

double estimateOf(const Node& n, const std::vector<EClass>& classes,
                  const std::function<ClassId(ClassId)>& find) {
  auto E = [&](int k) { return classes[find(n.Kids[k])].Data.Estimate; };
  switch (n.Kind) {
  case Op::Const:
    return constantOf(n.Payload).Value;
  case Op::Add:
    return E(0) + E(1);
  case Op::Sub:
    return E(0) - E(1);
  case Op::Mul:
    return E(0) * E(1);
  case Op::Div:
    return E(0) / E(1);
  case Op::IDiv:
    return E(1) != 0 ? std::trunc(E(0) / E(1)) : std::nan("");
  case Op::Neg:
    return -E(0);
  default:
    return std::nan("");
  }
}

bool isScalarOp(Op op) {
  switch (op) {
  case Op::Const:
  case Op::Add:
  case Op::Sub:
  case Op::Mul:
  case Op::Div:
  case Op::IDiv:
  case Op::Mod:
  case Op::Neg:
  case Op::Lt:
  case Op::Le:
  case Op::Eq:
  case Op::Ne:
  case Op::And:
  case Op::Or:
  case Op::Not:
  case Op::Sqrt:
  case Op::Exp:
  case Op::Pow:
  case Op::Fabs:
  case Op::Fmax:
  case Op::Fmin:
  case Op::ToDouble:
  case Op::ToFloat:
    return true;
  default:
    return false;
  }
}

} // namespace

ClassId EGraph::find(ClassId id) const {
  while (Parent[id] != id) {
    Parent[id] = Parent[Parent[id]];
    id = Parent[id];
  }
  return id;
}

Node EGraph::canonicalize(Node n) const {
  for (uint32_t& K : n.kids())
    K = find(K);
  return n;
}

const SymbolInfo* EGraph::symbol(int32_t name) const {
  auto It = Symbols.find(name);
  return It == Symbols.end() ? nullptr : &It->second;
}

ClassData EGraph::make(const Node& n) const {
  ClassData D;
  auto Kid = [&](int k) -> const ClassData& { return Classes[find(n.Kids[k])].Data; };
  if (n.Kind == Op::Var)
    D.Free = freeBit(n.Payload);
  else if (n.Kind == Op::Lambda)
    D.Free = Kid(0).Free >> 1;
  else
    for (int K = 0; K < n.Arity; ++K)
      D.Free |= Kid(K).Free;

  D.Estimate = estimateOf(n, Classes, [this](ClassId c) { return find(c); });

  if (isScalarOp(n.Kind)) {
    D.S = Shape::scalar();
    return D;
  }
  switch (n.Kind) {
  case Op::Sym:
    if (const SymbolInfo* Info = symbol(n.Payload)) {
      D.S = Info->S;
      D.Estimate = Info->Estimate;
    }
    break;
  case Op::Lambda:
    D.S = Kid(0).S;
    break;
  case Op::Build:
    if (Kid(1).S.Known) {
      D.S = Kid(1).S;
      ClassId Size = find(n.Kids[0]);
      bool Closed = Kid(0).Free == 0;
      D.S.Dims.insert(D.S.Dims.begin(), Dim{Closed ? Size : kNoClass, Kid(0).Estimate});
    }
    break;
  case Op::Index:
    if (Kid(0).S.Known && Kid(0).S.rank() >= 1) {
      D.S = Kid(0).S;
      D.S.Dims.erase(D.S.Dims.begin());
    }
    break;
  case Op::IFold:
    D.S = Kid(1).S;
    break;
  case Op::Select:
    D.S = Kid(1).S.Known ? Kid(1).S : Kid(2).S;
    break;
  case Op::Call:
    if (isElementFunction(nameOf(n.Payload))) D.S = Shape::scalar();
    if (const LibraryFunction* F = findLibraryFunction(nameOf(n.Payload));
        F && F->Arity == n.Arity) {
      std::vector<ArgInfo> Args;
      for (int K = 0; K < n.Arity; ++K)
        Args.push_back({Kid(K).S, Kid(K).Free == 0 ? find(n.Kids[K]) : kNoClass, Kid(K).Estimate,
                        false, std::nullopt});
      D.S = resultShape(*F, Args, [this](uint32_t a, uint32_t b) {
        std::optional<ClassId> Product = lookup(Node::make(Op::Mul, {a, b}));
        return Product ? *Product : kNoClass;
      });
    }
    break;
  default:
    break;
  }
  return D;
}

ClassId EGraph::add(Node n) {
  n = canonicalize(n);
  if (const ClassId* Known = Memo.find(n)) return find(*Known);
  ClassId Id = static_cast<ClassId>(Classes.size());
  Parent.push_back(Id);
  ClassData Data = make(n);
  Classes.emplace_back();
  Classes[Id].Nodes.push_back(n);
  Classes[Id].Data = std::move(Data);
  for (uint32_t K : n.kids())
    Classes[K].Parents.emplace_back(n, Id);
  Memo.tryEmplace(n, Id);
  ++LiveClasses;
  return Id;
}

ClassId EGraph::addTerm(const Term& t) {
  std::vector<ClassId> Ids(t.Nodes.size());
  for (size_t I = 0; I < t.Nodes.size(); ++I) {
    Node N = t.Nodes[I];
    for (uint32_t& K : N.kids())
      K = Ids[K];
    Ids[I] = add(N);
  }
  return Ids.back();
}

std::optional<ClassId> EGraph::lookup(Node n) const {
  const ClassId* Known = Memo.find(canonicalize(n));
  if (!Known) return std::nullopt;
  return find(*Known);
}

bool EGraph::merge(ClassId a, ClassId b) {
  a = find(a);
  b = find(b);
  if (a == b) return false;
  if (Classes[a].Parents.size() < Classes[b].Parents.size()) std::swap(a, b);
  Parent[b] = a;
  --LiveClasses;
  EClass& Into = Classes[a];
  EClass& From = Classes[b];
  Pending.insert(Pending.end(), From.Parents.begin(), From.Parents.end());
  auto [IntoChanged, FromLacked] = mergeClassData(Into.Data, From.Data);
  if (IntoChanged)
    AnalysisPending.insert(AnalysisPending.end(), Into.Parents.begin(), Into.Parents.end());
  if (FromLacked)
    AnalysisPending.insert(AnalysisPending.end(), From.Parents.begin(), From.Parents.end());
  Into.Nodes.insert(Into.Nodes.end(), From.Nodes.begin(), From.Nodes.end());
  Into.Parents.insert(Into.Parents.end(), From.Parents.begin(), From.Parents.end());
  std::vector<Node>().swap(From.Nodes);
  std::vector<std::pair<Node, ClassId>>().swap(From.Parents);
  return true;
}

void EGraph::processUnions() {
  while (!Pending.empty() || !AnalysisPending.empty()) {
    while (!Pending.empty()) {
      auto [N, Class] = Pending.back();
      Pending.pop_back();
      N = canonicalize(N);
      auto [Stored, Inserted] = Memo.tryEmplace(N, Class);
      if (!Inserted) merge(*Stored, Class);
    }
    while (!AnalysisPending.empty()) {
      auto [N, Class] = AnalysisPending.back();
      AnalysisPending.pop_back();
      ClassId C = find(Class);
      ClassData Fresh = make(canonicalize(N));
      if (mergeClassData(Classes[C].Data, Fresh).first)
        AnalysisPending.insert(AnalysisPending.end(), Classes[C].Parents.begin(),
                               Classes[C].Parents.end());
    }
  }
}

void EGraph::canonicalizeClasses() {
  for (ClassId Id = 0; Id < Classes.size(); ++Id) {
    if (find(Id) != Id) continue;
    EClass& C = Classes[Id];
    for (Node& N : C.Nodes)
      N = canonicalize(N);
    std::sort(C.Nodes.begin(), C.Nodes.end());
    C.Nodes.erase(std::unique(C.Nodes.begin(), C.Nodes.end()), C.Nodes.end());
    for (auto& [N, P] : C.Parents) {
      N = canonicalize(N);
      P = find(P);
    }
    std::sort(C.Parents.begin(), C.Parents.end(), [](const auto& x, const auto& y) {
      return x.first < y.first || (x.first == y.first && x.second < y.second);
    });
    C.Parents.erase(std::unique(C.Parents.begin(), C.Parents.end()), C.Parents.end());
    for (Dim& D : C.Data.S.Dims)
      if (D.SizeClass != kNoClass) D.SizeClass = find(D.SizeClass);
  }
}

void EGraph::rebuild() {
  processUnions();
  canonicalizeClasses();
}

std::vector<ClassId> EGraph::classIds() const {
  std::vector<ClassId> Ids;
  Ids.reserve(LiveClasses);
  for (ClassId Id = 0; Id < Classes.size(); ++Id)
    if (find(Id) == Id) Ids.push_back(Id);
  return Ids;
}

size_t EGraph::numNodes() const {
  size_t N = 0;
  for (ClassId Id = 0; Id < Classes.size(); ++Id)
    if (find(Id) == Id) N += Classes[Id].Nodes.size();
  return N;
}

} // namespace liar::ir
