// Every option of liar, declared once in OptionTable.cpp: the command line (main.cpp), the
// configuration file reader (ProjectConfig.cpp), the clang-tidy module's CheckOptions and the
// option reference of docs/usage.md (`liar --list-options`) are all made from its rows.
#pragma once

#include "RewriteOptions.h"

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace liar::tool {

/// Everything one liar command is asked: the rewrite's options and what else the command line
/// selects (the mode, listings, the configuration file).
struct LiarRequest {
  RewriteOptions Rewrite;
  std::string IrFile;                      // --ir: saturate this IR program
  bool DumpIr = false;                     // --dump-ir: print the lifted IR of each region
  bool ListRefusals = false;               // --list-refusals
  bool ListIdioms = false;                 // --list-idioms
  bool ListOptions = false;                // --list-options
  std::optional<std::string> CheckEnv;     // --check-env[=shell]
  std::string ConfigFile;                  // --config-file
  bool NoConfig = false;                   // --no-config
  std::string Origin = "the command line"; // where the value being set was given
};

/// How an option takes its value.
enum class OptionKind {
  Flag,          ///< on or off: `--fix`, `fix: true`
  Value,         ///< one value: `--target=omp`, `target: omp`
  OptionalValue, ///< `--check-env` or `--check-env=shell`
  List,          ///< comma-separated on the command line, a sequence in .liar.yaml
  /// One value per use on the command line (values hold commas), a sequence in .liar.yaml.
  Repeated,
};

/// Where a user may give an option.
enum OptionPlace : unsigned {
  OnCommandLine = 1,
  InConfigFile = 2, ///< .liar.yaml, under the option's name
  InTidyCheck = 4,  ///< clang-tidy's CheckOptions, under tidyKey()
};

struct OptionSpec {
  std::string_view Name; ///< `--name`, and the key in .liar.yaml
  OptionKind Kind;
  unsigned Places;            ///< OptionPlace bits
  std::string_view ValueName; ///< what the value is, in --help ("regex", "n")
  /// The value liar uses when the option is not given, as a user would write it ("" when the
  /// option has none); a test holds it equal to LiarRequest's initial values.
  std::string Default;
  std::string_view Help; ///< one line, for --help and the reference
  std::string_view Doc;  ///< what the reference adds to Help ("" when nothing)
  /// Checks a value given as text and stores it; returns "" or what is wrong with it. A flag
  /// gets "true" or "false"; a list gets each element in turn.
  std::string (*Set)(std::string_view value, LiarRequest& request);
};

std::span<const OptionSpec> optionTable();
const OptionSpec* findOption(std::string_view name);

/// The clang-tidy CheckOptions key of an option: `liar.` and its name in CamelCase
/// (`tile-size` is `liar.TileSize`).
std::string tidyKey(const OptionSpec& option);

/// A flag's value as the configuration file or CheckOptions write it (true/false, yes/no,
/// on/off, 1/0, any case); nothing for other text.
std::optional<bool> parseFlag(std::string_view text);

/// The option reference of docs/usage.md, in Markdown (`liar --list-options`).
void listOptions(std::ostream& out);

} // namespace liar::tool
