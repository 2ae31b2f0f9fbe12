#include "lifting/UserOpenMP.h"

#include "lifting/StatementPragmas.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>

namespace liar::lifting {

using namespace clang;

namespace {

/// The directive's name: its leading words that name constructs (`parallel for simd`).
std::string directiveName(const std::vector<std::string>& Words) {
  static const std::set<std::string> NameWords = {
      "parallel", "for",     "simd",   "loop",     "taskloop", "distribute", "target",
      "teams",    "task",    "single", "sections", "section",  "critical",   "master",
      "masked",   "ordered", "atomic", "scope",    "tile",     "unroll",     "workshare"};
  std::string Name;
  for (size_t I = 1; I < Words.size() && NameWords.count(Words[I]); ++I)
    Name += (Name.empty() ? "" : " ") + Words[I];
  return Name;
}

/// The variables listed in the directive's clauses called Clause (`private(a, b)`).
void clauseVariables(const std::string& Text, const std::string& Clause,
                     std::vector<std::string>& Out) {
  for (size_t At = Text.find(Clause); At != std::string::npos; At = Text.find(Clause, At + 1)) {
    bool Starts =
        At == 0 || !(std::isalnum(static_cast<unsigned char>(Text[At - 1])) || Text[At - 1] == '_');
    size_t Open = Text.find_first_not_of(" \t", At + Clause.size());
    if (!Starts || Open == std::string::npos || Text[Open] != '(') continue;
    size_t Close = Text.find(')', Open);
    for (std::string& Word : words(Text.substr(Open + 1, Close - Open - 1)))
      Out.push_back(std::move(Word));
  }
}

/// The directive of a `_Pragma` operator written right before the statement at Begin (on the
/// line before it or before it on its line), as `_Pragma("omp for")` or a macro's argument
/// (`PRAGMA(omp parallel for collapse(2))`) spells it. A macro that hides the directive
/// (`OMP_FOR`) is taken as a construct: what it applies to cannot be told.
UserOmp operatorOmp(llvm::StringRef Buffer, unsigned Begin, const std::vector<unsigned>& Operators,
                    const SourceManager& SM, FileID Id) {
  for (unsigned At : Operators) {
    if (!pragmaOperatorBefore(Buffer, Begin, {At})) continue;
    std::string Line = Buffer.substr(At, Buffer.find('\n', At) - At).str();
    static const std::regex Quoted(R"re(_Pragma\s*\(\s*"((?:[^"\\]|\\.)*)")re");
    static const std::regex Argument(R"(^\w+\s*\(\s*(omp\b.*)\)\s*$)");
    std::smatch M;
    std::string Directive;
    if (std::regex_search(Line, M, Quoted) || std::regex_search(Line, M, Argument))
      Directive = M[1].str();
    UserOmp U = classifyOmp({Directive}, SM.getLineNumber(Id, At));
    if (U.Role == OmpRole::None) {
      U.Role = OmpRole::Construct;
      U.Directive = "omp ... (through '" + Line.substr(0, Line.find_first_of(" (")) + "')";
      U.Line = SM.getLineNumber(Id, At);
    }
    return U;
  }
  return {};
}

/// A -fopenmp parse's directive as the compiler read it, whatever its spelling (`#pragma`,
/// `_Pragma`, macros, continued lines): `omp` and the directive's name, then its clauses
/// printed from the AST (with macros expanded). A directive whose statement is itself a
/// directive (`parallel` around `for`) is followed by that one's.
std::vector<std::string> astDirectives(const OMPExecutableDirective* D, const ASTContext& Ctx) {
  std::vector<std::string> Out;
  for (; D; D = dyn_cast_or_null<OMPExecutableDirective>(associatedStatement(D))) {
    std::string Text = "omp " + llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
    llvm::raw_string_ostream OS(Text);
    OMPClausePrinter Printer(OS, Ctx.getPrintingPolicy());
    for (OMPClause* C : D->clauses())
      if (C && !C->isImplicit()) {
        OS << " ";
        Printer.Visit(C);
      }
    Out.push_back(std::move(Text));
  }
  return Out;
}

} // namespace

std::string UserOmp::describe() const {
  return "the user's '#pragma " + Directive + "' (line " + std::to_string(Line) + ")";
}

UserOmp classifyOmp(const std::vector<std::string>& Directives, unsigned Line) {
  UserOmp U;
  for (const std::string& D : Directives) {
    std::vector<std::string> Words = words(D);
    if (Words.empty() || Words[0] != "omp") continue;
    std::string Name = directiveName(Words);
    static const std::set<std::string> LoopOnly = {"parallel for", "parallel for simd",
                                                   "parallel loop", "simd"};
    static const std::set<std::string> WorkShared = {"for", "for simd", "loop"};
    U.Role = LoopOnly.count(Name)     ? OmpRole::LoopOnly
             : WorkShared.count(Name) ? OmpRole::WorkShared
                                      : OmpRole::Construct;
    U.Directive = D;
    U.Line = Line;
    clauseVariables(D, "private", U.Privates);
    clauseVariables(D, "firstprivate", U.Privates);
    return U;
  }
  return U;
}

const Stmt* associatedStatement(const Stmt* S) {
  const auto* D = dyn_cast_or_null<OMPExecutableDirective>(S);
  if (!D || !D->hasAssociatedStmt()) return nullptr;
  S = D->getAssociatedStmt();
  while (const auto* C = dyn_cast_or_null<CapturedStmt>(S))
    S = C->getCapturedStmt();
  return S;
}

const Stmt* lastStatement(const Stmt* S) {
  if (const Stmt* A = associatedStatement(S)) return lastStatement(A);
  if (!S || isa<CompoundStmt>(S) || isa<Expr>(S)) return S;
  const Stmt* Last = nullptr;
  for (const Stmt* C : S->children())
    Last = C ? C : Last;
  if (!Last || isa<Expr>(Last)) return S;
  const Stmt* Inner = lastStatement(Last);
  return Inner == Last ? S : Inner;
}

void recordAstDirectives(ASTContext& Ctx, ScopMarks& Marks) {
  if (!Ctx.getLangOpts().OpenMP) return;
  struct Visitor : RecursiveASTVisitor<Visitor> {
    ASTContext& Ctx;
    ScopMarks& Marks;
    Visitor(ASTContext& Ctx, ScopMarks& Marks) : Ctx(Ctx), Marks(Marks) {}
    // Outer directives are visited first: a statement gets the chain that starts outermost.
    bool VisitOMPExecutableDirective(OMPExecutableDirective* D) {
      ScopMarks::AstDirective Read{astDirectives(D, Ctx),
                                   Ctx.getSourceManager().getExpansionLineNumber(D->getBeginLoc())};
      const Stmt* S = D;
      while (S) {
        Marks.AstOmp.try_emplace(S, Read);
        S = isa<OMPExecutableDirective>(S) ? associatedStatement(S) : nullptr;
      }
      return true;
    }
  };
  Visitor(Ctx, Marks).TraverseAST(Ctx);
}

UserOmp userOmpOf(const Stmt* S, const SourceManager& SM, const ScopMarks& Marks) {
  if (auto Read = Marks.AstOmp.find(S); S && Read != Marks.AstOmp.end())
    return classifyOmp(Read->second.Directives, Read->second.Line);
  if (isa_and_nonnull<OMPExecutableDirective>(S)) S = associatedStatement(S);
  if (!S) return {};
  SourceLocation Begin = SM.getExpansionLoc(S->getBeginLoc());
  FileID Id = SM.getFileID(Begin);
  std::vector<StatementPragma> Pragmas = statementPragmas(
      SM.getBufferData(Id), SM.getFileOffset(Begin), hashPragmaOffsets(Marks, SM, Id));
  if (Pragmas.empty())
    return operatorOmp(SM.getBufferData(Id), SM.getFileOffset(Begin),
                       pragmaOperatorOffsets(Marks, SM, Id), SM, Id);
  std::vector<std::string> Directives;
  for (StatementPragma& P : Pragmas) {
    // Clauses spelled through macros count as the compiler expands them.
    auto Expanded = Marks.ExpandedOmp.find({Id.getHashValue(), P.Offset});
    Directives.push_back(Expanded != Marks.ExpandedOmp.end() ? Expanded->second
                                                             : std::move(P.Directive));
  }
  return classifyOmp(Directives, SM.getLineNumber(Id, Pragmas.front().Offset));
}

std::string ompRefusal(const std::vector<const Stmt*>& Stmts, const UserOmp& Enclosing,
                       const std::vector<std::string>& LiveOut, bool RestoresIterators,
                       const SourceManager& SM, const ScopMarks& Marks) {
  if (Enclosing.Role != OmpRole::None)
    return "the loop nest runs inside " + Enclosing.describe() +
           ": every thread of the team would run its replacement";
  for (const Stmt* S : Stmts) {
    UserOmp U = userOmpOf(S, SM, Marks);
    if (U.Role == OmpRole::WorkShared)
      return "the loop is work-shared by " + U.describe() +
             ": every thread of the enclosing parallel region would run its replacement";
    if (U.Role == OmpRole::Construct)
      return "the loop is the body of " + U.describe() +
             ": every thread of the team would run its replacement";
    if (U.Role != OmpRole::LoopOnly) continue;
    for (const std::string& V : LiveOut)
      if (std::find(U.Privates.begin(), U.Privates.end(), V) != U.Privates.end())
        return "'" + V + "' is private to " + U.describe() +
               ", so its value after the loop depends on -fopenmp";
    if (RestoresIterators && U.Directive.find("simd") == std::string::npos)
      return "the loop's iterator, read after it, is private to " + U.describe() +
             ", so its value after the loop depends on -fopenmp";
  }
  return "";
}

bool runsOnUserThreads(const std::vector<const Stmt*>& Stmts, const SourceManager& SM,
                       const ScopMarks& Marks) {
  for (const Stmt* S : Stmts) {
    if (!S || isa<Expr>(S)) continue;
    if (isa<ForStmt>(S) || isa<OMPExecutableDirective>(S)) {
      UserOmp U = userOmpOf(S, SM, Marks);
      if (U.Role == OmpRole::LoopOnly && U.Directive.find("parallel") != std::string::npos)
        return true;
    }
    const Stmt* Inside = associatedStatement(S);
    std::vector<const Stmt*> Kids;
    if (Inside)
      Kids.push_back(Inside);
    else
      for (const Stmt* K : S->children())
        Kids.push_back(K);
    if (runsOnUserThreads(Kids, SM, Marks)) return true;
  }
  return false;
}

} // namespace liar::lifting
