// Declared target functions: a `#pragma liar target` or a configured target (`.liar.yaml`,
// --target-function) is read, placed and checked against the translation unit; the names it
// uses are the tool's to check (TargetCheck). Golden tests build and run the rewrites.
#include "lifting/DeclaredTargets.h"
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

using namespace liar;
using namespace liar::lifting;

namespace {

const char* const Code = R"(int pad;
void my_dgemm(int m, int n, int k, const double *A, const double *B, double *C);
#pragma liar target(cblas_dgemm, my_dgemm(M, N, K, A, B, C), when(M > 4))
void mm(int m, int n, int k, const double *A, const double *B, double *C) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int p = 0; p < k; p++)
        C[i * n + j] += A[i * k + p] * B[p * n + j];
}
)";

FileResult lifted(const std::vector<ConfiguredTarget>& configured) {
  LiftOptions Options;
  Options.Targets = configured;
  return liftCode(Code, {"-std=c99"}, "input.c", Options);
}

TEST(DeclaredTargetsTest, AConfiguredTargetComesFirstAndServesFromItsFunctionsDeclaration) {
  FileResult R = lifted({{"cblas_dgemm, my_dgemm(M, N, K, A, B, C), priority(2)", "cfg:3:5"},
                         {"cblas_sgemm, absent_sgemm(M, N, K, A, B, C)", "cfg:4:5"}});
  ASSERT_TRUE(R.DeclarationErrors.empty()) << R.DeclarationErrors.front();
  // The target of a function the file does not declare is skipped, not an error.
  ASSERT_EQ(R.Targets.size(), 2u);
  EXPECT_EQ(R.Targets[0].Where, "cfg:3:5");
  EXPECT_EQ(R.Targets[0].Priority, 2);
  EXPECT_EQ(R.Targets[0].Offset, std::string(Code).find("my_dgemm(int m"));
  EXPECT_EQ(R.Targets[1].Guard, "M > 4");
  EXPECT_EQ(R.Targets[1].Offset, std::string(Code).find("#pragma liar target"));
}

TEST(DeclaredTargetsTest, AConfiguredTargetWithTheWrongArgumentCountIsAnErrorAtItsOrigin) {
  FileResult R = lifted({{"cblas_dgemm, my_dgemm(M, N, K)", "the command line"}});
  ASSERT_EQ(R.DeclarationErrors.size(), 1u);
  EXPECT_EQ(R.DeclarationErrors[0], "the command line: error: target of 'cblas_dgemm': "
                                    "'my_dgemm' takes 6 parameter(s); 3 argument(s) are given");
  EXPECT_TRUE(R.Regions.empty());
}

TEST(DeclaredTargetsTest, TheTextReadsAsThePragmasDoes) {
  TargetFunction T;
  EXPECT_EQ(parseTarget("cblas_ddot, d(N, X, Y), when(incX == 1), priority(-1)", T), "");
  EXPECT_EQ(T.Args, (std::vector<std::string>{"N", "X", "Y"}));
  EXPECT_EQ(T.Priority, -1);
  EXPECT_EQ(parseTarget("cblas_ddot, d(N), priority(high)", T),
            "priority 'high' is not an integer");
  EXPECT_NE(parseTarget("cblas_ddot d(N)", T), "");
  EXPECT_NE(parseTarget("cblas_ddot, d(N, (X)", T), "");
  EXPECT_NE(parseTarget("cblas_ddot, d(N), when(N > 1), when(N > 2)", T), "");
}

} // namespace
