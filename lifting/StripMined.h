// Loops strip-mined by hand: `for (obt = 0; obt < n; obt += 8)` whose body does its work in
// lane loops `for (int ibt = 0; ibt < 8; ibt++)` over element `obt + ibt`, keeping per-lane
// values in local arrays `float result[8]` (llm.c's matrix product unrolled for registers).
// The model re-rolls such a loop: one iteration per element `obt + ibt`, the lane loops
// dissolved into it and each lane array a scalar of that iteration, so the nest is the plain
// loop nest it unrolls. The lanes must not share an element another lane writes (checked by
// ISL once the model is built), and the trip count must be a multiple of the step (a
// run-time assumption: otherwise the original loops run).
#ifndef LIAR_LIFTING_STRIPMINED_H
#define LIAR_LIFTING_STRIPMINED_H

#include "lifting/AffineModel.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>

namespace clang {
class ASTContext;
class ForStmt;
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

struct LaneLayout {
  std::set<const clang::ForStmt*> LaneLoops;  ///< `for (int ibt = 0; ibt < Step; ibt++)`
  std::set<const clang::VarDecl*> LaneArrays; ///< local arrays indexed only by the lane
  std::string Why;                            ///< why the body is not re-rollable
  const clang::Stmt* At = nullptr;            ///< where, for the remark
};

/// The lane loops and lane arrays of the body of FS, a loop over Block stepping by Step.
/// LaneLoops is empty when the body has none (FS is an ordinary loop with a step); Why is set
/// when it has some but the body has another form.
LaneLayout laneLayout(const clang::ForStmt* FS, const clang::VarDecl* Block, int64_t Step,
                      const clang::ASTContext& Ctx);

/// The iterator of FS when it is a lane loop of a block of Step elements, else null.
const clang::VarDecl* laneIterator(const clang::ForStmt* FS, int64_t Step,
                                   const clang::ASTContext& Ctx);

/// Why a re-rolled loop of S is not equivalent to the source's: two of its iterations (lanes
/// of one block, which the source runs interleaved) touch an element that one of them writes.
std::optional<Rejection> lanesShareElements(const Scop& S, const AffineModel& M);

} // namespace liar::lifting

#endif
