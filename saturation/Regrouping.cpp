// Whether a library form multiplies a sum by a scalar that the loops multiply each of its terms
// by: `C[i][j] += alpha * A[i][k] * B[k][j]` rounds sum_k (alpha*A_ik)*B_kj, cblas_dgemm rounds
// alpha * (sum_k A_ik*B_kj). Read from the terms alone, so that the remark can say so.
#include "Rules.h"

#include "Binders.h"
#include "Interner.h"
#include "Library.h"

#include <utility>
#include <vector>

namespace liar::ir {
namespace {

/// For each node of t, the De Bruijn indices free in its subtree, counted from that node (the
/// e-class analysis's `Free`, for a term).
std::vector<uint64_t> freeMasks(const Term& t) {
  std::vector<uint64_t> Free(t.Nodes.size(), 0);
  for (size_t I = 0; I < t.Nodes.size(); ++I) {
    const Node& N = t.Nodes[I];
    if (N.Kind == Op::Var) {
      Free[I] = freeBit(N.Payload);
      continue;
    }
    for (uint32_t K : N.kids())
      Free[I] |= Free[K];
    if (N.Kind == Op::Lambda) Free[I] >>= 1;
  }
  return Free;
}

/// Multiplying by it is exact whatever the grouping: a power of two (an exponent moved), its
/// negation, or zero.
bool exactFactor(const Term& t, uint32_t at) {
  const Node& N = t[at];
  if (N.Kind == Op::Neg) return exactFactor(t, N.Kids[0]);
  if (N.Kind != Op::Const) return false;
  double V = constantOf(N.Payload).Value;
  return V == 0 || exactReciprocal(V);
}

/// Whether the value at `at`, the body of a fold's step (index = Var 1, accumulator = Var 0),
/// adds a term that is a product with a factor free of the index and the accumulator. Only the
/// arithmetic of the accumulated value is searched, not subscripts or conditions.
bool scalesTerm(const Term& t, const std::vector<uint64_t>& free, uint32_t at) {
  const uint64_t Acc = freeBit(0), Index = freeBit(1);
  const Node& N = t[at];
  switch (N.Kind) {
  case Op::Add:
  case Op::Sub:
  case Op::Tuple:
    for (uint32_t K : N.kids())
      if (scalesTerm(t, free, K)) return true;
    return false;
  case Op::Neg:
  case Op::Div: // the dividend
  case Op::ToDouble:
  case Op::ToFloat:
    return scalesTerm(t, free, N.Kids[0]);
  case Op::Select:
    return scalesTerm(t, free, N.Kids[1]) || scalesTerm(t, free, N.Kids[2]);
  case Op::Mul:
    for (int S = 0; S < 2; ++S) {
      uint32_t Factor = N.Kids[S], Other = N.Kids[1 - S];
      if (!(free[Factor] & (Acc | Index)) && (free[Other] & Index) && !exactFactor(t, Factor))
        return true;
    }
    return scalesTerm(t, free, N.Kids[0]) || scalesTerm(t, free, N.Kids[1]);
  default:
    return false;
  }
}

/// Whether some fold of t (the loops) multiplies each term of its sum by the same scalar.
bool scalesTermsOfFolds(const Term& t) {
  std::vector<uint64_t> Free = freeMasks(t);
  for (const Node& N : t.Nodes) {
    if (N.Kind != Op::IFold) continue;
    const Node& Step = t[N.Kids[2]];
    if (Step.Kind != Op::Lambda || t[Step.Kids[0]].Kind != Op::Lambda) continue;
    if (scalesTerm(t, Free, t[Step.Kids[0]].Kids[0])) return true;
  }
  return false;
}

/// A function whose result's elements are sums of products (dot, gemv, gemm, the LibTorch
/// products, the reductions and solves).
bool sums(const LibraryFunction& f) {
  switch (f.Emit.Form) {
  case CallForm::Dot:
  case CallForm::Reduce:
  case CallForm::Gemv:
  case CallForm::Gemm:
  case CallForm::Syrk:
  case CallForm::Syr2k:
  case CallForm::Symm:
  case CallForm::Trmm:
  case CallForm::Trsv:
  case CallForm::Potrf:
  case CallForm::Mv:
  case CallForm::Mm:
  case CallForm::Addmm:
  case CallForm::Addmv:
    return true;
  default:
    return false;
  }
}

/// The scalar arguments of f that multiply its result or some of its arguments (its alpha),
/// with the arguments they multiply: the table's zero scalars other than beta, which scales
/// the accumulated argument instead; LibTorch's mul(a, X), which skips nothing, multiplies X.
std::vector<std::pair<int, std::vector<int>>> scalings(const LibraryFunction& f) {
  std::vector<std::pair<int, std::vector<int>>> Out;
  if (f.Emit.Form == CallForm::Mul) Out.push_back({0, {1}});
  for (const ZeroSkip& Z : f.ZeroSkips) {
    if (Z.Scalar < 0 || Z.Scalar == f.Emit.Beta) continue;
    std::vector<int> Scaled;
    for (int K : Z.Skipped)
      if (K >= 0) Scaled.push_back(K);
    Out.push_back({Z.Scalar, Scaled});
  }
  return Out;
}

/// Whether t (a library form) multiplies a sum that a library call computes by a scalar that
/// is not exact: a call's alpha of its own sum (gemm, gemv, addmm) or of an argument that holds
/// one (scal or mul of a product), or a product with a call's sum (`alpha * dot(x, y)`).
bool scalesSums(const Term& t) {
  std::vector<char> HasSum(t.Nodes.size(), 0);
  for (size_t I = 0; I < t.Nodes.size(); ++I) {
    const Node& N = t.Nodes[I];
    for (uint32_t K : N.kids())
      HasSum[I] |= HasSum[K];
    if (N.Kind == Op::Mul)
      for (int S = 0; S < 2; ++S)
        if (HasSum[N.Kids[1 - S]] && !exactFactor(t, N.Kids[S])) return true;
    const LibraryFunction* F =
        N.Kind == Op::Call ? findLibraryFunction(nameOf(N.Payload)) : nullptr;
    if (!F) continue;
    for (const auto& [Scalar, Scaled] : scalings(*F)) {
      if (Scalar >= N.Arity || exactFactor(t, N.Kids[Scalar])) continue;
      bool OfSum = sums(*F);
      for (int K : Scaled)
        OfSum |= K < N.Arity && HasSum[N.Kids[K]];
      if (OfSum) return true;
    }
    HasSum[I] |= sums(*F);
  }
  return false;
}

} // namespace

bool regroupsScalars(const Term& original, const Term& best) {
  return !original.empty() && !best.empty() && scalesTermsOfFolds(original) && scalesSums(best);
}

} // namespace liar::ir
