// One test per rewrite rule, egg style: a term, a rule set, the term it must reach. Each case is
// also checked against the interpreter (the rule is sound on concrete values), and the guards and
// binder checks that keep rules sound are exercised by negative cases. A coverage test fails when
// a table gains a rule that has no case here.

#include "saturation/EGraph.h"
#include "saturation/Interner.h"
#include "saturation/Interpreter.h"
#include "saturation/Library.h"
#include "saturation/Program.h"
#include "saturation/Rules.h"
#include "saturation/Runner.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace liar::ir;

namespace {

Term parse(const std::string& text) {
  ParseResult<Term> R = parseTerm(text);
  if (!R) ADD_FAILURE() << "cannot parse " << text << ": " << R.Error;
  return R ? *R.Value : Term{};
}

std::vector<Rule> allRules() {
  std::vector<Rule> All;
  for (std::vector<Rule> Table : {languageRules(), arithmeticRules(), relaxedArithmeticRules(),
                                  commonIdioms(), blasIdioms(), torchIdioms()})
    for (Rule& R : Table)
      All.push_back(std::move(R));
  return All;
}

const Rule& ruleNamed(const std::string& name) {
  static const std::vector<Rule> All = allRules();
  for (const Rule& R : All)
    if (R.Name == name) return R;
  throw std::invalid_argument("no rule named " + name);
}

/// The class of `t` when every node of it is already in `g` (no new nodes are added, so an
/// absent term cannot be mistaken for one that was reached).
std::optional<ClassId> lookupTerm(const EGraph& g, const Term& t) {
  std::vector<ClassId> Ids(t.Nodes.size());
  for (size_t I = 0; I < t.Nodes.size(); ++I) {
    Node N = t.Nodes[I];
    for (uint32_t& K : N.kids())
      K = Ids[K];
    std::optional<ClassId> C = g.lookup(N);
    if (!C) return std::nullopt;
    Ids[I] = *C;
  }
  return g.find(Ids.back());
}

/// Sizes: N rows, M columns, K a third dimension, R batches. They differ from each other so
/// that a shape guard comparing the wrong sizes is caught, and the interpreter uses the same
/// values as the analysis estimates.
const std::map<std::string, long> kSizes = {{"N", 4}, {"M", 3}, {"K", 5}, {"R", 2}};

/// Declared inputs and their dimensions (names of sizes). Scalars have none.
const std::map<std::string, std::vector<std::string>> kInputs = {
    {"a", {}},
    {"b", {}},
    {"s", {}},
    {"x", {"N"}},
    {"y", {"N"}},
    {"z", {"N"}},
    {"u", {"M"}},
    {"A", {"N", "M"}},
    {"P", {"N", "M"}},
    {"B", {"M", "K"}},
    {"C", {"N", "K"}},
    {"D", {"K", "M"}},
    {"Et", {"M", "N"}},
    {"T", {"R", "N", "M"}},
    {"S", {"N", "N"}},
    {"w", {"K"}},
    // A convolution's filters (K filters of N channels, R x R), its image (N channels, N x N)
    // and single-channel filters.
    {"Wt", {"K", "N", "R", "R"}},
    {"Im", {"N", "N", "N"}},
    {"Wk", {"K", "R", "R"}},
};

Value randomValue(const std::vector<long>& dims, size_t at, std::mt19937_64& rng) {
  if (at == dims.size()) return Value::num(std::uniform_real_distribution<double>(-1.0, 1.0)(rng));
  std::vector<Value> Elems;
  for (long I = 0; I < dims[at]; ++I)
    Elems.push_back(randomValue(dims, at + 1, rng));
  return Value::array(std::move(Elems));
}

/// An e-graph with the sizes and inputs declared, and matching concrete values.
class RuleFixture : public ::testing::Test {
protected:
  EGraph G;
  Environment Env;

  RuleFixture() {
    std::map<std::string, ClassId> SizeClass;
    for (const auto& [Name, Value] : kSizes) {
      G.declareSymbol(internName(Name), SymbolInfo{Shape::scalar(), static_cast<double>(Value)});
      SizeClass[Name] = G.addTerm(parse(Name));
      Env.Params[Name] = Value;
    }
    std::mt19937_64 Rng(20240607);
    for (const auto& [Name, DimNames] : kInputs) {
      Shape S = Shape::scalar();
      std::vector<long> Dims;
      for (const std::string& D : DimNames) {
        S.Dims.push_back(Dim{SizeClass.at(D), static_cast<double>(kSizes.at(D))});
        Dims.push_back(kSizes.at(D));
      }
      G.declareSymbol(internName(Name), SymbolInfo{S, std::nan(""), true});
      Env.Values[Name] = randomValue(Dims, 0, Rng);
    }
    // An int array: its elements are no floating values.
    G.declareSymbol(internName("ix"), SymbolInfo{Shape{true, {Dim{SizeClass.at("N"), 4}}}});
    G.declareSymbol(
        internName("iA"),
        SymbolInfo{Shape{true, {Dim{SizeClass.at("N"), 4}, Dim{SizeClass.at("M"), 3}}}});
  }

  RunReport run(const std::vector<std::string>& ruleNames) {
    std::vector<Rule> Rules;
    for (const std::string& N : ruleNames)
      Rules.push_back(ruleNamed(N));
    RunnerLimits Limits;
    Limits.Seconds = 10; // tiny graphs; a loaded machine must not turn a pass into a time-out
    return runRules(G, Rules, Limits);
  }

  /// Runs `rules` on `input` and expects `expected` to be in the input's class.
  void expectReaches(const std::string& input, const std::string& expected,
                     const std::vector<std::string>& rules) {
    Term In = parse(input), Out = parse(expected);
    ClassId Root = G.addTerm(In);
    RunReport Report = run(rules);
    EXPECT_EQ(Report.Stop, StopReason::Saturated) << stopReasonName(Report.Stop);
    std::optional<ClassId> Reached = lookupTerm(G, Out);
    ASSERT_TRUE(Reached.has_value()) << expected << " is not in the e-graph";
    EXPECT_EQ(*Reached, G.find(Root)) << input << " did not reach " << expected;
  }

  /// The rewrite is sound: both sides evaluate to the same value on the fixture's inputs.
  void expectSameValue(const std::string& input, const std::string& expected) {
    Value A = evaluate(parse(input), Env), B = evaluate(parse(expected), Env);
    EXPECT_LT(maxRelativeDifference(A, B), 1e-12) << input << " vs " << expected;
  }

