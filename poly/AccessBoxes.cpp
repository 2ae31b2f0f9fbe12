#include "poly/AccessBoxes.h"

#include "poly/IslNames.h"
#include "poly/IslUtil.h"

#include <optional>

namespace liar::poly {
namespace {

/// `Coefficient * Term` added to Text as C, with its sign.
void addTerm(std::string& Text, long Coefficient, const std::string& Term) {
  if (Coefficient == 0) return;
  bool Negative = Coefficient < 0;
  long Magnitude = Negative ? -Coefficient : Coefficient;
  std::string Product = Term.empty()     ? std::to_string(Magnitude)
                        : Magnitude == 1 ? Term
                                         : std::to_string(Magnitude) + " * " + Term;
  if (Text.empty())
    Text = Negative ? "-" + Product : Product;
  else
    Text += (Negative ? " - " : " + ") + Product;
}

/// The integer value of V (taken), when it is one of a size a guard can compute with.
std::optional<long> integer(isl_val* V) {
  isl::Val Owned(V);
  constexpr long Limit = 1L << 40;
  if (!V || isl_val_is_int(V) != isl_bool_true || isl_val_cmp_si(V, Limit) > 0 ||
      isl_val_cmp_si(V, -Limit) < 0)
    return std::nullopt;
  return isl_val_get_num_si(V);
}

/// An affine function of the parameters as C, or nullopt when it has divisions, a
/// denominator or is not a number.
std::optional<std::string> cExpression(const isl::Aff& A) {
  if (isl_aff_is_nan(A.get()) == isl_bool_true || isl_aff_dim(A.get(), isl_dim_div) != 0)
    return std::nullopt;
  std::optional<long> Denominator = integer(isl_aff_get_denominator_val(A.get()));
  if (Denominator != 1) return std::nullopt;
  std::string Text;
  for (isl_size I = 0, N = isl_aff_dim(A.get(), isl_dim_param); I < N; ++I) {
    std::optional<long> C = integer(isl_aff_get_coefficient_val(A.get(), isl_dim_param, I));
    if (!C) return std::nullopt;
    std::string Name = fromIslName(isl_aff_get_dim_name(A.get(), isl_dim_param, I));
    addTerm(Text, *C, "(long)" + Name);
  }
  std::optional<long> Constant = integer(isl_aff_get_constant_val(A.get()));
  if (!Constant) return std::nullopt;
  addTerm(Text, *Constant, "");
  return Text.empty() ? "0" : Text;
}

/// P as C when it is one affine piece (its domain, where the array is accessed at all, is
/// dropped: where nothing is accessed no check matters).
std::optional<std::string> cExpression(isl::PwAff P) {
  P = isl::PwAff(isl_pw_aff_coalesce(P.release()));
  if (!P || isl_pw_aff_n_piece(P.get()) != 1) return std::nullopt;
  isl::Aff Piece;
  isl_pw_aff_foreach_piece(
      P.get(),
      [](isl_set* S, isl_aff* A, void* User) -> isl_stat {
        isl::Set Domain(S); // owned, so freed: only the expression is kept
        *static_cast<isl::Aff*>(User) = isl::Aff(A);
        return isl_stat_ok;
      },
      &Piece);
  if (!Piece) return std::nullopt;
  return cExpression(Piece);
}

std::optional<AccessBox> box(const isl::Set& Elements) {
  AccessBox B;
  for (isl_size D = 0, N = isl_set_dim(Elements.get(), isl_dim_set); D < N; ++D) {
    std::optional<std::string> Lo = cExpression(isl::PwAff(isl_set_dim_min(Elements.copy(), D)));
    isl::PwAff Max(isl_set_dim_max(Elements.copy(), D));
    std::optional<std::string> Hi = cExpression(Max);
    std::optional<std::string> End = cExpression(isl::PwAff(
        isl_pw_aff_add_constant_val(Max.copy(), isl_val_one(isl_set_get_ctx(Elements.get())))));
    if (!Lo || !Hi || !End) return std::nullopt;
    B.Lower.push_back(*Lo);
    B.Upper.push_back(*Hi);
    B.End.push_back(*End);
  }
  return B;
}

} // namespace

std::map<std::string, AccessBox> accessBoxes(const PolyModel& Model) {
  std::map<std::string, AccessBox> Out;
  const isl::Context& Ctx = sharedContext();
  ModelMaps Maps;
  if (readModel(Ctx, Model, Maps)) return Out;
  isl::UnionSet Touched(isl_union_set_union(isl_union_map_range(Maps.Reads.copy()),
                                            isl_union_map_range(Maps.Writes.copy())));
  for (const isl::Set& Elements : sets(Touched)) {
    std::optional<AccessBox> B = box(Elements);
    if (B) Out[fromIslName(isl_set_get_tuple_name(Elements.get()))] = *B;
  }
  return Out;
}

} // namespace liar::poly
