#include "lifting/Aliasing.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace liar::lifting {

using namespace clang;

namespace {

bool throughPointer(const Binding& x) {
  return x.Kind == DeclKind::VlaParam || x.Kind == DeclKind::FixedParam ||
         x.Kind == DeclKind::PointerParam || x.Kind == DeclKind::Pointer;
}

/// Storage a pointer from outside the region may reach: static storage, or a local whose
/// address was taken.
bool reachableStorage(const Binding& x) {
  return x.Kind == DeclKind::Global || x.Kind == DeclKind::AddressTaken;
}

bool isCharacter(const Binding& x) {
  return x.ElementType.find("char") != std::string::npos;
}

} // namespace

bool mayAlias(const Binding& a, const Binding& b) {
  bool Reachable = (throughPointer(a) && (throughPointer(b) || reachableStorage(b))) ||
                   (reachableStorage(a) && throughPointer(b)) ||
                   // a pointer variable may have been set to a local array of the function
                   (a.Kind == DeclKind::Pointer && b.Kind == DeclKind::Local) ||
                   (a.Kind == DeclKind::Local && b.Kind == DeclKind::Pointer);
  bool Types = a.ElementType == b.ElementType || isCharacter(a) || isCharacter(b);
  return Reachable && Types && (a.Written || b.Written) && !a.Restrict && !b.Restrict;
}

bool addressTaken(const VarDecl* v, const FunctionDecl* f) {
  class Finder : public RecursiveASTVisitor<Finder> {
  public:
    const VarDecl* Target = nullptr;
    bool Found = false;
    bool VisitUnaryOperator(UnaryOperator* U) {
      if (U->getOpcode() != UO_AddrOf) return true;
      if (const auto* DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
        Found |= DR->getDecl() == Target;
      return true;
    }
  } F;
  F.Target = v;
  if (v && f && f->getBody()) F.TraverseStmt(f->getBody());
  return F.Found;
}

} // namespace liar::lifting
