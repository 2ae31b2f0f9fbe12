// Every run-time check a rewrite rests on is built here: the views the emitted code takes (a
// loop bound that equals a declared extent), and that arrays which may overlap do not. A
// candidate lists its assumptions; the policy turns them into the guard of the replacement,
// whose failure runs the original loops.
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

/// Conditions from the emitter under which the views its code takes are valid.
std::vector<Assumption> viewAssumptions(const std::vector<std::string>& conditions);

/// What the lifted IR rests on (`Region::Assumptions`: views inside their declared arrays):
/// the code emitted from it is valid only when they hold.
std::vector<Assumption> liftingAssumptions(const lifting::Region& region);

/// That each pair of `mayAlias` of which one is written does not overlap (two arrays that are
/// only read may overlap harmlessly). `boxes` are the accessed boxes ArrayRange::Accessed reads.
std::vector<Assumption>
aliasAssumptions(const std::vector<lifting::Binding>& bindings,
                 const std::vector<std::pair<std::string, std::string>>& mayAlias, ArrayRange range,
                 const std::map<std::string, poly::AccessBox>& boxes = {});

struct Guard {
  bool Ok = true;
  std::vector<std::string> Conditions; ///< all must hold; none: no guard
  std::vector<std::string> Includes;   ///< headers the conditions need (uintptr_t)
  std::string Why;                     ///< when !Ok: the assumption nothing can check
};

/// The guard of a replacement. With `assumeNoAlias` (the user's --assume-no-alias) alias
/// assumptions are taken as true.
Guard buildGuard(const std::vector<Assumption>& assumptions, bool assumeNoAlias);

} // namespace liar::tool
