#include "lifting/Frontend.h"

#include "lifting/BuiltinMeanings.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Tooling.h"

namespace liar::lifting {

using namespace clang;

namespace {

class LiftingConsumer : public ASTConsumer {
public:
  LiftingConsumer(CompilerInstance& CI, std::shared_ptr<ScopMarks> Marks,
                  const LiftOptions& Options, std::vector<FileResult>& Out, std::string File)
      : CI(CI), Marks(std::move(Marks)), Options(Options), Out(Out), File(std::move(File)) {}

  void HandleTranslationUnit(ASTContext& Ctx) override {
    FileResult R;
    R.File = File;
    R.ReciprocalMath = CI.getLangOpts().AllowRecip;
    if (CI.getDiagnostics().hasErrorOccurred()) {
      // The AST of a file with errors is incomplete: lifting it would mislead.
      R.ParseFailed = true;
    } else {
      LiftOptions Build = Options;
      Build.StrictAliasing = !CI.getCodeGenOpts().RelaxedAliasing;
      MeaningMap Meanings;
      R.DeclarationErrors = resolveDeclarations(Ctx, *Marks, Options, Meanings, R.Targets);
      Build.Meanings.insert(Build.Meanings.end(), Marks->Meanings.begin(), Marks->Meanings.end());
      for (const TargetFunction& T : R.Targets)
        Build.TargetFunctions.insert(T.Function);
      if (R.DeclarationErrors.empty()) R.Meanings = signaturesOf(Ctx, Build.Meanings, Meanings);
      if (R.DeclarationErrors.empty() && !Build.MeaningsOnly) {
        MeaningScope Scope(Meanings);
        R.Regions = liftTranslationUnit(Ctx, &CI.getPreprocessor(), *Marks, Build);
      }
      R.UserMacros = Marks->UserMacros;
      R.ExternalDefinitions = externalDefinitions(Ctx);
    }
    Out.push_back(std::move(R));
  }

private:
  CompilerInstance& CI;
  std::shared_ptr<ScopMarks> Marks;
  const LiftOptions& Options;
  std::vector<FileResult>& Out;
  std::string File;
};

class LiftingAction : public ASTFrontendAction {
public:
  LiftingAction(const LiftOptions& Options, std::vector<FileResult>& Out)
      : Options(Options), Out(Out) {}

  /// liar's parse defines `__liar__`, as the static analyzer's defines `__clang_analyzer__`:
  /// `#ifdef __liar__` keeps what only liar reads (`#pragma liar`) from the compiler. It also
  /// includes the built-in references, which declared meanings may name.
  bool BeginInvocation(CompilerInstance& CI) override {
    PreprocessorOptions& PO = CI.getPreprocessorOpts();
    PO.addMacroDef("__liar__=1");
    PO.addRemappedFile(kBuiltinMeaningsFile, llvm::MemoryBuffer::getMemBufferCopy(
                                                 builtinMeaningsHeader(), kBuiltinMeaningsFile)
                                                 .release());
    PO.Includes.insert(PO.Includes.begin(), kBuiltinMeaningsFile);
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance& CI,
                                                 llvm::StringRef File) override {
    auto Marks = std::make_shared<ScopMarks>();
    recordScopPragmas(CI.getPreprocessor(), Marks);
    return std::make_unique<LiftingConsumer>(CI, Marks, Options, Out, File.str());
  }

  void EndSourceFileAction() override {
    // A file whose parse failed before the consumer ran still needs an entry.
    if (Out.empty() || Out.back().File != getCurrentFile().str()) {
      FileResult R;
      R.File = getCurrentFile().str();
      R.ParseFailed = true;
      Out.push_back(R);
    }
  }

private:
  const LiftOptions& Options;
  std::vector<FileResult>& Out;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(const LiftOptions& Options, std::vector<FileResult>& Out) : Options(Options), Out(Out) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<LiftingAction>(Options, Out);
  }

private:
  LiftOptions Options;
  std::vector<FileResult>& Out;
};

} // namespace

std::vector<std::string> resolveDeclarations(const ASTContext& Ctx, const ScopMarks& Marks,
                                             const LiftOptions& Configured, MeaningMap& Meanings,
                                             std::vector<TargetFunction>& Targets) {
  std::vector<MeaningDeclaration> All = Configured.Meanings;
  All.insert(All.end(), Marks.Meanings.begin(), Marks.Meanings.end());
  std::vector<std::string> Errors = resolveMeanings(Ctx, All, Marks.BadLiarPragmas, Meanings);
  for (std::string& Error : resolveTargets(Ctx, Configured.Targets, Marks.Targets, Targets))
    Errors.push_back(std::move(Error));
  return Errors;
}

std::unique_ptr<tooling::FrontendActionFactory> makeLiftingFactory(const LiftOptions& Options,
                                                                   std::vector<FileResult>& Out) {
  return std::make_unique<Factory>(Options, Out);
}

FileResult liftCode(const std::string& Code, const std::vector<std::string>& Args,
                    const std::string& FileName, const LiftOptions& Options) {
  std::vector<FileResult> Out;
  bool Ok = tooling::runToolOnCodeWithArgs(std::make_unique<LiftingAction>(Options, Out), Code,
                                           Args, FileName);
  FileResult R = Out.empty() ? FileResult{FileName, true, {}} : Out.back();
  if (!Ok) R.ParseFailed = true;
  return R;
}

} // namespace liar::lifting
