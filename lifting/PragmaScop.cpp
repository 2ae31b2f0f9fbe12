#include "lifting/PragmaScop.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>
#include <regex>

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

/// `#pragma liar meaning(opaque, reference)` and `#pragma liar target(...)`; any other
/// `#pragma liar` is recorded as bad, so that a misspelt declaration is an error rather than
/// silently nothing. Tokens are read unexpanded: the names in a declaration are the user's
/// (a target's `N` is cblas.h's parameter even where the file defines a macro `N`).
class LiarPragmaHandler : public clang::PragmaHandler {
public:
  explicit LiarPragmaHandler(std::shared_ptr<ScopMarks> Marks)
      : PragmaHandler("liar"), Marks(std::move(Marks)) {}
  void HandlePragma(clang::Preprocessor& PP, clang::PragmaIntroducer Introducer,
                    clang::Token&) override {
    std::vector<clang::Token> Tokens;
    for (clang::Token T; PP.LexUnexpandedToken(T), T.isNot(clang::tok::eod);)
      Tokens.push_back(T);
    auto Is = [&](size_t K, clang::tok::TokenKind Kind) {
      return K < Tokens.size() && Tokens[K].is(Kind);
    };
    auto Word = [&](size_t K) {
      return Is(K, clang::tok::identifier) ? PP.getSpelling(Tokens[K]) : std::string();
    };
    if (Word(0) == "target") {
      if (!Is(1, clang::tok::l_paren) || !Is(Tokens.size() - 1, clang::tok::r_paren)) {
        Marks->BadLiarPragmas.emplace_back(Introducer.Loc,
                                           "expected '#pragma liar target(...)' in parentheses");
        return;
      }
      std::string Text;
      for (size_t K = 2; K + 1 < Tokens.size(); ++K)
        Text += (K > 2 && Tokens[K].hasLeadingSpace() ? " " : "") + PP.getSpelling(Tokens[K]);
      Marks->Targets.push_back({Introducer.Loc, Text});
      return;
    }
    if (Word(0) != "meaning") {
      Marks->BadLiarPragmas.emplace_back(Introducer.Loc,
                                         "unknown '#pragma liar' (liar reads '#pragma liar "
                                         "meaning(opaque, reference)' and '#pragma liar "
                                         "target(routine, call, ...)')");
      return;
    }
    if (Tokens.size() != 6 || !Is(1, clang::tok::l_paren) || Word(2).empty() ||
        !Is(3, clang::tok::comma) || Word(4).empty() || !Is(5, clang::tok::r_paren)) {
      Marks->BadLiarPragmas.emplace_back(
          Introducer.Loc, "expected '#pragma liar meaning(opaque, reference)', two function names");
      return;
    }
    MeaningDeclaration D;
    D.Opaque = Word(2);
    D.Reference = Word(4);
    D.Loc = Introducer.Loc;
    Marks->Meanings.push_back(std::move(D));
  }

private:
  std::shared_ptr<ScopMarks> Marks;
};

