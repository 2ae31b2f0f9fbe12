// The registry of refusals (common/Refusals.def) is what remarks, SARIF, NOLINT and the docs
// name: its ids must be unique and stable in form, its templates well formed, and the patterns
// users write must name exactly the refusals they mean.
#include "Refusal.h"
#include "tool/Nolint.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace liar {
namespace {

/// The placeholder indices `{n}` of `text`, in order of appearance.
std::vector<int> placeholders(std::string_view text) {
  std::vector<int> Out;
  for (size_t I = 0; I + 2 < text.size(); ++I)
    if (text[I] == '{' && std::isdigit(static_cast<unsigned char>(text[I + 1])) &&
        text[I + 2] == '}')
      Out.push_back(text[I + 1] - '0');
  return Out;
}

TEST(RefusalRegistry, IdsAreUniqueAndNamedLikeClangTidyChecks) {
  std::set<std::string_view> Seen;
  for (const RefusalInfo& R : kRefusals) {
    EXPECT_TRUE(Seen.insert(R.Id).second) << R.Id;
    EXPECT_EQ(R.Id.substr(0, 12), "liar-missed-") << R.Id;
    EXPECT_EQ(R.Id.find_first_not_of("abcdefghijklmnopqrstuvwxyz-"), std::string_view::npos)
        << R.Id;
    EXPECT_EQ(refusalId(R.Reason), R.Id);
    EXPECT_EQ(findRefusal(R.Id), R.Reason);
  }
  EXPECT_GE(Seen.size(), 30u);
}

TEST(RefusalRegistry, TemplatesNumberTheirPlaceholdersFromZero) {
  for (const RefusalInfo& R : kRefusals) {
    std::set<int> Used;
    for (int I : placeholders(R.Template))
      Used.insert(I);
    int Expected = 0;
    for (int I : Used)
      EXPECT_EQ(I, Expected++) << R.Id << ": " << R.Template;
    EXPECT_FALSE(R.Doc.empty()) << R.Id;
    EXPECT_EQ(R.Doc.back(), '.') << R.Id << ": the documentation is one sentence";
  }
}

TEST(RefusalRegistry, MessagesFillEveryPlaceholder) {
  EXPECT_EQ(refusalMessage(Refusal::NonAffineBound, {"n * n", " (a product of sizes)"}),
            "loop bound 'n * n' is not affine (a product of sizes)");
  EXPECT_EQ(refusalMessage(Refusal::Goto), "'goto' and labels break the loop structure");
  EXPECT_EQ(refusalMessage(Refusal::PartialIndexing, {"A[i]", "1", "2", "A"}),
            "'A[i]' uses 1 of the 2 dimensions of 'A'");
  // An argument that itself looks like a placeholder is copied, not expanded again.
  EXPECT_EQ(refusalMessage(Refusal::CallSideEffects, {"{1}"}),
            "call to '{1}' may have side effects");
}

TEST(RefusalPatterns, NameIdsPrefixesAndTheFamily) {
  using tool::namesRule;
  EXPECT_TRUE(namesRule("liar-missed-goto", "liar-missed-goto"));
  EXPECT_FALSE(namesRule("liar-missed-goto", "liar-missed-goto-x"));
  EXPECT_TRUE(namesRule("liar-missed-non*", "liar-missed-nonaffine-bound"));
  EXPECT_FALSE(namesRule("liar-missed-non*", "liar-missed-not-inlined"));
  EXPECT_TRUE(namesRule("liar-missed", "liar-missed-call"));
  EXPECT_TRUE(tool::validRefusalPattern("liar-missed-nonaffine*"));
  EXPECT_FALSE(tool::validRefusalPattern("liar-missed-nonsense"));
  EXPECT_FALSE(tool::validRefusalPattern("liar-blas"));
}

TEST(Nolint, RefusalNamesSilenceAndCheckNamesKeepTheRegion) {
  std::string Text = "x;\n"
                     "for (;;) { // NOLINT(liar-missed-call, bugprone-foo)\n"
                     "// NOLINTNEXTLINE(liar-blas)\n"
                     "for (;;) {}\n"
                     "for (;;) {} // NOLINT\n"
                     "// NOLINTNEXTLINE(liar-missed-*)\n"
                     "for (;;) {} // NOLINT(readability-x)\n";
  auto At = [&](int Line) {
    size_t Offset = 0;
    for (int L = 1; L < Line; ++L)
      Offset = Text.find('\n', Offset) + 1;
    return tool::nolintAt(Text, static_cast<unsigned>(Offset));
  };
  tool::NolintMarks Call = At(2);
  EXPECT_FALSE(Call.KeepsRegion);
  EXPECT_EQ(Call.Silenced, std::vector<std::string>{"liar-missed-call"});
  EXPECT_TRUE(At(4).KeepsRegion);
  EXPECT_TRUE(At(4).Silenced.empty());
  EXPECT_TRUE(At(5).KeepsRegion);
  tool::NolintMarks Pattern = At(7);
  EXPECT_FALSE(Pattern.KeepsRegion);
  EXPECT_EQ(Pattern.Silenced, std::vector<std::string>{"liar-missed-*"});
  EXPECT_FALSE(At(1).KeepsRegion);
}

} // namespace
} // namespace liar
