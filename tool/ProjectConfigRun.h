// Rewriting under the project configuration: each source file gets the options of its
// `.liar.yaml` (or of --config-file), overridden by the command line, and files an `exclude`
// pattern matches are skipped with a note.
#pragma once

#include "ProjectConfig.h"

#include <iosfwd>
#include <string>

namespace clang::tooling {
class CommonOptionsParser;
}

namespace liar::tool {

struct RewriteOptions;

struct ConfigChoice {
  std::string ExplicitFile;  // --config-file: this file for every source
  bool Disabled = false;     // --no-config
  ProjectConfig CommandLine; // the values given on the command line, which win
};

/// Runs the rewrite mode over the parser's sources, one run per configuration file. Returns
/// the exit code: 2 when a configuration file is malformed (nothing is processed then), else
/// the worst of the runs' codes.
int runConfiguredRewrite(clang::tooling::CommonOptionsParser& parser, const RewriteOptions& options,
                         const ConfigChoice& choice, std::ostream& out, std::ostream& err);

} // namespace liar::tool
