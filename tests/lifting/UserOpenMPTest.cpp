// The classification of the user's OpenMP directives: which ones a replacement of their loop
// may take with it, and which ones put code where every thread of a team runs it.
#include "lifting/UserOpenMP.h"

#include <gtest/gtest.h>

using namespace liar::lifting;

namespace {
OmpRole roleOf(const std::string& Directive) {
  return classifyOmp({Directive}, 1).Role;
}
} // namespace

TEST(UserOpenMP, LoopDirectivesWithClausesGoWithTheirLoop) {
  EXPECT_EQ(roleOf("omp parallel for"), OmpRole::LoopOnly);
  EXPECT_EQ(roleOf("omp parallel for collapse(2) schedule(static)"), OmpRole::LoopOnly);
  EXPECT_EQ(roleOf("omp parallel for simd reduction(+ : s)"), OmpRole::LoopOnly);
  EXPECT_EQ(roleOf("omp simd"), OmpRole::LoopOnly);
  EXPECT_EQ(roleOf("omp parallel loop"), OmpRole::LoopOnly);
}

TEST(UserOpenMP, WorkSharedLoopsAndConstructsAreNotLoopDirectives) {
  EXPECT_EQ(roleOf("omp for"), OmpRole::WorkShared);
  EXPECT_EQ(roleOf("omp for simd nowait"), OmpRole::WorkShared);
  EXPECT_EQ(roleOf("omp parallel"), OmpRole::Construct);
  EXPECT_EQ(roleOf("omp parallel num_threads(4)"), OmpRole::Construct);
  EXPECT_EQ(roleOf("omp critical(update)"), OmpRole::Construct);
  EXPECT_EQ(roleOf("omp target teams distribute parallel for"), OmpRole::Construct);
  EXPECT_EQ(roleOf("omp taskloop"), OmpRole::Construct);
  EXPECT_EQ(roleOf("omp single"), OmpRole::Construct);
}

TEST(UserOpenMP, OtherPragmasAreNoOpenMP) {
  EXPECT_EQ(roleOf("GCC unroll 4"), OmpRole::None);
  EXPECT_EQ(classifyOmp({}, 1).Role, OmpRole::None);
  // The outermost OpenMP directive decides: `parallel` around `for` is a parallel region.
  EXPECT_EQ(classifyOmp({"GCC ivdep", "omp parallel", "omp for"}, 1).Role, OmpRole::Construct);
}

TEST(UserOpenMP, PrivateClausesListTheirVariables) {
  UserOmp U = classifyOmp({"omp parallel for private(t, u) firstprivate(v) lastprivate(w)"}, 7);
  EXPECT_EQ(U.Privates, (std::vector<std::string>{"t", "u", "v"}));
  EXPECT_EQ(U.describe(), "the user's '#pragma omp parallel for private(t, u) firstprivate(v) "
                          "lastprivate(w)' (line 7)");
}
