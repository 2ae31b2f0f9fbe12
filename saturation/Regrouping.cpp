// How a library form rounds otherwise than the loops it replaces, read from the terms alone so
// that the remark can say so: whether its calls sum in an order of their own, whether they fuse
// products with additions (Library.h, `rounding`), and whether it multiplies a sum by a scalar
// that the loops multiply each of its terms by: `C[i][j] += alpha * A[i][k] * B[k][j]` rounds
// sum_k (alpha*A_ik)*B_kj, cblas_dgemm rounds alpha * (sum_k A_ik*B_kj).
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

/// A scalar exactFactor, or a vector all of whose elements are one (memset, full).
bool exactFactors(const Term& t, uint32_t at) {
  const Node& N = t[at];
  if (N.Kind != Op::Call || N.Arity != 2) return exactFactor(t, at);
  const LibraryFunction* F = findLibraryFunction(nameOf(N.Payload));
  return F && F->Emit.Form == CallForm::Fill && exactFactor(t, N.Kids[1]);
}

/// The library functions t calls, with their call nodes.
template <class Visit> void forEachCall(const Term& t, Visit visit) {
  for (const Node& N : t.Nodes)
    if (N.Kind == Op::Call)
      if (const LibraryFunction* F = findLibraryFunction(nameOf(N.Payload))) visit(N, *F);
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
      bool OfSum = rounding(*F).Sums;
      for (int K : Scaled)
        OfSum |= K < N.Arity && HasSum[N.Kids[K]];
      if (OfSum) return true;
    }
    HasSum[I] |= rounding(*F).Sums;
  }
  return false;
}

/// The inexact factors of the product at `at` (1 for a leaf that is not exact).
int inexactFactors(const Term& t, uint32_t at) {
  const Node& N = t[at];
  if (N.Kind == Op::Mul) return inexactFactors(t, N.Kids[0]) + inexactFactors(t, N.Kids[1]);
  return exactFactor(t, at) ? 0 : 1;
}

/// Whether a call of `best` scales by a product of scalars that `original` never forms: the
/// loops' `a * x[i] * b` rounds (a*x)*b, a scal by `(* a b)` rounds x*(a*b).
bool combinesScalars(const Term& original, const Term& best) {
  for (const Node& N : best.Nodes) {
    const LibraryFunction* F =
        N.Kind == Op::Call ? findLibraryFunction(nameOf(N.Payload)) : nullptr;
    if (!F) continue;
    for (const auto& Scaling : scalings(*F)) {
      int Scalar = Scaling.first;
      if (Scalar >= N.Arity || inexactFactors(best, N.Kids[Scalar]) < 2) continue;
      bool Formed = false;
      for (uint32_t K = 0; K < original.Nodes.size() && !Formed; ++K)
        Formed = sameTree(original, K, best, N.Kids[Scalar]);
      if (!Formed) return true;
    }
  }
  return false;
}

} // namespace

bool reassociatesSums(const Term& best) {
  bool Sums = false;
  forEachCall(best, [&](const Node&, const LibraryFunction& f) { Sums |= rounding(f).Sums; });
  return Sums;
}

bool fusesProducts(const Term& best) {
  bool Fuses = false;
  forEachCall(best, [&](const Node& n, const LibraryFunction& f) {
    int Inexact = 0;
    for (int K : rounding(f).Factors)
      Inexact += K >= 0 && K < n.Arity && !exactFactors(best, n.Kids[K]);
    // One rounding of x*y + z and two of round(x*y) + z agree when x*y is exact: all its
    // factors but one are powers of two.
    Fuses |= Inexact >= 2;
  });
  return Fuses;
}

bool regroupsScalars(const Term& original, const Term& best) {
  if (original.empty() || best.empty()) return false;
  return (scalesTermsOfFolds(original) && scalesSums(best)) || combinesScalars(original, best);
}

} // namespace liar::ir
