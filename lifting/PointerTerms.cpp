#include "lifting/PointerTerms.h"

#include "clang/AST/Expr.h"

namespace liar::lifting {

using namespace clang;

namespace {

bool isBase(const Expr* E) {
  E = E->IgnoreParenImpCasts();
  return (isa<DeclRefExpr>(E) || isa<MemberExpr>(E)) &&
         (E->getType()->isArrayType() || E->getType()->isPointerType());
}

/// Appends the terms of an integer sum `a + b + ...` (parentheses and casts that keep the
/// value seen through); any other expression is one term.
void addTerms(const Expr* E, std::vector<const Expr*>& Terms) {
  const auto* B = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (B && B->getOpcode() == BO_Add) {
    addTerms(B->getLHS(), Terms);
    addTerms(B->getRHS(), Terms);
    return;
  }
  Terms.push_back(E);
}

} // namespace

std::optional<PointerTerms> pointerTerms(const Expr* Init) {
  Init = Init->IgnoreParenImpCasts();
  if (const auto* U = dyn_cast<UnaryOperator>(Init); U && U->getOpcode() == UO_AddrOf) {
    const auto* A = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParenImpCasts());
    if (!A || !isBase(A->getBase())) return std::nullopt;
    PointerTerms P;
    P.Base = A->getBase();
    addTerms(A->getIdx(), P.Terms);
    return P;
  }
  const auto* B = dyn_cast<BinaryOperator>(Init);
  if (!B || B->getOpcode() != BO_Add) return std::nullopt;
  // The pointer operand of `p + n` is itself a base or a sum with a pointer in it.
  const Expr* Pointer = B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
  const Expr* Integer = Pointer == B->getLHS() ? B->getRHS() : B->getLHS();
  if (!Integer->getType()->isIntegerType()) return std::nullopt;
  std::optional<PointerTerms> P;
  if (isBase(Pointer)) {
    P.emplace();
    P->Base = Pointer;
  } else {
    P = pointerTerms(Pointer);
  }
  if (P) addTerms(Integer, P->Terms);
  return P;
}

} // namespace liar::lifting
