// Records `#pragma scop` / `#pragma endscop` positions so that explicit regions are honoured,
// where every other pragma is, so that a region takes the pragmas of its loop with it, and where
// the directives are that make a file's text depend on its configuration.
#ifndef LIAR_LIFTING_PRAGMASCOP_H
#define LIAR_LIFTING_PRAGMASCOP_H

#include "lifting/DeclaredMeanings.h"
#include "lifting/DeclaredTargets.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
class Stmt;
} // namespace clang

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
  /// The user's macros, each with the earliest offset of the main file from which it may be
  /// defined: where the file defines it, or 0 for a macro of the command line and one the
  /// user's code tests with `#ifdef`, `#ifndef` or `defined` (another build may define it with
  /// `-D`). A header liar adds at an offset must not see those defined by then
  /// (tool/HeaderShield.h).
  std::map<std::string, unsigned> UserMacros;
  /// The variables `#pragma omp threadprivate(...)` names, in any spelling, read from the
  /// directive's text so that they are known when OpenMP is off for this parse.
  std::set<std::string> ThreadPrivate;
  /// OpenMP directives whose text names object-like macros, with the macros expanded as the
  /// compiler sees them (`omp parallel for private(t)` for `omp parallel for PRIVATE_T`),
  /// by (file id hash, offset of the `#`).
  std::map<std::pair<unsigned, unsigned>, std::string> ExpandedOmp;
  /// A -fopenmp parse's OpenMP directives as the compiler read them (any spelling), by each
  /// statement they apply to: the directive nodes and the statement they end at (filled from
  /// the AST by recordAstDirectives, lifting/UserOpenMP.h). Directives gives the outermost
  /// directive first, as `omp parallel for private(t)`; Line is where it is written.
  struct AstDirective {
    std::vector<std::string> Directives;
    unsigned Line = 0;
  };
  std::map<const clang::Stmt*, AstDirective> AstOmp;
  /// `#pragma liar meaning(opaque, reference)` declarations (DeclaredMeanings.h), and the
  /// `#pragma liar` lines that do not read as one, each with the reason.
  std::vector<MeaningDeclaration> Meanings;
  /// `#pragma liar target(...)` declarations as written (DeclaredTargets.h).
  std::vector<TargetPragma> Targets;
  std::vector<std::pair<clang::SourceLocation, std::string>> BadLiarPragmas;
};

/// The offsets of the `#pragma` lines of file Id, where they are written.
std::vector<unsigned> hashPragmaOffsets(const ScopMarks& Marks, const clang::SourceManager& SM,
                                        clang::FileID Id);

/// The offsets in file Id where its `_Pragma`/`__pragma` operators are used (their expansion
/// sites: a macro's operator counts where the macro is used).
std::vector<unsigned> pragmaOperatorOffsets(const ScopMarks& Marks, const clang::SourceManager& SM,
                                            clang::FileID Id);

/// Installs handlers for both pragmas and for `#pragma liar` on PP (which also silences
/// -Wunknown-pragmas for them) and a callback that records every pragma and every directive of
/// ScopMarks::Directives.
void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks);

} // namespace liar::lifting

#endif
