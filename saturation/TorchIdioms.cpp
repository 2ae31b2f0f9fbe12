#include "ConvolutionAsGemm.h"
#include "Rules.h"

namespace liar::ir {

std::vector<Rule> torchIdioms() {
  const std::vector<Guard> RowsN = {hasLength("?A", 0, "?n")};
  // clang-format off
  std::vector<Rule> All = {
    rewrite("sum",        "(ifold ?n 0 (lambda i (lambda acc (+ acc ?x))))", "(sum (build ?n (lambda i ?x)))",
            "ifold n 0 (λi acc. acc + x_i) = sum(x)"),
    rewrite("full",       "(build ?n (lambda i ?c))",                      "(full ?n ?c)",
            "build n (λi. c) = full(n, c)", {isScalar("?c")}),
    rewrite("mul",        "(build ?n (lambda i (* ?a ?x)))",               "(mul ?a (build ?n (lambda i ?x)))",
            "build n (λi. a * x_i) = mul(a, x)", {isScalar("?a")}),
    rewrite("add",        "(build ?n (lambda i (+ ?x ?y)))",
            "(add (build ?n (lambda i ?x)) (build ?n (lambda i ?y)))",
            "build n (λi. x_i + y_i) = add(x, y)"),
    rewrite("lift-add",   "(build ?n (lambda i (add ?x ?y)))",
            "(add (build ?n (lambda i ?x)) (build ?n (lambda i ?y)))",
            "build n (λi. add(x_i, y_i)) = add(x, y)"),
    rewrite("lift-mul",   "(build ?n (lambda i (mul ?a ?x)))",             "(mul ?a (build ?n (lambda i ?x)))",
            "build n (λi. mul(a, x_i)) = mul(a, x)"),
    rewrite("mv",         "(build ?n (lambda i (dot (index ?A i) ?x)))",   "(mv ?A ?x)",
            "build n (λi. dot(A[i], x)) = mv(A, x)", RowsN),
    rewrite("mm",         "(build ?n (lambda i (mv ?B (index ?A i))))",    "(mm ?A (transpose ?B))",
            "build n (λi. mv(B, A[i])) = mm(A, transpose(B))", RowsN),
    rewrite("add-commute", "(add ?x ?y)",                                 "(add ?y ?x)",
            "add(x, y) = add(y, x)"),
    rewrite("addmm",      "(add (mul ?b ?C) (mul ?a (mm ?A ?B)))",        "(addmm ?b ?C ?a ?A ?B)",
            "b*C + a*(A B) = addmm(b, C, a, A, B)"),
    rewrite("addmm-alpha1", "(add (mul ?b ?C) (mm ?A ?B))",               "(addmm ?b ?C 1.0 ?A ?B)",
            "b*C + A B = addmm(b, C, 1, A, B)"),
    rewrite("addmm-beta1", "(add ?C (mul ?a (mm ?A ?B)))",                "(addmm 1.0 ?C ?a ?A ?B)",
            "C + a*(A B) = addmm(1, C, a, A, B)"),
    rewrite("addmm-unit", "(add ?C (mm ?A ?B))",                          "(addmm 1.0 ?C 1.0 ?A ?B)",
            "C + A B = addmm(1, C, 1, A, B)"),
    rewrite("addmv",      "(add (mul ?b ?y) (mul ?a (mv ?A ?x)))",        "(addmv ?b ?y ?a ?A ?x)",
            "b*y + a*(A x) = addmv(b, y, a, A, x)"),
    rewrite("addmv-alpha1", "(add (mul ?b ?y) (mv ?A ?x))",               "(addmv ?b ?y 1.0 ?A ?x)",
            "b*y + A x = addmv(b, y, 1, A, x)"),
    rewrite("addmv-beta1", "(add ?y (mul ?a (mv ?A ?x)))",                "(addmv 1.0 ?y ?a ?A ?x)",
            "y + a*(A x) = addmv(1, y, a, A, x)"),
    rewrite("addmv-unit", "(add ?y (mv ?A ?x))",                          "(addmv 1.0 ?y 1.0 ?A ?x)",
            "y + A x = addmv(1, y, 1, A, x)"),
    rewrite("mm-flatten", "(build ?r (lambda q (mm (index ?A q) ?B)))",    "(split ?r (mm (join ?A) ?B))",
            "build r (λq. mm(A[q], B)) = split(r, mm(join(A), B))", {hasLength("?A", 0, "?r")}),
  };
  // clang-format on
  for (Rule& R : convolutionIdioms(Library::Torch))
    All.push_back(std::move(R));
  return All;
}

std::vector<Rule> rulesFor(Library library, Numerics n) {
  std::vector<Rule> All = languageRules();
  std::vector<Rule> Relaxed =
      n == Numerics::Relaxed ? relaxedArithmeticRules() : std::vector<Rule>{};
  for (std::vector<Rule> Part : {arithmeticRules(), Relaxed, commonIdioms(),
                                 library == Library::Blas ? blasIdioms() : torchIdioms()})
    for (Rule& R : Part)
      All.push_back(std::move(R));
  return All;
}

} // namespace liar::ir
