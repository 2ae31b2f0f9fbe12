// liar's checks as a clang-tidy module, for `clang-tidy -load=LiarTidyModule.so`: one check per
// name liar reports under (liar-blas, liar-torch, liar-omp, and every refusal id of
// common/Refusals.def), so that `-checks='-*,liar-*'`, NOLINT(<name>), run-clang-tidy and
// clang-tidy-diff select them as they select clang-tidy's own. Options come from
// .clang-tidy's CheckOptions (`liar.Target`, ...), with the meaning of liar's flags.
#include "TidyEngine.h"

#include "Refusal.h"
#include "tool/Check.h"
#include "tool/OptionTable.h"

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

#include <regex>

namespace liar::tidy {
namespace {

using namespace clang;
using namespace clang::ast_matchers;
using clang::tidy::ClangTidyCheck;
using clang::tidy::ClangTidyContext;

class LiarCheck : public ClangTidyCheck {
public:
  LiarCheck(StringRef Name, ClangTidyContext* Context)
      : ClangTidyCheck(Name, Context), Context(Context) {}

  bool isLanguageVersionSupported(const LangOptions& Lang) const override {
    return !Lang.CPlusPlus; // liar reads C
  }

  void registerPPCallbacks(const SourceManager&, Preprocessor* PP, Preprocessor*) override {
    TidyEngine::forPreprocessor(*PP);
  }

  void registerMatchers(MatchFinder* Finder) override {
    Finder->addMatcher(translationUnitDecl().bind("unit"), this);
  }

  void check(const MatchFinder::MatchResult& Result) override {
    TidyEngine* Engine = TidyEngine::forContext(*Result.Context);
    // The AST of a file with errors is incomplete: lifting it would mislead.
    if (!Engine || Result.Context->getDiagnostics().hasErrorOccurred()) return;
    const tool::FileDecisions& D = Engine->decisions(*Result.Context, options(*Result.Context));
    if (reportsDeclarations())
      for (const std::string& Error : Engine->takeDeclarationErrors())
        reportDeclarationError(Error, *Result.Context);
    const tool::RemarkRecord* IncludesWith = firstEnabledRewrite(D);
    for (const tool::RemarkRecord& R : D.Records.Records)
      if (R.rule() == getID().str())
        report(R, &R == IncludesWith ? &D.IncludeEdit : nullptr, *Result.Context);
  }

private:
  /// liar's options from CheckOptions' `liar.*` keys, one per row of the option table placed
  /// there (the same for every liar check, so that the shared decisions do not depend on which
  /// check asks first). A value the row does not take is reported and left at its default.
  /// Options are read as text: the typed getters of OptionsView are templates that a plugin
  /// built by another compiler than clang-tidy's cannot link against.
  tool::RewriteOptions options(const ASTContext& Ctx) const {
    tool::LiarRequest Request;
    for (const tool::OptionSpec& O : tool::optionTable()) {
      if (!(O.Places & tool::InTidyCheck)) continue;
      std::string Key = tool::tidyKey(O);
      std::optional<StringRef> Value = Options.getLocalOrGlobal(Key);
      if (!Value) continue;
      // A list's elements are comma-separated; a repeated option's values hold commas, so
      // they are separated by semicolons.
      SmallVector<StringRef> Items;
      if (O.Kind == tool::OptionKind::List || O.Kind == tool::OptionKind::Repeated)
        Value->split(Items, O.Kind == tool::OptionKind::List ? ',' : ';', -1, false);
      else
        Items.push_back(*Value);
      tool::LiarRequest Tried = Request;
      Tried.Origin = "CheckOptions' " + Key;
      std::string Why;
      for (StringRef Item : Items)
        if (Why = O.Set(Item.trim().str(), Tried); !Why.empty()) break;
      if (!Why.empty())
        configurationDiag("%0: '%1': %2; using the default") << Key << *Value << Why;
      else
        Request = std::move(Tried);
    }
    Request.Rewrite.Plan.OpenMpAvailable = Ctx.getLangOpts().OpenMP != 0;
    return Request.Rewrite;
  }

