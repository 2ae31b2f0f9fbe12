#include "lifting/StripMined.h"
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

std::optional<int64_t> constantOf(const Expr* E, const ASTContext& Ctx) {
  Expr::EvalResult R;
  if (E && E->EvaluateAsInt(R, Ctx)) return R.Val.getInt().getExtValue();
  return std::nullopt;
}

/// The variable a `for` header declares (`for (int i = ...)`), or null.
const VarDecl* declaredIterator(const ForStmt* FS) {
  const auto* DS = dyn_cast_or_null<DeclStmt>(FS->getInit());
  return DS && DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
}

/// Walks a strip-mined loop's body: where each variable is declared and assigned, relative
/// to the lane loops.
class LaneScan : public RecursiveASTVisitor<LaneScan> {
public:
  LaneScan(const VarDecl* Block, int64_t Step, const ASTContext& Ctx, LaneLayout& Out)
      : Block(Block), Step(Step), Ctx(Ctx), Out(Out) {}

  bool TraverseForStmt(ForStmt* FS) {
    if (const VarDecl* V = laneIterator(FS, Step, Ctx)) {
      if (Lane) return fail("a lane loop runs inside another lane loop", FS);
      Out.LaneLoops.insert(FS);
      Lane = V;
      InLane.clear();
      bool Continue = TraverseStmt(FS->getBody());
      Lane = nullptr;
      return Continue;
    }
    if (const VarDecl* V = declaredIterator(FS)) (Lane ? InLane : Outside).insert(V);
    return RecursiveASTVisitor::TraverseForStmt(FS);
  }

  bool VisitVarDecl(VarDecl* V) {
    const ArrayType* AT = V->getType()->getAsArrayTypeUnsafe();
    if (!AT) {
      (Lane ? InLane : Outside).insert(V);
      return true;
    }
    // `float result[LOOP_UNROLL]` with `const int LOOP_UNROLL = 8;` is a VLA in C whose size
    // is still a constant.
    std::optional<int64_t> Size;
    if (const auto* CA = dyn_cast<ConstantArrayType>(AT))
      Size = static_cast<int64_t>(CA->getSize().getZExtValue());
    else if (const auto* VA = dyn_cast<VariableArrayType>(AT))
      Size = constantOf(VA->getSizeExpr(), Ctx);
    if (Lane || V->hasInit() || !AT->getElementType()->isArithmeticType() || !Size || *Size < Step)
      return fail("local array '" + V->getName().str() +
                      "' is not one number per lane: a one-dimensional array of numbers of at "
                      "least " +
                      std::to_string(Step) +
                      " elements, declared outside the lane loops without an initialiser",
                  V->getInit() ? static_cast<const Stmt*>(V->getInit()) : nullptr);
    Out.LaneArrays.insert(V);
    return true;
  }

  bool TraverseArraySubscriptExpr(ArraySubscriptExpr* E) {
    const VarDecl* Base = assignedVariable(E->getBase());
    if (!Base || !Out.LaneArrays.count(Base))
      return RecursiveASTVisitor::TraverseArraySubscriptExpr(E);
    if (!Lane || assignedVariable(E->getIdx()) != Lane)
      return fail("lane array '" + Base->getName().str() +
                      "' is indexed by something other than "
                      "the iterator of the lane loop around it",
                  E);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr* DR) {
    const auto* V = dyn_cast<VarDecl>(DR->getDecl());
    if (V == Block && !Lane)
      return fail("'" + V->getName().str() + "' is used outside the lane loops", DR);
    if (V && Out.LaneArrays.count(V))
      return fail("lane array '" + V->getName().str() + "' is used other than as an element", DR);
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator* B) {
    return !B->isAssignmentOp() || assigned(B->getLHS(), B);
  }
  bool VisitUnaryOperator(UnaryOperator* U) {
    return !U->isIncrementDecrementOp() || assigned(U->getSubExpr(), U);
  }

  bool failed() const { return !Out.Why.empty(); }

private:
  /// Every store stays in its lane: inside a lane loop to the lane's own variables, lane
  /// arrays and arrays; outside them only to the body's own scalars, which every lane then
  /// computes alike.
  bool assigned(const Expr* Target, const Stmt* At) {
    Target = Target->IgnoreParenImpCasts();
    if (const auto* AS = dyn_cast<ArraySubscriptExpr>(Target)) {
      const VarDecl* Base = assignedVariable(AS->getBase());
      if (Lane || (Base && Out.LaneArrays.count(Base))) return true;
      return fail("'" + std::string(At->getStmtClassName()) +
                      "' stores to an array outside the lane loops",
                  At);
    }
    const VarDecl* V = assignedVariable(Target);
    if (!V) return Lane ? true : fail("a store outside the lane loops is not to a scalar", At);
    if (Lane ? InLane.count(V) : Outside.count(V)) return true;
    return fail(Lane ? "scalar '" + V->getName().str() +
                           "' is assigned by every lane: the lanes would share it"
                     : "scalar '" + V->getName().str() +
                           "' is assigned outside the lane loops but declared outside the loop",
                At);
  }

  bool fail(const std::string& Why, const Stmt* At) {
    if (Out.Why.empty()) {
      Out.Why = Why;
      Out.At = At;
    }
    return false;
  }

