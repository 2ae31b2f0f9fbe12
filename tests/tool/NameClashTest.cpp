// A replacement's generated `liar_` names against the names the file uses itself.

#include "tool/NameClash.h"

#include <gtest/gtest.h>

using namespace liar::tool;

TEST(NameClash, NoneWhenTheFileUsesNoLiarName) {
  EXPECT_EQ(clashingName("{ double *liar_t0 = 0; }", "for (;;) ;", "int x; for (;;) ;", {}), "");
}

TEST(NameClash, AGeneratedTemporaryTheFileDeclares) {
  std::string Content = "double liar_t0[4];\nvoid k(void) { for (;;) ; }\n";
  EXPECT_EQ(clashingName("{ double *liar_t0 = 0; for (;;) ; }", "for (;;) ;", Content, {}),
            "liar_t0");
}

TEST(NameClash, AMacroTheUserDefines) {
  EXPECT_EQ(
      clashingName("#define liar_S0(i) a[i] = 0\n", "a[0] = 0;", "a[0] = 0;", {{"liar_S0", 0}}),
      "liar_S0");
}

TEST(NameClash, TheFallbackCopyOfTheOriginalIsTheUsers) {
  // The user's own `liar_x` inside the region, kept in the fallback branch, is no clash.
  std::string Original = "for (i = 0; i < n; i++) liar_x[i] = 0;";
  EXPECT_EQ(clashingName("if (ok) { memset(liar_x, 0, n); } else { " + Original + " }", Original,
                         "double liar_x[8]; " + Original, {}),
            "liar_x"); // the call names it too, and liar cannot tell its names from the user's
  EXPECT_EQ(clashingName("if (ok) { liar_fill(); } else { " + Original + " }", Original,
                         "double liar_x[8]; " + Original, {}),
            "");
}

TEST(NameClash, EarlierRewritesAndTheRuntimeAreLiars) {
  std::string Content = "/* liar: blas */ { double *liar_t0; } /* liar: end */ for (;;) ;";
  EXPECT_EQ(clashingName("{ double *liar_t0 = 0; liar_torch_mm_d(); }", "for (;;) ;", Content, {}),
            "");
}

TEST(NameClash, CommentsAndStringsNameNothing) {
  std::string Content = "// uses liar_t0 before\n/* liar_min */ const char *s = \"liar_t0\";\n";
  EXPECT_EQ(clashingName("{ double *liar_t0 = 0; }", "for (;;) ;", Content + "for (;;) ;", {}), "");
}

// A replacement that calls a guard helper brings the helpers' definitions: their parameters and
// include guard must not be the file's macros.
TEST(NameClash, TheGuardHelpersNames) {
  std::string Replacement = "if (liar_disjoint(&x[0], 8, &y[0], 8)) { f(); } else { g(); }";
  EXPECT_EQ(clashingName(Replacement, "g();", "g();", {{"liar_a", 0}}), "liar_a");
  EXPECT_EQ(clashingName(Replacement, "g();", "g();", {{"LIAR_GUARDS_H", 0}}), "LIAR_GUARDS_H");
  EXPECT_EQ(clashingName(Replacement, "g();", "g();", {}), "");
}
