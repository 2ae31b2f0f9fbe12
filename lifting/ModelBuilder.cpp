#include "lifting/ModelBuilder.h"
#include "lifting/RegionFinder.h"

#include "lifting/Epilogue.h"
#include "lifting/PointerTerms.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// Variables a statement assigns (`=`, compound assignment, `++`/`--`, declarations).
class WrittenCollector : public RecursiveASTVisitor<WrittenCollector> {
public:
  std::set<const VarDecl*> Vars;
  static const VarDecl* target(const Expr* E) {
    if (const auto* DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      return dyn_cast<VarDecl>(DR->getDecl());
    return nullptr;
  }
  bool VisitBinaryOperator(BinaryOperator* B) {
    if (B->isAssignmentOp())
      if (const VarDecl* V = target(B->getLHS())) Vars.insert(V);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator* U) {
    if (U->isIncrementDecrementOp())
      if (const VarDecl* V = target(U->getSubExpr())) Vars.insert(V);
    return true;
  }
  bool VisitVarDecl(VarDecl* V) {
    if (Declarations) Vars.insert(V);
    return true;
  }
  bool Declarations = true;
};

std::set<const VarDecl*> writtenIn(const Stmt* S) {
  WrittenCollector C;
  C.TraverseStmt(const_cast<Stmt*>(S));
  return C.Vars;
}

/// The scalars whose first access in S (in evaluation order) reads them: the accumulators
/// of a loop whose body is S.
class FirstAccess : public RecursiveASTVisitor<FirstAccess> {
public:
  std::map<const VarDecl*, bool> ReadFirst;
  bool TraverseBinaryOperator(BinaryOperator* B) {
    if (!B->isAssignmentOp()) return RecursiveASTVisitor::TraverseBinaryOperator(B);
    TraverseStmt(B->getRHS());
    // An assignment under an `if` keeps the old value when the condition is false: a read.
    if (const VarDecl* V = WrittenCollector::target(B->getLHS()))
      ReadFirst.emplace(V, B->isCompoundAssignmentOp() || Conditional > 0);
    else
      TraverseStmt(B->getLHS());
    return true;
  }
  bool TraverseCompoundAssignOperator(CompoundAssignOperator* B) {
    return TraverseBinaryOperator(B);
  }
  bool TraverseIfStmt(IfStmt* S) {
    ++Conditional;
    bool Continue = RecursiveASTVisitor::TraverseIfStmt(S);
    --Conditional;
    return Continue;
  }
  int Conditional = 0;
  bool VisitDeclRefExpr(DeclRefExpr* DR) {
    if (const auto* V = dyn_cast<VarDecl>(DR->getDecl())) ReadFirst.emplace(V, true);
    return true;
  }
};

bool mentionsAcc(const ValuePtr& V, int FoldId) {
  if (!V) return false;
  if (V->K == Value::Acc && V->FoldId == FoldId) return true;
  for (const ValuePtr& A : V->Args)
    if (mentionsAcc(A, FoldId)) return true;
  return false;
}

/// Adds the iterator a `for` header steps, declared in the header or assigned by it.
void addIterator(const ForStmt* fs, std::set<const VarDecl*>& vars) {
  if (const auto* DS = dyn_cast_or_null<DeclStmt>(fs->getInit()))
    for (const Decl* D : DS->decls())
      if (const auto* V = dyn_cast<VarDecl>(D)) vars.insert(V);
  if (const auto* B = dyn_cast_or_null<BinaryOperator>(fs->getInit()))
    if (const VarDecl* V = WrittenCollector::target(B->getLHS())) vars.insert(V);
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

/// The variables S declares (in its `for` headers too).
std::set<const VarDecl*> declaredIn(const Stmt* S) {
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
  return R;
}

ModelBuilder::ModelBuilder(const SourceInfo& Source, const FunctionDecl* Function, Scop& Out)
    : Source(Source), Function(Function), Model(Out), Fields(Source, Function, Out),
      Aff(Source, Out) {
  Aff.setFields(&Fields);
}

void ModelBuilder::reject(RejectCategory C, const std::string& Message, const Stmt* At) {
  if (Error) return;
  Error = Rejection{C, Message, Source.location(At ? At->getBeginLoc() : SourceLocation())};
}

void ModelBuilder::defer(RejectCategory C, const std::string& Message, const Stmt* At) {
  if (Deferred) return;
  Deferred = Rejection{C, Message, Source.location(At ? At->getBeginLoc() : SourceLocation())};
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

const VarDecl* ModelBuilder::baseVariable(const Expr* Base, const Frame& F) {
  Base = Base->IgnoreParenImpCasts();
  if (const auto* M = dyn_cast<MemberExpr>(Base)) return Fields.pointer(M, F.Sc);
  return WrittenCollector::target(Base);
}

std::string ModelBuilder::fieldReason(const Expr* Offender) const {
  if (!Offender || !isa<MemberExpr>(Offender->IgnoreParenImpCasts()) || Fields.why().empty())
    return "";
  return ": " + Fields.why();
}

bool ModelBuilder::derivedPointer(const VarDecl* V, const Frame& F) {
  if (!V || !V->getType()->isPointerType() || !V->getInit()) return false;
  auto Parts = pointerTerms(V->getInit());
  const VarDecl* Base = Parts ? baseVariable(Parts->Base, F) : nullptr;
  if (!Base) return false;
  std::string Name = "pointer '" + V->getName().str() + "'";
  if (Reassigned.count(V)) {
    reject(RejectCategory::PointerArithmetic,
           Name + " is assigned again after its declaration: its accesses are not followed to '" +
               Source.text(Parts->Base) + "'",
           V->getInit());
    return true;
  }
  if (Written.count(Base)) {
    reject(RejectCategory::PointerArithmetic,
           Name + " is derived from '" + Base->getName().str() + "', which the region assigns",
           V->getInit());
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

std::optional<Rejection> ModelBuilder::build(llvm::ArrayRef<const Stmt*> Stmts) {
  for (const Stmt* S : Stmts) {
    auto W = writtenIn(S);
    Written.insert(W.begin(), W.end());
    auto I = loopIterators(S);
    LoopIterators.insert(I.begin(), I.end());
    auto D = declaredIn(S);
    Declared.insert(D.begin(), D.end());
    WrittenCollector Assigned;
    Assigned.Declarations = false;
    Assigned.TraverseStmt(const_cast<Stmt*>(S));
    Reassigned.insert(Assigned.Vars.begin(), Assigned.Vars.end());
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
  if (!Fields.finish()) reject(RejectCategory::UnsupportedStatement, Fields.why(), Stmts.front());
  if (failed()) return Error;
  Liveness Live(Function, Stmts, Source.context().getSourceManager());
  checkLiveOut(Stmts, Live);
  checkWalkingPointers(Live, Stmts.front());
  if (failed()) return Error;
  const Stmt* At = nullptr;
  std::string Why;
  Model.Epilogue = iteratorEpilogue(
      Stmts, Model.Loops, [&](const VarDecl* V) { return liveOut(V, Live); }, &Why, &At);
  if (!Why.empty()) reject(RejectCategory::UnsupportedStatement, Why, At);
  return Error;
}

void ModelBuilder::walk(const Stmt* S, Frame& F) {
  if (failed() || !S) return;
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
    for (const Decl* D : cast<DeclStmt>(S)->decls()) {
      const auto* V = dyn_cast<VarDecl>(D);
      if (derivedPointer(V, F)) continue;
      if (!V || V->getType()->isArrayType() || V->getType()->isPointerType() ||
          !V->getType()->isArithmeticType())
        return reject(RejectCategory::UnsupportedStatement,
                      "declaration '" + Source.text(S) + "' inside the region is not a scalar", S);
      Model.LocalScalars.emplace(V->getName().str(),
                                 V->getType().getUnqualifiedType().getAsString());
      if (V->getInit()) walkAssign(nullptr, V, V->getInit(), 0, S, F);
    }
    return;
  case Stmt::WhileStmtClass:
  case Stmt::DoStmtClass:
    return reject(RejectCategory::IrregularControlFlow,
                  std::string("'") + (isa<WhileStmt>(S) ? "while" : "do") +
                      "' loop has no affine iteration space",
                  S);
  case Stmt::GotoStmtClass:
  case Stmt::IndirectGotoStmtClass:
  case Stmt::LabelStmtClass:
    return reject(RejectCategory::IrregularControlFlow,
                  "'goto' and labels break the loop structure", S);
  case Stmt::BreakStmtClass:
  case Stmt::ContinueStmtClass:
    return reject(RejectCategory::IrregularControlFlow,
                  std::string("'") + (isa<BreakStmt>(S) ? "break" : "continue") +
                      "' makes the iteration count data-dependent",
                  S);
  case Stmt::ReturnStmtClass:
    return reject(RejectCategory::IrregularControlFlow, "'return' inside the loop nest", S);
  case Stmt::SwitchStmtClass:
    return reject(RejectCategory::IrregularControlFlow, "'switch' inside the loop nest", S);
  default:
    break;
  }
  const auto* E = dyn_cast<Expr>(S);
  if (!E)
    return reject(RejectCategory::UnsupportedStatement,
                  std::string("statement '") + Source.text(S) + "' (" + S->getStmtClassName() +
                      ") is not supported",
                  S);
  E = E->IgnoreParens();
  if (walkPointerStep(E, F)) return;
  if (const auto* B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp()) {
    char Op = 0;
    switch (B->getOpcode()) {
    case BO_Assign:
      break;
    case BO_AddAssign:
      Op = '+';
      break;
    case BO_SubAssign:
      Op = '-';
      break;
    case BO_MulAssign:
      Op = '*';
      break;
    case BO_DivAssign:
      Op = '/';
      break;
    default:
      return reject(RejectCategory::UnsupportedStatement,
                    "compound assignment '" + Source.text(S) + "' is not supported", S);
    }
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
    const FunctionDecl* Callee = C->getDirectCallee();
    return reject(RejectCategory::UnknownCall,
                  "call to '" + (Callee ? Callee->getName().str() : Source.text(C->getCallee())) +
                      "' may have side effects",
                  S);
  }
  reject(RejectCategory::UnsupportedStatement,
         "expression statement '" + Source.text(S) + "' is not an assignment", S);
}

std::optional<LoopModel> ModelBuilder::loopHeader(const ForStmt* FS, const Frame& F,
                                                  const VarDecl** Iterator) {
  const Expr* InitValue = nullptr;
  const VarDecl* V = nullptr;
  if (const auto* DS = dyn_cast_or_null<DeclStmt>(FS->getInit())) {
    if (DS->isSingleDecl())
      if ((V = dyn_cast<VarDecl>(DS->getSingleDecl()))) InitValue = V->getInit();
  } else if (const auto* B = dyn_cast_or_null<BinaryOperator>(FS->getInit())) {
    if (B->getOpcode() == BO_Assign) {
      V = WrittenCollector::target(B->getLHS());
      InitValue = B->getRHS();
    }
  }
  if (!V || !InitValue || !FS->getCond() || !FS->getInc()) {
    reject(RejectCategory::IrregularControlFlow,
           "loop header '" + Source.text(FS->getInit() ? FS->getInit() : FS) +
               "' does not initialise, test and step one iterator",
           FS);
    return std::nullopt;
  }
  if (!V->getType()->isIntegerType()) {
    reject(RejectCategory::NonIntegerInduction,
           "induction variable '" + V->getName().str() + "' has non-integer type '" +
               V->getType().getAsString() + "'",
           FS);
    return std::nullopt;
  }
  if (F.Sc.Iterators.count(V)) {
    reject(RejectCategory::IrregularControlFlow,
           "loop reuses the iterator '" + V->getName().str() + "' of an enclosing loop", FS);
    return std::nullopt;
  }
  // Step.
  int64_t Step = 0;
  const Expr* Inc = FS->getInc()->IgnoreParens();
  auto IsIter = [&](const Expr* E) { return WrittenCollector::target(E) == V; };
  auto ConstOf = [&](const Expr* E) -> std::optional<int64_t> {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Source.context())) return R.Val.getInt().getExtValue();
    return std::nullopt;
  };
  if (const auto* U = dyn_cast<UnaryOperator>(Inc);
      U && U->isIncrementDecrementOp() && IsIter(U->getSubExpr()))
    Step = U->isIncrementOp() ? 1 : -1;
  else if (const auto* B = dyn_cast<BinaryOperator>(Inc); B && IsIter(B->getLHS())) {
    if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) {
      if (auto C = ConstOf(B->getRHS())) Step = B->getOpcode() == BO_AddAssign ? *C : -*C;
    } else if (B->getOpcode() == BO_Assign) {
      if (const auto* R = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts())) {
        if (R->getOpcode() == BO_Add && IsIter(R->getLHS()))
          Step = ConstOf(R->getRHS()).value_or(0);
        else if (R->getOpcode() == BO_Add && IsIter(R->getRHS()))
          Step = ConstOf(R->getLHS()).value_or(0);
        else if (R->getOpcode() == BO_Sub && IsIter(R->getLHS()))
          Step = -ConstOf(R->getRHS()).value_or(0);
      }
    }
  }
  if (Step == 0) {
    reject(RejectCategory::IrregularControlFlow,
           "loop step '" + Source.text(FS->getInc()) + "' is not a constant increment", FS);
    return std::nullopt;
  }
  // Bound.
  const auto* Cond = dyn_cast<BinaryOperator>(FS->getCond()->IgnoreParenImpCasts());
  const Expr* BoundExpr = nullptr;
  BinaryOperatorKind Op = BO_Comma;
  if (Cond && Cond->isComparisonOp()) {
    if (IsIter(Cond->getLHS())) {
      BoundExpr = Cond->getRHS();
      Op = Cond->getOpcode();
    } else if (IsIter(Cond->getRHS())) {
      BoundExpr = Cond->getLHS();
      Op = BinaryOperator::reverseComparisonOp(Cond->getOpcode());
    }
  }
  if (Op == BO_NE && (Step == 1 || Step == -1)) Op = Step > 0 ? BO_LT : BO_GT;
  bool Up = Op == BO_LT || Op == BO_LE;
  bool Down = Op == BO_GT || Op == BO_GE;
  if (!BoundExpr || (!Up && !Down) || (Up != (Step > 0))) {
    reject(RejectCategory::IrregularControlFlow,
           "loop condition '" + Source.text(FS->getCond()) +
               "' does not bound the iterator in the direction of its step",
           FS);
    return std::nullopt;
  }
  const Expr* Offender = nullptr;
  auto Start = Aff.build(InitValue, F.Sc, &Offender);
  auto Bound = Start ? Aff.build(BoundExpr, F.Sc, &Offender) : std::nullopt;
  if (!Bound) {
    const Expr* At = Offender ? Offender : BoundExpr;
    Expr::EvalResult R;
    if (At->EvaluateAsInt(R, Source.context()))
      reject(RejectCategory::NonAffineBound,
             "loop bound constant '" + Source.text(At) + "' is too large for the affine model", At);
    else
      reject(RejectCategory::NonAffineBound,
             "loop bound '" + Source.text(At) + "' is not affine" + fieldReason(At), At);
    return std::nullopt;
  }
  LoopModel L;
  L.Id = static_cast<int>(Model.Loops.size());
  L.Parent = F.Loops.empty() ? -1 : F.Loops.back();
  L.CName = V->getName().str();
  L.Iterator = uniqueIterator(L.CName, F);
  L.Step = Step;
  L.Where = Source.location(FS->getBeginLoc());
  L.Source = FS;
  L.Var = V;
  L.DeclaredInRegion = Declared.count(V) != 0;
  L.Type = V->getType().getUnqualifiedType().getAsString();
  L.InitText = Source.rawText(InitValue);
  L.BoundText = Source.rawText(BoundExpr);
  L.CondText = Source.rawText(FS->getCond());
  L.IncText = Source.rawText(FS->getInc());
  L.Compare = BinaryOperator::getOpcodeStr(Op).str();
  if (Up) {
    L.Low = *Start;
    L.High = Op == BO_LT ? *Bound - Affine::constant(1) : *Bound;
  } else {
    L.High = *Start;
    L.Low = Op == BO_GT ? *Bound + Affine::constant(1) : *Bound;
  }
  *Iterator = V;
  return L;
}

void ModelBuilder::walkFor(const ForStmt* FS, Frame& F) {
  const VarDecl* V = nullptr;
  auto L = loopHeader(FS, F, &V);
  if (!L) return;
  auto BodyWrites = writtenIn(FS->getBody());
  if (BodyWrites.count(V))
    return reject(RejectCategory::IrregularControlFlow,
                  "loop body assigns its iterator '" + V->getName().str() + "'", FS);
  Model.Loops.push_back(*L);
  EndedIterators.erase(V);

  // Scalars this loop accumulates into: read before they are written in the body.
  FirstAccess FA;
  FA.TraverseStmt(const_cast<Stmt*>(FS->getBody()));
  struct Accumulator {
    const VarDecl* Var;
    int FoldId;
    ValuePtr Init;
  };
  std::vector<Accumulator> Accs;
  std::vector<const VarDecl*> Privates;
  for (const VarDecl* W : scalarTargets(FS->getBody())) {
    if (FA.ReadFirst.count(W) && FA.ReadFirst[W]) {
      Accumulator A{W, Model.NextFold++, scalarValue(W, nullptr)};
      auto Acc = std::make_shared<Value>();
      Acc->K = Value::Acc;
      Acc->Text = W->getName().str();
      Acc->FoldId = A.FoldId;
      Acc->IsInt = W->getType()->isIntegerType();
      Env[W] = Acc;
      Accs.push_back(A);
    } else {
      Privates.push_back(W);
    }
  }

  Frame Inner = F;
  Inner.Loops.push_back(L->Id);
  Inner.Position.push_back(0);
  Inner.Sc.Iterators[V] = L->Iterator;
  Inner.Sc.Loops.push_back(L->Id);
  for (const VarDecl* W : BodyWrites)
    enterLoopIndex(W, FS, *L, F, Inner);
  size_t FirstStmt = Model.Statements.size();
  walk(FS->getBody(), Inner);
  if (failed()) return;
  EndedIterators.insert(V);
  for (const VarDecl* W : BodyWrites) // what the loop leaves in them is not followed
    IndexVars.forget(W);

  // Recurrences through scalars have no fold form, but their accesses are all modelled.
  for (const Accumulator& A : Accs) {
    ValuePtr Body = Env[A.Var];
    for (const Accumulator& B : Accs)
      if (B.FoldId != A.FoldId && mentionsAcc(Body, B.FoldId))
        defer(RejectCategory::SequentialDependence,
              "scalars '" + A.Var->getName().str() + "' and '" + B.Var->getName().str() +
                  "' are accumulated together in this loop",
              FS);
    for (size_t S = FirstStmt; S < Model.Statements.size(); ++S)
      if (!Model.Statements[S].ScalarOnly && mentionsAcc(Model.Statements[S].Rhs, A.FoldId))
        defer(RejectCategory::SequentialDependence,
              "running value of accumulator '" + A.Var->getName().str() +
                  "' is stored inside its loop",
              FS);
    auto Fold = std::make_shared<Value>();
    Fold->K = Value::Fold;
    Fold->LoopId = L->Id;
    Fold->FoldId = A.FoldId;
    Fold->Args = {A.Init, Body};
    Fold->IsInt = A.Var->getType()->isIntegerType();
    Env[A.Var] = Fold;
  }
  // A scalar set afresh in each iteration keeps only its last value: reading it after the
  // loop is not modelled.
  for (const VarDecl* P : Privates)
    Env[P] = nullptr;
}

bool ModelBuilder::walkDataIf(const IfStmt* IS, Frame& F) {
  const Stmt* Then = IS->getThen();
  if (const auto* CS = dyn_cast<CompoundStmt>(Then); CS && CS->size() == 1) Then = CS->body_front();
  const auto* B = dyn_cast<BinaryOperator>(Then);
  if (IS->getElse() || IS->getInit() || IS->getConditionVariable() || F.DataCondition || !B ||
      !B->isAssignmentOp())
    return false;
  if (const auto* Chain = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
      Chain && Chain->isAssignmentOp())
    return false;
  const VarDecl* V = WrittenCollector::target(B->getLHS());
  if (!V || !isa<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()) ||
      !V->getType()->isArithmeticType() || LoopIterators.count(V))
    return false;
  Frame Under = F;
  Under.DataCondition = IS->getCond();
  Under.Sc.Guarded = true; // what the assignment reads is read only when the condition holds
  walk(Then, Under);
  F.Position = Under.Position;
  return true;
}

