#include "Binders.h"
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

} // namespace

std::string_view targetName(Target t) {
  return t == Target::Blas ? "blas" : "torch";
}

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
    // Inside a branch of `select c`, c is known: a select on the same condition takes that branch.
    rewrite("select-same-then",     "(select ?c (select ?c ?a ?b) ?d)",       "(select ?c ?a ?d)",
            "select c (select c a b) d = select c a d"),
    rewrite("select-same-else",     "(select ?c ?a (select ?c ?b ?d))",       "(select ?c ?a ?d)",
            "select c a (select c b d) = select c a d"),
    rewrite("select-same-then-add", "(select ?c (+ (select ?c ?a ?b) ?d) ?e)", "(select ?c (+ ?a ?d) ?e)",
            "select c (select c a b + d) e = select c (a + d) e"),
  };
  // clang-format on
}

} // namespace liar::ir
