// Emission keeps C's types and sizes: library calls only on operands of their own type,
// constants and accumulators in the type the source computes in, and run-time sizes guarded.
#include "emit/CodeGen.h"
#include "saturation/Saturate.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace liar;
using namespace liar::ir;

namespace {

emit::EmitResult emitBlas(const std::string& text,
                          const std::map<std::string, emit::Variable>& vars) {
  ParseResult<Program> P = parseProgram(text);
  EXPECT_TRUE(P) << P.Error;
  ProgramSolution S = saturateProgram(*P.Value, Library::Blas);
  return emit::emitProgram(S.Optimized, vars, Library::Blas);
}

const char* Dot = R"((kernel k (param N 64) (scalar s double) (array x float N) (array y float N)
  (def s (ifold N 0.0 (lambda i (lambda a (+ a (* (index x i) (index y i)))))))))";

TEST(EmitTypesTest, NoDoubleCallOnFloatArrays) {
  emit::EmitResult E = emitBlas(
      Dot,
      {{"s", {"s", "double", {}}}, {"x", {"x", "float", {"N"}}}, {"y", {"y", "float", {"N"}}}});
  EXPECT_FALSE(E.Ok && E.Code.Text.find("cblas_") != std::string::npos) << E.Code.Text;
}

TEST(EmitTypesTest, NoCallOnIntegerArrays) {
  emit::EmitResult E = emitBlas(
      Dot, {{"s", {"s", "double", {}}}, {"x", {"x", "int", {"N"}}}, {"y", {"y", "int", {"N"}}}});
  EXPECT_FALSE(E.Ok && E.Code.Text.find("cblas_") != std::string::npos) << E.Code.Text;
}

TEST(EmitTypesTest, FloatCallWhenEverythingIsFloat) {
  emit::EmitResult E = emitBlas(
      Dot, {{"s", {"s", "float", {}}}, {"x", {"x", "float", {"N"}}}, {"y", {"y", "float", {"N"}}}});
  ASSERT_TRUE(E.Ok) << E.Reason;
  EXPECT_NE(E.Code.Text.find("cblas_sdot(N, &x[0], 1, &y[0], 1)"), std::string::npos)
      << E.Code.Text;
}

TEST(EmitTypesTest, ConstantsTakeTheTypeOfTheirOperation) {
  // y[i] = (float)(0.1 * (double)x[i]): 0.1 is a double, the product too.
  emit::EmitResult E = emitBlas(R"((kernel k (param N 8) (array x float N) (array y float N)
      (def y (build N (lambda i (tofloat (* 0.1 (todouble (index x i)))))))))",
                                {{"x", {"x", "float", {"N"}}}, {"y", {"y", "float", {"N"}}}});
  ASSERT_TRUE(E.Ok) << E.Reason;
  EXPECT_NE(E.Code.Text.find("((float)((0.1 * ((double)(x[liar_i0])))))"), std::string::npos)
      << E.Code.Text;
}

TEST(EmitTypesTest, IntegerAccumulatorsKeepTheirType) {
  emit::EmitResult E = emitBlas(R"((kernel k (param N 8) (scalar s int) (array x int N)
      (def s (ifold N 0 (lambda i (lambda a (+ a (index x i))))))))",
                                {{"s", {"s", "unsigned long", {}}}, {"x", {"x", "long", {"N"}}}});
  ASSERT_TRUE(E.Ok) << E.Reason;
  EXPECT_NE(E.Code.Text.find("unsigned long liar_acc0 = 0;"), std::string::npos) << E.Code.Text;
}

TEST(EmitTypesTest, RunTimeSizesAreGuarded) {
  std::map<std::string, emit::Variable> Vars = {
      {"a", {"a", "double", {}}}, {"x", {"x", "double", {"n"}}}, {"y", {"y", "double", {"n"}}}};
  const char* Axpy = R"((kernel k (param n 100 %s) (scalar a double) (array x double n)
      (array y double n)
      (def y (build n (lambda i (+ (index y i) (* a (index x i))))))))";
  char Text[512];
  std::snprintf(Text, sizeof Text, Axpy, "int");
  emit::EmitResult E = emitBlas(Text, Vars);
  ASSERT_TRUE(E.Ok) << E.Reason;
  // The run-time alpha is guarded too: axpy by 0 returns early, the loops do not. A vector
  // shorter than the vector calls' edge runs the loop.
  EXPECT_EQ(E.Code.Guards, (std::vector<std::string>{"(n) > 0", "a != 0", "(n) >= 32"}));
  std::snprintf(Text, sizeof Text, Axpy, "long");
  E = emitBlas(Text, Vars);
  ASSERT_TRUE(E.Ok) << E.Reason;
  EXPECT_EQ(E.Code.Guards,
            (std::vector<std::string>{"(n) > 0", "liar_fits_int(n)", "a != 0", "(n) >= 32"}));
}

// A gemm of run-time sizes runs from its family's edge cubed, its factors in one order; the
// same gemm of sizes known at compile time has no such condition (the cost model sees them).
TEST(EmitTypesTest, LibraryCallsOfRunTimeSizesHaveASizeThreshold) {
  const char* Gemm = R"((kernel k (param m 100 %s) (param n 100 %s) (param p 100 %s)
      (array A double m p) (array B double p n) (array C double m n)
      (def C (build m (lambda i (build n (lambda j
        (+ (index (index C i) j)
           (ifold p 0.0 (lambda k (lambda s
             (+ s (* (index (index A i) k) (index (index B k) j))))))))))))))";
  std::map<std::string, emit::Variable> Vars = {{"A", {"A", "double", {"m", "p"}}},
                                                {"B", {"B", "double", {"p", "n"}}},
                                                {"C", {"C", "double", {"m", "n"}}}};
  char Text[768];
  std::snprintf(Text, sizeof Text, Gemm, "int", "int", "int");
  emit::EmitResult E = emitBlas(Text, Vars);
  ASSERT_TRUE(E.Ok) << E.Reason;
  ASSERT_NE(E.Code.Text.find("cblas_dgemm"), std::string::npos) << E.Code.Text;
  EXPECT_NE(std::find(E.Code.Guards.begin(), E.Code.Guards.end(),
                      "(double)(m) * (n) * (p) >= " +
                          std::to_string(defaults::kLevel3MinEdge * defaults::kLevel3MinEdge *
                                         defaults::kLevel3MinEdge)),
            E.Code.Guards.end());
  std::snprintf(Text, sizeof Text, Gemm, "", "", "");
  E = emitBlas(Text, Vars);
  ASSERT_TRUE(E.Ok) << E.Reason;
  ASSERT_NE(E.Code.Text.find("cblas_dgemm"), std::string::npos) << E.Code.Text;
  for (const std::string& G : E.Code.Guards)
    EXPECT_EQ(G.find(">="), std::string::npos) << G;
}

} // namespace
