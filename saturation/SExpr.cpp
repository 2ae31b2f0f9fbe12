#include "SExpr.h"

#include <cctype>

namespace liar::ir {

SyntaxError::SyntaxError(std::string_view file, SourceLoc loc, const std::string& message)
    : std::runtime_error(std::string(file) + ":" + std::to_string(loc.Line) + ":" +
                         std::to_string(loc.Col) + ": error: " + message),
      Loc(loc) {}

namespace {

class Reader {
public:
  Reader(std::string_view text, std::string_view file) : Text(text), File(file) {}

  std::vector<SExpr> readAll() {
    std::vector<SExpr> Out;
    skipSpace();
    while (Pos < Text.size()) {
      Out.push_back(read());
      skipSpace();
    }
    return Out;
  }

private:
  std::string_view Text;
  std::string_view File;
  size_t Pos = 0;
  SourceLoc Here;

  void advance() {
    if (Text[Pos] == '\n') {
      ++Here.Line;
      Here.Col = 1;
    } else {
      ++Here.Col;
    }
    ++Pos;
  }

  void skipSpace() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == ';') {
        while (Pos < Text.size() && Text[Pos] != '\n')
          advance();
      } else if (std::isspace(static_cast<unsigned char>(C))) {
        advance();
      } else {
        return;
      }
    }
  }

  SExpr read() {
    SExpr E;
    E.Loc = Here;
    char C = Text[Pos];
    if (C == ')') throw SyntaxError(File, Here, "unexpected ')'");
    if (C == '(') {
      E.IsList = true;
      advance();
      skipSpace();
      while (Pos < Text.size() && Text[Pos] != ')') {
        E.Items.push_back(read());
        skipSpace();
      }
      if (Pos >= Text.size())
        throw SyntaxError(File, E.Loc, "unbalanced '(': missing ')' before end of input");
      advance();
      return E;
    }
    while (Pos < Text.size()) {
      char D = Text[Pos];
      if (std::isspace(static_cast<unsigned char>(D)) || D == '(' || D == ')' || D == ';') break;
      if (!std::isprint(static_cast<unsigned char>(D)))
        throw SyntaxError(File, Here,
                          "unexpected character with code " +
                              std::to_string(static_cast<unsigned char>(D)));
      E.Atom += D;
      advance();
    }
    return E;
  }
};

} // namespace

std::vector<SExpr> readSExprs(std::string_view text, std::string_view file) {
  return Reader(text, file).readAll();
}

} // namespace liar::ir
