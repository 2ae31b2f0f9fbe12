// --sarif: the regions' decisions as a SARIF 2.1.0 log for code-review platforms: one result
// per region, and for each rewrite a fix that carries its replacement.
#pragma once

#include "RemarkRecord.h"

#include <string>
#include <vector>

namespace liar::tool {

/// Paths under `workingDirectory` are written relative to it (uriBaseId %SRCROOT%), others as
/// absolute file URIs.
std::string sarifLog(const std::vector<FileRecords>& files, const std::string& workingDirectory);

} // namespace liar::tool
