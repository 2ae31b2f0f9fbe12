#include "tool/GuardForecast.h"

#include <gtest/gtest.h>

#include <map>

using namespace liar::tool;

namespace {

std::optional<double> eval(const std::string& condition, std::map<std::string, double> names) {
  // A name holding an integral value is an integer, as the sizes in conditions are.
  return evaluateCondition(condition, [&](const std::string& n) -> std::optional<NamedValue> {
    auto It = names.find(n);
    if (It == names.end()) return std::nullopt;
    return NamedValue{It->second, It->second == static_cast<long>(It->second)};
  });
}

// The guard conditions liar writes: zero scalars, views, trip counts, lane counts.
TEST(GuardForecast, EvaluatesTheConditionsLiarWrites) {
  EXPECT_EQ(eval("beta != 0", {{"beta", 0}}), 0.0);
  EXPECT_EQ(eval("(alpha != 0) && (beta != 0)", {{"alpha", 2}, {"beta", 0.5}}), 1.0);
  EXPECT_EQ(eval("n <= N", {{"n", 65}, {"N", 64}}), 0.0);
  EXPECT_EQ(eval("(n) + 1 >= 0", {{"n", -2}}), 0.0);
  EXPECT_EQ(eval("((n) > 0)", {{"n", 3}}), 1.0);
  EXPECT_EQ(eval("n % 4 == 0", {{"n", 10}}), 0.0);
  EXPECT_EQ(eval("(long)n * 3 / 2 == 4", {{"n", 3}}), 1.0); // 9 / 2 truncates
  EXPECT_EQ(eval("x / 2 == 1.5", {{"x", 3.5}}), 0.0);
  EXPECT_EQ(
      evaluateCondition("x / 2 == 1.5", [](const std::string&) { return NamedValue{3.0, false}; }),
      1.0); // a double's division does not truncate
  EXPECT_EQ(eval("!(n < 0x10)", {{"n", 16}}), 1.0);
  EXPECT_EQ(eval("-n <= -4.5e0", {{"n", 5}}), 1.0);
}

// Addresses are byte offsets within one variable: they add numbers, subtract to a number, and
// compare only with addresses in the same variable.
TEST(GuardForecast, AddressesCompareWithinOneVariable) {
  auto Value = [](const std::string& key) -> std::optional<NamedValue> {
    if (key == "&x") return NamedValue{0, true, "buf"};
    if (key == "&y") return NamedValue{24, true, "buf"};
    if (key == "&z") return NamedValue{0, true, "other"};
    if (key == "sizeof x" || key == "sizeof y") return NamedValue{8, true, ""};
    if (key == "n") return NamedValue{4, true, ""};
    return std::nullopt;
  };
  EXPECT_EQ(evaluateCondition("(uintptr_t)&x[0] + sizeof(x[0]) * (n) <= (uintptr_t)&y[0]", Value),
            0.0);
  EXPECT_EQ(evaluateCondition("(uintptr_t)&y[0] - (uintptr_t)&x[0] == 24", Value), 1.0);
  EXPECT_EQ(evaluateCondition("(uintptr_t)&x[0] <= (uintptr_t)&z[0]", Value), std::nullopt);
  EXPECT_EQ(evaluateCondition("(uintptr_t)&x[1] <= (uintptr_t)&y[0]", Value), std::nullopt);
  EXPECT_EQ(evaluateCondition("(uintptr_t)&x[0] * 2 <= 9", Value), std::nullopt);
}

// An unknown name leaves a condition unknown unless `&&` or `||` decide without it; text the
// grammar does not cover (addresses, sizeof) makes it unknown.
TEST(GuardForecast, UnknownUnlessDecided) {
  EXPECT_EQ(eval("m <= 10", {}), std::nullopt);
  EXPECT_EQ(eval("(beta != 0) && (m <= 10)", {{"beta", 0}}), 0.0);
  EXPECT_EQ(eval("(beta != 0) || (m <= 10)", {{"beta", 1}}), 1.0);
  EXPECT_EQ(eval("(beta != 0) && (m <= 10)", {{"beta", 1}}), std::nullopt);
  EXPECT_EQ(eval("(uintptr_t)&y[0] + sizeof(y[0]) * (n) <= (uintptr_t)&x[0]", {{"n", 1}}),
            std::nullopt);
  EXPECT_EQ(eval("n / 0 == 1", {{"n", 1}}), std::nullopt);
  EXPECT_EQ(eval("n <", {{"n", 1}}), std::nullopt);
}

// The guard helpers compute what their definitions say: byte ranges from two addresses, a
// size within int.
TEST(GuardForecast, HelperCalls) {
  auto Value = [](const std::string& n) -> std::optional<NamedValue> {
    if (n == "&x") return NamedValue{0, true, "buf"};
    if (n == "&y") return NamedValue{24, true, "buf"};
    if (n == "sizeof x" || n == "sizeof y") return NamedValue{8, true, ""};
    if (n == "n") return NamedValue{3, true, ""};
    if (n == "big") return NamedValue{3e9, true, ""};
    return std::nullopt;
  };
  EXPECT_EQ(
      evaluateCondition("liar_disjoint(&x[0], sizeof(x[0]) * n, &y[0], sizeof(y[0]) * n)", Value),
      1.0);
  EXPECT_EQ(
      evaluateCondition("liar_disjoint(&x[0], sizeof(x[0]) * 4, &y[0], sizeof(y[0]) * n)", Value),
      0.0);
  EXPECT_EQ(evaluateCondition("liar_disjoint_at(&x[0], 8, 32, &y[0], 0, 8)", Value), 0.0);
  EXPECT_EQ(evaluateCondition("liar_disjoint_at(&x[0], 0, 24, &y[0], 0, 8)", Value), 1.0);
  EXPECT_EQ(evaluateCondition("liar_disjoint(&x[0], 8, &z[0], 8)", Value), std::nullopt);
  EXPECT_EQ(evaluateCondition("liar_fits_int((size_t)(n) * (size_t)(n))", Value), 1.0);
  EXPECT_EQ(evaluateCondition("liar_fits_int(big)", Value), 0.0);
  EXPECT_EQ(evaluateCondition("other(n)", Value), std::nullopt);
}

liar::lifting::CallSite
call(std::vector<std::pair<std::string, liar::lifting::ArgumentFact>> args) {
  liar::lifting::CallSite S;
  S.Caller = "main";
  S.Where.Line = 7;
  S.Arguments = std::move(args);
  return S;
}

// A zero beta fails the zero-scalar check; one pointer as two operands fails the overlap test;
// pointers into one buffer at different offsets, and values the call does not show, do not.
TEST(GuardForecast, NamesTheCallsWhereTheGuardFails) {
  liar::lifting::Region R;
  R.CallSites.push_back(call({{"beta", {0.0, false, "", ""}},
                              {"x", {std::nullopt, false, "buf", "0"}},
                              {"y", {std::nullopt, false, "buf", "0"}}}));
  R.CallSites.push_back(call({{"beta", {1.0, false, "", ""}},
                              {"x", {std::nullopt, false, "buf", "0"}},
                              {"y", {std::nullopt, false, "buf", "n"}}}));
  std::vector<std::string> Guard = {
      "(beta != 0)", "liar_disjoint(&y[0], sizeof(y[0]) * n, &x[0], sizeof(x[0]) * n)"};
  GuardForecast F = guardForecast(R, Guard);
  EXPECT_FALSE(F.NeverPasses);
  EXPECT_EQ(F.Note, "the guard is expected to fail at the call in 'main' (line 7), which runs "
                    "the original loops: '(beta != 0)' is false (beta = 0); 'x' and 'y' are "
                    "both 'buf', which the guard requires not to overlap");
  R.CallSites.pop_back();
  EXPECT_TRUE(guardForecast(R, Guard).NeverPasses);
  // With the scalars' size known, the overlap test is evaluated: n = 4 doubles from buf and
  // from buf + 3 overlap, from buf + 4 they do not.
  R.CallSites = {call({{"n", {4.0, true, "", ""}},
                       {"x", {std::nullopt, false, "buf", "0", 8}},
                       {"y", {std::nullopt, false, "buf", "3", 8}}}),
                 call({{"n", {4.0, true, "", ""}},
                       {"x", {std::nullopt, false, "buf", "0", 8}},
                       {"y", {std::nullopt, false, "buf", "4", 8}}})};
  F = guardForecast(R, {Guard[1]});
  EXPECT_EQ(F.Note, "the guard is expected to fail at the call in 'main' (line 7), which runs "
                    "the original loops: the elements of 'y' and 'x' that the loops touch "
                    "overlap (y = buf + 3, n = 4, x = buf), which the guard forbids");
  EXPECT_FALSE(F.NeverPasses);
  R.CallSites.clear();
  EXPECT_FALSE(guardForecast(R, Guard).NeverPasses);
}

} // namespace
