// Every run-time check a rewrite rests on is built here: the views the emitted code takes (a
// loop bound that equals a declared extent), and that arrays which may overlap do not. A
// candidate lists its assumptions; the policy turns them into the guard of the replacement,
// whose failure runs the original loops. The checks call small helpers (`liar_disjoint`,
// `liar_fits_int`) so that each reads as what it checks; their definitions are written once
// per file, next to the headers liar includes (guardHelpers).
#pragma once

#include "lifting/Region.h"
#include "poly/AccessBoxes.h"

#include <map>

#include <string>
#include <utility>
#include <vector>

namespace liar::tool {

enum class AssumptionKind { View, Alias };

struct Assumption {
  AssumptionKind Kind = AssumptionKind::View;
  std::string Guard;       ///< the C condition that checks it
  std::string Uncheckable; ///< when no condition can check it: why
  std::string Setup;       ///< C statements before the guard that compute what it reads
};

/// Which addresses an array's range spans in an alias check.
enum class ArrayRange {
  /// The box the IR views (from the view's first element at its offsets to its last, rows of
  /// the declared row length): what a library call on the IR's arrays touches.
  IrBox,
  /// The box of elements the original statements access (`poly::accessBoxes`): what
  /// rescheduled statements touch. An array without one falls back to Declared.
  Accessed,
  /// The whole declared array. Unknown for a pointer of unknown extent.
  Declared,
};

/// A matrix held as row pointers (`T **A`, or an array of row pointers `T *A[N]`): its rows are
/// separate objects of unknown length (a declared row length is empty), so `&A[0][0]` does not
/// address the matrix.
bool rowPointerMatrix(const lifting::Binding& b);

/// Conditions from the emitter under which the views its code takes are valid.
std::vector<Assumption> viewAssumptions(const std::vector<std::string>& conditions);

/// What the lifted IR rests on (`Region::Assumptions`: views inside their declared arrays):
/// the code emitted from it is valid only when they hold.
std::vector<Assumption> liftingAssumptions(const lifting::Region& region);

/// That each pair of `mayAlias` of which one is written does not overlap (two arrays that are
/// only read may overlap harmlessly): `liar_disjoint(&x[0], bytes of x, &y[0], bytes of y)`, or
/// `liar_disjoint_at` for ranges that start at an offset from their array. `boxes` are the accessed
/// boxes ArrayRange::Accessed reads. A row-pointer matrix (`T **A`) spans the addresses from its
/// lowest row to the end of its highest, found by a scan of its rows before the guard (O(rows)); a
/// written one must also have rows that do not overlap each other, which the same scan checks as
/// rows laid out in ascending order. A character store beside a row-pointer matrix is not checkable
/// (it may change a row pointer).
std::vector<Assumption>
aliasAssumptions(const std::vector<lifting::Binding>& bindings,
                 const std::vector<std::pair<std::string, std::string>>& mayAlias, ArrayRange range,
                 const std::map<std::string, poly::AccessBox>& boxes = {});

struct Guard {
  bool Ok = true;
  std::vector<std::string> Conditions; ///< all must hold; none: no guard
  std::vector<std::string> Includes;   ///< what the conditions need: GuardHelpers
  std::string Why;                     ///< when !Ok: the assumption nothing can check
  std::vector<std::string> Setup;      ///< statements run before the conditions
};

/// The guard of a replacement. With `assumeNoAlias` (the user's --assume-no-alias) alias
/// assumptions are taken as true.
Guard buildGuard(const std::vector<Assumption>& assumptions, bool assumeNoAlias);

/// The entry of a rewrite's includes (RegionPlan::Includes) that stands for the definitions of
/// the guard helpers rather than for a header.
inline constexpr const char* GuardHelpers = "liar guard helpers";

/// The C text that defines the guard helpers (C89 static functions with GNU attributes, under
/// `#ifndef LIAR_GUARDS_H`, between liar's marker comments), and the macro it defines.
const std::string& guardHelpers();
inline constexpr const char* GuardHelpersMacro = "LIAR_GUARDS_H";

/// The conditions of `first` that `second` has too and that can be evaluated once, before
/// both (RegionVersions: two versions of one region), in the order of `first`. A condition is
/// shared only when every condition `second` tests before it that could keep it from being
/// evaluated (a size that makes an address valid, a null test of a pointer it reads) is shared
/// too, so that it is never evaluated where `second` did not evaluate it; overlap tests read
/// addresses only and keep nothing from being evaluated.
std::vector<std::string> sharedConditions(const std::vector<std::string>& first,
                                          const std::vector<std::string>& second);

} // namespace liar::tool