class PragmaRecorder : public clang::PPCallbacks {
public:
  PragmaRecorder(std::shared_ptr<ScopMarks> Marks, const clang::Preprocessor& PP)
      : Marks(std::move(Marks)), SM(&PP.getSourceManager()), PP(&PP) {}
  void PragmaDirective(clang::SourceLocation Loc, clang::PragmaIntroducerKind Kind) override {
    (Kind == clang::PIK_HashPragma ? Marks->HashPragmas : Marks->PragmaOperators).push_back(Loc);
    readThreadPrivate(Loc);
    if (Kind == clang::PIK_HashPragma) expandOmp(Loc);
  }
  void InclusionDirective(clang::SourceLocation Hash, const clang::Token&, llvm::StringRef, bool,
                          clang::CharSourceRange, clang::OptionalFileEntryRef, llvm::StringRef,
                          llvm::StringRef, const clang::Module*, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    record(Hash, "#include");
  }
  void MacroDefined(const clang::Token& Name, const clang::MacroDirective*) override {
    record(Name.getLocation(), "#define");
    clang::SourceLocation At = Name.getLocation();
    if (!SM) return;
    if (SM->isWrittenInCommandLineFile(At)) user(Name, 0);
    if (At.isFileID() && SM->isInMainFile(At)) user(Name, SM->getFileOffset(At));
  }
  void Defined(const clang::Token& Name, const clang::MacroDefinition&,
               clang::SourceRange) override {
    tested(Name);
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
  void Ifdef(clang::SourceLocation Loc, const clang::Token& Name,
             const clang::MacroDefinition&) override {
    record(Loc, "#ifdef");
    tested(Name);
  }
  void Ifndef(clang::SourceLocation Loc, const clang::Token& Name,
              const clang::MacroDefinition&) override {
    record(Loc, "#ifndef");
    tested(Name);
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
  /// An OpenMP directive whose words include object-like macros (`#pragma omp parallel for
  /// PRIVATE_T`), with them expanded as they are defined here: the clauses the compiler sees.
  void expandOmp(clang::SourceLocation Loc) {
    if (!SM || !Loc.isFileID()) return;
    std::string Line = lineAt(Loc);
    size_t Omp = Line.find("omp");
    if (Line.find("pragma") == std::string::npos || Omp == std::string::npos) return;
    std::string Directive = Line.substr(Omp), Expanded;
    bool Changed = false;
    static const std::regex Word(R"([A-Za-z_]\w*)");
    size_t At = 0;
    for (auto It = std::sregex_iterator(Directive.begin(), Directive.end(), Word);
         It != std::sregex_iterator(); ++It) {
      Expanded += Directive.substr(At, It->position() - At);
      std::string Text = expansion(It->str(), 0);
      Changed |= Text != It->str();
      Expanded += Text;
      At = It->position() + It->length();
    }
    Expanded += Directive.substr(At);
    if (Changed)
      Marks->ExpandedOmp[{SM->getFileID(Loc).getHashValue(), SM->getFileOffset(Loc)}] = Expanded;
  }
  /// Name with object-like macros expanded (a few levels deep).
  std::string expansion(const std::string& Name, int Depth) const {
    // Looked up, never added: a word of the directive that names no identifier yet is no
    // macro, and adding it would allocate in the identifier table in the middle of lexing.
    const clang::IdentifierTable& Table = PP->getIdentifierTable();
    auto Found = Table.find(Name);
    const clang::IdentifierInfo* II = Found == Table.end() ? nullptr : Found->getValue();
    const clang::MacroInfo* MI = II ? PP->getMacroInfo(II) : nullptr;
    if (!MI || MI->isFunctionLike() || Depth > 4) return Name;
    std::string Out;
    for (const clang::Token& T : MI->tokens()) {
      std::string S = PP->getSpelling(T);
      bool Joined = Out.empty() || Out.back() == '(' || S == ")" || S == "," || S == "(";
      Out += (Joined ? "" : " ") + (T.is(clang::tok::identifier) ? expansion(S, Depth + 1) : S);
    }
    return Out;
  }
  /// The text from Loc to the end of its line, lines continued by a backslash joined (a
  /// directive's clauses may be on its continuation lines).
  std::string lineAt(clang::SourceLocation Loc) const {
    bool Invalid = false;
    std::pair<clang::FileID, unsigned> At = SM->getDecomposedLoc(Loc);
    llvm::StringRef Rest = SM->getBufferData(At.first, &Invalid).substr(At.second);
    std::string Line;
    while (!Invalid && !Rest.empty() && !Rest.starts_with("\n") && Line.size() < 4096) {
      if (Rest.consume_front("\\\n") || Rest.consume_front("\\\r\n")) {
        Line += ' ';
        continue;
      }
      Line += Rest.front();
      Rest = Rest.drop_front();
    }
    return Line;
  }
  /// The names of a `threadprivate` directive starting at Loc (`#pragma omp threadprivate(a,
  /// b)` or `_Pragma("omp threadprivate(a)")`, also from a macro: its spelling is read).
  void readThreadPrivate(clang::SourceLocation Loc) {
    if (!SM || Loc.isInvalid()) return;
    // A macro's `_Pragma(#x)` names the variables where the macro is used.
    std::string Line = lineAt(SM->getSpellingLoc(Loc)) + "\n" + lineAt(SM->getExpansionLoc(Loc));
    static const std::regex Directive(R"(omp\s+threadprivate\s*\(([^)]*)\))");
    static const std::regex Name(R"([A-Za-z_]\w*)");
    std::smatch M;
    if (!std::regex_search(Line, M, Directive)) return;
    std::string List = M[1].str();
    for (auto It = std::sregex_iterator(List.begin(), List.end(), Name);
         It != std::sregex_iterator(); ++It)
      Marks->ThreadPrivate.insert(It->str());
  }
  /// A macro of the user's that may be defined from Offset of the main file on.
  void user(const clang::Token& Name, unsigned Offset) {
    const clang::IdentifierInfo* II = Name.getIdentifierInfo();
    if (!II) return;
    auto [It, New] = Marks->UserMacros.try_emplace(II->getName().str(), Offset);
    if (!New) It->second = std::min(It->second, Offset);
  }
  /// A macro tested outside the platform's headers: any build may define it.
  void tested(const clang::Token& Name) {
    if (SM && !SM->isInSystemHeader(Name.getLocation())) user(Name, 0);
  }

  std::shared_ptr<ScopMarks> Marks;
  const clang::SourceManager* SM;
  const clang::Preprocessor* PP;
};
} // namespace

std::vector<unsigned> hashPragmaOffsets(const ScopMarks& Marks, const clang::SourceManager& SM,
                                        clang::FileID Id) {
  std::vector<unsigned> Offsets;
  for (clang::SourceLocation P : Marks.HashPragmas)
    if (P.isFileID() && SM.getFileID(P) == Id) Offsets.push_back(SM.getFileOffset(P));
  return Offsets;
}

std::vector<unsigned> pragmaOperatorOffsets(const ScopMarks& Marks, const clang::SourceManager& SM,
                                            clang::FileID Id) {
  std::vector<unsigned> Offsets;
  for (clang::SourceLocation P : Marks.PragmaOperators) {
    clang::SourceLocation E = SM.getExpansionLoc(P);
    if (SM.getFileID(E) == Id) Offsets.push_back(SM.getFileOffset(E));
  }
  return Offsets;
}

void recordScopPragmas(clang::Preprocessor& PP, std::shared_ptr<ScopMarks> Marks) {
  PP.addPPCallbacks(std::make_unique<PragmaRecorder>(Marks, PP));
  PP.AddPragmaHandler(new ScopHandler("scop", Marks, true));
  PP.AddPragmaHandler(new ScopHandler("endscop", Marks, false));
  PP.AddPragmaHandler(new LiarPragmaHandler(Marks));
}

} // namespace liar::lifting
