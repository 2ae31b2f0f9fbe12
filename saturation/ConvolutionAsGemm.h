// A direct convolution as one matrix product over a copied input (im2col): the sum over
// channels and kernel offsets of every filter at every output position is a gemm whose K is
// channels * kernel size, whose N is the output positions, and whose B holds, for each
// (channel, offset) and position, the input element the loops read there.
#pragma once

#include "Rewrite.h"

#include <functional>

namespace liar::ir {

/// The nests the applier reads: `Positions` builds over output positions inside the filters'
/// build, around `Sums` nested folds whose body is (+ acc (* ?a ?b)).
struct ConvolutionShape {
  int Positions = 2; ///< 1 or 2
  int Sums = 3;      ///< 2 or 3
};

/// Applier of
///   (build F (λf. build H (λy. [build W (λx.)] ifold C init (λc acc. ifold K acc (λk acc1. ...
///      (+ acc_last (* a b)))))))
/// where one factor reads f and the sums' indices only (the filters, A) and the other the
/// sums' and positions' indices only (the input window, B): returns the class of
///   (rowsplit H (gemm0_nn 1.0 (rowjoin.. A') (rowjoin (join.. B'))))
/// with A' = build F (λf. build C (λc. ... a)) and B' = build C (λc. ... build H (λy. ... b)),
/// which the emitter copies into a temporary; with an init other than +0, gemm_nn adds the
/// product to (rowjoin.. (build F (λf. build H (λy. .. init)))) instead. Sizes must not depend
/// on the enclosing indices.
CodeApplier convolutionAsGemm(ConvolutionShape shape);

} // namespace liar::ir
