#include "Rewrite.h"

#include "Binders.h"
#include "Interner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace liar::ir {

void SmallestTerms::compute(const EGraph& g) {
  constexpr double Inf = std::numeric_limits<double>::infinity();
  Size.assign(g.idBound(), Inf);
  Best.assign(g.idBound(), Node{});
  std::vector<ClassId> Ids = g.classIds();
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (ClassId C : Ids)
      for (const Node& N : g.eclass(C).Nodes) {
        double S = 1;
        for (uint32_t K : N.kids())
          S += Size[g.find(K)];
        if (S < Size[C]) {
          Size[C] = S;
          Best[C] = N;
          Changed = true;
        }
      }
  }
  // Appliers look classes up by the ids they matched, which may since have been merged away.
  for (ClassId Id = 0; Id < g.idBound(); ++Id)
    if (ClassId Root = g.find(Id); Root != Id) {
      Size[Id] = Size[Root];
      Best[Id] = Best[Root];
    }
}

std::optional<Term> SmallestTerms::termOf(ClassId c) const {
  if (c >= Size.size() || Size[c] == std::numeric_limits<double>::infinity()) return std::nullopt;
  Term T;
  auto Build = [&](auto&& self, ClassId id) -> uint32_t {
    Node N = Best[id];
    for (uint32_t& K : N.kids())
      K = self(self, K);
    return T.add(N);
  };
  Build(Build, c);
  return T;
}

ClassId ApplyContext::cls(std::string_view var) const {
  int V = Lhs.varIndex(var);
  if (V < 0) throw std::logic_error("rule refers to unknown pattern variable " + std::string(var));
  return G.find(M.Subst[V]);
}

std::optional<Term> ApplyContext::term(std::string_view var) const {
  return Terms.termOf(M.Subst[Lhs.varIndex(var)]);
}

std::optional<ClassId> ApplyContext::reindex(int lhsVar, const std::vector<std::string>& scope) {
  const std::vector<std::string>& From = Lhs.Vars[lhsVar].Scope;
  ClassId C = M.Subst[lhsVar];
  auto Rename = [&](int k) -> std::optional<int> {
    if (k >= static_cast<int>(From.size()))
      return k - static_cast<int>(From.size()) + static_cast<int>(scope.size());
    auto It = std::find(scope.begin(), scope.end(), From[k]);
    if (It == scope.end()) return std::nullopt;
    return static_cast<int>(It - scope.begin());
  };
  uint64_t Free = G.data(C).Free;
  bool Identity = true;
  for (int K = 0; K < 64; ++K) {
    if (!(Free & freeBit(K))) continue;
    std::optional<int> To = Rename(K);
    if (!To) return std::nullopt;
    Identity &= *To == K;
  }
  if (Identity) return G.find(C);
  std::optional<Term> T = Terms.termOf(C);
  if (!T) return std::nullopt;
  std::optional<Term> Moved = renameFree(*T, Rename);
  if (!Moved) return std::nullopt;
  return G.addTerm(*Moved);
}

namespace {

std::optional<ClassId> instantiate(const Rule& r, int at, std::vector<std::string>& scope,
                                   ApplyContext& ctx) {
  const PatternNode& P = r.Rhs->Nodes[at];
  switch (P.K) {
  case PatternNode::Kind::Variable:
    return ctx.reindex(r.RhsToLhs[P.Var], scope);
  case PatternNode::Kind::Bound:
    return ctx.G.add(Node::leaf(Op::Var, P.BoundIndex));
  case PatternNode::Kind::Constant:
    return ctx.G.add(Node::leaf(Op::Const, internConstant({P.ConstValue, P.ConstIsInt})));
  case PatternNode::Kind::Operator:
    break;
  }
  Node N;
  N.Kind = P.Operator;
  N.Payload = P.Payload;
  N.Arity = static_cast<uint8_t>(P.Kids.size());
  if (P.Operator == Op::Lambda) scope.insert(scope.begin(), P.BinderName);
  bool Ok = true;
  for (size_t I = 0; I < P.Kids.size() && Ok; ++I) {
    std::optional<ClassId> Kid = instantiate(r, P.Kids[I], scope, ctx);
    Ok = Kid.has_value();
    if (Ok) N.Kids[I] = *Kid;
  }
  if (P.Operator == Op::Lambda) scope.erase(scope.begin());
  if (!Ok) return std::nullopt;
  return ctx.G.add(N);
}

} // namespace

