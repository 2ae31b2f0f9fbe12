// liar's command line, made from the option table (OptionTable.h): one llvm::cl option per row
// the command line may give, and the settings the user gave.
#pragma once

#include "ProjectConfig.h"

#include "llvm/Support/CommandLine.h"

#include <deque>
#include <utility>
#include <vector>

namespace liar::tool {

class CommandLine {
public:
  /// Registers the table's command-line options under `category`. --stats is LLVM's own
  /// option, which liar adopts (moved into `category`) rather than registering a clashing one.
  explicit CommandLine(llvm::cl::OptionCategory& category);

  /// The options given, in the table's order (a list option once per element). Call after
  /// parsing.
  ProjectConfig given() const;

private:
  std::deque<llvm::cl::opt<bool>> Flags;
  std::deque<llvm::cl::opt<std::string>> Values;
  std::deque<llvm::cl::list<std::string>> Lists;
  std::vector<std::pair<const OptionSpec*, llvm::cl::Option*>> Registered;
};

} // namespace liar::tool
