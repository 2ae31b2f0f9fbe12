// A function of the user's that liar calls in place of a library routine: "where liar would
// call cblas_sgemm, call my_sgemm(M, N, K, A, B, C) when lda == K && ...". Declared by
// `#pragma liar target(...)` (lifting reads it, the tool checks its names against the library's
// descriptor, the emitter prints the call; docs/usage.md, "Target functions").
#pragma once

#include <cctype>
#include <string>
#include <vector>

namespace liar {

struct TargetFunction {
  std::string Routine;  ///< the library routine it stands in for: `cblas_sgemm`
  std::string Function; ///< the user's function: `my_sgemm`
  /// Its arguments: C expressions over the routine's parameter names (`M`, `lda`, `alpha`).
  std::vector<std::string> Args;
  /// A C condition over the same names under which it is called; empty: always.
  std::string Guard;
  /// The order in which the targets of one routine are tried, highest first (ties: the order
  /// of declaration). The library's routine has priority 0 and comes after the targets of
  /// priority 0 and more; a target below it (negative) serves the calls whose run-time sizes
  /// miss the routine's size threshold, which would otherwise run the original loops.
  int Priority = 0;
  bool ReturnsValue = false; ///< the function returns a value (a dot's target must)
  unsigned Offset = 0; ///< the declaration's offset in its file: it serves the regions after it
  std::string Where;   ///< "FILE:LINE:COL" of the declaration
  bool operator==(const TargetFunction&) const = default;
};

/// S without the blanks around it (a declaration's items as written).
inline std::string trimmedItem(const std::string& s) {
  size_t B = s.find_first_not_of(" \t"), E = s.find_last_not_of(" \t");
  return B == std::string::npos ? "" : s.substr(B, E - B + 1);
}

/// Expr with each identifier it names replaced by what `map` gives for it (map returns the
/// name itself to keep it). A member after `.` or `->` and the digits and suffix of a number
/// are not names.
template <class Map> std::string mapIdentifiers(const std::string& expr, Map map) {
  std::string Out;
  auto Word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t I = 0; I < expr.size();) {
    char C = expr[I];
    if (!Word(C) && C != '.') {
      Out += C;
      ++I;
      continue;
    }
    size_t End = I + 1;
    bool Number = std::isdigit(static_cast<unsigned char>(C)) || C == '.';
    while (End < expr.size() && (Word(expr[End]) || (Number && expr[End] == '.')))
      ++End;
    std::string Token = expr.substr(I, End - I);
    bool Member = (!Out.empty() && Out.back() == '.') ||
                  (Out.size() >= 2 && Out.compare(Out.size() - 2, 2, "->") == 0);
    Out += Number || Member ? Token : map(Token);
    I = End;
  }
  return Out;
}

} // namespace liar
