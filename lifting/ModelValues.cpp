// Expressions of a region: the values statements store, array reads and their subscripts.
#include "lifting/Declarations.h"
#include "lifting/Delinearize.h"
#include "lifting/ModelBuilder.h"
#include "lifting/PureCalls.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

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

} // namespace

int ModelBuilder::scalarId(const VarDecl* V) {
  if (auto It = Arrays.find(V); It != Arrays.end()) return It->second;
  ArrayInfo A;
  A.Id = static_cast<int>(Model.Arrays.size());
  A.Name = V->getName().str();
  A.Decl = V;
  A.ElementType = irElementType(V->getType());
  A.CType = cElementType(V->getType());
  A.IsScalar = true;
  A.Kind = DeclKind::Scalar;
  Model.Arrays.push_back(A);
  return Arrays[V] = A.Id;
}

int ModelBuilder::arrayId(const VarDecl* V, const Expr* At) {
  if (auto It = Arrays.find(V); It != Arrays.end()) return It->second;
  ArrayInfo A;
  A.Id = static_cast<int>(Model.Arrays.size());
  std::string Why = derefTarget(At) == V ? describePointee(V, A) : describeArray(V, Aff, Source, A);
  if (!Why.empty()) {
    reject(RejectCategory::UnsupportedStatement, Why, At);
    return -1;
  }
  if (Fields.isArrayField(V)) A.Kind = DeclKind::FixedParam; // may be any struct's storage
  Model.Arrays.push_back(A);
  return Arrays[V] = A.Id;
}

ValuePtr ModelBuilder::scalarValue(const VarDecl* V, const Expr* At) {
  auto It = Env.find(V);
  if (It != Env.end()) {
    if (!It->second) {
      reject(RejectCategory::SequentialDependence,
             "scalar '" + V->getName().str() +
                 "' is read after the loop that assigns it, with its last iteration's value",
             At);
      return nullptr;
    }
    if (Current >= 0 && Written.count(V))
      Model.Statements[Current].ScalarReads.push_back(scalarId(V));
    return It->second;
  }
  // Not assigned yet in the region: the value it had on entry, an input of the region.
  EntryReads.insert(V);
  std::string Type = irElementType(V->getType());
  if (Type.empty()) {
    reject(RejectCategory::UnsupportedStatement,
           "scalar '" + V->getName().str() + "' has unsupported type '" +
               V->getType().getAsString() + "'",
           At);
    return nullptr;
  }
  if (Current >= 0 && Written.count(V))
    Model.Statements[Current].ScalarReads.push_back(scalarId(V));
  if (Written.count(V)) scalarId(V); // so that the IR declares it
  Model.Scalars[V->getName().str()] = Type;
  Model.ScalarDecls[V->getName().str()] = V;
  auto S = std::make_shared<Value>();
  S->K = Value::Scalar;
  S->Text = V->getName().str();
  S->IsInt = V->getType()->isIntegerType();
  return S;
}

