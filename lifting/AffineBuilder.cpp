#include "lifting/AffineBuilder.h"

#include "lifting/FieldLoads.h"
#include "poly/IslNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtVisitor.h"

#include <algorithm>
#include <cctype>

namespace liar::lifting {

using namespace clang;

bool isIrReservedName(const std::string& Name) {
  static const std::set<std::string> Reserved = {
      "kernel", "param", "scalar", "array", "def",  "lambda", "app",      "build",
      "index",  "ifold", "tuple",  "fst",   "snd",  "neg",    "select",   "sqrt",
      "exp",    "pow",   "fabs",   "fmax",  "fmin", "and",    "or",       "not",
      "mod",    "idiv",  "double", "float", "int",  "acc",    "todouble", "tofloat"};
  return Reserved.count(Name) != 0;
}

bool isReservedName(const std::string& Name) {
  return poly::isIslKeyword(Name) || isIrReservedName(Name);
}

namespace {
bool isIdentifier(const std::string& S) {
  if (S.empty() || !(std::isalpha(static_cast<unsigned char>(S[0])) || S[0] == '_')) return false;
  for (char C : S)
    if (!(std::isalnum(static_cast<unsigned char>(C)) || C == '_')) return false;
  return true;
}

const VarDecl* referencedVar(const Expr* E) {
  if (const auto* DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DR->getDecl());
  return nullptr;
}
} // namespace

bool AffineBuilder::isVariant(const Expr* E, const Scope& Sc) const {
  if (const VarDecl* V = referencedVar(E))
    return Sc.Iterators.count(V) || (Sc.Written && Sc.Written->count(V)) ||
           (Sc.Bound && Sc.Bound->count(V));
  for (const Stmt* Child : E->children())
    if (const auto* CE = dyn_cast_or_null<Expr>(Child))
      if (isVariant(CE, Sc)) return true;
  return false;
}

const IndexVariables::Definition* AffineBuilder::indexDefinition(const Expr* E,
                                                                 const Scope& Sc) const {
  const VarDecl* V = referencedVar(E);
  return V && Sc.Indices ? Sc.Indices->at(V, Sc) : nullptr;
}

Affine AffineBuilder::parameter(const std::string& Name, const Expr* E) const {
  ParamInfo& P = Model.Params[Name];
  P.Name = Name;
  if (E) {
    QualType T = E->getType();
    P.Wide |= !T->isSignedIntegerType() || Source.context().getIntWidth(T) > 32;
    P.Unsigned |= T->isUnsignedIntegerType();
  }
  if (!P.Value) {
    Expr::EvalResult R;
    if (E && E->EvaluateAsInt(R, Source.context()))
      P.Value = R.Val.getInt().getExtValue();
    else if (auto V = Source.macroValue(Name))
      P.Value = V;
    else if (const VarDecl* VD = E ? referencedVar(E) : nullptr) {
      // A local size such as `int n = 100;` or `const int n = 100;`.
      if (const Expr* Init = VD->getInit())
        if (Init->EvaluateAsInt(R, Source.context())) P.Value = R.Val.getInt().getExtValue();
    }
  }
  return Affine::variable(Name, /*IsIterator=*/false);
}

std::optional<Affine> AffineBuilder::variable(const DeclRefExpr* DR, const Scope& Sc,
                                              const Expr** Offender) const {
  const auto* V = dyn_cast<VarDecl>(DR->getDecl());
  if (!V) return std::nullopt;
  if (auto It = Sc.Lanes.find(V); It != Sc.Lanes.end()) return It->second;
  if (auto It = Sc.Iterators.find(V); It != Sc.Iterators.end())
    return Affine::variable(It->second, /*IsIterator=*/true);
  if (const IndexVariables::Definition* D = indexDefinition(DR, Sc)) {
    auto A = D->Value ? build(D->Value, Sc, Offender) : Affine::constant(0);
    return A ? std::optional<Affine>(*A + D->Shift) : A;
  }
  if (Sc.BoundValues)
    if (auto It = Sc.BoundValues->find(V);
        It != Sc.BoundValues->end() && It->second && It->second->K == Value::Index)
      return It->second->Aff;
  if ((Sc.Written && Sc.Written->count(V)) || (Sc.Bound && Sc.Bound->count(V)))
    return std::nullopt; // changes inside the region: not a parameter
  return parameter(V->getName().str(), DR);
}

std::optional<Affine> AffineBuilder::build(const Expr* E, const Scope& Sc,
                                           const Expr** Offender) const {
  auto Fail = [&](const Expr* At) -> std::optional<Affine> {
    if (Offender && !*Offender) *Offender = At;
    return std::nullopt;
  };
  const Expr* Raw = E;
  E = E->IgnoreParens();
  if (const auto* Cast = dyn_cast<CastExpr>(E)) {
    if (!Cast->getSubExpr()->getType()->isIntegerType() || !E->getType()->isIntegerType())
      return Fail(Raw);
    return build(Cast->getSubExpr(), Sc, Offender);
  }
  if (!E->getType()->isIntegerType()) return Fail(Raw);

  // An invariant integer expression: keep it as one parameter when the user wrote a name
  // (a macro such as _PB_N or a variable), else fold it to a constant.
  if (!isVariant(E, Sc)) {
    std::string Spelled = Source.spelling(E);
    if (isIdentifier(Spelled) && !isIrReservedName(Spelled)) return parameter(Spelled, E);
    // A value computed from macros (`COLS - 1`) is built from its parts, so that a rewrite
    // spells the macros: another build may define them otherwise (-DCOLS=24). Its value is
    // folded only when no build can change it.
    Expr::EvalResult R;
    if (Source.foldDependence(E).empty() && E->EvaluateAsInt(R, Source.context())) {
      llvm::APSInt V = R.Val.getInt();
      if (V.getSignificantBits() > 40) // keep every product of sizes inside 64 bits
        return Fail(Raw);
      return Affine::constant(V.getExtValue());
    }
  }

  if (const auto* M = dyn_cast<MemberExpr>(E); M && Fields) {
    auto Name = Fields->integer(M, Sc);
    return Name ? parameter(*Name, E) : Fail(Raw);
  }
  if (const auto* DR = dyn_cast<DeclRefExpr>(E)) {
    std::optional<Affine> A = variable(DR, Sc, Offender);
    return A ? A : Fail(Raw);
  }
  if (const auto* U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus) {
      auto A = build(U->getSubExpr(), Sc, Offender);
      if (!A) return A;
      return U->getOpcode() == UO_Minus ? A->scaled(-1) : *A;
    }
    return Fail(Raw);
  }
  if (const auto* B = dyn_cast<BinaryOperator>(E)) {
    auto L = build(B->getLHS(), Sc, Offender);
    if (!L) return L;
    auto R = build(B->getRHS(), Sc, Offender);
    if (!R) return R;
    switch (B->getOpcode()) {
    case BO_Add:
      return *L + *R;
    case BO_Sub:
      return *L - *R;
    case BO_Mul:
      if (L->isConstant()) return R->scaled(L->constantValue());
      if (R->isConstant()) return L->scaled(R->constantValue());
      return invariantParameter(B, Sc, Offender);
    case BO_Div:
    case BO_Rem:
      // Division by a positive constant is affine (ISL floor/mod); C truncates, which agrees
      // on the non-negative values iteration spaces have.
      if (!R->isConstant()) return invariantParameter(B, Sc, Offender);
      if (R->constantValue() <= 0) return Fail(Raw);
      if (L->isConstant())
        return Affine::constant(B->getOpcode() == BO_Div ? L->constantValue() / R->constantValue()
                                                         : L->constantValue() % R->constantValue());
      if (R->constantValue() == 1) return B->getOpcode() == BO_Div ? *L : Affine::constant(0);
      if (!truncationAgrees(*L, Sc)) return Fail(Raw);
      return Affine::floorDiv(*L, R->constantValue(), B->getOpcode() == BO_Rem);
    case BO_Shr:
    case BO_Shl: {
      // By a constant: a division or product by a power of two (`blockSize >> 2U` is the
      // count of 4-element blocks); a right shift floors, as GCC and Clang shift signed
      // values arithmetically.
      constexpr int64_t kMaxShift = 30;
      if (!R->isConstant() || R->constantValue() < 0 || R->constantValue() > kMaxShift)
        return Fail(Raw);
      int64_t Power = int64_t{1} << R->constantValue();
      if (B->getOpcode() == BO_Shl) return L->scaled(Power);
      if (L->isConstant()) return Affine::constant(L->constantValue() >> R->constantValue());
      return Power == 1 ? *L : Affine::floorDiv(*L, Power, /*IsMod=*/false);
    }
    default:
      return Fail(Raw);
    }
  }
  return Fail(Raw);
}

