// Sums whose loops the IR nests against the arrays' layout. A definition
//   (build n0 (λp0. ... (build nq (λq. ifold m1 init (λr1 acc1. ifold m2 acc1 (λr2 acc2. STEP))))))
// printed as the term says runs the folds' loops inside the loop over q; when STEP reads a
// matrix whose last subscript is q and whose earlier ones are the folds' indices (X[r1][r2][q]),
// those loops walk it a row apart. Printed with the folds between the outer builds and q
// instead (p0 ..., r1, r2, q), each element of the destination is its own accumulator: for each
// element the same operations in the same order (init, then the steps in the folds' order), so
// the values are the same, and X is read along its rows. The outer builds keep their place, so
// under the user's `parallel for` the outermost one is still work-shared; a vector's columns
// are cut into blocks of kColumnBlock, the block loop outermost and work-shared.
#include "Emitter.h"

#include "saturation/Binders.h"

namespace liar::emit::detail {
namespace {

struct Walks {
  int Along = 0;   ///< matrices read with an outer index before a fold's index in the last
  int Against = 0; ///< matrices read with a fold's index before an outer index in the last
};

// The matrices (two or more subscripts) `t` reads at `at`, classified by the variables of
// their subscripts: `folds` are the bits of the folds' indices and `outer` that of the index
// which would run innermost, both as seen `shift` binders above `at`.
void countWalks(const Term& t, uint32_t at, int shift, uint64_t folds, uint64_t outer, Walks& w) {
  const Node& N = t.Nodes[at];
  if (N.Kind != Op::Index) {
    for (uint32_t K : N.kids())
      countWalks(t, K, shift + (N.Kind == Op::Lambda), folds, outer, w);
    return;
  }
  // The whole subscript chain is one element: its inner links are not elements of their own.
  uint64_t Last = ir::freeVariables(t.subterm(N.Kids[1])), Earlier = 0;
  countWalks(t, N.Kids[1], shift, folds, outer, w);
  uint32_t Base = N.Kids[0];
  size_t Subscripts = 1;
  for (; t.Nodes[Base].Kind == Op::Index; Base = t.Nodes[Base].Kids[0], ++Subscripts) {
    Earlier |= ir::freeVariables(t.subterm(t.Nodes[Base].Kids[1]));
    countWalks(t, t.Nodes[Base].Kids[1], shift, folds, outer, w);
  }
  if (t.Nodes[Base].Kind != Op::Sym) {
    countWalks(t, Base, shift, folds, outer, w);
    return;
  }
  if (Subscripts < 2) return;
  // A read that does not follow the outer index (a row statistic mean[b][t] under folds over b
  // and t) is read once per step in either order: it counts for neither.
  if ((Last & (folds << shift)) && (Earlier & (outer << shift)))
    ++w.Along;
  else if ((Last & (outer << shift)) && (Earlier & (folds << shift)))
    ++w.Against;
}

// Whether `at` is the destination's own element, dest[p0]...[q] under its builds: the first
// fold's initial value when the code updates the destination (`y[i] += ...`), which is there
// already and needs no store before the folds.
bool ownElement(const Term& t, uint32_t at, const std::string& destination, size_t rank) {
  for (size_t K = 0; K < rank; ++K) {
    const Node& N = t.Nodes[at];
    if (N.Kind != Op::Index || t.Nodes[N.Kids[1]].Kind != Op::Var ||
        t.Nodes[N.Kids[1]].Payload != static_cast<int32_t>(K))
      return false;
    at = N.Kids[0];
  }
  return !destination.empty() && t.Nodes[at].Kind == Op::Sym &&
         ir::nameOf(t.Nodes[at].Payload) == destination;
}

} // namespace

// The folds of a definition as rowsOuter reads them: nothing when `at` is not builds of the
// destination's rank around a chain of folds, each after the first starting from the
// accumulator of the one around it.
Emitter::FoldChain Emitter::foldChain(const View& dest, uint32_t at) const {
  FoldChain C;
  for (size_t D = 0; D < dest.rank(); ++D) {
    const Node& N = node(at);
    if (N.Kind != Op::Build || node(N.Kids[1]).Kind != Op::Lambda) return {};
    at = node(N.Kids[1]).Kids[0];
  }
  while (node(at).Kind == Op::IFold) {
    const Node& Fold = node(at);
    const Node& Index = node(Fold.Kids[2]);
    if (Index.Kind != Op::Lambda || node(Index.Kids[0]).Kind != Op::Lambda) return {};
    C.Folds.push_back(at);
    at = node(Index.Kids[0]).Kids[0];
    const Node& Inner = node(at);
    bool Chained = Inner.Kind == Op::IFold && node(Inner.Kids[1]).Kind == Op::Var &&
                   node(Inner.Kids[1]).Payload == 0;
    if (!Chained) break;
  }
  if (C.Folds.empty()) return {};
  C.Step = at;
  return C;
}

// The fold chain of `at`, computed into `dest`, when it is better printed with its folds outside
// its innermost build: its steps read some matrix against its rows and none along them; the folds'
// counts read neither the innermost index nor an accumulator; the step reads only the innermost
// accumulator and the destination not at all, and the first fold's initial value reads the
// destination only at the element it writes (the interchanged loops update every element at
// every step); the accumulator has the destination's type.
std::optional<Emitter::FoldChain> Emitter::rowsOuter(const View& dest, uint32_t at) {
  if (Probing || dest.rank() == 0 || dest.Transposed || dest.Inc != "1") return std::nullopt;
  FoldChain C = foldChain(dest, at);
  if (C.Folds.empty()) return std::nullopt;
  size_t M = C.Folds.size();
  // Seen from the step: acc_m is 0, r_m 1, acc_(m-1) 2, ..., r_1 2m-1, then q at 2m.
  uint64_t Folds = 0, Accumulators = 0;
  for (size_t J = 0; J < M; ++J) {
    Folds |= ir::freeBit(static_cast<int>(2 * J + 1));
    if (J > 0) Accumulators |= ir::freeBit(static_cast<int>(2 * J));
  }
  uint64_t Q = ir::freeBit(static_cast<int>(2 * M));
  if (ir::freeVariables(T->subterm(C.Step)) & Accumulators) return std::nullopt;
  for (size_t J = 0; J < M; ++J) {
    // Fold J's count sees q at 2J and the accumulators at the even indices below it.
    uint64_t Seen = ir::freeVariables(T->subterm(node(C.Folds[J]).Kids[0]));
    for (size_t K = 0; K <= J; ++K)
      if (Seen & ir::freeBit(static_cast<int>(2 * K))) return std::nullopt;
  }
  bool Reads = !dest.SymbolName.empty();
  uint32_t Init = node(C.Folds.front()).Kids[1];
  if (Reads && mentions(C.Step, dest.SymbolName)) return std::nullopt;
  if (Reads && mentions(Init, dest.SymbolName) &&
      !ownElement(*T, Init, dest.SymbolName, dest.rank()))
    return std::nullopt;
  Walks W;
  countWalks(*T, C.Step, 0, Folds, Q, W);
  if (W.Against == 0 || W.Along > 0) return std::nullopt;
  for (size_t D = 0; D < dest.rank(); ++D)
    bind("@", "");
  std::string Type = accumulatorType(C.Folds.front());
  for (size_t D = 0; D < dest.rank(); ++D)
    unbind();
  if (Type != ElemType) return std::nullopt;
  return C;
}

void Emitter::interchangedInto(const View& dest, const FoldChain& C) {
  size_t Rank = dest.rank();
  std::string SavedConst = ConstType;
  if (isFloating(ElemType)) ConstType = ElemType; // as the fold's accumulator
  NumType AccType = isFloating(ElemType) ? ElemType : "";
  // The outer builds, the outermost work-shared as loopsInto's would be. A vector has none:
  // under the user's threads its columns are cut into blocks, the block loop outermost and
  // work-shared, so each thread updates its own columns row after row.
  bool Parallel = ParallelLoops && Loops.Frames.empty() && RowLoops == 0;
  bool Blocked = Parallel && Rank == 1;
  size_t Start = Out.Text.size(), Calls = Out.Calls.size(), Temps = Out.Temporaries.size();
  std::vector<std::string> Idx;
  for (size_t D = 0; D + 1 < Rank; ++D) {
    Idx.push_back(fresh("i"));
    openLoop(Idx.back(), loopBound(dest.Extents[D]), Parallel && D == 0);
    bind(Idx.back(), "");
  }
  std::string Columns = loopBound(dest.Extents[Rank - 1]), Block;
  if (Blocked) {
    std::string Extent = paren(Columns);
    Block = fresh("i");
    std::string Width = std::to_string(kColumnBlock);
    openLoop(Block, "(" + Extent + " + " + std::to_string(kColumnBlock - 1) + ") / " + Width, true);
    std::string Left = Extent + " - " + Block + " * " + Width;
    Columns = "(" + Left + " < " + Width + " ? " + Left + " : " + Width + ")";
  }
  auto Column = [&](const std::string& q) {
    return Blocked ? "(" + Block + " * " + std::to_string(kColumnBlock) + " + " + q + ")" : q;
  };
  uint32_t Init = node(C.Folds.front()).Kids[1];
  if (!ownElement(*T, Init, dest.SymbolName, Rank)) {
    std::string I = fresh("i");
    openLoop(I, Columns);
    bind(Column(I), "");
    std::vector<std::string> Element = Idx;
    Element.push_back(Column(I));
    line(dest.element(Element) + " = " + scalar(Init) + ";");
    unbind();
    closeLoop();
  }
  // Each fold's loop: its count is printed under the binders it sees, the innermost index
  // and the accumulators being names no count reads (rowsOuter checked).
  std::vector<std::string> Rows;
  for (uint32_t Fold : C.Folds) {
    bind("@", "");
    for (const std::string& R : Rows) {
      bind(R, "");
      bind("@", "");
    }
    std::string Count = loopBound(scalar(node(Fold).Kids[0]));
    for (size_t K = 0; K < 2 * Rows.size() + 1; ++K)
      unbind();
    Rows.push_back(fresh("i"));
    openLoop(Rows.back(), Count);
  }
  std::string Q = fresh("i");
  openLoop(Q, Columns);
  Idx.push_back(Column(Q));
  std::string Element = dest.element(Idx);
  bind(Column(Q), "");
  for (const std::string& R : Rows) {
    bind(R, "");
    bind(Element, AccType, static_cast<int>(Loops.Frames.size()));
  }
  line(Element + " = " + scalar(C.Step) + ";");
  for (size_t K = 0; K < 2 * Rows.size() + Rank; ++K)
    unbind();
  for (size_t K = 0; K < Rows.size() + Rank + (Blocked ? 1 : 0); ++K)
    closeLoop();
  ConstType = SavedConst;
  if (Parallel && keptParallel(Start, Calls, Temps)) DefOnTeam = true;
}

// Whether the definition printed from `at` walks a matrix against its rows: some fold's step
// reads it with the fold's index before the last subscript and an outer index in it.
bool Emitter::walksAgainstRows(uint32_t at) const {
  const Node& N = node(at);
  if (N.Kind == Op::IFold && node(N.Kids[2]).Kind == Op::Lambda &&
      node(node(N.Kids[2]).Kids[0]).Kind == Op::Lambda) {
    Walks W;
    countWalks(*T, node(node(N.Kids[2]).Kids[0]).Kids[0], 0, ir::freeBit(1), ~uint64_t{3}, W);
    if (W.Against > 0 && W.Along == 0) return true;
  }
  for (uint32_t K : N.kids())
    if (walksAgainstRows(K)) return true;
  return false;
}

} // namespace liar::emit::detail
