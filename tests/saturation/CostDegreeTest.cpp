// The degree of a definition's work in the size parameters, hoisted (the loops), as written,
// and as the emitter prints it (folds hoisted), and the check saturation makes with it.
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

TEST(CostDegreeTest, ThePrintedFormComputesAnInvariantFoldOnce) {
  Program P = program(Shift);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Printed), 1);
}

// The emitter moves a fold out of the loops around it, but not out of a loop whose body is a
// library call (the call's operands are printed inside it).
TEST(CostDegreeTest, APrintedFoldStaysInsideTheLoopAroundALibraryCall) {
  Program P = program(R"((kernel k (param n 1000 int) (array x double n) (array y double n)
    (def y (build n (lambda i (dot x (build n (lambda j
      (ifold n 0.0 (lambda k (lambda acc (+ acc (index x k)))))))))))))");
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Hoisted), 1);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Printed), 2);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::AsWritten), 3);
}

TEST(CostDegreeTest, APrintedElementOfABuildIsNoLoop) {
  Program P = program(R"((kernel k (param n 1000 int) (array x double n) (array y double n)
    (def y (build n (lambda i (index (build n (lambda j (* 2.0 (index x j)))) i))))))");
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::AsWritten), 2);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Printed), 1);
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
  // The loops it keeps are printed with the total computed once.
  EXPECT_EQ(S.Defs[0].PrintedDegree, 1);
  EXPECT_FALSE(S.Defs[0].printedGrows());
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

// A recurrence's steps are printed inside a test of the element they set: a fold inside them
// is evaluated at every step, even one that reads no index.
TEST(CostDegreeTest, APrintedFoldStaysInsideARecurrenceStep) {
  Program P = program(R"((kernel k (param n 1000 int) (array A double n n) (array x double n)
    (def x (ifold n x (lambda i (lambda acc (build n (lambda k
      (select (== i k)
        (ifold n 0.0 (lambda j (lambda s (+ s
          (ifold n 0.0 (lambda l (lambda t (+ t (index (index A j) l)))))))))
        (index acc k))))))))))");
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Hoisted), 2);
  EXPECT_EQ(costDegree(defValue(P), P, Evaluation::Printed), 3);
}

} // namespace
