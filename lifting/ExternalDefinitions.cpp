#include "lifting/ExternalDefinitions.h"

#include "lifting/SourceInfo.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// Whether the object file of the translation unit gets an external symbol for D.
bool emitsExternalSymbol(const NamedDecl* D) {
  if (!D->getIdentifier() || !D->isExternallyVisible()) return false;
  if (const auto* F = dyn_cast<FunctionDecl>(D)) {
    if (!F->doesThisDeclarationHaveABody()) return false;
    // C99's `inline` without `extern` is an inline definition: no symbol of this unit.
    return !F->isInlined() || F->isInlineDefinitionExternallyVisible();
  }
  if (const auto* V = dyn_cast<VarDecl>(D))
    return V->isFileVarDecl() && V->isThisDeclarationADefinition() != VarDecl::DeclarationOnly;
  return false;
}

} // namespace

std::vector<ExternalDefinition> externalDefinitions(ASTContext& Ctx) {
  const SourceManager& SM = Ctx.getSourceManager();
  SourceInfo Source(Ctx, nullptr);
  std::vector<ExternalDefinition> Out;
  for (const Decl* D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto* N = dyn_cast<NamedDecl>(D);
    if (!N || SM.isInSystemHeader(N->getLocation()) || !emitsExternalSymbol(N)) continue;
    Out.push_back({N->getName().str(), Source.location(N->getLocation())});
  }
  return Out;
}

} // namespace liar::lifting
