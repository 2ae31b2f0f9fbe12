#include "lifting/DeclaredMeanings.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <regex>
#include <set>

namespace liar::lifting {

using namespace clang;

namespace {

const MeaningMap* Installed = nullptr;

std::string place(const SourceManager& SM, const MeaningDeclaration& D) {
  if (D.Loc.isInvalid()) return D.Origin;
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(D.Loc));
  if (P.isInvalid()) return D.Origin;
  return std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) + ":" +
         std::to_string(P.getColumn());
}

QualType plain(QualType T) {
  return T.getCanonicalType().getUnqualifiedType();
}

/// Why Reference cannot stand for Opaque, parameter by parameter; "" when it can.
std::string signatureMismatch(const FunctionDecl* Opaque, const FunctionDecl* Reference) {
  std::string O = "'" + Opaque->getName().str() + "'", R = "'" + Reference->getName().str() + "'";
  if (Opaque->getNumParams() != Reference->getNumParams() || Opaque->isVariadic())
    return O + " takes " + std::to_string(Opaque->getNumParams()) + " parameter(s) and " + R + " " +
           std::to_string(Reference->getNumParams());
  if (plain(Opaque->getReturnType()) != plain(Reference->getReturnType()))
    return O + " returns '" + Opaque->getReturnType().getAsString() + "' and " + R + " '" +
           Reference->getReturnType().getAsString() + "'";
  for (unsigned K = 0; K < Opaque->getNumParams(); ++K) {
    QualType OT = Opaque->getParamDecl(K)->getType(), RT = Reference->getParamDecl(K)->getType();
    std::string Which = "parameter " + std::to_string(K + 1) + " ('" +
                        Reference->getParamDecl(K)->getName().str() + "')";
    bool Pointers = OT->isPointerType() && RT->isPointerType();
    if (Pointers ? plain(OT->getPointeeType()) != plain(RT->getPointeeType())
                 : plain(OT) != plain(RT))
      return Which + " is '" + RT.getAsString() + "' in " + R + " and '" + OT.getAsString() +
             "' in " + O;
    if (Pointers && OT->getPointeeType().isConstQualified() &&
        !RT->getPointeeType().isConstQualified())
      return R + " may write through " + Which + ", which " + O + " takes as const";
  }
  return "";
}

} // namespace

std::optional<MeaningDeclaration> parseMeaningOption(const std::string& Text) {
  static const std::regex Form(R"(\s*([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*)");
  std::smatch M;
  if (!std::regex_match(Text, M, Form)) return std::nullopt;
  MeaningDeclaration D;
  D.Opaque = M[1];
  D.Reference = M[2];
  return D;
}

