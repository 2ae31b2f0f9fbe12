#include "lifting/PureCalls.h"

#include "lifting/DeclaredMeanings.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <set>
#include <string>

namespace liar::lifting {

using namespace clang;

namespace {

/// The pure math functions, each in its double, float (`f`) and long double (`l`) form. Not
/// `lgamma` (it sets the global `signgam`), nor the functions that store through a pointer
/// (`frexp`, `modf`, `sincos`, `remquo`).
const std::set<std::string>& mathFunctions() {
  static const std::set<std::string> Names = [] {
    const char* Double[] = {
        "sin",   "cos",   "tan",       "asin",     "acos",      "atan",  "atan2", "sinh", "cosh",
        "tanh",  "asinh", "acosh",     "atanh",    "exp",       "exp2",  "expm1", "log",  "log2",
        "log10", "log1p", "pow",       "sqrt",     "cbrt",      "hypot", "fabs",  "fmax", "fmin",
        "fmod",  "floor", "ceil",      "round",    "trunc",     "rint",  "erf",   "erfc", "tgamma",
        "fdim",  "fma",   "nearbyint", "copysign", "remainder", "logb",  "ldexp"};
    std::set<std::string> All;
    for (std::string Name : Double)
      All.insert({Name, Name + "f", Name + "l"});
    return All;
  }();
  return Names;
}

constexpr int kMaxNesting = 4;

bool isPureLocal(const FunctionDecl* F, int Depth);

/// Walks a body: every store is to a local of the function, every variable read is local or
/// const, every call is pure.
class PurityChecker : public RecursiveASTVisitor<PurityChecker> {
public:
  PurityChecker(const FunctionDecl* F, int Depth, bool Reads = false)
      : Function(F), Depth(Depth), Reads(Reads) {}
  bool Pure = true;

  bool VisitDeclRefExpr(DeclRefExpr* E) {
    const auto* V = dyn_cast<VarDecl>(E->getDecl());
    if (V && !isLocal(V) && !V->getType().isConstQualified()) Pure = false;
    return Pure;
  }
  bool VisitBinaryOperator(BinaryOperator* B) {
    if (B->isAssignmentOp()) Pure &= storesToLocal(B->getLHS());
    return Pure;
  }
  bool VisitUnaryOperator(UnaryOperator* U) {
    if (U->isIncrementDecrementOp()) Pure &= storesToLocal(U->getSubExpr());
    if (U->getOpcode() == UO_AddrOf || U->getOpcode() == UO_Deref) Pure = false;
    return Pure;
  }
  /// A reader may index its pointer parameters (stores through them are refused above).
  bool VisitArraySubscriptExpr(ArraySubscriptExpr* A) {
    const auto* DR = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
    const auto* P = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
    return Pure &= Reads && P && P->getType()->isPointerType();
  }
  bool VisitMemberExpr(MemberExpr*) { return Pure = false; }
  bool VisitAsmStmt(AsmStmt*) { return Pure = false; }
  bool VisitCallExpr(CallExpr* C) {
    const FunctionDecl* Callee = C->getDirectCallee();
    Pure &= Callee && (isPureMathFunction(Callee) || isPureLocal(Callee, Depth + 1));
    return Pure;
  }

private:
  bool isLocal(const VarDecl* V) const {
    return V->getDeclContext() == Function && !V->isStaticLocal() &&
           !V->getType().isVolatileQualified();
  }
  bool storesToLocal(const Expr* Lhs) const {
    const auto* DR = dyn_cast<DeclRefExpr>(Lhs->IgnoreParenImpCasts());
    const auto* V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    return V && isLocal(V);
  }
  const FunctionDecl* Function;
  int Depth;
  bool Reads;
};

/// The call runs Def's body: a static function, or one of external linkage where the build
/// makes no shared library whose functions another definition may interpose (-fPIC without
/// -fPIE), and that is not weak (`activate` in a framework's activations.c).
bool callsItsBody(const FunctionDecl* Def) {
  if (Def->getStorageClass() == SC_Static) return true;
  const LangOptions& L = Def->getASTContext().getLangOpts();
  return !Def->isWeak() && !Def->hasAttr<WeakAttr>() && (L.PICLevel == 0 || L.PIE);
}

bool isPureLocal(const FunctionDecl* F, int Depth) {
  F = meantFunction(F);
  const FunctionDecl* Def = nullptr;
  if (Depth > kMaxNesting || !F->hasBody(Def) || !Def || !callsItsBody(Def) || Def->isVariadic() ||
      !Def->getReturnType()->isArithmeticType())
    return false;
  for (const ParmVarDecl* P : Def->parameters())
    if (!P->getType()->isArithmeticType()) return false;
  PurityChecker Checker(Def, Depth);
  Checker.TraverseStmt(Def->getBody());
  return Checker.Pure;
}

/// Finds the first thing in a helper's body that the caller's model cannot take over (see
/// helperObstacle): Why says what and names it.
class HelperChecker : public RecursiveASTVisitor<HelperChecker> {
public:
  explicit HelperChecker(const FunctionDecl* F) : Function(F) {}
  std::string Why;