bool ModelBuilder::subscripts(const Expr* E, Frame& F, const VarDecl** Base,
                              std::vector<Affine>& Subs) {
  const Expr* Whole = E;
  std::vector<const Expr*> Indices;
  E = E->IgnoreParenImpCasts();
  while (const auto* AS = dyn_cast<ArraySubscriptExpr>(E)) {
    Indices.insert(Indices.begin(), AS->getIdx());
    E = AS->getBase()->IgnoreParenImpCasts();
  }
  // A subscript through an index variable reads it, as the statement's C text does.
  std::set<const VarDecl*> IndexReads;
  for (const Expr* I : Indices)
    IndexVars.collect(I, F.Sc, IndexReads);
  for (const VarDecl* I : IndexReads)
    if (Current >= 0) Model.Statements[Current].ScalarReads.push_back(scalarId(I));
  const VarDecl* V = isa<DeclRefExpr>(E) || isa<MemberExpr>(E) ? baseVariable(E, F) : nullptr;
  if (!V && isa<MemberExpr>(E)) {
    reject(RejectCategory::PointerArithmetic,
           "array base '" + Source.text(E) + "' in '" + Source.text(Whole) +
               "' is not a region parameter" + fieldReason(E),
           Whole);
    return false;
  }
  if (!V) {
    reject(isa<BinaryOperator>(E) || isa<UnaryOperator>(E) ? RejectCategory::PointerArithmetic
                                                           : RejectCategory::UnsupportedStatement,
           "array base '" + Source.text(E) + "' in '" + Source.text(Whole) +
               "' is not a declared array",
           Whole);
    return false;
  }
  const std::vector<const Expr*>* Offset = nullptr; // of a derived pointer from its base
  std::string OffsetNote;                           // why such an offset may not delinearise
  if (auto It = Derived.find(V); It != Derived.end()) {
    if (It->second.Terms.size() > 1)
      OffsetNote = " (the offset of pointer '" + V->getName().str() +
                   "' from its base has several terms that vary in the loops: one row index "
                   "times a row length, plus affine terms, delinearises)";
    V = It->second.Base;
    if (!It->second.Terms.empty()) Offset = &It->second.Terms;
    // The statement names a pointer the new code does not declare: it cannot be re-printed.
    if (Current >= 0) Model.Statements[Current].CText.clear();
  }
  if (Written.count(V) && V->getType()->isPointerType() && !isa<ParmVarDecl>(V)) {
    reject(RejectCategory::PointerArithmetic,
           "pointer '" + V->getName().str() + "' is reassigned in the region", Whole);
    return false;
  }
  int Id = arrayId(V, Whole);
  if (Id < 0) return false;
  ArrayInfo& A = Model.Arrays[Id];
  // A one-dimensional array indexed `X*n + Y` is seen as rows of length n.
  if (Indices.size() == 1 && (A.Dims.size() == 1 || A.Shape == ArrayInfo::Linearised)) {
    const Expr* Offender = nullptr;
    auto Plain =
        A.Shape == ArrayInfo::Linearised ? std::nullopt : Aff.build(Indices[0], F.Sc, &Offender);
    for (size_t T = 0; Plain && Offset && T < Offset->size(); ++T) {
      auto Start = Aff.build((*Offset)[T], F.Sc, &Offender);
      Plain = Start ? std::optional<Affine>(*Start + *Plain) : std::nullopt;
    }
    auto D = Plain    ? std::nullopt
             : Offset ? delinearizeOffset(*Offset, Indices[0], Aff, F.Sc, Source)
                      : delinearize(Indices[0], Aff, F.Sc, Source);
    if (D && A.Shape == ArrayInfo::Unseen) {
      A.Shape = ArrayInfo::Linearised;
      A.Dims.assign(1, Affine());
      A.DimSpelling.assign(1, "");
      for (size_t K = 0; K < D->RowLengths.size(); ++K) {
        A.Dims.push_back(D->RowLengths[K]);
        A.DimSpelling.push_back(D->RowSpellings[K]);
      }
    }
    bool Consistent = D && A.Shape == ArrayInfo::Linearised &&
                      D->RowLengths.size() + 1 == A.Dims.size() &&
                      std::equal(D->RowLengths.begin(), D->RowLengths.end(), A.Dims.begin() + 1);
    if (D && !Consistent) {
      reject(RejectCategory::NonAffineSubscript,
             "'" + Source.text(Whole) + "' indexes '" + A.Name +
                 "' with rows of another length than its other accesses",
             Whole);
      return false;
    }
    if (D) {
      for (size_t K = 0; K < D->RowLengths.size(); ++K)
        Model.RowChecks.push_back(RowCheck{Current, D->Subscripts[K + 1], D->RowLengths[K],
                                           Source.text(Whole),
                                           Source.location(Whole->getBeginLoc())});
      Subs = D->Subscripts;
      *Base = V;
      return true;
    }
    if (Plain && A.Shape != ArrayInfo::Linearised) {
      A.Shape = ArrayInfo::AsDeclared;
      Subs = {*Plain};
      *Base = V;
      return true;
    }
    reject(RejectCategory::NonAffineSubscript,
           "array subscript '" + Source.text(Whole) + "' is not affine" +
               (A.Shape == ArrayInfo::Linearised ? " (other accesses delinearise it)" : OffsetNote),
           Whole);
    return false;
  }
  if (Offset) {
    reject(RejectCategory::PointerArithmetic,
           "'" + Source.text(Whole) + "' indexes a pointer derived from the array '" + A.Name +
               "' of " + std::to_string(A.Dims.size()) + " dimensions",
           Whole);
    return false;
  }
  if (Indices.size() != A.Dims.size()) {
    reject(RejectCategory::UnsupportedStatement,
           "'" + Source.text(Whole) + "' uses " + std::to_string(Indices.size()) + " of the " +
               std::to_string(A.Dims.size()) + " dimensions of '" + A.Name + "'",
           Whole);
    return false;
  }
  for (const Expr* I : Indices) {
    const Expr* Offender = nullptr;
    auto S = Aff.build(I, F.Sc, &Offender);
    if (!S) {
      reject(RejectCategory::NonAffineSubscript,
             "array subscript '" + Source.text(Whole) + "' is not affine" + fieldReason(Offender),
             Whole);
      return false;
    }
    Subs.push_back(*S);
  }
  *Base = V;
  return true;
}

