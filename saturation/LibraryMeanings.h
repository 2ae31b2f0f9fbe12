// What each library function computes, for the interpreter: one evaluator per function, over
// nested-array values. The descriptor table (Library.cpp) points at them.
#pragma once

#include "Value.h"

#include <span>

namespace liar::ir::meaning {

using Args = std::span<const Value>;

Value evalDot(Args a);
Value evalNrm2(Args a);
Value evalSum(Args a);
Value evalAsum(Args a);
Value evalAxpy(Args a);
Value evalScal(Args a);
Value evalAdd(Args a);
Value evalGer(Args a);
Value evalAddmm(Args a);
Value evalAddmv(Args a);
Value evalMv(Args a);
Value evalMm(Args a);
Value evalFill(Args a);
Value evalCopy(Args a);
Value evalTranspose(Args a);
Value evalJoin(Args a);
Value evalSplit(Args a);
Value evalRowJoin(Args a);
Value evalRowSplit(Args a);
template <bool TA> Value evalGemv(Args a);
template <bool TA> Value evalGemv0(Args a);
template <bool TA, bool TB> Value evalGemm(Args a);
template <bool TA, bool TB> Value evalGemm0(Args a);
template <bool Lower, bool Strict = false> Value evalSyrk(Args a);
template <bool Lower> Value evalSyr2k(Args a);
Value evalSymmLeftLower(Args a);
Value evalTrmmLeftLowerTransUnit(Args a);
/// A triangular solve: X with op(A)*X = alpha*B (left) or X*op(A) = alpha*B (right), A lower
/// or upper triangular (the other triangle is not read), op(A) = A^T when trans, the diagonal
/// taken as 1 and not read when unit. The arguments are (alpha, A, B), or (A, b) for one
/// vector: trsv's op(A)*x = b.
Value solveTriangular(Args a, bool left, bool lower, bool trans, bool unit);
template <bool Left, bool Lower, bool Trans, bool Unit> Value evalTriangularSolve(Args a) {
  return solveTriangular(a, Left, Lower, Trans, Unit);
}
Value evalPotrfLower(Args a);

} // namespace liar::ir::meaning
