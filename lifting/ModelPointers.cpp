// Walking pointers: a pointer the region only advances (`*p_y++ = ...`, `p += 2;`, `p = p +
// k;`) is an array (its value on entry) accessed at an offset, tracked as an index variable.
#include "lifting/ModelBuilder.h"
#include "lifting/PointerTerms.h"
#include "lifting/WrittenVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// The writes of one variable in a statement: post-increments and decrements (`p++` inside
/// `*p++`) that always run, and any other (also those under `?:`, `&&`, `||`).
class WritesOf : public RecursiveASTVisitor<WritesOf> {
public:
  explicit WritesOf(const VarDecl* V) : V(V) {}
  int PostSteps = 0, StepSign = 0, Other = 0;
  bool TraverseConditionalOperator(ConditionalOperator* C) {
    ++Conditional;
    bool Continue = RecursiveASTVisitor::TraverseConditionalOperator(C);
    --Conditional;
    return Continue;
  }
  bool TraverseBinaryOperator(BinaryOperator* B) {
    Conditional += B->isLogicalOp();
    bool Continue = RecursiveASTVisitor::TraverseBinaryOperator(B);
    Conditional -= B->isLogicalOp();
    return Continue;
  }
  bool VisitUnaryOperator(UnaryOperator* U) {
    if (!U->isIncrementDecrementOp() || assignedVariable(U->getSubExpr()) != V) return true;
    if (U->isPostfix() && !Conditional) {
      ++PostSteps;
      StepSign = U->isIncrementOp() ? 1 : -1;
    } else {
      ++Other;
    }
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator* B) {
    if (B->isAssignmentOp() && assignedVariable(B->getLHS()) == V) ++Other;
    return true;
  }

private:
  const VarDecl* V;
  int Conditional = 0;
};

} // namespace

std::optional<Affine> ModelBuilder::stepOf(const Expr* E, const VarDecl* V, const Frame& F) {
  E = E->IgnoreParens();
  const Expr* Offender = nullptr;
  auto Invariant = [&](const Expr* C) -> std::optional<Affine> {
    if (Aff.isVariant(C, F.Sc)) return std::nullopt;
    return Aff.build(C, F.Sc, &Offender);
  };
  if (const auto* U = dyn_cast<UnaryOperator>(E);
      U && U->isIncrementDecrementOp() && assignedVariable(U->getSubExpr()) == V)
    return Affine::constant(U->isIncrementOp() ? 1 : -1);
  const auto* B = dyn_cast<BinaryOperator>(E);
  if (!B || assignedVariable(B->getLHS()) != V) return std::nullopt;
  if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) {
    std::optional<Affine> C = Invariant(B->getRHS());
    return C && B->getOpcode() == BO_SubAssign ? C->scaled(-1) : C;
  }
  const auto* Sum = B->getOpcode() == BO_Assign
                        ? dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts())
                        : nullptr;
  if (!Sum || (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub)) return std::nullopt;
  if (assignedVariable(Sum->getLHS()) == V) {
    std::optional<Affine> C = Invariant(Sum->getRHS());
    return C && Sum->getOpcode() == BO_Sub ? C->scaled(-1) : C;
  }
  if (Sum->getOpcode() == BO_Add && assignedVariable(Sum->getRHS()) == V)
    return Invariant(Sum->getLHS());
  return std::nullopt;
}

std::optional<Affine> ModelBuilder::embeddedStep(const Stmt* S, const VarDecl* V) const {
  // Only a statement of its own: a step inside a loop or under an `if` is not one per trip.
  if (!Walking.count(V) || !isa<Expr>(S)) return std::nullopt;
  WritesOf W(V);
  W.TraverseStmt(const_cast<Stmt*>(S));
  if (W.PostSteps != 1 || W.Other) return std::nullopt;
  return Affine::constant(W.StepSign);
}