const VarDecl* ModelBuilder::derefTarget(const Expr* E) const {
  const auto* U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
  if (!U || U->getOpcode() != UO_Deref) return nullptr;
  const auto* DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts());
  const auto* P = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
  if (!P || !P->getType()->isPointerType() || Written.count(P) ||
      !P->getType()->getPointeeType()->isArithmeticType())
    return nullptr;
  return P;
}

ValuePtr ModelBuilder::read(const Expr* E, Frame& F) {
  if (walkingPointer(E)) {
    const VarDecl* Base = nullptr;
    auto V = std::make_shared<Value>();
    if (!walkingAccess(E, F, &Base, V->Subscripts) || failed()) return nullptr;
    V->K = Value::Read;
    V->Array = arrayId(Base, E);
    if (V->Array < 0) return nullptr;
    V->Origin = Current;
    V->IsInt = Model.Arrays[V->Array].ElementType == "int";
    return V;
  }
  if (const VarDecl* Out = derefTarget(E)) {
    auto V = std::make_shared<Value>();
    V->K = Value::Read;
    V->Array = arrayId(Out, E);
    if (V->Array < 0) return nullptr;
    V->Origin = Current;
    V->IsInt = Model.Arrays[V->Array].ElementType == "int";
    return V;
  }
  const VarDecl* Base = nullptr;
  std::vector<Affine> Subs;
  if (!subscripts(E, F, &Base, Subs)) return nullptr;
  auto V = std::make_shared<Value>();
  V->K = Value::Read;
  V->Array = Arrays[Base];
  V->Subscripts = std::move(Subs);
  V->Origin = Current;
  V->IsInt = Model.Arrays[V->Array].ElementType == "int";
  return V;
}

ValuePtr ModelBuilder::compound(const Expr* Lhs, const Expr* Rhs, ValuePtr Op) {
  if (!Rhs) return Op; // ++ and --
  QualType L = Lhs->getType().getCanonicalType().getUnqualifiedType();
  QualType R = Rhs->getType().getCanonicalType().getUnqualifiedType();
  if (L == R || !R->isRealFloatingType()) return Op;
  if (L->isIntegerType()) {
    reject(RejectCategory::UnsupportedStatement,
           "'" + Source.text(Lhs) + "' is an integer: the floating-point result is truncated", Lhs);
    return nullptr;
  }
  // `f += d` with a float f: (float)((double)f + d), each step rounded to float.
  auto Wide = std::make_shared<Value>(*Op);
  Wide->Args[0] = conversion(R, Op->Args[0]);
  return conversion(L, Wide);
}

std::optional<bool> ModelBuilder::nullTest(const Expr* Cond) {
  Cond = Cond->IgnoreParenImpCasts();
  bool Negated = false;
  const Expr* Pointer = Cond;
  if (const auto* U = dyn_cast<UnaryOperator>(Cond); U && U->getOpcode() == UO_LNot) {
    Negated = true;
    Pointer = U->getSubExpr()->IgnoreParenImpCasts();
  } else if (const auto* B = dyn_cast<BinaryOperator>(Cond);
             B && (B->getOpcode() == BO_EQ || B->getOpcode() == BO_NE)) {
    auto IsNull = [&](const Expr* X) {
      return X->isNullPointerConstant(Source.context(), Expr::NPC_ValueDependentIsNotNull) !=
             Expr::NPCK_NotNull;
    };
    Negated = B->getOpcode() == BO_EQ;
    Pointer = IsNull(B->getRHS())   ? B->getLHS()->IgnoreParenImpCasts()
              : IsNull(B->getLHS()) ? B->getRHS()->IgnoreParenImpCasts()
                                    : nullptr;
  }
  const auto* DR = Pointer ? dyn_cast<DeclRefExpr>(Pointer) : nullptr;
  const auto* V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!V || !V->getType()->isPointerType() || Written.count(V) ||
      V->getType().isVolatileQualified())
    return std::nullopt;
  std::string Assumed = V->getName().str() + " != 0";
  if (std::find(Model.Assumptions.begin(), Model.Assumptions.end(), Assumed) ==
      Model.Assumptions.end())
    Model.Assumptions.push_back(Assumed);
  return !Negated;
}