std::optional<Affine> AffineBuilder::sizeLowerBound(const Affine& A, const Scope& Sc,
                                                    int Depth) const {
  constexpr int kMaxDepth = 8;
  if (Depth > kMaxDepth) return std::nullopt;
  Affine Low = Affine::constant(A.constantValue());
  for (const auto& [Key, Term] : A.terms()) {
    const auto& [Coeff, Atom] = Term;
    if (Atom.Inner) {
      // floor(n / d) and n mod d are at least 0 for n >= 0; mod is at most d - 1.
      std::optional<Affine> Inner = sizeLowerBound(*Atom.Inner, Sc, Depth + 1);
      if (!Inner || !Inner->isConstant() || Inner->constantValue() < 0) return std::nullopt;
      if (Coeff < 0 && !Atom.IsMod) return std::nullopt;
      if (Coeff < 0) Low = Low + Affine::constant(Coeff * (Atom.Divisor - 1));
      continue;
    }
    if (Atom.Iterators.empty()) { // a size
      auto It = Model.Params.find(Key);
      if (It != Model.Params.end() && It->second.Unsigned && Coeff > 0) continue;
      Low = Low + Affine::variable(*Atom.Params.begin(), false).scaled(Coeff);
      continue;
    }
    const LoopModel* Loop = nullptr;
    for (int Id : Sc.Loops)
      if (Model.Loops[Id].Iterator == *Atom.Iterators.begin()) Loop = &Model.Loops[Id];
    if (!Loop || Atom.Iterators.size() != 1) return std::nullopt;
    std::optional<Affine> Bound =
        sizeLowerBound((Coeff > 0 ? Loop->Low : Loop->High).scaled(Coeff), Sc, Depth + 1);
    if (!Bound) return std::nullopt;
    Low = Low + *Bound;
  }
  return Low;
}

