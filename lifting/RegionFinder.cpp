#include "lifting/RegionFinder.h"
#include "lifting/WrittenVariables.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

namespace liar::lifting {

using namespace clang;

const ForStmt* loopOf(const Stmt* S) {
  while (true) {
    if (const auto* A = dyn_cast_or_null<AttributedStmt>(S)) {
      S = A->getSubStmt();
    } else if (const auto* D = dyn_cast_or_null<OMPLoopDirective>(S)) {
      // Only directives that name a loop construct of the user's (not `distribute`, `taskloop`
      // or `target` ones, which move the loop elsewhere) are seen through.
      OpenMPDirectiveKind K = D->getDirectiveKind();
      if (K != llvm::omp::OMPD_for && K != llvm::omp::OMPD_for_simd &&
          K != llvm::omp::OMPD_parallel_for && K != llvm::omp::OMPD_parallel_for_simd &&
          K != llvm::omp::OMPD_simd)
        return nullptr;
      S = associatedStatement(D);
    } else {
      return dyn_cast_or_null<ForStmt>(S);
    }
  }
}

const VarDecl* countdownCounter(const WhileStmt* WS, const Stmt** Decrement) {
  const auto* Body = dyn_cast_or_null<CompoundStmt>(WS->getBody());
  if (!Body || Body->body_empty()) return nullptr;
  auto IsZero = [](const Expr* E) {
    const auto* L = dyn_cast<IntegerLiteral>(E->IgnoreParenImpCasts());
    return L && L->getValue() == 0;
  };
  const VarDecl* V = nullptr;
  const auto* C = dyn_cast<BinaryOperator>(WS->getCond()->IgnoreParenImpCasts());
  if (C && (C->getOpcode() == BO_GT || C->getOpcode() == BO_NE) && IsZero(C->getRHS()))
    V = assignedVariable(C->getLHS());
  else if (C && (C->getOpcode() == BO_LT || C->getOpcode() == BO_NE) && IsZero(C->getLHS()))
    V = assignedVariable(C->getRHS());
  if (!V || !V->getType()->isIntegerType() || V->getType().isVolatileQualified() ||
      (C->getOpcode() == BO_NE && !V->getType()->isUnsignedIntegerType()))
    return nullptr;
  const Stmt* Last = Body->body_back();
  bool Decrements = false;
  const auto* LastExpr = dyn_cast<Expr>(Last);
  const Expr* E = LastExpr ? LastExpr->IgnoreParens() : nullptr;
  if (const auto* U = dyn_cast_or_null<UnaryOperator>(E))
    Decrements = U->isDecrementOp() && assignedVariable(U->getSubExpr()) == V;
  else if (const auto* B = dyn_cast_or_null<BinaryOperator>(E)) {
    auto IsOne = [](const Expr* X) {
      const auto* L = dyn_cast<IntegerLiteral>(X->IgnoreParenImpCasts());
      return L && L->getValue() == 1;
    };
    const auto* R = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
    Decrements = assignedVariable(B->getLHS()) == V &&
                 ((B->getOpcode() == BO_SubAssign && IsOne(B->getRHS())) ||
                  (B->getOpcode() == BO_Assign && R && R->getOpcode() == BO_Sub &&
                   assignedVariable(R->getLHS()) == V && IsOne(R->getRHS())));
  }
  if (!Decrements) return nullptr;
  for (const Stmt* S : Body->body())
    if (S != Last && writtenIn(S).count(V)) return nullptr;
  if (Decrement) *Decrement = Last;
  return V;
}

namespace {

class Finder {
public:
  Finder(const ScopMarks& Marks, const SourceManager& SM, const UserOmp& Enclosing)
      : Marks(Marks), SM(SM), Enclosing(Enclosing) {}

  void scan(const Stmt* S) {
    if (!S) return;
    // Inside a construct of the user's OpenMP, candidates are found (so that each gets a
    // remark) and remember the construct.
    UserOmp Outer = Enclosing;
    UserOmp U = userOmpOf(S, SM, Marks);
    if (U.Role == OmpRole::Construct || (U.Role != OmpRole::None && !loopOf(S))) Enclosing = U;
    scanInside(S);
    Enclosing = Outer;
  }

