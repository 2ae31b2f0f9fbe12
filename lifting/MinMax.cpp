#include "lifting/MinMax.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/FoldingSet.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// The same expression as written, up to parentheses and implicit conversions (a macro's
/// arguments appear twice in its expansion).
bool sameExpression(const Expr* X, const Expr* Y, const ASTContext& Ctx) {
  llvm::FoldingSetNodeID IX, IY;
  X->IgnoreParenImpCasts()->Profile(IX, Ctx, /*Canonical=*/true);
  Y->IgnoreParenImpCasts()->Profile(IY, Ctx, /*Canonical=*/true);
  return IX == IY;
}

/// A signed integer operand: C compares it as written only if the comparison is signed too.
bool exactComparison(const BinaryOperator* C) {
  QualType Compared = C->getLHS()->getType();
  if (!Compared->isIntegerType()) return false;
  if (Compared->isSignedIntegerType()) return true;
  // Unsigned comparison: exact when neither operand was signed before the conversion.
  for (const Expr* Side : {C->getLHS(), C->getRHS()})
    if (!Side->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType()) return false;
  return true;
}

} // namespace

std::optional<MinMax> minMaxOf(const Expr* E, const ASTContext& Ctx) {
  const auto* C = dyn_cast<ConditionalOperator>(E->IgnoreParenImpCasts());
  if (!C || !C->getType()->isIntegerType()) return std::nullopt;
  const auto* Cmp = dyn_cast<BinaryOperator>(C->getCond()->IgnoreParenImpCasts());
  if (!Cmp || !Cmp->isRelationalOp() || !exactComparison(Cmp)) return std::nullopt;
  const Expr* A = Cmp->getLHS();
  const Expr* B = Cmp->getRHS();
  bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
  // `a < b ? a : b` takes the smaller; `a < b ? b : a` the larger; `>` the other way round.
  bool TrueIsA =
      sameExpression(C->getTrueExpr(), A, Ctx) && sameExpression(C->getFalseExpr(), B, Ctx);
  bool TrueIsB =
      sameExpression(C->getTrueExpr(), B, Ctx) && sameExpression(C->getFalseExpr(), A, Ctx);
  if (!TrueIsA && !TrueIsB) return std::nullopt;
  return MinMax{TrueIsA == Less, A, B};
}

} // namespace liar::lifting
