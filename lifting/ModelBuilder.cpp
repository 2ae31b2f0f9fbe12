#include "lifting/ModelBuilder.h"
#include "lifting/HandTiled.h"
#include "lifting/RegionFinder.h"

#include "lifting/Epilogue.h"
#include "lifting/WrittenVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace liar::lifting {

using namespace clang;

namespace {

/// Adds the iterator a `for` header steps, declared in the header or assigned by it.
void addIterator(const ForStmt* fs, std::set<const VarDecl*>& vars) {
  if (const auto* DS = dyn_cast_or_null<DeclStmt>(fs->getInit()))
    for (const Decl* D : DS->decls())
      if (const auto* V = dyn_cast<VarDecl>(D)) vars.insert(V);
  if (const auto* B = dyn_cast_or_null<BinaryOperator>(fs->getInit()))
    if (const VarDecl* V = assignedVariable(B->getLHS())) vars.insert(V);
}

/// Iterators of the `for` loops inside S and variables S declares.
class ForIterators : public RecursiveASTVisitor<ForIterators> {
public:
  std::set<const VarDecl*> Vars;
  bool VisitDeclStmt(DeclStmt* DS) {
    for (const Decl* D : DS->decls())
      if (const auto* V = dyn_cast<VarDecl>(D)) Vars.insert(V);
    return true;
  }
  bool VisitForStmt(ForStmt* FS) {
    addIterator(FS, Vars);
    return true;
  }
};

/// The variables S's `for` loops step (declared in their headers or not).
std::set<const VarDecl*> loopIterators(const Stmt* S) {
  class Collector : public RecursiveASTVisitor<Collector> {
  public:
    std::set<const VarDecl*> Vars;
    bool VisitForStmt(ForStmt* FS) {
      addIterator(FS, Vars);
      return true;
    }
  } C;
  C.TraverseStmt(const_cast<Stmt*>(S));
  return C.Vars;
}

} // namespace

std::vector<const VarDecl*> ModelBuilder::scalarTargets(const Stmt* S) const {
  ForIterators FI;
  FI.TraverseStmt(const_cast<Stmt*>(S));
  std::vector<const VarDecl*> R;
  for (const VarDecl* W : writtenIn(S)) {
    QualType T = W->getType();
    if (T->isArrayType() || T->isPointerType() || !T->isArithmeticType() || FI.Vars.count(W))
      continue;
    R.push_back(W);
  }
  if (LaneArrays.empty()) return R;
  // Lane arrays stored to as `r[ibt]`: each a scalar of the element's iteration.
  class LaneStores : public RecursiveASTVisitor<LaneStores> {
  public:
    explicit LaneStores(const ModelBuilder& B) : B(B) {}
    std::set<const VarDecl*> Vars;
    bool VisitBinaryOperator(BinaryOperator* Op) {
      if (Op->isAssignmentOp())
        if (const VarDecl* V = B.laneArray(Op->getLHS())) Vars.insert(V);
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator* U) {
      if (U->isIncrementDecrementOp())
        if (const VarDecl* V = B.laneArray(U->getSubExpr())) Vars.insert(V);
      return true;
    }

  private:
    const ModelBuilder& B;
  } Stores(*this);
  Stores.TraverseStmt(const_cast<Stmt*>(S));
  for (const VarDecl* W : Stores.Vars)
    if (!FI.Vars.count(W)) R.push_back(W);
  return R;
}

QualType ModelBuilder::scalarType(const VarDecl* V) const {
  if (LaneArrays.count(V)) return V->getType()->getAsArrayTypeUnsafe()->getElementType();
  return V->getType();
}

ModelBuilder::ModelBuilder(const SourceInfo& Source, const FunctionDecl* Function, Scop& Out)
    : Source(Source), Function(Function), Model(Out), Fields(Source, Function, Out),
      Aff(Source, Out) {
  Aff.setFields(&Fields);
}

void ModelBuilder::reject(Refusal R, std::initializer_list<std::string_view> Args, const Stmt* At) {
  if (Error) return;
  Error = rejection(R, Args, Source.location(At ? At->getBeginLoc() : SourceLocation()));
}

bool ModelBuilder::assume(const std::string& C) {
  if (std::find(Model.Assumptions.begin(), Model.Assumptions.end(), C) != Model.Assumptions.end())
    return false;
  Model.Assumptions.push_back(C);
  return true;
}

