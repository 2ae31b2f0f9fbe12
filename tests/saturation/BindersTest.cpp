// De Bruijn operations of Binders.h. Terms are written with `#k`, a raw De Bruijn index at its
// position (under one binder, #1 is the first variable free in the whole term). The cases are the
// ones a naive implementation gets wrong: variables captured under binders, free variables of the
// substituted value that must be shifted, and the other free variables of a body that must drop.

#include "saturation/Binders.h"
#include "saturation/EGraph.h"
#include "saturation/Interpreter.h"
#include "saturation/Program.h"
#include "saturation/Rules.h"
#include "saturation/Runner.h"

#include <gtest/gtest.h>

#include <string>

using namespace liar::ir;

namespace {

Term parse(const std::string& text) {
  ParseResult<Term> R = parseTerm(text);
  if (!R) ADD_FAILURE() << "cannot parse " << text << ": " << R.Error;
  return R ? *R.Value : Term{};
}

/// Structural equality, with both sides printed by the same printer on failure.
void expectSameTerm(const Term& actual, const std::string& expected) {
  Term E = parse(expected);
  EXPECT_TRUE(actual == E) << "got " << printTerm(actual) << ", expected " << printTerm(E);
  EXPECT_EQ(printTerm(actual), printTerm(E));
}

// ---- printing open terms ----

// The printer writes a free variable as the raw index the parser reads, so an open term under
// binders survives a round trip (it used to print the index relative to the root: #0 here, which
// the parser reads back as the bound y).
TEST(BindersPrint, OpenTermRoundTrips) {
  for (const char* Text : {"(lambda y (+ #1 y))", "(+ #0 (lambda z (lambda w (* #3 (+ z w)))))"}) {
    Term T = parse(Text);
    Term Back = parse(printTerm(T));
    EXPECT_TRUE(Back == T) << Text << " printed as " << printTerm(T);
    EXPECT_EQ(freeVariables(Back), freeVariables(T)) << Text;
  }
  EXPECT_EQ(printTerm(parse("(lambda y (+ #1 y))")), "(lambda $0 (+ #1 $0))");
}

// ---- freeVariables ----

TEST(BindersFreeVariables, ClosedTermHasNone) {
  EXPECT_EQ(freeVariables(parse("(lambda x (lambda y (+ x (* y a))))")), 0u);
}

TEST(BindersFreeVariables, IndexIsRelativeToItsBinders) {
  // Under one binder #1 is free variable 0; the bound y is not free.
  EXPECT_EQ(freeVariables(parse("(lambda y (+ #1 y))")), freeBit(0));
  // Same raw index at different depths: #2 at depth 0 is free 2, at depth 2 it is free 0.
  EXPECT_EQ(freeVariables(parse("(+ #2 (lambda y (lambda z #2)))")), freeBit(2) | freeBit(0));
  EXPECT_EQ(freeVariables(parse("(+ #0 #3)")), freeBit(0) | freeBit(3));
}

TEST(BindersFreeVariables, LargeIndicesShareTheLastBit) {
  EXPECT_EQ(freeBit(63), freeBit(70));
  EXPECT_EQ(freeVariables(parse("(+ #70 #1)")), freeBit(63) | freeBit(1));
}

// ---- renameFree / shiftFree ----

TEST(BindersRename, RenamesOnlyFreeVariables) {
  std::optional<Term> R = renameFree(parse("(+ #0 (lambda z (* z #2)))"),
                                     [](int k) { return std::optional<int>(k + 5); });
  ASSERT_TRUE(R.has_value());
  // #2 under z is free 1 -> 6, written #7 under z; z itself stays bound.
  expectSameTerm(*R, "(+ #5 (lambda z (* z #7)))");
}

TEST(BindersRename, FailsWhenDroppedVariableOccurs) {
  auto DropOne = [](int k) {
    return k == 1 ? std::nullopt : std::optional<int>(k == 0 ? 0 : k - 1);
  };
  EXPECT_FALSE(renameFree(parse("(+ #0 #1)"), DropOne).has_value());
  // The dropped variable seen under a binder (#2 at depth 1 is free 1) also fails.
  EXPECT_FALSE(renameFree(parse("(lambda y (+ y #2))"), DropOne).has_value());
  // Not occurring, it is fine; the variables above it move down.
  std::optional<Term> R = renameFree(parse("(lambda y (+ #1 #3))"), DropOne);
  ASSERT_TRUE(R.has_value());
  expectSameTerm(*R, "(lambda y (+ #1 #2))");
}

TEST(BindersRename, BoundVariablesAreNeverRenamed) {
  auto Never = [](int) { return std::optional<int>(); };
  std::optional<Term> R = renameFree(parse("(lambda x (lambda y (+ x y)))"), Never);
  ASSERT_TRUE(R.has_value());
  expectSameTerm(*R, "(lambda x (lambda y (+ x y)))");
}

TEST(BindersShift, ShiftsFreeButNotBound) {
  expectSameTerm(shiftFree(parse("(lambda y (+ #1 y))"), 2), "(lambda y (+ #3 y))");
  expectSameTerm(shiftFree(parse("(+ #0 a)"), 1), "(+ #1 a)");
  expectSameTerm(shiftFree(parse("(lambda y (* y a))"), 4), "(lambda y (* y a))");
}

TEST(BindersShift, ShiftUpThenDownIsIdentity) {
  Term T = parse("(build N (lambda i (+ (index #1 i) #3)))");
  expectSameTerm(shiftFree(shiftFree(T, 3), -3), "(build N (lambda i (+ (index #1 i) #3)))");
}

// ---- substituteBound ----

TEST(BindersSubstitute, ReplacesBoundAndLowersOthers) {
  // Body of (lambda x ...): #0 is x, #2 is free 1 of the lambda -> free 1 - 1 = 0 outside.
  expectSameTerm(substituteBound(parse("(+ #0 #2)"), parse("c")), "(+ c #1)");
}

TEST(BindersSubstitute, ValueIsShiftedUnderBinders) {
  // x is #1 under y. A naive substitution would put #0 there and capture it as y.
  expectSameTerm(substituteBound(parse("(lambda y (+ #1 y))"), parse("(* #0 #3)")),
                 "(lambda y (+ (* #1 #4) y))");
  Term Naive = parse("(lambda y (+ (* #0 #3) y))");
  EXPECT_FALSE(substituteBound(parse("(lambda y (+ #1 y))"), parse("(* #0 #3)")) == Naive);
}

TEST(BindersSubstitute, NestedLambdas) {
  // At depth 2: #2 is x (gets the value shifted by 2), #3 is free 1 (lowered to free 0 = #2).
  expectSameTerm(substituteBound(parse("(lambda y (lambda z (* #2 (+ y #3))))"), parse("#0")),
                 "(lambda y (lambda z (* #2 (+ y #2))))");
  // A closed value is not changed by the shift.
  expectSameTerm(substituteBound(parse("(lambda y (lambda z (* #2 z)))"), parse("(lambda w w)")),
                 "(lambda y (lambda z (* (lambda w w) z)))");
}

TEST(BindersSubstitute, BoundVariableNotOccurring) {
  // The value disappears; free variables of the body still drop by one.
  expectSameTerm(substituteBound(parse("(+ a #1)"), parse("(* b #5)")), "(+ a #0)");
  expectSameTerm(substituteBound(parse("(lambda y y)"), parse("#0")), "(lambda y y)");
}

// ---- beta reduction on an e-graph ----

const Rule& betaReduce() {
  static const std::vector<Rule> Language = languageRules();
  for (const Rule& R : Language)
    if (R.Name == "beta-reduce") return R;
  throw std::logic_error("no beta-reduce rule");
}

TEST(BindersBeta, ReducesUnderBinderWithShift) {
  // The argument (+ w 1.0) mentions the outer binder w; inside the inner lambda y it must
  // still refer to w, not to y.
  const std::string Input = "(lambda w (app (lambda x (lambda y (+ x (* y w)))) (+ w 1.0)))";
  const std::string Expected = "(lambda w (lambda y (+ (+ w 1.0) (* y w))))";
  EGraph G;
  ClassId Root = G.addTerm(parse(Input));
  RunReport Report = runRules(G, std::span<const Rule>(&betaReduce(), 1), RunnerLimits{});
  EXPECT_EQ(Report.Stop, StopReason::Saturated);

  // The smallest term of the root class is the reduced one, printed like the expected text.
  SmallestTerms Smallest;
  Smallest.compute(G);
  std::optional<Term> Best = Smallest.termOf(G.find(Root));
  ASSERT_TRUE(Best.has_value());
  EXPECT_EQ(printTerm(*Best), printTerm(parse(Expected)));

  // The captured form (y in place of w) is not equal to the input.
  ClassId Captured = G.addTerm(parse("(lambda w (lambda y (+ (+ y 1.0) (* y w))))"));
  G.rebuild();
  EXPECT_NE(G.find(Captured), G.find(Root));

  // And both mean the same function: apply them to numbers.
  Environment Env;
  auto Apply = [](const std::string& f) { return "(app (app " + f + " 0.75) -2.5)"; };
  EXPECT_LT(maxRelativeDifference(evaluate(parse(Apply(Input)), Env),
                                  evaluate(parse(Apply(Expected)), Env)),
            1e-12);
}

TEST(BindersBeta, ArgumentDroppedWhenUnused) {
  EGraph G;
  ClassId Root = G.addTerm(parse("(lambda w (app (lambda x (* w 2.0)) (neg w)))"));
  runRules(G, std::span<const Rule>(&betaReduce(), 1), RunnerLimits{});
  ClassId Reduced = G.addTerm(parse("(lambda w (* w 2.0))"));
  G.rebuild();
  EXPECT_EQ(G.find(Reduced), G.find(Root));
}

} // namespace
