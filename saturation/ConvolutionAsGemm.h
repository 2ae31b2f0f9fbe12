// A direct convolution as one matrix product over a copied input (im2col): the sum over
// channels and kernel offsets of every filter at every output position is a gemm whose K is
// channels * kernel size, whose N is the output positions, and whose B holds, for each
// (channel, offset) and position, the input element the loops read there.
#pragma once

#include "Rewrite.h"
#include "Target.h"

#include <vector>

namespace liar::ir {

/// The convolution rules of a library's table: conv2d-as-gemm, conv2d-single-as-gemm and
/// conv1d-as-gemm for BLAS, the 2-D ones ending in -as-mm for the LibTorch runtime. Each reads
///   (build F (λf. build H (λy. [build W (λx.)] ifold C init (λc acc. ifold K acc (λk acc1. ...
///      (+ acc_last (* a b)))))))
/// where one factor reads f and the sums' indices only (the filters, A) and the other the
/// sums' and positions' indices only (the input window, B), and gives
///   (rowsplit H (gemm0_nn 1.0 (rowjoin.. A') (rowjoin (join.. B'))))
/// with A' = build F (λf. build C (λc. ... a)) and B' = build C (λc. ... build H (λy. ... b)),
/// which the emitter copies into a temporary. With an init other than +0, gemm_nn adds the
/// product to (rowjoin.. (build F (λf. build H (λy. .. init)))); for the LibTorch runtime, mm
/// and addmm in their places. Sizes must not depend on the enclosing indices.
std::vector<Rule> convolutionIdioms(Library library);

} // namespace liar::ir
