#include "HeaderShield.h"

#include <cctype>
#include <map>
#include <regex>
#include <sstream>

namespace liar::tool {

namespace {
/// A header liar adds: the identifiers its text uses outside the reserved name space and its
/// own prefixes (`cblas_`, `openblas_`), and whether it includes `<complex.h>` unless
/// FORCE_OPENBLAS_COMPLEX_STRUCT is defined. The names of <cblas.h> are OpenBLAS's cblas.h and
/// openblas_config.h's (tests/tool/HeaderShieldTest.cpp checks them against the installed
/// header).
struct Shield {
  const char* Names;
  bool IncludesComplex = false;
};
// clang-format off
const std::map<std::string, Shield> Shielded = {
    {"<cblas.h>",
     {"A Ap B BFLOAT16 C CORDER CTRANS DOUBLE DOUBLE_DEFINED Diag FLOAT FLOATRET "
      "FORCE_OPENBLAS_COMPLEX_STRUCT K KL KU M N NEED_F2CCONV Order P Side Trans TransA "
      "TransB Uplo X XDOUBLE Y a alpha b b1 b2 beta bfloat16 c calpha cbeta ccols clda cldb "
      "cldc cpu_set cpusetsize crows d1 d2 form imag in incX incY incin incout incx incy lda "
      "ldb ldc m n num_threads order out p real ret rout s thread_idx trans x xdouble y z",
      true}},
};
// clang-format on

/// Names `<complex.h>` defines as macros.
const char* const ComplexMacros[] = {"I", "complex", "imaginary", "_Complex_I", "_Imaginary_I"};
const std::regex ComplexInclude(R"((^|\n)[ \t]*#[ \t]*include[ \t]*<complex\.h>)");

bool mentions(const std::string& content, const std::string& word) {
  auto Part = [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; };
  for (size_t At = content.find(word); At != std::string::npos; At = content.find(word, At + 1)) {
    bool Before = At > 0 && Part(content[At - 1]);
    bool After = At + word.size() < content.size() && Part(content[At + word.size()]);
    if (!Before && !After) return true;
  }
  return false;
}
} // namespace

const std::vector<std::string>& shieldedNames(const std::string& header) {
  static const std::map<std::string, std::vector<std::string>> Split = [] {
    std::map<std::string, std::vector<std::string>> Out;
    for (const auto& [Header, S] : Shielded) {
      std::istringstream Words(S.Names);
      for (std::string W; Words >> W;)
        Out[Header].push_back(W);
    }
    return Out;
  }();
  static const std::vector<std::string> None;
  auto It = Split.find(header);
  return It == Split.end() ? None : It->second;
}

std::string shieldedInclude(const std::string& header, const std::set<std::string>& userMacros,
                            const std::string& content) {
  std::vector<std::string> Names;
  for (const std::string& N : shieldedNames(header))
    if (userMacros.count(N)) Names.push_back(N);
  bool Complex = false;
  if (auto It = Shielded.find(header); It != Shielded.end() && It->second.IncludesComplex)
    for (const char* M : ComplexMacros)
      Complex |= mentions(content, M) && !std::regex_search(content, ComplexInclude);
  if (Complex && !userMacros.count("FORCE_OPENBLAS_COMPLEX_STRUCT"))
    Names.push_back("FORCE_OPENBLAS_COMPLEX_STRUCT");
  if (Names.empty()) return "#include " + header + "\n";
  std::string Text = "/* liar: " + header + " without this file's macros of the same names */\n";
  for (const std::string& N : Names)
    Text += "#pragma push_macro(\"" + N + "\")\n#undef " + N + "\n";
  if (Complex) Text += "#define FORCE_OPENBLAS_COMPLEX_STRUCT /* no <complex.h>: its I */\n";
  Text += "#include " + header + "\n";
  for (const std::string& N : Names)
    Text += "#pragma pop_macro(\"" + N + "\")\n";
  return Text;
}

} // namespace liar::tool
