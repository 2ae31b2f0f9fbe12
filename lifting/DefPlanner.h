// Decides which `def`s the IR of a region has and in which order: one per written array
// when the dependences allow, finer otherwise, and checks that every read sees the value
// the C program reads.
#ifndef LIAR_LIFTING_DEFPLANNER_H
#define LIAR_LIFTING_DEFPLANNER_H

#include "lifting/AffineModel.h"
#include "lifting/Model.h"

#include <map>
#include <optional>
#include <vector>

namespace liar::lifting {

/// One part of an iteration of a recurrence: updates applied element-wise to the array as it
/// is when the part starts (Loop < 0), or a loop whose iterations are sequences of parts.
struct RecurrenceStep {
  int Loop = -1;
  /// Loop < 0: the statements whose updates compose, in the order each element sees them.
  std::vector<int> Statements;
  /// Loop >= 0: the parts of one iteration of Loop, in execution order.
  std::vector<RecurrenceStep> Body;
};

struct Def {
  int Array = -1;
  /// Statements whose updates compose, in the order each element sees them.
  std::vector<int> Statements;
  /// Set for the final value of a scalar used after the region.
  ValuePtr ScalarValue;
  /// Loops enclosing every statement of the def in which its first statement overwrites the
  /// elements afresh (a temporary array such as doitgen's `sum`): the value the region leaves
  /// is the one of the last iteration of these loops.
  std::vector<int> Common;
  /// Set when statements of the def read elements it wrote in earlier iterations: the def is
  /// these parts applied in turn to the array as it was before the region.
  std::vector<RecurrenceStep> Recurrence;
};

struct DefPlan {
  std::vector<Def> Defs;
  /// Reads of a per-iteration temporary (a Def with Common loops), replaced by the value its
  /// statements compute in the reader's iteration: read -> the writer's first statement.
  std::map<const Value*, int> Forwarded;
  std::optional<Rejection> Failure;
};

/// True when Read (inside the value of Stmt) reads the very element Stmt writes, in the same
/// iteration of the same loops.
bool isSelfRead(const Scop& S, const StatementModel& Stmt, const Value& Read);

DefPlan planDefs(const Scop& S, const AffineModel& M);

} // namespace liar::lifting

#endif