void ModelBuilder::defer(Refusal R, std::initializer_list<std::string_view> Args, const Stmt* At) {
  if (Deferred) return;
  Deferred = rejection(R, Args, Source.location(At ? At->getBeginLoc() : SourceLocation()));
}

std::string ModelBuilder::uniqueIterator(const std::string& Name, const Frame& F) {
  // Loops in sequence may share a name (each statement has its own tuple); a loop nested in
  // one of the same name, or a name ISL/IR reserve, gets a suffix.
  std::set<std::string> Enclosing;
  for (int L : F.Loops)
    Enclosing.insert(Model.Loops[L].Iterator);
  std::string N = Name;
  for (int K = 1; isReservedName(N) || Enclosing.count(N) || Model.Params.count(N); ++K)
    N = Name + "_" + std::to_string(K);
  return N;
}

std::string ModelBuilder::offenderReason(const Expr* Offender) const {
  if (!Offender || !isa<MemberExpr>(Offender->IgnoreParenImpCasts()) || Fields.why().empty())
    return "";
  return ": " + Fields.why();
}

bool ModelBuilder::rejectUnspellable(const Expr* Whole, const Expr* Offender) {
  if (!Offender || !Source.spelling(Offender).empty()) return false;
  std::string Why = Source.foldDependence(Offender);
  Expr::EvalResult Value;
  if (Why.empty() || !Offender->EvaluateAsInt(Value, Source.context())) return false;
  std::string Text = Source.text(Whole);
  std::string Used = "the value " + std::to_string(Value.Val.getInt().getExtValue());
  reject(Refusal::UnspellableValue, {Text, Used, Why}, Whole);
  return true;
}

void ModelBuilder::scanStatement(const Stmt* S) {
  auto W = writtenIn(S);
  Written.insert(W.begin(), W.end());
  auto I = loopIterators(S);
  LoopIterators.insert(I.begin(), I.end());
  auto D = declaredWithin(S);
  Declared.insert(D.begin(), D.end());
  auto Assigned = writtenIn(S, /*Declarations=*/false);
  Reassigned.insert(Assigned.begin(), Assigned.end());
}

std::optional<Rejection> ModelBuilder::build(llvm::ArrayRef<const Stmt*> Stmts) {
  for (const Stmt* S : Stmts) {
    scanStatement(S);
    Fields.scan(S);
  }
  findWalkingPointers(Stmts);
  Frame Top;
  Top.Position.push_back(0);
  Top.Sc.Written = &Written;
  Top.Sc.Indices = &IndexVars;
  for (const Stmt* S : Stmts) {
    walk(S, Top);
    if (failed()) return Error;
    ++Top.Position.back();
  }
  if (Stmts.empty()) return Error;
  if (!Fields.finish()) reject(Refusal::StructField, {Fields.why()}, Stmts.front());
  if (failed()) return Error;
  Liveness Live(Function, Stmts, Source.context().getSourceManager());
  checkLiveOut(Stmts, Live);
  for (const VarDecl* C : Counted)
    if (liveOut(C, Live)) reject(Refusal::WhileCounterLiveOut, {C->getName()}, Stmts.front());
  for (const VarDecl* T : TileVariables)
    if (liveOut(T, Live))
      reject(Refusal::IteratorEpilogue,
             {"the final value of '" + T->getName().str() + "' of a tiled loop is not recomputed"},
             Stmts.front());
  std::vector<std::string> Walked = checkWalkingPointers(Live, Top, Stmts.front());
  if (failed()) return Error;
  const Stmt* At = nullptr;
  std::string Why;
  Model.Epilogue = iteratorEpilogue(
      Stmts, Model.Loops, [&](const VarDecl* V) { return liveOut(V, Live); }, &Why, &At);
  Model.Epilogue.insert(Model.Epilogue.end(), Walked.begin(), Walked.end());
  if (!Why.empty()) reject(Refusal::IteratorEpilogue, {Why}, At);
  return Error;
}

