// Conditions on sizes alone (no iterator): their C spelling, for the guard a model rests on.
#include "lifting/SizeConditions.h"

#include "lifting/ArrayViews.h"

#include <algorithm>

namespace liar::lifting {

bool sizesOnly(const Condition& C) {
  if (C.K != Condition::Compare) return std::all_of(C.Parts.begin(), C.Parts.end(), sizesOnly);
  return C.Lhs.iterators().empty() && C.Rhs.iterators().empty();
}

std::string conditionText(const Condition& C) {
  if (C.K != Condition::Compare) {
    std::string Out;
    for (const Condition& P : C.Parts) {
      std::string T = conditionText(P);
      if (T.empty()) return "";
      Out += (Out.empty() ? "(" : C.K == Condition::And ? " && " : " || ") + T;
    }
    return Out.empty() ? "" : Out + ")";
  }
  auto Side = [](const Affine& A) {
    std::string T = cText(A);
    bool Plain = T.find_first_of(" +-*") == std::string::npos;
    return Plain ? T : "(" + T + ")";
  };
  std::string L = Side(C.Lhs), R = Side(C.Rhs);
  for (const std::string& T : {L, R})
    if (T.find("floor") != std::string::npos || T.find("mod") != std::string::npos ||
        T.find("__liar_") != std::string::npos)
      return "";
  return L + " " + C.Op + " " + R;
}

} // namespace liar::lifting
