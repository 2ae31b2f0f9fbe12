#include "SizeText.h"

#include <algorithm>
#include <cctype>

namespace liar::tool {
namespace {

/// cSize from `pos`, which it moves past the term.
std::string cSizeAt(const std::string& ir, size_t& pos) {
  while (pos < ir.size() && ir[pos] == ' ')
    ++pos;
  if (pos >= ir.size()) return "";
  if (ir[pos] != '(') {
    size_t End = ir.find_first_of(" )", pos);
    End = End == std::string::npos ? ir.size() : End;
    std::string Atom = ir.substr(pos, End - pos);
    pos = End;
    return Atom;
  }
  size_t OpEnd = ir.find(' ', ++pos);
  std::string Op = OpEnd == std::string::npos ? "" : ir.substr(pos, OpEnd - pos);
  pos = OpEnd;
  std::string A = cSizeAt(ir, pos), B = cSizeAt(ir, pos);
  while (pos < ir.size() && ir[pos] == ' ')
    ++pos;
  bool Closed = pos < ir.size() && ir[pos] == ')';
  ++pos;
  if (!Closed || A.empty() || B.empty() || (Op != "+" && Op != "-" && Op != "*")) return "";
  return "(" + A + " " + Op + " " + B + ")";
}

} // namespace

std::string cSize(const std::string& ir) {
  size_t Pos = 0;
  std::string C = cSizeAt(ir, Pos);
  return Pos >= ir.size() ? C : "";
}

std::string grouped(const std::string& text) {
  auto Atom = [](const std::string& T) {
    return !T.empty() && std::all_of(T.begin(), T.end(), [](char C) {
      return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.';
    });
  };
  auto Whole = [](const std::string& T) {
    bool Whole = !T.empty() && T.front() == '(' && T.back() == ')';
    for (size_t I = 0, Depth = 0; Whole && I + 1 < T.size(); ++I) {
      Depth += T[I] == '(' ? 1 : 0;
      Depth -= T[I] == ')' ? 1 : 0;
      Whole = Depth > 0;
    }
    return Whole;
  };
  // Casts to named types bind tighter than any binary operator: `(size_t)(long)n`.
  std::string Operand = text;
  for (size_t Cast = 0; !Operand.empty() && Operand.front() == '(' &&
                        (Cast = Operand.find(')')) != std::string::npos &&
                        Atom(Operand.substr(1, Cast - 1)) && Cast + 1 < Operand.size();)
    Operand = Operand.substr(Cast + 1);
  return Atom(Operand) || Whole(Operand) ? text : "(" + text + ")";
}

} // namespace liar::tool
