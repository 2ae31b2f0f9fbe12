// `liar --ir FILE`: saturates a program written in the IR text syntax and prints the best
// program found for a target, with its library calls and optionally statistics.
#pragma once

#include "Defaults.h"
#include "saturation/Target.h"

#include <iosfwd>
#include <string>

namespace liar::tool {

struct IrModeOptions {
  std::string File;
  ir::Library Library = ir::Library::Blas;
  bool Stats = false;
  bool Explain = false;
  size_t IterationLimit = defaults::kIterationLimit;
  size_t NodeLimit = defaults::kNodeLimit;
  double TimeLimit = defaults::kTimeLimitSeconds;
};

/// Returns the process exit code: 0 success, 1 unreadable or malformed input.
int runIrMode(const IrModeOptions& options, std::ostream& out, std::ostream& err);

/// Prints every rule and idiom of both targets with its identity.
void listIdioms(std::ostream& out);

} // namespace liar::tool
