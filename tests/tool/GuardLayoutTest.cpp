// Guards a reviewer can read: the layout of long lines and of a guard's conditions, the
// conditions two versions of a region share, and the guard helpers' definitions added once.

#include "tool/CodeLayout.h"
#include "tool/Edits.h"
#include "tool/GuardBuilder.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace liar::tool;

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> Out;
  std::istringstream In(text);
  for (std::string L; std::getline(In, L);)
    Out.push_back(L);
  return Out;
}

// An overlap test too long for one line breaks between its two arrays, aligned after the `(`.
TEST(GuardLayout, AnOverlapTestBreaksBetweenItsArrays) {
  std::string Line = "        liar_disjoint(&dweight[0], sizeof(dweight[0]) * OC * C, &inp[0], "
                     "sizeof(inp[0]) * B * T * C) &&";
  EXPECT_EQ(wrappedLine(Line), "        liar_disjoint(&dweight[0], sizeof(dweight[0]) * OC * C,\n"
                               "                      &inp[0], sizeof(inp[0]) * B * T * C) &&\n");
}

// A BLAS call breaks before its operands; arguments too many for two lines fill each line.
TEST(GuardLayout, ACallBreaksBeforeItsOperandsOrFillsItsLines) {
  std::string Call = "    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (B) * (T), OC, C, "
                     "1.0f, &inp[0], C, &weight[0], C, 1.0f, &out[0], OC);";
  EXPECT_EQ(lines(wrappedLine(Call)),
            (std::vector<std::string>{
                "    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (B) * (T), OC, C, 1.0f,",
                "                &inp[0], C, &weight[0], C, 1.0f, &out[0], OC);"}));
  std::string Long = "f(" + std::string(40, 'a');
  for (char C : {'b', 'c', 'd', 'e'})
    Long += ", " + std::string(40, C);
  Long += ");";
  for (const std::string& L : lines(wrappedLine(Long)))
    EXPECT_LE(columns(L), MaxColumns) << L;
  EXPECT_EQ(lines(wrappedLine(Long)).size(), 3u);
}

// What a break could change, or what is not a call, is left as it is.
TEST(GuardLayout, DirectivesCommentsAndStringsStay) {
  for (std::string Line : {"#pragma omp parallel for private(a, b)", "f(a, b); // c, d",
                           "printf(\"%d, %d\\n\", a, b);", "x = y;"}) {
    Line += std::string(100, ' ') + ";";
    EXPECT_EQ(wrappedLine(Line), Line + "\n");
  }
}

// A guard's conditions go one per line unless at most two fit on one; a condition whose own
// operators bind looser than `&&` keeps its parentheses.
TEST(GuardLayout, OneConditionPerLine) {
  EXPECT_EQ(conditionLines("  ", "if (", {"(n) > 0", "beta != 0"}, ") {"),
            "  if ((n) > 0 && beta != 0) {\n");
  EXPECT_EQ(conditionLines("  ", "if (", {"(n) > 0", "a || b", "x = f(y)", "(m) > 0"}, ") {"),
            "  if ((n) > 0 &&\n"
            "      (a || b) &&\n"
            "      (x = f(y)) &&\n"
            "      (m) > 0) {\n");
  EXPECT_EQ(conditionLines("", "} else if (", {"liar_checks", "bias == 0"}, ") {"),
            "} else if (liar_checks && bias == 0) {\n");
}

// Overlap tests are shared across null tests of other pointers; a condition behind a size test
// only one version makes is not (the size may be what makes its addresses valid).
TEST(GuardLayout, SharedConditions) {
  std::string Out = "liar_disjoint(&x[0], sizeof(x[0]) * n, &y[0], sizeof(y[0]) * n)";
  std::string Bias = "liar_disjoint(&bias[0], sizeof(bias[0]) * n, &y[0], sizeof(y[0]) * n)";
  EXPECT_EQ(sharedConditions({"(n) > 0", "bias != 0", Bias, Out}, {"(n) > 0", "bias == 0", Out}),
            (std::vector<std::string>{"(n) > 0", Out}));
  EXPECT_EQ(sharedConditions({"(n) > 0", Out}, {"(m) > 0", "(n) > 0", Out}),
            std::vector<std::string>{});
  // A null test guards the conditions that read its pointer.
  std::string ReadsBias = "bias[0] > 0";
  EXPECT_EQ(sharedConditions({"bias != 0", ReadsBias}, {"bias == 0", ReadsBias}),
            std::vector<std::string>{});
}

// The conditions call helpers, whose definitions follow the headers liar adds, once per file.
TEST(GuardLayout, TheHelpersAreDefinedOnce) {
  std::string File = "#include <stdio.h>\nint main(void) { return 0; }\n";
  Edit E = includeEdit(File, {"<cblas.h>", GuardHelpers}, {});
  EXPECT_EQ(E.Text, "#include <cblas.h>\n" + guardHelpers());
  EXPECT_EQ(E.Message, "include <cblas.h>; define the guard helpers");
  std::string Again = applyEdits(File, {E});
  EXPECT_EQ(includeEdit(Again, {"<cblas.h>", GuardHelpers}, {}).Text, "");
  EXPECT_NE(guardHelpers().find("#ifndef LIAR_GUARDS_H\n#define LIAR_GUARDS_H\n"),
            std::string::npos);
  for (const std::string& L : lines(guardHelpers()))
    EXPECT_LE(columns(L), MaxColumns) << L;
}

} // namespace