bool AffineBuilder::truncationAgrees(const Affine& Numerator, const Scope& Sc) const {
  std::optional<Affine> Low = sizeLowerBound(Numerator, Sc);
  if (!Low) return false;
  if (Low->isConstant()) return Low->constantValue() >= 0;
  std::string Assumed = "(" + Low->isl() + ") >= 0";
  if (std::find(Model.Assumptions.begin(), Model.Assumptions.end(), Assumed) ==
      Model.Assumptions.end()) {
    Model.Assumptions.push_back(Assumed);
    Model.AssumedNonNegative.push_back(*Low);
  }
  return true;
}

std::optional<Affine> AffineBuilder::invariantParameter(const BinaryOperator* E, const Scope& Sc,
                                                        const Expr** Offender) const {
  std::optional<std::string> Name;
  if (Fields && !isVariant(E, Sc)) Name = Fields->invariant(E, Sc);
  if (Name) return parameter(*Name, E);
  if (Offender && !*Offender) *Offender = E;
  return std::nullopt;
}

std::optional<Condition> AffineBuilder::condition(const Expr* E, const Scope& Sc,
                                                  const Expr** Offender) const {
  E = E->IgnoreParenImpCasts();
  if (const auto* U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_LNot) {
    auto C = condition(U->getSubExpr(), Sc, Offender);
    if (!C) return C;
    return C->negated();
  }
  const auto* B = dyn_cast<BinaryOperator>(E);
  if (!B) {
    if (Offender && !*Offender) *Offender = E;
    return std::nullopt;
  }
  if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
    auto L = condition(B->getLHS(), Sc, Offender);
    auto R = L ? condition(B->getRHS(), Sc, Offender) : std::nullopt;
    if (!R) return R;
    Condition C;
    C.K = B->getOpcode() == BO_LAnd ? Condition::And : Condition::Or;
    C.Parts = {*L, *R};
    return C;
  }
  if (!B->isComparisonOp()) {
    if (Offender && !*Offender) *Offender = E;
    return std::nullopt;
  }
  auto L = build(B->getLHS(), Sc, Offender);
  auto R = L ? build(B->getRHS(), Sc, Offender) : std::nullopt;
  if (!R) return std::nullopt;
  Condition C;
  C.Lhs = *L;
  C.Rhs = *R;
  switch (B->getOpcode()) {
  case BO_LT:
    C.Op = "<";
    break;
  case BO_LE:
    C.Op = "<=";
    break;
  case BO_GT:
    C.Op = "<";
    std::swap(C.Lhs, C.Rhs);
    break;
  case BO_GE:
    C.Op = "<=";
    std::swap(C.Lhs, C.Rhs);
    break;
  case BO_EQ:
    C.Op = "==";
    break;
  default:
    C.Op = "!=";
    break;
  }
  return C;
}

} // namespace liar::lifting
