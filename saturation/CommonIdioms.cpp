#include "Rules.h"

namespace liar::ir {

std::vector<Rule> commonIdioms() {
  // clang-format off
  return {
    rewrite("dot",              "(ifold ?n 0 (lambda i (lambda acc (+ acc (* ?x ?y)))))",
            "(dot (build ?n (lambda i ?x)) (build ?n (lambda i ?y)))",
            "ifold n 0 (λi acc. acc + x_i * y_i) = dot(x, y)"),
    rewrite("dot-commute",      "(dot ?x ?y)",                                  "(dot ?y ?x)",
            "dot(x, y) = dot(y, x)"),
    rewrite("hoist-mul-from-dot", "(dot (build ?n (lambda i (* ?a ?x))) ?y)",
            "(* ?a (dot (build ?n (lambda i ?x)) ?y))",
            "dot(build n (λi. a * x_i), y) = a * dot(x, y)"),
    rewrite("column-as-transpose", "(build ?n (lambda i (index (index ?b i) ?j)))",
            "(index (transpose ?b) ?j)",
            "build n (λi. B[i][j]) = transpose(B)[j]  when B has n rows", {hasLength("?b", 0, "?n")}),
    rewrite("transpose-twice",  "(transpose (transpose ?a))",                   "?a",
            "transpose(transpose(A)) = A"),
  };
  // clang-format on
}

} // namespace liar::ir
