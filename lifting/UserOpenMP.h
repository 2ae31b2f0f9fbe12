// The user's own OpenMP directives around a region. Whether or not the build passes -fopenmp,
// the directives are read from the pragma lines in front of a statement, so that a region is
// treated the same way under both builds: a loop whose directive only parallelises that loop
// (`parallel for`, `simd`) may be replaced with it; a work-shared loop (`omp for`) or anything
// inside a parallel region, a task or a synchronisation construct may not, because every
// thread of the team would run the replacement (a library call, or liar's own parallel loops).
#ifndef LIAR_LIFTING_USEROPENMP_H
#define LIAR_LIFTING_USEROPENMP_H

#include "lifting/PragmaScop.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class SourceManager;
class Stmt;
} // namespace clang

namespace liar::lifting {

/// What a user's OpenMP directive in front of a statement means for a replacement of it.
enum class OmpRole {
  None,       ///< no OpenMP directive
  LoopOnly,   ///< `parallel for`, `parallel for simd`, `parallel loop`, `simd`: parallelises
              ///< just this loop, so a replacement of the loop takes the directive with it
  WorkShared, ///< `for`, `for simd`, `loop`: shares the iterations among the threads of an
              ///< enclosing parallel region, each of which would run a replacement
  Construct,  ///< any other construct (`parallel`, `single`, `task`, `critical`, `target`...)
};

struct UserOmp {
  OmpRole Role = OmpRole::None;
  std::string Directive; ///< as written after `#pragma `, e.g. `omp parallel for collapse(2)`
  unsigned Line = 0;     ///< of the pragma
  /// Variables of the directive's `private` and `firstprivate` clauses: with -fopenmp, the
  /// loop leaves their values outside it unchanged.
  std::vector<std::string> Privates;

  /// `the user's '#pragma omp parallel' (line 9)`, for remarks.
  std::string describe() const;
};

/// The statement a -fopenmp parse's directive node applies to (the loop of `omp parallel
/// for`, the block of `omp parallel`), through the captured regions around it; null for a
/// directive that stands alone (`omp barrier`) or for S that is no directive node.
const clang::Stmt* associatedStatement(const clang::Stmt* S);

/// The statement whose text ends S. A -fopenmp parse ends a directive node at its pragma line,
/// so a loop whose body is `#pragma omp simd` and a loop ends, for Clang, before that loop:
/// then the last statement inside it; S itself otherwise.
const clang::Stmt* lastStatement(const clang::Stmt* S);

/// The outermost OpenMP directive among a statement's pragma directives (outermost first),
/// classified; Role is None when there is none.
UserOmp classifyOmp(const std::vector<std::string>& Directives, unsigned Line);

/// Records the OpenMP directives of a -fopenmp parse in Marks.AstOmp, clauses and all, so that
/// what the compiler read decides, whatever the spelling; nothing without -fopenmp.
void recordAstDirectives(clang::ASTContext& Ctx, ScopMarks& Marks);

/// The OpenMP directive in front of S: from the AST where a -fopenmp parse has one
/// (Marks.AstOmp), else read from the pragma lines of its file (S is seen through the
/// directive nodes: their associated statement's pragmas).
UserOmp userOmpOf(const clang::Stmt* S, const clang::SourceManager& SM, const ScopMarks& Marks);

/// Why a region whose top-level statements are Stmts, found inside the construct Enclosing
/// (Role None when none), may not be replaced because of the user's OpenMP; empty when it may.
/// LiveOut names the scalars the region's replacement would set for the code after it.
std::string ompRefusal(const std::vector<const clang::Stmt*>& Stmts, const UserOmp& Enclosing,
                       const std::vector<std::string>& LiveOut, bool RestoresIterators,
                       const clang::SourceManager& SM, const ScopMarks& Marks);

/// Whether one of Stmts, or a loop nested in them, carries the user's directive that runs its
/// iterations on the threads of a team (`parallel for`): a replacement that leaves loops
/// sequential takes those threads from them.
bool runsOnUserThreads(const std::vector<const clang::Stmt*>& Stmts, const clang::SourceManager& SM,
                       const ScopMarks& Marks);

} // namespace liar::lifting

#endif
