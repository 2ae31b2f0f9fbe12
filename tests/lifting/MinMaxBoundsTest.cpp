// Loop bounds that are a minimum or maximum, and hand-tiled nests (lifting/MinMax.h,
// lifting/HandTiled.h): what lifts, as which untiled nest, and what stays refused.
#include "Snippets.h"
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

using namespace liar::lifting;
using namespace liar::lifting::test;

namespace {

const char* const MinMaxMacros = R"(
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
)";

TEST(MinMaxBounds, TileWithAConditionalBoundLiftsAsTheUntiledProduct) {
  auto R = lift(R"(
void gemm(int M, int N, int K, const double *A, const double *B, double *C) {
  for (int ii = 0; ii < M; ii += 16)
    for (int i = ii; i < (ii + 16 < M ? ii + 16 : M); i++)
      for (int j = 0; j < N; j++)
        for (int k = 0; k < K; k++)
          C[i * N + j] += A[i * K + k] * B[k * N + j];
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Loops.size(), 3u); // the tile loop is gone
  EXPECT_TRUE(contains(Reg.IrText, "(build M (lambda i")) << Reg.IrText;
  EXPECT_FALSE(contains(Reg.IrText, "ii")) << Reg.IrText;
}

TEST(MinMaxBounds, ThreeTilesWithMinMacrosLiftAsOneNest) {
  auto R = lift(std::string(MinMaxMacros) + R"(
void gemm(int M, int N, int K, const double *A, const double *B, double *C) {
  for (int jj = 0; jj < N; jj += 64)
    for (int kk = 0; kk < K; kk += 32)
      for (int ii = 0; ii < M; ii += 16)
        for (int i = ii; i < MIN(ii + 16, M); i++)
          for (int k = kk; k < MIN(K, kk + 32); k++)
            for (int j = jj; j <= MIN(jj + 63, N - 1); j++)
              C[i * N + j] += A[i * K + k] * B[k * N + j];
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Loops.size(), 3u);
  EXPECT_TRUE(contains(Reg.IrText, "(build M (lambda i (build N (lambda j (ifold K")) << Reg.IrText;
}

TEST(MinMaxBounds, TileEndedByAConjunctionLiftsToo) {
  auto R = lift(R"(
void scale(int n, const double *x, double *y) {
  for (int ii = 0; ii <= n - 1; ii += 8)
    for (int i = ii; i <= ii + 7 && i < n; i++)
      y[i] = 2.0 * x[i];
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Loops.size(), 1u);
}

TEST(MinMaxBounds, BoundVariableAndRunTimeTileSize) {
  // kann's tiling: `ie` set once per tile, the tile size an argument (assumed positive).
  auto R = lift(R"(
void mm(int M, int N, int K, int x, const float *A, const float *B, float *C) {
  int i, j, k;
  for (i = 0; i < M; i += x) {
    int ii, ie = M < i + x ? M : i + x;
    for (ii = i; ii < ie; ++ii)
      for (j = 0; j < N; ++j) {
        float s = 0.0f;
        for (k = 0; k < K; ++k)
          s += A[ii * K + k] * B[j * K + k];
        C[ii * N + j] += s;
      }
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Loops.size(), 3u);
  bool Positive = false;
  for (const std::string& A : Reg.Assumptions)
    Positive |= contains(A, "x) > 0");
  EXPECT_TRUE(Positive);
}

TEST(MinMaxBounds, MaxLowerAndMinUpperBoundsResolvedByTheDomain) {
  // j runs from max(0, i - 1) = i - 1 (i >= 1) to min(i, n - 1) = i (i < n).
  auto R = lift(std::string(MinMaxMacros) + R"(
void band(int n, const double *A, const double *x, double *y) {
  for (int i = 1; i < n; i++) {
    double s = 0.0;
    for (int j = MAX(0, i - 1); j <= MIN(i, n - 1); j++)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  // Two terms per row: the fold runs over j = i - 1 and j = i.
  EXPECT_TRUE(contains(Reg.IrText, "(ifold 2 0.0")) << Reg.IrText;
}

TEST(MinMaxBounds, VariableSetOnceToAMinimumBoundsTheLoop) {
  auto R = lift(R"(
void tri(int n, const double *A, const double *x, double *y) {
  for (int i = 0; i < n; i++) {
    int je = i + 1 < n ? i + 1 : n;
    double s = 0.0;
    for (int j = 0; j < je; j++)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "(ifold (+ i 1) 0.0")) << Reg.IrText;
}

TEST(MinMaxBounds, VariableAssignedAgainIsNoBound) {
  auto R = lift(R"(
void tri(int n, const double *A, const double *x, double *y) {
  for (int i = 0; i < n; i++) {
    int je = i + 1 < n ? i + 1 : n;
    je = je < n ? je : n;
    double s = 0.0;
    for (int j = 0; j < je; j++)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::NonAffineBound) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, MinNeitherSideOfWhichIsAlwaysSmallerIsRefused) {
  auto R = lift(std::string(MinMaxMacros) + R"(
void band(int n, int w, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    for (int j = i; j < MIN(i + w, n); j++)
      y[i] += x[j];
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::NonAffineBound);
  EXPECT_TRUE(contains(Reg.Rejected->Message, "minimum or maximum")) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, FminIsNoIntegerMinimum) {
  auto R = lift(R"(
double fmin(double, double);
void tile(int n, const double *x, double *y) {
  for (int ii = 0; ii < n; ii += 16)
    for (int i = ii; i < fmin(ii + 16, n); i++)
      y[i] = 2.0 * x[i];
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::NonAffineBound) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, ConditionalWhoseBranchesAreNotItsOperandsIsRefused) {
  auto R = lift(R"(
void tile(int n, int m, const double *x, double *y) {
  for (int ii = 0; ii < n; ii += 16)
    for (int i = ii; i < (ii + 16 < n ? n : m); i++)
      y[i] = 2.0 * x[i];
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::NonAffineBound) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, MixedSignComparisonIsRefused) {
  // `i + 1 < n` converts i + 1 to unsigned: a negative value would compare as a large one.
  auto R = lift(R"(
void tri(unsigned n, const double *x, double *y) {
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < (i + 1 < n ? i + 1 : n); j++)
      y[i] += x[j];
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::NonAffineBound) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, BoundVariableWrittenTwiceIsRefused) {
  auto R = lift(R"(
void tile(int n, const double *x, double *y) {
  for (int ii = 0; ii < n; ii += 16) {
    int ie = ii + 16 < n ? ii + 16 : n;
    ie = ie - 1 < n ? ie : n;
    for (int i = ii; i < ie; i++)
      y[i] = 2.0 * x[i];
  }
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
}

TEST(MinMaxBounds, TileIteratorReadAfterTheNestIsRefused) {
  // The model has no loop of ii: its final value (the first tile start past n) is not kept.
  auto R = lift(R"(
void copy(int n, const double *x, double *y, int *out) {
  int ii;
  for (ii = 0; ii < n; ii += 16)
    for (int i = ii; i < (ii + 16 < n ? ii + 16 : n); i++)
      y[i] = x[i];
  *out = ii;
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::IteratorReadAfterLoop) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, TileIteratorLiveAfterTheRegionIsRefused) {
  auto R = lift(R"(
int copy(int n, const double *x, double *y) {
  int ii;
  for (ii = 0; ii < n; ii += 16)
    for (int i = ii; i < (ii + 16 < n ? ii + 16 : n); i++)
      y[i] = x[i];
  return ii;
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::IteratorEpilogue) << Reg.Rejected->Message;
}

TEST(MinMaxBounds, TilesThatWouldReverseADependenceAreRefused) {
  // Untiled, A[i][j] reads the element row i - 1 wrote at j + 1; tiled on j, at a tile's
  // last column that element belongs to the next tile, which has not run yet: dropping the
  // tiles would change which value is read.
  auto R = lift(std::string(MinMaxMacros) + R"(
void skew(int n, double *A) {
  for (int jj = 0; jj < n - 1; jj += 4)
    for (int i = 1; i < n; i++)
      for (int j = jj; j < MIN(jj + 4, n - 1); j++)
        A[i * n + j] = A[(i - 1) * n + j + 1] + 1.0;
}
)");
  const Region& Reg = only(R);
  ASSERT_FALSE(Reg.lifted());
  EXPECT_EQ(Reg.Rejected->Reason, liar::Refusal::TileOrder) << Reg.Rejected->Message;
}

} // namespace
