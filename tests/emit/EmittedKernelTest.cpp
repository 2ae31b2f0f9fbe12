// Differential test of emission: every kernel of saturation/kernels, saturated for a target,
// is emitted as C, compiled against the real library, run on the interpreter's random inputs,
// and its outputs compared with the interpreter's (relative 1e-9).
#include "emit/CodeGen.h"
#include "saturation/Interpreter.h"
#include "saturation/Saturate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace liar;
using namespace liar::ir;

namespace {

struct Case {
  std::string Kernel;
  Library T;
};

Program load(const std::string& name) {
  std::ifstream In(std::string(LIAR_KERNEL_DIR) + "/" + name + ".ir");
  std::stringstream S;
  S << In.rdbuf();
  return *parseProgram(S.str()).Value;
}

void flatten(const Value& v, std::vector<double>& out) {
  if (v.isNum())
    out.push_back(v.Num);
  else
    for (size_t I = 0; I < v.size(); ++I)
      flatten(v[I], out);
}

// Size terms of the kernels are sums, differences and products of parameters and integers.
std::string cSize(const Term& t, uint32_t at) {
  const Node& N = t.Nodes[at];
  if (N.Arity == 0) return printTerm(t.subterm(at));
  return "(" + cSize(t, N.Kids[0]) + " " + std::string(opSpelling(N.Kind)) + " " +
         cSize(t, N.Kids[1]) + ")";
}

std::string cName(const std::string& irName) {
  std::string S = "v_" + irName;
  std::replace(S.begin(), S.end(), '-', '_');
  return S;
}

// A C program: sizes as macros, arrays as globals read from stdin, the region, outputs printed.
std::string harness(const Program& p, const std::map<std::string, long>& sizes,
                    const std::string& region, const std::vector<std::string>& includes) {
  std::string C = "#include <stdio.h>\n#include <math.h>\n";
  for (const std::string& I : includes)
    C += "#include " + I + "\n";
  for (const auto& [Name, V] : sizes)
    C += "#define " + Name + " " + std::to_string(V) + "\n";
  for (const VarDecl& V : p.Vars) {
    C += "static double " + cName(V.Name);
    for (const Term& D : V.Dims)
      C += "[" + cSize(D, D.root()) + "]";
    C += ";\n";
  }
  C += "static void io(double* p, long n, int out) {\n"
       "  for (long i = 0; i < n; i++) { if (out) printf(\"%.17g\\n\", p[i]);"
       " else if (scanf(\"%lf\", &p[i]) != 1) return; }\n}\n";
  C += "int main(void) {\n";
  for (const VarDecl& V : p.Vars)
    C += "  io((double*)&" + cName(V.Name) + ", sizeof " + cName(V.Name) +
         " / sizeof(double), 0);\n";
  C += region;
  for (const Def& D : p.Defs)
    C += "  io((double*)&" + cName(D.Name) + ", sizeof " + cName(D.Name) +
         " / sizeof(double), 1);\n";
  return C + "  return 0;\n}\n";
}

class EmittedKernelTest : public testing::TestWithParam<Case> {};

// Emits `optimized` (a form of `p`) for `t`, compiles and runs it, and compares its outputs
// with the interpreter's values of `p`.
void expectEmittedMatches(const Program& p, const Program& optimized, Library t,
                          const std::string& name) {
  std::map<std::string, emit::Variable> Vars;
  for (const VarDecl& V : p.Vars) {
    emit::Variable C{cName(V.Name), "double", {}, false};
    for (const Term& D : V.Dims)
      C.Dims.push_back(cSize(D, D.root()));
    Vars[V.Name] = C;
  }
  emit::EmitResult E =
      emit::emitProgram(optimized, Vars, t == Library::Blas ? Library::Blas : Library::Torch);
  ASSERT_TRUE(E.Ok) << E.Reason << "\n" << printProgram(optimized);

  // Sizes: small and pairwise different; (- N 2) extents need N >= 3.
  std::map<std::string, long> Sizes;
  for (size_t I = 0; I < p.Params.size(); ++I)
    Sizes[p.Params[I].Name] = 5 + static_cast<long>(I);
  std::string Region;
  for (const std::string& G : E.Code.Guards)
    Region += "  if (!(" + G + ")) return 3;\n";
  for (const std::string& D : emit::temporaryDeclarations(E.Code.Temporaries))
    Region += "  " + D + "\n";
  for (const std::string& A : emit::temporaryAllocations(E.Code.Temporaries))
    Region += "  " + A + "\n";
  for (const emit::Temporary& T : E.Code.Temporaries)
    Region += "  if (!" + T.Name + ") return 4;\n";
  Region += E.Code.Text;
  for (const std::string& F : emit::temporaryFrees(E.Code.Temporaries))
    Region += "  " + F + "\n";

  std::filesystem::path Dir = std::filesystem::temp_directory_path() /
                              ("liar-emit-" + name + "-" + std::string(libraryName(t)));
  std::filesystem::create_directories(Dir);
  std::ofstream(Dir / "k.c") << harness(p, Sizes, Region, E.Code.Includes);

  Environment In = randomInputs(p, 7, Sizes);
  {
    std::ofstream Input(Dir / "in.txt");
    Input.precision(17);
    for (const VarDecl& V : p.Vars) {
      std::vector<double> Flat;
      flatten(In.Values.at(V.Name), Flat);
      for (double X : Flat)
        Input << X << "\n";
    }
  }
  std::string Lib = t == Library::Blas ? "-lopenblas" : LIAR_TORCH_LINK;
  std::string Compile = "cc -std=c99 -O1 -Werror=implicit-function-declaration " LIAR_EXTRA_CFLAGS
                        " -o " +
                        (Dir / "k").string() + " " + (Dir / "k.c").string() + " " + Lib +
                        " -lm 2> " + (Dir / "cc.txt").string();
  ASSERT_EQ(std::system(Compile.c_str()), 0) << "does not compile:\n"
                                             << E.Code.Text << "\nsee " << (Dir / "cc.txt");
  std::string Run =
      (Dir / "k").string() + " < " + (Dir / "in.txt").string() + " > " + (Dir / "out.txt").string();
  ASSERT_EQ(std::system(Run.c_str()), 0) << E.Code.Text;

  Environment Expected = runProgram(p, In);
  std::ifstream Output(Dir / "out.txt");
  for (const Def& D : p.Defs) {
    std::vector<double> Want;
    flatten(Expected.Values.at(D.Name), Want);
    for (size_t I = 0; I < Want.size(); ++I) {
      double Got = 0;
      ASSERT_TRUE(Output >> Got) << "output too short";
      double Scale = std::max({1.0, std::fabs(Want[I]), std::fabs(Got)});
      ASSERT_LE(std::fabs(Got - Want[I]) / Scale, 1e-9) << D.Name << "[" << I << "]\n"
                                                        << E.Code.Text;
    }
  }
}

TEST_P(EmittedKernelTest, CompiledCodeMatchesTheInterpreter) {
  Program P = load(GetParam().Kernel);
  expectEmittedMatches(P, saturateProgram(P, GetParam().T).Optimized, GetParam().T,
                       GetParam().Kernel);
}

// Calls the cost model never picks over a cheaper equal form (nrm2 costs more than sqrt of a
// dot) are still emitted correctly when a program has them: emitted as written.
TEST(EmittedCallTest, Nrm2MatchesTheInterpreter) {
  Program P = *parseProgram("(kernel nrm2 (param N 50) (array r double N)"
                            " (array A double N N)"
                            " (def r (build N (lambda i (nrm2 (index A i))))))")
                   .Value;
  expectEmittedMatches(P, P, Library::Blas, "nrm2");
}

// A call whose result is finished element by element, (app (lambda r BODY) CALL): in place
// (BODY reads r only at the element it writes), through a temporary (BODY also reads the
// destination's old values), and per row of a loop.
TEST(EmittedCallTest, AppMatchesTheInterpreter) {
  Program P =
      *parseProgram(
           "(kernel app (param N 6) (param M 5) (scalar s double) (array A double N M)"
           " (array x double M) (array y double N) (array z double N) (array B double N N)"
           " (array C double N N)"
           " (def y (app (lambda r (build N (lambda i (/ (index r i) s)))) (gemv0_n 1.0 A x)))"
           " (def z (app (lambda r (build N (lambda i (/ (index r i) (index z (- (- N 1) i))))))"
           "   (gemv0_n 1.0 A x)))"
           " (def B (build N (lambda i (app (lambda r (build N (lambda j (/ (index r j) s))))"
           "   (gemv0_n 1.0 A (index A i))))))"
           " (def C (app (lambda r (build N (lambda i (build N (lambda j (select (<= i j)"
           "   (/ (index (index r i) j) (* (index y i) (index y j))) (index (index r i) j)))))))"
           "   (syrk_u 1.0 A 0.0 C))))")
           .Value;
  expectEmittedMatches(P, P, Library::Blas, "app");
}

std::vector<Case> cases(Library t) {
  std::vector<Case> Out;
  for (const char* K :
       {"2mm",  "atax",  "doitgen", "gemm", "gemver",     "gesummv",    "jacobi1d",  "mvt",
        "1mm",  "axpy",  "blur1d",  "gemv", "memset",     "slim-2mm",   "stencil2d", "vsum",
        "syrk", "syr2k", "symm",    "trmm", "covariance", "correlation"})
    Out.push_back({K, t});
  // A recurrence (a fold whose accumulator is an array) is emitted only as a library call:
  // for PyTorch, which has no triangular solve, the tool keeps the original loops.
  if (t == Library::Blas) Out.push_back({"trisolv", t});
  return Out;
}

std::string caseName(const testing::TestParamInfo<Case>& info) {
  std::string N = info.param.Kernel;
  std::replace(N.begin(), N.end(), '-', '_');
  return N;
}

INSTANTIATE_TEST_SUITE_P(Blas, EmittedKernelTest, testing::ValuesIn(cases(Library::Blas)),
                         caseName);
INSTANTIATE_TEST_SUITE_P(Torch, EmittedKernelTest, testing::ValuesIn(cases(Library::Torch)),
                         caseName);

} // namespace
