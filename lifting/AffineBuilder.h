// Clang integer expressions -> affine expressions over loop iterators and size parameters.
#ifndef LIAR_LIFTING_AFFINEBUILDER_H
#define LIAR_LIFTING_AFFINEBUILDER_H

#include "lifting/IndexVariables.h"
#include "lifting/Model.h"
#include "lifting/SourceInfo.h"

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace clang {
class BinaryOperator;
class DeclRefExpr;
class Expr;
class VarDecl;
} // namespace clang

namespace liar::lifting {

/// What names mean at one point of a region.
struct Scope {
  std::map<const clang::VarDecl*, std::string> Iterators;
  const std::set<const clang::VarDecl*>* Written = nullptr; ///< assigned somewhere in the region
  /// Parameters and locals of a helper function inlined at this point (ModelBuilder::
  /// inlineReader): they stand for values of the caller, never for size parameters.
  const std::set<const clang::VarDecl*>* Bound = nullptr;
  /// Their values at this point: one that is an affine index of the caller (`get(a, n, i, j)`
  /// binds n, i and j) is affine here too.
  const std::map<const clang::VarDecl*, ValuePtr>* BoundValues = nullptr;
  std::vector<int> Loops; ///< the loops around this point, outermost first
  bool Guarded = false;   ///< under an `if` of the region
  /// The region's index variables (`int index = i*n + j;`) with their values at this point.
  const IndexVariables* Indices = nullptr;
  /// In a re-rolled strip-mined loop (lifting/StripMined.h): the block's and the lane's
  /// iterators as expressions of the model's one iterator (`obt` is `bt - bt mod 8`, `ibt` is
  /// `bt mod 8`). They take precedence over Iterators.
  std::map<const clang::VarDecl*, Affine> Lanes;
};

class FieldLoads;

class AffineBuilder {
public:
  AffineBuilder(const SourceInfo& Source, Scop& S) : Source(Source), Model(S) {}

  /// The affine form of E, or nullopt with Offender set to the sub-expression at fault.
  std::optional<Affine> build(const clang::Expr* E, const Scope& Sc,
                              const clang::Expr** Offender) const;
  /// An affine comparison tree (`&&`, `||`, `!`, `< <= > >= == !=`), or nullopt.
  std::optional<Condition> condition(const clang::Expr* E, const Scope& Sc,
                                     const clang::Expr** Offender) const;
  /// True if E mentions an iterator or a variable written in the region.
  bool isVariant(const clang::Expr* E, const Scope& Sc) const;
  /// When E names an index variable that holds an expression at Sc: that definition.
  const IndexVariables::Definition* indexDefinition(const clang::Expr* E, const Scope& Sc) const;
  /// A size parameter named by its source spelling, registered with its known value.
  Affine parameter(const std::string& Name, const clang::Expr* E) const;
  /// Struct field loads become parameters through Fields (none: they are not affine).
  void setFields(FieldLoads* F) { Fields = F; }

private:
  /// The affine form of the variable DR names at Sc (an iterator, a lane, an index variable, a
  /// helper's variable bound to an affine value, or a size parameter), or nullopt.
  std::optional<Affine> variable(const clang::DeclRefExpr* DR, const Scope& Sc,
                                 const clang::Expr** Offender) const;
  /// A product or quotient of values the region does not change (`B*T`) as a size parameter
  /// of its own, computed before the region (FieldLoads::invariant).
  std::optional<Affine> invariantParameter(const clang::BinaryOperator* E, const Scope& Sc,
                                           const clang::Expr** Offender) const;
  /// C's `/` and `%` truncate toward zero where ISL's floor and mod round down; they agree
  /// when the numerator is not negative. True when it is not at any point of Sc, with a
  /// run-time assumption on the sizes where only they decide it.
  bool truncationAgrees(const Affine& Numerator, const Scope& Sc) const;
  /// A lower bound of A over Sc's loops that mentions only sizes, or nullopt.
  std::optional<Affine> sizeLowerBound(const Affine& A, const Scope& Sc, int Depth = 0) const;

  const SourceInfo& Source;
  Scop& Model;
  FieldLoads* Fields = nullptr;
};

/// True for the words of the IR: a size parameter may not be named so (ISL keywords may: they
/// are renamed in ISL strings only, see IslNames.h).
bool isIrReservedName(const std::string& Name);
/// True for names that cannot be used as IR identifiers or, as they are, in ISL strings.
bool isReservedName(const std::string& Name);

} // namespace liar::lifting

#endif
