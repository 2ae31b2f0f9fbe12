#include "lifting/Delinearize.h"

#include "clang/AST/Expr.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// X * P with P invariant and not constant (a constant row length keeps the access affine).
bool splitProduct(const Expr* E, const AffineBuilder& Aff, const Scope& Sc, const Expr** X,
                  const Expr** P) {
  const auto* M = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!M || M->getOpcode() != BO_Mul) return false;
  for (auto [A, B] : {std::pair{M->getLHS(), M->getRHS()}, std::pair{M->getRHS(), M->getLHS()}})
    if (!Aff.isVariant(B, Sc) && Aff.isVariant(A, Sc)) {
      *X = A;
      *P = B;
      return true;
    }
  return false;
}

/// `L + R` or `L - R` with one side linearised and the other affine (`r*W + c - 1`): the
/// affine side moves into the inner index.
std::optional<Delinearized> shifted(const Expr* E, const AffineBuilder& Aff, const Scope& Sc,
                                    const SourceInfo& Source) {
  const auto* B = dyn_cast<BinaryOperator>(E);
  if (!B || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)) return std::nullopt;
  const Expr* Offender = nullptr;
  bool Sub = B->getOpcode() == BO_Sub;
  for (auto [Lin, Off] :
       {std::pair{B->getLHS(), B->getRHS()}, std::pair{B->getRHS(), B->getLHS()}}) {
    if (Sub && Lin == B->getRHS()) break; // `c - r*W` leaves every row
    std::optional<Affine> Shift = Aff.build(Off, Sc, &Offender);
    if (!Shift) continue;
    std::optional<Delinearized> D = delinearize(Lin, Aff, Sc, Source);
    if (!D) continue;
    D->Subscripts.back() = Sub ? D->Subscripts.back() - *Shift : D->Subscripts.back() + *Shift;
    return D;
  }
  return std::nullopt;
}

} // namespace

std::optional<Delinearized> delinearize(const Expr* E, const AffineBuilder& Aff, const Scope& Sc,
                                        const SourceInfo& Source) {
  E = E->IgnoreParenImpCasts();
  const Expr *X = nullptr, *P = nullptr, *Y = nullptr;
  if (const auto* B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Add) {
    if (splitProduct(B->getLHS(), Aff, Sc, &X, &P))
      Y = B->getRHS();
    else if (splitProduct(B->getRHS(), Aff, Sc, &X, &P))
      Y = B->getLHS();
  } else {
    splitProduct(E, Aff, Sc, &X, &P);
  }
  if (!X) return shifted(E, Aff, Sc, Source);
  return delinearizeParts(X, P, Y, Aff, Sc, Source);
}

std::optional<Delinearized> delinearizeOffset(llvm::ArrayRef<const Expr*> Terms, const Expr* Index,
                                              const AffineBuilder& Aff, const Scope& Sc,
                                              const SourceInfo& Source) {
  for (const Expr* Term : Terms) {
    const Expr *X = nullptr, *P = nullptr;
    if (!splitProduct(Term, Aff, Sc, &X, &P)) continue;
    std::optional<Delinearized> D = delinearizeParts(X, P, Index, Aff, Sc, Source);
    for (const Expr* Other : Terms) {
      if (!D || Other == Term) continue;
      const Expr* Offender = nullptr;
      std::optional<Affine> Shift = Aff.build(Other, Sc, &Offender);
      if (Shift)
        D->Subscripts.back() = D->Subscripts.back() + *Shift;
      else
        D.reset();
    }
    if (D) return D;
  }
  return std::nullopt;
}

std::optional<Delinearized> delinearizeParts(const Expr* X, const Expr* P, const Expr* Y,
                                             const AffineBuilder& Aff, const Scope& Sc,
                                             const SourceInfo& Source) {
  const Expr* Offender = nullptr;
  auto Length = Aff.build(P, Sc, &Offender);
  if (!Length || Length->isConstant()) return std::nullopt;
  std::optional<Affine> Inner = Y ? Aff.build(Y, Sc, &Offender) : Affine::constant(0);
  if (!Inner) return std::nullopt;
  // The outer part is affine or itself linearised.
  Delinearized D;
  if (auto Outer = Aff.build(X, Sc, &Offender))
    D.Subscripts.push_back(*Outer);
  else if (auto Nested = delinearize(X, Aff, Sc, Source))
    D = *Nested;
  else
    return std::nullopt;
  D.Subscripts.push_back(*Inner);
  D.RowLengths.push_back(*Length);
  std::string Spelled = Source.spelling(P);
  // A field (`M->cols`) is read once into a copy before the rewrite: the copy's name.
  bool Field = Spelled.find("->") != std::string::npos || Spelled.find('.') != std::string::npos;
  D.RowSpellings.push_back(Spelled.empty() || Field ? Length->isl() : Spelled);
  return D;
}

} // namespace liar::lifting