void ModelBuilder::walk(const Stmt* S, Frame& F) {
  if (failed() || !S || Skipped.count(S)) return;
  switch (S->getStmtClass()) {
  case Stmt::CompoundStmtClass:
    for (const Stmt* C : cast<CompoundStmt>(S)->body()) {
      walk(C, F);
      ++F.Position.back();
    }
    return;
  case Stmt::ForStmtClass:
    return walkFor(cast<ForStmt>(S), F);
  case Stmt::IfStmtClass:
    return walkIf(cast<IfStmt>(S), F);
  case Stmt::NullStmtClass:
    return;
  case Stmt::AttributedStmtClass: // `#pragma clang loop`, `#pragma GCC unroll`: hints only
    return walk(cast<AttributedStmt>(S)->getSubStmt(), F);
  case Stmt::OMPSimdDirectiveClass: // a -fopenmp parse's loop directives inside the nest go
  case Stmt::OMPForDirectiveClass:  // away with it (lifting/UserOpenMP.h)
  case Stmt::OMPForSimdDirectiveClass:
  case Stmt::OMPParallelForDirectiveClass:
  case Stmt::OMPParallelForSimdDirectiveClass:
    if (const ForStmt* L = loopOf(S)) return walkFor(L, F);
    break;
  case Stmt::DeclStmtClass:
    return walkDeclaration(cast<DeclStmt>(S), F);
  case Stmt::WhileStmtClass:
    return walkWhile(cast<WhileStmt>(S), F);
  case Stmt::DoStmtClass:
    return reject(Refusal::DoLoop, {}, S);
  case Stmt::GotoStmtClass:
  case Stmt::IndirectGotoStmtClass:
  case Stmt::LabelStmtClass:
    return reject(Refusal::Goto, {}, S);
  case Stmt::BreakStmtClass:
  case Stmt::ContinueStmtClass:
    return reject(Refusal::BreakContinue, {isa<BreakStmt>(S) ? "break" : "continue"}, S);
  case Stmt::ReturnStmtClass:
    return reject(Refusal::ReturnInNest, {}, S);
  case Stmt::SwitchStmtClass:
    return reject(Refusal::SwitchInNest, {}, S);
  default:
    break;
  }
  walkExpression(S, F);
}

void ModelBuilder::walkDeclaration(const DeclStmt* S, Frame& F) {
  for (const Decl* D : S->decls()) {
    const auto* V = dyn_cast<VarDecl>(D);
    if (LaneArrays.count(V)) continue; // a scalar of each element, assigned in its lane loops
    if (derivedPointer(V, F)) continue;
    if (!V || V->getType()->isArrayType() || V->getType()->isPointerType() ||
        !V->getType()->isArithmeticType())
      return reject(Refusal::LocalDeclaration, {Source.text(S)}, S);
    Model.LocalScalars.emplace(V->getName().str(), V->getType().getUnqualifiedType().getAsString());
    if (V->getInit()) walkAssign(nullptr, V, V->getInit(), 0, S, F);
  }
}

void ModelBuilder::walkExpression(const Stmt* S, Frame& F) {
  const auto* E = dyn_cast<Expr>(S);
  if (!E) return reject(Refusal::StatementKind, {Source.text(S), S->getStmtClassName()}, S);
  E = E->IgnoreParens();
  if (walkPointerStep(E, F)) return;
  if (const auto* B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp()) {
    static const std::map<BinaryOperatorKind, char> Operators = {{BO_Assign, 0},
                                                                 {BO_AddAssign, '+'},
                                                                 {BO_SubAssign, '-'},
                                                                 {BO_MulAssign, '*'},
                                                                 {BO_DivAssign, '/'}};
    auto It = Operators.find(B->getOpcode());
    if (It == Operators.end()) return reject(Refusal::CompoundAssignment, {Source.text(S)}, S);
    char Op = It->second;
    // `a = b = e`: the inner assignment first, then `a = b`.
    if (const auto* Inner = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
        Inner && Inner->getOpcode() == BO_Assign && Op == 0) {
      walk(Inner, F);
      if (failed()) return;
      // The outer assignment is a statement of its own that runs after the inner one.
      ++F.Position.back();
      return walkAssign(B->getLHS(), nullptr, Inner->getLHS(), Op, S, F);
    }
    return walkAssign(B->getLHS(), nullptr, B->getRHS(), Op, S, F);
  }
  if (const auto* U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp())
    return walkAssign(U->getSubExpr(), nullptr, nullptr, U->isIncrementOp() ? 'i' : 'd', S, F);
  if (const auto* C = dyn_cast<CallExpr>(E)) {
    if (walkHelperCall(C, F)) return;
    const FunctionDecl* Callee = C->getDirectCallee();
    return reject(Refusal::CallSideEffects,
                  {Callee ? Callee->getName().str() : Source.text(C->getCallee())}, S);
  }
  reject(Refusal::ExpressionStatement, {Source.text(S)}, S);
}

