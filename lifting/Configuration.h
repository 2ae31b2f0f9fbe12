// Where the text of a file depends on the build's configuration: conditional directives
// (`#if` ... `#endif`) and macros whose definition another build may change (one written
// under a conditional, or given on the command line). A rewrite prints what liar's own parse
// saw, so code whose meaning comes from such a place is refused, naming the directive.
#ifndef LIAR_LIFTING_CONFIGURATION_H
#define LIAR_LIFTING_CONFIGURATION_H

#include "lifting/PragmaScop.h"

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace liar::lifting {

class Configuration {
public:
  Configuration(const clang::ASTContext& Ctx, clang::Preprocessor* PP, const ScopMarks& Marks);

  /// The first conditional directive between Begin and End (one file), as "'#ifdef' (line
  /// 12)"; empty when there is none.
  std::string directiveWithin(clang::SourceRange Range) const;
  /// Why the token at Loc may mean something else in another build: a macro whose body
  /// produced it is defined under a conditional directive or on the command line ("macro
  /// 'W' is defined under '#ifdef' (line 4)"); empty when every such macro is fixed. Macros the
  /// token only passes through as an argument (`SCALAR_VAL(0.2)`) do not count.
  std::string macroDependence(clang::SourceLocation Loc) const;

private:
  /// The innermost conditional block around Loc, as its opening directive; include guards
  /// (a file's first `#ifndef` closed by its last `#endif`) are not counted.
  std::optional<ScopMarks::Directive> enclosingConditional(clang::SourceLocation Loc) const;
  std::string describe(const ScopMarks::Directive& D) const;

  const clang::ASTContext& Ctx;
  clang::Preprocessor* PP;
  const ScopMarks& Marks;
  /// Per file: the conditional blocks as (opening directive, offset of the opening, offset of
  /// the `#endif`), include guards left out.
  struct Block {
    ScopMarks::Directive Open;
    unsigned Begin, End;
  };
  std::map<clang::FileID, std::vector<Block>> Blocks;
};

} // namespace liar::lifting

#endif
