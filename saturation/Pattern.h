// Patterns over the IR with named binders. `?x` is a pattern variable; `(lambda i ...)` binds
// `i` within the pattern. A pattern variable remembers the binders in scope where it occurs, so
// that a right-hand side may use it under different binders: the matched term is re-indexed
// (and the rule does not apply when the term uses a binder the right-hand side drops).
#pragma once

#include "EGraph.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace liar::ir {

struct PatternNode {
  enum class Kind { Variable, Bound, Constant, Operator } K = Kind::Operator;
  Op Operator = Op::Const; // for Operator: the op; Call payload in Payload
  int32_t Payload = 0;
  double ConstValue = 0; // for Constant: matches any constant of this value
  bool ConstIsInt = false;
  int Var = -1;           // for Variable: index into Pattern::Vars
  std::string BinderName; // for Bound: the binder referred to; for a lambda: the name it binds
  int BoundIndex = -1;    // for Bound: its De Bruijn index at this position of the pattern
  std::vector<int> Kids;
};

struct PatternVar {
  std::string Name;               // "?x"
  std::vector<std::string> Scope; // binder names in scope, innermost first
};

struct Pattern {
  std::vector<PatternNode> Nodes;
  int Root = -1;
  std::vector<PatternVar> Vars;
  std::string Text;

  int varIndex(std::string_view name) const;
};

/// Parses a pattern; throws std::invalid_argument on malformed text (patterns are program
/// constants, so this is a programming error caught by the rule tests). In a left-hand side a
/// repeated variable must occur under the same binders; a right-hand side may use a variable
/// under any binders (it is re-indexed there).
Pattern parsePattern(std::string_view text, bool rightHandSide = false);

/// A match: the matched class and the class bound to each pattern variable.
struct Match {
  ClassId Root;
  std::vector<ClassId> Subst;
};

/// Calls `onMatch` for every way `p` matches class `c` (bounded by the callback returning false).
void matchPattern(const EGraph& g, const Pattern& p, ClassId c,
                  const std::function<bool(const Match&)>& onMatch);

} // namespace liar::ir
