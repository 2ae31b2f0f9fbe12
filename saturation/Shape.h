// What the saturation engine knows statically about the shape of a value: for each dimension
// the e-class of its size term (when closed) and a numeric estimate for the cost model.
#pragma once

#include <optional>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace liar::ir {

constexpr uint32_t kNoClass = std::numeric_limits<uint32_t>::max();

struct Dim {
  uint32_t SizeClass = kNoClass; // e-class of the size term, kNoClass when not closed/unknown
  double Estimate = 0;           // numeric value used by the cost model
};

struct Shape {
  bool Known = false;    // false: nothing is known
  std::vector<Dim> Dims; // Known && empty: a scalar
  static Shape scalar() { return {true, {}}; }
  static Shape unknown() { return {}; }
  bool isScalar() const { return Known && Dims.empty(); }
  size_t rank() const { return Dims.size(); }
  double elements() const {
    double N = 1;
    for (const Dim& D : Dims)
      N *= D.Estimate;
    return N;
  }
};

/// What a library function's shape and work functions see of one argument.
struct ArgInfo {
  Shape S;
  uint32_t Class = kNoClass; // the argument's own e-class (for size arguments)
  double Estimate = 0;       // its numeric value when it is an integer size
  /// The argument's cheapest form is an array the emitter computes in a loop into a temporary
  /// rather than a view of existing storage.
  bool Materialized = false;
  /// The interned name of the declared array the argument's cheapest form is, or an element
  /// or row of (an array read or updated in place).
  std::optional<int32_t> Symbol;
};

} // namespace liar::ir
