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
  };
  // clang-format on
}

} // namespace liar::ir