void ModelBuilder::walkIf(const IfStmt* IS, Frame& F) {
  if (std::optional<bool> Holds = nullTest(IS->getCond())) {
    if (const Stmt* Taken = *Holds ? IS->getThen() : IS->getElse()) walk(Taken, F);
    return;
  }
  const Expr* Offender = nullptr;
  auto C = Aff.condition(IS->getCond(), F.Sc, &Offender);
  if (!C && walkDataIf(IS, F)) return;
  if (!C)
    return reject(RejectCategory::DataDependentControl,
                  "condition '" + Source.text(IS->getCond()) + "' is not affine", IS->getCond());
  for (const Stmt* Branch : {IS->getThen(), IS->getElse()})
    if (Branch)
      for (const VarDecl* W : scalarTargets(Branch))
        ScalarsInConditional.insert(W);
  Frame Then = F;
  Then.Guards.push_back(*C);
  Then.Sc.Guarded = true;
  walk(IS->getThen(), Then);
  F.Position = Then.Position;
  if (IS->getElse()) {
    Frame Else = F;
    Else.Guards.push_back(C->negated());
    Else.Sc.Guarded = true;
    walk(IS->getElse(), Else);
    F.Position = Else.Position;
  }
}

void ModelBuilder::walkAssign(const Expr* Lhs, const VarDecl* Declared, const Expr* Rhs, char Op,
                              const Stmt* Whole, Frame& F) {
  if (Lhs) Lhs = Lhs->IgnoreParenImpCasts();
  StatementModel St;
  St.Id = static_cast<int>(Model.Statements.size());
  St.Loops = F.Loops;
  St.Position = F.Position;
  St.Guards = F.Guards;
  St.Where = Source.location(Whole->getBeginLoc());
  St.Text = Source.text(Whole);
  St.CText = statementText(Lhs, Declared, Rhs, Op, Whole);
  if (Declared) {
    // Re-printed code assigns the scalar; its declaration moves to the top of the region.
    std::string Type = Declared->getType().getUnqualifiedType().getAsString();
    auto [It, New] = Model.LocalScalars.emplace(Declared->getName().str(), Type);
    if (!New && It->second != Type) St.CText.clear();
  }
  int Saved = Current;
  Current = St.Id;
  // Reserve the slot so that reads created below carry this statement as their origin.
  Model.Statements.push_back(St);

  const VarDecl* ScalarTarget = Declared;
  if (Declared) {
  } else if (const auto* DR = dyn_cast<DeclRefExpr>(Lhs)) {
    ScalarTarget = dyn_cast<VarDecl>(DR->getDecl());
    if (!ScalarTarget || ScalarTarget->getType()->isPointerType() ||
        !ScalarTarget->getType()->isArithmeticType())
      return reject(RejectCategory::UnsupportedStatement,
                    "assignment to '" + Source.text(Lhs) + "' is not supported", Whole);
  } else if (walkingPointer(Lhs)) {
    const VarDecl* Base = nullptr;
    std::vector<Affine> Subs;
    if (!walkingAccess(Lhs, F, &Base, Subs) || failed()) return;
    Model.Statements[St.Id].Array = arrayId(Base, Lhs);
    Model.Statements[St.Id].WriteSubscripts = Subs;
  } else if (isa<ArraySubscriptExpr>(Lhs)) {
    const VarDecl* Base = nullptr;
    std::vector<Affine> Subs;
    if (!subscripts(Lhs, F, &Base, Subs)) return;
    Model.Statements[St.Id].Array = arrayId(Base, Lhs);
    Model.Statements[St.Id].WriteSubscripts = Subs;
  } else if (const VarDecl* Out = derefTarget(Lhs)) {
    int Id = arrayId(Out, Lhs);
    if (Id < 0) return;
    Model.Statements[St.Id].Array = Id;
  } else if (const auto* U = dyn_cast<UnaryOperator>(Lhs); U && U->getOpcode() == UO_Deref) {
    return reject(RejectCategory::PointerArithmetic,
                  "store through pointer '" + Source.text(Lhs) + "' is not an array access", Lhs);
  } else {
    return reject(RejectCategory::UnsupportedStatement,
                  "assignment to '" + Source.text(Lhs) + "' is not supported", Whole);
  }
  if (failed()) return;

  ValuePtr R;
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
  if (failed()) return;
  if (Op) {
    ValuePtr Old = ScalarTarget ? scalarValue(ScalarTarget, Lhs) : read(Lhs, F);
    if (!Old && !failed())
      reject(RejectCategory::UnsupportedStatement, "'" + Source.text(Lhs) + "' cannot be read",
             Lhs);
    if (failed()) return;
    auto V = std::make_shared<Value>();
    V->K = Value::Op;
    V->Text = std::string(1, Op);
    V->Args = {Old, R};
    V->IsInt = Lhs->getType()->isIntegerType();
    R = compound(Lhs, Rhs, V);
    if (!R) return;
  }
  if (F.DataCondition) { // the scalar keeps its value when the condition is false
    auto Keep = std::make_shared<Value>();
    Keep->K = Value::Op;
    Keep->Text = "select";
    Keep->Args = {value(F.DataCondition, F), R, scalarValue(ScalarTarget, Lhs)};
    Keep->IsInt = R->IsInt;
    if (failed()) return;
    R = Keep;
    std::string C = Source.rawText(F.DataCondition), E = Source.rawText(Rhs);
    Model.Statements[St.Id].CText =
        Op || C.empty() || E.empty()
            ? ""
            : Source.rawText(Lhs) + " = (" + C + ") ? (" + E + ") : " + Source.rawText(Lhs);
  }
  Model.Statements[St.Id].Rhs = R;
  applyPendingSteps(F);
  Current = Saved;
  if (ScalarTarget) {
    assignScalar(ScalarTarget, R, Whole);
    trackIndex(ScalarTarget, Rhs, Op, F);
  }
  // Reads made by this instance itself, for the dependence analysis.
  std::vector<const Value*> Stack = {Model.Statements[St.Id].Rhs.get()};
  while (!Stack.empty()) {
    const Value* V = Stack.back();
    Stack.pop_back();
    if (V->K == Value::Read && V->Origin == St.Id) Model.Statements[St.Id].DirectReads.push_back(V);
    if (V->K == Value::Fold) continue; // a fold's reads belong to the statements of its loop
    for (const ValuePtr& A : V->Args)
      Stack.push_back(A.get());
  }
}

