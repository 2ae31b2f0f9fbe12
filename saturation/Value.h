// Run-time values of the IR interpreter: numbers, arrays (possibly ragged), pairs, closures.
#pragma once

#include <memory>
#include <vector>

namespace liar::ir {

struct Term;
struct Closure;

struct Value {
  enum class Kind { Num, Array, Tuple, Function };
  Kind K = Kind::Num;
  double Num = 0;
  std::shared_ptr<const std::vector<Value>> Elems; // array elements, or the two tuple parts
  std::shared_ptr<const Closure> Fn;

  static Value num(double v) {
    Value R;
    R.Num = v;
    return R;
  }
  static Value array(std::vector<Value> elems) {
    Value R;
    R.K = Kind::Array;
    R.Elems = std::make_shared<const std::vector<Value>>(std::move(elems));
    return R;
  }
  static Value tuple(Value a, Value b) {
    Value R = array({std::move(a), std::move(b)});
    R.K = Kind::Tuple;
    return R;
  }
  bool isNum() const { return K == Kind::Num; }
  bool isArray() const { return K == Kind::Array; }
  size_t size() const { return Elems ? Elems->size() : 0; }
  const Value& operator[](size_t i) const { return (*Elems)[i]; }
};

/// Largest relative difference between two values of the same shape, |a-b| / max(|a|,|b|,1);
/// infinity when the shapes differ.
double maxRelativeDifference(const Value& a, const Value& b);

} // namespace liar::ir
