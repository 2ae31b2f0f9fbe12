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
std::string comparison(isl_aff* Aff, bool Eq, const Renaming& Rename) {
  isl_aff* Pos = isl_aff_copy(Aff);
  isl_aff* Neg = isl_aff_neg(isl_aff_copy(Aff));
  // Split every coefficient by sign: Aff = Pos - Neg with non-negative coefficients.
  for (isl_dim_type T : {isl_dim_param, isl_dim_in, isl_dim_div}) {
    int N = isl_aff_dim(Aff, T);
    for (int I = 0; I < N; ++I) {
      isl_val* C = isl_aff_get_coefficient_val(Aff, T, I);
      bool Negative = isl_val_is_neg(C);
      isl_val_free(C);
      if (Negative)
        Pos = isl_aff_set_coefficient_si(Pos, T, I, 0);
      else
        Neg = isl_aff_set_coefficient_si(Neg, T, I, 0);
    }
  }
  isl_val* C = isl_aff_get_constant_val(Aff);
  long K = isl_val_get_num_si(C);
  isl_val_free(C);
  std::string Op = Eq ? "==" : "<=";
  Pos = isl_aff_set_constant_si(Pos, 0);
  Neg = isl_aff_set_constant_si(Neg, 0);
  if (K >= 0)
    Pos = isl_aff_set_constant_si(Pos, K);
  else if (Eq)
    Neg = isl_aff_set_constant_si(Neg, -K);
  else {
    Neg = isl_aff_set_constant_si(Neg, -K - 1); // Neg + 1 <= Pos  is  Neg < Pos
    Op = "<";
  }
  std::string R = "(" + Op + " " + affToIr(Neg, Rename) + " " + affToIr(Pos, Rename) + ")";
  isl_aff_free(Pos);
  isl_aff_free(Neg);
  return R;
}

} // namespace

std::string affToIr(isl_aff* Aff, const Renaming& Rename) {
  std::vector<std::pair<std::string, std::string>> Terms;
  auto AddTerm = [&](isl_val* Coeff, const std::string& Name) {
    if (isl_val_is_zero(Coeff)) {
      isl_val_free(Coeff);
      return;
    }
    bool Neg = isl_val_is_neg(Coeff);
    Coeff = isl_val_abs(Coeff);
    std::string T = isl_val_is_one(Coeff) ? Name : "(* " + valText(Coeff) + " " + Name + ")";
    isl_val_free(Coeff);
    Terms.push_back({Neg ? "-" : "+", T});
  };
  for (isl_dim_type T : {isl_dim_param, isl_dim_in}) {
    int N = isl_aff_dim(Aff, T);
    for (int I = 0; I < N; ++I)
      AddTerm(isl_aff_get_coefficient_val(Aff, T, I), dimName(Aff, T, I, Rename));
  }
  int Divs = isl_aff_dim(Aff, isl_dim_div);
  for (int I = 0; I < Divs; ++I) {
    isl_val* Coeff = isl_aff_get_coefficient_val(Aff, isl_dim_div, I);
    bool Used = !isl_val_is_zero(Coeff);
    isl_val_free(Coeff);
    if (!Used) // the local space lists divisions this expression does not use
      continue;
    isl_aff* Div = isl_aff_get_div(Aff, I);
    // isl_aff_get_div gives the division's argument f/d; it is printed as floor(f / d).
    isl_val* Den = isl_aff_get_denominator_val(Div);
    Div = isl_aff_scale_val(Div, isl_val_copy(Den));
    std::string Inner = "(/ " + affToIr(Div, Rename) + " " + valText(Den) + ")";
    isl_val_free(Den);
    isl_aff_free(Div);
    AddTerm(isl_aff_get_coefficient_val(Aff, isl_dim_div, I), Inner);
  }
  isl_val* C = isl_aff_get_constant_val(Aff);
  if (!isl_val_is_zero(C)) {
    bool Neg = isl_val_is_neg(C);
    C = isl_val_abs(C);
    Terms.push_back({Neg ? "-" : "+", valText(C)});
  } else {
    isl_val_free(C);
    C = nullptr;
  }
  if (C) isl_val_free(C);
  // Rational coefficients: isl keeps a common denominator.
  isl_val* Den = isl_aff_get_denominator_val(Aff);
  std::string S = sum(Terms);
  if (!isl_val_is_one(Den)) S = "(/ " + S + " " + valText(Den) + ")";
  isl_val_free(Den);
  return S;
}

