// Code printed from the IR evaluates it as a DAG: a fold is printed before the loops whose
// indices it does not read, and once where the same fold appears twice; a sum over the rows of
// a matrix into a vector is printed with the rows outside. The values are the loops' own: the
// golden test printed-dag.c builds and runs such rewrites against the original.
#include "emit/CodeGen.h"
#include "saturation/Program.h"

#include <gtest/gtest.h>

using namespace liar;
using namespace liar::ir;

namespace {

emit::RegionCode emitted(const std::string& text, bool parallelLoops) {
  ParseResult<Program> P = parseProgram(text);
  EXPECT_TRUE(P) << P.Error;
  std::map<std::string, emit::Variable> Vars = {{"x", {"x", "double", {"n", "c"}}},
                                                {"y", {"y", "double", {"n", "c"}}},
                                                {"z", {"z", "double", {"n", "n", "c"}}},
                                                {"v", {"v", "double", {"c"}}}};
  emit::EmitResult E = emit::emitProgram(*P.Value, Vars, Library::Blas, "  ", parallelLoops);
  EXPECT_TRUE(E.Ok) << E.Reason;
  return E.Code;
}

std::string printed(const std::string& text) {
  return emitted(text, false).Text;
}

size_t count(const std::string& text, const std::string& what) {
  size_t N = 0;
  for (size_t Pos = text.find(what); Pos != std::string::npos; Pos = text.find(what, Pos + 1))
    ++N;
  return N;
}

const char* const Kernel = "(kernel k (param n 100 int) (param c 50 int) (array x double n c) "
                           "(array y double n c) (array z double n n c) (array v double c) ";
const std::string RowSum = "(ifold c 0.0 (lambda j (lambda acc (+ acc (index (index x r) j)))))";

std::string def(const std::string& name, const std::string& value) {
  return std::string(Kernel) + "(def " + name + " " + value + "))";
}

TEST(HoistingTest, ARowStatisticIsPrintedOncePerRowBeforeTheElementLoop) {
  std::string Text = printed(def(
      "y", "(build n (lambda r (build c (lambda i (- (index (index x r) i) " + RowSum + ")))))"));
  size_t Rows = Text.find("for (long liar_i0 = 0;");
  size_t Sum = Text.find("double liar_acc2 = 0.0;");
  size_t Elements = Text.find("for (long liar_i1 = 0;");
  ASSERT_NE(Sum, std::string::npos) << Text;
  EXPECT_LT(Rows, Sum) << Text;
  EXPECT_LT(Sum, Elements) << Text;
  EXPECT_NE(Text.find("y[liar_i0][liar_i1] = (x[liar_i0][liar_i1] - liar_acc2);"),
            std::string::npos)
      << Text;
}

TEST(HoistingTest, TheSameFoldTwiceIsPrintedOnce) {
  std::string Text = printed(def("y", "(build n (lambda r (build c (lambda i (/ (- (index (index "
                                      "x r) i) " +
                                          std::string(RowSum) + ") " + RowSum + ")))))"));
  EXPECT_EQ(count(Text, "double liar_acc"), 1u) << Text;
}

TEST(HoistingTest, AFoldThatReadsNoIndexIsPrintedBeforeAllLoops) {
  std::string Text = printed(
      def("v", "(build c (lambda i (- (index (index x 0) i) (ifold c 0.0 (lambda j (lambda acc "
               "(+ acc (index (index x 0) j))))))))"));
  size_t Sum = Text.find("double liar_acc");
  ASSERT_NE(Sum, std::string::npos) << Text;
  EXPECT_LT(Sum, Text.find("for (long liar_i0 = 0;")) << Text;
}

TEST(HoistingTest, AnInvariantFoldInsideAFoldBodyIsPrintedBeforeThatFold) {
  // The variance of a row: its mean is read at every step, computed once per row.
  std::string Mean = std::string("(/ ") + RowSum + " 50.0)";
  std::string Text = printed(
      def("y", "(build n (lambda r (build c (lambda i (ifold c 0.0 (lambda j (lambda acc (+ acc (* "
               "(- (index (index x r) j) " +
                   Mean + ") (- (index (index x r) j) " + Mean + "))))))))))"));
  EXPECT_EQ(count(Text, "double liar_acc"), 2u) << Text;
  // Both sums come before the element loop (liar_i1), the mean before the variance.
  size_t Elements = Text.find("for (long liar_i1 = 0;");
  size_t First = Text.find("double liar_acc");
  size_t Second = Text.find("double liar_acc", First + 1);
  EXPECT_LT(Second, Elements) << Text;
  EXPECT_LT(Text.find("liar_acc4 = (liar_acc4 + "), Text.find("liar_acc2 = (liar_acc2 + ")) << Text;
}

TEST(HoistingTest, ASumOverRowsIsPrintedWithTheRowsOutside) {
  std::string Text = printed(def(
      "v", "(build c (lambda i (ifold n (index v i) (lambda r (lambda acc (+ acc (index (index x "
           "r) i)))))))"));
  EXPECT_EQ(count(Text, "liar_acc"), 0u) << Text;
  size_t Rows = Text.find("for (long liar_i0 = 0; liar_i0 < n;");
  size_t Columns = Text.find("for (long liar_i1 = 0; liar_i1 < c;");
  ASSERT_NE(Rows, std::string::npos) << Text;
  EXPECT_LT(Rows, Columns) << Text;
  EXPECT_NE(Text.find("v[liar_i1] = (v[liar_i1] + x[liar_i0][liar_i1]);"), std::string::npos)
      << Text;
}

TEST(HoistingTest, ASumOverRowsFromAnotherValueStoresItFirst) {
  std::string Text = printed(
      def("v", "(build c (lambda i (ifold n 0.0 (lambda r (lambda acc (+ acc (index (index x r) "
               "i)))))))"));
  size_t Fill = Text.find("v[liar_i0] = 0.0;");
  ASSERT_NE(Fill, std::string::npos) << Text;
  EXPECT_LT(Fill, Text.find("for (long liar_i1 = 0; liar_i1 < n;")) << Text;
}

TEST(HoistingTest, ASumAlongRowsKeepsItsLoopOrder) {
  // y's rows follow the build's index: the fold walks them along their layout already.
  std::string Text = printed(
      def("v", "(build c (lambda i (ifold c 0.0 (lambda r (lambda acc (+ acc (index (index x i) "
               "r)))))))"));
  EXPECT_EQ(count(Text, "double liar_acc"), 1u) << Text;
}

// dW[o][i] += sum over a, b of z[b][a][i] * x[a][o] (a weight gradient over activations stored
// time-major): the folds go between the two builds, i innermost reads z along its rows, and o
// stays outermost, work-shared under the user's threads.
const std::string TimeMajor =
    "(build n (lambda o (build c (lambda i (ifold n (index (index y o) i) (lambda a (lambda acc "
    "(ifold n acc (lambda b (lambda acc1 (+ acc1 (* (index (index (index z b) a) i) (index (index "
    "x a) o)))))))))))))";

TEST(HoistingTest, ChainedSumsAgainstRowsGoBetweenTheOuterBuildAndTheInnermost) {
  emit::RegionCode Code = emitted(def("y", TimeMajor), true);
  const std::string& Text = Code.Text;
  EXPECT_EQ(count(Text, "liar_acc"), 0u) << Text;
  size_t Pragma = Text.find("#pragma omp parallel for");
  size_t Outer = Text.find("for (long liar_i0 = 0; liar_i0 < n;");
  size_t A = Text.find("for (long liar_i1 = 0; liar_i1 < n;");
  size_t B = Text.find("for (long liar_i2 = 0; liar_i2 < n;");
  size_t Inner = Text.find("for (long liar_i3 = 0; liar_i3 < c;");
  ASSERT_NE(Inner, std::string::npos) << Text;
  EXPECT_LT(Pragma, Outer) << Text;
  EXPECT_LT(Outer, A) << Text;
  EXPECT_LT(A, B) << Text;
  EXPECT_LT(B, Inner) << Text;
  EXPECT_NE(Text.find("y[liar_i0][liar_i3] = (y[liar_i0][liar_i3] + (z[liar_i2][liar_i1][liar_i3] "
                      "* x[liar_i1][liar_i0]));"),
            std::string::npos)
      << Text;
  EXPECT_FALSE(Code.LoopsOffTeam) << Text;
}

TEST(HoistingTest, ASumOverRowsIntoAVectorIsWorkSharedByBlocksOfColumns) {
  // Its only build is the innermost loop: under the user's threads its columns are cut into
  // blocks, the block loop outermost and shared, each thread's block updated row after row.
  emit::RegionCode Code = emitted(
      def("v", "(build c (lambda i (ifold n (index v i) (lambda r (lambda acc (+ acc (index (index "
               "x r) i)))))))"),
      true);
  const std::string& Text = Code.Text;
  size_t Pragma = Text.find("#pragma omp parallel for");
  size_t Blocks = Text.find("for (long liar_i0 = 0; liar_i0 < ((c) + 63) / 64;");
  size_t Rows = Text.find("for (long liar_i1 = 0; liar_i1 < n;");
  size_t Columns = Text.find("for (long liar_i2 = 0; liar_i2 < ((c) - liar_i0 * 64 < 64 ? (c) - "
                             "liar_i0 * 64 : 64);");
  ASSERT_NE(Columns, std::string::npos) << Text;
  EXPECT_LT(Pragma, Blocks) << Text;
  EXPECT_LT(Blocks, Rows) << Text;
  EXPECT_LT(Rows, Columns) << Text;
  EXPECT_NE(Text.find("v[(liar_i0 * 64 + liar_i2)] = (v[(liar_i0 * 64 + liar_i2)] + "
                      "x[liar_i1][(liar_i0 * 64 + liar_i2)]);"),
            std::string::npos)
      << Text;
  EXPECT_FALSE(Code.LoopsOffTeam) << Text;
}

TEST(HoistingTest, ASumOverRowsIntoAVectorIsOneLoopNestWithoutTheUsersThreads) {
  std::string Text = printed(def(
      "v", "(build c (lambda i (ifold n (index v i) (lambda r (lambda acc (+ acc (index (index x "
           "r) i)))))))"));
  EXPECT_EQ(count(Text, "for (long"), 2u) << Text;
  EXPECT_EQ(count(Text, " * 64"), 0u) << Text;
}

TEST(HoistingTest, ASumAlongRowsIsWorkSharedInItsOwnOrder) {
  emit::RegionCode Code = emitted(
      def("v", "(build c (lambda i (ifold c 0.0 (lambda r (lambda acc (+ acc (index (index x i) "
               "r)))))))"),
      true);
  EXPECT_EQ(count(Code.Text, "#pragma omp parallel for"), 1u) << Code.Text;
  EXPECT_FALSE(Code.LoopsOffTeam) << Code.Text;
}

TEST(HoistingTest, ASumAgainstRowsThatCannotMoveIsOffTheTeam) {
  // A triangle: the fold's count is the build's index, so its loop stays inside, against x's
  // rows.
  emit::RegionCode Code = emitted(
      def("v", "(build c (lambda i (ifold i 0.0 (lambda r (lambda acc (+ acc (index (index x r) "
               "i)))))))"),
      true);
  EXPECT_NE(Code.Text.find("double liar_acc"), std::string::npos) << Code.Text;
  EXPECT_TRUE(Code.LoopsOffTeam) << Code.Text;
}

TEST(HoistingTest, ARowStatisticOfTheFoldsDoesNotKeepThemInside) {
  // v[i] += sum over r, s of z[r][s][i] * x[r][s]: x does not follow i, so it is read once per
  // step either way; z decides, and the folds go outside.
  std::string Text = printed(
      def("v", "(build c (lambda i (ifold n (index v i) (lambda r (lambda acc (ifold n acc (lambda "
               "s (lambda acc1 (+ acc1 (* (index (index (index z r) s) i) (index (index x r) "
               "s)))))))))))"));
  EXPECT_EQ(count(Text, "liar_acc"), 0u) << Text;
  EXPECT_NE(Text.find("v[liar_i2] = (v[liar_i2] + (z[liar_i0][liar_i1][liar_i2] * "
                      "x[liar_i0][liar_i1]));"),
            std::string::npos)
      << Text;
}

} // namespace
