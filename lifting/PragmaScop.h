// Records `#pragma scop` / `#pragma endscop` positions so that explicit regions are honoured,
// and where every other pragma is, so that a region takes the pragmas of its loop with it.
#ifndef LIAR_LIFTING_PRAGMASCOP_H
#define LIAR_LIFTING_PRAGMASCOP_H

#include "clang/Basic/SourceLocation.h"

#include <memory>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace liar::lifting {

struct ScopMarks {
  std::vector<clang::SourceLocation> Begins, Ends;
  /// Every pragma: `#pragma` lines at their `#`, `_Pragma`/`__pragma` operators as written.
  std::vector<clang::SourceLocation> HashPragmas, PragmaOperators;
};

/// Installs handlers for both pragmas on PP (which also silences -Wunknown-pragmas for them)
/// and a callback that records every pragma.
void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks);

} // namespace liar::lifting

#endif
