#include "ConvolutionAsGemm.h"
#include "Rules.h"

namespace liar::ir {

namespace {

// Level 1: vectors.
std::vector<Rule> vectorIdioms() {
  // clang-format off
  return {
    rewrite("sum-as-dot",      "(ifold ?n 0 (lambda i (lambda acc (+ acc ?x))))",
            "(dot (build ?n (lambda i ?x)) (memset ?n 1.0))",
            "sum_i x_i = dot(x, ones)"),
    rewrite("nrm2",            "(sqrt (dot ?x ?x))",                            "(nrm2 ?x)",
            "sqrt(dot(x, x)) = nrm2(x)"),
    rewrite("asum",            "(ifold ?n 0 (lambda i (lambda acc (+ acc (fabs ?x)))))",
            "(asum (build ?n (lambda i ?x)))",
            "ifold n 0 (λi acc. acc + |x_i|) = asum(x)"),
    rewrite("memset",          "(build ?n (lambda i ?c))",                      "(memset ?n ?c)",
            "build n (λi. c) = memset(n, c)", {isScalar("?c")}),
    rewrite("scal",            "(build ?n (lambda i (* ?a ?x)))",               "(scal ?a (build ?n (lambda i ?x)))",
            "build n (λi. a * x_i) = scal(a, x)", {isScalar("?a")}),
    rewrite("axpy",            "(build ?n (lambda i (+ (* ?a ?x) ?y)))",
            "(axpy ?a (build ?n (lambda i ?x)) (build ?n (lambda i ?y)))",
            "build n (λi. a * x_i + y_i) = axpy(a, x, y)", {isScalar("?a")}),
    rewrite("axpy-unit",       "(build ?n (lambda i (+ ?x ?y)))",
            "(axpy 1.0 (build ?n (lambda i ?x)) (build ?n (lambda i ?y)))",
            "build n (λi. x_i + y_i) = axpy(1, x, y)", {isScalar("?x")}),
  };
  // clang-format on
}

// Level 2 and 3 on whole matrices: gemv, gemm and their transposed forms, ger.
std::vector<Rule> matrixIdioms() {
  const std::vector<Guard> RowsN = {hasLength("?A", 0, "?n")};
  const std::vector<Guard> GemmRows = {hasLength("?A", 0, "?n"), hasLength("?C", 0, "?n")};
  const std::vector<Guard> FlatRows = {hasLength("?A", 0, "?r")};
  // clang-format off
  return {
    rewrite("gemv",            "(build ?n (lambda i (+ (* ?a (dot (index ?A i) ?x)) (* ?b ?y))))",
            "(gemv_n ?a ?A ?x ?b (build ?n (lambda i ?y)))",
            "build n (λi. a * dot(A[i], x) + b * y_i) = gemv(a, A, x, b, y)", RowsN),
    rewrite("gemv-beta1",      "(build ?n (lambda i (+ (* ?a (dot (index ?A i) ?x)) ?y)))",
            "(gemv_n ?a ?A ?x 1.0 (build ?n (lambda i ?y)))",
            "build n (λi. a * dot(A[i], x) + y_i) = gemv(a, A, x, 1, y)", RowsN),
    rewrite("gemv-alpha1",     "(build ?n (lambda i (+ (dot (index ?A i) ?x) (* ?b ?y))))",
            "(gemv_n 1.0 ?A ?x ?b (build ?n (lambda i ?y)))",
            "build n (λi. dot(A[i], x) + b * y_i) = gemv(1, A, x, b, y)", RowsN),
    rewrite("gemv-unit",       "(build ?n (lambda i (+ (dot (index ?A i) ?x) ?y)))",
            "(gemv_n 1.0 ?A ?x 1.0 (build ?n (lambda i ?y)))",
            "build n (λi. dot(A[i], x) + y_i) = gemv(1, A, x, 1, y)", RowsN),
    rewrite("gemv0",           "(build ?n (lambda i (* ?a (dot (index ?A i) ?x))))",
            "(gemv0_n ?a ?A ?x)",
            "build n (λi. a * dot(A[i], x)) = gemv(a, A, x, 0, -)", RowsN),
    rewrite("gemv0-alpha1",    "(build ?n (lambda i (dot (index ?A i) ?x)))",   "(gemv0_n 1.0 ?A ?x)",
            "build n (λi. dot(A[i], x)) = gemv(1, A, x, 0, -)", RowsN),
    rewrite("gemv-transpose",  "(gemv_n ?a (transpose ?A) ?x ?b ?y)",           "(gemv_t ?a ?A ?x ?b ?y)",
            "gemv_N(a, transpose(A), x, b, y) = gemv_T(a, A, x, b, y)"),
    rewrite("gemv0-transpose", "(gemv0_n ?a (transpose ?A) ?x)",                "(gemv0_t ?a ?A ?x)",
            "gemv_N(a, transpose(A), x) = gemv_T(a, A, x)"),
    rewrite("gemm-nn",         "(build ?n (lambda i (gemv_t ?a ?B (index ?A i) ?b (index ?C i))))",
            "(gemm_nn ?a ?A ?B ?b ?C)",
            "build n (λi. gemv_T(a, B, A[i], b, C[i])) = gemm_NN(a, A, B, b, C)", GemmRows),
    rewrite("gemm-nt",         "(build ?n (lambda i (gemv_n ?a ?B (index ?A i) ?b (index ?C i))))",
            "(gemm_nt ?a ?A ?B ?b ?C)",
            "build n (λi. gemv_N(a, B, A[i], b, C[i])) = gemm_NT(a, A, B, b, C)", GemmRows),
    rewrite("gemm-nn-broadcast", "(build ?n (lambda i (gemv_t ?a ?B (index ?A i) ?b ?y)))",
            "(gemm_nn ?a ?A ?B ?b (build ?n (lambda r ?y)))",
            "build n (λi. gemv_T(a, B, A[i], b, y)) = gemm_NN(a, A, B, b, build n (λr. y)), y not using i", RowsN),
    rewrite("gemm-nt-broadcast", "(build ?n (lambda i (gemv_n ?a ?B (index ?A i) ?b ?y)))",
            "(gemm_nt ?a ?A ?B ?b (build ?n (lambda r ?y)))",
            "build n (λi. gemv_N(a, B, A[i], b, y)) = gemm_NT(a, A, B, b, build n (λr. y)), y not using i", RowsN),
    rewrite("gemm0-nn",        "(build ?n (lambda i (gemv0_t ?a ?B (index ?A i))))", "(gemm0_nn ?a ?A ?B)",
            "build n (λi. gemv_T(a, B, A[i])) = gemm_NN(a, A, B, 0, -)", RowsN),
    rewrite("gemm0-nt",        "(build ?n (lambda i (gemv0_n ?a ?B (index ?A i))))", "(gemm0_nt ?a ?A ?B)",
            "build n (λi. gemv_N(a, B, A[i])) = gemm_NT(a, A, B, 0, -)", RowsN),
    rewrite("gemm-transpose-a-nn", "(gemm_nn ?a (transpose ?A) ?B ?b ?C)",      "(gemm_tn ?a ?A ?B ?b ?C)",
            "gemm_NN(a, transpose(A), B, b, C) = gemm_TN(a, A, B, b, C)"),
    rewrite("gemm-transpose-a-nt", "(gemm_nt ?a (transpose ?A) ?B ?b ?C)",      "(gemm_tt ?a ?A ?B ?b ?C)",
            "gemm_NT(a, transpose(A), B, b, C) = gemm_TT(a, A, B, b, C)"),
    rewrite("gemm-transpose-b-nn", "(gemm_nn ?a ?A (transpose ?B) ?b ?C)",      "(gemm_nt ?a ?A ?B ?b ?C)",
            "gemm_NN(a, A, transpose(B), b, C) = gemm_NT(a, A, B, b, C)"),
    rewrite("gemm-transpose-b-nt", "(gemm_nt ?a ?A (transpose ?B) ?b ?C)",      "(gemm_nn ?a ?A ?B ?b ?C)",
            "gemm_NT(a, A, transpose(B), b, C) = gemm_NN(a, A, B, b, C)"),
    rewrite("gemm0-transpose-a-nn", "(gemm0_nn ?a (transpose ?A) ?B)",          "(gemm0_tn ?a ?A ?B)",
            "gemm_NN(a, transpose(A), B) = gemm_TN(a, A, B)"),
    rewrite("gemm0-transpose-a-nt", "(gemm0_nt ?a (transpose ?A) ?B)",          "(gemm0_tt ?a ?A ?B)",
            "gemm_NT(a, transpose(A), B) = gemm_TT(a, A, B)"),
    rewrite("gemm0-transpose-b-nn", "(gemm0_nn ?a ?A (transpose ?B))",          "(gemm0_nt ?a ?A ?B)",
            "gemm_NN(a, A, transpose(B)) = gemm_NT(a, A, B)"),
    rewrite("gemm0-transpose-b-nt", "(gemm0_nt ?a ?A (transpose ?B))",          "(gemm0_nn ?a ?A ?B)",
            "gemm_NT(a, A, transpose(B)) = gemm_NN(a, A, B)"),
    rewrite("gemm0-flatten",   "(build ?r (lambda q (gemm0_nn ?a (index ?A q) ?B)))",
            "(split ?r (gemm0_nn ?a (join ?A) ?B))",
            "build r (λq. A[q] * B) = split(r, join(A) * B)", FlatRows),
    rewrite("hoist-mul-into-ger-x", "(ger ?a (build ?n (lambda i (* ?s ?x))) ?y ?E)",
            "(ger (* ?a ?s) (build ?n (lambda i ?x)) ?y ?E)",
            "ger(a, build n (λi. s * x_i), y, E) = ger(a * s, x, y, E)", {isScalar("?s")}),
    rewrite("hoist-mul-into-ger-y", "(ger ?a ?x (build ?n (lambda j (* ?s ?y))) ?E)",
            "(ger (* ?a ?s) ?x (build ?n (lambda j ?y)) ?E)",
            "ger(a, x, build n (λj. s * y_j), E) = ger(a * s, x, y, E)", {isScalar("?s")}),
    rewrite("ger",             "(build ?m (lambda i (build ?n (lambda j (+ ?E (* ?x ?y))))))",
            "(ger 1.0 (build ?m (lambda i ?x)) (build ?n (lambda j ?y)) (build ?m (lambda i (build ?n (lambda j ?E)))))",
            "build m (λi. build n (λj. E_ij + x_i * y_j)) = ger(1, x, y, E)"),
    // A vector added to every row (a bias) or every column of a stored matrix: ger with a
    // vector of ones, exact since 1 * 1 * y_j is y_j. The cost model weighs it against one axpy
    // per row. A computed E (an initialisation) is no update of an array: left to the loops.
    rewrite("ger-broadcast-row", "(build ?m (lambda i (build ?n (lambda j (+ (index (index ?E i) j) ?y)))))",
            "(ger 1.0 (memset ?m 1.0) (build ?n (lambda j ?y)) (build ?m (lambda i (build ?n (lambda j (index (index ?E i) j))))))",
            "build m (λi. build n (λj. E[i][j] + y_j)) = ger(1, ones, y, E)"),
    rewrite("ger-broadcast-column", "(build ?m (lambda i (build ?n (lambda j (+ (index (index ?E i) j) ?x)))))",
            "(ger 1.0 (build ?m (lambda i ?x)) (memset ?n 1.0) (build ?m (lambda i (build ?n (lambda j (index (index ?E i) j))))))",
            "build m (λi. build n (λj. E[i][j] + x_i)) = ger(1, x, ones, E)"),
  };
  // clang-format on
}

// Triangular and symmetric level 3: the loops' own index sets, kept exact by `select`.
std::vector<Rule> symmetricIdioms() {
  // C is the whole n x n matrix (the result keeps its other triangle), A has n rows.
  const std::vector<Guard> Square = {hasLength("?C", 0, "?n"), hasLength("?C", 1, "?n"),
                                     hasLength("?A", 0, "?n"), sameClass("?n", "?ni")};
  // The result is n x n by construction; A has n rows.
  const std::vector<Guard> Strict = {hasLength("?A", 0, "?n"), sameClass("?n", "?ni")};
  // B (or C) is the whole m x n result; A has m rows.
  const std::vector<Guard> LeftSquare = {hasLength("?B", 0, "?m"), hasLength("?B", 1, "?n"),
                                         hasLength("?A", 0, "?m"), sameClass("?m", "?mi"),
                                         sameClass("?B", "?Bk")};
  const std::vector<Guard> SymmShape = {hasLength("?C", 0, "?m"), hasLength("?C", 1, "?n"),
                                        hasLength("?B", 0, "?m"), hasLength("?A", 0, "?m"),
                                        sameClass("?m", "?mi")};
  // clang-format off
  return {
    rewrite("syrk-lower",      "(build ?n (lambda i (build ?ni (lambda j (select (<= j i) (+ (* ?b (index (index ?C i) j)) (* ?a (dot (index ?A i) (index ?A j)))) (index (index ?C i) j))))))",
            "(syrk_l ?a ?A ?b ?C)",
            "build n (λi j. j <= i ? b*C_ij + a*dot(A_i, A_j) : C_ij) = syrk(lower, a, A, b, C)", Square),
    rewrite("syrk-upper",      "(build ?n (lambda i (build ?ni (lambda j (select (<= i j) (+ (* ?b (index (index ?C i) j)) (* ?a (dot (index ?A i) (index ?A j)))) (index (index ?C i) j))))))",
            "(syrk_u ?a ?A ?b ?C)",
            "build n (λi j. i <= j ? b*C_ij + a*dot(A_i, A_j) : C_ij) = syrk(upper, a, A, b, C)", Square),
    // beta = 0: the loops set the triangle without reading it, and BLAS does not read C then.
    rewrite("syrk0-lower",     "(build ?n (lambda i (build ?ni (lambda j (select (<= j i) (* ?a (dot (index ?A i) (index ?A j))) (index (index ?C i) j))))))",
            "(syrk_l ?a ?A 0.0 ?C)",
            "build n (λi j. j <= i ? a*dot(A_i, A_j) : C_ij) = syrk(lower, a, A, 0, C)", Square),
    rewrite("syrk0-upper",     "(build ?n (lambda i (build ?ni (lambda j (select (<= i j) (* ?a (dot (index ?A i) (index ?A j))) (index (index ?C i) j))))))",
            "(syrk_u ?a ?A 0.0 ?C)",
            "build n (λi j. i <= j ? a*dot(A_i, A_j) : C_ij) = syrk(upper, a, A, 0, C)", Square),
    // The strict triangle (i < j): the diagonal and the other triangle are whatever the loops
    // leave there, E, computed first; correlation sets its diagonal to 1 this way.
    rewrite("syrk0-strict-lower", "(build ?n (lambda i (build ?ni (lambda j (select (< j i) (* ?a (dot (index ?A i) (index ?A j))) ?E)))))",
            "(syrk_sl ?a ?A 0.0 (build ?n (lambda i (build ?ni (lambda j ?E)))))",
            "build n (λi j. j < i ? a*dot(A_i, A_j) : E_ij) = syrk(strict lower, a, A, 0, E)", Strict),
    rewrite("syrk0-strict-upper", "(build ?n (lambda i (build ?ni (lambda j (select (< i j) (* ?a (dot (index ?A i) (index ?A j))) ?E)))))",
            "(syrk_su ?a ?A 0.0 (build ?n (lambda i (build ?ni (lambda j ?E)))))",
            "build n (λi j. i < j ? a*dot(A_i, A_j) : E_ij) = syrk(strict upper, a, A, 0, E)", Strict),
    rewrite("syrk0-strict-lower-alpha1", "(build ?n (lambda i (build ?ni (lambda j (select (< j i) (dot (index ?A i) (index ?A j)) ?E)))))",
            "(syrk_sl 1.0 ?A 0.0 (build ?n (lambda i (build ?ni (lambda j ?E)))))",
            "build n (λi j. j < i ? dot(A_i, A_j) : E_ij) = syrk(strict lower, 1, A, 0, E)", Strict),
    rewrite("syrk0-strict-upper-alpha1", "(build ?n (lambda i (build ?ni (lambda j (select (< i j) (dot (index ?A i) (index ?A j)) ?E)))))",
            "(syrk_su 1.0 ?A 0.0 (build ?n (lambda i (build ?ni (lambda j ?E)))))",
            "build n (λi j. i < j ? dot(A_i, A_j) : E_ij) = syrk(strict upper, 1, A, 0, E)", Strict),
    rewrite("syr2k-lower",     "(build ?n (lambda i (build ?ni (lambda j (select (<= j i) (+ (* ?b (index (index ?C i) j)) (+ (* ?a (dot (index ?A i) (index ?B j))) (* ?a (dot (index ?B i) (index ?A j))))) (index (index ?C i) j))))))",
            "(syr2k_l ?a ?A ?B ?b ?C)",
            "build n (λi j. j <= i ? b*C_ij + a*dot(A_i, B_j) + a*dot(B_i, A_j) : C_ij) = syr2k(lower, a, A, B, b, C)", Square),
    rewrite("syr2k-upper",     "(build ?n (lambda i (build ?ni (lambda j (select (<= i j) (+ (* ?b (index (index ?C i) j)) (+ (* ?a (dot (index ?A i) (index ?B j))) (* ?a (dot (index ?B i) (index ?A j))))) (index (index ?C i) j))))))",
            "(syr2k_u ?a ?A ?B ?b ?C)",
            "build n (λi j. i <= j ? b*C_ij + a*dot(A_i, B_j) + a*dot(B_i, A_j) : C_ij) = syr2k(upper, a, A, B, b, C)", Square),
    rewrite("symm-left-lower", "(build ?m (lambda i (build ?n (lambda j (+ (* ?b (index (index ?C i) j)) (* ?a (ifold (- (- ?mi i) 1) (ifold (+ i 1) 0 (lambda k (lambda acc (+ acc (* (index (index ?A i) k) (index (index ?B k) j)))))) (lambda k (lambda acc (+ acc (* (index (index ?A (+ (+ i 1) k)) i) (index (index ?B (+ (+ i 1) k)) j))))))))))))",
            "(symm_ll ?a ?A ?B ?b ?C)",
            "build m (λi j. b*C_ij + a*(sum_{k<=i} A_ik B_kj + sum_{k>i} A_ki B_kj)) = symm(left, lower, a, A, B, b, C)", SymmShape),
    rewrite("trmm-left-lower-trans-unit", "(build ?m (lambda i (build ?n (lambda j (* ?a (select (< (+ i 1) ?mi) (ifold (- (- ?mi i) 1) (index (index ?B i) j) (lambda k (lambda acc (+ acc (* (index (index ?A (+ (+ i 1) k)) i) (index (index ?Bk (+ (+ i 1) k)) j)))))) (index (index ?B i) j)))))))",
            "(trmm_lltu ?a ?A ?B)",
            "build m (λi j. a*(B_ij + sum_{k>i} A_ki B_kj)) = trmm(left, lower, trans, unit, a, A, B)", LeftSquare),
  };
  // clang-format on
}

// A division of each element of a product (covariance's `cov[i][j] /= (n - 1.0)`, a column
// mean's `mean[j] /= n`): the call with alpha 1 computes the sums, then each element is divided
// as the loops divide it, `(app (lambda r QUOTIENTS) CALL)`. Exact but for the order of the
// sums; an alpha of 1/d rounds each quotient twice (div-as-mul, --fp-relaxed only). The
// divisor may vary with the element (a product of two standard deviations). An integer
// quotient (`s / n` of int sums, which C truncates) has no BLAS call: the guard isFloating.
std::vector<Rule> divisionIdioms() {
  const Guard Floating = isFloating({"?A", "?d"});
  const std::vector<Guard> RowsN = {hasLength("?A", 0, "?n"), Floating};
  const std::vector<Guard> Square = {hasLength("?C", 0, "?n"), hasLength("?C", 1, "?n"),
                                     hasLength("?A", 0, "?n"), sameClass("?n", "?ni"), Floating};
  const std::vector<Guard> Strict = {hasLength("?A", 0, "?n"), sameClass("?n", "?ni"), Floating};
  // clang-format off
  return {
    rewrite("gemv0-div",       "(build ?n (lambda i (/ (dot (index ?A i) ?x) ?d)))",
            "(app (lambda r (build ?n (lambda i (/ (index r i) ?d)))) (gemv0_n 1.0 ?A ?x))",
            "build n (λi. dot(A[i], x) / d_i) = (λr. build n (λi. r_i / d_i)) gemv(1, A, x, 0, -)", RowsN),
    rewrite("syrk0-lower-div", "(build ?n (lambda i (build ?ni (lambda j (select (<= j i) (/ (dot (index ?A i) (index ?A j)) ?d) (index (index ?C i) j))))))",
            "(app (lambda r (build ?n (lambda i (build ?ni (lambda j (select (<= j i) (/ (index (index r i) j) ?d) (index (index r i) j))))))) (syrk_l 1.0 ?A 0.0 ?C))",
            "build n (λi j. j <= i ? dot(A_i, A_j) / d_ij : C_ij) = (λr. build n (λi j. j <= i ? r_ij / d_ij : r_ij)) syrk(lower, 1, A, 0, C)", Square),
    rewrite("syrk0-upper-div", "(build ?n (lambda i (build ?ni (lambda j (select (<= i j) (/ (dot (index ?A i) (index ?A j)) ?d) (index (index ?C i) j))))))",
            "(app (lambda r (build ?n (lambda i (build ?ni (lambda j (select (<= i j) (/ (index (index r i) j) ?d) (index (index r i) j))))))) (syrk_u 1.0 ?A 0.0 ?C))",
            "build n (λi j. i <= j ? dot(A_i, A_j) / d_ij : C_ij) = (λr. build n (λi j. i <= j ? r_ij / d_ij : r_ij)) syrk(upper, 1, A, 0, C)", Square),
    rewrite("syrk0-strict-lower-div", "(build ?n (lambda i (build ?ni (lambda j (select (< j i) (/ (dot (index ?A i) (index ?A j)) ?d) ?E)))))",
            "(app (lambda r (build ?n (lambda i (build ?ni (lambda j (select (< j i) (/ (index (index r i) j) ?d) (index (index r i) j))))))) (syrk_sl 1.0 ?A 0.0 (build ?n (lambda i (build ?ni (lambda j ?E))))))",
            "build n (λi j. j < i ? dot(A_i, A_j) / d_ij : E_ij) = (λr. build n (λi j. j < i ? r_ij / d_ij : r_ij)) syrk(strict lower, 1, A, 0, E)", Strict),
    rewrite("syrk0-strict-upper-div", "(build ?n (lambda i (build ?ni (lambda j (select (< i j) (/ (dot (index ?A i) (index ?A j)) ?d) ?E)))))",
            "(app (lambda r (build ?n (lambda i (build ?ni (lambda j (select (< i j) (/ (index (index r i) j) ?d) (index (index r i) j))))))) (syrk_su 1.0 ?A 0.0 (build ?n (lambda i (build ?ni (lambda j ?E))))))",
            "build n (λi j. i < j ? dot(A_i, A_j) / d_ij : E_ij) = (λr. build n (λi j. i < j ? r_ij / d_ij : r_ij)) syrk(strict upper, 1, A, 0, E)", Strict),
  };
  // clang-format on
}

// Triangular solves and the Cholesky factorisation: recurrences over the rows, as folds.
std::vector<Rule> solveIdioms() {
  // x is the whole result: every element is solved for, in order.
  const std::vector<Guard> Solve = {hasLength("?x", 0, "?n"), hasLength("?b", 0, "?n"),
                                    hasLength("?L", 0, "?n"), sameClass("?n", "?ni"),
                                    sameClass("?L", "?Lj")};
  // Back substitution: the fold's step i solves row m - i with m = n - 1. A macro size is
  // spelled N in some places and by its value in others (the loop counts down from 39).
  const std::vector<Guard> BackSolve = {hasSize("?x", 0, "?n"), hasSize("?b", 0, "?n"),
                                        hasSize("?U", 0, "?n"), sameSize("?n", "?ni"),
                                        sameSize("?n", "?nk"),  sameClass("?m", "?mj"),
                                        sameClass("?U", "?Uj"), isOneLess("?m", "?n")};
  // The same through the transpose of a lower triangle L (`L[j][i]`, U = Lᵀ).
  const std::vector<Guard> BackSolveT = {hasSize("?x", 0, "?n"), hasSize("?b", 0, "?n"),
                                         hasSize("?L", 0, "?n"), sameSize("?n", "?ni"),
                                         sameSize("?n", "?nk"),  sameClass("?m", "?mj"),
                                         sameClass("?L", "?Lj"), isOneLess("?m", "?n")};
  const std::vector<Guard> SolveUnit = {hasLength("?x", 0, "?n"), hasLength("?b", 0, "?n"),
                                        hasLength("?L", 0, "?n"), sameClass("?n", "?ni")};
  const std::vector<Guard> InPlace = {hasLength("?x", 0, "?n"), hasLength("?L", 0, "?n"),
                                      sameClass("?n", "?ni"), sameClass("?L", "?Lj")};
  const std::vector<Guard> InPlaceUnit = {hasLength("?x", 0, "?n"), hasLength("?L", 0, "?n"),
                                          sameClass("?n", "?ni")};
  // B is the whole n x m right-hand side, solved for in place, row by row (left) or element by
  // element of each row (right).
  const std::vector<Guard> SolveRows = {hasLength("?B", 0, "?n"), hasLength("?B", 1, "?m"),
                                        hasLength("?L", 0, "?n"), sameClass("?n", "?ni"),
                                        sameClass("?L", "?Lk")};
  const std::vector<Guard> SolveRowsUnit = {hasLength("?B", 0, "?n"), hasLength("?B", 1, "?m"),
                                            hasLength("?L", 0, "?n"), sameClass("?n", "?ni")};
  const std::vector<Guard> BackSolveRows = {hasSize("?B", 0, "?n"), hasSize("?B", 1, "?m"),
                                            hasSize("?U", 0, "?n"), sameSize("?n", "?ni"),
                                            sameSize("?n", "?nk"),  sameClass("?p", "?pk"),
                                            sameClass("?U", "?Uk"), isOneLess("?p", "?n")};
  const std::vector<Guard> SolveColumns = {hasLength("?B", 0, "?n"), hasLength("?B", 1, "?m"),
                                           hasLength("?U", 0, "?m"), sameClass("?n", "?ni"),
                                           sameClass("?m", "?mj"),   sameClass("?U", "?Uk")};
  // The same through the transpose of a lower triangle L (`L[j][k]`, U = Lᵀ).
  const std::vector<Guard> SolveColumnsT = {hasLength("?B", 0, "?n"), hasLength("?B", 1, "?m"),
                                            hasLength("?L", 0, "?m"), sameClass("?n", "?ni"),
                                            sameClass("?m", "?mj"),   sameClass("?L", "?Lk")};
  // A is the whole n x n matrix, every row factored in order.
  const std::vector<Guard> Factor = {hasLength("?A", 0, "?n"), hasLength("?A", 1, "?n"),
                                     sameClass("?n", "?m"),    sameClass("?n", "?m2"),
                                     sameClass("?n", "?p"),    sameClass("?n", "?p2")};
  // clang-format off
  return {
    // Forward substitution as lifting writes it: a fold over the rows whose accumulator is x.
    rewrite("trsv-lower",      "(ifold ?n ?x (lambda i (lambda acc (build ?ni (lambda k (select (== i k) (/ (ifold i (index ?b i) (lambda j (lambda s (- s (* (index (index ?Lj i) j) (index acc j)))))) (index (index ?L i) i)) (index acc k)))))))",
            "(trsv_lnn ?L ?b)",
            "ifold n x (λi acc. acc with acc_i := (b_i - sum_{j<i} L_ij acc_j) / L_ii) = trsv(lower, L, b)", Solve),
    rewrite("trsv-lower-unit", "(ifold ?n ?x (lambda i (lambda acc (build ?ni (lambda k (select (== i k) (ifold i (index ?b i) (lambda j (lambda s (- s (* (index (index ?L i) j) (index acc j)))))) (index acc k)))))))",
            "(trsv_lnu ?L ?b)",
            "ifold n x (λi acc. acc with acc_i := b_i - sum_{j<i} L_ij acc_j) = trsv(lower, unit, L, b)", SolveUnit),
    // In place: x holds b on entry, and element i is still the input's when step i starts.
    rewrite("trsv-lower-inplace", "(ifold ?n ?x (lambda i (lambda acc (build ?ni (lambda k (select (== i k) (/ (ifold i (index acc k) (lambda j (lambda s (- s (* (index (index ?Lj i) j) (index acc j)))))) (index (index ?L i) i)) (index acc k)))))))",
            "(trsv_lnn ?L ?x)",
            "ifold n x (λi acc. acc with acc_i := (acc_i - sum_{j<i} L_ij acc_j) / L_ii) = trsv(lower, L, x)", InPlace),
    rewrite("trsv-lower-unit-inplace", "(ifold ?n ?x (lambda i (lambda acc (build ?ni (lambda k (select (== i k) (ifold i (index acc k) (lambda j (lambda s (- s (* (index (index ?L i) j) (index acc j)))))) (index acc k)))))))",
            "(trsv_lnu ?L ?x)",
            "ifold n x (λi acc. acc with acc_i := acc_i - sum_{j<i} L_ij acc_j) = trsv(lower, unit, L, x)", InPlaceUnit),
    // Back substitution as lifting writes it: a fold over the rows from the last, whose step
    // sets row m - i from the rows after it.
    rewrite("trsv-upper",      "(ifold ?n ?x (lambda i (lambda acc (build ?ni (lambda k (select (== (- ?m i) k) (/ (ifold (- (- ?nk (- ?m i)) 1) (index ?b (- ?m i)) (lambda j (lambda s (- s (* (index (index ?Uj (- ?mj i)) (+ (+ (- ?mj i) 1) j)) (index acc (+ (+ (- ?mj i) 1) j))))))) (index (index ?U (- ?m i)) (- ?m i))) (index acc k)))))))",
            "(trsv_unn ?U ?b)",
            "ifold n x (λi acc. acc with acc_r := (b_r - sum_{j>r} U_rj acc_j) / U_rr, r = n-1-i) = trsv(upper, U, b)", BackSolve),
    rewrite("trsv-upper-trans", "(ifold ?n ?x (lambda i (lambda acc (build ?ni (lambda k (select (== (- ?m i) k) (/ (ifold (- (- ?nk (- ?m i)) 1) (index ?b (- ?m i)) (lambda j (lambda s (- s (* (index (index ?Lj (+ (+ (- ?mj i) 1) j)) (- ?mj i)) (index acc (+ (+ (- ?mj i) 1) j))))))) (index (index ?L (- ?m i)) (- ?m i))) (index acc k)))))))",
            "(trsv_unn (transpose ?L) ?b)",
            "ifold n x (λi acc. acc with acc_r := (b_r - sum_{j>r} L_jr acc_j) / L_rr, r = n-1-i) = trsv(upper, transpose(L), b)", BackSolveT),
    // The same solves with a matrix right-hand side B, in place, as lifting writes them: a fold
    // over the rows whose step sets row i of every column (left: B := L⁻¹B, U⁻¹B), or a fold
    // over the rows and within each over the columns (right: B := BU⁻¹, B(Lᵀ)⁻¹).
    rewrite("trsm-left-lower", "(ifold ?n ?B (lambda i (lambda acc (build ?ni (lambda r (build ?m (lambda c (select (== i r) (/ (ifold i (index (index acc r) c) (lambda k (lambda s (- s (* (index (index ?Lk i) k) (index (index acc k) c)))))) (index (index ?L i) i)) (index (index acc r) c)))))))))",
            "(trsm_llnn 1.0 ?L ?B)",
            "ifold n B (λi acc. acc with acc_ic := (acc_ic - sum_{k<i} L_ik acc_kc) / L_ii) = trsm(left, lower, 1, L, B)", SolveRows),
    rewrite("trsm-left-lower-unit", "(ifold ?n ?B (lambda i (lambda acc (build ?ni (lambda r (build ?m (lambda c (select (== i r) (ifold i (index (index acc r) c) (lambda k (lambda s (- s (* (index (index ?L i) k) (index (index acc k) c)))))) (index (index acc r) c)))))))))",
            "(trsm_llnu 1.0 ?L ?B)",
            "ifold n B (λi acc. acc with acc_ic := acc_ic - sum_{k<i} L_ik acc_kc) = trsm(left, lower, unit, 1, L, B)", SolveRowsUnit),
    rewrite("trsm-left-upper", "(ifold ?n ?B (lambda i (lambda acc (build ?ni (lambda r (build ?m (lambda c (select (== (- ?p i) r) (/ (ifold (- (- ?nk (- ?p i)) 1) (index (index acc r) c) (lambda k (lambda s (- s (* (index (index ?Uk (- ?pk i)) (+ (+ (- ?pk i) 1) k)) (index (index acc (+ (+ (- ?pk i) 1) k)) c)))))) (index (index ?U (- ?p i)) (- ?p i))) (index (index acc r) c)))))))))",
            "(trsm_lunn 1.0 ?U ?B)",
            "ifold n B (λi acc. acc with acc_tc := (acc_tc - sum_{k>t} U_tk acc_kc) / U_tt, t = n-1-i) = trsm(left, upper, 1, U, B)", BackSolveRows),
    rewrite("trsm-right-upper", "(ifold ?n ?B (lambda i (lambda acc (ifold ?m acc (lambda j (lambda r (build ?ni (lambda e0 (build ?mj (lambda e1 (select (and (== j e1) (== i e0)) (/ (ifold j (index (index r e0) e1) (lambda k (lambda s (- s (* (index (index r i) k) (index (index ?Uk k) j)))))) (index (index ?U j) j)) (index (index r e0) e1))))))))))))",
            "(trsm_runn 1.0 ?U ?B)",
            "ifold n B (λi. ifold m (λj acc. acc with acc_ij := (acc_ij - sum_{k<j} acc_ik U_kj) / U_jj)) = trsm(right, upper, 1, U, B)", SolveColumns),
    rewrite("trsm-right-upper-trans", "(ifold ?n ?B (lambda i (lambda acc (ifold ?m acc (lambda j (lambda r (build ?ni (lambda e0 (build ?mj (lambda e1 (select (and (== j e1) (== i e0)) (/ (ifold j (index (index r e0) e1) (lambda k (lambda s (- s (* (index (index r i) k) (index (index ?Lk j) k)))))) (index (index ?L j) j)) (index (index r e0) e1))))))))))))",
            "(trsm_runn 1.0 (transpose ?L) ?B)",
            "the same reading L_jk for U_kj = trsm(right, upper, 1, transpose(L), B)", SolveColumnsT),
    // PolyBench's row-by-row Cholesky: per row, the strictly lower elements (an inner
    // recurrence over j), then the diagonal; the strict upper triangle is kept.
    rewrite("potrf-lower",
            "(ifold ?n ?A (lambda i (lambda acc (app (lambda s (build ?m (lambda e0 (build ?m2 (lambda e1 (select (and (== i e1) (== i e0)) (sqrt (ifold i (index (index s e0) e1) (lambda k (lambda a (- a (* (index (index s i) k) (index (index s i) k))))))) (index (index s e0) e1)))))))"
            " (ifold i acc (lambda j (lambda r (build ?p (lambda f0 (build ?p2 (lambda f1 (select (and (== j f1) (== i f0)) (/ (ifold j (index (index r f0) f1) (lambda k (lambda a (- a (* (index (index r i) k) (index (index r j) k)))))) (index (index r j) j)) (index (index r f0) f1)))))))))))))",
            "(potrf_l ?A)",
            "row-by-row Cholesky of the lower triangle of A, upper triangle kept = potrf(lower, A)", Factor),
  };
  // clang-format on
}

} // namespace

std::vector<Rule> blasIdioms() {
  std::vector<Rule> All = vectorIdioms();
  for (std::vector<Rule> Part : {matrixIdioms(), symmetricIdioms(), divisionIdioms(), solveIdioms(),
                                 convolutionIdioms(Library::Blas)})
    for (Rule& R : Part)
      All.push_back(std::move(R));
  return All;
}

} // namespace liar::ir
