// Declared meanings: a call of a function liar cannot see through (here a body of inline
// assembly, or no body at all) lifts as a call of its reference, declared by pragma or by
// option; each declaration that cannot hold is an error at its place and lifts nothing.
#include "Snippets.h"
#include "lifting/BuiltinMeanings.h"
#include "lifting/Frontend.h"

#include <gtest/gtest.h>

using namespace liar::lifting;
using liar::lifting::test::contains;

namespace {

// An axpy written in assembly (an empty statement here: what matters is that liar cannot
// read it) and the reference that says what it computes.
const char* const Helpers = R"(
static inline void asm_axpy(int n, float a, const float *x, float *y) {
  __asm__ volatile("" ::: "memory");
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
static inline void ref_axpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
float lib_dot(int n, const float *x, const float *y);
static inline float ref_dot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
void nn(int M, int N, int K, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      asm_axpy(N, A[i * K + k], &B[k * N], C + i * N);
}
void mv(int m, int n, const float *A, const float *x, float *y) {
  for (int i = 0; i < m; ++i)
    y[i] = lib_dot(n, A + i * n, x);
}
)";

const Region* regionOf(const FileResult& R, const std::string& Function) {
  for (const Region& Reg : R.Regions)
    if (Reg.Function == Function) return &Reg;
  return nullptr;
}

LiftOptions withMeanings(std::vector<std::pair<std::string, std::string>> Pairs) {
  LiftOptions O;
  for (auto& [Opaque, Reference] : Pairs)
    O.Meanings.push_back({Opaque, Reference, {}, "the command line"});
  return O;
}

TEST(DeclaredMeanings, WithoutADeclarationTheCallsAreRefused) {
  FileResult R = liftCode(Helpers, {"-std=c99"}, "snippet.c");
  ASSERT_TRUE(R.DeclarationErrors.empty());
  const Region* Nn = regionOf(R, "nn");
  const Region* Mv = regionOf(R, "mv");
  ASSERT_TRUE(Nn && Mv);
  EXPECT_FALSE(Nn->lifted());
  EXPECT_FALSE(Mv->lifted());
}

TEST(DeclaredMeanings, APragmaMakesTheRowLoopsOneKernel) {
  FileResult R = liftCode(std::string(Helpers) + "#pragma liar meaning(asm_axpy, ref_axpy)\n"
                                                 "#pragma liar meaning(lib_dot, ref_dot)\n",
                          {"-std=c99"}, "snippet.c");
  ASSERT_TRUE(R.DeclarationErrors.empty()) << R.DeclarationErrors.front();
  const Region* Nn = regionOf(R, "nn");
  ASSERT_TRUE(Nn && Nn->lifted()) << (Nn ? Nn->Rejected->Message : "no region");
  EXPECT_TRUE(contains(Nn->IrText, "(index (index A i) k)")) << Nn->IrText;
  EXPECT_EQ(Nn->Loops.size(), 3u);
  const Region* Mv = regionOf(R, "mv");
  ASSERT_TRUE(Mv && Mv->lifted()) << (Mv ? Mv->Rejected->Message : "no region");
  // Neither the opaque body nor the references are regions of their own.
  EXPECT_EQ(regionOf(R, "asm_axpy"), nullptr);
  EXPECT_EQ(regionOf(R, "ref_axpy"), nullptr);
  EXPECT_EQ(regionOf(R, "ref_dot"), nullptr);
  ASSERT_EQ(R.Meanings.size(), 2u);
}

TEST(DeclaredMeanings, AnOptionDeclaresTheSameAsAPragma) {
  FileResult R = liftCode(Helpers, {"-std=c99"}, "snippet.c",
                          withMeanings({{"asm_axpy", "ref_axpy"}, {"lib_dot", "ref_dot"}}));
  ASSERT_TRUE(R.DeclarationErrors.empty()) << R.DeclarationErrors.front();
  EXPECT_TRUE(regionOf(R, "nn")->lifted());
  EXPECT_TRUE(regionOf(R, "mv")->lifted());
  // A configuration's pair for a function this file does not have is no error.
  FileResult Other =
      liftCode(Helpers, {"-std=c99"}, "snippet.c", withMeanings({{"elsewhere", "ref_dot"}}));
  EXPECT_TRUE(Other.DeclarationErrors.empty());
}

TEST(DeclaredMeanings, BadDeclarationsAreErrorsAndLiftNothing) {
  FileResult R = liftCode(std::string(Helpers) + "#pragma liar meaning(lib_dot, ref_axpy)\n"
                                                 "#pragma liar meaning(asm_axpy, ref_axpy)\n"
                                                 "#pragma liar meaning(asm_axpy, ref_dot)\n",
                          {"-std=c99"}, "snippet.c");
  ASSERT_EQ(R.DeclarationErrors.size(), 2u);
  EXPECT_TRUE(contains(R.DeclarationErrors[0], "snippet.c:27:1: error: meaning of 'lib_dot'"))
      << R.DeclarationErrors[0];
  EXPECT_TRUE(contains(R.DeclarationErrors[0], "takes 3 parameter(s) and 'ref_axpy' 4"));
  EXPECT_TRUE(contains(R.DeclarationErrors[1], "'asm_axpy' is also declared to mean 'ref_axpy'"))
      << R.DeclarationErrors[1];
  EXPECT_TRUE(R.Regions.empty());
}

TEST(DeclaredMeanings, EveryBuiltinReferenceStandsForAFunctionOfItsSignature) {
  for (const BuiltinMeaning& B : builtinMeanings()) {
    std::string Declaration = B.Signature;
    Declaration.replace(Declaration.find(B.Name), std::string(B.Name).size(), "opaque");
    FileResult R = liftCode(Declaration + ";\n#pragma liar meaning(opaque, " + B.Name + ")\n",
                            {"-std=c89"}, "snippet.c");
    EXPECT_FALSE(R.ParseFailed) << B.Name;
    EXPECT_TRUE(R.DeclarationErrors.empty()) << B.Name << ": " << R.DeclarationErrors.front();
    ASSERT_EQ(R.Meanings.size(), 1u) << B.Name;
    EXPECT_EQ(R.Meanings.front().Reference, B.Name);
  }
}

TEST(DeclaredMeanings, ABuiltinReferenceMakesARowLoopAroundAnOpaqueDotOneKernel) {
  FileResult R = liftCode(R"(
float lib_dot(int, const float *, const float *);
void mv(int rows, int cols, const float *A, const float *v, float *out) {
  int r;
  for (r = 0; r < rows; ++r)
    out[r] = lib_dot(cols, A + r * cols, v);
}
)",
                          // The command line's macros do not reach the built-in references.
                          {"-std=c89", "-Dn=64", "-Di=5", "-Dx=oops", "-Ds=1"}, "snippet.c",
                          withMeanings({{"lib_dot", "liar_sdot"}}));
  ASSERT_TRUE(R.DeclarationErrors.empty()) << R.DeclarationErrors.front();
  const Region* Mv = regionOf(R, "mv");
  ASSERT_TRUE(Mv && Mv->lifted()) << (Mv ? Mv->Rejected->Message : "no region");
}

TEST(DeclaredMeanings, TheOptionReadsTwoNames) {
  auto D = parseMeaningOption(" vec_dot = ref_dot ");
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Opaque, "vec_dot");
  EXPECT_EQ(D->Reference, "ref_dot");
  EXPECT_FALSE(parseMeaningOption("vec_dot"));
  EXPECT_FALSE(parseMeaningOption("vec_dot=ref dot"));
  EXPECT_FALSE(parseMeaningOption("1x=y"));
}

} // namespace
