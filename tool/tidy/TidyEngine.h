// The decisions of one translation unit, shared by every liar check clang-tidy runs on it: the
// lifting, planning and fixes are computed once (by whichever check comes first) and each check
// reports the records that carry its name.
#pragma once

#include "tool/FileDecisions.h"

#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace liar::lifting {
struct ScopMarks;
}

namespace liar::tidy {

class TidyEngine {
public:
  /// The engine of the translation unit `pp` preprocesses: a new one when `pp` is another
  /// translation unit's than the last call's, with liar's preprocessor callbacks installed.
  static TidyEngine& forPreprocessor(clang::Preprocessor& pp);
  /// The engine whose callbacks saw the translation unit of `ctx`, if any.
  static TidyEngine* forContext(const clang::ASTContext& ctx);

  /// The decisions on every region of the main file under `options` (computed on first call).
  const tool::FileDecisions& decisions(clang::ASTContext& ctx, const tool::RewriteOptions& options);
  /// The file's `#pragma liar` declarations that do not hold ("FILE:LINE:COL: error: reason"),
  /// found by decisions(), which then lifts nothing; each given to the first caller only, so
  /// that one check reports them.
  std::vector<std::string> takeDeclarationErrors() { return std::exchange(DeclarationErrors, {}); }

private:
  explicit TidyEngine(clang::Preprocessor& pp);

  clang::Preprocessor& PP;
  std::shared_ptr<lifting::ScopMarks> Marks;
  lifting::FileResult File;
  std::unique_ptr<tool::FileDecisions> Decided;
  std::vector<std::string> DeclarationErrors;
};

} // namespace liar::tidy
