// The values statements store: a dispatch over the kinds of C expression, each kind built
// by a helper of its own (casts, constants, variables, operators, conditionals, calls).
#include "lifting/Configuration.h"
#include "lifting/Declarations.h"
#include "lifting/DeclaredMeanings.h"
#include "lifting/ModelBuilder.h"
#include "lifting/PureCalls.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace liar::lifting {

using namespace clang;

namespace {

ValuePtr makeOp(const std::string& Op, std::vector<ValuePtr> Args, bool IsInt) {
  auto V = std::make_shared<Value>();
  V->K = Value::Op;
  V->Text = Op;
  V->Args = std::move(Args);
  V->IsInt = IsInt;
  return V;
}

ValuePtr makeConst(Value::Kind K, const std::string& Text) {
  auto V = std::make_shared<Value>();
  V->K = K;
  V->Text = Text;
  V->IsInt = K == Value::IntConst;
  return V;
}

std::string floatText(double D) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.17g", D);
  std::string S = Buf;
  if (S.find_first_of(".e") == std::string::npos) S += ".0";
  return S;
}

/// The scalar functions of the catalogue, C name -> IR intrinsic and arity.
std::optional<std::pair<std::string, unsigned>> intrinsic(llvm::StringRef Name) {
  static const std::map<std::string, std::pair<std::string, unsigned>> Table = {
      {"sqrt", {"sqrt", 1}}, {"sqrtf", {"sqrt", 1}}, {"exp", {"exp", 1}},   {"expf", {"exp", 1}},
      {"pow", {"pow", 2}},   {"powf", {"pow", 2}},   {"fabs", {"fabs", 1}}, {"fabsf", {"fabs", 1}},
      {"fmax", {"fmax", 2}}, {"fmaxf", {"fmax", 2}}, {"fmin", {"fmin", 2}}, {"fminf", {"fmin", 2}}};
  auto It = Table.find(Name.str());
  if (It == Table.end()) return std::nullopt;
  return It->second;
}

// A conversion to a floating type as the IR keeps it (todouble, tofloat), so that no
// arithmetic rule can see through it: (double)i * j is not i * j.
ValuePtr conversion(QualType To, ValuePtr V) {
  if (!V) return nullptr;
  bool Float = irElementType(To) == "float";
  if (V->K == Value::FloatConst || V->K == Value::IntConst) {
    // A converted constant is a constant: `float s = 0.0;` still starts a sum at zero.
    double D = std::strtod(V->Text.c_str(), nullptr);
    return makeConst(Value::FloatConst, floatText(Float ? static_cast<float>(D) : D));
  }
  return makeOp(Float ? "tofloat" : "todouble", {std::move(V)}, false);
}

// Every value of From is a value of To: the same or a wider type of the same signedness,
// or a wider signed type.
bool preservesValue(QualType From, QualType To, const ASTContext& Ctx) {
  unsigned FW = Ctx.getIntWidth(From), TW = Ctx.getIntWidth(To);
  bool FS = From->isSignedIntegerType(), TS = To->isSignedIntegerType();
  return FS == TS ? TW >= FW : TS && TW > FW;
}

/// A C binary operator as the IR writes it; Swapped: with its operands exchanged (`a > b` is
/// `b < a`).
struct IrOperator {
  std::string Op;
  bool Swapped;
};

const std::map<BinaryOperatorKind, IrOperator> BinaryOperators = {
    {BO_Add, {"+", false}}, {BO_Sub, {"-", false}},   {BO_Mul, {"*", false}},
    {BO_Div, {"/", false}}, {BO_Rem, {"mod", false}}, {BO_LT, {"<", false}},
    {BO_LE, {"<=", false}}, {BO_GT, {"<", true}},     {BO_GE, {"<=", true}},
    {BO_EQ, {"==", false}}, {BO_NE, {"!=", false}},   {BO_LAnd, {"and", false}},
    {BO_LOr, {"or", false}}};

} // namespace

ValuePtr ModelBuilder::compound(const Expr* Lhs, const Expr* Rhs, ValuePtr Op) {
  if (!Rhs) return Op; // ++ and --
  QualType L = Lhs->getType().getCanonicalType().getUnqualifiedType();
  QualType R = Rhs->getType().getCanonicalType().getUnqualifiedType();
  if (L == R || !R->isRealFloatingType()) return Op;
  if (L->isIntegerType()) {
    reject(Refusal::IntegerTarget, {Source.text(Lhs)}, Lhs);
    return nullptr;
  }
  // `f += d` with a float f: (float)((double)f + d), each step rounded to float.
  auto Wide = std::make_shared<Value>(*Op);
  Wide->Args[0] = conversion(R, Op->Args[0]);
  return conversion(L, Wide);
}