void ModelBuilder::walkAssign(const Expr* Lhs, const VarDecl* Declared, const Expr* Rhs, char Op,
                              const Stmt* Whole, Frame& F) {
  if (Lhs) Lhs = Lhs->IgnoreParenImpCasts();
  if (!hoistHelperCalls(Rhs, F)) return;
  int Id = openStatement(Lhs, Declared, Rhs, Op, Whole, F);
  int Saved = Current;
  Current = Id;
  const VarDecl* ScalarTarget = Declared;
  if (!Declared && !assignTarget(Lhs, Whole, F, &ScalarTarget)) return;
  if (failed()) return;
  ValuePtr R;
  if (!storedValue(Lhs, Rhs, ScalarTarget, F, Op, R)) return;
  if (F.DataCondition && !keepUnlessCondition(Lhs, Rhs, Op, ScalarTarget, F, R)) return;
  Model.Statements[Id].Rhs = R;
  applyPendingSteps(F);
  Current = Saved;
  if (ScalarTarget) {
    assignScalar(ScalarTarget, R, Whole);
    trackIndex(ScalarTarget, Rhs, Op, F);
    if (!Op && Rhs && ScalarTarget->getType()->isIntegerType())
      Copies[ScalarTarget] = {Rhs, F.Loops};
    else
      Copies.erase(ScalarTarget);
  }
  recordDirectReads(Model.Statements[Id]);
}

int ModelBuilder::openStatement(const Expr* Lhs, const VarDecl* Declared, const Expr* Rhs, char Op,
                                const Stmt* Whole, const Frame& F) {
  StatementModel St;
  St.Id = static_cast<int>(Model.Statements.size());
  St.Loops = F.Loops;
  St.Position = F.Position;
  St.Guards = F.Guards;
  St.Where = Source.location(Whole->getBeginLoc());
  St.Text = Source.text(Whole);
  // A helper's statements name its own variables, which the caller does not declare.
  St.CText = HelperStack.empty() ? statementText(Lhs, Declared, Rhs, Op, Whole) : "";
  if (St.CText.empty())
    for (const Expr* Part : {Lhs, Rhs})
      if (std::string Why = Source.foldDependence(Part); !Why.empty()) St.CTextWhy = Why;
  if (Declared) {
    // Re-printed code assigns the scalar; its declaration moves to the top of the region.
    std::string Type = Declared->getType().getUnqualifiedType().getAsString();
    auto [It, New] = Model.LocalScalars.emplace(Declared->getName().str(), Type);
    if (!New && It->second != Type) St.CText.clear();
  }
  // Reserve the slot so that reads created from now on carry this statement as their origin.
  Model.Statements.push_back(St);
  return St.Id;
}

bool ModelBuilder::assignTarget(const Expr* Lhs, const Stmt* Whole, Frame& F,
                                const VarDecl** ScalarTarget) {
  if (const VarDecl* Lane = laneArray(Lhs)) {
    *ScalarTarget = Lane;
    return true;
  }
  if (const auto* DR = dyn_cast<DeclRefExpr>(Lhs)) {
    *ScalarTarget = dyn_cast<VarDecl>(DR->getDecl());
    if (*ScalarTarget && !(*ScalarTarget)->getType()->isPointerType() &&
        (*ScalarTarget)->getType()->isArithmeticType())
      return true;
  } else if (walkingPointer(Lhs) || isa<ArraySubscriptExpr>(Lhs) || structElement(Lhs)) {
    const VarDecl* Base = nullptr;
    std::vector<Affine> Subs;
    bool Found = walkingPointer(Lhs) ? walkingAccess(Lhs, F, &Base, Subs) && !failed()
                                     : subscripts(Lhs, F, &Base, Subs);
    if (!Found) return false;
    Model.Statements[Current].Array = arrayId(Base, Lhs);
    Model.Statements[Current].WriteSubscripts = Subs;
    return true;
  } else if (const VarDecl* Out = derefTarget(Lhs)) {
    int Id = arrayId(Out, Lhs);
    if (Id < 0) return false;
    Model.Statements[Current].Array = Id;
    return true;
  } else if (const auto* U = dyn_cast<UnaryOperator>(Lhs); U && U->getOpcode() == UO_Deref) {
    reject(Refusal::PointerStore, {Source.text(Lhs)}, Lhs);
    return false;
  }
  reject(Refusal::AssignmentTarget, {Source.text(Lhs)}, Whole);
  return false;
}