  std::vector<Candidate> Out;

private:
  void scanInside(const Stmt* S) {
    if (const auto* CS = dyn_cast<CompoundStmt>(S)) return scanBlock(CS);
    if (const ForStmt* L = loopOf(S)) // a lone loop outside a block (e.g. an `if` body)
      return Out.push_back({{L}, false, Enclosing});
    if (isa<OMPExecutableDirective>(S)) // a -fopenmp parse's construct
      return scan(associatedStatement(S));
    for (const Stmt* C : S->children())
      if (C && !isa<Expr>(C)) scan(C);
  }

  /// The scop pair enclosing L, as indices into Marks, or -1.
  int scopOf(SourceLocation L) const {
    for (size_t I = 0; I < Marks.Begins.size() && I < Marks.Ends.size(); ++I)
      if (SM.isBeforeInTranslationUnit(Marks.Begins[I], L) &&
          SM.isBeforeInTranslationUnit(L, Marks.Ends[I]))
        return static_cast<int>(I);
    return -1;
  }

  /// An assignment next to loop nests belongs to their region (`acc = 0;` before a loop,
  /// `*s = acc;` or `A[n-1][n-1] = 1;` after one). Calls other than math functions keep it out.
  static bool isSimpleAssignment(const Stmt* S) {
    const auto* B = dyn_cast<BinaryOperator>(S);
    if (!B || !B->isAssignmentOp() || !B->getLHS()->getType()->isArithmeticType()) return false;
    std::vector<const Stmt*> Work = {S};
    while (!Work.empty()) {
      const Stmt* T = Work.back();
      Work.pop_back();
      if (const auto* C = dyn_cast<CallExpr>(T)) {
        const FunctionDecl* F = C->getDirectCallee();
        if (!F || !F->getBuiltinID()) return false;
      }
      for (const Stmt* Child : T->children())
        if (Child) Work.push_back(Child);
    }
    return true;
  }

  void scanBlock(const CompoundStmt* CS) {
    Candidate Run;
    Run.Enclosing = Enclosing;
    int RunScop = -1;
    bool HasLoop = false;
    auto Flush = [&] {
      if (!Run.Stmts.empty() && (HasLoop || Run.FromPragma))
        Out.push_back(Run);
      else if (!Run.Stmts.empty()) // assignments alone are not a loop region
        for (const Stmt* S : Run.Stmts)
          scan(S);
      Run = Candidate();
      Run.Enclosing = Enclosing;
      RunScop = -1;
      HasLoop = false;
    };
    for (const Stmt* S : CS->body()) {
      int Scop = scopOf(SM.getExpansionLoc(S->getBeginLoc()));
      if (Scop >= 0) {
        // Everything between the pragmas is one region, whatever it contains.
        if (RunScop != Scop) Flush();
        RunScop = Scop;
        Run.FromPragma = true;
        const ForStmt* L = loopOf(S);
        Run.Stmts.push_back(L && userOmpOf(S, SM, Marks).Role != OmpRole::Construct ? L : S);
        continue;
      }
      if (RunScop >= 0) Flush();
      if (const ForStmt* L = loopOf(S); L && userOmpOf(S, SM, Marks).Role != OmpRole::Construct) {
        HasLoop = true;
        Run.Stmts.push_back(L);
        continue;
      }
      if (const auto* W = dyn_cast<WhileStmt>(S); W && countdownCounter(W)) {
        HasLoop = true;
        Run.Stmts.push_back(S);
        continue;
      }
      if (isSimpleAssignment(S)) {
        Run.Stmts.push_back(S);
        continue;
      }
      Flush();
      scan(S);
    }
    Flush();
  }

  const ScopMarks& Marks;
  const SourceManager& SM;
  UserOmp Enclosing;
};

} // namespace

std::vector<Candidate> findRegions(const FunctionDecl* F, const ScopMarks& Marks,
                                   const SourceManager& SM) {
  Finder Fd(Marks, SM, UserOmp());
  if (F->hasBody()) Fd.scan(F->getBody());
  return Fd.Out;
}

std::vector<Candidate> findRegionsInLoop(const Stmt* Loop, const SourceManager& SM,
                                         const ScopMarks& Marks, const UserOmp& Enclosing) {
  const ForStmt* L = loopOf(Loop);
  if (!L) return {};
  // `#pragma scop` is ignored here: the loop is already inside the pragmas' region.
  ScopMarks Pragmas;
  Pragmas.HashPragmas = Marks.HashPragmas;
  Finder Fd(Pragmas, SM, Enclosing);
  Fd.scan(L->getBody());
  return Fd.Out;
}

} // namespace liar::lifting
