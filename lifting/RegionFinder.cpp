#include "lifting/RegionFinder.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace liar::lifting {

using namespace clang;

namespace {

class Finder {
public:
  Finder(const ScopMarks& Marks, const SourceManager& SM) : Marks(Marks), SM(SM) {}

  void scan(const Stmt* S) {
    if (!S)
      return;
    if (const auto* CS = dyn_cast<CompoundStmt>(S))
      return scanBlock(CS);
    if (isa<ForStmt>(S)) // a lone loop outside a block (e.g. an `if` body)
      return Out.push_back({{S}, false});
    for (const Stmt* C : S->children())
      if (C && !isa<Expr>(C))
        scan(C);
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

  void scanBlock(const CompoundStmt* CS) {
    Candidate Run;
    int RunScop = -1;
    auto Flush = [&] {
      if (!Run.Stmts.empty())
        Out.push_back(Run);
      Run = Candidate();
      RunScop = -1;
    };
    for (const Stmt* S : CS->body()) {
      int Scop = scopOf(SM.getExpansionLoc(S->getBeginLoc()));
      if (Scop >= 0) {
        // Everything between the pragmas is one region, whatever it contains.
        if (RunScop != Scop)
          Flush();
        RunScop = Scop;
        Run.FromPragma = true;
        Run.Stmts.push_back(S);
        continue;
      }
      if (RunScop >= 0)
        Flush();
      if (isa<ForStmt>(S)) {
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
  if (F->hasBody())
    Fd.scan(F->getBody());
  return Fd.Out;
}

} // namespace liar::lifting
