// LibTooling glue: a frontend action that lifts each main file it parses.
#ifndef LIAR_LIFTING_FRONTEND_H
#define LIAR_LIFTING_FRONTEND_H

#include "TargetFunction.h"
#include "lifting/ExternalDefinitions.h"
#include "lifting/Lifter.h"
#include "lifting/Region.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clang::tooling {
class FrontendActionFactory;
}

namespace liar::lifting {

struct FileResult {
  std::string File;
  bool ParseFailed = false; ///< the compiler reported errors; no region was lifted
  /// Declared meanings that do not hold ("FILE:LINE:COL: error: reason"); no region was
  /// lifted then, and the file is left as it is.
  std::vector<std::string> DeclarationErrors;
  /// The meanings declared for the file's opaque functions, resolved.
  std::vector<MeaningSignature> Meanings;
  /// The target functions its `#pragma liar target` lines declare (DeclaredTargets.h).
  std::vector<TargetFunction> Targets;
  /// The file's flags let the compiler divide by multiplying with the reciprocal
  /// (-freciprocal-math, -ffast-math): a rewrite may do the same.
  bool ReciprocalMath = false;
  std::vector<Region> Regions;
  /// The macros the user's code defines or tests, with the offset from which each may be
  /// defined (ScopMarks::UserMacros).
  std::map<std::string, unsigned> UserMacros;
  /// The names the file defines with external linkage (ExternalDefinitions.h).
  std::vector<ExternalDefinition> ExternalDefinitions;
};

/// The meanings and target functions a file declares (its `#pragma liar` lines, and those the
/// configuration adds, Configured's Meanings and Targets), resolved: Meanings for lifting
/// (MeaningScope), Targets for planning. Returns the errors of both,
/// "FILE:LINE:COL: error: reason".
std::vector<std::string> resolveDeclarations(const clang::ASTContext& Ctx, const ScopMarks& Marks,
                                             const LiftOptions& Configured, MeaningMap& Meanings,
                                             std::vector<TargetFunction>& Targets);

/// A factory for ClangTool::run; results are appended to Out, one entry per parsed file.
std::unique_ptr<clang::tooling::FrontendActionFactory>
makeLiftingFactory(const LiftOptions& Options, std::vector<FileResult>& Out);

/// Lifts source text held in memory (tests and tools that already have the code).
FileResult liftCode(const std::string& Code, const std::vector<std::string>& Args,
                    const std::string& FileName = "input.c", const LiftOptions& Options = {});

} // namespace liar::lifting

#endif
