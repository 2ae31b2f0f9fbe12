// --remarks-output: the regions' decisions as LLVM optimisation records, the YAML documents
// clang writes for -fsave-optimization-record, so that opt-viewer shows them over the source.
#pragma once

#include "RemarkRecord.h"

#include <string>
#include <vector>

namespace liar::tool {

/// One `!Passed` (rewritten) or `!Missed` (kept) document per region, then `!Analysis`
/// documents for a rewrite's run-time guard and for the costs the choice compared.
std::string remarksYaml(const std::vector<FileRecords>& files);

/// A cost ratio as reports print it: three significant digits.
std::string ratioText(double ratio);

} // namespace liar::tool