std::vector<std::string>
resolveMeanings(const ASTContext& Ctx, const std::vector<MeaningDeclaration>& Declarations,
                const std::vector<std::pair<SourceLocation, std::string>>& BadPragmas,
                MeaningMap& Out) {
  const SourceManager& SM = Ctx.getSourceManager();
  // Errors in the order of the file (those of a configuration first), as a compiler lists them.
  std::vector<std::pair<SourceLocation, std::string>> Found;
  for (const auto& [Loc, Why] : BadPragmas)
    Found.emplace_back(Loc, place(SM, {"", "", Loc, "?"}) + ": error: " + Why);
  auto Sorted = [&] {
    std::stable_sort(Found.begin(), Found.end(), [&](const auto& A, const auto& B) {
      if (A.first.isInvalid() || B.first.isInvalid())
        return A.first.isInvalid() && B.first.isValid();
      return SM.isBeforeInTranslationUnit(A.first, B.first);
    });
    std::vector<std::string> Errors;
    for (auto& [Loc, Text] : Found)
      Errors.push_back(std::move(Text));
    return Errors;
  };
  if (Declarations.empty()) return Sorted();
  std::map<std::string, const FunctionDecl*> Functions;
  for (const Decl* D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto* F = dyn_cast<FunctionDecl>(D)) {
      const FunctionDecl*& Known = Functions[F->getName().str()];
      if (!Known || F->doesThisDeclarationHaveABody()) Known = F;
    }
  std::set<std::string> Opaque;
  for (const MeaningDeclaration& D : Declarations)
    Opaque.insert(D.Opaque);
  std::map<const FunctionDecl*, std::string> ReferenceOf;
  for (const MeaningDeclaration& D : Declarations) {
    auto Fail = [&](const std::string& Why) {
      Found.emplace_back(D.Loc, place(SM, D) + ": error: meaning of '" + D.Opaque + "' as '" +
                                    D.Reference + "': " + Why);
    };
    auto O = Functions.find(D.Opaque);
    if (O == Functions.end()) {
      if (D.Loc.isValid()) Fail("no function '" + D.Opaque + "' is declared in this file");
      continue;
    }
    auto R = Functions.find(D.Reference);
    const FunctionDecl* Def = nullptr;
    if (R == Functions.end() || !R->second->hasBody(Def) || !Def) {
      Fail("this file does not define '" + D.Reference + "'");
      continue;
    }
    if (D.Opaque == D.Reference || Opaque.count(D.Reference)) {
      Fail("'" + D.Reference + "' is itself declared opaque; a reference needs a plain body");
      continue;
    }
    const FunctionDecl* Key = O->second->getCanonicalDecl();
    auto [It, New] = ReferenceOf.emplace(Key, D.Reference);
    if (!New && It->second != D.Reference) {
      Fail("'" + D.Opaque + "' is also declared to mean '" + It->second + "'");
      continue;
    }
    if (std::string Why = signatureMismatch(O->second, Def); !Why.empty()) {
      Fail(Why);
      continue;
    }
    Out[Key] = Def;
  }
  return Sorted();
}

std::vector<MeaningSignature> signaturesOf(const ASTContext& Ctx,
                                           const std::vector<MeaningDeclaration>& Declarations,
                                           const MeaningMap& Meanings) {
  std::vector<MeaningSignature> Out;
  const SourceManager& SM = Ctx.getSourceManager();
  for (const auto& [Opaque, Reference] : Meanings) {
    MeaningSignature S;
    S.Opaque = Opaque->getName().str();
    S.Reference = Reference->getName().str();
    S.Result = plain(Opaque->getReturnType()).getAsString();
    for (const MeaningDeclaration& D : Declarations)
      if (D.Opaque == S.Opaque && D.Reference == S.Reference) S.Where = place(SM, D);
    for (const ParmVarDecl* P : Opaque->parameters()) {
      using Param = MeaningSignature::Param;
      QualType T = plain(P->getType());
      Param Q{Param::Other, P->getName().str(), T.getAsString(), ""};
      if (T->isIntegerType())
        Q.R = Param::Integer;
      else if (T->isRealFloatingType())
        Q.R = Param::Floating;
      else if (T->isPointerType() && T->getPointeeType()->isArithmeticType()) {
        Q.R = T->getPointeeType().isConstQualified() ? Param::Input : Param::Output;
        Q.Element = plain(T->getPointeeType()).getAsString();
      }
      if (Q.Name.empty()) Q.Name = "p" + std::to_string(S.Params.size() + 1);
      S.Params.push_back(std::move(Q));
    }
    Out.push_back(std::move(S));
  }
  return Out;
}

MeaningScope::MeaningScope(const MeaningMap& Meanings) : Saved(Installed) {
  Installed = &Meanings;
}

MeaningScope::~MeaningScope() {
  Installed = Saved;
}

const FunctionDecl* meantFunction(const FunctionDecl* F) {
  if (!F || !Installed) return F;
  auto It = Installed->find(F->getCanonicalDecl());
  return It == Installed->end() ? F : It->second;
}

bool partOfDeclaredMeaning(const FunctionDecl* F) {
  if (!F || !Installed) return false;
  if (Installed->count(F->getCanonicalDecl())) return true;
  for (const auto& [Opaque, Reference] : *Installed)
    if (Reference->getCanonicalDecl() == F->getCanonicalDecl()) return true;
  return false;
}

} // namespace liar::lifting