ValuePtr ModelBuilder::value(const Expr* E, Frame& F) {
  if (failed()) return nullptr;
  const Expr* Raw = E;
  E = E->IgnoreParens();
  if (const auto* Cast = dyn_cast<CastExpr>(E)) return castValue(Cast, Raw, F);
  if (const auto* FL = dyn_cast<FloatingLiteral>(E)) return floatValue(FL);
  if (E->getType()->isIntegerType() && !Aff.isVariant(E, F.Sc))
    if (ValuePtr V = invariantValue(E, F)) return V;
  if (const auto* DR = dyn_cast<DeclRefExpr>(E)) return variableValue(DR, F);
  if (isa<ArraySubscriptExpr>(E) || structElement(E)) return read(E, F);
  if (const auto* U = dyn_cast<UnaryOperator>(E)) return unaryValue(U, F);
  if (const auto* B = dyn_cast<BinaryOperator>(E)) return binaryValue(B, F);
  if (const auto* C = dyn_cast<ConditionalOperator>(E)) return conditionalValue(C, F);
  if (const auto* Call = dyn_cast<CallExpr>(E)) return callValue(Call, F);
  if (const auto* M = dyn_cast<MemberExpr>(E); M && M->getType()->isRealFloatingType()) {
    // A scalar field (`cfg->alpha`) is read once, into a copy, as sizes and bases are.
    if (const VarDecl* Copy = Fields.scalar(M, F.Sc)) return scalarValue(Copy, M);
    reject(Refusal::StructField, {Fields.why()}, E);
    return nullptr;
  }
  if (isa<StmtExpr>(E)) {
    reject(Refusal::StatementExpression, {Source.text(E)}, E);
    return nullptr;
  }
  reject(Refusal::ExpressionKind, {Source.text(E), E->getStmtClassName()}, E);
  return nullptr;
}

ValuePtr ModelBuilder::castValue(const CastExpr* Cast, const Expr* Raw, Frame& F) {
  const Expr* Sub = Cast->getSubExpr();
  switch (Cast->getCastKind()) {
  case CK_IntegralToFloating: {
    Expr::EvalResult R;
    if (!Aff.isVariant(Sub, F.Sc) && Sub->EvaluateAsInt(R, Source.context()) &&
        Source.spelling(Sub).find_first_not_of("0123456789") == std::string::npos)
      return makeConst(Value::FloatConst,
                       floatText(static_cast<double>(R.Val.getInt().getExtValue())));
    return conversion(Cast->getType(), value(Sub, F));
  }
  case CK_FloatingCast:
    return conversion(Cast->getType(), value(Sub, F));
  case CK_FloatingToIntegral:
    reject(Refusal::FloatTruncation, {Source.text(Raw)}, Raw);
    return nullptr;
  case CK_IntegralCast:
    // Emitted code re-reads every variable with its own C type, so C redoes the implicit
    // conversions; an explicit one that changes the value has no IR form.
    if (isa<ExplicitCastExpr>(Cast) &&
        !preservesValue(Sub->getType(), Cast->getType(), Source.context())) {
      reject(Refusal::IntegerConversion, {Source.text(Raw)}, Raw);
      return nullptr;
    }
    return value(Sub, F);
  case CK_LValueToRValue:
  case CK_NoOp:
    return value(Sub, F);
  default: // decays of arrays and functions among them
    reject(Refusal::Conversion, {Source.text(Raw)}, Raw);
    return nullptr;
  }
}

ValuePtr ModelBuilder::floatValue(const FloatingLiteral* FL) {
  if (std::string Why = Source.foldDependence(FL); !Why.empty()) {
    reject(Refusal::ConfigurationConstant, {Source.text(FL), Why}, FL);
    return nullptr;
  }
  double D = FL->getValueAsApproximateDouble();
  if (!std::isfinite(D)) {
    reject(Refusal::NonFiniteConstant, {Source.text(FL)}, FL);
    return nullptr;
  }
  return makeConst(Value::FloatConst, floatText(D));
}

ValuePtr ModelBuilder::invariantValue(const Expr* E, const Frame& F) {
  // Invariant integers (literals, sizes, enum constants) are affine values.
  const Expr* Offender = nullptr;
  auto A = Aff.build(E, F.Sc, &Offender);
  if (!A) return nullptr;
  if (A->isConstant()) return makeConst(Value::IntConst, std::to_string(A->constantValue()));
  auto V = std::make_shared<Value>();
  V->K = Value::Index;
  V->Aff = *A;
  V->IsInt = true;
  return V;
}

