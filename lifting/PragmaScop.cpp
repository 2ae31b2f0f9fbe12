#include "lifting/PragmaScop.h"

#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

namespace liar::lifting {

namespace {
class ScopHandler : public clang::PragmaHandler {
public:
  ScopHandler(llvm::StringRef Name, std::shared_ptr<ScopMarks> Marks, bool Begin)
      : PragmaHandler(Name), Marks(std::move(Marks)), Begin(Begin) {}
  void HandlePragma(clang::Preprocessor&, clang::PragmaIntroducer Introducer,
                    clang::Token&) override {
    (Begin ? Marks->Begins : Marks->Ends).push_back(Introducer.Loc);
  }

private:
  std::shared_ptr<ScopMarks> Marks;
  bool Begin;
};

class PragmaRecorder : public clang::PPCallbacks {
public:
  explicit PragmaRecorder(std::shared_ptr<ScopMarks> Marks) : Marks(std::move(Marks)) {}
  void PragmaDirective(clang::SourceLocation Loc, clang::PragmaIntroducerKind Kind) override {
    (Kind == clang::PIK_HashPragma ? Marks->HashPragmas : Marks->PragmaOperators).push_back(Loc);
  }
  void InclusionDirective(clang::SourceLocation Hash, const clang::Token&, llvm::StringRef, bool,
                          clang::CharSourceRange, clang::OptionalFileEntryRef, llvm::StringRef,
                          llvm::StringRef, const clang::Module*, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    record(Hash, "#include");
  }
  void MacroDefined(const clang::Token& Name, const clang::MacroDirective*) override {
    record(Name.getLocation(), "#define");
  }
  void MacroUndefined(const clang::Token& Name, const clang::MacroDefinition&,
                      const clang::MacroDirective*) override {
    record(Name.getLocation(), "#undef");
  }
  void If(clang::SourceLocation Loc, clang::SourceRange, ConditionValueKind) override {
    record(Loc, "#if");
  }
  void Elif(clang::SourceLocation Loc, clang::SourceRange, ConditionValueKind,
            clang::SourceLocation) override {
    record(Loc, "#elif");
  }
  void Ifdef(clang::SourceLocation Loc, const clang::Token&,
             const clang::MacroDefinition&) override {
    record(Loc, "#ifdef");
  }
  void Ifndef(clang::SourceLocation Loc, const clang::Token&,
              const clang::MacroDefinition&) override {
    record(Loc, "#ifndef");
  }
  void Elifdef(clang::SourceLocation Loc, const clang::Token&,
               const clang::MacroDefinition&) override {
    record(Loc, "#elifdef");
  }
  void Elifdef(clang::SourceLocation Loc, clang::SourceRange, clang::SourceLocation) override {
    record(Loc, "#elifdef");
  }
  void Elifndef(clang::SourceLocation Loc, const clang::Token&,
                const clang::MacroDefinition&) override {
    record(Loc, "#elifndef");
  }
  void Elifndef(clang::SourceLocation Loc, clang::SourceRange, clang::SourceLocation) override {
    record(Loc, "#elifndef");
  }
  void Else(clang::SourceLocation Loc, clang::SourceLocation) override { record(Loc, "#else"); }
  void Endif(clang::SourceLocation Loc, clang::SourceLocation) override { record(Loc, "#endif"); }

private:
  /// Only directives written in a file matter: the command line's and the builtin macros sit
  /// in no region.
  void record(clang::SourceLocation Loc, const char* Name) {
    if (Loc.isFileID()) Marks->Directives.push_back({Loc, Name});
  }

  std::shared_ptr<ScopMarks> Marks;
};
} // namespace

std::vector<unsigned> hashPragmaOffsets(const ScopMarks& Marks, const clang::SourceManager& SM,
                                        clang::FileID Id) {
  std::vector<unsigned> Offsets;
  for (clang::SourceLocation P : Marks.HashPragmas)
    if (P.isFileID() && SM.getFileID(P) == Id) Offsets.push_back(SM.getFileOffset(P));
  return Offsets;
}

void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks) {
  PP.addPPCallbacks(std::make_unique<PragmaRecorder>(Marks));
  PP.AddPragmaHandler(new ScopHandler("scop", Marks, true));
  PP.AddPragmaHandler(new ScopHandler("endscop", Marks, false));
}

} // namespace liar::lifting
