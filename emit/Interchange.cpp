// A vector of sums over the rows of a matrix, (build m (λi. ifold n init (λr acc. STEP))) where
// STEP reads X[r][i]: printed as the term says, the loop over r is inside the loop over i and
// walks X by columns, a row length apart. Printed with the rows outside instead, each element
// of the destination is its own accumulator: for each i the same operations in the same order
// (init, then the steps r = 0, 1, ...), so the values are the same, and X is read row by row.
#include "Emitter.h"

#include "saturation/Binders.h"

namespace liar::emit::detail {
namespace {

struct Walks {
  int Along = 0;   ///< elements X[..i..][..r..]: rows of X follow i
  int Against = 0; ///< elements X[..r..][..i..]: the rows follow r
};

// The two-subscript elements of arrays STEP reads, by the subscripts' variables: r is De
// Bruijn index 1 + shift, i index 2 + shift (acc is 0) under `shift` binders inside STEP.
void countWalks(const Term& t, uint32_t at, int shift, Walks& w) {
  const Node& N = t.Nodes[at];
  if (N.Kind == Op::Index && t.Nodes[N.Kids[0]].Kind == Op::Index &&
      t.Nodes[t.Nodes[N.Kids[0]].Kids[0]].Kind == Op::Sym) {
    uint64_t Row = ir::freeVariables(t.subterm(t.Nodes[N.Kids[0]].Kids[1]));
    uint64_t Col = ir::freeVariables(t.subterm(N.Kids[1]));
    uint64_t R = ir::freeBit(1 + shift), I = ir::freeBit(2 + shift);
    if ((Row & R) && !(Row & I) && (Col & I) && !(Col & R)) ++w.Against;
    if ((Row & I) && !(Row & R) && (Col & R) && !(Col & I)) ++w.Along;
  }
  for (uint32_t K : N.kids())
    countWalks(t, K, shift + (N.Kind == Op::Lambda), w);
}

// The fold's initial value is the destination's own element (`y[i] += ...`): it is there
// already, and nothing needs storing before the rows.
bool ownElement(const Term& t, uint32_t init, const std::string& destination) {
  const Node& N = t.Nodes[init];
  if (N.Kind != Op::Index || destination.empty()) return false;
  const Node& Base = t.Nodes[N.Kids[0]];
  const Node& Sub = t.Nodes[N.Kids[1]];
  return Base.Kind == Op::Sym && ir::nameOf(Base.Payload) == destination && Sub.Kind == Op::Var &&
         Sub.Payload == 0;
}

} // namespace

// Whether `at`, computed into the vector `dest`, is a sum over rows better printed rows outside:
// its steps read some matrix against its rows and none along them, its count and type are
// those the interchanged loops keep, and it reads the destination at most as the initial value
// of the element it writes (the interchanged loops update every element at every row).
bool Emitter::rowsOuter(const View& dest, uint32_t at) {
  const Node& N = node(at);
  if (Probing || dest.rank() != 1 || dest.Zeros != 1 || N.Kind != Op::Build) return false;
  const Node& Element = node(N.Kids[1]);
  if (Element.Kind != Op::Lambda || node(Element.Kids[0]).Kind != Op::IFold) return false;
  uint32_t FoldAt = Element.Kids[0];
  const Node& Fold = node(FoldAt);
  const Node& Row = node(Fold.Kids[2]);
  if (Row.Kind != Op::Lambda || node(Row.Kids[0]).Kind != Op::Lambda) return false;
  uint32_t Step = node(Row.Kids[0]).Kids[0];
  if (ir::freeVariables(T->subterm(Fold.Kids[0])) & ir::freeBit(0)) return false;
  bool Reads = !dest.SymbolName.empty();
  if (Reads && mentions(Step, dest.SymbolName)) return false;
  if (Reads && mentions(Fold.Kids[1], dest.SymbolName) &&
      !ownElement(*T, Fold.Kids[1], dest.SymbolName))
    return false;
  Walks W;
  countWalks(*T, Step, 0, W);
  if (W.Against == 0 || W.Along > 0) return false;
  bind("@", "");
  std::string Type = accumulatorType(FoldAt);
  unbind();
  return Type == ElemType;
}

void Emitter::interchangedInto(const View& dest, uint32_t at) {
  const Node& Fold = node(node(node(at).Kids[1]).Kids[0]);
  uint32_t Step = node(node(Fold.Kids[2]).Kids[0]).Kids[0];
  std::string SavedConst = ConstType;
  if (isFloating(ElemType)) ConstType = ElemType; // as the fold's accumulator
  NumType AccType = isFloating(ElemType) ? ElemType : "";
  if (!ownElement(*T, Fold.Kids[1], dest.SymbolName)) {
    std::string I = fresh("i");
    openLoop(I, loopBound(dest.Extents[0]));
    bind(I, "");
    line(dest.element({I}) + " = " + scalar(Fold.Kids[1]) + ";");
    unbind();
    closeLoop();
  }
  std::string R = fresh("i"), I = fresh("i");
  bind(I, ""); // the count reads no index: only its binder must be there
  std::string Rows = loopBound(scalar(Fold.Kids[0]));
  unbind();
  openLoop(R, Rows);
  openLoop(I, loopBound(dest.Extents[0]));
  std::string Element = dest.element({I});
  bind(I, "");
  bind(R, "");
  bind(Element, AccType, static_cast<int>(Loops.Frames.size()));
  line(Element + " = " + scalar(Step) + ";");
  unbind();
  unbind();
  unbind();
  closeLoop();
  closeLoop();
  ConstType = SavedConst;
}

} // namespace liar::emit::detail
