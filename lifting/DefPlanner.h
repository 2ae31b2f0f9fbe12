// Decides which `def`s the IR of a region has and in which order: one per written array
// when the dependences allow, finer otherwise, and checks that every read sees the value
// the C program reads.
#ifndef LIAR_LIFTING_DEFPLANNER_H
#define LIAR_LIFTING_DEFPLANNER_H

#include "lifting/AffineModel.h"
#include "lifting/Model.h"

#include <optional>
#include <vector>

namespace liar::lifting {

struct Def {
  int Array = -1;
  /// Statements whose updates compose, in the order each element sees them.
  std::vector<int> Statements;
  /// Set for the final value of a scalar used after the region.
  ValuePtr ScalarValue;
};

struct DefPlan {
  std::vector<Def> Defs;
  std::optional<Rejection> Failure;
};

/// True when Read (inside the value of Stmt) reads the very element Stmt writes.
bool isSelfRead(const StatementModel& Stmt, const Value& Read);

DefPlan planDefs(const Scop& S, const AffineModel& M);

} // namespace liar::lifting

#endif
