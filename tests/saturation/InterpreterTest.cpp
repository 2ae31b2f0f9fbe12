// The interpreter is the reference semantics; these pin down the IR's meaning.
#include "saturation/Interpreter.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace liar::ir;

namespace {

Value eval(std::string_view text, const Environment& env = {}) {
  ParseResult<Term> T = parseTerm(text);
  EXPECT_TRUE(T) << T.Error;
  return evaluate(*T.Value, env);
}

Value vec(std::initializer_list<double> xs) {
  std::vector<Value> V;
  for (double X : xs)
    V.push_back(Value::num(X));
  return Value::array(V);
}

TEST(InterpreterTest, FoldAppliesTheIndexThenTheAccumulator) {
  // ifold 3 init f = f 2 (f 1 (f 0 init)); with f i a = 10 * a + i this spells the digits.
  EXPECT_EQ(eval("(ifold 3 7 (lambda i (lambda a (+ (* 10 a) i))))").Num, 7012);
}

TEST(InterpreterTest, ConversionsToFloatRound) {
  EXPECT_EQ(eval("(tofloat 0.1)").Num, static_cast<double>(0.1f));
  EXPECT_EQ(eval("(todouble 3)").Num, 3.0);
}

TEST(InterpreterTest, BuildAndIndex) {
  Value A = eval("(build 4 (lambda i (* i i)))");
  ASSERT_EQ(A.size(), 4u);
  EXPECT_EQ(A[3].Num, 9);
  EXPECT_EQ(eval("(index (build 4 (lambda i (* i i))) 2)").Num, 4);
}

TEST(InterpreterTest, TriangularSizesDependOnOuterIndices) {
  Value T = eval("(build 3 (lambda i (build (+ i 1) (lambda j j))))");
  EXPECT_EQ(T[0].size(), 1u);
  EXPECT_EQ(T[2].size(), 3u);
}

TEST(InterpreterTest, SelectTuplesAndIntegerDivision) {
  EXPECT_EQ(eval("(select (< 1 2) 10 20)").Num, 10);
  EXPECT_EQ(eval("(snd (tuple 1 2))").Num, 2);
  EXPECT_EQ(eval("(idiv -7 2)").Num, -3); // C truncates toward zero
  EXPECT_EQ(eval("(app (lambda x (* x 3)) 5)").Num, 15);
}

TEST(InterpreterTest, SymbolsAndParametersComeFromTheEnvironment) {
  Environment Env;
  Env.Values["x"] = vec({1, 2, 3});
  Env.Params["N"] = 3;
  EXPECT_EQ(eval("(ifold N 0 (lambda i (lambda a (+ a (index x i)))))", Env).Num, 6);
}

TEST(InterpreterTest, LibraryCallsMatchTheirLoopDefinitions) {
  Environment Env;
  Env.Values["A"] = Value::array({vec({1, 2, 3}), vec({4, 5, 6})});        // 2 x 3
  Env.Values["B"] = Value::array({vec({1, 0}), vec({2, 1}), vec({0, 3})}); // 3 x 2
  Env.Values["C"] = Value::array({vec({1, 1}), vec({1, 1})});
  Env.Values["x"] = vec({1, 1, 2});
  Env.Values["y"] = vec({3, 4});
  Value Gemm = eval("(gemm_nn 2.0 A B 3.0 C)", Env);
  Value Loops = eval("(build 2 (lambda i (build 2 (lambda j (+ (* 2.0 (ifold 3 0.0 (lambda k "
                     "(lambda a (+ a (* (index (index A i) k) (index (index B k) j))))))) "
                     "(* 3.0 (index (index C i) j)))))))",
                     Env);
  EXPECT_EQ(maxRelativeDifference(Gemm, Loops), 0);
  EXPECT_EQ(maxRelativeDifference(eval("(gemm0_tt 1.0 B A)", Env),
                                  eval("(transpose (gemm0_nn 1.0 A B))", Env)),
            0);
  EXPECT_EQ(maxRelativeDifference(eval("(gemv_t 1.0 A y 0.0 x)", Env), vec({19, 26, 33})), 0);
  EXPECT_EQ(maxRelativeDifference(eval("(ger 1.0 y y C)", Env),
                                  Value::array({vec({10, 13}), vec({13, 17})})),
            0);
  EXPECT_EQ(eval("(dot x x)", Env).Num, 6);
  EXPECT_EQ(maxRelativeDifference(eval("(split 2 (join (split 2 (memset 4 1.5))))", Env),
                                  Value::array({vec({1.5, 1.5}), vec({1.5, 1.5})})),
            0);
}

// BLAS does not read C when beta is 0: a NaN there is overwritten on the triangle, kept on the
// other one, as the loops that set the triangle without reading it do.
TEST(InterpreterTest, SyrkWithBetaZeroDoesNotReadTheTriangle) {
  Environment Env;
  Env.Values["A"] = Value::array({vec({1, 2}), vec({3, 4})});
  Env.Values["C"] = Value::array({vec({NAN, NAN}), vec({NAN, NAN})});
  Value U = eval("(syrk_u 0.5 A 0.0 C)", Env);
  EXPECT_EQ(U[0][0].Num, 2.5);
  EXPECT_EQ(U[0][1].Num, 5.5);
  EXPECT_EQ(U[1][1].Num, 12.5);
  EXPECT_TRUE(std::isnan(U[1][0].Num));
  EXPECT_TRUE(std::isnan(eval("(syrk_l 0.5 A 0.0 C)", Env)[0][1].Num));
}

// The strict triangle leaves the diagonal as C has it.
TEST(InterpreterTest, StrictSyrkKeepsTheDiagonal) {
  Environment Env;
  Env.Values["A"] = Value::array({vec({1, 2}), vec({3, 4})});
  Env.Values["C"] = Value::array({vec({-1, -2}), vec({-3, -4})});
  EXPECT_EQ(maxRelativeDifference(eval("(syrk_su 1.0 A 0.0 C)", Env),
                                  Value::array({vec({-1, 11}), vec({-3, -4})})),
            0);
  EXPECT_EQ(maxRelativeDifference(eval("(syrk_sl 2.0 A 1.0 C)", Env),
                                  Value::array({vec({-1, -2}), vec({19, -4})})),
            0);
}

TEST(InterpreterTest, ElementFunctionsOfTheMathLibraryEvaluate) {
  // The float form rounds to single precision, the double form does not.
  EXPECT_EQ(eval("(fn.tanhf 0.5)").Num, static_cast<double>(static_cast<float>(std::tanh(0.5))));
  EXPECT_EQ(eval("(fn.tanh 0.5)").Num, std::tanh(0.5));
  EXPECT_EQ(eval("(fn.atan2 1.0 2.0)").Num, std::atan2(1.0, 2.0));
  // A function of the user's file: the IR does not hold its body.
  EXPECT_THROW(eval("(fn.activate 0.5 1)"), EvalError);
  EXPECT_THROW(eval("(fn.tanh 0.5 1.0)"), EvalError); // no such arity
}

TEST(InterpreterTest, ErrorsAreReportedNotCrashed) {
  EXPECT_THROW(eval("(index (build 2 (lambda i i)) 5)"), EvalError);
  EXPECT_THROW(eval("(gemm0_nn 1.0 (build 2 (lambda i (build 3 (lambda j 1.0)))) "
                    "(build 2 (lambda i (build 2 (lambda j 1.0)))))"),
               EvalError);
  EXPECT_THROW(eval("(+ nothing 1)"), EvalError);
  EXPECT_THROW(eval("(idiv 1 0)"), EvalError);
}

TEST(InterpreterTest, RelativeDifferenceComparesShapes) {
  EXPECT_EQ(maxRelativeDifference(vec({1, 2}), vec({1, 2, 3})), INFINITY);
  EXPECT_NEAR(maxRelativeDifference(vec({100, 2}), vec({101, 2})), 1.0 / 101, 1e-15);
}

} // namespace
