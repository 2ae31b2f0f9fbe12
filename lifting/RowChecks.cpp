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

/// The largest value the inner index takes, over sizes only; nullopt when it has no such form.
std::optional<Affine> largestIndex(const AffineModel& M, const RowCheck& C) {
  isl::Map Values =
      isl::readMap(M.context(), M.params() + "{ " + M.tuple(C.Stmt) + " -> [" + C.Index.isl() +
                                    "] : " + M.constraints(C.Stmt) + " }");
  if (!Values) return std::nullopt;
  isl::Set Range(isl_map_range(Values.release()));
  return affineOf(isl::PwAff(isl_pw_aff_coalesce(isl_set_dim_max(Range.release(), 0))));
}

} // namespace

RowAssumptions checkRows(const Scop& S, const AffineModel& M) {
  RowAssumptions Out;
  for (const RowCheck& C : S.RowChecks) {
    if (outsideEmpty(M, C, "true")) continue;
    std::optional<Affine> Largest = largestIndex(M, C);
    std::string Assumed =
        Largest ? (*Largest + Affine::constant(1)).isl() + " <= " + C.Length.isl() : "";
    if (!Largest || !outsideEmpty(M, C, Assumed) || !satisfiable(M, C, Assumed)) {
      Out.Failure = Rejection{RejectCategory::NonAffineSubscript,
                              "linearised subscript '" + C.Text +
                                  "' cannot be delinearised: its inner index may leave the row "
                                  "of length '" +
                                  C.Length.isl() + "'",
                              C.Where};
      return Out;
    }
    std::string Condition = cText(*Largest + Affine::constant(1)) + " <= " + cText(C.Length);
    if (std::find(Out.Conditions.begin(), Out.Conditions.end(), Condition) == Out.Conditions.end())
      Out.Conditions.push_back(Condition);
  }
  return Out;
}

} // namespace liar::lifting
