#include "lifting/Liveness.h"

#include <algorithm>

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

bool mentions(const Stmt* S, const VarDecl* V) {
  if (!S) return false;
  if (const auto* DR = dyn_cast<DeclRefExpr>(S)) return DR->getDecl() == V;
  for (const Stmt* C : S->children())
    if (mentions(C, V)) return true;
  return false;
}

/// Whether S may leave the straight-line order of its block (or be entered from elsewhere).
bool jumps(const Stmt* S) {
  if (!S) return false;
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<SwitchCase>(S) || isa<LabelStmt>(S) ||
      isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    return true;
  for (const Stmt* C : S->children())
    if (jumps(C)) return true;
  return false;
}

/// Whether S starts by assigning V without reading it: `V = e;` or `for (V = e; ...)`.
bool kills(const Stmt* S, const VarDecl* V) {
  if (const auto* FS = dyn_cast<ForStmt>(S)) S = FS->getInit();
  const auto* B = dyn_cast_or_null<BinaryOperator>(S);
  if (!B || B->getOpcode() != BO_Assign) return false;
  const auto* DR = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens());
  return DR && DR->getDecl() == V && !mentions(B->getRHS(), V);
}

/// What S does with the value V holds before it.
enum class Effect {
  Reads,  ///< reads it, or may
  Kills,  ///< overwrites it before any read
  Passes, ///< leaves it to the statements after (a loop that may run no trip included)
};

/// A loop whose every trip overwrites V before reading it never reads the value it starts
/// with; when it runs no trip, the value passes on, so it is no kill either.
Effect effectOn(const Stmt* S, const VarDecl* V) {
  if (!mentions(S, V)) return Effect::Passes;
  if (jumps(S)) return Effect::Reads;
  if (kills(S, V)) return Effect::Kills;
  if (const auto* CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt* C : CS->body())
      if (Effect E = effectOn(C, V); E != Effect::Passes) return E;
    return Effect::Passes;
  }
  if (const auto* FS = dyn_cast<ForStmt>(S)) {
    if (mentions(FS->getInit(), V) || mentions(FS->getCond(), V) || mentions(FS->getInc(), V))
      return Effect::Reads;
    return effectOn(FS->getBody(), V) == Effect::Reads ? Effect::Reads : Effect::Passes;
  }
  return Effect::Reads;
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
  Last = Region.back();
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
    bool VisitCompoundStmt(CompoundStmt* CS) {
      bool After = false;
      for (const Stmt* C : CS->body()) {
        if (After) L->Following.push_back(C);
        After |= C == L->Last;
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
  if (It == Outside.end() || killedAfter(V)) return false;
  unsigned Decl = offset(V->getLocation());
  for (unsigned At : It->second) {
    if (At > End || Irregular) return true;
    for (const auto& [B, E] : Enclosing)
      if ((Decl < B || Decl > E) && At >= B && At <= E) return true;
  }
  return false;
}

bool Liveness::killedAfter(const VarDecl* V) const {
  // Only where the statements after the region run once, in order.
  if (Irregular || !Enclosing.empty()) return false;
  for (const Stmt* S : Following) {
    if (jumps(S)) return false;
    if (Effect E = effectOn(S, V); E != Effect::Passes) return E == Effect::Kills;
  }
  // Nothing after the region's block reads it: the following loops (ludcmp's nests sharing
  // `w`) each overwrite it before any read.
  if (Following.empty()) return false;
  unsigned BlockEnd = offset(Following.back()->getEndLoc());
  auto It = Outside.find(V);
  return It != Outside.end() && std::none_of(It->second.begin(), It->second.end(),
                                             [&](unsigned At) { return At > BlockEnd; });
}

} // namespace liar::lifting
