// Calls of the file's own helpers inlined into the caller's model: the binding of their
// parameters (pointers at offsets, scalars, sizes), their early returns, and the located
// reasons for the helpers that are refused.
#include "Snippets.h"
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace liar::lifting;
using liar::lifting::test::contains;

namespace {

/// The region of Function (the helpers' own loops are regions of theirs).
const Region& regionOf(const FileResult& R, const std::string& Function) {
  EXPECT_FALSE(R.ParseFailed);
  for (const Region& Reg : R.Regions)
    if (Reg.Function == Function) return Reg;
  ADD_FAILURE() << "no region in " << Function;
  static const Region None;
  return None;
}

std::vector<std::string> boundNames(const Region& Reg) {
  std::vector<std::string> Names;
  for (const Binding& B : Reg.Bindings)
    Names.push_back(B.CName);
  return Names;
}

const char* const Axpy = R"(
static inline void axpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
)";

TEST(HelperInlining, OffsetPointersAreTheCallersArraysAtTheirRows) {
  auto R = liftCode(std::string(Axpy) + R"(
void nn(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      axpy(N, A[i * K + k], &B[k * N], C + i * N);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "nn");
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  // One statement under three loops: C[i][j] += A[i][k] * B[k][j], rows of N and K.
  EXPECT_TRUE(contains(Reg.IrText, "(index (index A i) k)")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(index (index B k) ")) << Reg.IrText;
  EXPECT_EQ(Reg.Loops.size(), 3u);
  // Only the caller's names: the helper's x and y stand for B and C.
  std::vector<std::string> Names = boundNames(Reg);
  EXPECT_EQ(std::count(Names.begin(), Names.end(), "x"), 0);
  EXPECT_EQ(std::count(Names.begin(), Names.end(), "y"), 0);
  for (const Binding& B : Reg.Bindings)
    if (B.CName == "C") EXPECT_EQ(B.Dims.back(), "N");
}

TEST(HelperInlining, ScalarArgumentsAreTheCallersValues) {
  auto R = liftCode(std::string(Axpy) + R"(
void scaled(int M, int N, float alpha, const float *S, const float *X, float *Y) {
  for (int i = 0; i < M; ++i)
    axpy(N, alpha * S[i], X, Y + i * N);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "scaled");
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "alpha")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(index S i)")) << Reg.IrText;
}

TEST(HelperInlining, ADotInAnExpressionIsAFoldBeforeTheStatement) {
  auto R = liftCode(R"(
static inline float dot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
void nt(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i) {
    const float *ai = A + i * K;
    float *ci = C + i * N;
    for (int j = 0; j < N; ++j)
      ci[j] += dot(K, ai, B + j * K);
  }
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "nt");
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.IrText, "ifold K")) << Reg.IrText;
  EXPECT_TRUE(contains(Reg.IrText, "(index (index B j) ")) << Reg.IrText;
}

TEST(HelperInlining, AnEarlyReturnGuardsTheRestOfTheBody) {
  auto R = liftCode(R"(
static void fill(int n, float v, float *y) {
  if (n < 4)
    return;
  for (int i = 0; i < n; ++i)
    y[i] = v;
}
void rows(int M, int N, float *Y) {
  for (int r = 0; r < M; ++r)
    fill(N, 1.0f, Y + r * N);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "rows");
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Loops.size(), 2u);
  // Where n < 4 the helper returns before its loop and the rows keep their values: the model
  // rests on N >= 4, which the guard checks (the original loops run otherwise).
  EXPECT_EQ(std::count(Reg.Assumptions.begin(), Reg.Assumptions.end(), "4 <= N"), 1);
}

TEST(HelperInlining, ADataConditionBeforeAnEarlyReturnIsRefusedWithTheHelpersName) {
  auto R = liftCode(R"(
static void fill(int n, float v, float *y) {
  if (v < 0.0f)
    return;
  for (int i = 0; i < n; ++i)
    y[i] = v;
}
void rows(int M, int N, const float *V, float *Y) {
  for (int r = 0; r < M; ++r)
    fill(N, V[r], Y + r * N);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "rows");
  ASSERT_FALSE(Reg.lifted());
  EXPECT_TRUE(contains(Reg.Rejected->Message, "call to 'fill' is not inlined: condition"))
      << Reg.Rejected->Message;
  EXPECT_EQ(Reg.Rejected->Where.Line, 10u); // the call, not the helper's line
}

TEST(HelperInlining, RecursionIsRefused) {
  auto R = liftCode(R"(
static void down(int n, float *y) {
  if (n <= 0)
    return;
  y[n - 1] += 1.0f;
  down(n - 1, y);
}
void all(int M, int N, float *Y) {
  for (int r = 0; r < M; ++r)
    down(N, Y + r * N);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "all");
  ASSERT_FALSE(Reg.lifted());
  EXPECT_TRUE(contains(Reg.Rejected->Message, "call to 'down' is not inlined"))
      << Reg.Rejected->Message;
  EXPECT_TRUE(contains(Reg.Rejected->Message, "it calls itself")) << Reg.Rejected->Message;
}

TEST(HelperInlining, AHelperThatWritesAGlobalOrCallsAnUnknownFunctionIsRefused) {
  auto R = liftCode(R"(
int calls;
void trace(int n);
static void counted(int n, float *y) {
  calls++;
  for (int i = 0; i < n; ++i)
    y[i] = 0.0f;
}
static void traced(int n, float *y) {
  trace(n);
  for (int i = 0; i < n; ++i)
    y[i] = 0.0f;
}
void a(int M, int N, float *Y) {
  for (int r = 0; r < M; ++r)
    counted(N, Y + r * N);
}
void b(int M, int N, float *Y) {
  for (int r = 0; r < M; ++r)
    traced(N, Y + r * N);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& A = regionOf(R, "a");
  ASSERT_FALSE(A.lifted());
  EXPECT_EQ(A.Rejected->Message, "call to 'counted' is not inlined: it stores to 'calls', a "
                                 "variable that is not its own");
  const Region& B = regionOf(R, "b");
  ASSERT_FALSE(B.lifted());
  EXPECT_EQ(B.Rejected->Message,
            "call to 'traced' is not inlined: it calls 'trace', which may have side effects");
}

TEST(HelperInlining, ALoopHelperUnderAConditionIsRefused) {
  auto R = liftCode(R"(
static float sum(int n, const float *x) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}
void sums(int M, int N, const float *X, float *y) {
  for (int r = 0; r < M; ++r)
    y[r] = r > 2 ? sum(N, X + r * N) : 0.0f;
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "sums");
  ASSERT_FALSE(Reg.lifted());
  EXPECT_TRUE(contains(Reg.Rejected->Message, "call to 'sum' is not inlined: its loops"))
      << Reg.Rejected->Message;
}

TEST(HelperInlining, AnArgumentThatIsNoArrayIsRefused) {
  auto R = liftCode(std::string(Axpy) + R"(
void picked(int M, int N, const float *X, float *P, float *Q) {
  for (int i = 0; i < M; ++i)
    axpy(N, 2.0f, X, i % 2 ? P : Q);
}
)",
                    {"-std=c99"}, "snippet.c");
  const Region& Reg = regionOf(R, "picked");
  ASSERT_FALSE(Reg.lifted());
  EXPECT_TRUE(contains(Reg.Rejected->Message,
                       "call to 'axpy' is not inlined: argument 'i % 2 ? P : Q' is not an array"))
      << Reg.Rejected->Message;
}

} // namespace

// A helper's calls are all known when it has internal linkage, each use is a direct call in a
// function body, and no use takes its address: only then may the planner judge it by its
// callers alone (tool/FileDecisions.cpp).
TEST(HelperInlining, AllCallsShownOnlyForStaticHelpersCalledDirectly) {
  const std::string Caller = R"(
void nn(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      axpy(N, A[i * K + k], &B[k * N], C + i * N);
}
)";
  auto Direct = liftCode(std::string(Axpy) + Caller, {"-std=c99"}, "snippet.c");
  EXPECT_TRUE(regionOf(Direct, "axpy").AllCallsShown);
  EXPECT_EQ(regionOf(Direct, "axpy").CallSites.size(), 1u);

  std::string External = Axpy;
  External.replace(External.find("static inline "), 14, "");
  auto Visible = liftCode(External + Caller, {"-std=c99"}, "snippet.c");
  EXPECT_FALSE(regionOf(Visible, "axpy").AllCallsShown);

  auto Pointer = liftCode(std::string(Axpy) + Caller +
                              "void (*pick(void))(int, float, const float *, float *) {\n"
                              "  return axpy;\n}\n",
                          {"-std=c99"}, "snippet.c");
  EXPECT_FALSE(regionOf(Pointer, "axpy").AllCallsShown);

  auto Table = liftCode(std::string(Axpy) + Caller +
                            "void (*const ops[])(int, float, const float *, float *) = {axpy};\n",
                        {"-std=c99"}, "snippet.c");
  EXPECT_FALSE(regionOf(Table, "axpy").AllCallsShown);
}
