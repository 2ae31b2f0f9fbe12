// What --explain says of a replacement's guard on the calls the file makes: a guard that fails
// there (a beta of 0 that a zero-scalar check refuses, a size beyond a declared extent, one
// buffer passed as two arrays that must not overlap) runs the original loops, so the rewrite
// gains nothing for those calls. Only what the call shows is judged: constants, variables that
// keep their constant initial value, and pointers into one named variable.
#pragma once

#include "lifting/Region.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace liar::tool {

/// A name's value in a condition, and whether C holds it in an integer type (whose divisions
/// truncate). An address is a byte offset from the start of the variable Base.
struct NamedValue {
  double Value = 0;
  bool Integer = true;
  std::string Base;
};

/// The value of a guard condition (C syntax: numbers, names, arithmetic, comparisons, `&&`,
/// `||`, `!`, casts to arithmetic types and `uintptr_t`, calls of the guard helpers
/// `liar_disjoint`, `liar_disjoint_at` and `liar_fits_int`) with names bound by `value`; nullopt
/// when it reads anything else or a name `value` does not know. The overlap tests' terms ask
/// `value` too: `&x[0]...[0]` for "&x" (an address), `sizeof(x[0]...[0])` for "sizeof x".
/// Addresses compare only with addresses in the same variable.
std::optional<double>
evaluateCondition(const std::string& condition,
                  const std::function<std::optional<NamedValue>(const std::string&)>& value);

struct GuardForecast {
  /// For --explain: each call where a condition is expected to fail, which and why; empty when
  /// no call shows a failure.
  std::string Note;
  /// It fails at every call the file makes (there is at least one): the remark says so.
  bool NeverPasses = false;
};

/// What the calls of the region's function in the file show of `guard`, the conditions of
/// `region`'s replacement.
GuardForecast guardForecast(const lifting::Region& region, const std::vector<std::string>& guard);

} // namespace liar::tool
