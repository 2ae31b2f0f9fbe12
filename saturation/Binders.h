// Everything that knows how variables are bound. The IR uses De Bruijn indices (index 0 is the
// innermost binder); shifting, renaming and substitution live here and nowhere else, so the
// representation can be replaced (for example by slotted e-classes) in one place.
#pragma once

#include "Term.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace liar::ir {

/// Bit k is set when De Bruijn index k is free in the term (indices >= 63 share bit 63).
uint64_t freeVariables(const Term& t);

/// Bit for free index `k`.
inline uint64_t freeBit(int k) {
  return uint64_t{1} << (k < 63 ? k : 63);
}

/// Renames every free variable k of `t` to `rename(k)`; fails when `rename` returns nullopt
/// for a variable that occurs free (the term depends on a binder that is being removed).
std::optional<Term> renameFree(const Term& t, const std::function<std::optional<int>(int)>& rename);

/// Adds `delta` to every free variable index (a term moved under `delta` new binders).
Term shiftFree(const Term& t, int delta);

/// The body of a binder with its bound variable (index 0) replaced by `value`, and the other
/// free variables of the body lowered by one: the contractum of (app (lambda body) value).
Term substituteBound(const Term& body, const Term& value);

} // namespace liar::ir
