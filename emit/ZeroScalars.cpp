// IEEE semantics of the scalars a library skips work for. BLAS reads no C when beta is 0 and
// returns early when alpha is 0; OpenBLAS's scal by 0 writes zeros; LibTorch's addmm/addmv
// with beta 0 ignore their input. C's loops compute NaN*0 = NaN and 0*Inf = NaN, so a NaN or
// an infinity in a skipped operand would reach the result of the loops but not the call's.
// Each such call runs only when its scalar is not zero: a guard in front of the region, whose
// failure runs the original loops.
#include "Emitter.h"

#include <cmath>

namespace liar::emit::detail {

// A fill with a finite constant (C[i][j] = 0 before accumulating): no NaN or infinity to lose.
bool Emitter::finiteFill(uint32_t at) const {
  if (!isForm(at, ir::CallForm::Fill)) return false;
  const Node& C = node(node(at).Kids[1]);
  return C.Kind == Op::Const && std::isfinite(ir::constantOf(C.Payload).Value);
}

// The value of a constant scalar term (a literal, or a negated one), if it is one.
std::optional<double> Emitter::constantValue(uint32_t at) const {
  const Node& N = node(at);
  if (N.Kind == Op::Const) return ir::constantOf(N.Payload).Value;
  if (N.Kind != Op::Neg) return std::nullopt;
  std::optional<double> V = constantValue(N.Kids[0]);
  return V ? std::optional<double>(-*V) : std::nullopt;
}

// Whether the scalar term `at` has the same value in front of the region as where the call
// reads it: constants, sizes and scalars the region does not write, combined by arithmetic.
bool Emitter::fixedBeforeRegion(uint32_t at) const {
  const Node& N = node(at);
  switch (N.Kind) {
  case Op::Const:
    return true;
  case Op::Sym: {
    std::string Name = symName(at);
    if (P.findParam(Name)) return true;
    const ir::VarDecl* D = P.findVar(Name);
    return D && !D->isArray() && std::none_of(P.Defs.begin(), P.Defs.end(), [&](const ir::Def& d) {
             return d.Name == Name;
           });
  }
  case Op::Var:
  case Op::Lambda:
  case Op::App:
  case Op::Build:
  case Op::Index:
  case Op::IFold:
  case Op::Tuple:
  case Op::Fst:
  case Op::Snd:
  case Op::Call:
    return false;
  default:
    for (uint32_t K : N.kids())
      if (!fixedBeforeRegion(K)) return false;
    return true;
  }
}

// The call `function` skips `skipped` when the scalar at `scalarAt` is zero (UINT32_MAX: the
// scalar is an implicit 1). Needs no guard when that scalar is a non-zero constant, or a zero
// constant that the function's meaning skips the same operands for (inMeaning), or when every
// skipped operand is a finite fill. A scalar the region computes cannot be guarded in front of
// it: with `inPlace` the caller checks it where it calls (returns true), else it is refused.
bool Emitter::guardZeroSkip(std::string_view function, uint32_t scalarAt,
                            const std::vector<uint32_t>& skipped, bool inMeaning, bool inPlace) {
  if (scalarAt == UINT32_MAX) return false;
  std::optional<double> Constant = constantValue(scalarAt);
  if (Constant && (*Constant != 0 || inMeaning)) return false;
  if (std::all_of(skipped.begin(), skipped.end(), [&](uint32_t a) { return finiteFill(a); }))
    return false;
  std::string Why = std::string(function) + " skips work when its scalar is 0, which the loops " +
                    "do not (a NaN or infinity would not propagate)";
  if (Constant) throw Failure(Why);
  if (fixedBeforeRegion(scalarAt)) {
    guard(scalar(scalarAt) + " != 0");
    return false;
  }
  if (!inPlace)
    throw Failure(Why + ", and the scalar is computed in the region: no guard can check it");
  return true;
}

// The guards for the call at `at`, from its descriptor's zero scalars. Returns the scalar that
// the call must check where it is made (axpy and scal by a scalar the region computes), or
// UINT32_MAX.
uint32_t Emitter::guardZeroSkips(uint32_t at) {
  const ir::LibraryFunction& F = function(at);
  const Node& N = node(at);
  bool InPlace = F.Emit.Form == ir::CallForm::Axpy || F.Emit.Form == ir::CallForm::Scal;
  uint32_t Checked = UINT32_MAX;
  for (const ir::ZeroSkip& Z : F.ZeroSkips) {
    if (Z.Scalar < 0) continue;
    std::vector<uint32_t> Skipped;
    for (int A : Z.Skipped)
      if (A >= 0) Skipped.push_back(N.Kids[A]);
    if (guardZeroSkip(F.Name, N.Kids[Z.Scalar], Skipped, Z.InMeaning, InPlace))
      Checked = N.Kids[Z.Scalar];
  }
  return Checked;
}

// A local constant holding `value`, so that a scalar is computed once where the call checks it.
std::string Emitter::localScalar(const std::string& value) {
  std::string S = fresh("s");
  DeclaredLocal = true;
  line("const " + ElemType + " " + S + " = " + value + ";");
  return S;
}

// `call` when the scalar `s` (C text) is not zero; otherwise a loop over n elements that
// computes each as C's loops do (`exact(i)`, an assignment).
void Emitter::unlessZero(const std::string& s, const std::string& n,
                         const std::function<void()>& call,
                         const std::function<std::string(const std::string&)>& exact) {
  line("if (" + s + " != 0) {");
  ++Depth;
  call();
  --Depth;
  line("} else {");
  ++Depth;
  std::string I = fresh("i");
  line("for (long " + I + " = 0; " + I + " < " + loopBound(n) + "; " + I + "++)");
  line(Indent + exact(I) + ";");
  --Depth;
  line("}");
}

} // namespace liar::emit::detail
