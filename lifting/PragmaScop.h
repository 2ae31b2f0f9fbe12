// Records `#pragma scop` / `#pragma endscop` positions so that explicit regions are honoured.
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
};

/// Installs handlers for both pragmas on PP (which also silences -Wunknown-pragmas for them).
void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks);

} // namespace liar::lifting

#endif
