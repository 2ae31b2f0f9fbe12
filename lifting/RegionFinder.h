// Candidate regions of a function body: maximal runs of `for` nests, or the statements
// between `#pragma scop` and `#pragma endscop`; and the candidates inside one loop's body.
#ifndef LIAR_LIFTING_REGIONFINDER_H
#define LIAR_LIFTING_REGIONFINDER_H

#include "lifting/PragmaScop.h"
#include "lifting/UserOpenMP.h"

#include <vector>

namespace clang {
class ForStmt;
class FunctionDecl;
class SourceManager;
class Stmt;
class VarDecl;
class WhileStmt;
} // namespace clang

namespace liar::lifting {

struct Candidate {
  std::vector<const clang::Stmt*> Stmts;
  bool FromPragma = false;
  /// The nearest user OpenMP construct around the statements (a parallel region, a task, a
  /// loop carrying a directive...); Role None when there is none.
  UserOmp Enclosing;
};

std::vector<Candidate> findRegions(const clang::FunctionDecl* F, const ScopMarks& Marks,
                                   const clang::SourceManager& SM);

/// The candidate regions inside the body of `Loop` (a `for` loop, seen through the attributes
/// of loop pragmas), found as in a function body but ignoring `#pragma scop`: the loop is
/// already inside the pragmas' region. Empty when `Loop` is no `for` loop.
/// Enclosing is the construct around the candidates: the loop's own directive, or one further
/// out.
std::vector<Candidate> findRegionsInLoop(const clang::Stmt* Loop, const clang::SourceManager& SM,
                                         const ScopMarks& Marks, const UserOmp& Enclosing);

/// The `for` loop a statement is, seen through the attributes of loop pragmas and through the
/// nodes of the user's OpenMP loop directives (`omp parallel for`, `omp simd`, `omp for`) that
/// a -fopenmp parse wraps around it; null when it is no `for` loop.
const clang::ForStmt* loopOf(const clang::Stmt* S);

/// The counter n of a countdown loop `while (n > 0) { ...; n--; }` (also `n != 0` for an
/// unsigned n, `0 < n`, and `--n`, `n -= 1`, `n = n - 1` as the body's last statement, which
/// is its only write of n), and that last statement in *Decrement; null for another loop.
const clang::VarDecl* countdownCounter(const clang::WhileStmt* WS,
                                       const clang::Stmt** Decrement = nullptr);

} // namespace liar::lifting

#endif
