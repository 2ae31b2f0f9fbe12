#include "lifting/ArrayViews.h"

#include "lifting/IslToIr.h"

#include <isl/constraint.h>

#include <functional>
#include <numeric>
#include <set>

namespace liar::lifting {

namespace {

struct Box {
  std::vector<Affine> Low, High; ///< inclusive, per dimension
};

/// A bound's value at the sizes' values, or their estimates where they are unknown.
int64_t estimated(const Scop& S, const Affine& A) {
  int64_t V = A.constantValue();
  for (const std::string& P : A.params())
    if (auto It = S.Params.find(P); It != S.Params.end())
      V += A.coefficient(P) * It->second.Value.value_or(It->second.Estimate);
  return V;
}

/// One case of a bound that ISL splits by the sizes (`max(k, n - 1)`): its value, and the
/// constraints on the sizes under which it holds, each `A >= 0` or `A == 0`.
struct Piece {
  std::optional<Affine> Value;
  std::vector<std::pair<Affine, bool>> Constraints; ///< (A, is an equality)
  bool Exact = true; ///< every constraint is one affine form of the sizes
};

std::optional<Affine> affineOfAff(isl::Aff Aff) {
  return affineOf(isl::PwAff(isl_pw_aff_from_aff(Aff.release())));
}

std::vector<Piece> piecesOf(const isl::PwAff& PA) {
  std::vector<Piece> Out;
  isl::forEachPiece(PA, [&Out](isl::Set Set, isl::Aff Aff) {
    Piece P;
    P.Value = affineOfAff(std::move(Aff));
    P.Exact = isl_set_n_basic_set(Set.get()) == 1;
    isl::forEachBasicSet(Set, [&P](isl::BasicSet B) {
      isl::forEachConstraint(B, [&P](isl::Constraint C) {
        bool Equality = isl_constraint_is_equality(C.get()) == isl_bool_true;
        std::optional<Affine> A = affineOfAff(isl::Aff(isl_constraint_get_aff(C.get())));
        if (A) P.Constraints.push_back({*A, Equality});
        P.Exact &= A.has_value();
      });
    });
    Out.push_back(std::move(P));
  });
  return Out;
}

/// boundOf, below (ArrayViews.h).
std::optional<Affine> caseOf(isl_pw_aff* Raw, const Scop& S, std::vector<std::string>& Guard) {
  isl::PwAff PA(isl_pw_aff_coalesce(Raw));
  if (std::optional<Affine> One = affineOf(PA)) return One;
  if (!PA) return std::nullopt;
  for (const Piece& P : piecesOf(PA)) {
    bool Holds = P.Exact && P.Value;
    for (const auto& [A, Equality] : P.Constraints) {
      int64_t V = estimated(S, A);
      Holds &= Equality ? V == 0 : V >= 0;
    }
    if (!Holds) continue;
    for (const auto& [A, Equality] : P.Constraints)
      Guard.push_back(cText(A) + (Equality ? " == 0" : " >= 0"));
    return P.Value;
  }
  return std::nullopt;
}

/// The smallest box around Elements when each bound is one affine expression of parameters
/// (under the conditions added to Guard).
std::optional<Box> boxOf(const Scop& S, const isl::Set& Elements, size_t Rank,
                         std::vector<std::string>& Guard) {
  Box B;
  for (size_t D = 0; D < Rank; ++D) {
    int Dim = static_cast<int>(D);
    std::optional<Affine> Lo = caseOf(isl_set_dim_min(Elements.copy(), Dim), S, Guard);
    std::optional<Affine> Hi = caseOf(isl_set_dim_max(Elements.copy(), Dim), S, Guard);
    if (!Lo || !Hi) return std::nullopt;
    B.Low.push_back(*Lo);
    B.High.push_back(*Hi);
  }
  return B;
}

std::optional<int64_t> known(const Scop& S, const Affine& A) {
  int64_t V = A.constantValue();
  for (const std::string& P : A.params()) {
    auto It = S.Params.find(P);
    if (It == S.Params.end() || !It->second.Value || !A.coefficient(P)) return std::nullopt;
    V += A.coefficient(P) * *It->second.Value;
  }
  return V;
}

/// Whether the IR already sees A whole: every dimension's box starts at the first element and
/// ends at the declared extent (under the known sizes) or has no declared extent.
bool seenWhole(const Scop& S, const ArrayInfo& A, const Box& B) {
  for (size_t D = 0; D < A.Dims.size(); ++D) {
    if (!(B.Low[D].isConstant() && B.Low[D].constantValue() == 0)) return false;
    if (A.DimSpelling[D].empty() || B.High[D] + Affine::constant(1) == A.Dims[D]) continue;
    std::optional<int64_t> End = known(S, B.High[D] + Affine::constant(1));
    if (!End || End != known(S, A.Dims[D])) return false;
  }
  return true;
}

/// Whether the box is worth a view. A box of run-time bounds always is: the IR sees it whole
/// only through guards. A box of constant bounds is when the elements fill it: a triangle, for
/// one, is better seen as the whole matrix, which the triangular idioms match.
bool viewable(const Scop& S, const ArrayInfo& A, const isl::Set& Elements, const Box& B) {
  for (size_t D = 0; D < B.Low.size(); ++D)
    if (!known(S, B.Low[D]) || !known(S, B.High[D]) ||
        (!A.DimSpelling[D].empty() && !known(S, A.Dims[D])))
      return true;
  isl::Set Filled(isl_set_coalesce(Elements.copy()));
  return isl_set_is_box(Filled.get()) == isl_bool_true;
}

/// Conditions that the box lies inside the declared array; false when it provably does not.
bool insideChecks(const Scop& S, const ArrayInfo& A, const Box& B, std::vector<std::string>& Out) {
  for (size_t D = 0; D < A.Dims.size(); ++D) {
    // Linearised rows: the row check already proved the inner indices inside their rows.
    if (A.Shape == ArrayInfo::Linearised && D > 0) continue;
    // Also a pointer's view starts at or after the pointer: alias checks count from there.
    std::optional<int64_t> Lo = known(S, B.Low[D]);
    if (Lo && *Lo < 0) return false;
    if (!Lo) Out.push_back(cText(B.Low[D]) + " >= 0");
    if (A.DimSpelling[D].empty()) continue;
    Affine End = B.High[D] + Affine::constant(1);
    std::optional<int64_t> E = known(S, End), Declared = known(S, A.Dims[D]);
    if (E && Declared && *E > *Declared) return false;
    if ((!E || !Declared) && !(End == A.Dims[D]))
      Out.push_back(cText(End) + " <= " + A.DimSpelling[D]);
  }
  return true;
}

/// Every read of the region, once: an inlined temporary's reads may appear in several trees.
void collectReads(const ValuePtr& V, std::set<const Value*>& Out) {
  if (!V) return;
  if (V->K == Value::Read) Out.insert(V.get());
  for (const ValuePtr& A : V->Args)
    collectReads(A, Out);
}

/// Calls F on the subscripts of every access of the region: writes, and each read once.
void forEachAccess(Scop& S, const std::function<void(int, std::vector<Affine>&)>& F) {
  std::set<const Value*> Reads;
  for (StatementModel& St : S.Statements) {
    if (St.Array >= 0) F(St.Array, St.WriteSubscripts);
    collectReads(St.Rhs, Reads);
    Reads.insert(St.DirectReads.begin(), St.DirectReads.end());
  }
  for (const auto& [Id, V] : S.LiveOutScalars)
    collectReads(V, Reads);
  for (const Value* R : Reads)
    if (R->Array >= 0)
      // The model's values are created mutable (make_shared<Value>) and shared as const;
      // this is the one place that adjusts them, before any ISL relation is built again.
      F(R->Array, const_cast<Value*>(R)->Subscripts);
}

/// A view's subscripts count from its first element, and a strided view's count its
/// elements: a column drops the fixed subscript, every k-th element divides by k.
void shiftSubscripts(Scop& S) {
  forEachAccess(S, [&](int Id, std::vector<Affine>& Subs) {
    const ArrayInfo& A = S.Arrays[Id];
    if (!A.Viewed) return;
    for (size_t K = 0; K < Subs.size() && K < A.Offsets.size(); ++K)
      Subs[K] = Subs[K] - A.Offsets[K];
    if (!A.Stride) return;
    Subs.resize(A.Dims.size());
    Subs[0] = Subs[0].divided(A.Stride->Divisor);
  });
}

/// The common factor of the distances from the box's first element to every element the
/// region touches in dimension 0 of a vector (2 for `x[2*i]` and `x[2*i + 2]`).
int64_t elementDistance(Scop& S, const ArrayInfo& A, const Box& B) {
  int64_t G = 0;
  forEachAccess(S, [&](int Id, std::vector<Affine>& Subs) {
    if (Id == A.Id && !Subs.empty()) G = std::gcd(G, (Subs[0] - B.Low[0]).content());
  });
  return G;
}

/// A vector whose elements are a constant number of elements apart: a column of a matrix
/// (the second subscript the same wherever the region touches it, so rows of the declared
/// length apart), or every k-th element of a one-dimensional array. Library calls read it
/// with that increment.
std::optional<ArrayInfo::Strided> strideOf(Scop& S, const ArrayInfo& A, const Box& B) {
  if (A.Dims.size() == 2 && B.Low[1] == B.High[1] && !(B.Low[0] == B.High[0]) &&
      !A.DimSpelling[1].empty())
    return ArrayInfo::Strided{A.DimSpelling[1], A.Dims[1], 1, A.DimSpelling, A.Dims, B.Low};
  if (A.Dims.size() != 1 || A.Shape == ArrayInfo::Linearised) return std::nullopt;
  int64_t K = elementDistance(S, A, B);
  if (K < 2) return std::nullopt;
  return ArrayInfo::Strided{
      std::to_string(K), Affine::constant(K), K, A.DimSpelling, A.Dims, B.Low};
}

/// The IR's view of a strided array: one dimension, of the elements the step reaches.
void applyStride(ArrayInfo& A, const Box& B, ArrayInfo::Strided Stride) {
  A.Dims.resize(1);
  A.DimSpelling = {""};
  A.Offsets = {B.Low[0]};
  A.Stride = std::move(Stride);
}

} // namespace

isl::Set touched(const Scop& S, const AffineModel& M, const ArrayInfo& A) {
  isl::UnionMap Acc(isl_union_map_empty(isl_union_map_get_space(M.schedule().get())));
  for (const StatementModel& St : S.Statements) {
    if (St.Array == A.Id)
      Acc = isl::UnionMap(isl_union_map_union(Acc.release(), M.write(St.Id).release()));
    for (const Value* R : St.DirectReads)
      if (R->Array == A.Id)
        Acc = isl::UnionMap(isl_union_map_union(Acc.release(), M.read(*R).release()));
  }
  isl::UnionSet Range(isl_union_map_range(Acc.release()));
  if (!Range || isl_union_set_is_empty(Range.get()) != isl_bool_false) return isl::Set(nullptr);
  // One convex piece where the union is one (a main loop by blocks of 4 and its tail).
  return isl::Set(isl_set_coalesce(isl_set_from_union_set(Range.release())));
}

std::optional<Affine> boundOf(isl_pw_aff* Raw, const Scop& S, std::vector<std::string>& Guard) {
  return caseOf(Raw, S, Guard);
}

std::string cText(const Affine& A) {
  return A.isl();
}

std::vector<std::string> viewArrays(Scop& S, const AffineModel& M) {
  std::vector<std::string> Checks;
  bool Any = false;
  for (ArrayInfo& A : S.Arrays) {
    if (A.IsScalar || A.Dims.empty() || A.Shape == ArrayInfo::Gathered) continue;
    isl::Set Elements = touched(S, M, A);
    if (!Elements) continue;
    std::vector<std::string> Mine;
    std::optional<Box> B = boxOf(S, Elements, A.Dims.size(), Mine);
    if (!B) continue;
    std::optional<ArrayInfo::Strided> Stride = strideOf(S, A, *B);
    if (!Stride && (seenWhole(S, A, *B) || !viewable(S, A, Elements, *B))) continue;
    if (!insideChecks(S, A, *B, Mine)) continue;
    Checks.insert(Checks.end(), Mine.begin(), Mine.end());
    for (size_t D = 0; D < A.Dims.size(); ++D) {
      Affine Length = B->High[D] - B->Low[D];
      for (const std::string& P : Length.params())
        if (Length.coefficient(P) < 0 && !S.Params[P].Value) S.Params[P].Estimate = 0;
    }
    A.Offsets = B->Low;
    A.Viewed = Any = true;
    if (Stride) applyStride(A, *B, std::move(*Stride));
  }
  if (Any) shiftSubscripts(S);
  return Checks;
}

} // namespace liar::lifting
