// The policy: which candidate, if any, replaces a region. It is the only code that reads the
// user's --target; the candidate generators (library, OpenMP, mixed, nest by nest) only
// describe what each form would be.
#pragma once

#include "PlanOptions.h"
#include "lifting/Region.h"

namespace liar::tool {

/// `content` is the file's text (regions carry byte offsets into it).
RegionPlan planRegion(const lifting::Region& region, const std::string& content,
                      const PlanOptions& options);

} // namespace liar::tool