ValuePtr ModelBuilder::variableValue(const DeclRefExpr* DR, const Frame& F) {
  const auto* V = dyn_cast<VarDecl>(DR->getDecl());
  if (!V) {
    reject(Refusal::NotAVariable, {Source.text(DR)}, DR);
    return nullptr;
  }
  if (auto It = ReaderValues.find(V); It != ReaderValues.end()) return It->second;
  if (auto It = F.Sc.Iterators.find(V); It != F.Sc.Iterators.end()) {
    auto I = std::make_shared<Value>();
    I->K = Value::Index;
    auto Lane = F.Sc.Lanes.find(V);
    I->Aff = Lane != F.Sc.Lanes.end() ? Lane->second : Affine::variable(It->second, true);
    I->IsInt = true;
    return I;
  }
  if (V->getType()->isArrayType() || V->getType()->isPointerType()) {
    reject(Refusal::ArrayAsValue, {V->getName()}, DR);
    return nullptr;
  }
  if (Walking.count(V) && V->getType()->isIntegerType()) {
    // A stepped index: its value here, which re-printed statements would not recompute.
    const Expr* Offender = nullptr;
    std::optional<Affine> Now = Aff.build(DR, F.Sc, &Offender);
    if (!Now) {
      reject(Refusal::ConditionalStep, {V->getName()}, DR);
      return nullptr;
    }
    if (Current >= 0) Model.Statements[Current].CText.clear();
    auto I = std::make_shared<Value>();
    I->K = Value::Index;
    I->Aff = *Now;
    I->IsInt = true;
    return I;
  }
  if (EndedIterators.count(V)) {
    reject(Refusal::IteratorReadAfterLoop, {V->getName()}, DR);
    return nullptr;
  }
  return scalarValue(V, DR);
}

ValuePtr ModelBuilder::unaryValue(const UnaryOperator* U, Frame& F) {
  bool IsInt = U->getType()->isIntegerType();
  switch (U->getOpcode()) {
  case UO_Minus: {
    ValuePtr S = value(U->getSubExpr(), F);
    return S ? makeOp("neg", {S}, IsInt) : nullptr;
  }
  case UO_Plus:
    return value(U->getSubExpr(), F);
  case UO_LNot: {
    ValuePtr S = value(U->getSubExpr(), F);
    return S ? makeOp("not", {S}, true) : nullptr;
  }
  case UO_Deref:
    if (derefTarget(U) || walkingPointer(U)) return read(U, F);
    [[fallthrough]];
  case UO_AddrOf:
    reject(Refusal::PointerExpression, {Source.text(U)}, U);
    return nullptr;
  default:
    reject(Refusal::ExpressionSideEffect, {Source.text(U)}, U);
    return nullptr;
  }
}

ValuePtr ModelBuilder::binaryValue(const BinaryOperator* B, Frame& F) {
  if (B->isAssignmentOp() || B->getOpcode() == BO_Comma) {
    reject(Refusal::ExpressionSideEffect, {Source.text(B)}, B);
    return nullptr;
  }
  if (B->getLHS()->getType()->isPointerType() || B->getRHS()->getType()->isPointerType()) {
    reject(Refusal::PointerArithmetic, {Source.text(B)}, B);
    return nullptr;
  }
  auto It = BinaryOperators.find(B->getOpcode());
  if (It == BinaryOperators.end()) {
    reject(Refusal::Operator, {Source.text(B)}, B);
    return nullptr;
  }
  ValuePtr L = value(B->getLHS(), F);
  // The right operand of `&&` and `||` runs only for some values of the left one: a field
  // it reads is read under a condition (FieldLoads).
  Frame Right = F;
  Right.Sc.Guarded |= B->isLogicalOp();
  ValuePtr R = L ? value(B->getRHS(), Right) : nullptr;
  if (!R) return nullptr;
  if (It->second.Swapped) std::swap(L, R);
  return makeOp(It->second.Op, {L, R}, B->getType()->isIntegerType());
}

