// The project configuration file, `.liar.yaml`: the options a project always wants, found in the
// directory of a source file or the nearest parent that has one, the way clang-tidy finds
// `.clang-tidy`. Options given on the command line override the file's.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace liar::tool {

struct RewriteOptions;

struct ProjectConfig {
  std::string File; // where the values were read from; empty: no file
  std::optional<std::string> Target;
  std::optional<std::string> Functions;
  std::optional<int> TileSize;
  std::optional<bool> FpStrict;
  std::optional<bool> FpRelaxed;
  std::optional<bool> AssumeNoAlias;
  std::optional<double> OmpMinWork;
  std::optional<std::string> AutoLibraries; // "blas", "torch" or "blas,torch"
  std::vector<std::string> Exclude;         // path patterns of files to skip
  std::vector<std::string> Silence; // refusal ids or patterns whose remarks are not reported
};

inline constexpr const char* ConfigFileName = ".liar.yaml";

/// The nearest `.liar.yaml` in the directory of `sourceFile` or one of its parents; "" when
/// there is none.
std::string findConfigFile(const std::string& sourceFile);

/// Reads the configuration file `path`. On failure returns false and sets `error` to
/// "FILE:LINE:COL: error: reason".
bool readConfigFile(const std::string& path, ProjectConfig& config, std::string& error);

/// The pattern of `config.Exclude` that `sourceFile` matches, or "" when it matches none. A
/// pattern with a '/' is matched against the file's path relative to the configuration file's
/// directory, one without against the file's name.
std::string excludingPattern(const ProjectConfig& config, const std::string& sourceFile);

/// `options` with every value that `config` sets, then every value that `commandLine` sets.
void applyConfig(const ProjectConfig& config, const ProjectConfig& commandLine,
                 RewriteOptions& options);

} // namespace liar::tool
