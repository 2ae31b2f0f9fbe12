// The C arithmetic type of IR scalar terms, as far as emission needs it: integer, float or
// double. The IR computes in double everywhere; C does not, so the emitter must know which
// type each printed constant, accumulator and library operand has in the source.
#pragma once

#include "saturation/Term.h"

#include <functional>
#include <string>
#include <vector>

namespace liar::emit {

/// "" for an integer, "float", "double", or "?" for a floating constant whose type is the
/// one of the expression around it (C gives `0.5 * x` the type of x when 0.5f is written).
using NumType = std::string;

/// The type of the larger operand, as C's usual arithmetic conversions choose it.
NumType combine(const NumType& a, const NumType& b);

bool isFloating(const std::string& cType);

/// Type of the scalar (or of the elements of the array) that term `at` denotes. `symbol`
/// gives the element type of a named array or scalar ("" for integer C types and sizes);
/// `bound` the types of the De Bruijn variables free in `at`, innermost last.
NumType numericType(const ir::Term& t, uint32_t at,
                    const std::function<NumType(const std::string&)>& symbol,
                    std::vector<NumType> bound);

} // namespace liar::emit