std::optional<ClassId> Rule::apply(ApplyContext& ctx) const {
  for (const Guard& G : Guards)
    if (!G(ctx)) return std::nullopt;
  if (Code) return Code(ctx);
  std::vector<std::string> Scope;
  return instantiate(*this, Rhs->Root, Scope, ctx);
}

Rule rewrite(std::string name, std::string_view lhs, std::string_view rhs, std::string identity,
             std::vector<Guard> guards) {
  Rule R{std::move(name),
         std::move(identity),
         parsePattern(lhs),
         parsePattern(rhs, true),
         {},
         std::move(guards),
         {}};
  for (const PatternVar& V : R.Rhs->Vars) {
    int L = R.Lhs.varIndex(V.Name);
    if (L < 0)
      throw std::invalid_argument("rule " + R.Name + ": " + V.Name + " is not bound on the left");
    R.RhsToLhs.push_back(L);
  }
  return R;
}

Rule codeRewrite(std::string name, std::string_view lhs, CodeApplier code, std::string identity,
                 std::vector<Guard> guards) {
  return Rule{std::move(name),
              std::move(identity),
              parsePattern(lhs),
              std::nullopt,
              std::move(code),
              std::move(guards),
              {}};
}

Guard hasLength(std::string array, int dim, std::string size) {
  return [=](const ApplyContext& c) {
    const Shape& S = c.G.data(c.cls(array)).S;
    if (!S.Known || static_cast<int>(S.rank()) <= dim || S.Dims[dim].SizeClass == kNoClass)
      return false;
    return c.G.find(S.Dims[dim].SizeClass) == c.cls(size);
  };
}

Guard notUsing(std::string var, std::string binder) {
  return [=](const ApplyContext& c) {
    const std::vector<std::string>& Scope = c.Lhs.Vars[c.Lhs.varIndex(var)].Scope;
    auto It = std::find(Scope.begin(), Scope.end(), binder);
    if (It == Scope.end()) return true;
    return (c.G.data(c.cls(var)).Free & freeBit(static_cast<int>(It - Scope.begin()))) == 0;
  };
}

Guard isNot(std::string var, double value) {
  return [=](const ApplyContext& c) {
    for (const Node& N : c.G.eclass(c.cls(var)).Nodes)
      if (N.Kind == Op::Const && constantOf(N.Payload).Value == value) return false;
    return true;
  };
}

Guard sameClass(std::string var, std::string other) {
  return [=](const ApplyContext& c) { return c.cls(var) == c.cls(other); };
}

namespace {

/// The value of a class known at compile time: a constant, or a size declared with its value
/// (`#define N 40`: loops to `N - 1` start at the constant 39 while the arrays keep the name N).
std::optional<double> compileTimeValue(const EGraph& g, ClassId k) {
  for (const Node& N : g.eclass(k).Nodes) {
    if (N.Kind == Op::Const) return constantOf(N.Payload).Value;
    const SymbolInfo* S = N.Kind == Op::Sym ? g.symbol(N.Payload) : nullptr;
    if (S && S->Constant) return S->Estimate;
  }
  return std::nullopt;
}

bool sameSizeClasses(const EGraph& g, ClassId a, ClassId b) {
  if (g.find(a) == g.find(b)) return true;
  std::optional<double> A = compileTimeValue(g, a), B = compileTimeValue(g, b);
  return A && B && *A == *B;
}

} // namespace

Guard sameSize(std::string var, std::string other) {
  return [=](const ApplyContext& c) { return sameSizeClasses(c.G, c.cls(var), c.cls(other)); };
}

Guard hasSize(std::string array, int dim, std::string size) {
  return [=](const ApplyContext& c) {
    const Shape& S = c.G.data(c.cls(array)).S;
    if (!S.Known || static_cast<int>(S.rank()) <= dim || S.Dims[dim].SizeClass == kNoClass)
      return false;
    return sameSizeClasses(c.G, S.Dims[dim].SizeClass, c.cls(size));
  };
}

Guard isOneLess(std::string var, std::string size) {
  return [=](const ApplyContext& c) {
    ClassId Size = c.cls(size);
    std::optional<double> SizeValue = compileTimeValue(c.G, Size);
    for (const Node& N : c.G.eclass(c.cls(var)).Nodes) {
      if (N.Kind == Op::Const && SizeValue && constantOf(N.Payload).Value == *SizeValue - 1)
        return true;
      if (N.Kind == Op::Sub && c.G.find(N.Kids[0]) == Size) {
        std::optional<double> One = compileTimeValue(c.G, c.G.find(N.Kids[1]));
        if (One && *One == 1) return true;
      }
    }
    return false;
  };
}

