// Two nested folds or builds that walk the first two dimensions of their arrays together, as
// one over the joined dimension: the sum over a batch and its time steps of a trainer's weight
// gradient is one matrix product with K = B * T instead of B products of K = T, and its
// forward product one with M = B * T rows instead of B products of T rows.
#pragma once

#include "Rewrite.h"

namespace liar::ir {

/// Applier of
///   (ifold n init (λb acc. ifold m acc (λt acc1. body)))
/// where b and t occur in body only as (index (index X b) t), X of n x m rows and free of the
/// binders: returns the class of (ifold (* n m) init (λk acc. body[X[b][t] := (join X)[k]])).
std::optional<ClassId> joinNestedFolds(ApplyContext& c);

/// Applier of
///   (build n (λb. build m (λt. body)))
/// where b and t occur in body only as (index (index X b) t), X of n x m rows of arrays (rank 3
/// or more: an element-wise body gains nothing) and free of the binders: returns the class of
/// (split n (build (* n m) (λk. body[X[b][t] := (join X)[k]]))).
std::optional<ClassId> joinNestedBuilds(ApplyContext& c);

} // namespace liar::ir
