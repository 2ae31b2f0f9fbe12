#include "lifting/RegionFinder.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// The loop a statement is, seen through the attributes of loop pragmas (`#pragma clang
/// loop`, `#pragma GCC unroll`); null when it is no `for` loop.
const ForStmt* loopOf(const Stmt* S) {
  while (const auto* A = dyn_cast_or_null<AttributedStmt>(S))
    S = A->getSubStmt();
  return dyn_cast_or_null<ForStmt>(S);
}

class Finder {
public:
  Finder(const ScopMarks& Marks, const SourceManager& SM) : Marks(Marks), SM(SM) {}

  void scan(const Stmt* S) {
    if (!S) return;
    if (const auto* CS = dyn_cast<CompoundStmt>(S)) return scanBlock(CS);
    if (const ForStmt* L = loopOf(S)) // a lone loop outside a block (e.g. an `if` body)
      return Out.push_back({{L}, false});
    for (const Stmt* C : S->children())
      if (C && !isa<Expr>(C)) scan(C);
  }

  std::vector<Candidate> Out;

private:
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
    int RunScop = -1;
    bool HasLoop = false;
    auto Flush = [&] {
      if (!Run.Stmts.empty() && (HasLoop || Run.FromPragma))
        Out.push_back(Run);
      else if (!Run.Stmts.empty()) // assignments alone are not a loop region
        for (const Stmt* S : Run.Stmts)
          scan(S);
      Run = Candidate();
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
        Run.Stmts.push_back(S);
        continue;
      }
      if (RunScop >= 0) Flush();
      if (const ForStmt* L = loopOf(S)) {
        HasLoop = true;
        Run.Stmts.push_back(L);
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
};

} // namespace

std::vector<Candidate> findRegions(const FunctionDecl* F, const ScopMarks& Marks,
                                   const SourceManager& SM) {
  Finder Fd(Marks, SM);
  if (F->hasBody()) Fd.scan(F->getBody());
  return Fd.Out;
}

std::vector<Candidate> findRegionsInLoop(const Stmt* Loop, const SourceManager& SM) {
  const ForStmt* L = loopOf(Loop);
  if (!L) return {};
  ScopMarks None;
  Finder Fd(None, SM);
  Fd.scan(L->getBody());
  return Fd.Out;
}

} // namespace liar::lifting
