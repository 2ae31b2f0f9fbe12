// The text syntax: round trips on every kernel file, and located errors for malformed input.
#include "saturation/Program.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace liar::ir;

namespace {

std::string readFile(const std::filesystem::path& p) {
  std::ifstream In(p);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

TEST(ParserTest, KernelFilesRoundTrip) {
  int Files = 0;
  for (const auto& Entry : std::filesystem::directory_iterator(LIAR_KERNEL_DIR)) {
    ParseResult<Program> First = parseProgram(readFile(Entry.path()), Entry.path().string());
    ASSERT_TRUE(First) << First.Error;
    std::string Printed = printProgram(*First.Value);
    ParseResult<Program> Second = parseProgram(Printed);
    ASSERT_TRUE(Second) << Second.Error << "\n" << Printed;
    EXPECT_EQ(printProgram(*Second.Value), Printed);
    ASSERT_EQ(First.Value->Defs.size(), Second.Value->Defs.size());
    for (size_t I = 0; I < First.Value->Defs.size(); ++I)
      EXPECT_EQ(First.Value->Defs[I].Value, Second.Value->Defs[I].Value);
    ++Files;
  }
  // LIAR's 16 kernels, syrk, syr2k, symm, trmm, trisolv, covariance and correlation.
  EXPECT_EQ(Files, 23);
}

TEST(ParserTest, NamedBindersBecomeDeBruijnIndices) {
  Term Named = *parseTerm("(lambda i (lambda j (+ i j)))").Value;
  Term Raw = *parseTerm("(lambda a (lambda b (+ #1 #0)))").Value;
  EXPECT_EQ(Named, Raw);
  EXPECT_EQ(printTerm(Named), "(lambda $0 (lambda $1 (+ $0 $1)))");
}

TEST(ParserTest, InnerBinderShadowsOuter) {
  EXPECT_EQ(printTerm(*parseTerm("(lambda i (lambda i i))").Value), "(lambda $0 (lambda $1 $1))");
}

TEST(ParserTest, ConstantsKeepTheirKind) {
  EXPECT_EQ(printTerm(*parseTerm("(+ 1 1.0)").Value), "(+ 1 1.0)");
  EXPECT_EQ(printTerm(*parseTerm("(* -2.5 1e3)").Value), "(* -2.5 1000.0)");
}

std::string errorOf(std::string_view text) {
  ParseResult<Program> R = parseProgram(text, "k.ir");
  EXPECT_FALSE(R);
  return R.Error;
}

TEST(ParserTest, MissingParenthesisIsLocatedAtTheInnermostUnclosedOne) {
  EXPECT_EQ(
      errorOf("(kernel k\n  (param N 4)\n  (array x double N)\n  (def x (build N (lambda i 0.0))"),
      "k.ir:4:3: error: unbalanced '(': missing ')' before end of input");
}

TEST(ParserTest, UnknownNameIsLocated) {
  EXPECT_EQ(
      errorOf("(kernel k (param N 4) (array x double N)\n  (def x (build M (lambda i 0.0))))"),
      "k.ir:2:17: error: unknown name 'M'");
}

TEST(ParserTest, WrongArityIsLocated) {
  EXPECT_EQ(errorOf("(kernel k (param N 4) (array x double N)\n (def x (index x)))"),
            "k.ir:2:9: error: 'index' takes 2 operands, got 1");
}

TEST(ParserTest, StrayClosingParenthesis) {
  EXPECT_EQ(errorOf("(kernel k))"), "k.ir:1:11: error: unexpected ')'");
  EXPECT_EQ(errorOf("(kernel k) (kernel j)"), "k.ir:1:12: error: unexpected text after the kernel");
  EXPECT_EQ(errorOf(")"), "k.ir:1:1: error: unexpected ')'");
}

TEST(ParserTest, EmptyInput) {
  EXPECT_EQ(errorOf("  ; only a comment\n"),
            "k.ir:1:1: error: empty input: expected (kernel NAME ...)");
}

TEST(ParserTest, DefOfUndeclaredName) {
  EXPECT_EQ(errorOf("(kernel k (param N 4)\n (def y 1.0))"),
            "k.ir:2:7: error: 'y' is defined but not declared as a scalar or array");
}

TEST(ParserTest, BadDeclarations) {
  EXPECT_EQ(errorOf("(kernel k (param N four))"),
            "k.ir:1:11: error: expected (param NAME INTEGER [int|long])");
  EXPECT_EQ(errorOf("(kernel k (param N 4 short))"),
            "k.ir:1:11: error: expected (param NAME INTEGER [int|long])");
  EXPECT_EQ(errorOf("(kernel k (array x quad 4))"),
            "k.ir:1:20: error: expected an element type (double, float or int)");
  EXPECT_EQ(errorOf("(kernel k (param N 4) (param N 5))"),
            "k.ir:1:23: error: 'N' is declared twice");
  EXPECT_EQ(errorOf("(kernel k (frobnicate))"),
            "k.ir:1:12: error: unknown declaration 'frobnicate'");
}

TEST(ParserTest, MalformedTokens) {
  EXPECT_EQ(errorOf("(kernel k (param N 4) (scalar s double) (def s #x))"),
            "k.ir:1:48: error: malformed De Bruijn index '#x'");
  EXPECT_EQ(errorOf("(kernel k (param N 4) (scalar s double) (def s (lambda 3 s)))"),
            "k.ir:1:48: error: 'lambda' takes a variable name and a body");
}

} // namespace
