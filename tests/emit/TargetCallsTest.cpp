// A BLAS call for which the user declared target functions is printed as a chain of them in
// priority order; the headers and links of the code are those of the routines the chain still
// calls. The golden tests target-functions*.c build and run such rewrites.
#include "emit/CodeGen.h"
#include "saturation/Program.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace liar;
using namespace liar::ir;

namespace {

emit::EmitResult emitted(const std::string& text, const std::vector<TargetFunction>& targets) {
  ParseResult<Program> P = parseProgram(text);
  EXPECT_TRUE(P) << P.Error;
  std::map<std::string, emit::Variable> Vars = {{"x", {"x", "double", {"n"}}},
                                                {"y", {"y", "double", {"n"}}},
                                                {"s", {"s", "double", {}, true}}};
  emit::EmitResult E = emit::emitProgram(*P.Value, Vars, Library::Blas, "  ", false, targets);
  EXPECT_TRUE(E.Ok) << E.Reason;
  return E;
}

const char* const Dot = "(kernel k (param n 100 int) (array x double n) (array y double n) "
                        "(scalar s double) (def s (dot x y)))";

TargetFunction target(const std::string& function, const std::string& guard, int priority = 0) {
  TargetFunction T;
  T.Routine = "cblas_ddot";
  T.Function = function;
  T.Args = {"N", "X", "Y"};
  T.Guard = guard;
  T.Priority = priority;
  T.ReturnsValue = true;
  return T;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

TEST(TargetCallsTest, AGuardedTargetKeepsTheRoutineItsHeaderAndItsLink) {
  emit::EmitResult E = emitted(Dot, {target("my_ddot", "N % 2 == 0")});
  EXPECT_NE(E.Code.Text.find("(n % 2 == 0 ? my_ddot(n, &x[0], &y[0]) : cblas_ddot("),
            std::string::npos)
      << E.Code.Text;
  EXPECT_EQ(E.Code.Calls, (std::vector<std::string>{"my_ddot", "cblas_ddot"}));
  EXPECT_TRUE(has(E.Code.Includes, "<cblas.h>"));
  EXPECT_TRUE(has(E.Code.Links, "openblas"));
}

TEST(TargetCallsTest, ChainOrderIsPriorityThenDeclaration) {
  emit::EmitResult E =
      emitted(Dot, {target("low", "N > 8"), target("high", "N > 64", 3), target("last", "")});
  EXPECT_EQ(E.Code.Calls, (std::vector<std::string>{"high", "low", "last"}));
  EXPECT_NE(E.Code.Text.find("(n > 64 ? high(n, &x[0], &y[0]) : (n > 8 ? low(n, &x[0], &y[0]) "
                             ": last(n, &x[0], &y[0])))"),
            std::string::npos)
      << E.Code.Text;
}

TEST(TargetCallsTest, ATargetThatServesEveryCallNeedsNoLibrary) {
  // The increments are the call's own (1): the guard is decided when the call is printed.
  emit::EmitResult E = emitted(Dot, {target("my_ddot", "incX == 1 && incY == 1")});
  EXPECT_EQ(E.Code.Text.find("cblas_ddot"), std::string::npos) << E.Code.Text;
  EXPECT_EQ(E.Code.Calls, (std::vector<std::string>{"my_ddot"}));
  EXPECT_FALSE(has(E.Code.Includes, "<cblas.h>"));
  EXPECT_FALSE(has(E.Code.Links, "openblas"));
}

} // namespace
