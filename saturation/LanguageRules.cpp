#include "Binders.h"
#include "FoldJoin.h"
#include "Rules.h"

namespace liar::ir {
namespace {

// The contractum of a binder applied to a value: body[bound := value].
CodeApplier substitute(std::string body, std::string value) {
  return [=](ApplyContext& c) -> std::optional<ClassId> {
    std::optional<Term> B = c.term(body), V = c.term(value);
    if (!B || !V) return std::nullopt;
    return c.G.addTerm(substituteBound(*B, *V));
  };
}

// Copies the tree of `t` at `at` into `out`, each (select c x y) whose condition is k.Cond
// replaced by x (holds) or y. Under d binders of `t` the same condition has its free indices
// shifted by d; k.Shifted[d] caches it.
struct Knowing {
  const Term& Cond;
  std::vector<Term> Shifted;
  bool Replaced = false;
};

uint32_t copyKnowing(const Term& t, uint32_t at, int depth, bool holds, Term& out, Knowing& k) {
  const Node& N = t[at];
  if (N.Kind == Op::Select) {
    while (static_cast<int>(k.Shifted.size()) <= depth)
      k.Shifted.push_back(shiftFree(k.Cond, static_cast<int>(k.Shifted.size())));
    const Term& C = k.Shifted[depth];
    if (sameTree(t, N.Kids[0], C, C.root())) {
      k.Replaced = true;
      return copyKnowing(t, N.Kids[holds ? 1 : 2], depth, holds, out, k);
    }
  }
  Node M = N;
  int Inner = depth + (N.Kind == Op::Lambda ? 1 : 0);
  for (uint32_t& K : M.kids())
    K = copyKnowing(t, K, Inner, holds, out, k);
  return out.add(M);
}

// select c a b, with c known to hold inside a and known not to hold inside b.
std::optional<ClassId> knownCondition(ApplyContext& c) {
  std::optional<Term> C = c.term("?c"), A = c.term("?a"), B = c.term("?b");
  if (!C || !A || !B) return std::nullopt;
  Term Out;
  Knowing K{*C, {}, false};
  uint32_t Cond = Out.append(*C, C->root());
  uint32_t Then = copyKnowing(*A, A->root(), 0, true, Out, K);
  uint32_t Else = copyKnowing(*B, B->root(), 0, false, Out, K);
  if (!K.Replaced) return std::nullopt;
  addOp(Out, Op::Select, {Cond, Then, Else});
  return c.G.addTerm(Out);
}

} // namespace

std::vector<Rule> languageRules() {
  // clang-format off
  return {
    codeRewrite("beta-reduce",      "(app (lambda x ?body) ?arg)",            substitute("?body", "?arg"),
                "(λx. e) y = e[x := y]"),
    codeRewrite("elim-index-build", "(index (build ?n (lambda i ?body)) ?j)", substitute("?body", "?j"),
                "(build n f)[j] = f j"),
    rewrite("elim-fst",             "(fst (tuple ?a ?b))",                    "?a",
            "fst (a, b) = a"),
    rewrite("elim-snd",             "(snd (tuple ?a ?b))",                    "?b",
            "snd (a, b) = b"),
    // R-INTROINDEXBUILD read right to left: an array rebuilt from its own elements is itself.
    // The left-to-right direction happens inside idioms, which build arrays of matched terms.
    rewrite("eta-build",            "(build ?n (lambda i (index ?a i)))",     "?a",
            "build n (λi. a[i]) = a  when |a| = n", {hasLength("?a", 0, "?n")}),
    rewrite("fold-split",           "(ifold ?n ?init (lambda i (lambda acc (+ acc ?x))))",
            "(+ ?init (ifold ?n 0.0 (lambda i (lambda acc (+ acc ?x)))))",
            "ifold n init (λi acc. acc + g i) = init + ifold n 0 (λi acc. acc + g i)",
            {notUsing("?x", "acc"), isNot("?init", 0)}),
    rewrite("fold-add-split",       "(ifold ?n 0 (lambda i (lambda acc (+ acc (+ ?x ?y)))))",
            "(+ (ifold ?n 0.0 (lambda i (lambda acc (+ acc ?x)))) (ifold ?n 0.0 (lambda i (lambda acc (+ acc ?y)))))",
            "ifold n 0 (λi acc. acc + (g i + h i)) = ifold n 0 (λi acc. acc + g i) + ifold n 0 (λi acc. acc + h i)",
            {notUsing("?x", "acc"), notUsing("?y", "acc")}),
    codeRewrite("fold-join",        "(ifold ?n ?init (lambda b (lambda acc (ifold ?m acc (lambda t (lambda acc1 ?body))))))",
                joinNestedFolds,
                "ifold n init (λb acc. ifold m acc (λt acc1. f X[b][t] acc1)) = ifold (n*m) init (λk acc. f (join X)[k] acc)"),
    codeRewrite("build-join",       "(build ?n (lambda b (build ?m (lambda t ?body))))",
                joinNestedBuilds,
                "build n (λb. build m (λt. f X[b][t])) = split n (build (n*m) (λk. f (join X)[k])), X[b][t] a row"),
    rewrite("fold-identity",        "(ifold ?n ?init (lambda i (lambda acc acc)))", "?init",
            "ifold n init (λi acc. acc) = init"),
    rewrite("fold-once",            "(ifold 1 ?init ?f)",                     "(app (app ?f 0) ?init)",
            "ifold 1 init f = f 0 init"),
    // Inside a branch of `select c`, c is known: a select on the same condition takes that branch.
    rewrite("select-same-then",     "(select ?c (select ?c ?a ?b) ?d)",       "(select ?c ?a ?d)",
            "select c (select c a b) d = select c a d"),
    rewrite("select-same-else",     "(select ?c ?a (select ?c ?b ?d))",       "(select ?c ?a ?d)",
            "select c a (select c b d) = select c a d"),
    codeRewrite("select-known",     "(select ?c ?a ?b)",                      knownCondition,
                "select c a b = select c a[c := true] b[c := false]: nested selects on c take their branch"),
    rewrite("select-same-then-add", "(select ?c (+ (select ?c ?a ?b) ?d) ?e)", "(select ?c (+ ?a ?d) ?e)",
            "select c (select c a b + d) e = select c (a + d) e"),
  };
  // clang-format on
}

} // namespace liar::ir
