#include "poly/IslNames.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace liar::poly {

namespace {
// Found by parsing `[W] -> { S[i] : i < W }` with libisl for each candidate word.
constexpr std::array<std::string_view, 18> IslKeywords = {
    "and", "or",     "not",   "implies", "exists", "mod",      "floor", "ceil", "min",
    "max", "floord", "ceild", "rat",     "infty",  "infinity", "nan",   "true", "false"};
constexpr std::string_view Prefix = "__liar_";

bool sameIgnoringCase(std::string_view A, std::string_view B) {
  return A.size() == B.size() && std::equal(A.begin(), A.end(), B.begin(), [](char X, char Y) {
           return std::tolower(static_cast<unsigned char>(X)) ==
                  std::tolower(static_cast<unsigned char>(Y));
         });
}
} // namespace

bool isIslKeyword(const std::string& Name) {
  return std::any_of(IslKeywords.begin(), IslKeywords.end(),
                     [&](std::string_view K) { return sameIgnoringCase(Name, K); });
}

std::string islName(const std::string& Name) {
  return isIslKeyword(Name) ? std::string(Prefix) + Name : Name;
}

std::string fromIslName(const char* IslName) {
  std::string_view N = IslName ? IslName : "";
  if (N.substr(0, Prefix.size()) == Prefix) N.remove_prefix(Prefix.size());
  return std::string(N);
}

} // namespace liar::poly
