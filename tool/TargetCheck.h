// The library side of the target functions a file declares (lifting/DeclaredTargets.h checks
// the C side): the routine is one liar calls, and the arguments and guard name only its
// parameters (as the reference cblas.h spells them) and CBLAS's enumerators.
#pragma once

#include "TargetFunction.h"

#include <string>
#include <vector>

namespace liar::tool {

/// One "FILE:LINE:COL: error: reason" line per target that cannot serve.
std::vector<std::string> checkTargets(const std::vector<TargetFunction>& targets);

} // namespace liar::tool
