// Invariants of the e-graph after rebuild (hash-consing, congruence, canonical memo, union-find),
// its analysis (free variables, size estimates, shapes, and how merging joins them), and the
// runner's stop reasons and per-iteration statistics.

#include "saturation/EGraph.h"
#include "saturation/Binders.h"
#include "saturation/Interner.h"
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

// ---- hash-consing, congruence, union-find ----

TEST(EGraphInvariants, HashConsingSharesEqualTerms) {
  EGraph G;
  ClassId First = G.addTerm(parse("(+ a (* b c))"));
  size_t Nodes = G.numNodes(), Classes = G.numClasses();
  EXPECT_EQ(Nodes, 5u); // a, b, c, *, +
  EXPECT_EQ(G.addTerm(parse("(+ a (* b c))")), First);
  EXPECT_EQ(G.numNodes(), Nodes);
  EXPECT_EQ(G.numClasses(), Classes);
  // A shared subterm is one node: (* b c) again adds only the new root.
  G.addTerm(parse("(neg (* b c))"));
  EXPECT_EQ(G.numNodes(), Nodes + 1);
}

TEST(EGraphInvariants, CongruenceAfterRebuild) {
  EGraph G;
  ClassId A = G.addTerm(parse("a")), B = G.addTerm(parse("b"));
  ClassId FA = G.addTerm(parse("(neg a)")), FB = G.addTerm(parse("(neg b)"));
  ClassId GFA = G.addTerm(parse("(sqrt (neg a))")), GFB = G.addTerm(parse("(sqrt (neg b))"));
  EXPECT_NE(G.find(FA), G.find(FB));
  EXPECT_TRUE(G.merge(A, B));
  G.rebuild();
  // Congruence propagates upward through every level of parents.
  EXPECT_EQ(G.find(FA), G.find(FB));
  EXPECT_EQ(G.find(GFA), G.find(GFB));
  // The two neg nodes became one canonical node, stored once.
  EXPECT_EQ(G.eclass(FA).Nodes.size(), 1u);
  EXPECT_EQ(G.numClasses(), 3u);
  EXPECT_EQ(G.numNodes(), 4u); // a, b, neg, sqrt
}

TEST(EGraphInvariants, MemoIsCanonicalAfterRebuild) {
  EGraph G;
  ClassId A = G.addTerm(parse("a")), B = G.addTerm(parse("b"));
  ClassId FB = G.addTerm(parse("(neg b)"));
  G.merge(A, B);
  G.rebuild();
  // Looking the parent up by either child, or by the canonical child, finds its class.
  EXPECT_EQ(G.lookup(Node::make(Op::Neg, {A})), G.find(FB));
  EXPECT_EQ(G.lookup(Node::make(Op::Neg, {B})), G.find(FB));
  EXPECT_EQ(G.lookup(G.canonicalize(Node::make(Op::Neg, {B}))), G.find(FB));
  // Every node stored in a class is canonical and is what the memo maps to that class.
  for (ClassId C : G.classIds())
    for (const Node& N : G.eclass(C).Nodes) {
      EXPECT_TRUE(N == G.canonicalize(N));
      EXPECT_EQ(G.lookup(N), C);
    }
  // Adding the node again creates nothing.
  size_t Nodes = G.numNodes();
  EXPECT_EQ(G.add(Node::make(Op::Neg, {A})), G.find(FB));
  EXPECT_EQ(G.numNodes(), Nodes);
}

TEST(EGraphInvariants, UnionFindIsTransitive) {
  EGraph G;
  ClassId A = G.addTerm(parse("a")), B = G.addTerm(parse("b")), C = G.addTerm(parse("c"));
  ClassId D = G.addTerm(parse("d"));
  EXPECT_TRUE(G.merge(A, B));
  EXPECT_TRUE(G.merge(B, C));
  EXPECT_FALSE(G.merge(C, A)); // already one class
  EXPECT_EQ(G.find(A), G.find(C));
  EXPECT_NE(G.find(A), G.find(D));
  EXPECT_EQ(G.numClasses(), 2u);
  G.rebuild();
  EXPECT_EQ(G.eclass(A).Nodes.size(), 3u);
  EXPECT_EQ(G.classIds().size(), 2u);
}

// ---- analysis ----

