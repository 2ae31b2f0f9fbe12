// The degree of a definition's work in the size parameters, hoisted (the loops) and as
// written (the extracted program the emitter prints), and the check saturation makes with it.
#include "saturation/CostDegree.h"
#include "saturation/Program.h"
#include "saturation/Saturate.h"

#include <gtest/gtest.h>

using namespace liar::ir;

namespace {

Program program(std::string_view text) {
  auto P = parseProgram(text, "test.ir");
  EXPECT_TRUE(P) << P.Error;
  return *P.Value;
}

const char* const Shift = R"((kernel shift
  (param n 1000 int)
  (scalar m double)
  (array x double n)
  (array y double n)
  (def y (build n (lambda i (- (index x i)
    (ifold n m (lambda i1 (lambda acc (+ acc (index x i1)))))))))))";

Term defValue(const Program& p) {
  return p.Defs.front().Value;
}

TEST(CostDegreeTest, AnInvariantFoldInsideABuildCountsOnceWhenHoisted) {
  Program P = program(Shift);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Hoisted), 1);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::AsWritten), 2);
}

TEST(CostDegreeTest, ALibraryCallCountsItsWorkTimesTheLoopsAroundIt) {
  Program P = program(R"((kernel k (param n 1000 int) (param m 500 int)
    (array A double n m) (array x double m) (array y double n)
    (def y (build n (lambda i (dot (index A i) x))))))");
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::AsWritten), 2);
  // The call reads the build's index: hoisting does not move it.
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Hoisted), 2);
  Program Gemm = program(R"((kernel k (param n 1000 int)
    (array A double n n) (array B double n n) (array C double n n)
    (def C (gemm_nn 1.0 A B 0.0 C))))");
  EXPECT_EQ(costDegree(defValue(Gemm), Gemm, Evaluation::AsWritten), 3);
}

TEST(CostDegreeTest, ALoopCountsItsIterationsWhenItsBodyIsInvariant) {
  Program P = program(R"((kernel k (param n 1000 int) (array y double n)
    (def y (build n (lambda i 0.0)))))");
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Hoisted), 1);
  Program Rows = program(R"((kernel k (param n 1000 int) (param m 10 int) (array A double n m)
    (def A (build n (lambda i (build m (lambda j 0.0)))))))");
  EXPECT_EQ(costDegree(defValue(Rows), Rows, Evaluation::Hoisted), 2);
}

TEST(CostDegreeTest, ConstantSizesHaveDegreeZero) {
  Program P = program(R"((kernel k (param n 1000 int) (array x double 3) (array y double n)
    (def y (build n (lambda i (ifold 3 0.0 (lambda j (lambda acc (+ acc (index x j))))))))))");
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::AsWritten), 1);
}

// Under blas the cheapest form the cost model finds for `shift` evaluates a dot product per
// element (cheaper than the lifted IR, which inlines the sum into every element): of degree 2
// where the loops are of degree 1, it is rejected and the definition keeps its loops.
TEST(CostDegreeTest, SaturationRejectsAFormOfAHigherDegree) {
  ProgramSolution S = saturateProgram(program(Shift), Library::Blas);
  ASSERT_EQ(S.Defs.size(), 1u);
  EXPECT_TRUE(S.Defs[0].DegreeRejected);
  EXPECT_EQ(S.Defs[0].LoopDegree, 1);
  EXPECT_EQ(S.Defs[0].FormDegree, 2);
  EXPECT_EQ(printTerm(S.Defs[0].Best), printTerm(S.Defs[0].Original));
}

TEST(CostDegreeTest, SaturationKeepsAFormOfTheLoopsDegree) {
  ProgramSolution S = saturateProgram(program(R"((kernel k (param n 1000 int)
    (array A double n n) (array x double n) (array y double n)
    (def y (build n (lambda i (ifold n 0.0 (lambda j (lambda acc
      (+ acc (* (index (index A i) j) (index x j)))))))))))"),
                                      Library::Blas);
  ASSERT_EQ(S.Defs.size(), 1u);
  EXPECT_FALSE(S.Defs[0].DegreeRejected);
  EXPECT_EQ(S.Defs[0].LoopDegree, 2);
  EXPECT_EQ(S.Defs[0].FormDegree, 2);
  EXPECT_NE(printTerm(S.Defs[0].Best), printTerm(S.Defs[0].Original));
}

} // namespace