ValuePtr ModelBuilder::value(const Expr* E, Frame& F) {
  if (failed()) return nullptr;
  const Expr* Raw = E;
  E = E->IgnoreParens();
  bool IsInt = E->getType()->isIntegerType();

  if (const auto* Cast = dyn_cast<CastExpr>(E)) {
    const Expr* Sub = Cast->getSubExpr();
    switch (Cast->getCastKind()) {
    case CK_IntegralToFloating: {
      Expr::EvalResult R;
      if (!Aff.isVariant(Sub, F.Sc) && Sub->EvaluateAsInt(R, Source.context()) &&
          Source.spelling(Sub).find_first_not_of("0123456789") == std::string::npos)
        return makeConst(Value::FloatConst,
                         floatText(static_cast<double>(R.Val.getInt().getExtValue())));
      return conversion(E->getType(), value(Sub, F));
    }
    case CK_FloatingCast:
      return conversion(E->getType(), value(Sub, F));
    case CK_FloatingToIntegral:
      reject(RejectCategory::UnsupportedStatement,
             "conversion '" + Source.text(Raw) + "' truncates a floating-point value", Raw);
      return nullptr;
    case CK_IntegralCast:
      // Emitted code re-reads every variable with its own C type, so C redoes the implicit
      // conversions; an explicit one that changes the value has no IR form.
      if (isa<ExplicitCastExpr>(Cast) &&
          !preservesValue(Sub->getType(), E->getType(), Source.context())) {
        reject(RejectCategory::UnsupportedStatement,
               "conversion '" + Source.text(Raw) + "' may change the integer's value", Raw);
        return nullptr;
      }
      return value(Sub, F);
    case CK_LValueToRValue:
    case CK_NoOp:
      return value(Sub, F);
    case CK_ArrayToPointerDecay:
    case CK_FunctionToPointerDecay:
    case CK_BuiltinFnToFnPtr:
    default:
      reject(RejectCategory::UnsupportedStatement,
             "conversion in '" + Source.text(Raw) + "' is not supported", Raw);
      return nullptr;
    }
  }
  if (const auto* FL = dyn_cast<FloatingLiteral>(E)) {
    double D = FL->getValueAsApproximateDouble();
    if (!std::isfinite(D)) {
      reject(RejectCategory::UnsupportedStatement,
             "constant '" + Source.text(E) + "' is not a finite double", E);
      return nullptr;
    }
    return makeConst(Value::FloatConst, floatText(D));
  }
  if (IsInt && !Aff.isVariant(E, F.Sc)) {
    // Invariant integers (literals, sizes, enum constants) are affine values.
    const Expr* Offender = nullptr;
    if (auto A = Aff.build(E, F.Sc, &Offender)) {
      if (A->isConstant()) return makeConst(Value::IntConst, std::to_string(A->constantValue()));
      auto V = std::make_shared<Value>();
      V->K = Value::Index;
      V->Aff = *A;
      V->IsInt = true;
      return V;
    }
  }
  if (const auto* DR = dyn_cast<DeclRefExpr>(E)) {
    const auto* V = dyn_cast<VarDecl>(DR->getDecl());
    if (!V) {
      reject(RejectCategory::UnsupportedStatement, "'" + Source.text(E) + "' is not a variable", E);
      return nullptr;
    }
    if (auto It = F.Sc.Iterators.find(V); It != F.Sc.Iterators.end()) {
      auto I = std::make_shared<Value>();
      I->K = Value::Index;
      I->Aff = Affine::variable(It->second, true);
      I->IsInt = true;
      return I;
    }
    if (V->getType()->isArrayType() || V->getType()->isPointerType()) {
      reject(RejectCategory::PointerArithmetic,
             "array '" + V->getName().str() + "' is used as a value, not indexed", E);
      return nullptr;
    }
    if (EndedIterators.count(V)) {
      reject(RejectCategory::SequentialDependence,
             "iterator '" + V->getName().str() +
                 "' is read after its loop, where it holds the value the loop left",
             E);
      return nullptr;
    }
    return scalarValue(V, E);
  }
  if (isa<ArraySubscriptExpr>(E)) return read(E, F);
  if (const auto* U = dyn_cast<UnaryOperator>(E)) {
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
      if (derefTarget(E) || walkingPointer(E)) return read(E, F);
      [[fallthrough]];
    case UO_AddrOf:
      reject(RejectCategory::PointerArithmetic,
             "pointer expression '" + Source.text(E) + "' is not an array access", E);
      return nullptr;
    default:
      reject(RejectCategory::UnsupportedStatement,
             "'" + Source.text(E) + "' has a side effect inside an expression", E);
      return nullptr;
    }
  }
  if (const auto* B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma) {
      reject(RejectCategory::UnsupportedStatement,
             "'" + Source.text(E) + "' has a side effect inside an expression", E);
      return nullptr;
    }
    if (B->getLHS()->getType()->isPointerType() || B->getRHS()->getType()->isPointerType()) {
      reject(RejectCategory::PointerArithmetic, "pointer arithmetic '" + Source.text(E) + "'", E);
      return nullptr;
    }
    static const std::map<BinaryOperatorKind, std::pair<std::string, bool>> Ops = {
        {BO_Add, {"+", false}}, {BO_Sub, {"-", false}},   {BO_Mul, {"*", false}},
        {BO_Div, {"/", false}}, {BO_Rem, {"mod", false}}, {BO_LT, {"<", false}},
        {BO_LE, {"<=", false}}, {BO_GT, {"<", true}},     {BO_GE, {"<=", true}},
        {BO_EQ, {"==", false}}, {BO_NE, {"!=", false}},   {BO_LAnd, {"and", false}},
        {BO_LOr, {"or", false}}};
    auto It = Ops.find(B->getOpcode());
    if (It == Ops.end()) {
      reject(RejectCategory::UnsupportedStatement,
             "operator in '" + Source.text(E) + "' is not supported", E);
      return nullptr;
    }
    ValuePtr L = value(B->getLHS(), F);
    // The right operand of `&&` and `||` runs only for some values of the left one: a field
    // it reads is read under a condition (FieldLoads).
    Frame Right = F;
    Right.Sc.Guarded |= B->isLogicalOp();
    ValuePtr R = L ? value(B->getRHS(), Right) : nullptr;
    if (!R) return nullptr;
    if (It->second.second) std::swap(L, R);
    return makeOp(It->second.first, {L, R}, IsInt);
  }
  if (const auto* C = dyn_cast<ConditionalOperator>(E)) {
    if (std::optional<bool> Holds = nullTest(C->getCond()))
      return value(*Holds ? C->getTrueExpr() : C->getFalseExpr(), F);
    ValuePtr Cond = value(C->getCond(), F);
    Frame Branch = F; // each branch runs for some values of the condition only
    Branch.Sc.Guarded = true;
    ValuePtr T = Cond ? value(C->getTrueExpr(), Branch) : nullptr;
    ValuePtr Fa = T ? value(C->getFalseExpr(), Branch) : nullptr;
    return Fa ? makeOp("select", {Cond, T, Fa}, IsInt) : nullptr;
  }
  if (const auto* Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl* Callee = Call->getDirectCallee();
    std::string Name = Callee ? Callee->getName().str() : Source.text(Call->getCallee());
    // Only the C library's functions (a user's own `sqrt` could do anything).
    bool Math = isPureMathFunction(Callee);
    auto In = Math ? intrinsic(Callee->getName()) : std::nullopt;
    if (In && In->second != Call->getNumArgs()) In.reset();
    if (!In && !Math && !isPureLocalFunction(Callee)) {
      reject(RejectCategory::UnknownCall,
             "call to '" + Name + "' is not a known side-effect-free math function", E);
      return nullptr;
    }
    std::vector<ValuePtr> Args;
    for (const Expr* A : Call->arguments()) {
      Args.push_back(value(A, F));
      if (!Args.back()) return nullptr;
    }
    if (In) return makeOp(In->first, std::move(Args), false);
    // A pure function the IR has no operator for: the statement keeps its C text, which the
    // OpenMP loops run as written; no library form.
    defer(RejectCategory::UnknownCall,
          "call to '" + Name + "' has no IR form (it is free of side effects: OpenMP only)", E);
    return makeOp("call " + Name, std::move(Args), E->getType()->isIntegerType());
  }
  if (isa<StmtExpr>(E)) {
    reject(RejectCategory::UnsupportedStatement,
           "statement expression '" + Source.text(E) + "' is not supported", E);
    return nullptr;
  }
  reject(RejectCategory::UnsupportedStatement,
         std::string("expression '") + Source.text(E) + "' (" + E->getStmtClassName() +
             ") is not supported",
         E);
  return nullptr;
}

} // namespace liar::lifting
