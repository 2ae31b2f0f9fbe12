#include "TextUtil.h"

#include <algorithm>
#include <cctype>

namespace liar::tool {

void appendNew(std::vector<std::string>& to, const std::vector<std::string>& items) {
  for (const std::string& I : items)
    if (std::find(to.begin(), to.end(), I) == to.end()) to.push_back(I);
}

std::string joined(const std::vector<std::string>& items) {
  std::string Out;
  for (const std::string& I : items)
    Out += (Out.empty() ? "" : ", ") + I;
  return Out;
}

std::string joinedNotes(const std::string& a, const std::string& b) {
  return a.empty() ? b : b.empty() ? a : a + "; " + b;
}

namespace {
/// Whether `name` at `at` in `code` is a whole identifier, not part of a longer one.
bool wholeIdentifierAt(const std::string& code, const std::string& name, size_t at) {
  auto Ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  bool Before = at > 0 && Ident(code[at - 1]);
  bool After = at + name.size() < code.size() && Ident(code[at + name.size()]);
  return !Before && !After;
}
} // namespace

bool mentionsIdentifier(const std::string& code, const std::string& name) {
  for (size_t At = code.find(name); At != std::string::npos; At = code.find(name, At + 1))
    if (wholeIdentifierAt(code, name, At)) return true;
  return false;
}

std::string renamedIdentifier(const std::string& code, const std::string& name,
                              const std::string& to) {
  std::string Out;
  size_t From = 0;
  for (size_t At = code.find(name); At != std::string::npos; At = code.find(name, At + 1)) {
    if (!wholeIdentifierAt(code, name, At)) continue;
    Out += code.substr(From, At - From) + to;
    From = At + name.size();
  }
  return Out + code.substr(From);
}

std::string lineIndent(const std::string& content, unsigned offset) {
  size_t LineStart = content.rfind('\n', offset ? offset - 1 : 0);
  LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
  size_t End = LineStart;
  while (End < offset && (content[End] == ' ' || content[End] == '\t'))
    ++End;
  return content.substr(LineStart, End - LineStart);
}

std::string indentBlock(const std::string& text, const std::string& indent) {
  std::string Out;
  size_t Pos = 0;
  while (Pos < text.size()) {
    size_t Eol = text.find('\n', Pos);
    std::string Line = text.substr(Pos, Eol - Pos);
    Out += (Line.empty() ? "" : indent) + Line + "\n";
    Pos = Eol == std::string::npos ? text.size() : Eol + 1;
  }
  return Out;
}

} // namespace liar::tool