namespace {

// Whether C computes the tree at `at` in a floating type, judged from the names it reads: a
// name declared double or float (or an element of such an array), a conversion to a floating
// type or a math function is floating, and arithmetic is floating when an operand is (C's
// usual conversions). Constants and library calls prove nothing: rules write floating
// constants (the 0.0 of fold-split, the ones of sum-as-dot) and calls into integer sums.
bool floatingTree(const EGraph& g, const Term& t, uint32_t at) {
  const Node& N = t[at];
  auto Any = [&](std::initializer_list<int> kids) {
    return std::any_of(kids.begin(), kids.end(),
                       [&](int k) { return floatingTree(g, t, N.Kids[k]); });
  };
  switch (N.Kind) {
  case Op::Sym: {
    const SymbolInfo* Info = g.symbol(N.Payload);
    return Info && Info->Floating;
  }
  case Op::ToDouble:
  case Op::ToFloat:
  case Op::Sqrt:
  case Op::Exp:
  case Op::Pow:
  case Op::Fabs:
  case Op::Fmax:
  case Op::Fmin:
    return true;
  case Op::Index:
  case Op::Neg:
  case Op::Lambda:
    return Any({0});
  case Op::Add:
  case Op::Sub:
  case Op::Mul:
  case Op::Div:
    return Any({0, 1});
  case Op::Select:
  case Op::IFold:
    return Any({1, 2});
  default:
    return false;
  }
}

// Whether the tree at `at` is never -0.0, so that adding +0.0 leaves it unchanged (rounding to
// nearest, x + y is -0.0 only when both are): constants (the interner keeps no negative
// zero), integer names and their elements, absolute values, a sum with such an operand, and a
// fold from such an initial value whose step only adds to its accumulator.
bool neverNegativeZero(const EGraph& g, const Term& t, uint32_t at) {
  const Node& N = t[at];
  auto Kid = [&](int k) { return neverNegativeZero(g, t, N.Kids[k]); };
  switch (N.Kind) {
  case Op::Const:
  case Op::Fabs:
  case Op::Mod:
  case Op::IDiv:
    return true;
  case Op::Sym: {
    const SymbolInfo* Info = g.symbol(N.Payload);
    return Info && !Info->Floating;
  }
  case Op::Index:
  case Op::ToDouble:
  case Op::ToFloat:
    return Kid(0);
  case Op::Add:
    return Kid(0) || Kid(1);
  case Op::Select:
    return Kid(1) && Kid(2);
  case Op::IFold: {
    const Node& Step = t[N.Kids[2]];
    const Node* Body = Step.Kind == Op::Lambda ? &t[Step.Kids[0]] : nullptr;
    const Node* Sum = Body && Body->Kind == Op::Lambda ? &t[Body->Kids[0]] : nullptr;
    auto Accumulator = [&](uint32_t k) { return t[k].Kind == Op::Var && t[k].Payload == 0; };
    return Kid(1) && Sum && Sum->Kind == Op::Add &&
           (Accumulator(Sum->Kids[0]) || Accumulator(Sum->Kids[1]));
  }
  default:
    return false;
  }
}

} // namespace

Guard isNeverNegativeZero(std::string var) {
  return [=](const ApplyContext& c) {
    std::optional<Term> T = c.term(var);
    return T && neverNegativeZero(c.G, *T, T->root());
  };
}

Guard isFloating(std::vector<std::string> vars) {
  return [=](const ApplyContext& c) {
    return std::any_of(vars.begin(), vars.end(), [&](const std::string& v) {
      std::optional<Term> T = c.term(v);
      return T && floatingTree(c.G, *T, T->root());
    });
  };
}

bool exactReciprocal(double value) {
  int Exponent = 0;
  double Mantissa = std::frexp(value, &Exponent);
  return std::fabs(Mantissa) == 0.5 && Exponent > -125 && Exponent < 126;
}

Guard isPowerOfTwo(std::string var) {
  return [=](const ApplyContext& c) {
    for (const Node& N : c.G.eclass(c.cls(var)).Nodes)
      if (N.Kind == Op::Const && exactReciprocal(constantOf(N.Payload).Value)) return true;
    return false;
  };
}

Guard isScalar(std::string var) {
  return [=](const ApplyContext& c) { return c.G.data(c.cls(var)).S.isScalar(); };
}

} // namespace liar::ir
