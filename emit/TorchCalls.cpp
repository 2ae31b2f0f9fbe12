// LibTorch runtime calls: products with their scaled updates fused into addmm/addmv, and
// element-wise calls row by row (the other runtime calls are updates, LibraryCalls.cpp).
#include "Emitter.h"

namespace liar::emit::detail {

// The runtime call that adds a scaled product into its destination: addmm for mm, addmv for
// mv.
const ir::LibraryFunction& Emitter::updateOf(const ir::LibraryFunction& product) {
  const ir::LibraryFunction* U =
      ir::findLibraryFunction(product.Emit.Form == ir::CallForm::Mm ? "addmm" : "addmv");
  if (!U) throw Failure(noCForm(product));
  return *U;
}

// The scalar of (mul s X), or UINT32_MAX (an implicit 1) for any other term.
uint32_t Emitter::scaleOf(uint32_t at) const {
  return isForm(at, ir::CallForm::Mul) ? node(at).Kids[0] : UINT32_MAX;
}

// (mul b D) or D itself, with D the destination: the part of an update that scales it.
bool Emitter::scaledDest(uint32_t at, const View& dest, std::string& beta) {
  const Node& N = node(at);
  if (isSymbol(at, dest.SymbolName)) {
    beta = constant({1, false});
    return true;
  }
  if (isForm(at, ir::CallForm::Mul) && isSymbol(N.Kids[1], dest.SymbolName) &&
      !mentions(N.Kids[0], dest.SymbolName)) {
    beta = scalar(N.Kids[0]);
    return true;
  }
  return false;
}

// (mul a (mm ..)), (mm ..), and the same for mv: a product that addmm/addmv can add in.
bool Emitter::scaledProduct(uint32_t at, std::string& alpha, uint32_t& product) {
  auto IsProduct = [&](uint32_t k) {
    return isForm(k, ir::CallForm::Mm) || isForm(k, ir::CallForm::Mv);
  };
  if (IsProduct(at)) {
    alpha = constant({1, false});
    product = at;
    return true;
  }
  if (isForm(at, ir::CallForm::Mul) && IsProduct(node(at).Kids[1])) {
    alpha = scalar(node(at).Kids[0]);
    product = node(at).Kids[1];
    return true;
  }
  return false;
}

// b*target + alpha*product, with the product's operands as the update's A and B (x): addmm's
// and addmv's arguments (b, C, a, A, B), C the target.
void Emitter::productInto(const View& target, uint32_t product, const std::string& alpha,
                          const std::string& beta) {
  const Node& N = node(product);
  const ir::LibraryFunction& U = updateOf(function(product));
  Bound B = bound(U, {UINT32_MAX, UINT32_MAX, UINT32_MAX, N.Kids[0], N.Kids[1]}, target);
  B.Scalars = {{0, beta}, {2, alpha}};
  call(U, B);
}

// Element-wise PyTorch calls work on rows, so views with a leading dimension are fine.
void Emitter::rowwise(const View& dest,
                      const std::function<void(const std::vector<std::string>&)>& body) {
  std::vector<std::string> Idx;
  for (size_t D = 0; D + 1 < dest.rank(); ++D) {
    std::string I = fresh("i");
    line("for (long " + I + " = 0; " + I + " < " + loopBound(dest.Extents[D]) + "; " + I + "++)");
    ++Depth;
    Idx.push_back(I);
  }
  body(Idx);
  Depth -= static_cast<int>(Idx.size());
}

// The first element of a row, also of linearised storage (one C dimension: `&C[(i) * n + 0]`).
std::string Emitter::rowPointer(const View& v, const std::vector<std::string>& idx) {
  std::vector<std::string> First = idx;
  First.push_back("0");
  return "&" + v.element(First);
}

// add and mul, row by row; an add of a scaled product to the scaled destination is one
// addmm or addmv.
void Emitter::elementwiseInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  const ir::LibraryFunction& F = function(at);
  std::string Alpha, Beta;
  uint32_t Product = 0;
  if (F.Emit.Form == ir::CallForm::Add && dest.rank() <= 2) {
    for (int Side = 0; Side < 2; ++Side)
      if (scaledDest(N.Kids[Side], dest, Beta) && scaledProduct(N.Kids[1 - Side], Alpha, Product) &&
          !mentions(Product, dest.SymbolName)) {
        // The fused call skips the destination for beta 0 and the product for alpha 0.
        std::string_view Update = updateOf(function(Product)).Name;
        guardZeroSkip(Update, scaleOf(N.Kids[Side]), {N.Kids[Side]});
        const Node& Mm = node(Product);
        guardZeroSkip(Update, scaleOf(N.Kids[1 - Side]), {Mm.kids().begin(), Mm.kids().end()});
        productInto(dest, Product, Alpha, Beta);
        return;
      }
  }
  bool ViaTemp = !dest.SymbolName.empty() && mentions(at, dest.SymbolName);
  View Target = ViaTemp ? temporary(dest.Extents) : dest;
  Bound B = bound(F, {N.Kids[0], N.Kids[1]}, Target);
  // The scalar of mul is computed once, before the loop over the rows.
  if (F.Emit.Form == ir::CallForm::Mul) B.Scalars[0] = scalar(N.Kids[0]);
  rowwise(Target, [&](const std::vector<std::string>& idx) {
    B.Row = idx;
    call(F, B);
  });
  if (ViaTemp) copyInto(dest, Target);
}

} // namespace liar::emit::detail
