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

/// Element types whose objects may share storage: the same floating-point type, any two integer
/// types (`int` and `unsigned int` legally alias), or a character type with anything.
bool compatibleTypes(const Binding& a, const Binding& b) {
  auto Ir = [](const std::string& T) { return T == "double" || T == "float" ? T : "int"; };
  return Ir(a.ElementType) == Ir(b.ElementType) || isCharacter(a) || isCharacter(b);
}

} // namespace

bool mayAlias(const Binding& a, const Binding& b, bool EffectiveTypes) {
  if (!a.StructBase.empty() && a.StructBase == b.StructBase && a.StructField != b.StructField)
    return false; // two fields of one array of structs

  bool Reachable = (throughPointer(a) && (throughPointer(b) || reachableStorage(b))) ||
                   (reachableStorage(a) && throughPointer(b)) ||
                   // a pointer variable may have been set to a local array of the function
                   (a.Kind == DeclKind::Pointer && b.Kind == DeclKind::Local) ||
                   (a.Kind == DeclKind::Local && b.Kind == DeclKind::Pointer);
  return Reachable && (!EffectiveTypes || compatibleTypes(a, b)) && (a.Written || b.Written) &&
         !a.Restrict && !b.Restrict;
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
