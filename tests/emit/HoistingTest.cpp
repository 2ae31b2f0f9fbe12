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

std::string printed(const std::string& text) {
  ParseResult<Program> P = parseProgram(text);
  EXPECT_TRUE(P) << P.Error;
  std::map<std::string, emit::Variable> Vars = {{"x", {"x", "double", {"n", "c"}}},
                                                {"y", {"y", "double", {"n", "c"}}},
                                                {"v", {"v", "double", {"c"}}}};
  emit::EmitResult E = emit::emitProgram(*P.Value, Vars, Library::Blas);
  EXPECT_TRUE(E.Ok) << E.Reason;
  return E.Code.Text;
}

size_t count(const std::string& text, const std::string& what) {
  size_t N = 0;
  for (size_t Pos = text.find(what); Pos != std::string::npos; Pos = text.find(what, Pos + 1))
    ++N;
  return N;
}

const char* const Kernel = "(kernel k (param n 100 int) (param c 50 int) (array x double n c) "
                           "(array y double n c) (array v double c) ";
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

} // namespace