void ModelBuilder::findWalkingPointers(llvm::ArrayRef<const Stmt*> Stmts) {
  // Every write of the pointer in the region must be a step: collect the writes, then check
  // each one's form.
  class Steps : public RecursiveASTVisitor<Steps> {
  public:
    std::map<const VarDecl*, std::vector<const Expr*>> Writes;
    bool VisitUnaryOperator(UnaryOperator* U) {
      if (U->isIncrementDecrementOp())
        if (const VarDecl* V = assignedVariable(U->getSubExpr())) Writes[V].push_back(U);
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator* B) {
      if (B->isAssignmentOp())
        if (const VarDecl* V = assignedVariable(B->getLHS())) Writes[V].push_back(B);
      return true;
    }
  } Collector;
  for (const Stmt* S : Stmts)
    Collector.TraverseStmt(const_cast<Stmt*>(S));
  Frame Top;
  Top.Sc.Written = &Written;
  for (const auto& [V, Exprs] : Collector.Writes) {
    bool Index = exactIndexType(V->getType());
    if ((!V->getType()->isPointerType() && !Index) || Declared.count(V) ||
        V->getType().isVolatileQualified())
      continue;
    bool Steps = true;
    for (const Expr* E : Exprs)
      Steps &= stepOf(E, V, Top).has_value();
    if (!Steps) continue;
    Walking.insert(V);
    if (!Index) {
      IndexVars.start(V);
      continue;
    }
    // Its value on entry is a size of the model, which the new code reads before any step.
    std::string Name = V->getName().str();
    IndexVars.enter(V, Aff.parameter(Name, nullptr));
    Model.Params[Name].Wide =
        !V->getType()->isSignedIntegerType() || Source.context().getIntWidth(V->getType()) > 32;
  }
}

const VarDecl* ModelBuilder::walkingPointer(const Expr* E) const {
  E = E->IgnoreParenImpCasts();
  if (const auto* AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const VarDecl* V = assignedVariable(AS->getBase());
    return V && Walking.count(V) ? V : nullptr;
  }
  const auto* U = dyn_cast<UnaryOperator>(E);
  if (!U || U->getOpcode() != UO_Deref) return nullptr;
  const Expr* P = U->getSubExpr()->IgnoreParenImpCasts();
  if (const auto* Step = dyn_cast<UnaryOperator>(P); Step && Step->isPostfix())
    P = Step->getSubExpr();
  else if (const auto* B = dyn_cast<BinaryOperator>(P); B && B->getOpcode() == BO_Add)
    P = B->getLHS();
  const VarDecl* V = assignedVariable(P);
  return V && Walking.count(V) ? V : nullptr;
}

bool ModelBuilder::walkingAccess(const Expr* E, Frame& F, const VarDecl** Base,
                                 std::vector<Affine>& Subs) {
  const VarDecl* V = walkingPointer(E);
  if (!V) return false;
  E = E->IgnoreParenImpCasts();
  const Expr* Index = nullptr; // added to the pointer's offset
  int PostStep = 0;
  if (const auto* AS = dyn_cast<ArraySubscriptExpr>(E)) {
    Index = AS->getIdx();
  } else {
    const Expr* P = cast<UnaryOperator>(E)->getSubExpr()->IgnoreParenImpCasts();
    if (const auto* Step = dyn_cast<UnaryOperator>(P))
      PostStep = Step->isIncrementOp() ? 1 : -1;
    else if (const auto* B = dyn_cast<BinaryOperator>(P))
      Index = B->getRHS();
  }
  const IndexVariables::Definition* Offset = IndexVars.at(V, F.Sc);
  const Expr* Offender = nullptr;
  std::optional<Affine> Extra = Index ? Aff.build(Index, F.Sc, &Offender) : Affine::constant(0);
  bool Conditional = PostStep && (F.Sc.Guarded || !F.Guards.empty() || F.DataCondition);
  if (!Offset || !Extra || Pending.count(V) || Conditional) {
    reject(Refusal::WalkingPointerAccess,
           {Source.text(E), V->getName(),
            Pending.count(V) ? ", which the statement also advances"
            : Conditional    ? ", which advances under a condition"
            : !Offset        ? ": its offset here is not an affine function of the iterators"
                             : ": the index is not affine"},
           E);
    return true;
  }
  if (PostStep) Pending[V] = PostStep;
  Subs = {*Extra + Offset->Shift};
  *Base = V;
  // The new code does not advance the pointer: the statement cannot be re-printed.
  if (Current >= 0) Model.Statements[Current].CText.clear();
  return true;
}

void ModelBuilder::applyPendingSteps(const Frame& F) {
  for (const auto& [V, Step] : Pending)
    IndexVars.increment(V, Affine::constant(Step), F.Sc);
  Pending.clear();
}

bool ModelBuilder::walkPointerStep(const Expr* E, const Frame& F) {
  for (const VarDecl* V : Walking) {
    std::optional<Affine> Step = stepOf(E, V, F);
    if (!Step) continue;
    // A step under a condition leaves the offset unknown after it.
    if (!F.Guards.empty() || F.DataCondition)
      IndexVars.forget(V);
    else
      IndexVars.increment(V, *Step, F.Sc);
    return true;
  }
  return false;
}