  /// The rewrite whose diagnostic also carries the #include lines every rewrite of the file
  /// needs: the first one whose check is enabled, so that the edit is made once.
  const tool::RemarkRecord* firstEnabledRewrite(const tool::FileDecisions& d) const {
    for (const tool::RemarkRecord& R : d.Records.Records)
      if (R.rewritten() && Context->isCheckEnabled(R.rule())) return &R;
    return nullptr;
  }

  /// `record` as a diagnostic: a warning with the replacement as fix-its for a rewrite (and
  /// the file's include edit when `includes` is given), a remark for a refusal.
  void report(const tool::RemarkRecord& record, const tool::Edit* includes, ASTContext& ctx) {
    const SourceManager& SM = ctx.getSourceManager();
    SourceLocation File = SM.getLocForStartOfFile(SM.getMainFileID());
    auto Fix = [&](const tool::Edit& E) {
      SourceLocation Begin = File.getLocWithOffset(E.Offset);
      return FixItHint::CreateReplacement(
          CharSourceRange::getCharRange(Begin, Begin.getLocWithOffset(E.Length)), E.Text);
    };
    SourceLocation At = File.getLocWithOffset(record.At.Offset);
    if (!record.rewritten()) {
      diag(At, "%0", DiagnosticIDs::Remark) << record.message();
      return;
    }
    auto Diag = diag(At, "%0") << record.message();
    Diag << Fix(record.Fix.front());
    if (includes && !includes->Text.empty()) Diag << Fix(*includes);
  }

  /// Whether this check reports the file's bad declarations: a rewrite check (liar-blas,
  /// liar-torch, liar-omp), or any check when none of those is enabled. The first such check
  /// takes them, so that they are reported once.
  bool reportsDeclarations() const {
    bool AnyRewrite = false;
    for (tool::Check C : {tool::Check::Blas, tool::Check::Torch, tool::Check::Omp}) {
      if (getID().str() == tool::checkName(C)) return true;
      AnyRewrite |= Context->isCheckEnabled(tool::checkName(C));
    }
    return !AnyRewrite;
  }

  /// "FILE:LINE:COL: error: reason" as an error at that place of the main file (at its start
  /// when the place is elsewhere).
  void reportDeclarationError(const std::string& error, ASTContext& ctx) {
    const SourceManager& SM = ctx.getSourceManager();
    SourceLocation At = SM.getLocForStartOfFile(SM.getMainFileID());
    std::string Reason = error;
    std::smatch M;
    static const std::regex Place(R"(^(.*):(\d+):(\d+): error: (.*)$)");
    if (std::regex_match(error, M, Place)) {
      Reason = M[4].str();
      OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
      if (Main && Main->getName() == M[1].str())
        At =
            SM.translateLineCol(SM.getMainFileID(), std::stoul(M[2].str()), std::stoul(M[3].str()));
    }
    diag(At, "%0", DiagnosticIDs::Error) << Reason;
  }

  ClangTidyContext* Context;
};

class LiarModule : public clang::tidy::ClangTidyModule {
public:
  void addCheckFactories(clang::tidy::ClangTidyCheckFactories& Factories) override {
    for (tool::Check C : {tool::Check::Blas, tool::Check::Torch, tool::Check::Omp})
      Factories.registerCheck<LiarCheck>(tool::checkName(C));
    for (const RefusalInfo& R : kRefusals)
      Factories.registerCheck<LiarCheck>(R.Id);
  }
};

} // namespace

// clang-tidy finds the module through this registration when it loads the plugin.
static clang::tidy::ClangTidyModuleRegistry::Add<LiarModule>
    Registration("liar-module", "liar: loop nests rewritten into BLAS, LibTorch or OpenMP");

} // namespace liar::tidy