std::optional<std::string> pwAffToIr(isl::PwAff PA, const Renaming& Rename) {
  PA = isl::PwAff(isl_pw_aff_coalesce(PA.release()));
  if (!PA) return std::nullopt;
  struct Piece {
    isl::Set Where;
    std::string Expr;
  };
  struct Acc {
    std::vector<Piece> Pieces;
    const Renaming* Rename;
  } A{{}, &Rename};
  isl_pw_aff_foreach_piece(
      PA.get(),
      [](isl_set* S, isl_aff* Aff, void* User) -> isl_stat {
        auto* A = static_cast<Acc*>(User);
        A->Pieces.push_back({isl::Set(S), affToIr(Aff, *A->Rename)});
        isl_aff_free(Aff);
        return isl_stat_ok;
      },
      &A);
  if (A.Pieces.empty()) return std::nullopt;
  std::string R = A.Pieces.back().Expr;
  for (size_t I = A.Pieces.size() - 1; I-- > 0;) {
    auto Cond = setToIr(A.Pieces[I].Where, Rename);
    if (!Cond) return std::nullopt;
    R = "(select " + *Cond + " " + A.Pieces[I].Expr + " " + R + ")";
  }
  return R;
}

std::optional<std::string> setToIr(const isl::Set& Set, const Renaming& Rename) {
  if (!Set) return std::nullopt;
  isl::Set S(isl_set_coalesce(Set.copy()));
  if (isl_set_is_empty(S.get()) == isl_bool_true) return std::string("0");
  struct Acc {
    std::vector<std::string> Disjuncts;
    const Renaming* Rename;
  } A{{}, &Rename};
  isl_set_foreach_basic_set(
      S.get(),
      [](isl_basic_set* BS, void* User) -> isl_stat {
        auto* A = static_cast<Acc*>(User);
        std::vector<std::string> Conj;
        struct Inner {
          std::vector<std::string>* Conj;
          const Renaming* Rename;
        } In{&Conj, A->Rename};
        isl_basic_set_foreach_constraint(
            BS,
            [](isl_constraint* C, void* U) -> isl_stat {
              auto* In = static_cast<Inner*>(U);
              bool Eq = isl_constraint_is_equality(C);
              isl_aff* Aff = isl_constraint_get_aff(C);
              In->Conj->push_back(comparison(Aff, Eq, *In->Rename));
              isl_aff_free(Aff);
              isl_constraint_free(C);
              return isl_stat_ok;
            },
            &In);
        isl_basic_set_free(BS);
        std::string R = Conj.empty() ? "1" : Conj.front();
        for (size_t I = 1; I < Conj.size(); ++I)
          R = "(and " + R + " " + Conj[I] + ")";
        A->Disjuncts.push_back(R);
        return isl_stat_ok;
      },
      &A);
  if (A.Disjuncts.empty()) return std::string("0");
  std::string R = A.Disjuncts.front();
  for (size_t I = 1; I < A.Disjuncts.size(); ++I)
    R = "(or " + R + " " + A.Disjuncts[I] + ")";
  return R;
}

std::optional<Affine> affineOf(const isl::PwAff& PA) {
  if (!PA || isl_pw_aff_n_piece(PA.get()) != 1) return std::nullopt;
  std::optional<Affine> R;
  isl_pw_aff_foreach_piece(
      PA.get(),
      [](isl_set* Set, isl_aff* Aff, void* User) -> isl_stat {
        auto* R = static_cast<std::optional<Affine>*>(User);
        isl_set_free(Set);
        isl_val* Den = isl_aff_get_denominator_val(Aff);
        bool Ok = isl_val_is_one(Den) && isl_aff_dim(Aff, isl_dim_div) == 0 &&
                  isl_aff_dim(Aff, isl_dim_in) == 0;
        isl_val_free(Den);
        if (Ok) {
          isl_val* C = isl_aff_get_constant_val(Aff);
          Affine A = Affine::constant(isl_val_get_num_si(C));
          isl_val_free(C);
          for (int I = 0; I < isl_aff_dim(Aff, isl_dim_param); ++I) {
            isl_val* V = isl_aff_get_coefficient_val(Aff, isl_dim_param, I);
            long K = isl_val_get_num_si(V);
            isl_val_free(V);
            if (K)
              A = A +
                  Affine::variable(poly::fromIslName(isl_aff_get_dim_name(Aff, isl_dim_param, I)), false)
                      .scaled(K);
          }
          *R = A;
        }
        isl_aff_free(Aff);
        return isl_stat_ok;
      },
      &R);
  return R;
}

} // namespace liar::lifting
