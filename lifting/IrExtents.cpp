#include "lifting/IrExtents.h"

#include "lifting/ArrayViews.h"

namespace liar::lifting {

namespace {

std::optional<int64_t> known(const Scop& S, const Affine& A) {
  int64_t V = A.constantValue();
  for (const std::string& P : A.params()) {
    auto It = S.Params.find(P);
    if (It == S.Params.end() || !It->second.Value) return std::nullopt;
    int64_t C = A.coefficient(P);
    if (!C) return std::nullopt; // inside a division
    V += C * *It->second.Value;
  }
  return V;
}

/// A gathered array's extent is its declared size, or else a size of its own that C does not
/// name (`im.extent`): no emitted code may use it, and the guards take its extent as unknown
/// (Binding::Gathered).
void gatheredExtent(const ArrayInfo& A, IrExtents& Out) {
  Affine Declared = A.Dims.empty() ? Affine() : A.Dims[0];
  bool Known = !A.DimSpelling.empty() && !A.DimSpelling[0].empty();
  std::string Extent = Known ? Declared.ir() : A.Name + ".extent";
  if (!Known) Out.Placeholders.push_back(Extent);
  Out.Dims[A.Id].push_back(Extent);
  Out.Boxes[A.Id].push_back(Declared);
}

} // namespace

IrExtents chooseIrExtents(const Scop& S, const AffineModel& M) {
  IrExtents Out;
  Out.Dims.assign(S.Arrays.size(), {});
  Out.Boxes.assign(S.Arrays.size(), {});
  for (const ArrayInfo& A : S.Arrays) {
    if (A.IsScalar) continue;
    if (A.Shape == ArrayInfo::Gathered) {
      gatheredExtent(A, Out);
      continue;
    }
    isl::Set Elements = touched(S, M, A);
    for (size_t D = 0; D < A.Dims.size(); ++D) {
      std::optional<Affine> Extent;
      if (Elements) {
        // A view's extent is its box's, in the case of the sizes its guard checks.
        std::vector<std::string> Checked;
        Extent = boundOf(isl_set_dim_max(Elements.copy(), static_cast<int>(D)), S, Checked);
        if (!A.Viewed && !Checked.empty()) Extent.reset();
        if (Extent) Extent = *Extent + Affine::constant(1);
      }
      const Affine* Chosen = &A.Dims[D];
      bool Unknown = A.DimSpelling[D].empty();
      if (Extent &&
          (Unknown || A.Viewed || (known(S, *Extent) && known(S, *Extent) == known(S, A.Dims[D]))))
        Chosen = &*Extent;
      else if (Unknown) {
        Out.Failure = rejection(Refusal::UnknownExtent, {A.Name}, Location{});
        return Out;
      }
      Out.Dims[A.Id].push_back(Chosen->ir());
      Out.Boxes[A.Id].push_back(*Chosen);
    }
  }
  return Out;
}

} // namespace liar::lifting
