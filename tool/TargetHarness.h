// `liar --check-idioms` for target functions: each is called beside the CBLAS routine it
// stands in for, on copies of the same random inputs of the routine's shape (sizes 1 to 33 for
// M, N and K apart, both transposes, scalars that are not 0, then a special value in one
// input), wherever its guard holds, and the results and written elements are compared.
#pragma once

#include "TargetFunction.h"

#include <string>

namespace liar::tool {

/// The harness's definitions the target checks use, after MeaningCheck's prelude (cblas.h
/// itself goes before the user's file, whose macros could rename its parameters).
std::string targetHarnessPrelude();

/// The C function liar_check_target_INDEX, which prints "ok TRIALS", "never" (the guard held in
/// no trial) or "differ: ..."; "" with why set when the harness knows no shapes for the routine.
std::string targetCheckFunction(const TargetFunction& target, int index, std::string& why);

} // namespace liar::tool
