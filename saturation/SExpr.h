// The s-expression reader shared by the IR parser and the rule-pattern parser.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace liar::ir {

struct SourceLoc {
  int Line = 1;
  int Col = 1;
};

/// A located syntax error; what() is "file:line:col: error: message".
class SyntaxError : public std::runtime_error {
public:
  SyntaxError(std::string_view file, SourceLoc loc, const std::string& message);
  SourceLoc Loc;
};

struct SExpr {
  bool IsList = false;
  std::string Atom;
  std::vector<SExpr> Items;
  SourceLoc Loc;

  bool isAtom(std::string_view word) const { return !IsList && Atom == word; }
};

/// Reads every top-level s-expression of `text`. Throws SyntaxError.
std::vector<SExpr> readSExprs(std::string_view text, std::string_view file);

} // namespace liar::ir
