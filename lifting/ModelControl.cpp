// Loops and conditions of a region: loop headers, accumulators turned into folds, affine and
// data-dependent `if`s, and what index variables hold across loops.
#include "lifting/ArrayViews.h"
#include "lifting/MinMax.h"
#include "lifting/ModelBuilder.h"
#include "lifting/RegionFinder.h"
#include "lifting/SizeConditions.h"
#include "lifting/StripMined.h"
#include "lifting/WrittenVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// The lane of a re-rolled loop's iteration: `(x - Low) mod Lanes`.
Affine laneOf(const LoopModel& L) {
  return Affine::floorDiv(Affine::variable(L.Iterator, true) - L.Low, L.Lanes, /*IsMod=*/true);
}

/// The scalars whose first access in S (in evaluation order) reads them: the accumulators
/// of a loop whose body is S.
class FirstAccess : public RecursiveASTVisitor<FirstAccess> {
public:
  explicit FirstAccess(std::function<const VarDecl*(const Expr*)> LaneArray)
      : LaneArray(std::move(LaneArray)) {}
  std::map<const VarDecl*, bool> ReadFirst;
  bool TraverseBinaryOperator(BinaryOperator* B) {
    if (!B->isAssignmentOp()) return RecursiveASTVisitor::TraverseBinaryOperator(B);
    TraverseStmt(B->getRHS());
    // An assignment under an `if` keeps the old value when the condition is false: a read.
    const VarDecl* V = assignedVariable(B->getLHS());
    if (!V) V = LaneArray(B->getLHS());
    if (V)
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

private:
  std::function<const VarDecl*(const Expr*)> LaneArray; ///< `r[ibt]` of a lane array: r
};

bool mentionsAcc(const ValuePtr& V, int FoldId) {
  if (!V) return false;
  if (V->K == Value::Acc && V->FoldId == FoldId) return true;
  for (const ValuePtr& A : V->Args)
    if (mentionsAcc(A, FoldId)) return true;
  return false;
}

} // namespace

/// The constant a `for` step adds to V (`V++`, `V -= 2`, `V = V + 3`), 0 for another form.
int64_t constantStep(const Expr* Increment, const VarDecl* V, const ASTContext& Ctx) {
  int64_t Step = 0;
  const Expr* Inc = Increment->IgnoreParens();
  auto IsIter = [&](const Expr* E) { return assignedVariable(E) == V; };
  auto ConstOf = [&](const Expr* E) -> std::optional<int64_t> {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx)) return R.Val.getInt().getExtValue();
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
  return Step;
}

/// The iterator a `for` header initialises (`int i = e` or `i = e`) and in *Value its first
/// value; null for another form.
const VarDecl* initialisedIterator(const ForStmt* FS, const Expr** Value) {
  if (const auto* DS = dyn_cast_or_null<DeclStmt>(FS->getInit())) {
    const auto* V = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    if (V) *Value = V->getInit();
    return V;
  }
  const auto* B = dyn_cast_or_null<BinaryOperator>(FS->getInit());
  if (!B || B->getOpcode() != BO_Assign) return nullptr;
  *Value = B->getRHS();
  return assignedVariable(B->getLHS());
}

/// The bound a loop condition compares V with, and the comparison as `V op bound` (`!=` as
/// `<` or `>` for a unit step); BO_Comma when Cond compares no such thing.
std::pair<const Expr*, BinaryOperatorKind> iteratorBound(const Expr* Cond, const VarDecl* V,
                                                         int64_t Step) {
  auto IsIter = [&](const Expr* E) { return assignedVariable(E) == V; };
  const auto* C = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  const Expr* Bound = nullptr;
  BinaryOperatorKind Op = BO_Comma;
  if (C && C->isComparisonOp()) {
    if (IsIter(C->getLHS())) {
      Bound = C->getRHS();
      Op = C->getOpcode();
    } else if (IsIter(C->getRHS())) {
      Bound = C->getLHS();
      Op = BinaryOperator::reverseComparisonOp(C->getOpcode());
    }
  }
  if (Op == BO_NE && (Step == 1 || Step == -1)) Op = Step > 0 ? BO_LT : BO_GT;
  return {Bound, Op};
}

