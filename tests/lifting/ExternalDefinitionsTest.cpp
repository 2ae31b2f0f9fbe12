// The names a file defines with external linkage, which a library the rewrite links could
// export too: function definitions and file-scope variable definitions that give the object
// file an external symbol, and nothing else.
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace liar::lifting;

namespace {

std::vector<std::string> names(const FileResult& R) {
  std::vector<std::string> Out;
  for (const ExternalDefinition& D : R.ExternalDefinitions)
    Out.push_back(D.Name);
  return Out;
}

TEST(ExternalDefinitions, OnlyDefinitionsThatExportASymbol) {
  const char* Code = R"(
#include <stddef.h>
void declared_only(int n);
void defined(int n) { (void)n; }
static void file_local(int n) { (void)n; }
inline void inline_only(int n) { (void)n; }
extern inline void inline_extern(int n) { (void)n; }
static inline void static_inline(int n) { (void)n; }
extern int declared_variable;
int tentative;
int initialised = 3;
static int static_variable;
const double table[2] = {1.0, 2.0};
void uses(void) {
  static int counter;
  int local = counter;
  (void)local;
}
)";
  FileResult R = liftCode(Code, {"-std=c99"}, "defs.c");
  EXPECT_EQ(names(R), (std::vector<std::string>{"defined", "inline_extern", "tentative",
                                                "initialised", "table", "uses"}));
}

TEST(ExternalDefinitions, WhereEachIsDefined) {
  FileResult R = liftCode("int a;\n\nvoid sgemm_nn(void) {}\n", {}, "where.c");
  ASSERT_EQ(R.ExternalDefinitions.size(), 2u);
  EXPECT_EQ(R.ExternalDefinitions[1].Name, "sgemm_nn");
  EXPECT_EQ(R.ExternalDefinitions[1].Where.Line, 3u);
  EXPECT_EQ(R.ExternalDefinitions[1].Where.Column, 6u);
}

} // namespace
