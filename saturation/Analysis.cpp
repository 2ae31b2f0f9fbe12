#include "Analysis.h"

namespace liar::ir {

std::pair<bool, bool> mergeClassData(ClassData& into, const ClassData& from) {
  bool IntoChanged = false, FromLacked = false;

  uint64_t Free = into.Free & from.Free;
  IntoChanged |= Free != into.Free;
  FromLacked |= Free != from.Free;
  into.Free = Free;

  if (!into.hasEstimate() && from.hasEstimate()) {
    into.Estimate = from.Estimate;
    IntoChanged = true;
  } else if (into.hasEstimate() && !from.hasEstimate()) {
    FromLacked = true;
  }

  if (!into.S.Known && from.S.Known) {
    into.S = from.S;
    IntoChanged = true;
  } else if (into.S.Known && !from.S.Known) {
    FromLacked = true;
  } else if (into.S.Known && from.S.Known && into.S.rank() == from.S.rank()) {
    for (size_t I = 0; I < into.S.rank(); ++I) {
      Dim& D = into.S.Dims[I];
      const Dim& F = from.S.Dims[I];
      if (D.SizeClass == kNoClass && F.SizeClass != kNoClass) {
        D.SizeClass = F.SizeClass;
        IntoChanged = true;
      } else if (D.SizeClass != kNoClass && F.SizeClass == kNoClass) {
        FromLacked = true;
      }
    }
  }
  return {IntoChanged, FromLacked};
}

} // namespace liar::ir
