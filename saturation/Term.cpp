#include "Term.h"

#include "Interner.h"

#include <unordered_map>

namespace liar::ir {

uint32_t Term::append(const Term& other, uint32_t at) {
  std::unordered_map<uint32_t, uint32_t> Copied;
  auto Copy = [&](auto&& self, uint32_t i) -> uint32_t {
    if (auto It = Copied.find(i); It != Copied.end()) return It->second;
    Node N = other.Nodes[i];
    for (uint32_t& K : N.kids())
      K = self(self, K);
    uint32_t New = add(N);
    Copied.emplace(i, New);
    return New;
  };
  return Copy(Copy, at);
}

Term Term::subterm(uint32_t at) const {
  Term T;
  T.append(*this, at);
  return T;
}

size_t Term::treeSize(uint32_t at) const {
  size_t Size = 1;
  for (uint32_t K : Nodes[at].kids())
    Size += treeSize(K);
  return Size;
}

bool sameTree(const Term& a, uint32_t atA, const Term& b, uint32_t atB) {
  const Node& NA = a.Nodes[atA];
  const Node& NB = b.Nodes[atB];
  if (NA.Kind != NB.Kind || NA.Payload != NB.Payload || NA.Arity != NB.Arity) return false;
  for (int I = 0; I < NA.Arity; ++I)
    if (!sameTree(a, NA.Kids[I], b, NB.Kids[I])) return false;
  return true;
}

uint32_t addConst(Term& t, double value, bool isInt) {
  return t.add(Node::leaf(Op::Const, internConstant({value, isInt})));
}

uint32_t addVar(Term& t, int index) {
  return t.add(Node::leaf(Op::Var, index));
}

uint32_t addSym(Term& t, std::string_view name) {
  return t.add(Node::leaf(Op::Sym, internName(name)));
}

uint32_t addOp(Term& t, Op kind, std::initializer_list<uint32_t> kids, int32_t payload) {
  return t.add(Node::make(kind, kids, payload));
}

} // namespace liar::ir
