#include "lifting/PragmaScop.h"

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
} // namespace

void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks) {
  PP.AddPragmaHandler(new ScopHandler("scop", Marks, true));
  PP.AddPragmaHandler(new ScopHandler("endscop", Marks, false));
}

} // namespace liar::lifting
