#include "TidyEngine.h"

#include "lifting/Frontend.h"
#include "lifting/Lifter.h"
#include "lifting/PragmaScop.h"
#include "tool/TargetCheck.h"

namespace liar::tidy {
namespace {

/// The engine of the translation unit being checked: clang-tidy checks one at a time, and a
/// new preprocessor means a new translation unit.
std::unique_ptr<TidyEngine>& current() {
  static std::unique_ptr<TidyEngine> Engine;
  return Engine;
}

} // namespace

TidyEngine::TidyEngine(clang::Preprocessor& pp)
    : PP(pp), Marks(std::make_shared<lifting::ScopMarks>()) {
  lifting::recordScopPragmas(PP, Marks);
}

TidyEngine& TidyEngine::forPreprocessor(clang::Preprocessor& pp) {
  std::unique_ptr<TidyEngine>& Engine = current();
  if (!Engine || &Engine->PP != &pp) Engine.reset(new TidyEngine(pp));
  return *Engine;
}

TidyEngine* TidyEngine::forContext(const clang::ASTContext& ctx) {
  std::unique_ptr<TidyEngine>& Engine = current();
  return Engine && &Engine->PP.getSourceManager() == &ctx.getSourceManager() ? Engine.get()
                                                                             : nullptr;
}

const tool::FileDecisions& TidyEngine::decisions(clang::ASTContext& ctx,
                                                 const tool::RewriteOptions& options) {
  if (Decided) return *Decided;
  const clang::SourceManager& SM = ctx.getSourceManager();
  clang::FileID Main = SM.getMainFileID();
  File.File = SM.getFileEntryRefForID(Main) ? SM.getFileEntryRefForID(Main)->getName().str() : "";
  File.ReciprocalMath = ctx.getLangOpts().AllowRecip;
  lifting::LiftOptions Lift;
  Lift.ClassifyLoops = false;
  // clang-tidy does not say whether the build passes -fno-strict-aliasing: assume it may.
  Lift.StrictAliasing = false;
  // Declared meanings and target functions, from CheckOptions (liar.Meaning,
  // liar.TargetFunction) and the file's pragmas (clang-tidy defines no `__liar__`:
  // `-extra-arg=-D__liar__=1` shows the ones written under it).
  lifting::LiftOptions Declared;
  Declared.Meanings = options.Meanings;
  Declared.Targets = options.Targets;
  lifting::MeaningMap Meanings;
  DeclarationErrors = lifting::resolveDeclarations(ctx, *Marks, Declared, Meanings, File.Targets);
  for (std::string& Error : tool::checkTargets(File.Targets))
    DeclarationErrors.push_back(std::move(Error));
  if (DeclarationErrors.empty()) {
    for (const TargetFunction& T : File.Targets)
      Lift.TargetFunctions.insert(T.Function);
    lifting::MeaningScope Scope(Meanings);
    File.Regions = lifting::liftTranslationUnit(ctx, &PP, *Marks, Lift);
  }
  File.UserMacros = Marks->UserMacros;
  File.ExternalDefinitions = lifting::externalDefinitions(ctx);
  Decided = std::make_unique<tool::FileDecisions>(
      tool::decideFile(File, SM.getBufferData(Main).str(), options));
  return *Decided;
}

} // namespace liar::tidy
