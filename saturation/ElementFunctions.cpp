#include "ElementFunctions.h"

#include <cmath>
#include <map>

namespace liar::ir {

namespace {

constexpr std::string_view kPrefix = "fn.";

using Unary = double (*)(double);
using Binary = double (*)(double, double);

/// One line per function: the C math library's double forms the interpreter can evaluate.
/// The float (`f`) and long double (`l`) forms are the same function at another precision.
struct MathFunction {
  Unary One = nullptr;
  Binary Two = nullptr;
};

const std::map<std::string, MathFunction, std::less<>>& mathTable() {
  static const std::map<std::string, MathFunction, std::less<>> Table = {
      {"sin", {[](double x) { return std::sin(x); }}},
      {"cos", {[](double x) { return std::cos(x); }}},
      {"tan", {[](double x) { return std::tan(x); }}},
      {"asin", {[](double x) { return std::asin(x); }}},
      {"acos", {[](double x) { return std::acos(x); }}},
      {"atan", {[](double x) { return std::atan(x); }}},
      {"sinh", {[](double x) { return std::sinh(x); }}},
      {"cosh", {[](double x) { return std::cosh(x); }}},
      {"tanh", {[](double x) { return std::tanh(x); }}},
      {"exp2", {[](double x) { return std::exp2(x); }}},
      {"expm1", {[](double x) { return std::expm1(x); }}},
      {"log", {[](double x) { return std::log(x); }}},
      {"log2", {[](double x) { return std::log2(x); }}},
      {"log10", {[](double x) { return std::log10(x); }}},
      {"log1p", {[](double x) { return std::log1p(x); }}},
      {"cbrt", {[](double x) { return std::cbrt(x); }}},
      {"erf", {[](double x) { return std::erf(x); }}},
      {"erfc", {[](double x) { return std::erfc(x); }}},
      {"floor", {[](double x) { return std::floor(x); }}},
      {"ceil", {[](double x) { return std::ceil(x); }}},
      {"round", {[](double x) { return std::round(x); }}},
      {"trunc", {[](double x) { return std::trunc(x); }}},
      {"atan2", {nullptr, [](double y, double x) { return std::atan2(y, x); }}},
      {"hypot", {nullptr, [](double x, double y) { return std::hypot(x, y); }}},
      {"fmod", {nullptr, [](double x, double y) { return std::fmod(x, y); }}},
      {"copysign", {nullptr, [](double x, double y) { return std::copysign(x, y); }}},
  };
  return Table;
}

} // namespace

std::string elementFunctionIrName(std::string_view cName) {
  return std::string(kPrefix) + std::string(cName);
}

bool isElementFunction(std::string_view irName) {
  return irName.size() > kPrefix.size() && irName.substr(0, kPrefix.size()) == kPrefix;
}

std::string_view elementFunctionCName(std::string_view irName) {
  return isElementFunction(irName) ? irName.substr(kPrefix.size()) : irName;
}

std::optional<double> evaluateElementFunction(std::string_view irName,
                                              std::span<const double> args) {
  std::string_view Name = elementFunctionCName(irName);
  auto It = mathTable().find(Name);
  bool Single = false;
  if (It == mathTable().end() && (Name.ends_with('f') || Name.ends_with('l'))) {
    Single = Name.ends_with('f');
    It = mathTable().find(Name.substr(0, Name.size() - 1));
  }
  if (It == mathTable().end()) return std::nullopt;
  // A float function rounds its argument and its result to single precision.
  auto In = [&](double x) { return Single ? static_cast<double>(static_cast<float>(x)) : x; };
  double R;
  if (It->second.One && args.size() == 1)
    R = It->second.One(In(args[0]));
  else if (It->second.Two && args.size() == 2)
    R = It->second.Two(In(args[0]), In(args[1]));
  else
    return std::nullopt;
  return In(R);
}

} // namespace liar::ir
