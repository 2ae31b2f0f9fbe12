// The project configuration file, `.liar.yaml`: the options a project always wants, found in the
// directory of a source file or the nearest parent that has one, the way clang-tidy finds
// `.clang-tidy`. Its keys are the names of the options OptionTable.h places in the file;
// options given on the command line override the file's.
#pragma once

#include <string>
#include <vector>

namespace liar::tool {

struct OptionSpec;
struct RewriteOptions;

/// One value given for an option (a list option gets one setting per element).
struct OptionSetting {
  const OptionSpec* Option;
  std::string Value;
  std::string Where = ""; // "FILE:LINE:COL" of a configuration file's value; empty: command line
};

/// The options given in one place: a configuration file, or the command line.
struct ProjectConfig {
  std::string File; // where the values were read from; empty: no file
  std::vector<OptionSetting> Settings;
};

inline constexpr const char* ConfigFileName = ".liar.yaml";

/// The nearest `.liar.yaml` in the directory of `sourceFile` or one of its parents; "" when
/// there is none.
std::string findConfigFile(const std::string& sourceFile);

/// Reads the configuration file `path`, checking every value as the option's table row does.
/// On failure returns false and sets `error` to "FILE:LINE:COL: error: reason".
bool readConfigFile(const std::string& path, ProjectConfig& config, std::string& error);

/// The pattern of `options.Exclude` (read from `configFile`) that `sourceFile` matches, or ""
/// when it matches none. A pattern with a '/' is matched against the file's path relative to
/// the configuration file's directory, one without against the file's name.
std::string excludingPattern(const RewriteOptions& options, const std::string& configFile,
                             const std::string& sourceFile);

/// `options` with every value that `config` sets, then every value that `commandLine` sets.
void applyConfig(const ProjectConfig& config, const ProjectConfig& commandLine,
                 RewriteOptions& options);

} // namespace liar::tool
