#include "Pattern.h"

#include "Interner.h"
#include "SExpr.h"

#include <charconv>
#include <stdexcept>

namespace liar::ir {

int Pattern::varIndex(std::string_view name) const {
  for (size_t I = 0; I < Vars.size(); ++I)
    if (Vars[I].Name == name) return static_cast<int>(I);
  return -1;
}

namespace {

class PatternParser {
public:
  PatternParser(Pattern& p, bool rightHandSide) : P(p), RightHandSide(rightHandSide) {}

  int convert(const SExpr& e) {
    if (!e.IsList) return convertAtom(e);
    if (e.Items.empty() || e.Items[0].IsList)
      throw std::invalid_argument("pattern: expected an operator in " + P.Text);
    const std::string& Head = e.Items[0].Atom;
    PatternNode N;
    N.K = PatternNode::Kind::Operator;
    if (Head == "lambda") {
      if (e.Items.size() != 3 || e.Items[1].IsList)
        throw std::invalid_argument("pattern: malformed lambda in " + P.Text);
      for (const std::string& S : Scope)
        if (S == e.Items[1].Atom)
          throw std::invalid_argument("pattern: binder shadows binder in " + P.Text);
      N.Operator = Op::Lambda;
      N.BinderName = e.Items[1].Atom;
      Scope.insert(Scope.begin(), N.BinderName);
      N.Kids.push_back(convert(e.Items[2]));
      Scope.erase(Scope.begin());
      return push(std::move(N));
    }
    if (auto O = opFromSpelling(Head)) {
      if (static_cast<int>(e.Items.size()) - 1 != opArity(*O))
        throw std::invalid_argument("pattern: wrong arity of '" + Head + "' in " + P.Text);
      N.Operator = *O;
    } else {
      N.Operator = Op::Call;
      N.Payload = internName(Head);
    }
    for (size_t I = 1; I < e.Items.size(); ++I)
      N.Kids.push_back(convert(e.Items[I]));
    return push(std::move(N));
  }

private:
  Pattern& P;
  bool RightHandSide;
  std::vector<std::string> Scope; // innermost first

  int push(PatternNode n) {
    P.Nodes.push_back(std::move(n));
    return static_cast<int>(P.Nodes.size() - 1);
  }

  int convertAtom(const SExpr& e) {
    const std::string& W = e.Atom;
    if (W[0] == '?') {
      int Index = P.varIndex(W);
      if (Index < 0) {
        Index = static_cast<int>(P.Vars.size());
        P.Vars.push_back({W, Scope});
      } else if (!RightHandSide && P.Vars[Index].Scope != Scope) {
        // A repeated variable must be seen under the same binders, or the two occurrences
        // would not denote the same value.
        throw std::invalid_argument("pattern: " + W + " used under different binders in " + P.Text);
      }
      PatternNode N;
      N.K = PatternNode::Kind::Variable;
      N.Var = Index;
      return push(std::move(N));
    }
    double V = 0;
    auto [End, Ec] = std::from_chars(W.data(), W.data() + W.size(), V);
    if (Ec == std::errc() && End == W.data() + W.size()) {
      PatternNode N;
      N.K = PatternNode::Kind::Constant;
      N.ConstValue = V;
      N.ConstIsInt = W.find_first_of(".eE") == std::string::npos;
      return push(std::move(N));
    }
    for (size_t I = 0; I < Scope.size(); ++I)
      if (Scope[I] == W) {
        PatternNode N;
        N.K = PatternNode::Kind::Bound;
        N.BinderName = W;
        N.BoundIndex = static_cast<int>(I);
        return push(std::move(N));
      }
    PatternNode N;
    N.K = PatternNode::Kind::Operator;
    N.Operator = Op::Sym;
    N.Payload = internName(W);
    return push(std::move(N));
  }
};

class Matcher {
public:
  Matcher(const EGraph& g, const Pattern& p, const std::function<bool(const Match&)>& k)
      : G(g), P(p), OnMatch(k) {}

  void run(ClassId c) {
    M.Root = c;
    M.Subst.assign(P.Vars.size(), kNoClass);
    matchClass(P.Root, c, [this] { return OnMatch(M); });
  }

private:
  const EGraph& G;
  const Pattern& P;
  const std::function<bool(const Match&)>& OnMatch;
  Match M;

  // Continuation-passing backtracking; each function returns false to stop the search.
  bool matchClass(int at, ClassId c, const std::function<bool()>& k) {
    const PatternNode& PN = P.Nodes[at];
    switch (PN.K) {
    case PatternNode::Kind::Variable: {
      ClassId& Slot = M.Subst[PN.Var];
      if (Slot == kNoClass) {
        Slot = G.find(c);
        bool Go = k();
        Slot = kNoClass;
        return Go;
      }
      return G.find(Slot) == G.find(c) ? k() : true;
    }
    case PatternNode::Kind::Bound: {
      for (const Node& N : G.eclass(c).Nodes)
        if (N.Kind == Op::Var && N.Payload == PN.BoundIndex) return k();
      return true;
    }
    case PatternNode::Kind::Constant:
      for (const Node& N : G.eclass(c).Nodes)
        if (N.Kind == Op::Const && constantOf(N.Payload).Value == PN.ConstValue) return k();
      return true;
    case PatternNode::Kind::Operator:
      break;
    }
    const std::vector<Node>& Nodes = G.eclass(c).Nodes;
    for (size_t I = 0; I < Nodes.size(); ++I) {
      const Node N = Nodes[I];
      if (N.Kind != PN.Operator || static_cast<size_t>(N.Arity) != PN.Kids.size()) continue;
      if ((N.Kind == Op::Call || N.Kind == Op::Sym) && N.Payload != PN.Payload) continue;
      if (!matchKids(PN, N, 0, k)) return false;
    }
    return true;
  }

  bool matchKids(const PatternNode& pn, const Node& n, size_t i, const std::function<bool()>& k) {
    if (i == pn.Kids.size()) return k();
    return matchClass(pn.Kids[i], n.Kids[i], [&] { return matchKids(pn, n, i + 1, k); });
  }
};

} // namespace

Pattern parsePattern(std::string_view text, bool rightHandSide) {
  Pattern P;
  P.Text = std::string(text);
  std::vector<SExpr> Tops;
  try {
    Tops = readSExprs(text, "<pattern>");
  } catch (const SyntaxError& E) {
    throw std::invalid_argument(E.what());
  }
  if (Tops.size() != 1)
    throw std::invalid_argument("pattern: expected one expression in " + P.Text);
  P.Root = PatternParser(P, rightHandSide).convert(Tops[0]);
  return P;
}

void matchPattern(const EGraph& g, const Pattern& p, ClassId c,
                  const std::function<bool(const Match&)>& onMatch) {
  Matcher(g, p, onMatch).run(c);
}

} // namespace liar::ir
