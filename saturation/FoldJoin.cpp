#include "FoldJoin.h"

#include "Binders.h"
#include "Interner.h"

namespace liar::ir {
namespace {

// De Bruijn indices of the binders at the root of the inner body: the inner accumulator,
// the inner index, the outer accumulator, the outer index. Free variables of the body beyond
// them lose two binders: the joined fold has one index and one accumulator.
constexpr int kInnerAcc = 0, kInner = 1, kOuterAcc = 2, kOuter = 3, kBinders = 4, kRemoved = 2;
// In the joined body: its accumulator and its index.
constexpr int kJoinedAcc = 0, kJoinedIndex = 1;

struct Joiner {
  ApplyContext& C;
  const Term& Body;
  Term& Out;

  bool isVar(uint32_t at, int index) const {
    return Body[at].Kind == Op::Var && Body[at].Payload == index;
  }

  // X free of the four binders, its outer free variables moved out by two, when its class has
  // the two lengths the folds count.
  std::optional<uint32_t> joinedRows(uint32_t x, int depth) {
    std::optional<Term> Moved = renameFree(Body.subterm(x), [depth](int k) -> std::optional<int> {
      if (k < depth) return k;
      if (k - depth < kBinders) return std::nullopt;
      return k - kRemoved;
    });
    if (!Moved) return std::nullopt;
    const Shape& S = C.G.data(C.G.addTerm(*Moved)).S;
    if (!S.Known || S.rank() < 2) return std::nullopt;
    if (S.Dims[0].SizeClass == kNoClass || S.Dims[1].SizeClass == kNoClass) return std::nullopt;
    if (C.G.find(S.Dims[0].SizeClass) != C.cls("?n") ||
        C.G.find(S.Dims[1].SizeClass) != C.cls("?m"))
      return std::nullopt;
    uint32_t Rows = Out.append(*Moved, Moved->root());
    return addOp(Out, Op::Call, {Rows}, internName("join"));
  }

  std::optional<uint32_t> copy(uint32_t at, int depth) {
    const Node& N = Body[at];
    if (N.Kind == Op::Index && isVar(N.Kids[1], depth + kInner)) {
      const Node& Row = Body[N.Kids[0]];
      if (Row.Kind != Op::Index || !isVar(Row.Kids[1], depth + kOuter)) return std::nullopt;
      std::optional<uint32_t> Joined = joinedRows(Row.Kids[0], depth);
      if (!Joined) return std::nullopt;
      return addOp(Out, Op::Index, {*Joined, addVar(Out, depth + kJoinedIndex)});
    }
    if (N.Kind == Op::Var) {
      int Free = N.Payload - depth;
      if (Free < 0) return addVar(Out, N.Payload);
      if (Free == kInnerAcc) return addVar(Out, depth + kJoinedAcc);
      if (Free < kBinders) return std::nullopt; // an index used alone, or the outer accumulator
      return addVar(Out, N.Payload - kRemoved);
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

} // namespace

std::optional<ClassId> joinNestedFolds(ApplyContext& c) {
  constexpr uint64_t OuterBinders = 0b11; // ?m sits under the outer fold's index and accumulator
  if (c.G.data(c.cls("?m")).Free & OuterBinders) return std::nullopt;
  std::optional<Term> N = c.term("?n"), M = c.term("?m"), Init = c.term("?init"),
                      Body = c.term("?body");
  if (!N || !M || !Init || !Body) return std::nullopt;
  std::optional<Term> Count = renameFree(*M, [](int k) { return std::optional<int>(k - 2); });
  if (!Count) return std::nullopt;
  Term Out;
  // The count first: the e-graph gives (join X) the class of (* n m) as its length when it
  // holds that product already.
  uint32_t Product =
      addOp(Out, Op::Mul, {Out.append(*N, N->root()), Out.append(*Count, Count->root())});
  Joiner J{c, *Body, Out};
  std::optional<uint32_t> Joined = J.copy(Body->root(), 0);
  if (!Joined) return std::nullopt;
  uint32_t Step = addOp(Out, Op::Lambda, {addOp(Out, Op::Lambda, {*Joined})});
  addOp(Out, Op::IFold, {Product, Out.append(*Init, Init->root()), Step});
  return c.G.addTerm(Out);
}

} // namespace liar::ir
