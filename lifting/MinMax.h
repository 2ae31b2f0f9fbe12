// Minimum and maximum written as a conditional expression: `a < b ? a : b`, also through a
// macro (`#define MIN(a, b) ((a) < (b) ? (a) : (b))`). Hand-tiled loops bound their point loops
// so (lifting/HandTiled.h); ISL states such a bound exactly.
#ifndef LIAR_LIFTING_MINMAX_H
#define LIAR_LIFTING_MINMAX_H

#include <optional>

namespace clang {
class ASTContext;
class Expr;
} // namespace clang

namespace liar::lifting {

struct MinMax {
  bool IsMin = true;
  const clang::Expr* A = nullptr; ///< the operands, as the comparison writes them
  const clang::Expr* B = nullptr;
};

/// E as the minimum or maximum of two integer expressions: a conditional whose condition
/// compares (`<`, `<=`, `>`, `>=`) the two expressions its branches are, in either order. Not
/// when the comparison converts a signed operand to unsigned (a negative value would compare
/// as a large one), nor for floating point (`fmin`, or a conditional of doubles).
std::optional<MinMax> minMaxOf(const clang::Expr* E, const clang::ASTContext& Ctx);

} // namespace liar::lifting

#endif
