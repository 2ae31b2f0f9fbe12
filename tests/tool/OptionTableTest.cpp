// The option table (tool/OptionTable.h) is the one declaration of liar's options: its defaults
// must be the values liar starts from, its rows must check what they take, and the
// configuration file must read exactly the rows placed there, reporting bad values at their
// place.
#include "tool/OptionTable.h"
#include "tool/ProjectConfig.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <set>

namespace liar::tool {
namespace {

TEST(OptionTable, NamesAreUniqueAndEveryRowSaysWhatItIs) {
  std::set<std::string_view> Seen;
  for (const OptionSpec& O : optionTable()) {
    EXPECT_TRUE(Seen.insert(O.Name).second) << O.Name;
    EXPECT_FALSE(O.Help.empty()) << O.Name;
    EXPECT_NE(O.Places, 0u) << O.Name;
    EXPECT_NE(O.Set, nullptr) << O.Name;
    EXPECT_EQ(findOption(O.Name), &O);
  }
}

// The Default column is what the reference tells users: it must be what liar starts from.
TEST(OptionTable, DefaultsAreTheInitialValues) {
  const LiarRequest Initial;
  for (const OptionSpec& O : optionTable()) {
    if (O.Default.empty()) continue;
    LiarRequest Set;
    ASSERT_EQ(O.Set(O.Default, Set), "") << O.Name;
    EXPECT_TRUE(Set.Rewrite.Plan == Initial.Rewrite.Plan) << O.Name << " = " << O.Default;
    EXPECT_EQ(Set.Rewrite.Fix, Initial.Rewrite.Fix) << O.Name;
    EXPECT_EQ(Set.Rewrite.Diff, Initial.Rewrite.Diff) << O.Name;
    EXPECT_EQ(Set.Rewrite.Explain, Initial.Rewrite.Explain) << O.Name;
  }
}

TEST(OptionTable, RowsRefuseValuesTheyDoNotTake) {
  LiarRequest R;
  EXPECT_NE(findOption("target")->Set("gpu", R), "");
  EXPECT_NE(findOption("tile-size")->Set("-1", R), "");
  EXPECT_NE(findOption("tile-size")->Set("large", R), "");
  EXPECT_NE(findOption("omp-min-work")->Set("-5", R), "");
  EXPECT_NE(findOption("functions")->Set("(", R), "");
  EXPECT_NE(findOption("silence")->Set("liar-missed-no-such-reason", R), "");
  EXPECT_NE(findOption("fp-strict")->Set("maybe", R), "");
  EXPECT_NE(findOption("check-env")->Set("json", R), "");
  EXPECT_TRUE(R.Rewrite.Plan == LiarRequest().Rewrite.Plan) << "a refused value was stored";
}

// auto calls the libraries given last, in whichever order the two options come.
TEST(OptionTable, AutoLibrariesApplyInEitherOrder) {
  for (bool TargetFirst : {true, false}) {
    LiarRequest R;
    std::pair<const char*, const char*> Settings[] = {{"target", "auto"},
                                                      {"auto-libraries", "blas,torch"}};
    if (!TargetFirst) std::swap(Settings[0], Settings[1]);
    for (auto [Name, Value] : Settings)
      ASSERT_EQ(findOption(Name)->Set(Value, R), "");
    EXPECT_TRUE(R.Rewrite.Plan.Target.OpenMp);
    EXPECT_TRUE(R.Rewrite.Plan.Target.Libraries == (ir::Library::Blas | ir::Library::Torch));
  }
}

TEST(OptionTable, TidyKeysAreCamelCase) {
  EXPECT_EQ(tidyKey(*findOption("tile-size")), "liar.TileSize");
  EXPECT_EQ(tidyKey(*findOption("target")), "liar.Target");
  EXPECT_EQ(tidyKey(*findOption("min-library-savings")), "liar.MinLibrarySavings");
}

class ConfigFile : public ::testing::Test {
protected:
  std::string Path = ::testing::TempDir() + "liar-option-table.yaml";
  void write(const std::string& text) { std::ofstream(Path) << text; }
  void TearDown() override { std::remove(Path.c_str()); }
};

TEST_F(ConfigFile, ReadsEveryKindAndTheCommandLineWins) {
  write("target: omp\ntile-size: 32\nfp-strict: yes\nsilence: [liar-missed-goto]\n"
        "exclude:\n  - 'third_party/*'\nmin-library-savings: 0.25\n");
  ProjectConfig Config;
  std::string Error;
  ASSERT_TRUE(readConfigFile(Path, Config, Error)) << Error;
  ProjectConfig CommandLine;
  CommandLine.Settings.push_back({findOption("tile-size"), "16"});
  RewriteOptions Options;
  applyConfig(Config, CommandLine, Options);
  EXPECT_TRUE(Options.Plan.Target.OpenMp);
  EXPECT_EQ(Options.Plan.TileSize, 16);
  EXPECT_TRUE(Options.Plan.FpStrict);
  EXPECT_EQ(Options.Plan.MinLibrarySavings, 0.25);
  EXPECT_EQ(Options.Silence, std::vector<std::string>{"liar-missed-goto"});
  EXPECT_EQ(Options.Exclude, std::vector<std::string>{"third_party/*"});
}

TEST_F(ConfigFile, ReportsABadValueAtItsPlace) {
  write("target: omp\ntile-size: large\n");
  ProjectConfig Config;
  std::string Error;
  EXPECT_FALSE(readConfigFile(Path, Config, Error));
  EXPECT_NE(Error.find(Path + ":2:12: error: tile-size: expects a whole number"),
            std::string::npos)
      << Error;
}

TEST_F(ConfigFile, RefusesKeysTheFileCannotHold) {
  for (const char* Text : {"tagret: omp\n", "fix: true\n", "target: [blas, omp]\n"}) {
    write(Text);
    ProjectConfig Config;
    std::string Error;
    EXPECT_FALSE(readConfigFile(Path, Config, Error)) << Text;
    EXPECT_NE(Error.find(Path + ":1:"), std::string::npos) << Error;
  }
}

} // namespace
} // namespace liar::tool
