#include "lifting/StatementPragmas.h"

#include <cctype>
#include <set>

namespace liar::lifting {

namespace {

bool isSpace(char C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v';
}

/// One past the end of the directive starting at At (a line continued by `\` goes on).
unsigned directiveEnd(llvm::StringRef Buffer, unsigned At) {
  unsigned I = At;
  while (I < Buffer.size()) {
    if (Buffer[I] == '\n') {
      unsigned J = I;
      if (J > At && Buffer[J - 1] == '\r') --J;
      if (J > At && Buffer[J - 1] == '\\') {
        ++I;
        continue;
      }
      return I + 1;
    }
    ++I;
  }
  return I;
}

/// Whether Buffer[From, To) holds only white space and comments.
bool blank(llvm::StringRef Buffer, unsigned From, unsigned To) {
  unsigned I = From;
  while (I < To) {
    if (isSpace(Buffer[I])) {
      ++I;
    } else if (Buffer.substr(I, 2) == "//") {
      size_t Eol = Buffer.find('\n', I);
      I = Eol == llvm::StringRef::npos ? To : static_cast<unsigned>(Eol) + 1;
    } else if (Buffer.substr(I, 2) == "/*") {
      size_t Close = Buffer.find("*/", I + 2);
      if (Close == llvm::StringRef::npos) return false;
      I = static_cast<unsigned>(Close) + 2;
    } else {
      return false;
    }
  }
  return I == To;
}

} // namespace

std::vector<std::string> words(llvm::StringRef Text) {
  std::vector<std::string> Out;
  std::string W;
  for (char C : Text) {
    if (std::isalnum(static_cast<unsigned char>(C)) || C == '_') {
      W += C;
    } else if (!W.empty()) {
      Out.push_back(W);
      W.clear();
    }
  }
  if (!W.empty()) Out.push_back(W);
  return Out;
}

bool appliesToNextStatement(llvm::StringRef Directive) {
  std::vector<std::string> W = words(Directive);
  if (W.empty()) return false;
  std::string Second = W.size() > 1 ? W[1] : "";
  // OpenMP and OpenACC directives that stand alone or declare something.
  static const std::set<std::string> OmpStandalone = {
      "barrier",       "flush",   "taskwait", "taskyield", "cancel",  "cancellation",
      "threadprivate", "declare", "requires", "depobj",    "scan",    "end",
      "begin",         "assumes", "allocate", "error",     "nothing", "interop"};
  static const std::set<std::string> AccStandalone = {
      "update", "wait", "enter", "exit", "init", "shutdown", "set", "routine", "declare", "cache"};
  // Loop pragmas of GCC, Clang and the Intel and Cray compilers.
  static const std::set<std::string> LoopPragmas = {
      "unroll",           "nounroll",   "unroll_and_jam", "nounroll_and_jam", "ivdep",
      "vector",           "novector",   "simd",           "loop_count",       "loop",
      "distribute_point", "nofusion",   "fusion",         "noparallel",       "parallel",
      "prefetch",         "noprefetch", "code_align",     "inline",           "noinline",
      "forceinline",      "concurrent"};
  if (W[0] == "omp") return !Second.empty() && !OmpStandalone.count(Second);
  if (W[0] == "acc") return !Second.empty() && !AccStandalone.count(Second);
  if (W[0] == "GCC") return Second == "unroll" || Second == "ivdep" || Second == "novector";
  if (W[0] == "clang") return Second == "loop";
  return LoopPragmas.count(W[0]) != 0;
}

std::vector<StatementPragma> statementPragmas(llvm::StringRef Buffer, unsigned Begin,
                                              const std::vector<unsigned>& Hash) {
  std::vector<StatementPragma> Found;
  unsigned B = Begin;
  while (true) {
    const unsigned* Last = nullptr;
    for (const unsigned& P : Hash)
      if (P < B && (!Last || P > *Last)) Last = &P;
    if (!Last) break;
    unsigned End = directiveEnd(Buffer, *Last);
    if (End > B || !blank(Buffer, End, B)) break;
    llvm::StringRef Text = Buffer.slice(*Last, End).ltrim("# \t");
    if (!Text.consume_front("pragma") || !appliesToNextStatement(Text)) break;
    Found.insert(Found.begin(), {*Last, Text.trim().str()});
    B = *Last;
  }
  return Found;
}

unsigned statementPragmasStart(llvm::StringRef Buffer, unsigned Begin,
                               const std::vector<unsigned>& Hash) {
  std::vector<StatementPragma> Found = statementPragmas(Buffer, Begin, Hash);
  return Found.empty() ? Begin : Found.front().Offset;
}

bool pragmaOperatorBefore(llvm::StringRef Buffer, unsigned Begin,
                          const std::vector<unsigned>& Operators) {
  unsigned I = Begin;
  while (I > 0 && isSpace(Buffer[I - 1]))
    --I;
  size_t LineStart = I == 0 ? 0 : Buffer.rfind('\n', I - 1);
  unsigned From = LineStart == llvm::StringRef::npos ? 0 : static_cast<unsigned>(LineStart) + 1;
  // An operator expanded at the statement's own start comes from a macro that writes both
  // (`OMP_FOR_LOOP(i, n) body`): it stands before the statement's tokens.
  for (unsigned P : Operators)
    if (P >= From && P <= Begin) return true;
  return false;
}

} // namespace liar::lifting