TEST(EGraphAnalysis, FreeVariablesOfLambdas) {
  EGraph G;
  EXPECT_EQ(G.data(G.addTerm(parse("(lambda x (lambda y (+ x y)))"))).Free, 0u);
  // Under x, #1 is the first variable free in the whole term.
  EXPECT_EQ(G.data(G.addTerm(parse("(lambda x (+ x #1))"))).Free, freeBit(0));
  EXPECT_EQ(G.data(G.addTerm(parse("(lambda x (lambda y (* #3 y)))"))).Free, freeBit(1));
  EXPECT_EQ(G.data(G.addTerm(parse("(+ #0 #2)"))).Free, freeBit(0) | freeBit(2));
  // The analysis agrees with Binders' freeVariables on a term with binders at several depths.
  Term T = parse("(build N (lambda i (ifold #2 #3 (lambda j (lambda acc (+ acc (* i #5)))))))");
  EXPECT_EQ(G.data(G.addTerm(T)).Free, freeVariables(T));
}

class EGraphSizes : public ::testing::Test {
protected:
  EGraph G;
  ClassId N;
  EGraphSizes() {
    G.declareSymbol(internName("N"), SymbolInfo{Shape::scalar(), 8});
    N = G.addTerm(parse("N"));
    G.declareSymbol(internName("x"), SymbolInfo{Shape{true, {Dim{N, 8}}}});
  }
};

TEST_F(EGraphSizes, EstimateOfSizeExpressions) {
  EXPECT_DOUBLE_EQ(G.data(N).Estimate, 8);
  EXPECT_DOUBLE_EQ(G.data(G.addTerm(parse("(+ N 1)"))).Estimate, 9);
  EXPECT_DOUBLE_EQ(G.data(G.addTerm(parse("(* N (- N 2))"))).Estimate, 48);
  // A name without a declared value has no estimate, nor has anything built on it.
  EXPECT_FALSE(G.data(G.addTerm(parse("(+ Q 1)"))).hasEstimate());
}

TEST_F(EGraphSizes, ShapeOfBuild) {
  const Shape& S = G.data(G.addTerm(parse("(build N (lambda i (index x i)))"))).S;
  ASSERT_TRUE(S.Known);
  ASSERT_EQ(S.rank(), 1u);
  EXPECT_EQ(S.Dims[0].SizeClass, G.find(N));
  EXPECT_DOUBLE_EQ(S.Dims[0].Estimate, 8);
  EXPECT_TRUE(G.data(G.addTerm(parse("(index x 0)"))).S.isScalar());
}

TEST_F(EGraphSizes, ShapeOfTriangularBuildHasNoSizeClass) {
  // The inner size (+ i 1) depends on the outer index: it is not a class the guards may compare.
  const Shape& S =
      G.data(G.addTerm(parse("(build N (lambda i (build (+ i 1) (lambda j (index x j)))))"))).S;
  ASSERT_TRUE(S.Known);
  ASSERT_EQ(S.rank(), 2u);
  EXPECT_EQ(S.Dims[0].SizeClass, G.find(N));
  EXPECT_EQ(S.Dims[1].SizeClass, kNoClass);
}

TEST_F(EGraphSizes, SizeClassFollowsMerges) {
  ClassId Build = G.addTerm(parse("(build N (lambda i (index x i)))"));
  ClassId Other = G.addTerm(parse("(+ M 0)"));
  // Give the other class more parents so that N's class is the one merged away; the shape
  // must then point at the new canonical id.
  G.addTerm(parse("(neg (+ M 0))"));
  G.addTerm(parse("(sqrt (+ M 0))"));
  G.merge(Other, N);
  G.rebuild();
  EXPECT_EQ(G.find(N), G.find(Other));
  EXPECT_NE(G.find(N), N);
  EXPECT_EQ(G.data(Build).S.Dims[0].SizeClass, G.find(N));
}

TEST(EGraphAnalysis, MergeIntersectsFreeMasks) {
  EGraph G;
  ClassId P = G.addTerm(parse("(+ #0 #1)")), Q = G.addTerm(parse("(* #1 #2)"));
  ClassId Parent = G.addTerm(parse("(neg (+ #0 #1))"));
  EXPECT_EQ(G.data(Parent).Free, freeBit(0) | freeBit(1));
  G.merge(P, Q);
  G.rebuild();
  // Equal terms depend at most on what both mention.
  EXPECT_EQ(G.data(P).Free, freeBit(1));
  // The parent learns it too, through the analysis worklist.
  EXPECT_EQ(G.data(Parent).Free, freeBit(1));
}

TEST(EGraphAnalysis, MergeKeepsKnownShapeAndEstimate) {
  EGraph G;
  G.declareSymbol(internName("N"), SymbolInfo{Shape::scalar(), 8});
  ClassId Known = G.addTerm(parse("(+ N 1)")), Unknown = G.addTerm(parse("q"));
  G.merge(Unknown, Known);
  G.rebuild();
  EXPECT_DOUBLE_EQ(G.data(Unknown).Estimate, 9);
  EXPECT_TRUE(G.data(Unknown).S.isScalar());
}

