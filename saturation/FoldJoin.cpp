#include "FoldJoin.h"

#include "Binders.h"
#include "Interner.h"

namespace liar::ir {
namespace {

// The binders between the two nested constructs and their body, as De Bruijn indices at the
// body's root, and what each becomes in the joined construct.
struct Binders {
  int Inner, Outer;  ///< the inner and the outer index
  int Count;         ///< binders at the body's root
  int Removed;       ///< binders the joined construct has fewer
  int JoinedIndex;   ///< the joined index in the new body
  int KeptFrom = -1; ///< a binder kept (the inner accumulator), or -1
  int KeptTo = -1;   ///< its index in the new body
};

// Folds: the inner accumulator, the inner index, the outer accumulator, the outer index; the
// joined fold has one index and one accumulator, which the inner accumulator becomes.
constexpr Binders kFolds = {1, 3, 4, 2, 1, 0, 0};
// Builds: the inner index, the outer index; the joined build has one index.
constexpr Binders kBuilds = {0, 1, 2, 1, 0};

struct Joiner {
  ApplyContext& C;
  const Term& Body;
  Term& Out;
  Binders B;
  int MinRank;   ///< the joined arrays' rank: 3 for builds, whose elements must be rows
  int Joins = 0; ///< pairs X[b][t] joined: none, and the constructs walk no array together

  bool isVar(uint32_t at, int index) const {
    return Body[at].Kind == Op::Var && Body[at].Payload == index;
  }

  // X free of the binders, its outer free variables moved out, when its class has the two
  // lengths the constructs count.
  std::optional<uint32_t> joinedRows(uint32_t x, int depth) {
    std::optional<Term> Moved =
        renameFree(Body.subterm(x), [depth, this](int k) -> std::optional<int> {
          if (k < depth) return k;
          if (k - depth < B.Count) return std::nullopt;
          return k - B.Removed;
        });
    if (!Moved) return std::nullopt;
    const Shape& S = C.G.data(C.G.addTerm(*Moved)).S;
    if (!S.Known || static_cast<int>(S.rank()) < MinRank) return std::nullopt;
    if (S.Dims[0].SizeClass == kNoClass || S.Dims[1].SizeClass == kNoClass) return std::nullopt;
    if (C.G.find(S.Dims[0].SizeClass) != C.cls("?n") ||
        C.G.find(S.Dims[1].SizeClass) != C.cls("?m"))
      return std::nullopt;
    uint32_t Rows = Out.append(*Moved, Moved->root());
    return addOp(Out, Op::Call, {Rows}, internName("join"));
  }

  std::optional<uint32_t> copy(uint32_t at, int depth) {
    const Node& N = Body[at];
    if (N.Kind == Op::Index && isVar(N.Kids[1], depth + B.Inner)) {
      const Node& Row = Body[N.Kids[0]];
      if (Row.Kind != Op::Index || !isVar(Row.Kids[1], depth + B.Outer)) return std::nullopt;
      std::optional<uint32_t> Joined = joinedRows(Row.Kids[0], depth);
      if (!Joined) return std::nullopt;
      ++Joins;
      return addOp(Out, Op::Index, {*Joined, addVar(Out, depth + B.JoinedIndex)});
    }
    if (N.Kind == Op::Var) {
      int Free = N.Payload - depth;
      if (Free < 0) return addVar(Out, N.Payload);
      if (Free == B.KeptFrom) return addVar(Out, depth + B.KeptTo);
      if (Free < B.Count) return std::nullopt; // an index used alone, or the outer accumulator
      return addVar(Out, N.Payload - B.Removed);
    }
    Node M = N;
    int Inner = depth + (N.Kind == Op::Lambda ? 1 : 0);
    for (uint32_t& K : M.kids()) {
      std::optional<uint32_t> Kid = copy(K, Inner);
      if (!Kid) return std::nullopt;
      K = *Kid;
    }
    return Out.add(M);
  }
};

// Starts `out` with (* n m), m moved out of the binders between the two constructs: the
// e-graph gives (join X) the class of that product as its length when it holds it already.
std::optional<uint32_t> jointCount(ApplyContext& c, int between, Term& out) {
  uint64_t Between = (uint64_t{1} << between) - 1;
  if (c.G.data(c.cls("?m")).Free & Between) return std::nullopt;
  std::optional<Term> N = c.term("?n"), M = c.term("?m");
  if (!N || !M) return std::nullopt;
  std::optional<Term> Count =
      renameFree(*M, [between](int k) { return std::optional<int>(k - between); });
  if (!Count) return std::nullopt;
  return addOp(out, Op::Mul, {out.append(*N, N->root()), out.append(*Count, Count->root())});
}

} // namespace

std::optional<ClassId> joinNestedFolds(ApplyContext& c) {
  Term Out;
  std::optional<uint32_t> Product = jointCount(c, 2, Out); // the outer index and accumulator
  std::optional<Term> Init = c.term("?init"), Body = c.term("?body");
  if (!Product || !Init || !Body) return std::nullopt;
  Joiner J{c, *Body, Out, kFolds, 2};
  std::optional<uint32_t> Joined = J.copy(Body->root(), 0);
  if (!Joined || J.Joins == 0) return std::nullopt;
  uint32_t Step = addOp(Out, Op::Lambda, {addOp(Out, Op::Lambda, {*Joined})});
  addOp(Out, Op::IFold, {*Product, Out.append(*Init, Init->root()), Step});
  return c.G.addTerm(Out);
}

std::optional<ClassId> joinNestedBuilds(ApplyContext& c) {
  Term Out;
  std::optional<uint32_t> Product = jointCount(c, 1, Out); // the outer index
  std::optional<Term> N = c.term("?n"), Body = c.term("?body");
  if (!Product || !N || !Body) return std::nullopt;
  Joiner J{c, *Body, Out, kBuilds, 3};
  std::optional<uint32_t> Joined = J.copy(Body->root(), 0);
  if (!Joined || J.Joins == 0) return std::nullopt;
  uint32_t Rows = addOp(Out, Op::Build, {*Product, addOp(Out, Op::Lambda, {*Joined})});
  addOp(Out, Op::Call, {Out.append(*N, N->root()), Rows}, internName("split"));
  return c.G.addTerm(Out);
}

} // namespace liar::ir
