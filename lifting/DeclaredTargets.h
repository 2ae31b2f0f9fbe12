// Target functions the user declares next to the code: `#pragma liar target(cblas_sgemm,
// my_sgemm(M, N, K, A, B, C), when(lda == K), priority(1))` asks liar to call my_sgemm where it
// would call cblas_sgemm, when the guard holds. Lifting reads the pragma's syntax and checks
// the C side (the function is declared before the pragma and takes that many arguments); the
// tool checks the names against the library's descriptor (tool/TargetCheck.h).
#ifndef LIAR_LIFTING_DECLAREDTARGETS_H
#define LIAR_LIFTING_DECLAREDTARGETS_H

#include "TargetFunction.h"

#include "clang/Basic/SourceLocation.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace liar::lifting {

/// A `#pragma liar target(...)` as written: the text between its parentheses.
struct TargetPragma {
  clang::SourceLocation Loc;
  std::string Text;
};

/// A target given by `.liar.yaml`'s `target-function:` or `--target-function=`: the pragma's
/// text, and where it was given ("FILE:LINE:COL" of the configuration, or "the command line").
struct ConfiguredTarget {
  std::string Text;
  std::string Origin;
};

/// Reads `ROUTINE, FUNCTION(ARG, ...)[, when(CONDITION)][, priority(N)]` into Out (all but
/// Offset and Where); returns why it does not read, or "".
std::string parseTarget(const std::string& Text, TargetFunction& Out);

/// The declared targets of a translation unit, each with its place, the configured ones first;
/// returns one "FILE:LINE:COL: error: reason" line per pragma that does not parse, names a
/// function the file does not declare before it, or passes it another number of arguments
/// than it takes. A configured target serves the regions after its function's first
/// declaration, and is skipped in a file that does not declare it (one `.liar.yaml` serves many
/// files); its number of arguments is checked like a pragma's.
std::vector<std::string> resolveTargets(const clang::ASTContext& Ctx,
                                        const std::vector<ConfiguredTarget>& Configured,
                                        const std::vector<TargetPragma>& Pragmas,
                                        std::vector<TargetFunction>& Out);

} // namespace liar::lifting

#endif
