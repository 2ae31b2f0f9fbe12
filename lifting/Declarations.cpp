#include "lifting/Declarations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"

namespace liar::lifting {

using namespace clang;

std::string irElementType(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto* B = T->getAs<BuiltinType>()) {
    switch (B->getKind()) {
    case BuiltinType::Double:
      return "double";
    case BuiltinType::Float:
      return "float";
    case BuiltinType::Int:
    case BuiltinType::UInt:
    case BuiltinType::Short:
    case BuiltinType::UShort:
    case BuiltinType::Char_S:
    case BuiltinType::Char_U:
    case BuiltinType::SChar:
    case BuiltinType::UChar:
    case BuiltinType::Long:
    case BuiltinType::ULong:
    case BuiltinType::LongLong:
    case BuiltinType::ULongLong:
      return "int";
    default:
      return "";
    }
  }
  return "";
}

std::string cElementType(QualType T) {
  if (irElementType(T).empty()) return "";
  return T.getCanonicalType().getUnqualifiedType().getAsString();
}

namespace {

/// The pointer T a row-pointer matrix `T **A` holds after its first pointer level: a pointer
/// to an element type the IR has.
bool isRowPointer(QualType T, size_t levelsSeen) {
  const auto* PT = dyn_cast<PointerType>(T.getTypePtr());
  return levelsSeen == 1 && PT && !irElementType(PT->getPointeeType()).empty();
}

} // namespace

std::string describePointee(const VarDecl* V, ArrayInfo& Info) {
  Info.Decl = V;
  Info.Name = V->getName().str();
  Info.Restrict = V->getType().isRestrictQualified();
  Info.Kind = DeclKind::PointerParam;
  Info.ElementType = irElementType(V->getType()->getPointeeType());
  Info.CType = cElementType(V->getType()->getPointeeType());
  if (Info.ElementType.empty()) return "type of '*" + Info.Name + "' is not double, float or int";
  return "";
}

std::string describeArray(const VarDecl* V, const AffineBuilder& Aff, const SourceInfo& Source,
                          ArrayInfo& Info) {
  const auto* Parm = dyn_cast<ParmVarDecl>(V);
  QualType Written = Parm ? Parm->getOriginalType() : V->getType();
  Info.Decl = V;
  Info.Name = V->getName().str();
  Info.Restrict = V->getType().isRestrictQualified();

  // Sizes as written, from the declaration's type location (keeps `NI` rather than 20).
  std::vector<const Expr*> SizeExprs;
  bool Pointer = false;
  if (const TypeSourceInfo* TSI = V->getTypeSourceInfo()) {
    TypeLoc TL = TSI->getTypeLoc();
    while (!TL.isNull()) {
      TL = TL.getUnqualifiedLoc();
      if (auto P = TL.getAs<ParenTypeLoc>())
        TL = P.getInnerLoc();
      else if (auto M = TL.getAs<MacroQualifiedTypeLoc>())
        TL = M.getInnerLoc();
      else if (auto At = TL.getAs<AttributedTypeLoc>())
        TL = At.getModifiedLoc();
      else if (auto A = TL.getAs<ArrayTypeLoc>()) {
        SizeExprs.push_back(A.getSizeExpr());
        TL = A.getElementLoc();
      } else if (auto PT = TL.getAs<PointerTypeLoc>(); PT && SizeExprs.empty() && !Pointer) {
        Pointer = true;
        SizeExprs.push_back(nullptr);
        TL = PT.getPointeeLoc();
      } else
        break;
    }
  }
  // Element type and the canonical sizes, used where the written ones are unavailable.
  QualType T = Written.getCanonicalType();
  std::vector<std::optional<int64_t>> Constant;
  while (true) {
    if (const auto* CA = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
      Constant.push_back(CA->getSize().getSExtValue());
      T = CA->getElementType().getCanonicalType();
    } else if (const auto* AT = dyn_cast<ArrayType>(T.getTypePtr())) {
      Constant.push_back(std::nullopt);
      T = AT->getElementType().getCanonicalType();
    } else if (const auto* PT = dyn_cast<PointerType>(T.getTypePtr()); PT && Constant.empty()) {
      Constant.push_back(std::nullopt);
      T = PT->getPointeeType().getCanonicalType();
    } else if (isRowPointer(T, Constant.size())) {
      // `T **A`: A[i] is a row of its own, A[i][j] its element (rows of unknown length).
      Constant.push_back(std::nullopt);
      T = T->getPointeeType().getCanonicalType();
    } else
      break;
  }
  Info.ElementType = irElementType(T);
  Info.CType = cElementType(T);
  if (Info.ElementType.empty())
    return "element type '" + T.getAsString() + "' of '" + Info.Name +
           "' is not double, float or int";
  if (SizeExprs.size() != Constant.size()) SizeExprs.assign(Constant.size(), nullptr);

  Scope NoIterators;
  for (size_t D = 0; D < Constant.size(); ++D) {
    const Expr* SE = SizeExprs[D];
    if (SE) {
      const Expr* Offender = nullptr;
      auto A = Aff.build(SE, NoIterators, &Offender);
      if (!A) return "size '" + Source.text(SE) + "' of '" + Info.Name + "' is not affine";
      Info.Dims.push_back(*A);
      // A macro spelled like an IR word (`mod`, `and`) is not a parameter: A is its value.
      std::string S = Source.spelling(SE);
      Info.DimSpelling.push_back(S.empty() || isIrReservedName(S) ? A->isl() : S);
    } else if (Constant[D]) {
      Info.Dims.push_back(Affine::constant(*Constant[D]));
      Info.DimSpelling.push_back(std::to_string(*Constant[D]));
    } else {
      // `double *x` or `double x[]`: the extent is what the region accesses.
      Info.Dims.push_back(Affine());
      Info.DimSpelling.push_back("");
    }
  }
  if (Parm) {
    bool Variable = false;
    for (const std::string& S : Info.DimSpelling)
      Variable |= S.empty();
    Info.Kind = Written->isPointerType() || Info.DimSpelling.front().empty()
                    ? DeclKind::PointerParam
                    : (Written->isVariablyModifiedType() || Variable ? DeclKind::VlaParam
                                                                     : DeclKind::FixedParam);
  } else {
    Info.Kind = Written->isPointerType()                       ? DeclKind::Pointer
                : V->hasGlobalStorage() && !V->isStaticLocal() ? DeclKind::Global
                                                               : DeclKind::Local;
  }
  return "";
}

} // namespace liar::lifting
