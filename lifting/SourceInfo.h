// Source-level facts the model needs from Clang: spellings through macros, known values of
// size macros, and printable locations.
#ifndef LIAR_LIFTING_SOURCEINFO_H
#define LIAR_LIFTING_SOURCEINFO_H

#include "lifting/Region.h"

#include "clang/Basic/SourceLocation.h"

#include <optional>
#include <string>

namespace clang {
class ASTContext;
class Expr;
class Preprocessor;
class Stmt;
} // namespace clang

namespace liar::lifting {

class Configuration;

class SourceInfo {
public:
  SourceInfo(clang::ASTContext& Ctx, clang::Preprocessor* PP) : Ctx(Ctx), PP(PP) {}

  clang::ASTContext& context() const { return Ctx; }
  Location location(clang::SourceLocation L) const;
  /// The text the user wrote for E, following macros to the outermost expansion that E covers
  /// exactly (so `_PB_N` rather than `n`). Empty when E is part of a larger macro expansion.
  std::string spelling(const clang::Expr* E) const;
  /// Like spelling() but always returns something printable for messages.
  std::string text(const clang::Stmt* S) const;
  /// The exact source text of S (whitespace and comments kept) for code that re-prints it;
  /// empty when S does not map to one range of the main file.
  std::string rawText(const clang::Stmt* S) const;
  /// rawText(E), or, for E inside a macro's expansion (a loop body a macro writes), E as the
  /// compiler sees it once the macros are expanded, printed by Clang: only when no macro E
  /// expands may change in another build (foldDependence); empty otherwise.
  std::string expandedText(const clang::Expr* E) const;
  /// The integer a macro name stands for, following object-like macros (`_PB_N` ->
  /// `POLYBENCH_LOOP_BOUND(N, n)` -> `N` -> 40).
  std::optional<int64_t> macroValue(const std::string& Name, int Depth = 0) const;
  /// Whether the build keeps C's effective-type rules (false under -fno-strict-aliasing: a
  /// store of any type may change any object).
  bool strictAliasing() const { return StrictAliasing; }
  void setStrictAliasing(bool Strict) { StrictAliasing = Strict; }
  /// Where the file's text depends on the build's configuration (none: nothing does).
  const Configuration* configuration() const { return Config; }
  void setConfiguration(const Configuration* C) { Config = C; }
  /// Why the value E folds to may differ in another build (a macro it expands is defined under
  /// a conditional directive or on the command line); empty when it cannot.
  std::string foldDependence(const clang::Expr* E) const;

private:
  clang::ASTContext& Ctx;
  clang::Preprocessor* PP;
  bool StrictAliasing = true;
  const Configuration* Config = nullptr;
};

} // namespace liar::lifting

#endif
