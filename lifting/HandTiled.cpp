#include "lifting/HandTiled.h"
#include "lifting/MinMax.h"
#include "lifting/ModelBuilder.h"
#include "lifting/RegionFinder.h"
#include "lifting/WrittenVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

#include <algorithm>

namespace liar::lifting {

using namespace clang;

namespace {

/// How often S names V, and how often it assigns it (`=`, `op=`, `++`, `--`).
struct Uses {
  int Reads = 0, Writes = 0;
};
Uses usesOf(const Stmt* S, const VarDecl* V) {
  class Counter : public RecursiveASTVisitor<Counter> {
  public:
    explicit Counter(const VarDecl* V) : V(V) {}
    Uses U;
    bool VisitDeclRefExpr(DeclRefExpr* DR) {
      U.Reads += DR->getDecl() == V;
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator* B) {
      U.Writes += B->isAssignmentOp() && assignedVariable(B->getLHS()) == V;
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator* Op) {
      U.Writes += Op->isIncrementDecrementOp() && assignedVariable(Op->getSubExpr()) == V;
      return true;
    }

  private:
    const VarDecl* V;
  } C(V);
  if (S) C.TraverseStmt(const_cast<Stmt*>(S));
  return C.U;
}

/// The step `V += T` or `V = V + T` adds, T not naming V; null for another form.
const Expr* stepExpression(const Expr* Inc, const VarDecl* V) {
  const auto* B = dyn_cast_or_null<BinaryOperator>(Inc ? Inc->IgnoreParens() : nullptr);
  if (!B || assignedVariable(B->getLHS()) != V) return nullptr;
  const Expr* Step = nullptr;
  if (B->getOpcode() == BO_AddAssign) Step = B->getRHS();
  const auto* Sum = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
  if (B->getOpcode() == BO_Assign && Sum && Sum->getOpcode() == BO_Add)
    Step = assignedVariable(Sum->getLHS()) == V   ? Sum->getRHS()
           : assignedVariable(Sum->getRHS()) == V ? Sum->getLHS()
                                                  : nullptr;
  return Step && usesOf(Step, V).Reads == 0 ? Step : nullptr;
}

/// A statement that sets a variable to a minimum or maximum (`int ie = MIN(...)`,
/// `ie = ...;`), or declares variables without initialising them (`int ii, ie = ...;`):
/// recorded in Definitions. False for any other statement.
bool boundDefinition(const Stmt* S, const ASTContext& Ctx,
                     std::map<const VarDecl*, std::pair<const Expr*, const Stmt*>>& Definitions) {
  if (const auto* DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl* D : DS->decls()) {
      const auto* V = dyn_cast<VarDecl>(D);
      if (!V || !V->getType()->isIntegerType()) return false;
      if (!V->getInit()) continue;
      if (!minMaxOf(V->getInit(), Ctx)) return false;
      Definitions[V] = {V->getInit(), S};
    }
    return true;
  }
  const auto* B = dyn_cast<BinaryOperator>(S);
  const VarDecl* V = B && B->getOpcode() == BO_Assign ? assignedVariable(B->getLHS()) : nullptr;
  if (!V || !V->getType()->isIntegerType() || !minMaxOf(B->getRHS(), Ctx)) return false;
  Definitions[V] = {B->getRHS(), S};
  return true;
}

/// The one loop of Body, whose other statements all define bounds; null otherwise.
const ForStmt*
onlyLoop(const Stmt* Body, const ASTContext& Ctx,
         std::map<const VarDecl*, std::pair<const Expr*, const Stmt*>>& Definitions) {
  std::vector<const Stmt*> Items = {Body};
  if (const auto* CS = dyn_cast<CompoundStmt>(Body)) Items.assign(CS->body_begin(), CS->body_end());
  const ForStmt* Loop = nullptr;
  for (const Stmt* S : Items) {
    if (const ForStmt* L = loopOf(S)) {
      if (Loop) return nullptr;
      Loop = L;
    } else if (!boundDefinition(S, Ctx, Definitions)) {
      return nullptr;
    }
  }
  return Loop;
}

/// Shape's point loop: the loop on the path through Shape.Tile's body that starts at the
/// tile's iterator; false when the body has another form.
bool findPointLoop(const ForStmt* FS, const ASTContext& Ctx, TileShape& Shape,
                   std::map<const VarDecl*, std::pair<const Expr*, const Stmt*>>& Definitions) {
  for (const Stmt* Body = FS->getBody();;) {
    const ForStmt* Next = onlyLoop(Body, Ctx, Definitions);
    if (!Next) return false;
    const Expr* Init = nullptr;
    const VarDecl* V = initialisedIterator(Next, &Init);
    if (V && Init && assignedVariable(Init) == Shape.Tile) {
      Shape.Point = Next;
      Shape.PointVar = V;
      return true;
    }
    Body = Next->getBody();
  }
}

/// One access of a statement instance: the array, whether it stores, instance -> element.
struct Access {
  int Array;
  bool Write;
  isl::UnionMap Relation;
};

std::vector<Access> accessesOf(const Scop& S, const AffineModel& M, const StatementModel& St) {
  std::vector<Access> Out = {{St.Array, true, M.write(St.Id)}};
  for (const Value* R : St.DirectReads)
    Out.push_back({R->Array, false, M.read(*R)});
  for (int Scalar : St.ScalarReads) {
    isl::UnionMap R = isl::readUnionMap(M.context(), M.params() + "{ " + M.tuple(St.Id) + " -> " +
                                                         S.Arrays[Scalar].Name + "[] }");
    Out.push_back(
        {Scalar, false,
         isl::UnionMap(isl_union_map_intersect_domain(R.release(), M.domain(St.Id).release()))});
  }
  return Out;
}

/// Whether some instance of statement A (point iteration at DepthA) touches an element that
/// an instance of B running after it touches at a lower point iteration (DepthB), one of them
/// storing; nullopt when ISL cannot tell.
std::optional<bool> runsBackwards(const Scop& S, const AffineModel& M, const LoopModel& L,
                                  const StatementModel& A, unsigned DepthA, const StatementModel& B,
                                  unsigned DepthB) {
  bool Found = false, Unknown = false;
  for (const Access& X : accessesOf(S, M, A))
    for (const Access& Y : accessesOf(S, M, B)) {
      const clang::VarDecl* Decl = S.Arrays[X.Array].Decl;
      if (X.Array != Y.Array || (!X.Write && !Y.Write) || (Decl && L.Private.count(Decl))) continue;
      isl::UnionMap Pairs(
          isl_union_map_apply_range(X.Relation.copy(), isl_union_map_reverse(Y.Relation.copy())));
      Pairs = isl::UnionMap(isl_union_map_intersect(Pairs.release(), M.before(A.Id, B.Id).copy()));
      if (!Pairs) return std::nullopt;
      isl::forEachMap(Pairs, [&](isl::Map Pair) {
        isl::Map Later(isl_map_order_gt(Pair.release(), isl_dim_in, DepthA, isl_dim_out, DepthB));
        isl_bool Empty = isl_map_is_empty(Later.get());
        Found |= Empty == isl_bool_false;
        Unknown |= Empty == isl_bool_error;
      });
    }
  if (Unknown) return std::nullopt;
  return Found;
}

/// Shape.Ends from the point loop's test: `i < i1 && i <= i2`, or one bound that is a
/// minimum, written in place or through a bound variable set once and read only by the test.
bool pointEnds(const ForStmt* FS, const ASTContext& Ctx,
               const std::map<const VarDecl*, std::pair<const Expr*, const Stmt*>>& Definitions,
               TileShape& Shape) {
  const Expr* Cond = Shape.Point->getCond();
  if (const auto* Both = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
      Both && Both->getOpcode() == BO_LAnd) {
    for (int K = 0; K < 2; ++K) {
      auto [End, Op] = iteratorBound(K ? Both->getRHS() : Both->getLHS(), Shape.PointVar, 1);
      if (!End || (Op != BO_LT && Op != BO_LE)) return false;
      Shape.Ends[K] = {End, Op == BO_LE};
    }
    return true;
  }
  auto [Bound, Op] = iteratorBound(Cond, Shape.PointVar, 1);
  if (!Bound || (Op != BO_LT && Op != BO_LE)) return false;
  const VarDecl* Via = assignedVariable(Bound);
  if (auto It = Definitions.find(Via); Via && It != Definitions.end()) {
    Shape.BoundVar = Via;
    Bound = It->second.first;
    Shape.BoundDefinitions.push_back(It->second.second);
    // Set once, read only by the point loop's test.
    Uses All = usesOf(FS->getBody(), Via);
    bool Declared = isa<DeclStmt>(It->second.second);
    if (All.Writes != (Declared ? 0 : 1) ||
        All.Reads != usesOf(Cond, Via).Reads + (Declared ? 0 : 1))
      return false;
  }
  std::optional<MinMax> Min = minMaxOf(Bound, Ctx);
  if (!Min || !Min->IsMin) return false;
  Shape.Ends[0] = {Min->A, Op == BO_LE};
  Shape.Ends[1] = {Min->B, Op == BO_LE};
  return true;
}

} // namespace

