#include "Rules.h"

namespace liar::ir {

std::vector<Rule> arithmeticRules() {
  // clang-format off
  return {
    rewrite("add-zero-r",    "(+ ?x 0)",          "?x",                "x + 0 = x"),
    rewrite("add-zero-l",    "(+ 0 ?x)",          "?x",                "0 + x = x"),
    rewrite("mul-one-l",     "(* 1 ?x)",          "?x",                "1 * x = x"),
    rewrite("mul-one-r",     "(* ?x 1)",          "?x",                "x * 1 = x"),
    rewrite("commute-mul",   "(* ?x ?y)",         "(* ?y ?x)",         "x * y = y * x"),
    rewrite("commute-add",   "(+ ?x ?y)",         "(+ ?y ?x)",         "x + y = y + x"),
    rewrite("assoc-mul-r",   "(* (* ?x ?y) ?z)",  "(* ?x (* ?y ?z))",  "(x * y) * z = x * (y * z)"),
    rewrite("assoc-mul-l",   "(* ?x (* ?y ?z))",  "(* (* ?x ?y) ?z)",  "x * (y * z) = (x * y) * z"),
    rewrite("assoc-add-r",   "(+ (+ ?x ?y) ?z)",  "(+ ?x (+ ?y ?z))",  "(x + y) + z = x + (y + z)"),
    rewrite("assoc-add-l",   "(+ ?x (+ ?y ?z))",  "(+ (+ ?x ?y) ?z)",  "x + (y + z) = (x + y) + z"),
    // Exact in real arithmetic; in floating point the quotient may differ in its last bit,
    // as the library forms' reordered sums do (refused with them under --fp-strict).
    rewrite("div-as-mul",    "(/ ?x ?c)",         "(* (/ 1.0 ?c) ?x)", "x / c = (1 / c) * x",
            {isFloating({"?x", "?c"}), isNot("?x", 1)}),
  };
  // clang-format on
}

} // namespace liar::ir
