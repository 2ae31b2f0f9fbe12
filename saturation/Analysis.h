// The facts an e-class carries (egg's e-class analysis): which De Bruijn variables it depends
// on, its numeric value when it is an integer size expression, and the shape of its value.
#pragma once

#include "Shape.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace liar::ir {

struct ClassData {
  /// Free De Bruijn variables. Merging intersects: two equal terms depend at most on the
  /// variables both mention.
  uint64_t Free = 0;
  /// Value of an integer/constant expression, with parameters at their known values.
  double Estimate = std::numeric_limits<double>::quiet_NaN();
  Shape S;

  bool hasEstimate() const { return !std::isnan(Estimate); }
};

/// Joins `from` into `into`; returns {into changed, from lacked something into has}.
std::pair<bool, bool> mergeClassData(ClassData& into, const ClassData& from);

} // namespace liar::ir