std::vector<std::string> ModelBuilder::checkWalkingPointers(const Liveness& Live, const Frame& End,
                                                            const Stmt* At) {
  std::vector<std::string> Final;
  for (const VarDecl* V : Walking) {
    if (!Live.liveAfter(V) && !Live.carriedAround(V)) continue;
    // Its value at the end of the region, from the one it had on entry (which the new code
    // leaves untouched): `k = k + 2*n;`, `pDst = pDst + blockSize;`. Divisions and names ISL
    // spells otherwise have no C text here.
    const IndexVariables::Definition* D = IndexVars.at(V, End.Sc);
    std::string Name = V->getName().str();
    std::string Text = D && !D->Value ? D->Shift.isl() : "";
    if (!Text.empty() && Text.find("floor") == std::string::npos &&
        Text.find(" mod ") == std::string::npos && Text.find("__liar_") == std::string::npos) {
      Final.push_back(Name + " = " + (V->getType()->isPointerType() ? Name + " + " : "") + "(" +
                      Text + ");");
      continue;
    }
    bool Pointer = V->getType()->isPointerType();
    reject(Refusal::WalkingPointerLiveOut,
           {Pointer ? "pointer" : "index", V->getName(), Pointer ? "advanced" : "stepped",
            Pointer ? "position" : "value"},
           At);
    return {};
  }
  return Final;
}

const VarDecl* ModelBuilder::baseVariable(const Expr* Base, const Frame& F) {
  Base = Base->IgnoreParenImpCasts();
  if (const auto* M = dyn_cast<MemberExpr>(Base)) return Fields.pointer(M, F.Sc);
  const VarDecl* V = assignedVariable(Base);
  auto Caller = V ? ReaderArrays.find(V) : ReaderArrays.end();
  return Caller != ReaderArrays.end() ? Caller->second : V;
}

bool ModelBuilder::derivedPointer(const VarDecl* V, const Frame& F) {
  if (!V || !V->getType()->isPointerType() || !V->getInit()) return false;
  auto Parts = pointerTerms(V->getInit());
  const VarDecl* Base = Parts ? baseVariable(Parts->Base, F) : nullptr;
  if (!Base) return false;
  if (Reassigned.count(V)) {
    reject(Refusal::PointerAssignedAgain, {V->getName(), Source.text(Parts->Base)}, V->getInit());
    return true;
  }
  if (Written.count(Base)) {
    reject(Refusal::PointerFromWritten, {V->getName(), Base->getName()}, V->getInit());
    return true;
  }
  DerivedPointer D{Base, Parts->Terms};
  if (auto It = Derived.find(Base); It != Derived.end()) { // derived from a derived pointer
    D.Base = It->second.Base;
    D.Terms.insert(D.Terms.begin(), It->second.Terms.begin(), It->second.Terms.end());
  }
  hoistInvariantTerms(V, D, F);
  Derived[V] = D;
  return true;
}

bool ModelBuilder::hasSizeProduct(const Expr* E) const {
  E = E->IgnoreParenImpCasts();
  if (const auto* B = dyn_cast<BinaryOperator>(E)) {
    Expr::EvalResult R;
    bool Scaling = B->getLHS()->EvaluateAsInt(R, Source.context()) ||
                   B->getRHS()->EvaluateAsInt(R, Source.context());
    if ((B->getOpcode() == BO_Mul || B->getOpcode() == BO_Div || B->getOpcode() == BO_Rem) &&
        !Scaling)
      return true;
  }
  for (const Stmt* Child : E->children())
    if (const auto* CE = dyn_cast_or_null<Expr>(Child); CE && hasSizeProduct(CE)) return true;
  return false;
}

void ModelBuilder::hoistInvariantTerms(const VarDecl* V, DerivedPointer& D, const Frame& F) {
  std::vector<const Expr*> Invariant, Variant;
  for (const Expr* T : D.Terms)
    (Aff.isVariant(T, F.Sc) ? Variant : Invariant).push_back(T);
  if (Invariant.empty()) return;
  // One affine shift (`x + 3`, `x + m`) keeps addressing the array itself, as a view of it.
  const Expr* Offender = nullptr;
  if (Variant.empty() && Invariant.size() == 1 && !hasSizeProduct(Invariant.front()) &&
      Aff.build(Invariant.front(), F.Sc, &Offender))
    return;
  // Otherwise (`s->q + h*head_size`, `key_cache + loff + t*dim`) the invariant part is a
  // pointer of its own; a term with no C form before the loops leaves D as it is, and the
  // accesses then say why they are not affine.
  if (const VarDecl* Moved = Fields.offsetPointer(D.Base, V, Invariant, F.Sc))
    D = DerivedPointer{Moved, Variant};
}

} // namespace liar::lifting