std::string ModelBuilder::statementText(const Expr* Lhs, const VarDecl* Declared, const Expr* Rhs,
                                        char Op, const Stmt* Whole) const {
  if (!Rhs) return Source.rawText(Whole); // x++
  std::string R = Source.rawText(Rhs);
  std::string L = Declared ? Declared->getName().str() : Source.rawText(Lhs);
  if (R.empty() || L.empty()) return "";
  return L + " " + (Op ? std::string(1, Op) : "") + "= " + R;
}

void ModelBuilder::assignScalar(const VarDecl* V, ValuePtr Val, const Stmt* Whole) {
  // Its final value would come from either the assignment or the loop, in an order the
  // model does not keep.
  if (LoopIterators.count(V))
    return reject(RejectCategory::UnsupportedStatement,
                  "loop iterator '" + V->getName().str() + "' is also assigned in the region",
                  Whole);
  if (ScalarsInConditional.count(V))
    return reject(RejectCategory::UnsupportedStatement,
                  "scalar '" + V->getName().str() + "' is assigned under a condition", Whole);
  StatementModel& St = Model.Statements.back();
  St.ScalarOnly = true;
  St.Array = scalarId(V);
  Env[V] = Val;
}

void ModelBuilder::trackIndex(const VarDecl* V, const Expr* Rhs, char Op, const Frame& F) {
  // The model's values do not wrap: a signed type at least as wide as int (overflow is
  // undefined), or an unsigned one as wide as a pointer (it wraps as the address would).
  QualType T = V->getType();
  unsigned Width = Source.context().getIntWidth(T);
  bool Exact = T->isSignedIntegerType()
                   ? Width >= Source.context().getIntWidth(Source.context().IntTy)
                   : Width >= Source.context().getTypeSize(Source.context().VoidPtrTy);
  if (!T->isIntegerType() || !Exact || F.DataCondition || !F.Guards.empty())
    return IndexVars.forget(V);
  if (Op == 0) return IndexVars.assign(V, Rhs, F.Sc);
  std::optional<Affine> Step = Affine::constant(1);
  const Expr* Offender = nullptr;
  if (Rhs) Step = Aff.isVariant(Rhs, F.Sc) ? std::nullopt : Aff.build(Rhs, F.Sc, &Offender);
  if (!Step || (Op != '+' && Op != '-')) return IndexVars.forget(V);
  IndexVars.increment(V, Op == '+' ? *Step : Step->scaled(-1), F.Sc);
}

