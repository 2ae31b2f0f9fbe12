#include "lifting/RowChecks.h"

#include "lifting/ArrayViews.h"
#include "lifting/IslToIr.h"

#include <algorithm>

namespace liar::lifting {

namespace {

/// The instances of the check's statement whose inner index lies outside [0, Length), under
/// the extra parameter constraint Assumed.
bool outsideEmpty(const AffineModel& M, const RowCheck& C, const std::string& Assumed) {
  isl::Set Outside = isl::readSet(M.context(), M.params() + "{ " + M.tuple(C.Stmt) + " : " +
                                                   M.constraints(C.Stmt) + " and " + Assumed +
                                                   " and (" + C.Index.isl() + " < 0 or " +
                                                   C.Index.isl() + " >= " + C.Length.isl() + ") }");
  return Outside && isl_set_is_empty(Outside.get()) == isl_bool_true;
}

/// Whether some instance of the check's statement runs when Assumed holds: an assumption that
/// never holds (`n + 1 <= n`) would turn the rewrite into dead code.
bool satisfiable(const AffineModel& M, const RowCheck& C, const std::string& Assumed) {
  isl::Set Runs = isl::readSet(M.context(), M.params() + "{ " + M.tuple(C.Stmt) + " : " +
                                                M.constraints(C.Stmt) + " and " + Assumed + " }");
  return Runs && isl_set_is_empty(Runs.get()) == isl_bool_false;
}

/// The largest (or smallest) value the inner index takes, over sizes only; nullopt when it
/// has no such form.
std::optional<Affine> extremeIndex(const AffineModel& M, const RowCheck& C, bool Largest) {
  isl::Map Values =
      isl::readMap(M.context(), M.params() + "{ " + M.tuple(C.Stmt) + " -> [" + C.Index.isl() +
                                    "] : " + M.constraints(C.Stmt) + " }");
  if (!Values) return std::nullopt;
  isl::Set Range(isl_map_range(Values.release()));
  isl_pw_aff* Bound =
      Largest ? isl_set_dim_max(Range.release(), 0) : isl_set_dim_min(Range.release(), 0);
  return affineOf(isl::PwAff(isl_pw_aff_coalesce(Bound)));
}

/// The conditions (ISL, C) under which every inner index stays in its row: its largest value
/// below the row's length (`K <= lda`), and, when the loops do not prove it, its smallest
/// value not negative (a column `j` of `A[i*lda + j]`, `j >= 0`). Empty when there are none.
std::vector<std::pair<std::string, std::string>> rowConditions(const AffineModel& M,
                                                               const RowCheck& C) {
  std::optional<Affine> Largest = extremeIndex(M, C, true);
  if (!Largest) return {};
  Affine End = *Largest + Affine::constant(1);
  std::vector<std::pair<std::string, std::string>> Out = {
      {End.isl() + " <= " + C.Length.isl(), cText(End) + " <= " + cText(C.Length)}};
  if (outsideEmpty(M, C, Out[0].first)) return Out;
  std::optional<Affine> Smallest = extremeIndex(M, C, false);
  if (!Smallest) return {};
  Out.push_back({Smallest->isl() + " >= 0", cText(*Smallest) + " >= 0"});
  return Out;
}

} // namespace

RowAssumptions checkRows(const Scop& S, const AffineModel& M) {
  RowAssumptions Out;
  for (const RowCheck& C : S.RowChecks) {
    if (outsideEmpty(M, C, "true")) continue;
    std::vector<std::pair<std::string, std::string>> Conditions = rowConditions(M, C);
    std::string Assumed;
    for (const auto& [Isl, Text] : Conditions)
      Assumed += (Assumed.empty() ? "" : " and ") + Isl;
    if (Conditions.empty() || !outsideEmpty(M, C, Assumed) || !satisfiable(M, C, Assumed)) {
      Out.Failure = rejection(Refusal::Delinearise, {C.Text, C.Length.isl()}, C.Where);
      return Out;
    }
    for (const auto& [Isl, Condition] : Conditions)
      if (std::find(Out.Conditions.begin(), Out.Conditions.end(), Condition) ==
          Out.Conditions.end())
        Out.Conditions.push_back(Condition);
  }
  return Out;
}

} // namespace liar::lifting
