// Loop bounds that are a minimum or maximum (lifting/MinMax.h), and hand-tiled loops
// (lifting/HandTiled.h): tile loops dropped, point loops over the whole range.
#include "lifting/ArrayViews.h"
#include "lifting/HandTiled.h"
#include "lifting/MinMax.h"
#include "lifting/ModelBuilder.h"
#include "lifting/WrittenVariables.h"
#include "poly/Isl.h"
#include "poly/IslNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace liar::lifting {

using namespace clang;

std::optional<Affine> ModelBuilder::boundValue(const Expr* E, const Frame& F,
                                               const Expr** Offender) {
  const Expr* Inner = nullptr;
  if (auto A = Aff.build(E, F.Sc, &Inner)) return A;
  // A variable set once to a minimum (`int je = MIN(i + 1, n);`) and never assigned again.
  if (const VarDecl* V = assignedVariable(E); V && !Reassigned.count(V))
    if (const IndexVariables::Definition* D = Aff.indexDefinition(E, F.Sc);
        D && D->Value && minMaxOf(D->Value, Source.context())) {
      auto Held = boundValue(D->Value, F, Offender);
      return Held ? std::optional<Affine>(*Held + D->Shift) : std::nullopt;
    }
  std::optional<MinMax> M = minMaxOf(E, Source.context());
  if (!M) {
    *Offender = Inner;
    return std::nullopt;
  }
  const Expr* Side = nullptr;
  auto X = boundValue(M->A, F, &Side);
  auto Y = X ? boundValue(M->B, F, &Side) : std::nullopt;
  // A minimum is the side that is never larger; a maximum the other one.
  if (X && Y && provedAtMost(*X, *Y, F)) return M->IsMin ? X : Y;
  if (X && Y && provedAtMost(*Y, *X, F)) return M->IsMin ? Y : X;
  // A side that is not affine is the culprit; else the choice between the sides is.
  *Offender = X && Y ? E : Side;
  return std::nullopt;
}

bool ModelBuilder::provedAtMost(const Affine& X, const Affine& Y, const Frame& F) const {
  std::string Params, Iterators, Cons = "(" + X.isl() + ") > (" + Y.isl() + ")";
  for (const auto& [Name, Info] : Model.Params) {
    Params += (Params.empty() ? "" : ", ") + poly::islName(Name);
    if (Info.Unsigned) Cons += " and " + poly::islName(Name) + " >= 0";
  }
  for (int Id : F.Loops) {
    const LoopModel& L = Model.Loops[Id];
    Iterators += (Iterators.empty() ? "" : ", ") + L.Iterator;
    Cons += " and " + L.Low.isl() + " <= " + L.Iterator + " <= " + L.High.isl();
  }
  for (const Condition& G : F.Guards)
    Cons += " and " + G.isl();
  for (const Affine& A : Model.AssumedNonNegative)
    Cons += " and " + A.isl() + " >= 0";
  // Where X exceeds Y (a superset of the iterations: loop steps are left out). Empty: X <= Y.
  isl::Context Ctx;
  isl::Set Exceeds =
      isl::readSet(Ctx, "[" + Params + "] -> { [" + Iterators + "] : " + Cons + " }");
  return Exceeds && isl_set_is_empty(Exceeds.get()) == isl_bool_true;
}

bool ModelBuilder::walkTile(const ForStmt* FS, Frame& F) {
  std::optional<TileShape> Shape = tileShape(FS, Source.context());
  if (!Shape) return false;
  const Expr* Offender = nullptr;
  auto Start = Aff.build(Shape->Start, F.Sc, &Offender);
  auto End = Aff.build(Shape->Bound, F.Sc, &Offender);
  auto Step =
      Aff.isVariant(Shape->Step, F.Sc) ? std::nullopt : Aff.build(Shape->Step, F.Sc, &Offender);
  if (!Start || !End || !Step || (Step->isConstant() && Step->constantValue() <= 0)) return false;
  if (Shape->Inclusive) End = *End + Affine::constant(1);
  // The point loop stops at min(ii + T, end): the tile's iterator as a variable of its own.
  Scope AtTile = F.Sc;
  Affine Tile = Affine::variable("__tile", /*IsIterator=*/true);
  AtTile.Lanes[Shape->Tile] = Tile;
  std::optional<Affine> X = Aff.build(Shape->Ends[0].first, AtTile, &Offender);
  std::optional<Affine> Y = Aff.build(Shape->Ends[1].first, AtTile, &Offender);
  if (!X || !Y) return false;
  X = *X + Affine::constant(Shape->Ends[0].second ? 1 : 0); // both exclusive
  Y = *Y + Affine::constant(Shape->Ends[1].second ? 1 : 0);
  Affine TileEnd = Tile + *Step;
  if (!((*X == TileEnd && *Y == *End) || (*Y == TileEnd && *X == *End))) return false;
  // A run-time tile size that is not positive never ends the source's tile loop.
  if (!Step->isConstant()) assume("(" + cText(*Step) + ") > 0");
  PointLoops[Shape->Point] = {*Start, *End - Affine::constant(1)};
  Skipped.insert(Shape->BoundDefinitions.begin(), Shape->BoundDefinitions.end());
  TileVariables.insert(Shape->Tile);
  if (Shape->BoundVar) TileVariables.insert(Shape->BoundVar);
  walk(FS->getBody(), F);
  // No loop of the model leaves them their final values: a later statement of the region
  // may not read them (the liveness check covers the code after it).
  EndedIterators.insert(Shape->Tile);
  if (Shape->BoundVar) EndedIterators.insert(Shape->BoundVar);
  return true;
}

std::optional<LoopModel> ModelBuilder::pointLoopHeader(const ForStmt* FS, const Frame& F,
                                                       const VarDecl** Iterator) {
  const Expr* Init = nullptr;
  const VarDecl* V = initialisedIterator(FS, &Init);
  if (F.Sc.Iterators.count(V)) {
    reject(Refusal::ReusedIterator, {V->getName()}, FS);
    return std::nullopt;
  }
  LoopModel L = newLoop(FS, V, F);
  std::tie(L.Low, L.High) = PointLoops.at(FS);
  // The header texts stay empty: the source's last tile leaves the iterator at the end of
  // the range, which the epilogue does not recompute (refused when it is read).
  L.Compare = "<";
  L.Tiled = true;
  L.Private = declaredWithin(FS->getBody());
  *Iterator = V;
  return L;
}

} // namespace liar::lifting
