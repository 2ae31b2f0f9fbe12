#include "lifting/IndexVariables.h"

#include "lifting/AffineBuilder.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <algorithm>

namespace liar::lifting {

using namespace clang;

namespace {

/// The variables E names, each once.
void namedVariables(const Expr* E, std::set<const VarDecl*>& Out) {
  if (const auto* DR = dyn_cast<DeclRefExpr>(E))
    if (const auto* V = dyn_cast<VarDecl>(DR->getDecl())) Out.insert(V);
  for (const Stmt* Child : E->children())
    if (const auto* CE = dyn_cast_or_null<Expr>(Child)) namedVariables(CE, Out);
}

bool isPrefix(const std::vector<int>& Short, const std::vector<int>& Long) {
  return Short.size() <= Long.size() && std::equal(Short.begin(), Short.end(), Long.begin());
}

} // namespace

void IndexVariables::assign(const VarDecl* V, const Expr* Value, const Scope& Sc) {
  Current.erase(V);
  if (!Value || !Value->getType()->isIntegerType()) return;
  auto D = std::make_shared<Definition>();
  D->Value = Value;
  D->Loops = Sc.Loops;
  std::set<const VarDecl*> Named;
  namedVariables(Value, Named);
  for (const VarDecl* W : Named) {
    if (Sc.Iterators.count(W) || !Sc.Written || !Sc.Written->count(W)) continue;
    // Another variable the region assigns: only as an index variable with a known value now.
    std::shared_ptr<const Definition> Input = W == V ? nullptr : valid(W, Sc);
    if (!Input) return;
    D->Inputs[W] = Input;
  }
  Current[V] = D;
}

void IndexVariables::increment(const VarDecl* V, const Affine& Step, const Scope& Sc) {
  std::shared_ptr<const Definition> Old = valid(V, Sc);
  Current.erase(V);
  if (!Old) return;
  auto D = std::make_shared<Definition>(*Old);
  D->Shift = D->Shift + Step;
  Current[V] = D;
}

void IndexVariables::induction(const VarDecl* V, const Affine& Before, const Scope& Entry,
                               const Scope& Inner) {
  std::shared_ptr<const Definition> OnEntry = valid(V, Entry);
  Current.erase(V);
  if (!OnEntry) return;
  auto D = std::make_shared<Definition>(*OnEntry);
  D->Shift = D->Shift + Before;
  D->Loops = Inner.Loops; // it names this loop's iterator now
  Current[V] = D;
}

void IndexVariables::exit(const VarDecl* V, const std::shared_ptr<const Definition>& OnEntry,
                          const Affine& Added, const Scope& Sc) {
  auto D = std::make_shared<Definition>(*OnEntry);
  D->Shift = D->Shift + Added;
  D->Loops = Sc.Loops;
  Current[V] = D;
}

std::shared_ptr<const IndexVariables::Definition> IndexVariables::valid(const VarDecl* V,
                                                                        const Scope& Sc) const {
  auto It = Current.find(V);
  if (It == Current.end() || !isPrefix(It->second->Loops, Sc.Loops)) return nullptr;
  for (const auto& [W, Then] : It->second->Inputs)
    if (valid(W, Sc) != Then) return nullptr;
  return It->second;
}

const IndexVariables::Definition* IndexVariables::at(const VarDecl* V, const Scope& Sc) const {
  return valid(V, Sc).get();
}

void IndexVariables::collect(const Expr* E, const Scope& Sc, std::set<const VarDecl*>& Out) const {
  std::set<const VarDecl*> Named;
  namedVariables(E, Named);
  for (const VarDecl* V : Named)
    if (const Definition* D = at(V, Sc); D && Out.insert(V).second && D->Value)
      collect(D->Value, Sc, Out);
}

} // namespace liar::lifting