ValuePtr ModelBuilder::conditionalValue(const ConditionalOperator* C, Frame& F) {
  if (std::optional<bool> Holds = nullTest(C->getCond()))
    return value(*Holds ? C->getTrueExpr() : C->getFalseExpr(), F);
  ValuePtr Cond = value(C->getCond(), F);
  Frame Branch = F; // each branch runs for some values of the condition only
  Branch.Sc.Guarded = true;
  ValuePtr T = Cond ? value(C->getTrueExpr(), Branch) : nullptr;
  ValuePtr Fa = T ? value(C->getFalseExpr(), Branch) : nullptr;
  return Fa ? makeOp("select", {Cond, T, Fa}, C->getType()->isIntegerType()) : nullptr;
}

ValuePtr ModelBuilder::callValue(const CallExpr* Call, Frame& F) {
  if (auto It = HelperResults.find(Call); It != HelperResults.end()) { // walked before
    if (Current >= 0)
      for (int S : It->second.ScalarReads)
        Model.Statements[Current].ScalarReads.push_back(S);
    return It->second.Value;
  }
  const FunctionDecl* Callee = Call->getDirectCallee();
  std::string Name = Callee ? Callee->getName().str() : Source.text(Call->getCallee());
  // Only the C library's functions (a user's own `sqrt` could do anything).
  bool Math = isPureMathFunction(Callee);
  if (std::string Why = Math ? "" : configurationOf(Callee); !Why.empty()) {
    reject(Refusal::ConfigurationFunction, {Name, Why}, Call);
    return nullptr;
  }
  if (const FunctionDecl* Reader = Math ? nullptr : readerDefinition(Callee)) {
    if (!containsLoop(Reader->getBody())) return inlineReader(Call, Reader, F);
    // hoistHelperCalls walks the loops of a call that runs whenever its statement does.
    reject(Refusal::NotInlined,
           {Name, "its loops would run only under a condition of the caller, which is not lifted"},
           Call);
    return nullptr;
  }
  auto In = Math ? intrinsic(Callee->getName()) : std::nullopt;
  if (In && In->second != Call->getNumArgs()) In.reset();
  if (!In && !Math && !isPureLocalFunction(Callee)) {
    reject(Refusal::UnknownFunction, {Name, interposable(Callee)}, Call);
    return nullptr;
  }
  std::vector<ValuePtr> Args;
  for (const Expr* A : Call->arguments()) {
    Args.push_back(value(A, F));
    if (!Args.back()) return nullptr;
  }
  if (In) return makeOp(In->first, std::move(Args), false);
  // A pure function the IR has no operator for is an element function the IR calls by its C
  // name (docs/ir.md): no idiom matches it, the loops or OpenMP run it as written.
  return makeOp("fn." + Name, std::move(Args), Call->getType()->isIntegerType());
}

std::string ModelBuilder::configurationOf(const FunctionDecl* Callee) const {
  const FunctionDecl* Def = Callee ? meantFunction(Callee)->getDefinition() : nullptr;
  const Configuration* Config = Source.configuration();
  return Def && Config ? Config->directiveWithin(Def->getSourceRange()) : "";
}

ValuePtr ModelBuilder::inlineReader(const CallExpr* Call, const FunctionDecl* Def, Frame& F) {
  constexpr int kMaxReaderDepth = 4;
  auto Refuse = [&](const std::string& Why) -> ValuePtr {
    reject(Refusal::NotInlined, {Def->getName(), Why}, Call);
    return nullptr;
  };
  if (ReaderDepth >= kMaxReaderDepth) return Refuse("readers nested too deep");
  // The arguments are the caller's: evaluate them before any parameter is bound.
  std::map<const VarDecl*, ValuePtr> Values;
  std::vector<std::pair<const ParmVarDecl*, const Expr*>> Pointers;
  for (unsigned K = 0; K < Def->getNumParams() && K < Call->getNumArgs(); ++K) {
    const ParmVarDecl* P = Def->getParamDecl(K);
    const Expr* Arg = Call->getArg(K);
    if (P->getType()->isPointerType()) {
      Pointers.emplace_back(P, Arg);
      continue;
    }
    ValuePtr V = value(Arg, F);
    if (!V) return nullptr;
    // An affine argument (`i + 1`, `n`) stays affine inside: the helper's reads at affine
    // subscripts of it are plain accesses, not gathers.
    if (const Expr* Offender = nullptr; V->K != Value::Index && V->IsInt)
      if (std::optional<Affine> A = Aff.build(Arg, F.Sc, &Offender)) {
        auto I = std::make_shared<Value>();
        I->K = Value::Index;
        I->Aff = *A;
        I->IsInt = true;
        V = I;
      }
    Values[P] = V;
  }
  auto SavedValues = ReaderValues;
  auto SavedArrays = ReaderArrays;
  auto SavedDerived = Derived;
  for (auto& [P, Arg] : Pointers)
    if (std::string Why = bindPointer(P, Arg, F); !Why.empty()) {
      ReaderArrays = std::move(SavedArrays);
      Derived = std::move(SavedDerived);
      return Refuse(Why);
    }
  for (auto& [P, V] : Values)
    ReaderValues[P] = V;
  for (const ParmVarDecl* P : Def->parameters())
    ReaderVariables.insert(P);
  Frame Body = F;
  Body.Sc.Bound = &ReaderVariables;
  Body.Sc.BoundValues = &ReaderValues;
  ++ReaderDepth;
  std::vector<std::pair<ValuePtr, ValuePtr>> Returns;
  ValuePtr Result;
  const auto* Block = dyn_cast<CompoundStmt>(Def->getBody());
  bool Done = Block != nullptr;
  for (const Stmt* S : Block ? Block->body() : ArrayRef<Stmt*>()) {
    if (!Done || Result) break;
    // Everything after an early return runs only when it did not return.
    if (!Returns.empty()) Body.Sc.Guarded = true;
    Done = readerStatement(S, Body, Returns, Result);
  }
  --ReaderDepth;
  ReaderValues = std::move(SavedValues);
  ReaderArrays = std::move(SavedArrays);
  Derived = std::move(SavedDerived);
  if (failed()) return nullptr;
  if (!Done || !Result) return Refuse("its body is not a sequence of assignments and returns");
  for (auto It = Returns.rbegin(); It != Returns.rend(); ++It)
    Result = makeOp("select", {It->first, It->second, Result}, Result->IsInt);
  return Result;
}