std::optional<Affine> ModelBuilder::loopStep(const VarDecl* V, const Stmt* Body, const Frame& F) {
  std::vector<const Stmt*> Statements = {Body};
  if (const auto* CS = dyn_cast<CompoundStmt>(Body))
    Statements.assign(CS->body_begin(), CS->body_end());
  std::optional<Affine> Step;
  int Writers = 0;
  for (const Stmt* S : Statements) {
    if (!writtenIn(S).count(V)) continue;
    ++Writers;
    const auto* E = dyn_cast<Expr>(S);
    Step = E ? stepOf(E, V, F) : std::nullopt;
    if (!Step) Step = embeddedStep(S, V);
  }
  return Writers == 1 ? Step : std::nullopt;
}

void ModelBuilder::enterLoopIndex(const VarDecl* V, const ForStmt* FS, const LoopModel& L,
                                  const Frame& Outer, const Frame& Inner) {
  std::optional<Affine> Step = loopStep(V, FS->getBody(), Inner);
  // The iterations before this one, (i - start) / step, times the step V takes: affine only
  // for a constant step.
  if (!Step || !Step->isConstant()) return IndexVars.forget(V);
  Affine I = Affine::variable(L.Iterator, /*IsIterator=*/true);
  Affine Count = L.Step > 0 ? I - L.Low : L.High - I;
  int64_t Stride = L.Step > 0 ? L.Step : -L.Step;
  if (Stride != 1) Count = Affine::floorDiv(Count, Stride, /*IsMod=*/false);
  IndexVars.induction(V, Count.scaled(Step->constantValue()), Outer.Sc, Inner.Sc);
}

bool ModelBuilder::liveOut(const VarDecl* V, const Liveness& Live) const {
  // A value read on entry is, on the next trip of a loop around the region, the one the
  // region left: then the final value is needed even if nothing reads it afterwards.
  return Live.liveAfter(V) || (EntryReads.count(V) && Live.carriedAround(V));
}

void ModelBuilder::checkLiveOut(llvm::ArrayRef<const Stmt*> Stmts, const Liveness& Live) {
  for (const auto& [V, Val] : Env) {
    if (!liveOut(V, Live)) continue;
    if (!Val)
      defer(RejectCategory::SequentialDependence,
            "scalar '" + V->getName().str() +
                "' is used after the region with the value of a loop's last iteration",
            Stmts.front());
    Model.LiveOutScalars.push_back({scalarId(V), Val});
  }
}

} // namespace liar::lifting
