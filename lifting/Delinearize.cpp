#include "lifting/Delinearize.h"

#include "clang/AST/Expr.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// One term of a linearised subscript: Sign times the product of Factors (Whole is that
/// product as written), or, for the increments of an index variable, an affine value.
struct Term {
  int Sign = 1;
  const Expr* Whole = nullptr;
  std::vector<const Expr*> Factors;
  std::optional<Affine> Fixed;
};

struct Context {
  const AffineBuilder& Aff;
  const Scope& Sc;
  const SourceInfo& Source;
};

/// The factors of a product; a product of invariants (`rows * cols`) is one factor, a size of
/// its own.
void factors(const Expr* E, const AffineBuilder& Aff, const Scope& Sc,
             std::vector<const Expr*>& Out) {
  E = E->IgnoreParenImpCasts();
  if (const auto* B = dyn_cast<BinaryOperator>(E);
      B && B->getOpcode() == BO_Mul && Aff.isVariant(B, Sc)) {
    factors(B->getLHS(), Aff, Sc, Out);
    factors(B->getRHS(), Aff, Sc, Out);
    return;
  }
  Out.push_back(E);
}

/// E as a sum of terms, index variables replaced by what they hold.
void flatten(const Expr* E, int Sign, const Context& C, std::vector<Term>& Out) {
  E = E->IgnoreParenImpCasts();
  if (const IndexVariables::Definition* Index = C.Aff.indexDefinition(E, C.Sc)) {
    if (Index->Value) flatten(Index->Value, Sign, C, Out);
    Term Shift;
    Shift.Sign = Sign;
    Shift.Fixed = Index->Shift;
    Out.push_back(Shift);
    return;
  }
  if (const auto* B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    flatten(B->getLHS(), Sign, C, Out);
    flatten(B->getRHS(), B->getOpcode() == BO_Sub ? -Sign : Sign, C, Out);
    return;
  }
  Term T;
  T.Sign = Sign;
  T.Whole = E;
  factors(E, C.Aff, C.Sc, T.Factors);
  Out.push_back(T);
}

/// A factor that is affine in the sizes alone (also through an index variable, `width_col =
/// width - 2`) and not a constant: the length of a row.
std::optional<Affine> rowLength(const Expr* Factor, const Context& C) {
  const Expr* Offender = nullptr;
  std::optional<Affine> A = C.Aff.build(Factor, C.Sc, &Offender);
  if (!A || A->isConstant() || !A->iterators().empty()) return std::nullopt;
  return A;
}

/// A factor whose value changes from one iteration to another (or is unknown).
bool varies(const Expr* Factor, const Context& C) {
  const Expr* Offender = nullptr;
  std::optional<Affine> A = C.Aff.build(Factor, C.Sc, &Offender);
  return !A || !A->iterators().empty();
}

/// A term that varies in the loops and multiplies a row length.
bool isRowTerm(const Term& T, const Context& C) {
  bool Variant = false, Row = false;
  for (const Expr* F : T.Factors) {
    Variant |= varies(F, C);
    Row |= rowLength(F, C).has_value();
  }
  return !T.Fixed && Variant && Row; // an invariant product is an offset (a size of its own)
}

/// The affine value of a term without row lengths: its factors but one are constants.
std::optional<Affine> affineTerm(const Term& T, const Context& C) {
  if (T.Fixed) return T.Fixed->scaled(T.Sign);
  const Expr* Offender = nullptr;
  if (T.Whole) // a product as written, or an invariant one that is a size of its own
    if (auto A = C.Aff.build(T.Whole, C.Sc, &Offender)) return A->scaled(T.Sign);
  std::optional<Affine> Product;
  int64_t Scale = T.Sign;
  for (const Expr* F : T.Factors) {
    std::optional<Affine> A = C.Aff.build(F, C.Sc, &Offender);
    if (!A) return std::nullopt;
    if (A->isConstant())
      Scale *= A->constantValue();
    else if (Product)
      return std::nullopt;
    else
      Product = A;
  }
  return Product ? Product->scaled(Scale) : Affine::constant(Scale);
}

