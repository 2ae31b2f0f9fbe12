// Rewrite rules: a left-hand pattern, guards, and either a right-hand pattern or an applier
// written in code. Rules are declared in tables (LanguageRules.cpp, ArithmeticRules.cpp,
// BlasIdioms.cpp, TorchIdioms.cpp), one line each with the identity they implement.
#pragma once

#include "EGraph.h"
#include "Pattern.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace liar::ir {

/// The smallest term of each e-class (by tree size), computed once per iteration. Appliers use
/// it to move a matched term under or out of binders, as foresight does.
class SmallestTerms {
public:
  void compute(const EGraph& g);
  /// The smallest term of `c` as it was when computed; nullopt for classes created later.
  std::optional<Term> termOf(ClassId c) const;

private:
  std::vector<double> Size;
  std::vector<Node> Best;
};

class ApplyContext {
public:
  ApplyContext(EGraph& g, const SmallestTerms& terms, const Pattern& lhs, const Match& m)
      : G(g), Terms(terms), Lhs(lhs), M(m) {}

  EGraph& G;
  const SmallestTerms& Terms;
  const Pattern& Lhs;
  const Match& M;

  ClassId cls(std::string_view var) const;
  /// The class bound to `var`, re-indexed for use under the binders `scope` (innermost first);
  /// nullopt when it mentions a binder absent from `scope`.
  std::optional<ClassId> reindex(int lhsVar, const std::vector<std::string>& scope);
  /// The smallest term bound to `var`, seen under the binders of its left-hand occurrence.
  std::optional<Term> term(std::string_view var) const;
};

using Guard = std::function<bool(const ApplyContext&)>;
using CodeApplier = std::function<std::optional<ClassId>(ApplyContext&)>;

struct Rule {
  std::string Name;
  std::string Identity; // the mathematical identity, as users read it in --list-idioms
  Pattern Lhs;
  std::optional<Pattern> Rhs;
  CodeApplier Code;
  std::vector<Guard> Guards;
  std::vector<int> RhsToLhs; // for each right-hand variable, its left-hand index

  /// Applies to one match; returns the class equal to the matched one, or nullopt.
  std::optional<ClassId> apply(ApplyContext& ctx) const;
};

Rule rewrite(std::string name, std::string_view lhs, std::string_view rhs, std::string identity,
             std::vector<Guard> guards = {});
Rule codeRewrite(std::string name, std::string_view lhs, CodeApplier code, std::string identity,
                 std::vector<Guard> guards = {});

// Guards used by the tables.
/// Dimension `dim` of `array`'s shape is the size class bound to `size`.
Guard hasLength(std::string array, int dim, std::string size);
/// `var` does not use the binder named `binder` of its left-hand occurrence.
Guard notUsing(std::string var, std::string binder);
/// `var` is not the constant `value`.
Guard isNot(std::string var, double value);
/// `var` and `other` are the same class. A pattern variable has one binder scope, so a size
/// that a pattern mentions outside and inside a binder is two variables, equal by this guard
/// (a closed term has one class at every depth).
Guard sameClass(std::string var, std::string other);
/// `var` and `other` are the same class, or sizes of the same value known at compile time
/// (a macro `N` and the constant ISL wrote for it).
Guard sameSize(std::string var, std::string other);
/// `hasLength` up to sizes of the same value known at compile time.
Guard hasSize(std::string array, int dim, std::string size);
/// `var` is `size` - 1: its class holds (- size 1), or both are constants one apart, a size
/// known at compile time counting as its value (the last index of a loop counting down from
/// size - 1).
Guard isOneLess(std::string var, std::string size);
/// C computes one of `vars` in a floating type, proved by a name declared double or float, a
/// conversion or a math function in it (never by a constant or a call, which rules introduce).
Guard isFloating(std::vector<std::string> vars);
/// `var` is never -0.0 (an integer, an absolute value, a sum from +0.0, ...): the one value
/// for which x + 0.0 differs from x in IEEE arithmetic.
Guard isNeverNegativeZero(std::string var);
/// `var` is a scalar.
Guard isScalar(std::string var);
/// `var` is a constant power of two whose reciprocal is a normal float and double.
Guard isPowerOfTwo(std::string var);
/// 1 / value is exact in float and double: value is a power of two within both ranges.
bool exactReciprocal(double value);

} // namespace liar::ir