bool ModelBuilder::storedValue(const Expr* Lhs, const Expr* Rhs, const VarDecl* ScalarTarget,
                               Frame& F, char& Op, ValuePtr& R) {
  if (Rhs)
    R = value(Rhs, F);
  else { // ++ and -- add or subtract one
    auto One = std::make_shared<Value>();
    One->K = Value::IntConst;
    One->Text = "1";
    One->IsInt = true;
    R = One;
    Op = Op == 'i' ? '+' : '-';
  }
  if (failed()) return false;
  if (!Op) return true;
  ValuePtr Old = ScalarTarget ? scalarValue(ScalarTarget, Lhs) : read(Lhs, F);
  if (!Old && !failed()) reject(Refusal::UnreadableTarget, {Source.text(Lhs)}, Lhs);
  if (failed()) return false;
  auto V = std::make_shared<Value>();
  V->K = Value::Op;
  V->Text = std::string(1, Op);
  V->Args = {Old, R};
  V->IsInt = Lhs->getType()->isIntegerType();
  R = compound(Lhs, Rhs, V);
  return R != nullptr;
}

bool ModelBuilder::keepUnlessCondition(const Expr* Lhs, const Expr* Rhs, char Op,
                                       const VarDecl* ScalarTarget, Frame& F, ValuePtr& R) {
  auto Keep = std::make_shared<Value>();
  Keep->K = Value::Op;
  Keep->Text = "select";
  Keep->Args = {value(F.DataCondition, F), R, scalarValue(ScalarTarget, Lhs)};
  Keep->IsInt = R->IsInt;
  if (failed()) return false;
  R = Keep;
  // `if (c) s op= e;` re-printed as one expression: `s = (c) ? (s op (e)) : s`, whose
  // conditional has the type `s op (e)` has, so that the value is converted as op= converts it.
  std::string C = Source.rawText(F.DataCondition), E = Source.rawText(Rhs);
  std::string L = Source.rawText(Lhs);
  std::string Kept = Op ? L + " " + std::string(1, Op) + " (" + E + ")" : E;
  Model.Statements[Current].CText =
      C.empty() || E.empty() || L.empty() ? "" : L + " = (" + C + ") ? (" + Kept + ") : " + L;
  return true;
}

void ModelBuilder::recordDirectReads(StatementModel& St) {
  std::vector<const Value*> Stack = {St.Rhs.get()};
  while (!Stack.empty()) {
    const Value* V = Stack.back();
    Stack.pop_back();
    if (V->K == Value::Read && V->Origin == St.Id) St.DirectReads.push_back(V);
    if (V->K == Value::Fold) continue; // a fold's reads belong to the statements of its loop
    for (const ValuePtr& A : V->Args)
      Stack.push_back(A.get());
  }
}

std::string ModelBuilder::statementText(const Expr* Lhs, const VarDecl* Declared, const Expr* Rhs,
                                        char Op, const Stmt* Whole) const {
  if (!Rhs) return Source.expandedText(dyn_cast<Expr>(Whole)); // x++
  std::string R = Source.expandedText(Rhs);
  std::string L = Declared ? Declared->getName().str() : Source.expandedText(Lhs);
  if (R.empty() || L.empty()) return "";
  return L + " " + (Op ? std::string(1, Op) : "") + "= " + R;
}

void ModelBuilder::assignScalar(const VarDecl* V, ValuePtr Val, const Stmt* Whole) {
  // Its final value would come from either the assignment or the loop, in an order the
  // model does not keep.
  if (LoopIterators.count(V)) return reject(Refusal::IteratorAssigned, {V->getName()}, Whole);
  if (ScalarsInConditional.count(V))
    return reject(Refusal::ConditionalScalar, {V->getName()}, Whole);
  StatementModel& St = Model.Statements.back();
  St.ScalarOnly = true;
  St.Array = scalarId(V);
  Env[V] = Val;
}

bool ModelBuilder::liveOut(const VarDecl* V, const Liveness& Live) const {
  // A value read on entry is, on the next trip of a loop around the region, the one the
  // region left: then the final value is needed even if nothing reads it afterwards.
  return Live.liveAfter(V) || (EntryReads.count(V) && Live.carriedAround(V));
}

void ModelBuilder::checkLiveOut(llvm::ArrayRef<const Stmt*> Stmts, const Liveness& Live) {
  for (const auto& [V, Val] : Env) {
    if (!liveOut(V, Live)) continue;
    if (!Val) defer(Refusal::LastIterationScalar, {V->getName()}, Stmts.front());
    Model.LiveOutScalars.push_back({scalarId(V), Val});
  }
}

} // namespace liar::lifting
