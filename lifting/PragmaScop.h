// Records `#pragma scop` / `#pragma endscop` positions so that explicit regions are honoured,
// where every other pragma is, so that a region takes the pragmas of its loop with it, and where
// the directives are that make a file's text depend on its configuration.
#ifndef LIAR_LIFTING_PRAGMASCOP_H
#define LIAR_LIFTING_PRAGMASCOP_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace liar::lifting {

struct ScopMarks {
  std::vector<clang::SourceLocation> Begins, Ends;
  /// Every pragma: `#pragma` lines at their `#`, `_Pragma`/`__pragma` operators as written.
  std::vector<clang::SourceLocation> HashPragmas, PragmaOperators;
  /// Conditional (`#if` ... `#endif`), `#include`, `#define` and `#undef` directives, each at
  /// its `#` line with its name: a region spanning one has code that liar's own configuration
  /// does not see, or whose meaning changes inside it.
  struct Directive {
    clang::SourceLocation Loc;
    std::string Name;
  };
  std::vector<Directive> Directives;
};

/// The offsets of the `#pragma` lines of file Id, where they are written.
std::vector<unsigned> hashPragmaOffsets(const ScopMarks& Marks, const clang::SourceManager& SM,
                                        clang::FileID Id);

/// Installs handlers for both pragmas on PP (which also silences -Wunknown-pragmas for them)
/// and a callback that records every pragma and every directive of ScopMarks::Directives.
void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks);

} // namespace liar::lifting

#endif
