#include "lifting/WrittenVariables.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace liar::lifting {

using namespace clang;

const VarDecl* assignedVariable(const Expr* E) {
  if (const auto* DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DR->getDecl());
  return nullptr;
}

std::set<const VarDecl*> writtenIn(const Stmt* S, bool Declarations) {
  class Collector : public RecursiveASTVisitor<Collector> {
  public:
    std::set<const VarDecl*> Vars;
    bool Declarations = true;
    bool VisitBinaryOperator(BinaryOperator* B) {
      if (B->isAssignmentOp())
        if (const VarDecl* V = assignedVariable(B->getLHS())) Vars.insert(V);
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator* U) {
      if (U->isIncrementDecrementOp())
        if (const VarDecl* V = assignedVariable(U->getSubExpr())) Vars.insert(V);
      return true;
    }
    bool VisitVarDecl(VarDecl* V) {
      if (Declarations) Vars.insert(V);
      return true;
    }
  } C;
  C.Declarations = Declarations;
  C.TraverseStmt(const_cast<Stmt*>(S));
  return C.Vars;
}

} // namespace liar::lifting
