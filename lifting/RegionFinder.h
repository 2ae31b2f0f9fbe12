// Candidate regions of a function body: maximal runs of `for` nests, or the statements
// between `#pragma scop` and `#pragma endscop`; and the candidates inside one loop's body.
#ifndef LIAR_LIFTING_REGIONFINDER_H
#define LIAR_LIFTING_REGIONFINDER_H

#include "lifting/PragmaScop.h"

#include <vector>

namespace clang {
class FunctionDecl;
class SourceManager;
class Stmt;
} // namespace clang

namespace liar::lifting {

struct Candidate {
  std::vector<const clang::Stmt*> Stmts;
  bool FromPragma = false;
};

std::vector<Candidate> findRegions(const clang::FunctionDecl* F, const ScopMarks& Marks,
                                   const clang::SourceManager& SM);

/// The candidate regions inside the body of `Loop` (a `for` loop, seen through the attributes
/// of loop pragmas), found as in a function body but ignoring `#pragma scop`: the loop is
/// already inside the pragmas' region. Empty when `Loop` is no `for` loop.
std::vector<Candidate> findRegionsInLoop(const clang::Stmt* Loop, const clang::SourceManager& SM);

} // namespace liar::lifting

#endif
