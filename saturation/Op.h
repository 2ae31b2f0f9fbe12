// Operators of the liar IR and their fixed properties (spelling, arity).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace liar::ir {

enum class Op : uint8_t {
  Const,  // payload: index into the constant table
  Var,    // payload: De Bruijn index
  Sym,    // payload: interned name of a declared parameter, scalar or array
  Lambda, // (lambda body)
  App,    // (app f x)
  Build,  // (build n f)
  Index,  // (index a i)
  IFold,  // (ifold n init f)
  Tuple,
  Fst,
  Snd,
  Add,
  Sub,
  Mul,
  Div,
  Neg,
  Lt,
  Le,
  Eq,
  Ne,
  And,
  Or,
  Not,
  Select,
  Sqrt,
  Exp,
  Pow,
  Fabs,
  Fmax,
  Fmin,
  Mod,
  IDiv,     // C integer division, truncating toward zero
  ToDouble, // C conversion to double (of an integer or a float)
  ToFloat,  // C conversion to float: rounds to single precision
  Call,     // payload: interned library function name; children are the arguments
  NumOps
};

constexpr int kNumOps = static_cast<int>(Op::NumOps);

/// The keyword of an operator in the text syntax ("build", "+", ...); empty for leaves.
std::string_view opSpelling(Op op);
/// The operator spelled `word`, for the fixed-arity operators only (not Call or leaves).
std::optional<Op> opFromSpelling(std::string_view word);
/// Number of children, or -1 for Call (variable).
int opArity(Op op);

} // namespace liar::ir