std::optional<LoopModel> ModelBuilder::loopHeader(const ForStmt* FS, const Frame& F,
                                                  const VarDecl** Iterator) {
  const Expr* InitValue = nullptr;
  const VarDecl* V = initialisedIterator(FS, &InitValue);
  if (!V || !InitValue || !FS->getCond() || !FS->getInc()) {
    reject(Refusal::LoopHeader, {Source.text(FS->getInit() ? FS->getInit() : FS)}, FS);
    return std::nullopt;
  }
  if (!V->getType()->isIntegerType()) {
    reject(Refusal::NonIntegerInduction, {V->getName(), V->getType().getAsString()}, FS);
    return std::nullopt;
  }
  if (F.Sc.Iterators.count(V)) {
    reject(Refusal::ReusedIterator, {V->getName()}, FS);
    return std::nullopt;
  }
  int64_t Step = constantStep(FS->getInc(), V, Source.context());
  if (Step == 0) {
    reject(Refusal::LoopStep, {Source.text(FS->getInc())}, FS);
    return std::nullopt;
  }
  auto [BoundExpr, Op] = iteratorBound(FS->getCond(), V, Step);
  bool Up = Op == BO_LT || Op == BO_LE;
  bool Down = Op == BO_GT || Op == BO_GE;
  if (!BoundExpr || (!Up && !Down) || (Up != (Step > 0))) {
    reject(Refusal::LoopCondition, {Source.text(FS->getCond())}, FS);
    return std::nullopt;
  }
  const Expr* Offender = nullptr;
  auto Start = boundValue(InitValue, F, &Offender);
  auto Bound = Start ? boundValue(BoundExpr, F, &Offender) : std::nullopt;
  if (!Bound) {
    const Expr* At = (Offender ? Offender : BoundExpr)->IgnoreParens();
    Expr::EvalResult R;
    if (rejectUnspellable(BoundExpr, Offender)) return std::nullopt;
    if (At->EvaluateAsInt(R, Source.context()))
      reject(Refusal::BoundTooLarge, {Source.text(At)}, At);
    else if (minMaxOf(At, Source.context()))
      reject(Refusal::NonAffineBound,
             {Source.text(At), ": a minimum or maximum lifts as the bound of a hand tile's point "
                               "loop, or when one side is the smaller wherever the loop runs"},
             At);
    else
      reject(Refusal::NonAffineBound, {Source.text(At), offenderReason(At)}, At);
    return std::nullopt;
  }
  LoopModel L = newLoop(FS, V, F);
  L.Step = Step;
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
  if (Lanes.count(FS)) return walkLane(FS, F);
  if (walkTile(FS, F)) return;
  const VarDecl* V = nullptr;
  auto L = PointLoops.count(FS) ? pointLoopHeader(FS, F, &V) : loopHeader(FS, F, &V);
  if (!L) return;
  if (writtenIn(FS->getBody()).count(V))
    return reject(Refusal::IteratorAssignedInBody, {V->getName()}, FS);
  bool StripMined = walkStripMined(FS, *L, V);
  if (failed()) return;
  EndedIterators.erase(V);
  walkLoop(FS, FS->getBody(), *L, V,
           StripMined ? std::optional(Affine::variable(L->Iterator, true) - laneOf(*L))
                      : std::nullopt,
           F);
  EndedIterators.insert(V);
}