  const VarDecl* Block;
  int64_t Step;
  const ASTContext& Ctx;
  LaneLayout& Out;
  const VarDecl* Lane = nullptr;
  std::set<const VarDecl*> InLane, Outside;
};

} // namespace

const VarDecl* laneIterator(const ForStmt* FS, int64_t Step, const ASTContext& Ctx) {
  const VarDecl* V = declaredIterator(FS);
  if (!V || !V->getType()->isIntegerType() || constantOf(V->getInit(), Ctx) != 0) return nullptr;
  const auto* Cond = dyn_cast_or_null<BinaryOperator>(FS->getCond());
  if (!Cond || Cond->getOpcode() != BO_LT || assignedVariable(Cond->getLHS()) != V ||
      constantOf(Cond->getRHS(), Ctx) != Step)
    return nullptr;
  const Expr* Inc = FS->getInc() ? FS->getInc()->IgnoreParens() : nullptr;
  if (const auto* U = dyn_cast_or_null<UnaryOperator>(Inc))
    return U->isIncrementOp() && assignedVariable(U->getSubExpr()) == V ? V : nullptr;
  if (const auto* B = dyn_cast_or_null<BinaryOperator>(Inc))
    return B->getOpcode() == BO_AddAssign && assignedVariable(B->getLHS()) == V &&
                   constantOf(B->getRHS(), Ctx) == 1
               ? V
               : nullptr;
  return nullptr;
}

LaneLayout laneLayout(const ForStmt* FS, const VarDecl* Block, int64_t Step,
                      const ASTContext& Ctx) {
  LaneLayout Out;
  if (Step < 2) return Out;
  class AnyLane : public RecursiveASTVisitor<AnyLane> {
  public:
    AnyLane(int64_t Step, const ASTContext& Ctx) : Step(Step), Ctx(Ctx) {}
    bool Found = false;
    bool VisitForStmt(ForStmt* F) {
      Found |= laneIterator(F, Step, Ctx) != nullptr;
      return !Found;
    }

  private:
    int64_t Step;
    const ASTContext& Ctx;
  } Any(Step, Ctx);
  Any.TraverseStmt(const_cast<Stmt*>(FS->getBody()));
  if (!Any.Found) return Out; // an ordinary loop with a step
  LaneScan Scan(Block, Step, Ctx, Out);
  Scan.TraverseStmt(const_cast<Stmt*>(FS->getBody()));
  return Out;
}

std::optional<Rejection> lanesShareElements(const Scop& S, const AffineModel& M) {
  isl_ctx* Ctx = M.context().get();
  for (const LoopModel& L : S.Loops) {
    if (!L.Lanes) continue;
    isl::UnionMap Writes(isl_union_map_empty(isl_space_params_alloc(Ctx, 0)));
    isl::UnionMap Accesses(isl_union_map_empty(isl_space_params_alloc(Ctx, 0)));
    size_t Depth = 0;
    for (const StatementModel& St : S.Statements) {
      auto At = std::find(St.Loops.begin(), St.Loops.end(), L.Id);
      if (At == St.Loops.end()) continue;
      Depth = static_cast<size_t>(At - St.Loops.begin());
      auto Add = [&](isl::UnionMap& To, isl::UnionMap Access) {
        To = isl::UnionMap(isl_union_map_union(
            To.release(),
            isl_union_map_intersect_domain(Access.release(), M.domain(St.Id).release())));
      };
      if (!S.Arrays[St.Array].IsScalar) {
        Add(Writes, M.write(St.Id));
        Add(Accesses, M.write(St.Id));
      }
      for (const Value* R : St.DirectReads)
        if (!S.Arrays[R->Array].IsScalar) Add(Accesses, M.read(*R));
    }
    // Pairs of instances in the same iterations of the loops around L that touch one element,
    // the first writing it: they must be one iteration of L.
    isl::UnionMap Conflicts(
        isl_union_map_apply_range(Writes.release(), isl_union_map_reverse(Accesses.release())));
    struct Check {
      unsigned Depth;
      bool Shared = false;
      bool Unknown = false;
    } C{static_cast<unsigned>(Depth)};
    if (!Conflicts)
      return rejection(Refusal::LanesDependent,
                       {"the lanes of loop '" + L.CName +
                        "' could not be proved independent: " + M.context().lastError()},
                       L.Where);
    isl::forEachMap(Conflicts, [&C](isl::Map Map) {
      for (unsigned D = 0; D < C.Depth; ++D)
        Map = isl::Map(isl_map_equate(Map.release(), isl_dim_in, D, isl_dim_out, D));
      isl::Map Same(isl_map_equate(Map.copy(), isl_dim_in, C.Depth, isl_dim_out, C.Depth));
      isl::Map Other(isl_map_subtract(Map.release(), Same.release()));
      isl_bool Empty = isl_map_is_empty(Other.get());
      C.Shared |= Empty == isl_bool_false;
      C.Unknown |= Empty == isl_bool_error;
    });
    if (C.Shared || C.Unknown)
      return rejection(Refusal::LanesDependent,
                       {"the lanes of loop '" + L.CName + "' (" + std::to_string(L.Lanes) +
                        " elements a trip) " +
                        (C.Unknown ? "could not be proved independent"
                                   : "touch an element that another lane writes") +
                        ": the loop cannot be re-rolled"},
                       L.Where);
  }
  return std::nullopt;
}

} // namespace liar::lifting