bool ModelBuilder::readerStatement(const Stmt* S, Frame& F,
                                   std::vector<std::pair<ValuePtr, ValuePtr>>& Returns,
                                   ValuePtr& Result) {
  if (const auto* R = dyn_cast<ReturnStmt>(S)) {
    Result = R->getRetValue() ? value(R->getRetValue(), F) : nullptr;
    return Result != nullptr;
  }
  if (const auto* D = dyn_cast<DeclStmt>(S)) {
    for (const Decl* Each : D->decls()) {
      const auto* V = dyn_cast<VarDecl>(Each);
      if (!V || !V->getInit() || !V->getType()->isArithmeticType()) return false;
      ValuePtr Init = value(V->getInit(), F);
      if (!Init) return false;
      ReaderVariables.insert(V);
      ReaderValues[V] = Init;
    }
    return true;
  }
  if (const auto* B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) {
    const auto* DR = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
    const auto* V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    auto Old = V ? ReaderValues.find(V) : ReaderValues.end();
    if (Old == ReaderValues.end()) return false;
    ValuePtr Rhs = value(B->getRHS(), F);
    if (!Rhs) return false;
    if (B->getOpcode() == BO_Assign) {
      Old->second = Rhs;
      return true;
    }
    // Compound assignments of integers only: a float one converts through its computation type.
    static const std::map<BinaryOperatorKind, const char*> Compound = {
        {BO_AddAssign, "+"}, {BO_SubAssign, "-"}, {BO_MulAssign, "*"}};
    auto Op = Compound.find(B->getOpcode());
    if (Op == Compound.end() || !V->getType()->isIntegerType() || !Rhs->IsInt) return false;
    Old->second = makeOp(Op->second, {Old->second, Rhs}, true);
    return true;
  }
  if (const auto* If = dyn_cast<IfStmt>(S); If && !If->getInit() && !If->getConditionVariable()) {
    auto ReturnOf = [](const Stmt* Branch) -> const ReturnStmt* {
      if (const auto* C = dyn_cast_or_null<CompoundStmt>(Branch))
        Branch = C->size() == 1 ? C->body_front() : nullptr;
      return dyn_cast_or_null<ReturnStmt>(Branch);
    };
    const ReturnStmt* Then = ReturnOf(If->getThen());
    const ReturnStmt* Else = If->getElse() ? ReturnOf(If->getElse()) : nullptr;
    if (!Then || !Then->getRetValue() || (If->getElse() && (!Else || !Else->getRetValue())))
      return false;
    ValuePtr Cond = value(If->getCond(), F);
    Frame Branch = F;
    Branch.Sc.Guarded = true;
    ValuePtr Taken = Cond ? value(Then->getRetValue(), Branch) : nullptr;
    if (!Taken) return false;
    Returns.emplace_back(Cond, Taken);
    if (Else) Result = value(Else->getRetValue(), Branch);
    return !Else || Result;
  }
  return false;
}

} // namespace liar::lifting
