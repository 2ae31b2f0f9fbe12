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

bool mentionsIdentifier(const std::string& code, const std::string& name) {
  auto Ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t At = code.find(name); At != std::string::npos; At = code.find(name, At + 1)) {
    bool Before = At > 0 && Ident(code[At - 1]);
    bool After = At + name.size() < code.size() && Ident(code[At + name.size()]);
    if (!Before && !After) return true;
  }
  return false;
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
