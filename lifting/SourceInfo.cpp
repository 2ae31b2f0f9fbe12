#include "lifting/SourceInfo.h"

#include "lifting/Configuration.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include <optional>

namespace liar::lifting {

using namespace clang;

Location SourceInfo::location(SourceLocation L) const {
  const SourceManager& SM = Ctx.getSourceManager();
  Location R;
  if (L.isInvalid()) return R;
  SourceLocation F = SM.getFileLoc(L);
  PresumedLoc P = SM.getPresumedLoc(F);
  if (P.isValid()) {
    R.File = P.getFilename();
    R.Line = P.getLine();
    R.Column = P.getColumn();
  }
  R.Offset = SM.getFileOffset(F);
  return R;
}

std::string SourceInfo::spelling(const Expr* E) const {
  const SourceManager& SM = Ctx.getSourceManager();
  CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E->getSourceRange()),
                                               SM, Ctx.getLangOpts());
  if (R.isInvalid()) return {};
  return Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
}

std::string SourceInfo::rawText(const Stmt* S) const {
  const SourceManager& SM = Ctx.getSourceManager();
  CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(S->getSourceRange()),
                                               SM, Ctx.getLangOpts());
  if (R.isInvalid()) return "";
  return Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
}

std::string SourceInfo::expandedText(const Expr* E) const {
  if (!E) return "";
  if (std::string Raw = rawText(E); !Raw.empty()) return Raw;
  if (!E->getBeginLoc().isMacroID() || !foldDependence(E).empty()) return "";
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  PrintingPolicy Policy(Ctx.getLangOpts());
  E->printPretty(OS, nullptr, Policy);
  return OS.str();
}

namespace {

/// Where a statement that a macro expands to is written, when it is spelled on one line of one
/// place: a macro argument (`idx[n]` of `LOOP_TO(i, idx[n])`) or a piece of the macro's body.
std::optional<CharSourceRange> spelledRange(const Stmt* S, const SourceManager& SM) {
  SourceLocation B = SM.getSpellingLoc(S->getBeginLoc()), E = SM.getSpellingLoc(S->getEndLoc());
  bool OnePlace = B.isValid() && E.isValid() && SM.getFileID(B) == SM.getFileID(E) &&
                  SM.getSpellingLineNumber(B) == SM.getSpellingLineNumber(E) &&
                  !SM.isBeforeInTranslationUnit(E, B);
  if (!OnePlace) return std::nullopt;
  return CharSourceRange::getTokenRange(B, E);
}

} // namespace

std::string SourceInfo::text(const Stmt* S) const {
  const SourceManager& SM = Ctx.getSourceManager();
  CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(S->getSourceRange()),
                                               SM, Ctx.getLangOpts());
  if (R.isInvalid())
    if (std::optional<CharSourceRange> Spelled = spelledRange(S, SM)) R = *Spelled;
  std::string T;
  if (R.isValid()) {
    T = Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
  } else {
    // Pieces of a macro's body and of its arguments: the expression as the compiler sees it.
    llvm::raw_string_ostream OS(T);
    S->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  }
  // Messages are one line: collapse runs of whitespace.
  std::string Out;
  for (char C : T) {
    bool Space = C == ' ' || C == '\n' || C == '\t' || C == '\r';
    if (Space && (Out.empty() || Out.back() == ' ')) continue;
    Out += Space ? ' ' : C;
  }
  while (!Out.empty() && Out.back() == ' ')
    Out.pop_back();
  if (Out.size() > 80) Out = Out.substr(0, 77) + "...";
  return Out;
}

std::string SourceInfo::foldDependence(const Expr* E) const {
  if (!Config || !E) return "";
  if (E->getBeginLoc().isMacroID())
    if (std::string Why = Config->macroDependence(E->getBeginLoc()); !Why.empty()) return Why;
  for (const Stmt* Child : E->children())
    if (std::string Why = foldDependence(dyn_cast_or_null<Expr>(Child)); !Why.empty()) return Why;
  return "";
}

std::optional<int64_t> SourceInfo::macroValue(const std::string& Name, int Depth) const {
  if (!PP || Depth > 8) return std::nullopt;
  IdentifierInfo* II = PP->getIdentifierInfo(Name);
  const MacroInfo* MI = II ? PP->getMacroInfo(II) : nullptr;
  if (!MI || MI->isFunctionLike()) return std::nullopt;
  auto Tokens = MI->tokens();
  // A single (possibly parenthesised) integer literal.
  std::vector<Token> Core;
  for (const Token& T : Tokens)
    if (!T.isOneOf(tok::l_paren, tok::r_paren)) Core.push_back(T);
  if (Core.size() == 1 && Core[0].is(tok::numeric_constant)) {
    std::string Lit(Core[0].getLiteralData(), Core[0].getLength());
    while (!Lit.empty() &&
           (Lit.back() == 'l' || Lit.back() == 'L' || Lit.back() == 'u' || Lit.back() == 'U'))
      Lit.pop_back();
    char* End = nullptr;
    long long V = std::strtoll(Lit.c_str(), &End, 0);
    if (End && *End == 0) return V;
    return std::nullopt;
  }
  // Otherwise the first object-like macro among its tokens that has a value: this is how
  // `_PB_N` (`POLYBENCH_LOOP_BOUND(N, n)`) reaches the dataset size `N`.
  for (const Token& T : Tokens)
    if (T.is(tok::identifier))
      if (auto V = macroValue(T.getIdentifierInfo()->getName().str(), Depth + 1)) return V;
  return std::nullopt;
}

} // namespace liar::lifting
