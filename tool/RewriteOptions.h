// What the user asks of a rewriting run (the liar command's flags and .liar.yaml, or the
// clang-tidy module's CheckOptions): how to plan each region, and what to report and deliver.
#pragma once

#include "LineFilter.h"
#include "PlanOptions.h"

#include "lifting/DeclaredMeanings.h"
#include "lifting/DeclaredTargets.h"

#include <string>
#include <vector>

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
  /// Path patterns of files to skip (.liar.yaml's exclude; ProjectConfig.h says how they match).
  std::vector<std::string> Exclude;
  /// Meanings declared for opaque functions (--meaning, .liar.yaml's meaning).
  std::vector<lifting::MeaningDeclaration> Meanings;
  /// Target functions (--target-function, .liar.yaml's target-function).
  std::vector<lifting::ConfiguredTarget> Targets;
  bool CheckIdioms = false; // test the declared meanings instead of rewriting (MeaningCheck.h)
};

} // namespace liar::tool
