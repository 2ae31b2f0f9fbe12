// Pragmas that apply to the statement after them (`#pragma omp parallel for`, `#pragma GCC
// unroll 4`, `#pragma clang loop ...`): they belong to the loop a region starts with, and a
// replacement of the loop must take them away with it, or a compiler that honours them finds
// no loop after them.
#ifndef LIAR_LIFTING_STATEMENTPRAGMAS_H
#define LIAR_LIFTING_STATEMENTPRAGMAS_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace liar::lifting {

/// Where a region starting at Begin in Buffer really starts: at the first of the pragmas
/// (`#` lines at the offsets in Hash) that apply to the statement at Begin, with only blank
/// space, comments and other such pragmas between them and it. A pragma of another kind
/// (`#pragma GCC diagnostic`, `#pragma omp barrier`) ends the search: it stays where it is.
unsigned statementPragmasStart(llvm::StringRef Buffer, unsigned Begin,
                               const std::vector<unsigned>& Hash);

/// A pragma that applies to a statement: the offset of its `#` and its directive (the text
/// after `#pragma`, e.g. `omp parallel for collapse(2)`).
struct StatementPragma {
  unsigned Offset;
  std::string Directive;
};

/// The pragmas that apply to the statement at Begin, outermost first.
std::vector<StatementPragma> statementPragmas(llvm::StringRef Buffer, unsigned Begin,
                                              const std::vector<unsigned>& Hash);

/// The words of a directive, continuation backslashes and punctuation dropped.
std::vector<std::string> words(llvm::StringRef Text);

/// Whether a pragma whose directive follows `#pragma ` (e.g. `omp parallel for`) applies to
/// the statement after it.
bool appliesToNextStatement(llvm::StringRef Directive);

/// Whether one of the `_Pragma`/`__pragma` operators at the offsets in Operators (where they
/// expand) sits on the line before Begin or before it on its line: liar cannot tell what such
/// a pragma applies to, nor move it.
bool pragmaOperatorBefore(llvm::StringRef Buffer, unsigned Begin,
                          const std::vector<unsigned>& Operators);

} // namespace liar::lifting

#endif
