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

private:
  std::shared_ptr<ScopMarks> Marks;
};
} // namespace

void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks) {
  PP.addPPCallbacks(std::make_unique<PragmaRecorder>(Marks));
  PP.AddPragmaHandler(new ScopHandler("scop", Marks, true));
  PP.AddPragmaHandler(new ScopHandler("endscop", Marks, false));
}

} // namespace liar::lifting