  bool VisitDeclRefExpr(DeclRefExpr* E) {
    const auto* V = dyn_cast<VarDecl>(E->getDecl());
    if (V && !isOwn(V) && !V->getType().isConstQualified())
      Why = "it reads '" + V->getName().str() + "', a variable that is not its own";
    return Why.empty();
  }
  bool VisitDeclStmt(DeclStmt* D) {
    for (const Decl* Each : D->decls())
      if (const auto* V = dyn_cast<VarDecl>(Each); V && V->isStaticLocal())
        Why = "it declares the static variable '" + V->getName().str() + "'";
    return Why.empty();
  }
  bool VisitBinaryOperator(BinaryOperator* B) {
    if (B->isAssignmentOp()) store(B->getLHS());
    return Why.empty();
  }
  bool VisitUnaryOperator(UnaryOperator* U) {
    if (U->isIncrementDecrementOp()) store(U->getSubExpr());
    if (U->getOpcode() == UO_AddrOf) Why = "it takes an address";
    if (U->getOpcode() == UO_Deref)
      Why = "it dereferences a pointer (only subscripts are followed)";
    return Why.empty();
  }
  bool VisitMemberExpr(MemberExpr* M) {
    Why = "it reads the field '" + M->getMemberDecl()->getName().str() + "'";
    return false;
  }
  bool VisitAsmStmt(AsmStmt*) {
    Why = "it holds inline assembly";
    return false;
  }
  bool VisitCallExpr(CallExpr* C) {
    const FunctionDecl* Callee = C->getDirectCallee();
    if (!Callee || (!isPureMathFunction(Callee) && !helperDefinition(Callee)))
      Why = "it calls '" + (Callee ? Callee->getName().str() : std::string("a function pointer")) +
            "', which may have side effects";
    return Why.empty();
  }

private:
  bool isOwn(const VarDecl* V) const {
    return V->getDeclContext() == Function && !V->isStaticLocal() &&
           !V->getType().isVolatileQualified();
  }
  /// A store to a local of its own, or to an element through a pointer (`y[i] += ...`).
  void store(const Expr* Lhs) {
    Lhs = Lhs->IgnoreParenImpCasts();
    if (const auto* A = dyn_cast<ArraySubscriptExpr>(Lhs)) {
      const auto* DR = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
      const auto* V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
      if (!V || !isOwn(V) || !V->getType()->isPointerType())
        Why = "it stores to an element of an array that is not one of its pointers";
      return;
    }
    const auto* DR = dyn_cast<DeclRefExpr>(Lhs);
    const auto* V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (V && isa<ParmVarDecl>(V) && isOwn(V))
      Why = "it assigns its parameter '" + V->getName().str() + "'";
    else if (V && !isOwn(V))
      Why = "it stores to '" + V->getName().str() + "', a variable that is not its own";
    else if (!V)
      Why = "it stores through an expression that is not an element of one of its pointers";
  }
  const FunctionDecl* Function;
};

} // namespace

const FunctionDecl* helperDefinition(const FunctionDecl* F) {
  F = meantFunction(F);
  const FunctionDecl* Def = nullptr;
  if (!F || !F->hasBody(Def) || !Def || Def->isVariadic()) return nullptr;
  return Def;
}

std::string helperObstacle(const FunctionDecl* Def) {
  QualType Result = Def->getReturnType();
  if (!Result->isVoidType() && !Result->isArithmeticType())
    return "its result is neither a number nor void";
  for (const ParmVarDecl* P : Def->parameters()) {
    QualType T = P->getType();
    if (!T->isArithmeticType() && !(T->isPointerType() && T->getPointeeType()->isArithmeticType()))
      return "its parameter '" + P->getName().str() +
             "' is neither a number nor a pointer to numbers";
  }
  HelperChecker Checker(Def);
  Checker.TraverseStmt(Def->getBody());
  return Checker.Why;
}

bool containsLoop(const Stmt* S) {
  if (!S) return false;
  if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S)) return true;
  for (const Stmt* Child : S->children())
    if (containsLoop(Child)) return true;
  return false;
}

const FunctionDecl* readerDefinition(const FunctionDecl* F) {
  F = meantFunction(F);
  const FunctionDecl* Def = nullptr;
  if (!F || !F->hasBody(Def) || !Def || !callsItsBody(Def) || Def->isVariadic() ||
      !Def->getReturnType()->isArithmeticType())
    return nullptr;
  bool AnyPointer = false;
  for (const ParmVarDecl* P : Def->parameters()) {
    QualType T = P->getType();
    bool Pointer = T->isPointerType() && T->getPointeeType()->isArithmeticType();
    if (!Pointer && !T->isArithmeticType()) return nullptr;
    AnyPointer |= Pointer;
  }
  if (!AnyPointer) return nullptr;
  PurityChecker Checker(Def, 0, /*Reads=*/true);
  Checker.TraverseStmt(Def->getBody());
  return Checker.Pure ? Def : nullptr;
}

bool isPureMathFunction(const FunctionDecl* F) {
  if (!F || F->hasBody() || !F->getBuiltinID()) return false;
  return mathFunctions().count(F->getName().str()) != 0;
}

bool isPureLocalFunction(const FunctionDecl* F) {
  return F && isPureLocal(F, 0);
}

std::string interposable(const FunctionDecl* F) {
  F = meantFunction(F); // a declared meaning holds for whichever definition runs
  const FunctionDecl* Def = nullptr;
  if (!F || !F->hasBody(Def) || !Def || callsItsBody(Def)) return "";
  return Def->getASTContext().getLangOpts().PICLevel && !Def->hasAttr<WeakAttr>()
             ? " (-fPIC: another definition of a function of external linkage may be called)"
             : " (a weak function may be replaced by another definition)";
}

} // namespace liar::lifting
