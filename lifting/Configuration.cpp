#include "lifting/Configuration.h"

#include "clang/AST/ASTContext.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

namespace liar::lifting {

using namespace clang;

namespace {
bool opens(const std::string& Name) {
  return Name == "#if" || Name == "#ifdef" || Name == "#ifndef";
}
} // namespace

Configuration::Configuration(const ASTContext& Ctx, Preprocessor* PP, const ScopMarks& Marks)
    : Ctx(Ctx), PP(PP), Marks(Marks) {
  const SourceManager& SM = Ctx.getSourceManager();
  // Directives arrive in preprocessing order; blocks nest within one file.
  std::map<FileID, std::vector<std::pair<ScopMarks::Directive, unsigned>>> Open;
  std::map<FileID, std::pair<unsigned, unsigned>> Extent; // first and last directive per file
  std::map<FileID, std::vector<Block>> All;
  for (const ScopMarks::Directive& D : Marks.Directives) {
    FileID Id = SM.getFileID(D.Loc);
    unsigned Offset = SM.getFileOffset(D.Loc);
    auto [It, New] = Extent.try_emplace(Id, Offset, Offset);
    if (!New) It->second.second = Offset;
    if (opens(D.Name)) {
      Open[Id].push_back({D, Offset});
    } else if (D.Name == "#endif" && !Open[Id].empty()) {
      All[Id].push_back({Open[Id].back().first, Open[Id].back().second, Offset});
      Open[Id].pop_back();
    }
  }
  for (auto& [Id, List] : All)
    for (const Block& B : List) {
      bool Guard = B.Open.Name == "#ifndef" && B.Begin == Extent[Id].first &&
                   B.End == Extent[Id].second && Id != SM.getMainFileID();
      if (!Guard) Blocks[Id].push_back(B);
    }
}

std::string Configuration::describe(const ScopMarks::Directive& D) const {
  const SourceManager& SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(D.Loc);
  std::string Where = "line " + std::to_string(P.isValid() ? P.getLine() : 0);
  if (P.isValid() && SM.getFileID(D.Loc) != SM.getMainFileID())
    Where = std::string(P.getFilename()) + ":" + std::to_string(P.getLine());
  return "'" + D.Name + "' (" + Where + ")";
}

std::string Configuration::directiveWithin(SourceRange Range) const {
  const SourceManager& SM = Ctx.getSourceManager();
  SourceLocation B = SM.getFileLoc(Range.getBegin()), E = SM.getFileLoc(Range.getEnd());
  FileID Id = SM.getFileID(B);
  if (Id != SM.getFileID(E)) return "";
  unsigned Begin = SM.getFileOffset(B), End = SM.getFileOffset(E);
  for (const ScopMarks::Directive& D : Marks.Directives) {
    if (SM.getFileID(D.Loc) != Id) continue;
    unsigned Offset = SM.getFileOffset(D.Loc);
    bool Conditional = opens(D.Name) || D.Name.rfind("#el", 0) == 0 || D.Name == "#endif";
    if (Conditional && Offset >= Begin && Offset <= End) return describe(D);
  }
  return "";
}

std::optional<ScopMarks::Directive> Configuration::enclosingConditional(SourceLocation Loc) const {
  const SourceManager& SM = Ctx.getSourceManager();
  auto It = Blocks.find(SM.getFileID(Loc));
  if (It == Blocks.end()) return std::nullopt;
  unsigned Offset = SM.getFileOffset(Loc);
  std::optional<ScopMarks::Directive> Inner;
  unsigned InnerBegin = 0;
  for (const Block& B : It->second)
    if (B.Begin < Offset && Offset < B.End && (!Inner || B.Begin > InnerBegin)) {
      Inner = B.Open;
      InnerBegin = B.Begin;
    }
  return Inner;
}

std::string Configuration::macroDependence(SourceLocation Loc) const {
  if (!PP) return "";
  const SourceManager& SM = Ctx.getSourceManager();
  while (Loc.isMacroID()) {
    if (SM.isMacroArgExpansion(Loc)) { // an argument: its tokens were written at the call
      Loc = SM.getImmediateSpellingLoc(Loc);
      continue;
    }
    llvm::StringRef Name = Lexer::getImmediateMacroName(Loc, SM, Ctx.getLangOpts());
    SourceLocation Use = SM.getImmediateExpansionRange(Loc).getBegin();
    IdentifierInfo* II = PP->getIdentifierInfo(Name);
    MacroDefinition Def =
        II ? PP->getMacroDefinitionAtLoc(II, SM.getExpansionLoc(Use)) : MacroDefinition();
    if (const MacroInfo* MI = Def.getMacroInfo()) {
      // The platform's headers and the compiler's own macros are the same in every build.
      SourceLocation At = MI->getDefinitionLoc();
      if (At.isValid() && SM.isWrittenInCommandLineFile(At))
        return "macro '" + Name.str() + "' is defined on the command line";
      std::optional<ScopMarks::Directive> D;
      if (At.isValid() && !SM.isInSystemHeader(At)) D = enclosingConditional(At);
      if (D) return "macro '" + Name.str() + "' is defined under " + describe(*D);
    }
    Loc = Use;
  }
  return "";
}

} // namespace liar::lifting
