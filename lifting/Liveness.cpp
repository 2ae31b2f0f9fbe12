#include "lifting/Liveness.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace liar::lifting {

using namespace clang;

namespace {

bool isLoop(const Stmt* S) {
  return isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S);
}

/// `setjmp` returns twice: code before the region may run again after it.
bool returnsTwice(const CallExpr* C) {
  const FunctionDecl* F = C->getDirectCallee();
  if (!F) return false;
  llvm::StringRef N = F->getName();
  return N == "setjmp" || N == "_setjmp" || N == "sigsetjmp" || N == "__sigsetjmp" ||
         F->hasAttr<ReturnsTwiceAttr>();
}

} // namespace

unsigned Liveness::offset(SourceLocation L) const {
  return SM.getFileOffset(SM.getExpansionLoc(L));
}

Liveness::Liveness(const FunctionDecl* F, llvm::ArrayRef<const Stmt*> Region,
                   const SourceManager& SM)
    : SM(SM) {
  if (Region.empty()) return;
  Begin = offset(Region.front()->getBeginLoc());
  End = offset(Region.back()->getEndLoc());
  class Collector : public RecursiveASTVisitor<Collector> {
  public:
    Liveness* L;
    bool VisitStmt(Stmt* S) {
      if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S)) L->Irregular = true;
      if (const auto* C = dyn_cast<CallExpr>(S); C && returnsTwice(C)) L->Irregular = true;
      if (isLoop(S)) {
        unsigned B = L->offset(S->getBeginLoc()), E = L->offset(S->getEndLoc());
        if (B < L->Begin && E >= L->End) L->Enclosing.push_back({B, E});
      }
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator* U) {
      if (U->getOpcode() == UO_AddrOf)
        if (const auto* DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
          if (const auto* V = dyn_cast<VarDecl>(DR->getDecl())) L->AddressTaken.insert(V);
      return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr* DR) {
      const auto* V = dyn_cast<VarDecl>(DR->getDecl());
      unsigned At = L->offset(DR->getBeginLoc());
      if (V && (At < L->Begin || At > L->End)) L->Outside[V].push_back(At);
      return true;
    }
  } C;
  C.L = this;
  if (F && F->getBody()) C.TraverseStmt(F->getBody());
}

bool Liveness::carriedAround(const VarDecl* V) const {
  if (Irregular) return true;
  unsigned Decl = offset(V->getLocation());
  for (const auto& [B, E] : Enclosing)
    if (Decl < B || Decl > E) return true;
  return false;
}

bool Liveness::liveAfter(const VarDecl* V) const {
  if (V->hasGlobalStorage() || V->getType().isVolatileQualified() || AddressTaken.count(V))
    return true;
  auto It = Outside.find(V);
  if (It == Outside.end()) return false;
  unsigned Decl = offset(V->getLocation());
  for (unsigned At : It->second) {
    if (At > End || Irregular) return true;
    for (const auto& [B, E] : Enclosing)
      if ((Decl < B || Decl > E) && At >= B && At <= E) return true;
  }
  return false;
}

} // namespace liar::lifting
