#include "Rules.h"

#include "Interner.h"

namespace liar::ir {

std::vector<Rule> arithmeticRules() {
  // clang-format off
  return {
    // IEEE: -0.0 + 0.0 is +0.0, so only for an x that is never -0.0.
    rewrite("add-zero-r",    "(+ ?x 0)",          "?x",                "x + 0 = x",
            {isNeverNegativeZero("?x")}),
    rewrite("add-zero-l",    "(+ 0 ?x)",          "?x",                "0 + x = x",
            {isNeverNegativeZero("?x")}),
    rewrite("mul-one-l",     "(* 1 ?x)",          "?x",                "1 * x = x"),
    rewrite("mul-one-r",     "(* ?x 1)",          "?x",                "x * 1 = x"),
    rewrite("commute-mul",   "(* ?x ?y)",         "(* ?y ?x)",         "x * y = y * x"),
    rewrite("commute-add",   "(+ ?x ?y)",         "(+ ?y ?x)",         "x + y = y + x"),
    rewrite("assoc-mul-r",   "(* (* ?x ?y) ?z)",  "(* ?x (* ?y ?z))",  "(x * y) * z = x * (y * z)"),
    rewrite("assoc-mul-l",   "(* ?x (* ?y ?z))",  "(* (* ?x ?y) ?z)",  "x * (y * z) = (x * y) * z"),
    rewrite("assoc-add-r",   "(+ (+ ?x ?y) ?z)",  "(+ ?x (+ ?y ?z))",  "(x + y) + z = x + (y + z)"),
    rewrite("assoc-add-l",   "(+ ?x (+ ?y ?z))",  "(+ (+ ?x ?y) ?z)",  "x + (y + z) = (x + y) + z"),
    // Exact: 1 / 2^k is a power of two as well, so x * 2^-k rounds the same real number as
    // x / 2^k does (scal by a literal half).
    rewrite("div-pow2-as-mul", "(/ ?x ?c)",       "(* (/ 1.0 ?c) ?x)", "x / 2^k = 2^-k * x",
            {isFloating({"?x", "?c"}), isNot("?x", 1), isPowerOfTwo("?c")}),
  };
  // clang-format on
}

std::vector<Rule> relaxedArithmeticRules() {
  // clang-format off
  return {
    // Exact in real arithmetic only: x * (1/c) rounds twice, and a quarter of the quotients
    // differ in their last bit from x / c. No compiler does it without -freciprocal-math.
    rewrite("div-as-mul",    "(/ ?x ?c)",         "(* (/ 1.0 ?c) ?x)", "x / c = (1 / c) * x",
            {isFloating({"?x", "?c"}), isNot("?x", 1)}),
    // Exact but for x = -0.0, which it turns into +0.0 (the sign of a zero).
    rewrite("add-zero-any-r", "(+ ?x 0)",         "?x",                "x + 0 = x, x not -0.0"),
    rewrite("add-zero-any-l", "(+ 0 ?x)",         "?x",                "0 + x = x, x not -0.0"),
  };
  // clang-format on
}

size_t reciprocals(const Term& t) {
  size_t Count = 0;
  for (const Node& N : t.Nodes) {
    if (N.Kind != Op::Div) continue;
    const Node& Num = t[N.Kids[0]];
    const Node& Den = t[N.Kids[1]];
    bool One = Num.Kind == Op::Const && constantOf(Num.Payload).Value == 1.0;
    bool Exact = Den.Kind == Op::Const && exactReciprocal(constantOf(Den.Payload).Value);
    Count += One && !Exact;
  }
  return Count;
}

} // namespace liar::ir