/// The row length every row term has as a factor, the innermost first (the last written).
std::optional<std::pair<Affine, const Expr*>> commonLength(const std::vector<Term>& Rows,
                                                           const Context& C) {
  for (auto F = Rows.front().Factors.rbegin(); F != Rows.front().Factors.rend(); ++F) {
    std::optional<Affine> Length = rowLength(*F, C);
    bool InAll = Length.has_value();
    for (const Term& T : Rows) {
      bool Found = false;
      for (const Expr* G : T.Factors)
        Found |= Length && rowLength(G, C) == Length;
      InAll &= Found;
    }
    if (InAll) return std::pair{*Length, *F};
  }
  return std::nullopt;
}

/// Rows divided by their common row length: the outer part of the subscript.
std::vector<Term> quotient(const std::vector<Term>& Rows, const Affine& Length, const Context& C) {
  std::vector<Term> Out;
  for (const Term& T : Rows) {
    Term Q;
    Q.Sign = T.Sign;
    bool Removed = false;
    for (const Expr* F : T.Factors)
      if (!Removed && rowLength(F, C) == Length)
        Removed = true;
      else
        Q.Factors.push_back(F);
    if (Q.Factors.size() == 1) { // `(b*n + i)*s`: the sum is terms of the outer part
      flatten(Q.Factors.front(), Q.Sign, C, Out);
      continue;
    }
    Out.push_back(Q);
  }
  return Out;
}

/// Terms as an access to rows: the terms without a row length are the inner index, those with
/// one (all the same, only added) divided by it are the outer index, delinearised in turn.
std::optional<Delinearized> delinearizeTerms(const std::vector<Term>& Terms, const Context& C) {
  Affine Inner = Affine::constant(0);
  std::vector<Term> Rows;
  for (const Term& T : Terms) {
    if (isRowTerm(T, C)) {
      if (T.Sign < 0) return std::nullopt; // `c - r*W` leaves every row
      Rows.push_back(T);
      continue;
    }
    std::optional<Affine> A = affineTerm(T, C);
    if (!A) return std::nullopt;
    Inner = Inner + *A;
  }
  if (Rows.empty()) return std::nullopt;
  auto Length = commonLength(Rows, C);
  if (!Length) return std::nullopt;
  std::vector<Term> Outer = quotient(Rows, Length->first, C);
  Delinearized D;
  if (std::optional<Delinearized> Nested = delinearizeTerms(Outer, C)) {
    D = *Nested;
  } else {
    Affine Sum = Affine::constant(0);
    for (const Term& T : Outer) {
      std::optional<Affine> A = isRowTerm(T, C) ? std::nullopt : affineTerm(T, C);
      if (!A) return std::nullopt;
      Sum = Sum + *A;
    }
    D.Subscripts.push_back(Sum);
  }
  D.Subscripts.push_back(Inner);
  D.RowLengths.push_back(Length->first);
  std::string Spelled = C.Source.spelling(Length->second);
  // A field (`M->cols`) is read once into a copy before the rewrite: the copy's name; an
  // index variable (`width_col`) is assigned by the region: what it holds.
  bool Field = Spelled.find("->") != std::string::npos || Spelled.find('.') != std::string::npos;
  bool Assigned = C.Aff.isVariant(Length->second, C.Sc);
  D.RowSpellings.push_back(Spelled.empty() || Field || Assigned ? Length->first.isl() : Spelled);
  return D;
}

} // namespace

std::optional<Delinearized> delinearize(const Expr* E, const AffineBuilder& Aff, const Scope& Sc,
                                        const SourceInfo& Source) {
  return delinearizeOffset({}, E, Aff, Sc, Source);
}

std::optional<Delinearized> delinearizeOffset(llvm::ArrayRef<const Expr*> Offset, const Expr* Index,
                                              const AffineBuilder& Aff, const Scope& Sc,
                                              const SourceInfo& Source) {
  Context C{Aff, Sc, Source};
  std::vector<Term> Terms;
  for (const Expr* E : Offset)
    flatten(E, 1, C, Terms);
  flatten(Index, 1, C, Terms);
  return delinearizeTerms(Terms, C);
}

} // namespace liar::lifting
