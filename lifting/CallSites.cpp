#include "CallSites.h"

#include "WrittenVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <cstdlib>
#include <set>

using namespace clang;

namespace liar::lifting {
namespace {

/// Enough calls to show how a function is used; a function called from many places is not
/// judged by its first few anyway.
constexpr size_t kMaxCallSites = 8;

/// The scalar elements an object of type T holds (a row of `double A[N][M]` holds M), or 0
/// when an extent is not a constant.
uint64_t elementsOf(QualType T, ASTContext& Ctx) {
  uint64_t Count = 1;
  while (const ArrayType* A = Ctx.getAsArrayType(T)) {
    const auto* C = dyn_cast<ConstantArrayType>(A);
    if (!C) return 0;
    Count *= C->getSize().getZExtValue();
    T = A->getElementType();
  }
  return Count;
}

/// The size of the scalars a pointer or array of type T holds, or 0.
unsigned scalarBytes(QualType T, ASTContext& Ctx) {
  if (const auto* P = T->getAs<PointerType>()) T = P->getPointeeType();
  T = Ctx.getBaseElementType(T);
  if (T->isIncompleteType() || T->isVoidType() || !T->isScalarType()) return 0;
  return static_cast<unsigned>(Ctx.getTypeSizeInChars(T).getQuantity());
}

/// The facts of one caller: its body's writes and addresses taken decide which local
/// variables still hold their initial value at a call.
class CallerFacts {
public:
  CallerFacts(const SourceInfo& source, const FunctionDecl* caller)
      : Source(source), Ctx(source.context()), Written(writtenIn(caller->getBody(), false)) {
    struct AddressTaken : RecursiveASTVisitor<AddressTaken> {
      std::set<const VarDecl*>& Out;
      explicit AddressTaken(std::set<const VarDecl*>& out) : Out(out) {}
      bool VisitUnaryOperator(UnaryOperator* U) {
        if (U->getOpcode() == UO_AddrOf)
          if (const auto* D = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
            if (const auto* V = dyn_cast<VarDecl>(D->getDecl())) Out.insert(V);
        return true;
      }
    } Visitor(Escaped);
    Visitor.TraverseStmt(caller->getBody());
  }

  ArgumentFact fact(const Expr* E) const {
    ArgumentFact F;
    if (E->getType()->isPointerType() || E->getType()->isArrayType()) {
      // NULL, for the version of a region that tests a pointer for null.
      if (E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
        F.Constant = 0.0;
      else if (auto P = pointee(E)) {
        F.Base = P->first;
        F.Offset = P->second;
      }
      return F;
    }
    F.Constant = constant(E);
    return F;
  }

private:
  const SourceInfo& Source;
  ASTContext& Ctx;
  std::set<const VarDecl*> Written;
  std::set<const VarDecl*> Escaped;

  /// A constant expression's value, or that of a variable that still holds its constant
  /// initial value (`float beta = 0.0f;`, never assigned and its address never taken).
  std::optional<double> constant(const Expr* E) const {
    Expr::EvalResult R;
    if (!E->isValueDependent() && E->EvaluateAsRValue(R, Ctx)) {
      if (R.Val.isInt()) return static_cast<double>(R.Val.getInt().getSExtValue());
      if (R.Val.isFloat()) return R.Val.getFloat().convertToDouble();
      return std::nullopt;
    }
    const auto* D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto* V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    if (!V || !V->hasLocalStorage() || V->getType().isVolatileQualified() || !V->getInit() ||
        Written.count(V) || Escaped.count(V))
      return std::nullopt;
    return constant(V->getInit());
  }

  /// The variable E points into and the offset in elements, as C spells it: a decimal number
  /// when constant. Casts between pointer types keep the address.
  std::optional<std::pair<std::string, std::string>> pointee(const Expr* E) const {
    E = E->IgnoreParens();
    if (const auto* C = dyn_cast<CastExpr>(E);
        C && (C->getType()->isPointerType() || C->getType()->isArrayType()) &&
        C->getCastKind() != CK_IntegralToPointer)
      return pointee(C->getSubExpr());
    if (const auto* D = dyn_cast<DeclRefExpr>(E)) {
      if (const auto* V = dyn_cast<VarDecl>(D->getDecl()))
        return std::make_pair(V->getName().str(), std::string("0"));
      return std::nullopt;
    }
    if (const auto* U = dyn_cast<UnaryOperator>(E)) {
      // `*A` of a pointer to an array (a PolyBench array handle) is the array it points to.
      if (U->getOpcode() == UO_Deref && U->getType()->isArrayType())
        return pointee(U->getSubExpr());
      if (U->getOpcode() == UO_AddrOf) return pointee(U->getSubExpr());
      return std::nullopt;
    }
    if (const auto* S = dyn_cast<ArraySubscriptExpr>(E))
      return shifted(S->getBase(), S->getIdx(), elementsOf(S->getType(), Ctx));
    if (const auto* B = dyn_cast<BinaryOperator>(E)) {
      bool PointerLeft = B->getLHS()->getType()->isPointerType();
      const Expr* Ptr = PointerLeft ? B->getLHS() : B->getRHS();
      const Expr* Step = PointerLeft ? B->getRHS() : B->getLHS();
      uint64_t Elements = elementsOf(Ptr->getType()->getPointeeType(), Ctx);
      if (B->getOpcode() == BO_Add) return shifted(Ptr, Step, Elements);
      if (B->getOpcode() == BO_Sub && PointerLeft && Step->getType()->isIntegerType())
        return shifted(Ptr, Step, Elements, /*Negate=*/true);
    }
    return std::nullopt;
  }

  /// `base + step` in scalar elements, where one step spans `elements` of them.
  std::optional<std::pair<std::string, std::string>>
  shifted(const Expr* base, const Expr* step, uint64_t elements, bool negate = false) const {
    auto P = pointee(base);
    if (!P || elements == 0) return std::nullopt;
    Expr::EvalResult R;
    char* End = nullptr;
    long long Before = std::strtoll(P->second.c_str(), &End, 10);
    bool BeforeConstant = End && *End == '\0';
    if (BeforeConstant && !step->isValueDependent() && step->EvaluateAsInt(R, Ctx)) {
      long long Step = R.Val.getInt().getSExtValue() * static_cast<long long>(elements);
      P->second = std::to_string(Before + (negate ? -Step : Step));
      return P;
    }
    std::string Text = Source.text(step);
    if (Text.empty()) return std::nullopt;
    std::string Term = elements == 1 ? Text : std::to_string(elements) + " * (" + Text + ")";
    if (P->second == "0")
      P->second = negate ? "-(" + Term + ")" : Term;
    else
      P->second += (negate ? " - " : " + ") + Term;
    return P;
  }
};

class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  CallCollector(const SourceInfo& source, const FunctionDecl* caller, CallSitesByFunction& out)
      : Source(source), Caller(caller), Facts(source, caller), Out(out) {}

  bool VisitCallExpr(CallExpr* C) {
    const FunctionDecl* Callee = C->getDirectCallee();
    if (!Callee) return true;
    std::vector<CallSite>& Sites = Out[Callee->getCanonicalDecl()];
    if (Sites.size() >= kMaxCallSites || C->getNumArgs() != Callee->getNumParams()) return true;
    CallSite Site;
    Site.Caller = Caller->getName().str();
    Site.Where = Source.location(C->getBeginLoc());
    // The definition names the parameters as the region does; a prototype may not.
    const FunctionDecl* Named = Callee->getDefinition() ? Callee->getDefinition() : Callee;
    for (unsigned I = 0; I < C->getNumArgs(); ++I) {
      const ParmVarDecl* Param = Named->getParamDecl(I);
      ArgumentFact F = Facts.fact(C->getArg(I));
      F.Integer = Param->getType()->isIntegerType();
      // Offsets count the argument's scalars: they are the parameter's only when the sizes agree.
      unsigned Bytes = scalarBytes(Param->getType(), Source.context());
      if (!F.Base.empty() && Bytes == scalarBytes(C->getArg(I)->getType(), Source.context()))
        F.ElementBytes = Bytes;
      Site.Arguments.emplace_back(Param->getName().str(), F);
    }
    Sites.push_back(std::move(Site));
    return true;
  }

private:
  const SourceInfo& Source;
  const FunctionDecl* Caller;
  CallerFacts Facts;
  CallSitesByFunction& Out;
};

} // namespace

/// Counts, per function, its uses anywhere in the translation unit and those that are the
/// callee of a direct call.
class UseCounter : public RecursiveASTVisitor<UseCounter> {
public:
  std::map<const FunctionDecl*, unsigned> Uses, Calls;

