// Affine extraction of small snippets: what is lifted, the IR it gives, and the located
// reason for what is not.
#include "Snippets.h"
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

using namespace liar::lifting;
using namespace liar::lifting::test;

namespace {

TEST(AffineExtraction, GemmIsOneBuildWithAFoldInitialisedByTheScaledElement) {
  auto R = lift(R"(
#define NI 20
#define NJ 25
#define NK 30
void gemm(double alpha, double beta, double C[NI][NJ], double A[NI][NK], double B[NK][NJ]) {
  for (int i = 0; i < NI; i++) {
    for (int j = 0; j < NJ; j++)
      C[i][j] *= beta;
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText,
                       "(def C\n    (build NI (lambda i (build NJ (lambda j (ifold NK (* (index "
                       "(index C i) j) beta) (lambda k (lambda acc (+ acc (* (* alpha (index "
                       "(index A i) k)) (index (index B k) j))))))))))"))
      << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(param NI 20)"));
  // i and j are parallel, k (the second loop at depth 1) is the reduction.
  ASSERT_EQ(Reg.Loops.size(), 4u);
  EXPECT_EQ(Reg.Loops[0].Classification, LoopInfo::Parallel);
  EXPECT_EQ(Reg.Loops[2].Classification, LoopInfo::Reduction);
  EXPECT_EQ(Reg.MayAlias.size(), 2u); // C with A and with B: no restrict, C is written
}

TEST(AffineExtraction, ScalarTemporaryIsFoldedIntoTheStore) {
  auto R = lift(R"(
void mv(int n, double A[n][n], double x[n], double y[n]) {
  for (int i = 0; i < n; i++) {
    double t = 0.0;
    for (int j = 0; j < n; j++)
      t += A[i][j] * x[j];
    y[i] = t;
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(def y\n    (build n (lambda i (ifold n 0.0 (lambda j (lambda "
                                   "acc (+ acc (* (index (index A i) j) (index x j)))))))))"))
      << Reg.IrText;
  // A VLA parameter keeps the spelling of its sizes.
  for (const Binding& B : Reg.Bindings)
    if (B.CName == "A") {
      EXPECT_EQ(B.Kind, DeclKind::VlaParam);
      EXPECT_EQ(B.Dims, (std::vector<std::string>{"n", "n"}));
    }
}

TEST(AffineExtraction, OffsetsAndStridesAreRebasedAndGuarded) {
  auto R = lift(R"(
double A[100], B[100];
void f(void) {
  for (int i = 1; i < 99; i += 2)
    B[i] = A[i - 1] + A[i + 1];
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  // Odd elements in [1, 97] are computed, the others keep their value.
  EXPECT_TRUE(contains(Reg.IrText, "(select")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(index A (- i 1))")) << Reg.IrText;
  for (const Binding& B : Reg.Bindings)
    if (B.CName == "A") EXPECT_EQ(B.Kind, DeclKind::Global);
}

TEST(AffineExtraction, ScaledWriteSubscriptAndConstantDivisors) {
  auto R = lift(R"(
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n / 2; i++)
    B[2 * i + 1] = A[i / 2] + A[i % 3];
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  // Odd elements below n-1 are written from i = (x - 1) / 2.
  EXPECT_TRUE(contains(Reg.IrText, "(index A (/ (/ (- i 1) 2) 2))")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(mod (/ (- i 1) 2) 3)")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(select")) << Reg.IrText;
}

TEST(AffineExtraction, TriangularLoopGivesASizeThatDependsOnTheOuterIndex) {
  auto R = lift(R"(
void f(int n, double L[n][n], double s[n]) {
  for (int i = 0; i < n; i++) {
    s[i] = 0.0;
    for (int j = 0; j <= i; j++)
      s[i] += L[i][j];
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(ifold (+ i 1) 0.0")) << Reg.IrText;
}

TEST(AffineExtraction, AffineIfBecomesAGuard) {
  auto R = lift(R"(
void f(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (i <= j)
        A[i][j] = 1.0;
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(select (<= i j) 1.0 (index (index A i) j))")) << Reg.IrText;
}

TEST(AffineExtraction, MathFunctionsBecomeIntrinsics) {
  auto R = lift(R"(
#include <math.h>
void f(int n, float x[n], float y[n]) {
  for (int i = 0; i < n; i++)
    y[i] = sqrtf(fabsf(x[i])) + powf(x[i], 2.0f) + fmaxf(x[i], 0.0f);
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(sqrt (fabs (index x i)))")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(pow (index x i) 2.0)")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(array x float n)")) << Reg.IrText;
}

// Carried by the outermost loop only: an ifold over it whose accumulator is the array, every
// read of the array in a step reading the accumulator, one element per step.
TEST(AffineExtraction, RecurrenceOverTheOuterLoopIsAFoldOverTheArray) {
  auto R = lift(R"(
void f(int n, double A[n]) {
  for (int i = 1; i < n; i++)
    A[i] = A[i - 1] * 2.0;
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText,
                       "(ifold (- n 1) A (lambda i (lambda acc (build n (lambda x0 "
                       "(select (== (+ 1 i) x0) (* (index acc (- (+ 1 i) 1)) 2.0) (index acc x0))"))
      << Reg.IrText;
}

// Carried by an inner loop: within one iteration of the outer loop, a statement reads an
// element the same iteration wrote. The outer step is itself an ifold over the inner loop.
TEST(AffineExtraction, RecurrenceOverAnInnerLoopIsAFoldInsideEachStep) {
  auto R = lift(R"(
void f(int n, int m, double A[n][m]) {
  for (int j = 0; j < m; j++)
    for (int i = 1; i < n; i++)
      A[i][j] = A[i - 1][j] * 2.0;
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(ifold m A (lambda j (lambda acc (ifold (- n 1) acc "
                                   "(lambda i (lambda acc1 (build n"))
      << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(select (and (== j x1) (== (+ 1 i) x0)) "
                                   "(* (index (index acc1 (- (+ 1 i) 1)) j) 2.0)"))
      << Reg.IrText;
}

// Element-wise steps under three loops would rebuild the array once per element of a cube.
TEST(AffineExtraction, RecurrenceOverThreeLoopsIsRejectedWithTheReadThatCarriesIt) {
  auto R = lift(R"(
void f(int n, double P[n][n]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        P[i][j] = P[i][j] < P[i][k] + P[k][j] ? P[i][j] : P[i][k] + P[k][j];
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->category(), liar::RefusalCategory::SequentialDependence);
  EXPECT_TRUE(contains(Reg.Rejected->Message, "computed in an earlier iteration"))
      << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Rejected->Where.Line, 6u);
}

TEST(AffineExtraction, NonAffineSubscriptNamesTheAccess) {
  // A store at such a subscript (a read would be a gather).
  auto R = lift(R"(
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    A[i * i] = B[i];
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->category(), liar::RefusalCategory::NonAffineSubscript);
  EXPECT_TRUE(contains(Reg.Rejected->Message, "'A[i * i]'")) << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Rejected->Where.Line, 4u);
  EXPECT_EQ(Reg.Rejected->Where.Column, 5u);
}

TEST(AffineExtraction, ANonAffineReadOfAnArrayTheRegionWritesIsRefused) {
  auto R = lift(R"(
void f(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++) {
    double t = A[i * i];
    A[i] = t + B[i];
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->category(), liar::RefusalCategory::NonAffineSubscript);
  EXPECT_TRUE(contains(Reg.Rejected->Message, "reads at subscripts that are not affine"))
      << Reg.Rejected->Message;
}

TEST(AffineExtraction, RegionRangeIncludesTheSemicolonOfAnUnbracedBody) {
  std::string Code =
      "void f(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n    A[i] = 0.0;\n}\n";
  auto R = lift(Code);
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted());
  EXPECT_EQ(Code.substr(Reg.Begin.Offset, Reg.End.Offset - Reg.Begin.Offset),
            "for (int i = 0; i < n; i++)\n    A[i] = 0.0;");
}

TEST(AffineExtraction, DependentArraysAreOrderedByTheirDependences) {
  // atax: tmp is defined before y, which reads it.
  auto R = lift(R"(
void atax(int m, int n, double A[m][n], double x[n], double y[n], double tmp[m]) {
  for (int i = 0; i < n; i++)
    y[i] = 0;
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_LT(Reg.IrText.find("(def tmp"), Reg.IrText.find("(def y")) << Reg.IrText;
}

TEST(AffineExtraction, LinearisedSubscriptsAreDelinearised) {
  auto R = lift(R"(
void mm(int n, int m, double *A, double *B, double *C) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      C[i * m + j] = 0.0;
      for (int k = 0; k < n; k++)
        C[i * m + j] += A[i * n + k] * B[k * m + j];
    }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(array C double n m)")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(* (index (index A i) k) (index (index B k) j))"))
      << Reg.IrText;
  for (const Binding& B : Reg.Bindings) {
    EXPECT_TRUE(B.Linearised) << B.CName;
    EXPECT_EQ(B.Kind, DeclKind::PointerParam);
  }
}

TEST(AffineExtraction, LinearisedSubscriptLeavingItsRowIsRejected) {
  auto R = lift(R"(
void f(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      A[i * n + j] = 0.0;
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->category(), liar::RefusalCategory::NonAffineSubscript);
  EXPECT_TRUE(contains(Reg.Rejected->Message, "cannot be delinearised")) << Reg.Rejected->Message;
}

} // namespace
