#include "NameClash.h"

#include "GuardBuilder.h"

#include <regex>
#include <set>

namespace liar::tool {

namespace {
std::set<std::string> liarNames(const std::string& text) {
  static const std::regex Name(R"(\b(liar|LIAR)_\w+)");
  std::set<std::string> Out;
  for (auto It = std::sregex_iterator(text.begin(), text.end(), Name); It != std::sregex_iterator();
       ++It)
    Out.insert(It->str());
  return Out;
}

/// text without its comments and string literals, which name nothing.
std::string code(const std::string& text) {
  std::string Out;
  for (size_t I = 0; I < text.size(); ++I) {
    if (text.compare(I, 2, "//") == 0) {
      I = text.find('\n', I);
      if (I == std::string::npos) break;
    } else if (text.compare(I, 2, "/*") == 0) {
      I = text.find("*/", I + 2);
      if (I == std::string::npos) break;
      ++I;
      Out += ' ';
      continue;
    } else if (text[I] == '"') {
      for (++I; I < text.size() && text[I] != '"'; ++I)
        I += text[I] == '\\';
      Out += "\"\"";
      continue;
    }
    Out += text[I];
  }
  return Out;
}

/// content without the blocks of earlier rewrites.
std::string userText(const std::string& content) {
  static const std::string Open = "/* liar: ", Close = "/* liar: end */";
  std::string Out;
  size_t At = 0;
  while (At < content.size()) {
    size_t Begin = content.find(Open, At);
    if (Begin == std::string::npos) break;
    size_t End = content.find(Close, Begin);
    Out += content.substr(At, Begin - At);
    At = End == std::string::npos ? content.size() : End + Close.size();
  }
  return At < content.size() ? Out + content.substr(At) : Out;
}
} // namespace

std::string clashingName(const std::string& replacement, const std::string& original,
                         const std::string& content,
                         const std::map<std::string, unsigned>& userMacros) {
  // What liar writes: the replacement without the copy of the original it keeps as fallback
  // (a name of the user's there is no clash; the same name in liar's code may be).
  std::string Generated = replacement;
  if (size_t At = original.empty() ? std::string::npos : Generated.find(original);
      At != std::string::npos)
    Generated.erase(At, original.size());
  // A replacement that calls a guard helper brings the helpers' definitions into the file.
  static const std::regex CallsHelper(R"(\bliar_(disjoint|disjoint_at|fits_int)\s*\()");
  if (std::regex_search(Generated, CallsHelper)) Generated += guardHelpers();
  std::set<std::string> Used = liarNames(code(userText(content)));
  for (const std::string& N : liarNames(code(Generated)))
    if (Used.count(N) || userMacros.count(N)) return N;
  return "";
}

} // namespace liar::tool
