// Entry point of lifting for one parsed translation unit: finds the candidate regions of each
// function and lifts or rejects each of them.
#ifndef LIAR_LIFTING_LIFTER_H
#define LIAR_LIFTING_LIFTER_H

#include "lifting/PragmaScop.h"
#include "lifting/Region.h"

#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace liar::lifting {

struct LiftOptions {
  /// Only functions whose name matches this regular expression (all when empty).
  std::string FunctionFilter;
  /// Classify each loop as parallel, reduction or sequential (Region::Loops): a dependence
  /// analysis of its own, which only the lift report prints.
  bool ClassifyLoops = true;
  /// The build keeps C's effective-type rules (false under -fno-strict-aliasing).
  bool StrictAliasing = true;
  /// Meanings declared for opaque functions by the configuration or the command line; the
  /// file's own `#pragma liar meaning` lines are added to them.
  std::vector<MeaningDeclaration> Meanings;
  /// Target functions declared by the configuration or the command line; the file's own
  /// `#pragma liar target` lines come after them.
  std::vector<ConfiguredTarget> Targets;
  /// Only resolve the declared meanings (FileResult::Meanings); lift no region.
  bool MeaningsOnly = false;
  /// The user's target functions (`#pragma liar target`): their bodies are the user's kernels
  /// for the routines they stand in for, and are left as written (rewritten into that routine,
  /// the target would call the library it replaces).
  std::set<std::string> TargetFunctions;
};

/// Regions of the functions defined in the main file, in source order. Marks gains the
/// OpenMP directives a -fopenmp parse holds (recordAstDirectives).
std::vector<Region> liftTranslationUnit(clang::ASTContext& Ctx, clang::Preprocessor* PP,
                                        ScopMarks& Marks, const LiftOptions& Options);

} // namespace liar::lifting

#endif
