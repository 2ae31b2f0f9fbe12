// Moving array values between the C program's dumps (flat, whole arrays) and the IR's
// interpreter (nested values over the region's extents, which are a view's when the region
// sees only a box of the array). Shared by the differential tests of lifting.
#ifndef LIAR_TESTS_LIFTING_REGIONVALUES_H
#define LIAR_TESTS_LIFTING_REGIONVALUES_H

#include "lifting/Region.h"
#include "saturation/Interpreter.h"
#include "saturation/Program.h"

#include <string>
#include <vector>

namespace liar::lifttest {

/// Flat row-major values as a nested IR value of the given extents; missing values are 0.
ir::Value shape(const std::vector<double>& flat, const std::vector<long>& dims);

/// The numbers of a nested IR value, row-major.
std::vector<double> flatten(const ir::Value& v);

/// The elements the region sees of a whole array dumped flat: all of it, or the view's box
/// (the binding's offsets, the IR's extents) when the region sees a view.
std::vector<double> regionPart(const std::vector<double>& whole, const lifting::Binding& b,
                               const std::vector<long>& extents, const ir::Environment& env);

/// The extents of the IR variable name under env.
std::vector<long> extentsOf(const ir::Program& p, const std::string& name,
                            const ir::Environment& env);

/// The binding of the IR symbol name, or nullptr.
const lifting::Binding* bindingOf(const lifting::Region& r, const std::string& name);

} // namespace liar::lifttest

#endif