void ModelBuilder::walkWhile(const WhileStmt* WS, Frame& F) {
  const Stmt* Decrement = nullptr;
  const VarDecl* Counter = countdownCounter(WS, &Decrement);
  const Expr* Offender = nullptr;
  const auto* Read = dyn_cast<BinaryOperator>(WS->getCond()->IgnoreParenImpCasts());
  std::optional<Affine> Count;
  if (Counter) {
    // Its value on entry: an index variable (`blkCnt = blockSize;` before the loop), or the
    // value the region reads it with before it counts it down.
    const Expr* CounterRef =
        Read ? (assignedVariable(Read->getLHS()) == Counter ? Read->getLHS() : Read->getRHS())
             : WS->getCond();
    auto Copied = Copies.find(Counter);
    if (Aff.indexDefinition(CounterRef, F.Sc))
      Count = Aff.build(CounterRef, F.Sc, &Offender);
    else if (Copied != Copies.end() && Copied->second.Loops == F.Loops &&
             !Aff.isVariant(Copied->second.Value, F.Sc)) // a copy of a size: `n = blockSize;`
      Count = Aff.build(Copied->second.Value, F.Sc, &Offender);
    else if (!Env.count(Counter)) // not assigned in the region before the loop
      Count = Aff.parameter(Counter->getName().str(), CounterRef);
  }
  if (!Counter || !Count) return reject(Refusal::WhileLoop, {}, WS);
  Counted.insert(Counter);
  Skipped.insert(Decrement);
  LoopModel L;
  L.Id = static_cast<int>(Model.Loops.size());
  L.Parent = F.Loops.empty() ? -1 : F.Loops.back();
  L.CName = Counter->getName().str();
  L.Iterator = uniqueIterator(L.CName + "_trip", F);
  L.Low = Affine::constant(0);
  L.High = *Count - Affine::constant(1);
  L.Where = Source.location(WS->getBeginLoc());
  L.Source = WS;
  L.DeclaredInRegion = true; // no C iterator: nothing to restore after the region
  L.Countdown = true;
  L.Type = "long";
  L.Compare = "<";
  // In the body the counter holds its entry value minus the trips before this one (not what
  // it was assigned before the loop).
  IndexVars.forget(Counter);
  walkLoop(WS, WS->getBody(), L, Counter,
           *Count - Affine::variable(L.Iterator, /*IsIterator=*/true), F);
  // After the loop the counter holds what its last trip left, which the model does not keep.
  IndexVars.forget(Counter);
  Copies.erase(Counter);
  Env[Counter] = nullptr;
}

