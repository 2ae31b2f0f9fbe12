// Issue 4, point 5: bounds written with macros are recorded as the macros, not their values.
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

using namespace liar::lifting;

namespace {

const char* Kernel = R"(
#define NI 20
#define NJ 25
#define POLYBENCH_LOOP_BOUND(x, y) y
#define _PB_NI POLYBENCH_LOOP_BOUND(NI, ni)
#define _PB_NJ POLYBENCH_LOOP_BOUND(NJ, nj)
#define POLYBENCH_2D(var, d1, d2, dd1, dd2) var[d1][d2]
void kernel(int ni, int nj, double POLYBENCH_2D(C, NI, NJ, ni, nj)) {
  int i, j;
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] = 0.0;
}
)";

TEST(MacroSpelling, LoopBoundsAndDimensionsKeepTheirMacroNames) {
  FileResult R = liftCode(Kernel, {}, "kernel.c");
  ASSERT_EQ(R.Regions.size(), 1u);
  const Region& Reg = R.Regions.front();
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  std::map<std::string, std::optional<int64_t>> Params;
  for (const Parameter& P : Reg.Parameters)
    Params[P.Name] = P.Value;
  // The loop bound is the macro _PB_NI (whose value comes from NI), not `ni` or 20.
  ASSERT_TRUE(Params.count("_PB_NI"));
  EXPECT_EQ(Params["_PB_NI"], 20);
  EXPECT_EQ(Params["_PB_NJ"], 25);
  EXPECT_FALSE(Params.count("ni"));
  EXPECT_NE(Reg.IrText.find("(build _PB_NI (lambda i (build _PB_NJ"), std::string::npos)
      << Reg.IrText;
  // The declared sizes keep the spelling passed through POLYBENCH_2D.
  ASSERT_FALSE(Reg.Bindings.empty());
  EXPECT_EQ(Reg.Bindings[0].Dims, (std::vector<std::string>{"NI", "NJ"}));
  EXPECT_EQ(Reg.Bindings[0].IrDims, (std::vector<std::string>{"_PB_NI", "_PB_NJ"}));
  EXPECT_EQ(Reg.Bindings[0].Kind, DeclKind::FixedParam);
}

TEST(MacroSpelling, ScalarLoopBoundModeStillRecordsTheMacro) {
  // Under POLYBENCH_USE_SCALAR_LB the bound expands to the constant: still _PB_NI.
  std::string Code = Kernel;
  Code.replace(Code.find("#define POLYBENCH_LOOP_BOUND(x, y) y"), 36,
               "#define POLYBENCH_LOOP_BOUND(x, y) x");
  FileResult R = liftCode(Code, {}, "kernel.c");
  ASSERT_EQ(R.Regions.size(), 1u);
  const Region& Reg = R.Regions.front();
  ASSERT_TRUE(Reg.lifted());
  EXPECT_NE(Reg.IrText.find("(build _PB_NI"), std::string::npos) << Reg.IrText;
}

} // namespace