  /// Runs `rules` on `input` and expects that no rule applied: no union happened and the term
  /// the rule would have produced (when given) is not in the input's class.
  void expectBlocked(const std::string& input, const std::vector<std::string>& rules,
                     const std::string& wouldBe = "") {
    ClassId Root = G.addTerm(parse(input));
    RunReport Report = run(rules);
    size_t Unions = 0;
    for (const IterationStats& S : Report.Iterations)
      Unions += S.Unions;
    EXPECT_EQ(Unions, 0u) << input;
    EXPECT_EQ(G.eclass(Root).Nodes.size(), 1u) << input;
    if (!wouldBe.empty()) {
      std::optional<ClassId> C = lookupTerm(G, parse(wouldBe));
      EXPECT_TRUE(!C || *C != G.find(Root)) << input << " wrongly reached " << wouldBe;
    }
  }
};

struct RuleCase {
  const char* Rule;
  const char* Input;
  const char* Expected;
};

// Failure messages name the rule instead of dumping the struct's bytes.
void PrintTo(const RuleCase& c, std::ostream* os) {
  *os << c.Rule << ": " << c.Input;
}

// clang-format off
const RuleCase kCases[] = {
  // ---- language rules ----
  {"beta-reduce", "(app (lambda v (* v (+ v a))) b)", "(* b (+ b a))"},
  {"elim-index-build", "(index (build N (lambda i (* (index x i) a))) 2)", "(* (index x 2) a)"},
  {"elim-fst", "(fst (tuple (+ a 1.0) b))", "(+ a 1.0)"},
  {"elim-snd", "(snd (tuple (+ a 1.0) b))", "b"},
  {"eta-build", "(build N (lambda i (index x i)))", "x"},
  {"fold-split", "(ifold N a (lambda i (lambda acc (+ acc (index x i)))))",
   "(+ a (ifold N 0.0 (lambda i (lambda acc (+ acc (index x i))))))"},
  {"fold-add-split", "(ifold N 0.0 (lambda i (lambda acc (+ acc (+ (index x i) (* a (index y i)))))))",
   "(+ (ifold N 0.0 (lambda i (lambda acc (+ acc (index x i))))) (ifold N 0.0 (lambda i (lambda acc (+ acc (* a (index y i)))))))"},
  {"fold-join", "(ifold R a (lambda b (lambda acc (ifold N acc (lambda t (lambda acc1 (+ acc1 (* s (index (index (index T b) t) 2)))))))))",
   "(ifold (* R N) a (lambda k (lambda acc (+ acc (* s (index (index (join T) k) 2))))))"},
  {"build-join", "(build R (lambda b (build N (lambda t (build M (lambda j (* s (index (index (index T b) t) j))))))))",
   "(split R (build (* R N) (lambda k (build M (lambda j (* s (index (index (join T) k) j)))))))"},
  {"fold-identity", "(ifold N (index x 0) (lambda i (lambda acc acc)))", "(index x 0)"},
  {"fold-once", "(ifold 1 a (lambda i (lambda acc (+ acc (index x i)))))",
   "(app (app (lambda i (lambda acc (+ acc (index x i)))) 0) a)"},
  {"select-same-then", "(select (< a b) (select (< a b) a b) s)", "(select (< a b) a s)"},
  {"select-same-else", "(select (< a b) a (select (< a b) b s))", "(select (< a b) a s)"},
  {"select-known", "(select (< a b) (* (select (< a b) a b) s) (+ (select (< a b) b s) a))",
   "(select (< a b) (* a s) (+ s a))"},
  {"select-same-then-add", "(select (< a b) (+ (select (< a b) a b) s) b)", "(select (< a b) (+ a s) b)"},
  // ---- arithmetic ----
  {"add-zero-r", "(+ (fabs a) 0.0)", "(fabs a)"},
  {"add-zero-l", "(+ 0.0 (ifold N 0.0 (lambda i (lambda acc (+ acc (index x i))))))",
   "(ifold N 0.0 (lambda i (lambda acc (+ acc (index x i)))))"},
  {"add-zero-any-r", "(+ (* a b) 0.0)", "(* a b)"},
  {"add-zero-any-l", "(+ 0 (* a b))", "(* a b)"},
  {"mul-one-l", "(* 1.0 (+ a b))", "(+ a b)"},
  {"mul-one-r", "(* (+ a b) 1)", "(+ a b)"},
  {"commute-mul", "(* a (+ b s))", "(* (+ b s) a)"},
  {"commute-add", "(+ a (* b s))", "(+ (* b s) a)"},
  {"assoc-mul-r", "(* (* a b) s)", "(* a (* b s))"},
  {"assoc-mul-l", "(* a (* b s))", "(* (* a b) s)"},
  {"assoc-add-r", "(+ (+ a b) s)", "(+ a (+ b s))"},
  {"assoc-add-l", "(+ a (+ b s))", "(+ (+ a b) s)"},
  {"div-as-mul", "(/ (+ a 1.0) b)", "(* (/ 1.0 b) (+ a 1.0))"},
  {"div-pow2-as-mul", "(/ (+ a 1.0) 0.25)", "(* (/ 1.0 0.25) (+ a 1.0))"},
  // ---- common idioms ----
  {"dot", "(ifold N 0.0 (lambda i (lambda acc (+ acc (* (index x i) (index y i))))))",
   "(dot (build N (lambda i (index x i))) (build N (lambda i (index y i))))"},
  {"dot-commute", "(dot x y)", "(dot y x)"},
  {"hoist-mul-from-dot", "(dot (build N (lambda i (* a (index x i)))) y)",
   "(* a (dot (build N (lambda i (index x i))) y))"},
  {"column-as-transpose", "(build N (lambda i (index (index A i) 2)))", "(index (transpose A) 2)"},
  {"transpose-twice", "(transpose (transpose A))", "A"},
  // ---- BLAS idioms ----
  {"sum-as-dot", "(ifold N 0 (lambda i (lambda acc (+ acc (index x i)))))",
   "(dot (build N (lambda i (index x i))) (memset N 1.0))"},
  {"nrm2", "(sqrt (dot x x))", "(nrm2 x)"},
  {"asum", "(ifold N 0 (lambda i (lambda acc (+ acc (fabs (index x i))))))",
   "(asum (build N (lambda i (index x i))))"},
  {"memset", "(build N (lambda i (* a b)))", "(memset N (* a b))"},
  {"scal", "(build N (lambda i (* a (index x i))))", "(scal a (build N (lambda i (index x i))))"},
  {"axpy", "(build N (lambda i (+ (* a (index x i)) (index y i))))",
   "(axpy a (build N (lambda i (index x i))) (build N (lambda i (index y i))))"},
  {"axpy-unit", "(build N (lambda i (+ (index x i) (index y i))))",
   "(axpy 1.0 (build N (lambda i (index x i))) (build N (lambda i (index y i))))"},
  {"gemv", "(build N (lambda i (+ (* a (dot (index A i) u)) (* b (index y i)))))",
   "(gemv_n a A u b (build N (lambda i (index y i))))"},
  {"gemv-beta1", "(build N (lambda i (+ (* a (dot (index A i) u)) (index y i))))",
   "(gemv_n a A u 1.0 (build N (lambda i (index y i))))"},
  {"gemv-alpha1", "(build N (lambda i (+ (dot (index A i) u) (* b (index y i)))))",
   "(gemv_n 1.0 A u b (build N (lambda i (index y i))))"},
  {"gemv-unit", "(build N (lambda i (+ (dot (index A i) u) (index y i))))",
   "(gemv_n 1.0 A u 1.0 (build N (lambda i (index y i))))"},
  {"gemv0", "(build N (lambda i (* a (dot (index A i) u))))", "(gemv0_n a A u)"},
  {"gemv0-alpha1", "(build N (lambda i (dot (index A i) u)))", "(gemv0_n 1.0 A u)"},
  {"gemv-transpose", "(gemv_n a (transpose A) x b u)", "(gemv_t a A x b u)"},
  {"gemv0-transpose", "(gemv0_n a (transpose A) x)", "(gemv0_t a A x)"},
  {"gemm-nn", "(build N (lambda i (gemv_t a B (index A i) b (index C i))))", "(gemm_nn a A B b C)"},
  {"gemm-nt", "(build N (lambda i (gemv_n a D (index A i) b (index C i))))", "(gemm_nt a A D b C)"},
  {"gemm-nn-broadcast", "(build N (lambda i (gemv_t a B (index A i) b w)))",
   "(gemm_nn a A B b (build N (lambda r w)))"},
  {"gemm-nt-broadcast", "(build N (lambda i (gemv_n a D (index A i) b w)))",
   "(gemm_nt a A D b (build N (lambda r w)))"},
  {"gemm0-nn", "(build N (lambda i (gemv0_t a B (index A i))))", "(gemm0_nn a A B)"},
  {"gemm0-nt", "(build N (lambda i (gemv0_n a D (index A i))))", "(gemm0_nt a A D)"},
  {"gemm-transpose-a-nn", "(gemm_nn a (transpose Et) B b C)", "(gemm_tn a Et B b C)"},
  {"gemm-transpose-a-nt", "(gemm_nt a (transpose Et) D b C)", "(gemm_tt a Et D b C)"},
  {"gemm-transpose-b-nn", "(gemm_nn a A (transpose D) b C)", "(gemm_nt a A D b C)"},
  {"gemm-transpose-b-nt", "(gemm_nt a A (transpose B) b C)", "(gemm_nn a A B b C)"},
  {"gemm0-transpose-a-nn", "(gemm0_nn a (transpose Et) B)", "(gemm0_tn a Et B)"},
  {"gemm0-transpose-a-nt", "(gemm0_nt a (transpose Et) D)", "(gemm0_tt a Et D)"},
  {"gemm0-transpose-b-nn", "(gemm0_nn a A (transpose D))", "(gemm0_nt a A D)"},
  {"gemm0-transpose-b-nt", "(gemm0_nt a A (transpose B))", "(gemm0_nn a A B)"},
  {"gemm0-flatten", "(build R (lambda q (gemm0_nn a (index T q) B)))",
   "(split R (gemm0_nn a (join T) B))"},
  {"conv2d-as-gemm", "(build K (lambda f (build M (lambda y (build R (lambda x (ifold N 0.0 (lambda c (lambda acc (ifold R acc (lambda ky (lambda acc1 (ifold R acc1 (lambda kx (lambda acc2 (+ acc2 (* (index (index (index (index Wt f) c) ky) kx) (index (index (index Im c) (+ ky y)) (+ kx x)))))))))))))))))))",
   "(rowsplit M (gemm0_nn 1.0 (rowjoin (rowjoin (build K (lambda f (build N (lambda c (build R (lambda ky (build R (lambda kx (index (index (index (index Wt f) c) ky) kx))))))))))) (rowjoin (join (join (build N (lambda c (build R (lambda ky (build R (lambda kx (build M (lambda y (build R (lambda x (index (index (index Im c) (+ ky y)) (+ kx x)))))))))))))))))"},
  {"conv2d-single-as-gemm", "(build K (lambda f (build M (lambda y (build R (lambda x (ifold R 0.0 (lambda ky (lambda acc (ifold R acc (lambda kx (lambda acc1 (+ acc1 (* (index (index (index Wk f) ky) kx) (index (index S (+ ky y)) (+ kx x))))))))))))))))",
   "(rowsplit M (gemm0_nn 1.0 (rowjoin (build K (lambda f (build R (lambda ky (build R (lambda kx (index (index (index Wk f) ky) kx)))))))) (rowjoin (join (build R (lambda ky (build R (lambda kx (build M (lambda y (build R (lambda x (index (index S (+ ky y)) (+ kx x))))))))))))))"},
  // The window's factor first: the applier finds which factor reads the filter.
  {"conv1d-as-gemm", "(build R (lambda f (build R (lambda y (ifold N 0.0 (lambda c (lambda acc (ifold M acc (lambda k (lambda acc1 (+ acc1 (* (index (index S c) (+ y k)) (index (index (index T f) c) k)))))))))))))",
   "(gemm0_nn 1.0 (rowjoin (build R (lambda f (build N (lambda c (build M (lambda k (index (index (index T f) c) k)))))))) (join (build N (lambda c (build M (lambda k (build R (lambda y (index (index S c) (+ y k))))))))))"},
  {"ger", "(build N (lambda i (build M (lambda j (+ (index (index A i) j) (* (index x i) (index u j)))))))",
   "(ger 1.0 (build N (lambda i (index x i))) (build M (lambda j (index u j)))"
   " (build N (lambda i (build M (lambda j (index (index A i) j))))))"},
  {"ger-broadcast-row", "(build N (lambda i (build M (lambda j (+ (index (index A i) j) (index u j))))))",
   "(ger 1.0 (memset N 1.0) (build M (lambda j (index u j)))"
   " (build N (lambda i (build M (lambda j (index (index A i) j))))))"},
  {"ger-broadcast-column", "(build N (lambda i (build M (lambda j (+ (index (index A i) j) (index x i))))))",
   "(ger 1.0 (build N (lambda i (index x i))) (memset M 1.0)"
   " (build N (lambda i (build M (lambda j (index (index A i) j))))))"},
  // ---- PyTorch idioms ----
  {"sum", "(ifold N 0 (lambda i (lambda acc (+ acc (index x i)))))",
   "(sum (build N (lambda i (index x i))))"},
  {"full", "(build N (lambda i (* a b)))", "(full N (* a b))"},
  {"mul", "(build N (lambda i (* a (index x i))))", "(mul a (build N (lambda i (index x i))))"},
  {"add", "(build N (lambda i (+ (index x i) (index y i))))",
   "(add (build N (lambda i (index x i))) (build N (lambda i (index y i))))"},
  {"lift-add", "(build N (lambda i (add (index A i) (index P i))))",
   "(add (build N (lambda i (index A i))) (build N (lambda i (index P i))))"},
  {"lift-mul", "(build N (lambda i (mul a (index A i))))", "(mul a (build N (lambda i (index A i))))"},
  {"mv", "(build N (lambda i (dot (index A i) u)))", "(mv A u)"},
  {"mm", "(build N (lambda i (mv D (index A i))))", "(mm A (transpose D))"},
  {"mm-flatten", "(build R (lambda q (mm (index T q) B)))", "(split R (mm (join T) B))"},
  {"add-commute", "(add (mv A u) x)", "(add x (mv A u))"},
  {"hoist-mul-into-ger-x", "(ger 1.0 (build N (lambda i (* a (index x i)))) u A)", "(ger (* 1.0 a) (build N (lambda i (index x i))) u A)"},
  {"hoist-mul-into-ger-y", "(ger 1.0 x (build M (lambda j (* a (index u j)))) A)", "(ger (* 1.0 a) x (build M (lambda j (index u j))) A)"},
  {"syrk-lower", "(build N (lambda i (build N (lambda j (select (<= j i) (+ (* b (index (index S i) j)) (* a (dot (index A i) (index A j)))) (index (index S i) j))))))",
   "(syrk_l a A b S)"},
  {"syrk-upper", "(build N (lambda i (build N (lambda j (select (<= i j) (+ (* b (index (index S i) j)) (* a (dot (index A i) (index A j)))) (index (index S i) j))))))",
   "(syrk_u a A b S)"},
  {"syrk0-lower", "(build N (lambda i (build N (lambda j (select (<= j i) (* a (dot (index A i) (index A j))) (index (index S i) j))))))",
   "(syrk_l a A 0.0 S)"},
  {"syrk0-upper", "(build N (lambda i (build N (lambda j (select (<= i j) (* a (dot (index A i) (index A j))) (index (index S i) j))))))",
   "(syrk_u a A 0.0 S)"},
  {"syrk0-strict-lower", "(build N (lambda i (build N (lambda j (select (< j i) (* a (dot (index A i) (index A j))) (select (== i j) 1.0 (index (index S i) j)))))))",
   "(syrk_sl a A 0.0 (build N (lambda i (build N (lambda j (select (== i j) 1.0 (index (index S i) j)))))))"},
  {"syrk0-strict-upper", "(build N (lambda i (build N (lambda j (select (< i j) (* a (dot (index A i) (index A j))) (index (index S j) i))))))",
   "(syrk_su a A 0.0 (build N (lambda i (build N (lambda j (index (index S j) i))))))"},
  {"syrk0-strict-lower-alpha1", "(build N (lambda i (build N (lambda j (select (< j i) (dot (index A i) (index A j)) (index (index S i) j))))))",
   "(syrk_sl 1.0 A 0.0 (build N (lambda i (build N (lambda j (index (index S i) j))))))"},
  {"syrk0-strict-upper-alpha1", "(build N (lambda i (build N (lambda j (select (< i j) (dot (index A i) (index A j)) (* b (index (index S i) j)))))))",
   "(syrk_su 1.0 A 0.0 (build N (lambda i (build N (lambda j (* b (index (index S i) j)))))))"},
  {"gemv0-div", "(build N (lambda i (/ (dot (index A i) u) (index y i))))",
   "(app (lambda r (build N (lambda i (/ (index r i) (index y i))))) (gemv0_n 1.0 A u))"},
  {"syrk0-lower-div", "(build N (lambda i (build N (lambda j (select (<= j i) (/ (dot (index A i) (index A j)) (- b 1.0)) (index (index S i) j))))))",
   "(app (lambda r (build N (lambda i (build N (lambda j (select (<= j i) (/ (index (index r i) j) (- b 1.0)) (index (index r i) j))))))) (syrk_l 1.0 A 0.0 S))"},
  {"syrk0-upper-div", "(build N (lambda i (build N (lambda j (select (<= i j) (/ (dot (index A i) (index A j)) (* (index x i) (index x j))) (index (index S i) j))))))",
   "(app (lambda r (build N (lambda i (build N (lambda j (select (<= i j) (/ (index (index r i) j) (* (index x i) (index x j))) (index (index r i) j))))))) (syrk_u 1.0 A 0.0 S))"},
  {"syrk0-strict-lower-div", "(build N (lambda i (build N (lambda j (select (< j i) (/ (dot (index A i) (index A j)) b) (select (== i j) 1.0 (index (index S i) j)))))))",
   "(app (lambda r (build N (lambda i (build N (lambda j (select (< j i) (/ (index (index r i) j) b) (index (index r i) j))))))) (syrk_sl 1.0 A 0.0 (build N (lambda i (build N (lambda j (select (== i j) 1.0 (index (index S i) j))))))))"},
  {"syrk0-strict-upper-div", "(build N (lambda i (build N (lambda j (select (< i j) (/ (dot (index A i) (index A j)) (* (index x i) (index x j))) (index (index S j) i))))))",
   "(app (lambda r (build N (lambda i (build N (lambda j (select (< i j) (/ (index (index r i) j) (* (index x i) (index x j))) (index (index r i) j))))))) (syrk_su 1.0 A 0.0 (build N (lambda i (build N (lambda j (index (index S j) i)))))))"},
  {"syr2k-lower", "(build N (lambda i (build N (lambda j (select (<= j i) (+ (* b (index (index S i) j)) (+ (* a (dot (index A i) (index P j))) (* a (dot (index P i) (index A j))))) (index (index S i) j))))))",
   "(syr2k_l a A P b S)"},
  {"syr2k-upper", "(build N (lambda i (build N (lambda j (select (<= i j) (+ (* b (index (index S i) j)) (+ (* a (dot (index A i) (index P j))) (* a (dot (index P i) (index A j))))) (index (index S i) j))))))",
   "(syr2k_u a A P b S)"},
  {"symm-left-lower", "(build N (lambda i (build M (lambda j (+ (* b (index (index P i) j)) (* a (ifold (- (- N i) 1) (ifold (+ i 1) 0.0 (lambda k (lambda acc (+ acc (* (index (index S i) k) (index (index A k) j)))))) (lambda k (lambda acc (+ acc (* (index (index S (+ (+ i 1) k)) i) (index (index A (+ (+ i 1) k)) j))))))))))))",
   "(symm_ll a S A b P)"},
  {"trsv-lower", "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== i k) (/ (ifold i (index y i) (lambda j (lambda s (- s (* (index (index S i) j) (index acc j)))))) (index (index S i) i)) (index acc k)))))))",
   "(trsv_lnn S y)"},
  {"trsv-upper", "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== (- (- N 1) i) k) (/ (ifold (- (- N (- (- N 1) i)) 1) (index y (- (- N 1) i)) (lambda j (lambda s (- s (* (index (index S (- (- N 1) i)) (+ (+ (- (- N 1) i) 1) j)) (index acc (+ (+ (- (- N 1) i) 1) j))))))) (index (index S (- (- N 1) i)) (- (- N 1) i))) (index acc k)))))))",
   "(trsv_unn S y)"},
  {"trsv-upper-trans", "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== (- (- N 1) i) k) (/ (ifold (- (- N (- (- N 1) i)) 1) (index y (- (- N 1) i)) (lambda j (lambda s (- s (* (index (index S (+ (+ (- (- N 1) i) 1) j)) (- (- N 1) i)) (index acc (+ (+ (- (- N 1) i) 1) j))))))) (index (index S (- (- N 1) i)) (- (- N 1) i))) (index acc k)))))))",
   "(trsv_unn (transpose S) y)"},
  {"trsv-lower-unit", "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== i k) (ifold i (index y i) (lambda j (lambda s (- s (* (index (index S i) j) (index acc j)))))) (index acc k)))))))",
   "(trsv_lnu S y)"},
  {"trsv-lower-inplace", "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== i k) (/ (ifold i (index acc k) (lambda j (lambda s (- s (* (index (index S i) j) (index acc j)))))) (index (index S i) i)) (index acc k)))))))",
   "(trsv_lnn S x)"},
  {"trsm-left-lower", "(ifold N A (lambda i (lambda acc (build N (lambda r (build M (lambda c (select (== i r) (/ (ifold i (index (index acc r) c) (lambda k (lambda s (- s (* (index (index S i) k) (index (index acc k) c)))))) (index (index S i) i)) (index (index acc r) c)))))))))",
   "(trsm_llnn 1.0 S A)"},
  {"trsm-left-lower-unit", "(ifold N A (lambda i (lambda acc (build N (lambda r (build M (lambda c (select (== i r) (ifold i (index (index acc r) c) (lambda k (lambda s (- s (* (index (index S i) k) (index (index acc k) c)))))) (index (index acc r) c)))))))))",
   "(trsm_llnu 1.0 S A)"},
  {"trsm-left-upper", "(ifold N A (lambda i (lambda acc (build N (lambda r (build M (lambda c (select (== (- (- N 1) i) r) (/ (ifold (- (- N (- (- N 1) i)) 1) (index (index acc r) c) (lambda k (lambda s (- s (* (index (index S (- (- N 1) i)) (+ (+ (- (- N 1) i) 1) k)) (index (index acc (+ (+ (- (- N 1) i) 1) k)) c)))))) (index (index S (- (- N 1) i)) (- (- N 1) i))) (index (index acc r) c)))))))))",
   "(trsm_lunn 1.0 S A)"},
  {"trsm-right-upper", "(ifold M Et (lambda i (lambda acc (ifold N acc (lambda j (lambda r (build M (lambda e0 (build N (lambda e1 (select (and (== j e1) (== i e0)) (/ (ifold j (index (index r e0) e1) (lambda k (lambda s (- s (* (index (index r i) k) (index (index S k) j)))))) (index (index S j) j)) (index (index r e0) e1))))))))))))",
   "(trsm_runn 1.0 S Et)"},
  {"trsm-right-upper-trans", "(ifold M Et (lambda i (lambda acc (ifold N acc (lambda j (lambda r (build M (lambda e0 (build N (lambda e1 (select (and (== j e1) (== i e0)) (/ (ifold j (index (index r e0) e1) (lambda k (lambda s (- s (* (index (index r i) k) (index (index S j) k)))))) (index (index S j) j)) (index (index r e0) e1))))))))))))",
   "(trsm_runn 1.0 (transpose S) Et)"},
  {"trsv-lower-unit-inplace", "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== i k) (ifold i (index acc k) (lambda j (lambda s (- s (* (index (index S i) j) (index acc j)))))) (index acc k)))))))",
   "(trsv_lnu S x)"},
  // A diagonally dominant matrix: positive definite, so that the comparison is on numbers.
  {"potrf-lower", "(ifold N (build N (lambda r (build N (lambda c (select (== r c) 4.0 (index (index S r) c)))))) (lambda i (lambda acc (app (lambda s (build N (lambda e0 (build N (lambda e1 (select (and (== i e1) (== i e0)) (sqrt (ifold i (index (index s e0) e1) (lambda k (lambda a (- a (* (index (index s i) k) (index (index s i) k))))))) (index (index s e0) e1))))))) (ifold i acc (lambda j (lambda r (build N (lambda f0 (build N (lambda f1 (select (and (== j f1) (== i f0)) (/ (ifold j (index (index r f0) f1) (lambda k (lambda a (- a (* (index (index r i) k) (index (index r j) k)))))) (index (index r j) j)) (index (index r f0) f1)))))))))))))",
   "(potrf_l (build N (lambda r (build N (lambda c (select (== r c) 4.0 (index (index S r) c)))))))"},
  {"trmm-left-lower-trans-unit", "(build N (lambda i (build M (lambda j (* a (select (< (+ i 1) N) (ifold (- (- N i) 1) (index (index A i) j) (lambda k (lambda acc (+ acc (* (index (index S (+ (+ i 1) k)) i) (index (index A (+ (+ i 1) k)) j)))))) (index (index A i) j)))))))",
   "(trmm_lltu a S A)"},
  {"conv2d-as-mm", "(build K (lambda f (build M (lambda y (build R (lambda x (ifold N 0.0 (lambda c (lambda acc (ifold R acc (lambda ky (lambda acc1 (ifold R acc1 (lambda kx (lambda acc2 (+ acc2 (* (index (index (index (index Wt f) c) ky) kx) (index (index (index Im c) (+ ky y)) (+ kx x)))))))))))))))))))",
   "(rowsplit M (mm (rowjoin (rowjoin (build K (lambda f (build N (lambda c (build R (lambda ky (build R (lambda kx (index (index (index (index Wt f) c) ky) kx))))))))))) (rowjoin (join (join (build N (lambda c (build R (lambda ky (build R (lambda kx (build M (lambda y (build R (lambda x (index (index (index Im c) (+ ky y)) (+ kx x)))))))))))))))))"},
  {"conv2d-single-as-mm", "(build K (lambda f (build M (lambda y (build R (lambda x (ifold R 0.0 (lambda ky (lambda acc (ifold R acc (lambda kx (lambda acc1 (+ acc1 (* (index (index (index Wk f) ky) kx) (index (index S (+ ky y)) (+ kx x))))))))))))))))",
   "(rowsplit M (mm (rowjoin (build K (lambda f (build R (lambda ky (build R (lambda kx (index (index (index Wk f) ky) kx)))))))) (rowjoin (join (build R (lambda ky (build R (lambda kx (build M (lambda y (build R (lambda x (index (index S (+ ky y)) (+ kx x))))))))))))))"},
  {"addmm", "(add (mul b C) (mul a (mm A B)))", "(addmm b C a A B)"},
  {"addmm-alpha1", "(add (mul b C) (mm A B))", "(addmm b C 1.0 A B)"},
  {"addmm-beta1", "(add C (mul a (mm A B)))", "(addmm 1.0 C a A B)"},
  {"addmm-unit", "(add C (mm A B))", "(addmm 1.0 C 1.0 A B)"},
  {"addmv", "(add (mul b x) (mul a (mv A u)))", "(addmv b x a A u)"},
  {"addmv-alpha1", "(add (mul b x) (mv A u))", "(addmv b x 1.0 A u)"},
  {"addmv-beta1", "(add x (mul a (mv A u)))", "(addmv 1.0 x a A u)"},
  {"addmv-unit", "(add x (mv A u))", "(addmv 1.0 x 1.0 A u)"},
};
// clang-format on

class RuleCaseTest : public RuleFixture, public ::testing::WithParamInterface<RuleCase> {};

// The rule alone rewrites the input into the expected term.
TEST_P(RuleCaseTest, ReachesExpected) {
  const RuleCase& C = GetParam();
  expectReaches(C.Input, C.Expected, {C.Rule});
}

// Both sides mean the same on concrete values: the identity the rule claims holds.
TEST_P(RuleCaseTest, IsSound) {
  const RuleCase& C = GetParam();
  expectSameValue(C.Input, C.Expected);
}

/// The values IEEE arithmetic treats specially, and ordinary ones between them.
const double kSpecialValues[] = {-0.0,
                                 0.0,
                                 std::numeric_limits<double>::infinity(),
                                 -std::numeric_limits<double>::infinity(),
                                 std::numeric_limits<double>::quiet_NaN(),
                                 std::numeric_limits<double>::denorm_min(),
                                 -4.9406564584124654e-322,
                                 1.0,
                                 -1.5,
                                 0.25};

/// Arrays and scalars filled from kSpecialValues, starting at `shift`, so that every input
/// meets every special value in one of the shifts.
Value specialValue(const std::vector<long>& dims, size_t at, size_t& next) {
  constexpr size_t Count = sizeof(kSpecialValues) / sizeof(kSpecialValues[0]);
  if (at == dims.size()) return Value::num(kSpecialValues[next++ % Count]);
  std::vector<Value> Elems;
  for (long I = 0; I < dims[at]; ++I)
    Elems.push_back(specialValue(dims, at + 1, next));
  return Value::array(std::move(Elems));
}

/// Same bits, any NaN equal to any NaN (which NaN an operation returns is not specified).
bool sameBits(const Value& a, const Value& b) {
  if (a.K != b.K || a.size() != b.size()) return false;
  if (a.isNum())
    return (std::isnan(a.Num) && std::isnan(b.Num)) ||
           std::bit_cast<uint64_t>(a.Num) == std::bit_cast<uint64_t>(b.Num);
  for (size_t I = 0; I < a.size(); ++I)
    if (!sameBits(a[I], b[I])) return false;
  return true;
}

/// Rules that change results by design, each named by the remark of a rewrite that uses it
/// (docs/rules.md, "Floating-point results"): reassociated sums and products, a scalar factor
/// moved into or out of a sum (`scalar factors may be regrouped`: a * (x . y) against
/// (a x) . y, which differ where a product overflows or meets 0 * Inf), and the --fp-relaxed
/// table.
// clang-format off
const std::set<std::string> kNamedRelaxations = {
    "assoc-add-r", "assoc-add-l", "assoc-mul-r", "assoc-mul-l",
    "hoist-mul-from-dot", "gemv0", "syrk-lower", "syrk-upper", "syrk0-lower", "syrk0-upper",
    "syrk0-strict-lower", "syrk0-strict-upper",
    "div-as-mul", "add-zero-any-r", "add-zero-any-l"};
// clang-format on

// Every other rule holds for every IEEE value, bit for bit: signed zeros, infinities, NaN and
// subnormals, in scalars and in every element of the arrays.
TEST_P(RuleCaseTest, IsExactOnIeeeSpecialValues) {
  const RuleCase& C = GetParam();
  if (kNamedRelaxations.count(C.Rule)) GTEST_SKIP() << C.Rule << " is a named relaxation";
  Term In = parse(C.Input), Out = parse(C.Expected);
  for (size_t Shift = 0; Shift < sizeof(kSpecialValues) / sizeof(kSpecialValues[0]); ++Shift) {
    Environment Special = Env;
    size_t Next = Shift;
    for (const auto& [Name, DimNames] : kInputs) {
      std::vector<long> Dims;
      for (const std::string& D : DimNames)
        Dims.push_back(kSizes.at(D));
      Special.Values[Name] = specialValue(Dims, 0, Next);
    }
    EXPECT_TRUE(sameBits(evaluate(In, Special), evaluate(Out, Special)))
        << C.Input << " vs " << C.Expected << " with the special values from " << Shift;
  }
}

std::string caseName(const ::testing::TestParamInfo<RuleCase>& info) {
  std::string Name = info.param.Rule;
  for (char& Ch : Name)
    if (!std::isalnum(static_cast<unsigned char>(Ch))) Ch = '_';
  return Name;
}

INSTANTIATE_TEST_SUITE_P(Rule, RuleCaseTest, ::testing::ValuesIn(kCases), caseName);

// Adding a rule to a table without a case here fails this test.
TEST(RuleCoverage, EveryRuleOfEveryTableHasACase) {
  std::set<std::string> Covered;
  for (const RuleCase& C : kCases)
    Covered.insert(C.Rule);
  std::set<std::string> Names;
  for (const Rule& R : allRules()) {
    EXPECT_TRUE(Covered.count(R.Name)) << "rule " << R.Name << " has no test in RuleTest.cpp";
    EXPECT_TRUE(Names.insert(R.Name).second) << "rule name " << R.Name << " is used twice";
  }
  // And no case names a rule that no longer exists.
  for (const std::string& Name : Covered)
    EXPECT_TRUE(Names.count(Name)) << "case for unknown rule " << Name;
}

// The table of a target is the language and arithmetic rules, the common idioms and its own.
TEST(RuleCoverage, RulesForTargetCombineTheTables) {
  EXPECT_EQ(rulesFor(Library::Blas).size(), languageRules().size() + arithmeticRules().size() +
                                                commonIdioms().size() + blasIdioms().size());
  EXPECT_EQ(rulesFor(Library::Torch).size(), languageRules().size() + arithmeticRules().size() +
                                                 commonIdioms().size() + torchIdioms().size());
  EXPECT_EQ(rulesFor(Library::Blas, Numerics::Relaxed).size(),
            rulesFor(Library::Blas).size() + relaxedArithmeticRules().size());
}

// By default no rule turns a division into a multiplication that rounds differently.
TEST(RuleCoverage, ExactRulesHaveNoReciprocalOfAVariable) {
  for (const Rule& R : rulesFor(Library::Blas))
    EXPECT_NE(R.Name, "div-as-mul");
}

// ---- negative cases: guards and binder checks that must block a rule ----

using RuleGuardTest = RuleFixture;

// The inner index used on its own (x[t]) or a count that is not the array's second length
// leaves no (b, t) pair to join.
TEST_F(RuleGuardTest, FoldJoinOnlyWhenIndicesPairUpOverTheFirstTwoLengths) {
  expectBlocked("(ifold R a (lambda b (lambda acc (ifold N acc (lambda t (lambda acc1 (+ acc1 "
                "(* (index x t) (index (index (index T b) t) 0)))))))))",
                {"fold-join"});
  expectBlocked("(ifold R a (lambda b (lambda acc (ifold M acc (lambda t (lambda acc1 (+ acc1 "
                "(index (index (index T b) t) 0))))))))",
                {"fold-join"});
  expectBlocked("(ifold R a (lambda b (lambda acc (ifold N acc (lambda t (lambda acc1 (+ acc1 "
                "(index (index (index T b) t) b))))))))",
                {"fold-join"});
}

// An element-wise body over a matrix (rank 2: X[b][t] is a number) or a body that names no
// array at both indices gains nothing from one long build: no join.
TEST_F(RuleGuardTest, BuildJoinOnlyForRowsOfArraysOfRankThree) {
  expectBlocked("(build N (lambda i (build M (lambda j (* s (index (index A i) j))))))",
                {"build-join"});
  expectBlocked("(build R (lambda b (build N (lambda t (build M (lambda j s))))))", {"build-join"});
  expectBlocked("(build R (lambda b (build N (lambda t (build M (lambda j (* (index x t) "
                "(index (index (index T b) t) j))))))))",
                {"build-join"});
}

// A factor that reads both the filter and a position is no operand of the product; a sum
// whose length changes with a position is no matrix.
TEST_F(RuleGuardTest, ConvolutionOnlyWhenEachFactorReadsItsOwnIndices) {
  expectBlocked("(build R (lambda f (build R (lambda y (ifold N 0.0 (lambda c (lambda acc (ifold "
                "M acc (lambda k (lambda acc1 (+ acc1 (* (index (index S c) (+ y k)) (index "
                "(index (index T f) c) y)))))))))))))",
                {"conv1d-as-gemm"});
  expectBlocked("(build R (lambda f (build R (lambda y (ifold N 0.0 (lambda c (lambda acc (ifold "
                "M acc (lambda k (lambda acc1 (+ acc1 (* (index (index S f) (+ y k)) (index "
                "(index (index T f) c) k)))))))))))))",
                {"conv1d-as-gemm"});
  expectBlocked("(build R (lambda f (build R (lambda y (ifold N 0.0 (lambda c (lambda acc (ifold "
                "(+ y 1) acc (lambda k (lambda acc1 (+ acc1 (* (index (index S c) (+ y k)) "
                "(index (index (index T f) c) k)))))))))))))",
                {"conv1d-as-gemm"});
  expectBlocked("(build R (lambda f (build R (lambda y (ifold N 0.0 (lambda c (lambda acc (ifold "
                "M acc (lambda k (lambda acc1 (+ acc1 (* acc (index (index (index T f) c) "
                "k)))))))))))))",
                {"conv1d-as-gemm"});
}

// Sums started from a value per output (a bias) add the product to those values: gemm_nn with
// beta 1 and C built from them, addmm for the LibTorch runtime.
TEST_F(RuleGuardTest, ConvolutionFromABiasAddsTheProductToIt) {
  const std::string Input = "(build R (lambda f (build R (lambda y (ifold N (index x f) (lambda c "
                            "(lambda acc (ifold M acc (lambda k (lambda acc1 (+ acc1 (* (index "
                            "(index S c) (+ y k)) (index (index (index T f) c) k)))))))))))))";
  const std::string A = "(rowjoin (build R (lambda f (build N (lambda c (build M (lambda k "
                        "(index (index (index T f) c) k))))))))";
  const std::string B = "(join (build N (lambda c (build M (lambda k (build R (lambda y (index "
                        "(index S c) (+ y k)))))))))";
  const std::string C = "(build R (lambda f (build R (lambda y (index x f)))))";
  expectReaches(Input, "(gemm_nn 1.0 " + A + " " + B + " 1.0 " + C + ")", {"conv1d-as-gemm"});
  expectSameValue(Input, "(gemm_nn 1.0 " + A + " " + B + " 1.0 " + C + ")");
  expectSameValue(Input, "(addmm 1.0 " + C + " 1.0 " + A + " " + B + ")");
}

// x * acc is not x_i * y_i: the accumulator may not leave the fold.
TEST_F(RuleGuardTest, DotNotWhenFactorUsesAccumulator) {
  expectBlocked("(ifold N 0.0 (lambda i (lambda acc (+ acc (* acc (index y i))))))", {"dot"});
}

// |acc| is not |x_i|: asum sums no term that reads the accumulator.
TEST_F(RuleGuardTest, AsumNotWhenTermUsesAccumulator) {
  expectBlocked("(ifold N 0.0 (lambda i (lambda acc (+ acc (fabs (* acc (index y i)))))))",
                {"asum"});
}

// (double)x_i * y_i over int arrays is not x_i * y_i, and not a dot product of x and y: no
// arithmetic rule or idiom sees through a conversion.
TEST_F(RuleGuardTest, NoRuleSeesThroughAConversion) {
  ClassId Root = G.addTerm(parse(
      "(ifold N 0.0 (lambda i (lambda acc (+ acc (* (todouble (index x i)) (index y i))))))"));
  std::vector<std::string> Names;
  for (const Rule& R : allRules())
    Names.push_back(R.Name);
  run(Names);
  for (const char* Erased :
       {"(dot x y)", "(dot y x)",
        "(ifold N 0.0 (lambda i (lambda acc (+ acc (* (index x i) (index y i))))))"}) {
    std::optional<ClassId> C = lookupTerm(G, parse(Erased));
    EXPECT_TRUE(!C || *C != G.find(Root)) << "reached " << Erased;
  }
}

// A non-zero init is needed for a dot product: `dot` only matches ifold from 0.
TEST_F(RuleGuardTest, DotNotWhenInitIsNotZero) {
  expectBlocked("(ifold N a (lambda i (lambda acc (+ acc (* (index x i) (index y i))))))", {"dot"});
}

// Splitting off a zero init would loop forever (0 + ifold 0 ...) and gains nothing.
TEST_F(RuleGuardTest, FoldSplitNotWhenInitIsZero) {
  expectBlocked("(ifold N 0 (lambda i (lambda acc (+ acc (index x i)))))", {"fold-split"},
                "(+ 0 (ifold N 0.0 (lambda i (lambda acc (+ acc (index x i))))))");
  expectBlocked("(ifold N 0.0 (lambda i (lambda acc (+ acc (index y i)))))", {"fold-split"});
}

// acc + acc*x_i is not linear in the init, so the init cannot be split off.
TEST_F(RuleGuardTest, FoldSplitNotWhenBodyUsesAccumulator) {
  expectBlocked("(ifold N a (lambda i (lambda acc (+ acc (* acc (index x i))))))", {"fold-split"});
}

// x has N elements; rebuilding its first M is a different (shorter) array.
TEST_F(RuleGuardTest, EtaBuildNotWhenLengthDiffers) {
  expectBlocked("(build M (lambda i (index x i)))", {"eta-build"}, "x");
}

// z_i * x_i cannot be hoisted: the factor depends on the index.
TEST_F(RuleGuardTest, HoistMulFromDotNotWhenScalarUsesIndex) {
  expectBlocked("(dot (build N (lambda i (* (index z i) (index x i)))) y)", {"hoist-mul-from-dot"});
}

// A body that uses the index is not a constant fill (the guard isScalar alone passes here).
TEST_F(RuleGuardTest, MemsetAndFullNotWhenBodyUsesIndex) {
  expectBlocked("(build N (lambda i (* a (index x i))))", {"memset"});
  expectBlocked("(build N (lambda i (* a (index x i))))", {"full"});
}

// An array element is not a scalar fill value.
TEST_F(RuleGuardTest, MemsetNotForArrayBody) {
  expectBlocked("(build N (lambda i u))", {"memset"}, "(memset N u)");
}

// E_ij + x_ij * y_j is not a rank-1 update: x must depend on i only.
TEST_F(RuleGuardTest, GerNotWhenXUsesJ) {
  expectBlocked("(build N (lambda i (build M (lambda j (+ (index (index A i) j) "
                "(* (index (index P i) j) (index u j)))))))",
                {"ger"});
}

// A matrix added to a matrix is no vector broadcast over rows or columns: the added term must
// depend on one index only. A computed matrix (`A[i][j] * a`, an initialisation's value) is no
// stored matrix that ger could update.
TEST_F(RuleGuardTest, GerBroadcastNotWhenTermUsesBothIndices) {
  expectBlocked("(build N (lambda i (build M (lambda j (+ (index (index A i) j) "
                "(index (index P i) j))))))",
                {"ger-broadcast-row", "ger-broadcast-column"});
}

TEST_F(RuleGuardTest, GerBroadcastNotOnComputedMatrix) {
  expectBlocked("(build N (lambda i (build M (lambda j (+ (* a (index (index A i) j)) "
                "(index u j))))))",
                {"ger-broadcast-row", "ger-broadcast-column"});
}

// A has N rows; building M of them is not A * x.
TEST_F(RuleGuardTest, GemvAndMvNotWhenRowCountDiffers) {
  expectBlocked("(build M (lambda i (dot (index A i) u)))", {"gemv0-alpha1"}, "(gemv0_n 1.0 A u)");
  expectBlocked("(build M (lambda i (dot (index A i) u)))", {"mv"}, "(mv A u)");
}

// Column j of B is transpose(B)[j] only when the build covers all of B's rows.
TEST_F(RuleGuardTest, ColumnAsTransposeNotWhenRowCountDiffers) {
  expectBlocked("(build M (lambda i (index (index A i) 0)))", {"column-as-transpose"});
}

// scal needs a scalar factor: an array times an element is not a scaling.
TEST_F(RuleGuardTest, ScalNotForIndexDependentFactor) {
  expectBlocked("(build N (lambda i (* (index y i) (index x i))))", {"scal"});
  expectBlocked("(build N (lambda i (* (index y i) (index x i))))", {"mul"});
}

// With the whole BLAS table the dot product of a fold is still found (rules cooperate).
// j < i leaves the diagonal as it was: not syrk, which updates it.
TEST_F(RuleGuardTest, SyrkNotOnStrictTriangle) {
  expectBlocked(
      "(build N (lambda i (build N (lambda j (select (< j i) (+ (* b (index (index S i) j)) "
      "(* a (dot (index A i) (index A j)))) (index (index S i) j))))))",
      {"syrk-lower", "syrk-upper"});
}

// The strict triangle (diagonal kept) is not syrk with beta = 0 either.
TEST_F(RuleGuardTest, Syrk0NotOnStrictTriangle) {
  expectBlocked("(build N (lambda i (build N (lambda j (select (< i j) "
                "(* a (dot (index A i) (index A j))) (index (index S i) j))))))",
                {"syrk0-lower", "syrk0-upper"});
}

// The strict rules need A's rows to be the result's: a product of N rows of A with M rows of
// Et is no Gram matrix, and a triangle j <= i is no strict one.
TEST_F(RuleGuardTest, SyrkStrictOnlyForAStrictSquareGramMatrix) {
  expectBlocked(
      "(build M (lambda i (build M (lambda j (select (< i j) (dot (index A i) (index A j)) "
      "(index (index S i) j))))))",
      {"syrk0-strict-upper-alpha1"});
  expectBlocked(
      "(build N (lambda i (build N (lambda j (select (<= j i) (dot (index A i) (index A j)) "
      "(index (index S i) j))))))",
      {"syrk0-strict-lower-alpha1", "syrk0-strict-upper-alpha1"});
}

// An int sum divided by an int (C truncates the quotient) is no floating library call.
TEST_F(RuleGuardTest, DivisionIdiomsOnlyForFloatingDivision) {
  expectBlocked("(build N (lambda i (/ (dot (index iA i) (memset M 1)) R)))", {"gemv0-div"});
  expectBlocked("(build N (lambda i (build N (lambda j (select (<= i j) (/ (dot (index iA i) "
                "(index iA j)) R) (index (index S i) j))))))",
                {"syrk0-upper-div", "syrk0-lower-div"});
}

// C's `/` on integers truncates: (N + 1) / 2 is not (1 / 2) * (N + 1). Without a floating
// constant, conversion or call the guard cannot tell a name's type, so it leaves x / b alone;
// and 1 / c is already the reciprocal.
TEST_F(RuleGuardTest, DivAsMulOnlyForProvablyFloatingDivision) {
  expectBlocked("(/ (+ N 1) 2)", {"div-as-mul"});
  expectBlocked("(/ (index ix 2) N)", {"div-as-mul"});
  expectBlocked("(/ 1.0 b)", {"div-as-mul"});
  expectBlocked("(/ (+ N 1) 2)", {"div-pow2-as-mul"});
}

// x * (1/c) rounds as x / c only when 1/c is exact: c a power of two, neither 3 nor a name.
TEST_F(RuleGuardTest, DivPow2AsMulOnlyForAPowerOfTwo) {
  expectBlocked("(/ (+ a 1.0) 3.0)", {"div-pow2-as-mul"});
  expectBlocked("(/ (+ a 1.0) b)", {"div-pow2-as-mul"});
  expectBlocked("(/ (+ a 1.0) 0.0)", {"div-pow2-as-mul"});
}

// The relaxed x + 0 = x is not exact: -0.0 + 0.0 is +0.0.
TEST_F(RuleGuardTest, AddZeroOnlyForTermsThatAreNeverNegativeZero) {
  expectBlocked("(+ (* a b) 0.0)", {"add-zero-r"}, "(* a b)");
  expectBlocked("(+ 0 (- a b))", {"add-zero-l"}, "(- a b)");
  expectBlocked("(+ 0.0 (ifold N a (lambda i (lambda acc (+ acc (index x i))))))", {"add-zero-l"});
  Environment Zero = Env;
  Zero.Values["a"] = Value::num(-0.0);
  Zero.Values["b"] = Value::num(1.0);
  EXPECT_TRUE(std::signbit(evaluate(parse("(* a b)"), Zero).Num));
  EXPECT_FALSE(std::signbit(evaluate(parse("(+ (* a b) 0.0)"), Zero).Num));
}

// A form with more reciprocals than the loops divides by multiplying; the exact ones of powers
// of two do not count.
TEST(Reciprocals, CountsReciprocalsButExactOnes) {
  EXPECT_EQ(reciprocals(parse("(* (/ 1.0 b) (/ 1.0 4.0))")), 1u);
  EXPECT_EQ(reciprocals(parse("(/ a b)")), 0u);
}

// A library form that multiplies a sum by the scalar the loops multiply each of its terms by
// regroups it: alpha * (sum A*B) rounds otherwise than sum (alpha*A)*B. Not when the loops
// already scale the sum, when the factor is a power of two, or when there is no sum.
TEST(RegroupsScalars, ScalarOfEachTermAppliedToTheSum) {
  // C[i][j] = beta * C[i][j]; C[i][j] += alpha * A[i][k] * B[k][j]
  Term Gemm = parse("(build N (lambda i (build M (lambda j (ifold K (* beta (index (index C i) j)) "
                    "(lambda k (lambda acc (+ acc (* (* alpha (index (index A i) k)) "
                    "(index (index B k) j))))))))))");
  EXPECT_TRUE(regroupsScalars(Gemm, parse("(gemm_nn alpha A B beta C)")));
  // The factor on the right of the product, and LibTorch's forms of the same product.
  Term Right = parse("(build N (lambda i (ifold M 0 (lambda j (lambda acc (+ acc (* (* (index "
                     "(index A i) j) (index x j)) alpha)))))))");
  EXPECT_TRUE(regroupsScalars(Right, parse("(gemv0_n alpha A x)")));
  EXPECT_TRUE(regroupsScalars(Right, parse("(mul alpha (mv A x))")));
  EXPECT_TRUE(regroupsScalars(Gemm, parse("(addmm beta C alpha A B)")));
  // scal of a product, and a dot's sum multiplied by the scalar.
  EXPECT_TRUE(regroupsScalars(Right, parse("(scal alpha (gemv0_n 1.0 A x))")));
  Term Dot = parse("(ifold N 0 (lambda i (lambda acc (+ acc (* (* a (index x i)) (index y i))))))");
  EXPECT_TRUE(regroupsScalars(Dot, parse("(* a (dot x y))")));
  // A factor of the outer loop's index is a scalar of the inner sum too: y[i] += d[i]*A[i][j]*x[j].
  Term Row = parse("(build N (lambda i (ifold M 0 (lambda j (lambda acc (+ acc (* (* (index d i) "
                   "(index (index A i) j)) (index x j))))))))");
  EXPECT_TRUE(
      regroupsScalars(Row, parse("(build N (lambda i (* (index d i) (dot (index A i) x))))")));

  // The loops multiply the sum: y[i] = alpha * sum_j A[i][j]*x[j], as gemv does.
  Term After = parse("(build N (lambda i (* alpha (ifold M 0 (lambda j (lambda acc (+ acc (* "
                     "(index (index A i) j) (index x j)))))))))");
  EXPECT_FALSE(regroupsScalars(After, parse("(gemv0_n alpha A x)")));
  EXPECT_FALSE(regroupsScalars(After, parse("(mul alpha (mv A x))")));
  // A power of two (or its negation) multiplies exactly, in the loops and in the call.
  Term Half = parse("(build N (lambda i (ifold M 0 (lambda j (lambda acc (+ acc (* (* 2.0 (index "
                    "(index A i) j)) (index x j))))))))");
  EXPECT_FALSE(regroupsScalars(Half, parse("(gemv0_n 2.0 A x)")));
  EXPECT_FALSE(regroupsScalars(Right, parse("(gemv0_n (neg 0.5) A x)")));
  // No sum: axpy's a multiplies each element, as the loops do.
  Term Axpy = parse("(build N (lambda i (+ (* a (index x i)) (index y i))))");
  EXPECT_FALSE(regroupsScalars(Axpy, parse("(axpy a x y)")));
  // The scalar stays on each term: mm(mul(alpha, A), B) sums (alpha*A)*B.
  EXPECT_FALSE(regroupsScalars(Gemm, parse("(addmm beta C 1.0 (mul alpha A) B)")));
  // A product of the index with an invariant is a subscript, not a factor of the sum.
  Term Strided = parse("(ifold N 0 (lambda i (lambda acc (+ acc (* (index x (* i s)) (index y "
                       "i))))))");
  EXPECT_FALSE(regroupsScalars(Strided, parse("(* a (dot x y))")));
  // No library call: the loops kept.
  EXPECT_FALSE(regroupsScalars(Gemm, Gemm));
}

// x[i] = a * x[i] * b rounds (a*x)*b; a scal by the product a*b rounds x*(a*b). A product the
// loops form themselves ((a*b) * x[i]), or one with an exact factor, is no regrouping.
TEST(RegroupsScalars, ScalarsCombinedIntoOneFactor) {
  Term Loops = parse("(build N (lambda i (* (* a (index x i)) b)))");
  EXPECT_TRUE(regroupsScalars(Loops, parse("(scal (* a b) x)")));
  Term Axpy = parse("(build N (lambda i (+ (index y i) (* (* a (index x i)) b))))");
  EXPECT_TRUE(regroupsScalars(Axpy, parse("(axpy (* a b) x y)")));
  Term Formed = parse("(build N (lambda i (* (* a b) (index x i))))");
  EXPECT_FALSE(regroupsScalars(Formed, parse("(scal (* a b) x)")));
  Term Doubled = parse("(build N (lambda i (* (* a (index x i)) 2.0)))");
  EXPECT_FALSE(regroupsScalars(Doubled, parse("(scal (* a 2.0) x)")));
}

// Which calls sum in an order of their own and which add products their kernels may fuse
// (Library.h, `rounding`): the changes a remark names.
TEST(CallRounding, EachFunctionSumsOrFusesAsItsFormSays) {
  auto Sums = [](const char* f) { return rounding(*findLibraryFunction(f)).Sums; };
  auto Fuses = [](const char* f) { return rounding(*findLibraryFunction(f)).addsProducts(); };
  for (const char* F : {"dot", "nrm2", "gemv_n", "gemv0_t", "gemm_nn", "gemm0_tt", "syrk_l",
                        "syr2k_u", "symm_ll", "trmm_lltu", "trsv_lnn", "trsm_llnn", "trsm_runn",
                        "potrf_l", "mv", "mm", "addmm", "addmv"}) {
    EXPECT_TRUE(Sums(F)) << F;
    EXPECT_TRUE(Fuses(F)) << F;
  }
  for (const char* F : {"axpy", "ger"}) { // one product added to each element: no sum
    EXPECT_FALSE(Sums(F)) << F;
    EXPECT_TRUE(Fuses(F)) << F;
  }
  for (const char* F : {"asum", "sum"}) { // sums without products
    EXPECT_TRUE(Sums(F)) << F;
    EXPECT_FALSE(Fuses(F)) << F;
  }
  for (const char* F : {"scal", "memset", "copy", "full", "add", "mul", "transpose", "join"}) {
    EXPECT_FALSE(Sums(F)) << F;
    EXPECT_FALSE(Fuses(F)) << F;
  }
  // Every factor is an argument of the function.
  for (const LibraryFunction& F : libraryFunctions())
    for (int K : rounding(F).Factors)
      EXPECT_LT(K, F.Arity) << F.Name;
}

TEST(CallRounding, FormsSumOrFuseAsTheirCallsDo) {
  EXPECT_TRUE(reassociatesSums(parse("(gemm_nn alpha A B beta C)")));
  EXPECT_TRUE(fusesProducts(parse("(gemm_nn alpha A B beta C)")));
  EXPECT_TRUE(fusesProducts(parse("(gemm0_nn 1.0 A B)")));
  EXPECT_TRUE(reassociatesSums(parse("(dot x y)")));
  EXPECT_TRUE(fusesProducts(parse("(dot x y)")));
  EXPECT_TRUE(fusesProducts(parse("(build N (lambda i (* (index d i) (dot (index A i) x))))")));
  EXPECT_FALSE(reassociatesSums(parse("(axpy a x y)")));
  EXPECT_TRUE(fusesProducts(parse("(axpy a x y)")));
  EXPECT_TRUE(fusesProducts(parse("(ger 1.0 x y A)")));
  EXPECT_TRUE(fusesProducts(parse("(addmm beta C 1.0 A B)")));
  EXPECT_TRUE(fusesProducts(parse("(syrk_l alpha A beta C)")));
  EXPECT_TRUE(fusesProducts(parse("(nrm2 x)")));
  // No product is added: scal, copies, fills, element-wise LibTorch calls, asum, sum.
  for (const char* T : {"(scal a x)", "(copy x)", "(memset N 0.0)", "(full N c)",
                        "(add x (mul a y))", "(asum x)", "(sum x)", "(transpose A)"})
    EXPECT_FALSE(fusesProducts(parse(T))) << T;
  for (const char* T : {"(scal a x)", "(copy x)", "(memset N 0.0)", "(add x (mul a y))",
                        "(axpy a x y)", "(ger a x y A)"})
    EXPECT_FALSE(reassociatesSums(parse(T))) << T;
  EXPECT_TRUE(reassociatesSums(parse("(asum x)")));
  EXPECT_TRUE(reassociatesSums(parse("(sum x)")));
  // Exact products round alike fused or not: saxpy by 1 or 2 (`y[i] += x[i]`), BLAS's sum (a dot
  // with ones), a broadcast (a ger with a vector of ones).
  EXPECT_FALSE(fusesProducts(parse("(axpy 1.0 x y)")));
  EXPECT_FALSE(fusesProducts(parse("(axpy (neg 2.0) x y)")));
  EXPECT_FALSE(fusesProducts(parse("(axpy a (memset N 1.0) y)")));
  EXPECT_TRUE(reassociatesSums(parse("(dot x (memset N 1.0))")));
  EXPECT_FALSE(fusesProducts(parse("(dot x (memset N 1.0))")));
  EXPECT_FALSE(fusesProducts(parse("(ger 1.0 (memset M 1.0) y A)")));
  EXPECT_TRUE(fusesProducts(parse("(ger a (memset M 1.0) y A)")));
  EXPECT_TRUE(fusesProducts(parse("(dot x (memset N 3.0))")));
  // Loops alone call nothing.
  Term Loops = parse("(ifold N 0 (lambda i (lambda acc (+ acc (* (index x i) (index y i))))))");
  EXPECT_FALSE(reassociatesSums(Loops));
  EXPECT_FALSE(fusesProducts(Loops));
}

// An integer sum becomes dot(x, ones) and gains a 0.0 by fold-split: neither the call nor the
// floating constants the rules wrote make its division by N a floating one.
TEST_F(RuleGuardTest, DivAsMulNotForAnIntegerSumTheRulesRewrote) {
  ClassId Root = G.addTerm(parse("(/ (ifold N 3 (lambda i (lambda acc (+ acc (index ix i))))) N)"));
  run({"sum-as-dot", "fold-split", "div-as-mul"});
  for (const Node& Nd : G.eclass(G.find(Root)).Nodes)
    EXPECT_NE(Nd.Kind, Op::Mul) << "an integer division became a multiplication";
}

// A triangle of a non-square result: the inner extent differs from the outer one.
TEST_F(RuleGuardTest, SyrkNotWhenResultIsNotSquare) {
  expectBlocked(
      "(build N (lambda i (build M (lambda j (select (<= j i) (+ (* b (index (index P i) j)) "
      "(* a (dot (index A i) (index Et j)))) (index (index P i) j))))))",
      {"syrk-lower"});
}

// The sum reads rows of another matrix than the one it adds to: not an in-place trmm.
TEST_F(RuleGuardTest, TrmmNotWhenSumReadsAnotherMatrix) {
  expectBlocked(
      "(build N (lambda i (build M (lambda j (* a (select (< (+ i 1) N) (ifold (- (- N i) 1) "
      "(index (index A i) j) (lambda k (lambda acc (+ acc (* (index (index S (+ (+ i 1) k)) i) "
      "(index (index P (+ (+ i 1) k)) j)))))) (index (index A i) j)))))))",
      {"trmm-left-lower-trans-unit"});
}

// A fold over fewer rows than x leaves the last elements of x as they were: not a solve.
TEST_F(RuleGuardTest, TrsvNotWhenTheFoldStopsShortOfX) {
  expectBlocked("(ifold M x (lambda i (lambda acc (build N (lambda k (select (== i k) (/ (ifold i "
                "(index y i) (lambda j (lambda s (- s (* (index (index S i) j) (index acc j)))))) "
                "(index (index S i) i)) (index acc k)))))))",
                {"trsv-lower"});
}

// A solve over fewer rows than B has: not the whole right-hand side solved for.
TEST_F(RuleGuardTest, TrsmNotWhenTheFoldStopsShortOfB) {
  expectBlocked(
      "(ifold M A (lambda i (lambda acc (build N (lambda r (build M (lambda c (select (== "
      "i r) (/ (ifold i (index (index acc r) c) (lambda k (lambda s (- s (* (index (index "
      "S i) k) (index (index acc k) c)))))) (index (index S i) i)) (index (index acc r) "
      "c)))))))))",
      {"trsm-left-lower"});
}

// The meaning of a triangular solve with a matrix right-hand side: each column of B solved as
// trsv solves one vector (left), each row through the transpose (right), scaled by alpha.
TEST(TriangularSolve, TrsmIsTrsvPerColumnOrRow) {
  auto Num = [](double v) { return Value::num(v); };
  auto Row = [&](std::vector<double> r) {
    std::vector<Value> E;
    for (double V : r)
      E.push_back(Num(V));
    return Value::array(std::move(E));
  };
  Value L = Value::array({Row({2, 9}), Row({1, 4})}); // lower: the 9 above is never read
  Value B = Value::array({Row({2, 4, 6}), Row({5, 6, 7})});
  const LibraryFunction* Left = findLibraryFunction("trsm_llnn");
  const LibraryFunction* Trsv = findLibraryFunction("trsv_lnn");
  ASSERT_TRUE(Left && Trsv);
  Value X = Left->Eval(std::vector<Value>{Num(0.5), L, B});
  for (size_t C = 0; C < 3; ++C) {
    Value Column = Value::array({Num(0.5 * B[0][C].Num), Num(0.5 * B[1][C].Num)});
    Value Solved = Trsv->Eval(std::vector<Value>{L, Column});
    EXPECT_EQ(X[0][C].Num, Solved[0].Num);
    EXPECT_EQ(X[1][C].Num, Solved[1].Num);
  }
  // X*U = B with U upper: row i of X solves Uᵀ*x = B_i.
  Value U = Value::array({Row({2, 1, 3}), Row({0, 4, 1}), Row({0, 0, 5})});
  Value R = findLibraryFunction("trsm_runn")->Eval(std::vector<Value>{Num(1.0), U, B});
  for (size_t I = 0; I < 2; ++I)
    for (size_t J = 0; J < 3; ++J) {
      double S = 0;
      for (size_t K = 0; K < 3; ++K)
        S += R[I][K].Num * U[K][J].Num;
      EXPECT_NEAR(S, B[I][J].Num, 1e-12);
    }
}

// Rows folded over A, but the builds are of another size: not the whole matrix factored.
TEST_F(RuleGuardTest, PotrfNotWhenTheFoldCoversFewerRows) {
  expectBlocked("(ifold M S (lambda i (lambda acc (app (lambda s (build N (lambda e0 (build N "
                "(lambda e1 (select (and (== i e1) (== i e0)) (sqrt (ifold i (index (index s e0) "
                "e1) (lambda k (lambda a (- a (* (index (index s i) k) (index (index s i) k))))))) "
                "(index (index s e0) e1))))))) (ifold i acc (lambda j (lambda r (build N (lambda "
                "f0 (build N (lambda f1 (select (and (== j f1) (== i f0)) (/ (ifold j (index "
                "(index r f0) f1) (lambda k (lambda a (- a (* (index (index r i) k) (index (index "
                "r j) k)))))) (index (index r j) j)) (index (index r f0) f1)))))))))))))",
                {"potrf-lower"});
}

// Rows counted down from n - 2: the last element of x is never solved for.
TEST_F(RuleGuardTest, TrsvUpperNotWhenTheRowsStartBelowTheLast) {
  expectBlocked(
      "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== (- (- N 2) i) k) (/ (ifo"
      "ld (- (- N (- (- N 2) i)) 1) (index y (- (- N 2) i)) (lambda j (lambda s (- s (* (index "
      "(index S (- (- N 2) i)) (+ (+ (- (- N 2) i) 1) j)) (index acc (+ (+ (- (- N 2) i) 1) j))"
      "))))) (index (index S (- (- N 2) i)) (- (- N 2) i))) (index acc k)))))))",
      {"trsv-upper"});
}

// A macro size (`#define N 4`): the loop counts down from the constant 3 while x's length is
// N. The rows start at the last one only because N is known at compile time.
const char* const kBackSolveFromThree =
    "(ifold N x (lambda i (lambda acc (build N (lambda k (select (== (- 3 i) k) (/ (ifold (- (- "
    "N (- 3 i)) 1) (index y (- 3 i)) (lambda j (lambda s (- s (* (index (index S (- 3 i)) (+ "
    "(+ (- 3 i) 1) j)) (index acc (+ (+ (- 3 i) 1) j))))))) (index (index S (- 3 i)) (- 3 i))) "
    "(index acc k)))))))";

TEST_F(RuleGuardTest, TrsvUpperFromAMacroSizeKnownAtCompileTime) {
  G.declareSymbol(internName("N"), SymbolInfo{Shape::scalar(), 4, false, /*Constant=*/true});
  expectReaches(kBackSolveFromThree, "(trsv_unn S y)", {"trsv-upper"});
}

TEST_F(RuleGuardTest, TrsvUpperNotFromAConstantWhenTheSizeIsARunTimeValue) {
  expectBlocked(kBackSolveFromThree, {"trsv-upper"});
}

// Under a binder the condition's indices shift: (select (== #0 ...)) inside a lambda is another
// condition than the outer one and stays.
TEST_F(RuleGuardTest, SelectKnownRespectsBinders) {
  expectBlocked("(select (< a b) (build N (lambda i (select (< i b) a s))) s)", {"select-known"});
}

// Each half of the split sum must leave the accumulator alone.
TEST_F(RuleGuardTest, FoldAddSplitNotWhenATermUsesAccumulator) {
  expectBlocked("(ifold N 0.0 (lambda i (lambda acc (+ acc (+ (index x i) (* acc (index y i)))))))",
                {"fold-add-split"});
}

TEST_F(RuleGuardTest, DotFoundWithWholeBlasTable) {
  Term In = parse("(ifold N 0.0 (lambda i (lambda acc (+ acc (* (index x i) (index y i))))))");
  ClassId Root = G.addTerm(In);
  RunnerLimits Limits;
  Limits.Seconds = 10;
  std::vector<Rule> Rules = rulesFor(Library::Blas);
  runRules(G, Rules, Limits);
  std::optional<ClassId> C = lookupTerm(G, parse("(dot x y)"));
  ASSERT_TRUE(C.has_value());
  EXPECT_EQ(*C, G.find(Root));
}

} // namespace
