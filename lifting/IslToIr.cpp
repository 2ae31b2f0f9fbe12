#include "lifting/IslToIr.h"

#include "poly/IslNames.h"

#include <isl/constraint.h>
#include <isl/local_space.h>

#include <vector>

namespace liar::lifting {

std::string affToIr(isl_aff* Aff, const Renaming& Rename);

namespace {

std::string valText(isl_val* V) {
  char* S = isl_val_to_str(V);
  std::string R = S ? S : "0";
  free(S);
  return R;
}

std::string dimName(isl_aff* Aff, isl_dim_type T, int I, const Renaming& Rename) {
  const char* N = isl_aff_get_dim_name(Aff, T, I);
  std::string Name = N ? poly::fromIslName(N) : "?";
  if (auto It = Rename.find(Name); It != Rename.end()) return It->second;
  return Name;
}

// Sum of signed terms as IR, left-nested, positives first.
std::string sum(std::vector<std::pair<std::string, std::string>> Terms) {
  std::string Acc;
  for (int Pass = 0; Pass < 2; ++Pass)
    for (const auto& [Sign, T] : Terms) {
      if ((Sign == "+") != (Pass == 0)) continue;
      if (Acc.empty())
        Acc = Sign == "+" ? T : "(neg " + T + ")";
      else
        Acc = "(" + Sign + " " + Acc + " " + T + ")";
    }
  return Acc.empty() ? "0" : Acc;
}

/// `Aff >= 0` (or `== 0`) written the way people do: `(< j n)` rather than
/// `(<= 0 (- (- n j) 1))`.
std::string comparison(const isl::Aff& Aff, bool Eq, const Renaming& Rename) {
  isl::Aff Pos = Aff;
  isl::Aff Neg(isl_aff_neg(Aff.copy()));
  // Split every coefficient by sign: Aff = Pos - Neg with non-negative coefficients.
  for (isl_dim_type T : {isl_dim_param, isl_dim_in, isl_dim_div}) {
    int N = isl_aff_dim(Aff.get(), T);
    for (int I = 0; I < N; ++I) {
      isl::Val C(isl_aff_get_coefficient_val(Aff.get(), T, I));
      bool Negative = isl_val_is_neg(C.get());
      if (Negative)
        Pos = isl::Aff(isl_aff_set_coefficient_si(Pos.release(), T, I, 0));
      else
        Neg = isl::Aff(isl_aff_set_coefficient_si(Neg.release(), T, I, 0));
    }
  }
  long K = isl_val_get_num_si(isl::Val(isl_aff_get_constant_val(Aff.get())).get());
  std::string Op = Eq ? "==" : "<=";
  Pos = isl::Aff(isl_aff_set_constant_si(Pos.release(), 0));
  Neg = isl::Aff(isl_aff_set_constant_si(Neg.release(), 0));
  if (K >= 0)
    Pos = isl::Aff(isl_aff_set_constant_si(Pos.release(), K));
  else if (Eq)
    Neg = isl::Aff(isl_aff_set_constant_si(Neg.release(), -K));
  else {
    Neg = isl::Aff(isl_aff_set_constant_si(Neg.release(), -K - 1)); // Neg + 1 <= Pos  is  Neg < Pos
    Op = "<";
  }
  return "(" + Op + " " + affToIr(Neg.get(), Rename) + " " + affToIr(Pos.get(), Rename) + ")";
}

} // namespace

std::string affToIr(isl_aff* Aff, const Renaming& Rename) {
  std::vector<std::pair<std::string, std::string>> Terms;
  auto AddTerm = [&](isl::Val Coeff, const std::string& Name) {
    if (isl_val_is_zero(Coeff.get())) return;
    bool Neg = isl_val_is_neg(Coeff.get());
    Coeff = isl::Val(isl_val_abs(Coeff.release()));
    std::string T =
        isl_val_is_one(Coeff.get()) ? Name : "(* " + valText(Coeff.get()) + " " + Name + ")";
    Terms.push_back({Neg ? "-" : "+", T});
  };
  for (isl_dim_type T : {isl_dim_param, isl_dim_in}) {
    int N = isl_aff_dim(Aff, T);
    for (int I = 0; I < N; ++I)
      AddTerm(isl::Val(isl_aff_get_coefficient_val(Aff, T, I)), dimName(Aff, T, I, Rename));
  }
  int Divs = isl_aff_dim(Aff, isl_dim_div);
  for (int I = 0; I < Divs; ++I) {
    isl::Val Coeff(isl_aff_get_coefficient_val(Aff, isl_dim_div, I));
    bool Used = !isl_val_is_zero(Coeff.get());
    if (!Used) // the local space lists divisions this expression does not use
      continue;
    isl::Aff Div(isl_aff_get_div(Aff, I));
    // isl_aff_get_div gives the division's argument f/d; it is printed as floor(f / d).
    isl::Val Den(isl_aff_get_denominator_val(Div.get()));
    Div = isl::Aff(isl_aff_scale_val(Div.release(), Den.copy()));
    std::string Inner = "(/ " + affToIr(Div.get(), Rename) + " " + valText(Den.get()) + ")";
    AddTerm(std::move(Coeff), Inner);
  }
  isl::Val C(isl_aff_get_constant_val(Aff));
  if (!isl_val_is_zero(C.get())) {
    bool Neg = isl_val_is_neg(C.get());
    C = isl::Val(isl_val_abs(C.release()));
    Terms.push_back({Neg ? "-" : "+", valText(C.get())});
  }
  // Rational coefficients: isl keeps a common denominator.
  isl::Val Den(isl_aff_get_denominator_val(Aff));
  std::string S = sum(Terms);
  if (!isl_val_is_one(Den.get())) S = "(/ " + S + " " + valText(Den.get()) + ")";
  return S;
}

std::optional<std::string> pwAffToIr(isl::PwAff PA, const Renaming& Rename) {
  PA = isl::PwAff(isl_pw_aff_coalesce(PA.release()));
  if (!PA) return std::nullopt;
  struct Piece {
    isl::Set Where;
    std::string Expr;
  };
  std::vector<Piece> Pieces;
  isl::forEachPiece(PA, [&](isl::Set Where, isl::Aff Value) {
    Pieces.push_back({std::move(Where), affToIr(Value.get(), Rename)});
  });
  if (Pieces.empty()) return std::nullopt;
  std::string R = Pieces.back().Expr;
  for (size_t I = Pieces.size() - 1; I-- > 0;) {
    auto Cond = setToIr(Pieces[I].Where, Rename);
    if (!Cond) return std::nullopt;
    R = "(select " + *Cond + " " + Pieces[I].Expr + " " + R + ")";
  }
  return R;
}

std::optional<std::string> setToIr(const isl::Set& Set, const Renaming& Rename) {
  if (!Set) return std::nullopt;
  isl::Set S(isl_set_coalesce(Set.copy()));
  if (isl_set_is_empty(S.get()) == isl_bool_true) return std::string("0");
  std::vector<std::string> Disjuncts;
  isl::forEachBasicSet(S, [&](isl::BasicSet BS) {
    std::vector<std::string> Conj;
    isl::forEachConstraint(BS, [&](isl::Constraint C) {
      bool Eq = isl_constraint_is_equality(C.get());
      Conj.push_back(comparison(isl::Aff(isl_constraint_get_aff(C.get())), Eq, Rename));
    });
    std::string R = Conj.empty() ? "1" : Conj.front();
    for (size_t I = 1; I < Conj.size(); ++I)
      R = "(and " + R + " " + Conj[I] + ")";
    Disjuncts.push_back(R);
  });
  if (Disjuncts.empty()) return std::string("0");
  std::string R = Disjuncts.front();
  for (size_t I = 1; I < Disjuncts.size(); ++I)
    R = "(or " + R + " " + Disjuncts[I] + ")";
  return R;
}

std::optional<Affine> affineOf(const isl::PwAff& PA) {
  if (!PA || isl_pw_aff_n_piece(PA.get()) != 1) return std::nullopt;
  std::optional<Affine> R;
  isl::forEachPiece(PA, [&](isl::Set, isl::Aff Aff) {
    isl::Val Den(isl_aff_get_denominator_val(Aff.get()));
    bool Ok = isl_val_is_one(Den.get()) && isl_aff_dim(Aff.get(), isl_dim_div) == 0 &&
              isl_aff_dim(Aff.get(), isl_dim_in) == 0;
    if (!Ok) return;
    Affine A =
        Affine::constant(isl_val_get_num_si(isl::Val(isl_aff_get_constant_val(Aff.get())).get()));
    for (int I = 0; I < isl_aff_dim(Aff.get(), isl_dim_param); ++I) {
      long K = isl_val_get_num_si(
          isl::Val(isl_aff_get_coefficient_val(Aff.get(), isl_dim_param, I)).get());
      if (K)
        A = A + Affine::variable(
                    poly::fromIslName(isl_aff_get_dim_name(Aff.get(), isl_dim_param, I)), false)
                    .scaled(K);
    }
    R = A;
  });
  return R;
}

} // namespace liar::lifting
