// Scalar functions of the C program that the IR calls by name: the C math library's functions
// that have no operator of their own (tanhf, logf, cosf, ...) and the file's own pure
// functions (an activation). They are pure, work on one element at a time, and no idiom
// matches them: a term that calls one stays loops, or an element-wise OpenMP loop.
//
// In IR text a call is `(fn.NAME args...)`; the prefix keeps a C function called `dot` or
// `exp` apart from the library's and the IR's own names.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace liar::ir {

/// The IR name of a call of the C function `cName`.
std::string elementFunctionIrName(std::string_view cName);
/// Whether the IR call name stands for a C function.
bool isElementFunction(std::string_view irName);
/// The C name of an element function (its IR name without the prefix).
std::string_view elementFunctionCName(std::string_view irName);

/// The value of a call of a C math function, computed in double and, for a `f` function,
/// rounded to single precision (within an ulp of C's float function); nullopt for the file's own
/// functions and unknown arities, whose bodies the IR does not hold.
std::optional<double> evaluateElementFunction(std::string_view irName,
                                              std::span<const double> args);

/// What one call costs in the cost model's units (element operations): a math function's
/// polynomial or a user function's body is several operations, never free.
constexpr double kElementFunctionCost = 20;

} // namespace liar::ir
