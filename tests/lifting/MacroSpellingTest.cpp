// Issue 4, point 5: bounds written with macros are recorded as the macros, not their values.
#include "lifting/Frontend.h"
#include "poly/IslNames.h"

#include <gtest/gtest.h>

#include <set>

using namespace liar::lifting;
using namespace liar::poly;

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

TEST(MacroSpelling, SizesNamedLikeIslKeywordsKeepTheirNames) {
  // ISL reads `MAX`, `min` and `Floor` as keywords; the parameters keep these names in the IR
  // and in the model that the OpenMP generator reads, where they carry the ISL-only prefix.
  const char* Code = R"(
#define MAX 20
#define min 25
void kernel(int Floor, double C[MAX][min], double D[Floor]) {
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < min; j++)
      C[i][j] = D[i + j];
  for (int k = 0; k < Floor; k++)
    D[k] = 0.0;
}
)";
  FileResult R = liftCode(Code, {}, "kernel.c");
  ASSERT_EQ(R.Regions.size(), 1u);
  const Region& Reg = R.Regions.front();
  ASSERT_TRUE(Reg.lifted()) << Reg.Rejected->Message;
  std::set<std::string> Names;
  for (const Parameter& P : Reg.Parameters)
    Names.insert(P.Name);
  EXPECT_EQ(Names, (std::set<std::string>{"Floor", "MAX", "min"}));
  EXPECT_NE(Reg.IrText.find("(build MAX (lambda i (build min"), std::string::npos) << Reg.IrText;
  ASSERT_TRUE(Reg.Poly);
  EXPECT_NE(Reg.Poly->Domain.find("__liar_MAX"), std::string::npos) << Reg.Poly->Domain;
}

TEST(IslNames, KeywordsAreRenamedWhateverTheirCaseAndComeBack) {
  for (const char* Word : {"MAX", "min", "Floor", "exists", "AND", "infinity", "NaN", "rat"}) {
    EXPECT_TRUE(isIslKeyword(Word)) << Word;
    EXPECT_NE(islName(Word), Word);
    EXPECT_EQ(fromIslName(islName(Word).c_str()), Word);
  }
  for (const char* Name : {"n", "NI", "_PB_N", "maxval", "xor"}) {
    EXPECT_FALSE(isIslKeyword(Name)) << Name;
    EXPECT_EQ(islName(Name), Name);
    EXPECT_EQ(fromIslName(Name), Name);
  }
}

// A loop written through a macro: the remark quotes the bound as the call spells it, at its
// place in the call, not the whole macro call; an offending expression made of the body's
// tokens and an argument's is quoted as the compiler sees it.
TEST(MacroSpelling, ARefusedBoundIsQuotedWhereItIsWritten) {
  const char* Code = "#define LOOP_TO(i, n) for (int i = 0; i < (n); ++i)\n"
                     "#define ROWS_OF(m) for (int r = 0; r < m[0] * m[0]; ++r)\n"
                     "void scale(int n, int *idx, float *x) {\n"
                     "  LOOP_TO(i, idx[n]) x[i] *= 2.0f;\n"
                     "}\n"
                     "void rows(int *m, float *x) {\n"
                     "  ROWS_OF(m) x[r] = 0.0f;\n"
                     "}\n";
  FileResult R = liftCode(Code, {}, "macros.c");
  ASSERT_EQ(R.Regions.size(), 2u);
  ASSERT_TRUE(R.Regions[0].Rejected);
  EXPECT_EQ(R.Regions[0].Rejected->Message, "loop bound 'idx[n]' is not affine");
  EXPECT_EQ(R.Regions[0].Rejected->Where.Line, 4u);
  EXPECT_EQ(R.Regions[0].Rejected->Where.Column, 14u);
  ASSERT_TRUE(R.Regions[1].Rejected);
  EXPECT_NE(R.Regions[1].Rejected->Message.find("'m[0]'"), std::string::npos)
      << R.Regions[1].Rejected->Message;
}

} // namespace
