// Loops tiled by hand: a tile loop `for (ii = a; ii < n; ii += T)` whose only work is one point
// loop `for (i = ii; i < MIN(ii + T, n); i++)` somewhere inside it (the minimum written as a
// conditional, through a macro, or through a variable `ie` the tile sets once to it; or as a
// test `i < ii + T && i < n`). The tile
// loops only partition [a, n): the model drops them and runs each point loop over the whole
// range, so a kann- or BLIS-style tiled product is the plain product it tiles. The tile size T
// may be a run-time value (assumed positive, checked before the replacement runs).
//
// Dropping the tile loops reorders instances across tiles when other loops sit between a tile
// loop and its point loop (`for ii, for j, for i in ii's tile`): tilesReordered, once the
// affine model is built, refuses a nest in which two instances touching one element (one of
// them writing it) would run in the other order. Each element then sees its reads and writes
// in the source's order, so even floating-point sums keep their order (--fp-strict included).
#ifndef LIAR_LIFTING_HANDTILED_H
#define LIAR_LIFTING_HANDTILED_H

#include "lifting/AffineModel.h"

#include <optional>
#include <set>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class ForStmt;
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

/// A tile loop and its point loop as the source writes them.
struct TileShape {
  const clang::VarDecl* Tile = nullptr; ///< ii
  const clang::Expr* Start = nullptr;   ///< a
  const clang::Expr* Bound = nullptr;   ///< n
  bool Inclusive = false;               ///< `ii <= n`
  const clang::Expr* Step = nullptr;    ///< T
  const clang::ForStmt* Point = nullptr;
  const clang::VarDecl* PointVar = nullptr;
  /// The two ends the point loop stops at, each with whether it is inclusive (`<=`): the sides
  /// of its bound, a minimum (through `ie`'s definition when it goes through one), or of its
  /// test `i < ii + T && i < n`.
  std::pair<const clang::Expr*, bool> Ends[2] = {};
  /// The statements that set the point loop's bound variable, which the model does not walk.
  std::vector<const clang::Stmt*> BoundDefinitions;
  /// That variable, which the region must not read after the nest.
  const clang::VarDecl* BoundVar = nullptr;
};

/// FS as a tile loop: its header steps an iterator by an expression that does not mention it,
/// its body leads through loops of one statement each (and declarations of bound variables) to
/// a point loop that starts at the tile's iterator, steps by one and stops at a minimum; the
/// tile's iterator and the bound variable appear nowhere else. Whether the minimum is the
/// tile's end is for the model builder to check (it knows the affine forms).
std::optional<TileShape> tileShape(const clang::ForStmt* FS, const clang::ASTContext& Ctx);

/// The variables declared in S, among them the scalars each iteration of a point loop whose
/// body is S has for its own.
std::set<const clang::VarDecl*> declaredWithin(const clang::Stmt* S);

/// Why dropping the tile loops of S changes what it computes: two instances inside a point
/// loop that touch one element, one writing it, run in one order in the untiled nest and in
/// the other in the tiled one (the later one at a lower point iteration).
std::optional<Rejection> tilesReordered(const Scop& S, const AffineModel& M);

} // namespace liar::lifting

#endif