// ---- runner ----

const Rule& ruleNamed(const std::string& name) {
  static const std::vector<Rule> Arith = arithmeticRules();
  for (const Rule& R : Arith)
    if (R.Name == name) return R;
  throw std::logic_error("no rule " + name);
}

std::vector<Rule> rules(std::initializer_list<const char*> names) {
  std::vector<Rule> Out;
  for (const char* N : names)
    Out.push_back(ruleNamed(N));
  return Out;
}

TEST(EGraphRunner, SaturatesOnTinySystem) {
  EGraph G;
  // An integer: x + 0 = x holds for it (for a double, -0.0 + 0 is +0.0).
  G.declareSymbol(internName("a"), SymbolInfo{Shape::scalar()});
  ClassId Root = G.addTerm(parse("(+ (* a 1) 0)"));
  RunnerLimits Limits;
  Limits.Seconds = 10;
  RunReport R = runRules(G, rules({"add-zero-r", "mul-one-r"}), Limits);
  EXPECT_EQ(R.Stop, StopReason::Saturated);
  EXPECT_EQ(G.find(Root), G.find(G.addTerm(parse("a"))));
  // The last iteration changed nothing: that is how saturation is detected.
  ASSERT_GE(R.Iterations.size(), 2u);
  EXPECT_EQ(R.Iterations.back().Unions, 0u);
  EXPECT_LT(R.Iterations.size(), Limits.Iterations);
}

TEST(EGraphRunner, StopsAtIterationLimit) {
  EGraph G;
  G.addTerm(parse("(+ a b)"));
  RunnerLimits Limits;
  Limits.Iterations = 1;
  Limits.Seconds = 10;
  RunReport R = runRules(G, rules({"commute-add"}), Limits);
  EXPECT_EQ(R.Stop, StopReason::IterationLimit);
  EXPECT_EQ(R.Iterations.size(), 1u);
  EXPECT_TRUE(
      G.lookup(Node::make(Op::Add, {G.addTerm(parse("b")), G.addTerm(parse("a"))})).has_value());
}

TEST(EGraphRunner, StopsAtNodeLimit) {
  EGraph G;
  std::string Sum = "x0";
  for (int I = 1; I < 12; ++I)
    Sum = "(+ x" + std::to_string(I) + " " + Sum + ")";
  G.addTerm(parse(Sum));
  RunnerLimits Limits;
  Limits.Nodes = 300;
  Limits.Seconds = 30;
  RunReport R = runRules(G, rules({"commute-add", "assoc-add-r", "assoc-add-l"}), Limits);
  EXPECT_EQ(R.Stop, StopReason::NodeLimit);
  EXPECT_GT(R.Nodes, Limits.Nodes);
  EXPECT_LT(R.Iterations.size(), Limits.Iterations);
}

TEST(EGraphRunner, PerIterationStats) {
  EGraph G;
  G.addTerm(parse("(+ (+ a b) c)"));
  RunnerLimits Limits;
  Limits.Seconds = 10;
  RunReport R = runRules(G, rules({"commute-add", "assoc-add-r", "assoc-add-l"}), Limits);
  EXPECT_EQ(R.Stop, StopReason::Saturated);
  ASSERT_FALSE(R.Iterations.empty());
  const IterationStats& First = R.Iterations.front();
  // Two + nodes match commute-add; the outer one matches assoc-add-r.
  size_t PerRule = 0;
  bool SawCommute = false;
  for (const auto& [Name, Count] : First.MatchesPerRule) {
    PerRule += Count;
    SawCommute |= Name == "commute-add" && Count == 2;
  }
  EXPECT_TRUE(SawCommute);
  EXPECT_EQ(PerRule, First.Matches);
  EXPECT_GT(First.Unions, 0u);
  for (const IterationStats& S : R.Iterations) {
    EXPECT_GT(S.Nodes, 0u);
    EXPECT_GE(S.Nodes, S.Classes);
    EXPECT_GE(S.SearchSeconds, 0);
  }
  // Nodes never decrease (nothing is removed) and the report matches the final graph.
  for (size_t I = 1; I < R.Iterations.size(); ++I)
    EXPECT_GE(R.Iterations[I].Nodes, R.Iterations[I - 1].Nodes);
  EXPECT_EQ(R.Nodes, G.numNodes());
  EXPECT_EQ(R.Classes, G.numClasses());
  EXPECT_EQ(R.Iterations.back().Nodes, G.numNodes());
}

} // namespace
