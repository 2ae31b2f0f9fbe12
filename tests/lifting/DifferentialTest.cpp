// Issue 4, point 2: every lifted region of every polybench/ kernel, evaluated by the IR
// interpreter on the kernel's MINI inputs, equals what the compiled C kernel computes
// (relative 1e-9). The kernel dumps its arguments before and after the call under
// -DPOLYBENCH_DUMP_ALL; the region's IR runs on the "init:" values and is compared with the
// "final:" ones.
#include "lifting/Frontend.h"

#include "RegionValues.h"
#include "saturation/Interpreter.h"
#include "saturation/Program.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using namespace liar;

namespace {

const fs::path Root = LIAR_POLYBENCH_DIR;

std::vector<fs::path> kernels() {
  std::vector<fs::path> Out;
  for (const char* Group : {"linear-algebra/blas", "linear-algebra/kernels",
                            "linear-algebra/solvers", "datamining", "medley", "stencils", "custom"})
    for (const auto& E : fs::directory_iterator(Root / Group))
      if (fs::exists(E.path() / (E.path().filename().string() + ".c")))
        Out.push_back(E.path() / (E.path().filename().string() + ".c"));
  std::sort(Out.begin(), Out.end());
  return Out;
}

std::string readFile(const fs::path& P) {
  std::ifstream In(P);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// "init:NAME" / "final:NAME" -> values, from the kernel's stderr.
std::map<std::string, std::vector<double>> parseDumps(const std::string& Text) {
  std::map<std::string, std::vector<double>> Out;
  std::istringstream In(Text);
  std::string Line, Current;
  while (std::getline(In, Line)) {
    if (Line.rfind("begin dump: ", 0) == 0) {
      Current = Line.substr(12);
      Out[Current];
    } else if (Line.rfind("end   dump:", 0) == 0) {
      Current.clear();
    } else if (!Current.empty()) {
      std::istringstream Nums(Line);
      double D;
      while (Nums >> D)
        Out[Current].push_back(D);
    }
  }
  return Out;
}

class Differential : public ::testing::TestWithParam<fs::path> {};

TEST_P(Differential, LiftedRegionsMatchTheCompiledKernel) {
  const fs::path Source = GetParam();
  const std::string Name = Source.stem().string();
  fs::path Work =
      fs::temp_directory_path() / ("liar-diff-" + Name + "-" + std::to_string(::getpid()));
  fs::create_directories(Work);
  std::vector<std::string> Flags = {"-I" + (Root / "include").string(),
                                    "-I" + Source.parent_path().string(), "-DMINI_DATASET"};
  // The C side.
  std::string Cmd = "cc -O1 -DPOLYBENCH_DUMP_ALL";
  for (const std::string& F : Flags)
    Cmd += " '" + F + "'";
  Cmd += " '" + Source.string() + "' '" + (Root / "support" / "polybench.c").string() +
         "' -lm -o '" + (Work / Name).string() + "' && '" + (Work / Name).string() +
         "' > /dev/null 2> '" + (Work / "dump.txt").string() + "'";
  ASSERT_EQ(std::system(Cmd.c_str()), 0) << Cmd;
  auto Dumps = parseDumps(readFile(Work / "dump.txt"));
  ASSERT_FALSE(Dumps.empty()) << "no dump from " << Name;

  lifting::LiftOptions Options;
  Options.FunctionFilter = "^kernel_";
  lifting::FileResult R = lifting::liftCode(readFile(Source), Flags, Source.string(), Options);
  ASSERT_FALSE(R.ParseFailed);
  size_t Lifted = 0;
  for (const lifting::Region& Reg : R.Regions)
    Lifted += Reg.lifted();
  if (Lifted == 0) GTEST_SKIP() << Name << ": no lifted region";
  // Each region is replayed from the kernel's inputs, which is exact when the region is the
  // whole kernel body.
  ASSERT_EQ(R.Regions.size(), 1u) << Name << ": several regions in the kernel";
  const lifting::Region& Reg = R.Regions.front();

  auto Parsed = ir::parseProgram(Reg.IrText, Name + ".ir");
  ASSERT_TRUE(Parsed) << Parsed.Error << "\n" << Reg.IrText;
  const ir::Program& P = *Parsed.Value;
  ir::Environment Env;
  for (const ir::ParamDecl& D : P.Params)
    Env.Params[D.Name] = D.Value;
  for (const auto& [Key, Values] : Dumps) // runtime sizes (`n`) override the defaults
    if (Key.rfind("init:", 0) == 0 && Values.size() == 1 && Env.Params.count(Key.substr(5)))
      Env.Params[Key.substr(5)] = static_cast<long>(Values[0]);
  for (const ir::VarDecl& V : P.Vars) {
    auto It = Dumps.find("init:" + V.Name);
    std::vector<double> Flat;
    if (It != Dumps.end())
      Flat = It->second;
    else
      for (const lifting::Binding& B : Reg.Bindings)
        if (B.IrName == V.Name && B.ConstantValue) Flat = {*B.ConstantValue};
    ASSERT_FALSE(Flat.empty()) << Name << ": no input for '" << V.Name << "'";
    std::vector<long> Dims;
    long Count = 1;
    for (const ir::Term& D : V.Dims) {
      Dims.push_back(static_cast<long>(ir::evaluate(D, Env).Num));
      Count *= Dims.back();
    }
    if (const lifting::Binding* B = lifttest::bindingOf(Reg, V.Name))
      Flat = lifttest::regionPart(Flat, *B, Dims, Env);
    ASSERT_EQ(static_cast<long>(Flat.size()), Count) << Name << ": shape of '" << V.Name << "'";
    Env.Values[V.Name] = lifttest::shape(Flat, Dims);
  }
  ir::Environment Final;
  try {
    Final = ir::runProgram(P, Env);
  } catch (const std::exception& E) {
    FAIL() << Name << ": interpreter: " << E.what() << "\n" << Reg.IrText;
  }
  for (const ir::Def& D : P.Defs) {
    auto It = Dumps.find("final:" + D.Name);
    if (It == Dumps.end()) continue; // a local of the kernel: not observable
    std::vector<double> Got = lifttest::flatten(Final.Values[D.Name]), Wanted = It->second;
    if (const lifting::Binding* B = lifttest::bindingOf(Reg, D.Name))
      Wanted = lifttest::regionPart(Wanted, *B, lifttest::extentsOf(P, D.Name, Env), Env);
    ASSERT_EQ(Got.size(), Wanted.size()) << Name << ": '" << D.Name << "'";
    for (size_t I = 0; I < Got.size(); ++I) {
      double Want = Wanted[I];
      double Tol = 1e-9 * std::max({std::fabs(Want), std::fabs(Got[I]), 1.0});
      ASSERT_LE(std::fabs(Got[I] - Want), Tol)
          << Name << ": '" << D.Name << "' element " << I << "\n"
          << Reg.IrText;
    }
  }
  fs::remove_all(Work);
}

INSTANTIATE_TEST_SUITE_P(Polybench, Differential, ::testing::ValuesIn(kernels()),
                         [](const ::testing::TestParamInfo<fs::path>& I) {
                           std::string N = I.param.stem().string();
                           for (char& C : N)
                             if (!std::isalnum(static_cast<unsigned char>(C))) C = '_';
                           return N;
                         });

} // namespace
