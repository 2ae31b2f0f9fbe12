// Conditions on sizes alone: an `if` on them (or a helper's early return) holds for every
// instance of the statements under it, and the IR keeps no guard on sizes alone, so a model
// rests on such a condition as an assumption the guard checks before the new code runs.
#pragma once

#include "lifting/Model.h"

#include <string>

namespace liar::lifting {

/// Whether C compares sizes only (no loop iterator on either side of any comparison).
bool sizesOnly(const Condition& C);

/// C as a C condition over the sizes; "" when a term has no C spelling (a division, a name
/// ISL spells otherwise).
std::string conditionText(const Condition& C);

} // namespace liar::lifting
