// `liar file.c -- flags` with its rewriting options: reports what each region becomes, and with
// --fix, -o, --diff or --export-fixes delivers the rewritten code.
#pragma once

#include "LineFilter.h"
#include "PlanOptions.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace clang::tooling {
class CommonOptionsParser;
class CompilationDatabase;
} // namespace clang::tooling

namespace liar::tool {

struct RewriteOptions {
  PlanOptions Plan;
  std::string Functions;     // regular expression over function names; empty: all
  bool Fix = false;          // rewrite the files in place
  std::string OutputFile;    // -o: write the (single) rewritten file here
  bool Diff = false;         // print a unified diff
  std::string ExportFixes;   // write clang-tidy fixes YAML here
  std::string RemarksOutput; // write LLVM optimisation records (YAML) here
  std::string Sarif;         // write a SARIF 2.1.0 log here
  bool Explain = false;
  bool Stats = false;
  /// Refusal ids or patterns (Nolint.h) whose remarks are not reported (--silence, .liar.yaml).
  std::vector<std::string> Silence;
  LineFilter Lines; // --line-filter: only the regions that meet these lines are processed
};

/// Returns the exit code: 0 success (even when nothing was rewritten), 1 a file could not be
/// parsed or an output could not be written.
int runRewriteMode(clang::tooling::CommonOptionsParser& parser, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err);

/// The same over `sources` only, with their flags from `compilations`.
int runRewriteMode(const clang::tooling::CompilationDatabase& compilations,
                   const std::vector<std::string>& sources, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err);

} // namespace liar::tool
