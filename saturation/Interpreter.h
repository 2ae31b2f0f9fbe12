// The reference semantics of the IR: evaluates terms and whole programs on concrete values,
// library calls included. Every rewrite and every lifted region is checked against it.
#pragma once

#include "Program.h"
#include "Value.h"

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>

namespace liar::ir {

class EvalError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Values of the declared names (inputs) and of the size parameters.
struct Environment {
  std::map<std::string, Value> Values;
  std::map<std::string, long> Params;
};

/// Evaluates a closed term. Throws EvalError (unknown name, index out of range, bad operand).
Value evaluate(const Term& t, const Environment& env);

/// Runs the definitions of `p` in order, starting from `env`; returns the final environment.
Environment runProgram(const Program& p, Environment env);

/// Deterministic pseudo-random inputs in [-1, 1) (integers for int arrays) for every declared
/// scalar and array, with the given parameter values (the declared ones when absent).
Environment randomInputs(const Program& p, uint64_t seed,
                         const std::map<std::string, long>& params = {});

} // namespace liar::ir