void ModelBuilder::walkLoop(const Stmt* Loop, const Stmt* Body, const LoopModel& Header,
                            const VarDecl* V, std::optional<Affine> Held, Frame& F) {
  Model.Loops.push_back(Header);
  const LoopModel L = Header;
  auto BodyWrites = writtenIn(Body);
  BodyWrites.erase(V);

  // Scalars this loop accumulates into: read before they are written in the body.
  FirstAccess FA([this](const Expr* E) { return laneArray(E); });
  FA.TraverseStmt(const_cast<Stmt*>(Body));
  struct Accumulator {
    const VarDecl* Var;
    int FoldId;
    ValuePtr Init;
  };
  std::vector<Accumulator> Accs;
  std::vector<const VarDecl*> Privates;
  for (const VarDecl* W : scalarTargets(Body)) {
    if (W == V) continue;           // a countdown loop's counter: its trips are the loop's
    if (Walking.count(W)) continue; // a stepped index or pointer: its value is affine
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
  Inner.Loops.push_back(L.Id);
  Inner.Position.push_back(0);
  Inner.Sc.Iterators[V] = L.Iterator;
  Inner.Sc.Loops.push_back(L.Id);
  if (Held) Inner.Sc.Lanes[V] = *Held;
  // Stepped indices and walking pointers continue after the loop from what it leaves.
  std::map<const VarDecl*,
           std::pair<std::shared_ptr<const IndexVariables::Definition>, std::optional<Affine>>>
      Exits;
  for (const VarDecl* W : BodyWrites)
    if (Walking.count(W)) Exits[W] = {IndexVars.current(W, F.Sc), loopStep(W, Body, Inner)};
  for (const VarDecl* W : BodyWrites)
    enterLoopIndex(W, Body, L, F, Inner);
  size_t FirstStmt = Model.Statements.size();
  walk(Body, Inner);
  if (failed()) return;
  for (const VarDecl* W : BodyWrites) // what the loop leaves in other variables is not followed
    if (auto It = Exits.find(W); It != Exits.end())
      exitLoopIndex(W, It->second.first, It->second.second, L,
                    L.Countdown && V && V->getType()->isUnsignedIntegerType(), F);
    else
      IndexVars.forget(W);

  // Recurrences through scalars have no fold form, but their accesses are all modelled.
  for (const Accumulator& A : Accs) {
    ValuePtr Final = Env[A.Var];
    for (const Accumulator& B : Accs)
      if (B.FoldId != A.FoldId && mentionsAcc(Final, B.FoldId))
        defer(Refusal::JointAccumulators, {A.Var->getName(), B.Var->getName()}, Loop);
    for (size_t S = FirstStmt; S < Model.Statements.size(); ++S)
      if (!Model.Statements[S].ScalarOnly && mentionsAcc(Model.Statements[S].Rhs, A.FoldId))
        defer(Refusal::RunningAccumulator, {A.Var->getName()}, Loop);
    auto Fold = std::make_shared<Value>();
    Fold->K = Value::Fold;
    Fold->LoopId = L.Id;
    Fold->FoldId = A.FoldId;
    Fold->Args = {A.Init, Final};
    Fold->IsInt = A.Var->getType()->isIntegerType();
    Env[A.Var] = Fold;
  }
  // A scalar set afresh in each iteration keeps only its last value: reading it after the
  // loop is not modelled.
  for (const VarDecl* P : Privates)
    Env[P] = nullptr;
}

bool ModelBuilder::walkStripMined(const ForStmt* FS, LoopModel& L, const VarDecl* Block) {
  if (L.Step < 2) return false;
  LaneLayout Layout = laneLayout(FS, Block, L.Step, Source.context());
  if (!Layout.Why.empty()) {
    reject(Refusal::ReRoll, {L.CName, std::to_string(L.Step), Layout.Why},
           Layout.At ? Layout.At : FS);
    return false;
  }
  if (Layout.LaneLoops.empty()) return false;
  // The lanes cover the elements [Low, High] exactly when the trip count is a multiple of the
  // step; the source's last block runs past High otherwise: to its end, for a constant count,
  // and under a run-time check that it does not for another.
  Affine Count = L.High - L.Low + Affine::constant(1);
  if (Count.isConstant()) { // the last block's lanes, as many as the source runs
    int64_t Blocks = (Count.constantValue() + L.Step - 1) / L.Step;
    L.High = L.Low + Affine::constant(Blocks * L.Step - 1);
  } else {
    std::string Assumed = "(" + cText(Count) + ") % " + std::to_string(L.Step) + " == 0";
    assume(Assumed);
  }
  L.Lanes = L.Step;
  L.Step = 1;
  for (const ForStmt* Loop : Layout.LaneLoops)
    Lanes[Loop] = Lane{laneIterator(Loop, L.Lanes, Source.context()), laneOf(L), L.Iterator};
  LaneArrays.insert(Layout.LaneArrays.begin(), Layout.LaneArrays.end());
  return true;
}

void ModelBuilder::walkLane(const ForStmt* FS, Frame& F) {
  const Lane& L = Lanes.at(FS);
  Frame Inner = F;
  Inner.Sc.Iterators[L.Var] = L.Iterator;
  Inner.Sc.Lanes[L.Var] = L.Value;
  walk(FS->getBody(), Inner);
  F.Position = Inner.Position;
}

const VarDecl* ModelBuilder::laneArray(const Expr* E) const {
  const auto* AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
  const VarDecl* Base = AS ? assignedVariable(AS->getBase()) : nullptr;
  return Base && LaneArrays.count(Base) ? Base : nullptr;
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
  const VarDecl* V = assignedVariable(B->getLHS());
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
  // A scalar assigned under a condition, affine or not (a padded convolution's
  // `if (t >= 0 && t < n) s += x[t] * k[j];`), is a select: the guards below would leave the
  // scalar's value after the statement unknown.
  if (walkDataIf(IS, F)) return;
  if (!C) return reject(Refusal::NonAffineCondition, {Source.text(IS->getCond())}, IS->getCond());
  // A condition on sizes alone (`if (n >= 4)`) holds for every instance of what it guards or for
  // none, and the IR keeps no guard on sizes alone: the model rests on it instead (the guard
  // checks it before the new code, the original loops run where it fails), its else is dead.
  if (sizesOnly(*C)) {
    std::string Text = conditionText(*C);
    if (Text.empty())
      return reject(Refusal::NonAffineCondition, {Source.text(IS->getCond())}, IS->getCond());
    assume(Text);
    walk(IS->getThen(), F);
    return;
  }
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

bool ModelBuilder::exactIndexType(QualType T) const {
  // The model's values do not wrap: a signed type at least as wide as int (overflow is
  // undefined), or an unsigned one as wide as a pointer (it wraps as the address would).
  if (!T->isIntegerType()) return false;
  unsigned Width = Source.context().getIntWidth(T);
  return T->isSignedIntegerType()
             ? Width >= Source.context().getIntWidth(Source.context().IntTy)
             : Width >= Source.context().getTypeSize(Source.context().VoidPtrTy);
}

void ModelBuilder::trackIndex(const VarDecl* V, const Expr* Rhs, char Op, const Frame& F) {
  if (!exactIndexType(V->getType()) || F.DataCondition || !F.Guards.empty())
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
  // Several statements of the body may step it (`dst[o++] = re[i]; dst[o++] = im[i];`): each
  // runs once per trip, so their steps add up.
  std::optional<Affine> Step = Affine::constant(0);
  int Writers = 0;
  for (const Stmt* S : Statements) {
    if (!Step || !writtenIn(S).count(V)) continue;
    ++Writers;
    const auto* E = dyn_cast<Expr>(S);
    std::optional<Affine> Own = E ? stepOf(E, V, F) : std::nullopt;
    if (!Own) Own = embeddedStep(S, V);
    Step = Own ? std::optional<Affine>(*Step + *Own) : std::nullopt;
  }
  return Writers == 1 || (Writers > 1 && Walking.count(V)) ? Step : std::nullopt;
}

void ModelBuilder::exitLoopIndex(const VarDecl* V,
                                 const std::shared_ptr<const IndexVariables::Definition>& OnEntry,
                                 std::optional<Affine> Step, const LoopModel& L,
                                 bool CountsUnsigned, const Frame& Outer) {
  Affine Span = L.High - L.Low;
  int64_t Stride = L.Step > 0 ? L.Step : -L.Step;
  // The count floor(Span / Stride) + 1 holds when Span + 1 >= 0 (none or more trips): true of
  // an unsigned countdown counter, checked at run time otherwise; a span with divisions has
  // no C text for the check.
  bool Checkable = CountsUnsigned || Span.isl().find("floor") == std::string::npos;
  if (!OnEntry || !Step || !Step->isConstant() || L.Lanes || Stride == 0 || !Checkable ||
      !Outer.Guards.empty() || Outer.DataCondition)
    return IndexVars.forget(V);
  Affine Trips =
      (Stride == 1 ? Span : Affine::floorDiv(Span, Stride, /*IsMod=*/false)) + Affine::constant(1);
  Affine Count = Span + Affine::constant(1);
  if (Count.isConstant() && Count.constantValue() < 0) {
    Trips = Affine::constant(0); // a loop that never runs
  } else if (!Count.isConstant() && !CountsUnsigned) {
    std::string Assumed = "(" + cText(Span) + ") + 1 >= 0";
    if (assume(Assumed)) {
      Model.AssumedNonNegative.push_back(Count);
    }
  }
  IndexVars.exit(V, OnEntry, Trips.scaled(Step->constantValue()), Outer.Sc);
  Model.SteppedAcross = true;
}

void ModelBuilder::enterLoopIndex(const VarDecl* V, const Stmt* Body, const LoopModel& L,
                                  const Frame& Outer, const Frame& Inner) {
  std::optional<Affine> Step = loopStep(V, Body, Inner);
  // The iterations before this one, (i - start) / step, times the step V takes: affine only
  // for a constant step.
  if (!Step || !Step->isConstant()) return IndexVars.forget(V);
  Affine I = Affine::variable(L.Iterator, /*IsIterator=*/true);
  Affine Count = L.Step > 0 ? I - L.Low : L.High - I;
  int64_t Stride = L.Step > 0 ? L.Step : -L.Step;
  if (Stride != 1) Count = Affine::floorDiv(Count, Stride, /*IsMod=*/false);
  IndexVars.induction(V, Count.scaled(Step->constantValue()), Outer.Sc, Inner.Sc);
}

LoopModel ModelBuilder::newLoop(const ForStmt* FS, const VarDecl* V, const Frame& F) {
  LoopModel L;
  L.Id = static_cast<int>(Model.Loops.size());
  L.Parent = F.Loops.empty() ? -1 : F.Loops.back();
  L.CName = V->getName().str();
  L.Iterator = uniqueIterator(L.CName, F);
  L.Where = Source.location(FS->getBeginLoc());
  L.Source = FS;
  L.Var = V;
  L.DeclaredInRegion = Declared.count(V) != 0;
  L.Type = V->getType().getUnqualifiedType().getAsString();
  return L;
}

} // namespace liar::lifting
