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
template <bool TA> Value evalGemv(Args a);
template <bool TA> Value evalGemv0(Args a);
template <bool TA, bool TB> Value evalGemm(Args a);
template <bool TA, bool TB> Value evalGemm0(Args a);
template <bool Lower, bool Strict = false> Value evalSyrk(Args a);
template <bool Lower> Value evalSyr2k(Args a);
Value evalSymmLeftLower(Args a);
Value evalTrmmLeftLowerTransUnit(Args a);
template <bool Unit> Value evalTrsvLower(Args a);
Value evalTrsvUpperNonUnit(Args a);
Value evalPotrfLower(Args a);

} // namespace liar::ir::meaning
