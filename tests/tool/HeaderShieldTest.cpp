// The include of cblas.h that liar adds, shielded from the file's macros: the list of names
// covers the installed header, and a file whose macros share those names gets each saved,
// cleared and restored around the include, while other files get the plain include.

#include "tool/HeaderShield.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

using namespace liar::tool;

namespace {

std::string slurp(const std::string& path) {
  std::ifstream In(path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// The identifiers a header's text uses that a user may define as macros: not keywords, not
/// reserved (`_X`, `__x`), not the library's own prefixes, not names of the files it includes
/// or of the C library's declarations it uses.
std::set<std::string> userNamableIdentifiers(const std::string& text) {
  std::string Code = std::regex_replace(text, std::regex(R"(/\*[\s\S]*?\*/|//[^\n]*)"), " ");
  Code = std::regex_replace(Code, std::regex(R"(#\s*include[^\n]*)"), " ");
  static const std::set<std::string> Skip = {
      "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
      "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
      "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
      "union", "unsigned", "void", "volatile", "while", "define", "ifdef", "ifndef", "endif",
      "undef", "defined", "elif", "pragma", "error", "else",
      // the C library's names the header uses (a user cannot define them as macros either)
      "size_t", "uint16_t", "cpu_set_t", "pthread_create", "creal", "cimag", "complex", "OpenBLAS",
      "FUNC", "generic", "goto_set_num_threads"};
  static const std::regex Own("^(cblas_|CBLAS|Cblas|openblas|OPENBLAS|blas|BLAS|_)");
  std::set<std::string> Out;
  static const std::regex Word(R"(\b[A-Za-z_]\w*)");
  for (auto It = std::sregex_iterator(Code.begin(), Code.end(), Word); It != std::sregex_iterator();
       ++It)
    if (!Skip.count(It->str()) && !std::regex_search(It->str(), Own)) Out.insert(It->str());
  return Out;
}

} // namespace

TEST(HeaderShield, NamesCoverTheInstalledCblasHeader) {
  const std::string Dir = "/usr/include/x86_64-linux-gnu/";
  std::string Text = slurp(Dir + "cblas.h") + slurp(Dir + "openblas_config.h");
  ASSERT_FALSE(Text.empty()) << "OpenBLAS's cblas.h is not installed in " << Dir;
  const std::vector<std::string>& Names = shieldedNames("<cblas.h>");
  std::set<std::string> Listed(Names.begin(), Names.end());
  for (const std::string& N : userNamableIdentifiers(Text))
    EXPECT_TRUE(Listed.count(N)) << "cblas.h uses '" << N << "', which HeaderShield.cpp misses";
}

TEST(HeaderShield, PlainIncludeWhenNoMacroSharesAName) {
  EXPECT_EQ(shieldedInclude("<cblas.h>", {"SIZE", "ROWS"}, "int main(void) {}"),
            "#include <cblas.h>\n");
  EXPECT_EQ(shieldedInclude("<math.h>", {"N"}, ""), "#include <math.h>\n");
}

TEST(HeaderShield, SavesClearsAndRestoresTheUsersMacros) {
  std::string Text = shieldedInclude("<cblas.h>", {"N", "alpha", "ROWS"}, "");
  EXPECT_NE(Text.find("#pragma push_macro(\"N\")\n#undef N\n"), std::string::npos);
  EXPECT_NE(Text.find("#pragma push_macro(\"alpha\")\n#undef alpha\n"), std::string::npos);
  EXPECT_EQ(Text.find("ROWS"), std::string::npos);
  size_t Include = Text.find("#include <cblas.h>\n");
  ASSERT_NE(Include, std::string::npos);
  EXPECT_GT(Text.find("#pragma pop_macro(\"N\")"), Include);
  EXPECT_GT(Text.find("#pragma pop_macro(\"alpha\")"), Include);
}

TEST(HeaderShield, KeepsComplexHOutWhenTheFileNamesI) {
  std::string Text = shieldedInclude("<cblas.h>", {}, "int I = 3;");
  EXPECT_NE(Text.find("#define FORCE_OPENBLAS_COMPLEX_STRUCT"), std::string::npos);
  EXPECT_NE(Text.find("#pragma pop_macro(\"FORCE_OPENBLAS_COMPLEX_STRUCT\")"), std::string::npos);
  // A file that includes <complex.h> itself wants its names.
  EXPECT_EQ(shieldedInclude("<cblas.h>", {}, "#include <complex.h>\ndouble complex z = I;"),
            "#include <cblas.h>\n");
}