std::optional<Rejection> tilesReordered(const Scop& S, const AffineModel& M) {
  for (const LoopModel& L : S.Loops) {
    if (!L.Tiled) continue;
    std::vector<std::pair<const StatementModel*, unsigned>> Inside;
    for (const StatementModel& St : S.Statements)
      if (auto At = std::find(St.Loops.begin(), St.Loops.end(), L.Id); At != St.Loops.end())
        Inside.push_back({&St, static_cast<unsigned>(At - St.Loops.begin())});
    for (const auto& [A, DepthA] : Inside)
      for (const auto& [B, DepthB] : Inside) {
        std::optional<bool> Backwards = runsBackwards(S, M, L, *A, DepthA, *B, DepthB);
        if (Backwards == false) continue;
        std::string Who =
            A == B ? "'" + A->Text + "' touches" : "'" + A->Text + "' and '" + B->Text + "' touch";
        return rejection(Refusal::TileOrder,
                         {"the tiles of loop '" + L.CName + "' cannot be dropped: " + Who +
                          (Backwards ? " an element in another order than the untiled loops"
                                     : " elements in an order not proved to stay untiled")},
                         L.Where);
      }
  }
  return std::nullopt;
}

std::optional<TileShape> tileShape(const ForStmt* FS, const ASTContext& Ctx) {
  TileShape Shape;
  Shape.Tile = initialisedIterator(FS, &Shape.Start);
  if (!Shape.Tile || !Shape.Start || !FS->getCond() || !Shape.Tile->getType()->isIntegerType())
    return std::nullopt;
  auto [Bound, Op] = iteratorBound(FS->getCond(), Shape.Tile, 0);
  Shape.Bound = Bound;
  Shape.Inclusive = Op == BO_LE;
  Shape.Step = stepExpression(FS->getInc(), Shape.Tile);
  if (!Bound || (Op != BO_LT && Op != BO_LE) || !Shape.Step) return std::nullopt;
  std::map<const VarDecl*, std::pair<const Expr*, const Stmt*>> Definitions;
  if (!findPointLoop(FS, Ctx, Shape, Definitions) || !Shape.Point->getCond() ||
      !Shape.Point->getInc() || constantStep(Shape.Point->getInc(), Shape.PointVar, Ctx) != 1)
    return std::nullopt;
  if (!pointEnds(FS, Ctx, Definitions, Shape)) return std::nullopt;
  // The tile's iterator: only the point loop's start and bound name it.
  int Allowed =
      usesOf(Shape.Point->getInit(), Shape.Tile).Reads +
      usesOf(Shape.BoundVar ? Shape.BoundDefinitions.front() : Shape.Point->getCond(), Shape.Tile)
          .Reads;
  Uses Tile = usesOf(FS->getBody(), Shape.Tile);
  if (Tile.Writes || Tile.Reads != Allowed) return std::nullopt;
  return Shape;
}

std::set<const VarDecl*> declaredWithin(const Stmt* S) {
  class Collector : public RecursiveASTVisitor<Collector> {
  public:
    std::set<const VarDecl*> Vars;
    bool VisitVarDecl(VarDecl* V) {
      Vars.insert(V);
      return true;
    }
  } C;
  C.TraverseStmt(const_cast<Stmt*>(S));
  return C.Vars;
}

} // namespace liar::lifting