  bool VisitDeclRefExpr(DeclRefExpr* E) {
    if (const auto* F = dyn_cast<FunctionDecl>(E->getDecl())) ++Uses[F->getCanonicalDecl()];
    return true;
  }
  bool VisitCallExpr(CallExpr* C) {
    const FunctionDecl* Callee = C->getDirectCallee();
    const auto* Ref = dyn_cast<DeclRefExpr>(C->getCallee()->IgnoreParenImpCasts());
    if (Callee && Ref && Ref->getDecl() == Callee) ++Calls[Callee->getCanonicalDecl()];
    return true;
  }
};

CallSitesByFunction collectCallSites(const SourceInfo& source) {
  CallSitesByFunction Out;
  ASTContext& Ctx = source.context();
  const SourceManager& SM = Ctx.getSourceManager();
  for (const Decl* D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto* F = dyn_cast<FunctionDecl>(D);
    if (!F || !F->doesThisDeclarationHaveABody() ||
        !SM.isInMainFile(SM.getExpansionLoc(F->getLocation())))
      continue;
    CallCollector Collector(source, F, Out);
    Collector.TraverseStmt(F->getBody());
  }
  return Out;
}

std::set<const FunctionDecl*> allCallsShown(const SourceInfo& source,
                                            const CallSitesByFunction& calls) {
  UseCounter Counter;
  Counter.TraverseDecl(source.context().getTranslationUnitDecl());
  std::set<const FunctionDecl*> Shown;
  for (const auto& [F, Sites] : calls) {
    unsigned Uses = Counter.Uses[F], Calls = Counter.Calls[F];
    if (!F->isExternallyVisible() && Uses == Calls && Calls == Sites.size()) Shown.insert(F);
  }
  return Shown;
}

} // namespace liar::lifting
