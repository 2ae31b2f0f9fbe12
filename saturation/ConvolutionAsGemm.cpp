#include "ConvolutionAsGemm.h"

#include "Binders.h"
#include "Interner.h"

#include <cmath>
#include <map>
#include <vector>

namespace liar::ir {
namespace {

/// The nests the applier reads: `Positions` builds over output positions inside the filters'
/// build, around `Sums` nested folds whose body is (+ acc (* ?a ?b)).
struct ConvolutionShape {
  int Positions = 2; ///< 1 or 2
  int Sums = 3;      ///< 2 or 3
};

constexpr const char* kPositionSizes[] = {"?H", "?W"};
constexpr const char* kSumSizes[] = {"?C", "?K", "?L"};

// Where the nest's binders are, as De Bruijn indices at the body of the innermost fold: each
// fold binds an index and an accumulator, each build an index, the filters' build is outermost.
struct Nest {
  int Positions, Sums;
  Library Lib;
  int depth() const { return 2 * Sums + Positions + 1; }
  int sum(int j) const { return 2 * (Sums - 1 - j) + 1; }
  int position(int i) const { return 2 * Sums + (Positions - 1 - i); }
  int filter() const { return 2 * Sums + Positions; }
  // The depth at which the left-hand side binds the size of each construct.
  int positionSizeDepth(int i) const { return 1 + i; }
  int sumSizeDepth(int j) const { return 1 + Positions + 2 * j; }
};

// The size bound to `var` at depth `from` of the left-hand side, moved to depth `to`; nullopt
// when it reads an index of the nest (a size that changes with the loops is no matrix).
std::optional<Term> sizeAt(const ApplyContext& c, std::string_view var, int from, int to) {
  std::optional<Term> T = c.term(var);
  if (!T) return std::nullopt;
  return renameFree(*T, [from, to](int k) -> std::optional<int> {
    if (k < from) return std::nullopt;
    return k - from + to;
  });
}

// A factor of the body moved under new binders: `kept` maps each nest binder it may read to
// its new index; variables outside the nest move with the nest's depth.
std::optional<Term> factorUnder(const Term& t, const Nest& nest, const std::map<int, int>& kept,
                                int newDepth) {
  return renameFree(t, [&](int k) -> std::optional<int> {
    if (k >= nest.depth()) return k - nest.depth() + newDepth;
    auto It = kept.find(k);
    if (It == kept.end()) return std::nullopt;
    return It->second;
  });
}

// (build n0 (λ. build n1 (λ. ... body))) into `out`, sizes outermost first.
uint32_t nestedBuilds(Term& out, const std::vector<Term>& sizes, const Term& body) {
  uint32_t Inner = out.append(body, body.root());
  for (size_t I = sizes.size(); I-- > 0;) {
    uint32_t Step = addOp(out, Op::Lambda, {Inner});
    Inner = addOp(out, Op::Build, {out.append(sizes[I], sizes[I].root()), Step});
  }
  return Inner;
}

uint32_t callOf(Term& out, const char* name, std::initializer_list<uint32_t> kids) {
  return addOp(out, Op::Call, kids, internName(name));
}

struct Operands {
  Term Filters, Window; // A's element under (f, sums), B's under (sums, positions)
};

// The factors as A's and B's elements: `filters` reads the filter and the sums' indices,
// `window` the sums' and the positions' indices.
std::optional<Operands> operands(const Term& filters, const Term& window, const Nest& nest) {
  std::map<int, int> AIndices = {{nest.filter(), nest.Sums}};
  std::map<int, int> BIndices;
  for (int J = 0; J < nest.Sums; ++J) {
    AIndices[nest.sum(J)] = nest.Sums - 1 - J;
    BIndices[nest.sum(J)] = nest.Positions + nest.Sums - 1 - J;
  }
  for (int I = 0; I < nest.Positions; ++I)
    BIndices[nest.position(I)] = nest.Positions - 1 - I;
  std::optional<Term> A = factorUnder(filters, nest, AIndices, nest.Sums + 1);
  std::optional<Term> B = factorUnder(window, nest, BIndices, nest.Sums + nest.Positions);
  if (!A || !B) return std::nullopt;
  return Operands{std::move(*A), std::move(*B)};
}

// Whether the sums start from +0: a product with no C (beta 0, nothing read).
bool startsFromZero(const ApplyContext& c) {
  for (const Node& N : c.G.eclass(c.cls("?init")).Nodes)
    if (N.Kind == Op::Const && constantOf(N.Payload).Value == 0 &&
        !std::signbit(constantOf(N.Payload).Value))
      return true;
  return false;
}

std::optional<ClassId> asGemm(ApplyContext& c, const Nest& nest) {
  std::optional<Term> X = c.term("?a"), Y = c.term("?b");
  if (!X || !Y) return std::nullopt;
  std::optional<Operands> Ops = operands(*X, *Y, nest);
  if (!Ops) Ops = operands(*Y, *X, nest);
  if (!Ops) return std::nullopt;

  std::vector<Term> FilterSizes, WindowSizes;
  std::optional<Term> F = sizeAt(c, "?F", 0, 0);
  if (!F) return std::nullopt;
  FilterSizes.push_back(*F);
  for (int J = 0; J < nest.Sums; ++J) {
    std::optional<Term> InA = sizeAt(c, kSumSizes[J], nest.sumSizeDepth(J), 1 + J);
    std::optional<Term> InB = sizeAt(c, kSumSizes[J], nest.sumSizeDepth(J), J);
    if (!InA || !InB) return std::nullopt;
    FilterSizes.push_back(*InA);
    WindowSizes.push_back(*InB);
  }
  for (int I = 0; I < nest.Positions; ++I) {
    std::optional<Term> InB =
        sizeAt(c, kPositionSizes[I], nest.positionSizeDepth(I), nest.Sums + I);
    if (!InB) return std::nullopt;
    WindowSizes.push_back(*InB);
  }
  std::optional<Term> Rows = sizeAt(c, kPositionSizes[0], nest.positionSizeDepth(0), 0);
  if (!Rows) return std::nullopt;

  Term Out;
  // A: [F][C][K]..[..] with its sums' dimensions joined into one, [F][C*K*..].
  uint32_t A = nestedBuilds(Out, FilterSizes, Ops->Filters);
  for (int J = 1; J < nest.Sums; ++J)
    A = callOf(Out, "rowjoin", {A});
  // B: [C][K]..[H][W] with the sums' dimensions joined, then the positions', [C*K*..][H*W].
  uint32_t B = nestedBuilds(Out, WindowSizes, Ops->Window);
  for (int J = 1; J < nest.Sums; ++J)
    B = callOf(Out, "join", {B});
  for (int I = 1; I < nest.Positions; ++I)
    B = callOf(Out, "rowjoin", {B});
  uint32_t Product;
  bool Blas = nest.Lib == Library::Blas;
  if (startsFromZero(c)) {
    Product =
        Blas ? callOf(Out, "gemm0_nn", {addConst(Out, 1.0), A, B}) : callOf(Out, "mm", {A, B});
  } else {
    // C: the sums' initial values, built over the filters and positions where the left-hand
    // side binds them, [F][H][W] seen as [F][H*W].
    std::optional<Term> Init = c.term("?init");
    if (!Init) return std::nullopt;
    std::vector<Term> ResultSizes = {*F};
    for (int I = 0; I < nest.Positions; ++I) {
      std::optional<Term> Size = sizeAt(c, kPositionSizes[I], nest.positionSizeDepth(I), 1 + I);
      if (!Size) return std::nullopt;
      ResultSizes.push_back(*Size);
    }
    uint32_t C = nestedBuilds(Out, ResultSizes, *Init);
    for (int I = 1; I < nest.Positions; ++I)
      C = callOf(Out, "rowjoin", {C});
    Product = Blas ? callOf(Out, "gemm_nn", {addConst(Out, 1.0), A, B, addConst(Out, 1.0), C})
                   : callOf(Out, "addmm", {addConst(Out, 1.0), C, addConst(Out, 1.0), A, B});
  }
  if (nest.Positions == 2) callOf(Out, "rowsplit", {Out.append(*Rows, Rows->root()), Product});
  return c.G.addTerm(Out);
}

CodeApplier convolutionAsGemm(ConvolutionShape shape, Library library) {
  Nest N{shape.Positions, shape.Sums, library};
  return [N](ApplyContext& c) { return asGemm(c, N); };
}

} // namespace

// Filters f, output positions y (and x), sums over channels c and kernel offsets from 0 (beta
// 0) or from a value per output (a bias, the output's own: C with beta 1); one product over a
// copy of the input windows (im2col), whose cost the temporary carries. The factors may read
// anything but the other operand's indices.
std::vector<Rule> convolutionIdioms(Library library) {
  const std::string Call = library == Library::Blas ? "gemm" : "mm";
  // clang-format off
  std::vector<Rule> Rules = {
    codeRewrite("conv2d-as-" + Call, "(build ?F (lambda f (build ?H (lambda y (build ?W (lambda x (ifold ?C ?init (lambda c (lambda acc (ifold ?K acc (lambda ky (lambda acc1 (ifold ?L acc1 (lambda kx (lambda acc2 (+ acc2 (* ?a ?b)))))))))))))))))",
                convolutionAsGemm({2, 3}, library),
                "build F (λf y x. sum_{c,ky,kx} A(f,c,ky,kx) * B(c,ky,kx,y,x)) = rowsplit(H, " + Call + "(A as [F][C*K*L], B as [C*K*L][H*W]))"),
    codeRewrite("conv2d-single-as-" + Call, "(build ?F (lambda f (build ?H (lambda y (build ?W (lambda x (ifold ?C ?init (lambda c (lambda acc (ifold ?K acc (lambda k (lambda acc1 (+ acc1 (* ?a ?b))))))))))))))",
                convolutionAsGemm({2, 2}, library),
                "build F (λf y x. sum_{c,k} A(f,c,k) * B(c,k,y,x)) = rowsplit(H, " + Call + "(A as [F][C*K], B as [C*K][H*W]))"),
    codeRewrite("conv1d-as-" + Call, "(build ?F (lambda f (build ?H (lambda y (ifold ?C ?init (lambda c (lambda acc (ifold ?K acc (lambda k (lambda acc1 (+ acc1 (* ?a ?b))))))))))))",
                convolutionAsGemm({1, 2}, library),
                "build F (λf y. sum_{c,k} A(f,c,k) * B(c,k,y)) = " + Call + "(A as [F][C*K], B as [C*K][H])"),
  };
  // clang-format on
  // A 1-D nest is any product whose sum runs over two indices (a trainer's weight gradient over
  // batch and time): the runtime's cheapest operands for it are views its element loops cannot
  // print, so that the region would lose the form it has without the rule. BLAS only.
  if (library == Library::Torch) Rules.pop_back();
  return Rules;
}

} // namespace liar::ir
