// Differential fuzzing of lifting (architecture guide, testing layer 4): random affine loop
// nests over small global arrays are compiled and run as C, lifted, and the lifted IR is run by
// the interpreter on the same initial values; every written array must match (rel. 1e-9).
// Regions the lifter rejects are fine (the reason is printed); wrong IR is not.
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
#include <random>
#include <sstream>

namespace fs = std::filesystem;
using namespace liar;

namespace {

constexpr int Size = 7;
const char* Arrays2[] = {"A", "B", "C"};
const char* Arrays1[] = {"x", "y"};

/// One random region: nests of 1-3 loops, assignments and compound assignments whose
/// subscripts are iterators with small offsets, always in bounds.
class Generator {
public:
  explicit Generator(uint64_t Seed) : Rng(Seed) {}

  std::string region() {
    std::string Out;
    int Nests = pick(1, 3);
    for (int N = 0; N < Nests; ++N)
      Out += nest();
    return Out;
  }

private:
  struct Loop {
    std::string It;
    int Lo, Hi; // iterator in [Lo + lower offset, Hi): offsets -1/+1 stay in [0, Size)
    bool Triangular;
  };

  int pick(int Lo, int Hi) { return std::uniform_int_distribution<int>(Lo, Hi)(Rng); }

  std::string nest() {
    std::vector<Loop> Loops;
    int Depth = pick(1, 3);
    std::string Out, Indent = "  ";
    const char* Names[] = {"i", "j", "k"};
    for (int D = 0; D < Depth; ++D) {
      Loop L{Names[D], pick(0, 1), Size - pick(0, 1), false};
      std::string Lo = std::to_string(L.Lo), Hi = "S - " + std::to_string(Size - L.Hi);
      if (D > 0 && pick(0, 3) == 0) { // triangular: j <= i
        L.Triangular = true;
        Hi = Loops[D - 1].It + " + 1";
        L.Hi = Loops[D - 1].Hi;
        L.Lo = std::max(L.Lo, 0);
      }
      Out += Indent + "for (int " + L.It + " = " + Lo + "; " + L.It + " < " + Hi + "; " + L.It +
             "++) {\n";
      Indent += "  ";
      Loops.push_back(L);
      if (pick(0, 2) == 0 || D == Depth - 1)
        for (int S = pick(1, 2); S > 0; --S)
          Out += Indent + statement(Loops) + "\n";
    }
    for (int D = Depth; D > 0; --D) {
      Indent.resize(Indent.size() - 2);
      Out += Indent + "}\n";
    }
    return Out;
  }

  std::string index(const Loop& L) {
    int Off = pick(-1, 1);
    if (Off < 0 && L.Lo < 1) Off = 0;
    if (Off > 0 && L.Hi > Size - 1) Off = 0;
    return L.It + (Off < 0 ? " - 1" : Off > 0 ? " + 1" : "");
  }

  std::string access(const std::vector<Loop>& Loops, bool TwoD) {
    const Loop& A = Loops[pick(0, static_cast<int>(Loops.size()) - 1)];
    if (!TwoD) return std::string(Arrays1[pick(0, 1)]) + "[" + index(A) + "]";
    const Loop& B = Loops[pick(0, static_cast<int>(Loops.size()) - 1)];
    return std::string(Arrays2[pick(0, 2)]) + "[" + index(A) + "][" + index(B) + "]";
  }

  std::string expr(const std::vector<Loop>& Loops, int Depth) {
    switch (Depth > 1 ? pick(0, 1) : pick(0, 4)) {
    case 0:
      return access(Loops, true);
    case 1:
      return access(Loops, false);
    case 2:
      return std::to_string(pick(1, 9)) + ".5";
    default: {
      const char* Ops[] = {" + ", " - ", " * "};
      return "(" + expr(Loops, Depth + 1) + Ops[pick(0, 2)] + expr(Loops, Depth + 1) + ")";
    }
    }
  }

  std::string statement(const std::vector<Loop>& Loops) {
    const char* Ops[] = {" = ", " += ", " -= ", " *= "};
    // The target uses distinct iterators without offsets more often, like real kernels.
    std::string Target;
    if (pick(0, 1) && Loops.size() >= 2)
      Target = std::string(Arrays2[pick(0, 2)]) + "[" + Loops[0].It + "][" + Loops[1].It + "]";
    else
      Target = access(Loops, pick(0, 1));
    return Target + Ops[pick(0, 3)] + expr(Loops, 0) + ";";
  }

  std::mt19937_64 Rng;
};

std::string program(const std::string& Region) {
  return "#include <stdio.h>\n#define S " + std::to_string(Size) +
         "\ndouble A[S][S], B[S][S], C[S][S], x[S], y[S];\n"
         "void kernel(void) {\n" +
         Region +
         "}\n"
         "static void dump(const char *name, double *p, int n) {\n"
         "  printf(\"%s\", name);\n"
         "  for (int k = 0; k < n; k++) printf(\" %.17g\", p[k]);\n"
         "  printf(\"\\n\");\n"
         "}\n"
         "int main(void) {\n"
         "  for (int i = 0; i < S; i++) {\n"
         "    x[i] = (i % 5) * 0.25 - 0.5; y[i] = (i % 3) * 0.5 + 0.125;\n"
         "    for (int j = 0; j < S; j++) {\n"
         "      A[i][j] = ((i * 3 + j) % 7) * 0.125; B[i][j] = ((i + 2 * j) % 5) * 0.25 - 0.5;\n"
         "      C[i][j] = ((i * j) % 4) * 0.5;\n"
         "    }\n"
         "  }\n"
         "  dump(\"A\", &A[0][0], S * S); dump(\"B\", &B[0][0], S * S); dump(\"C\", &C[0][0], S * "
         "S);\n"
         "  dump(\"x\", x, S); dump(\"y\", y, S);\n"
         "  kernel();\n"
         "  dump(\"A\", &A[0][0], S * S); dump(\"B\", &B[0][0], S * S); dump(\"C\", &C[0][0], S * "
         "S);\n"
         "  dump(\"x\", x, S); dump(\"y\", y, S);\n"
         "  return 0;\n"
         "}\n";
}

TEST(LiftingFuzz, RandomAffineNestsAgreeWithTheCompiledC) {
  const int Seeds = 120;
  int Lifted = 0;
  fs::path Work = fs::temp_directory_path() / ("liar-fuzz-" + std::to_string(::getpid()));
  fs::create_directories(Work);
  for (int Seed = 1; Seed <= Seeds; ++Seed) {
    std::string Code = program(Generator(Seed).region());
    SCOPED_TRACE("seed " + std::to_string(Seed) + "\n" + Code);
    {
      std::ofstream(Work / "k.c") << Code;
    }
    std::string Cmd = "cc -O0 -o '" + (Work / "k").string() + "' '" + (Work / "k.c").string() +
                      "' && '" + (Work / "k").string() + "' > '" + (Work / "out.txt").string() +
                      "'";
    ASSERT_EQ(std::system(Cmd.c_str()), 0);
    // Lines: A, B, C, x, y before the kernel, then after.
    std::vector<std::pair<std::string, std::vector<double>>> Dumps;
    std::ifstream In(Work / "out.txt");
    for (std::string Line; std::getline(In, Line);) {
      std::istringstream L(Line);
      std::string Name;
      L >> Name;
      std::vector<double> V;
      for (double D; L >> D;)
        V.push_back(D);
      Dumps.push_back({Name, V});
    }
    ASSERT_EQ(Dumps.size(), 10u);

    lifting::LiftOptions Options;
    Options.FunctionFilter = "^kernel$";
    lifting::FileResult R = lifting::liftCode(Code, {}, (Work / "k.c").string(), Options);
    ASSERT_FALSE(R.ParseFailed);
    ASSERT_EQ(R.Regions.size(), 1u);
    const lifting::Region& Reg = R.Regions.front();
    if (!Reg.lifted()) {
      std::cout << "seed " << Seed << ": not lifted: " << Reg.Rejected->Message << "\n";
      continue;
    }
    ++Lifted;
    auto Parsed = ir::parseProgram(Reg.IrText, "fuzz.ir");
    ASSERT_TRUE(Parsed) << Parsed.Error << "\n" << Reg.IrText;
    const ir::Program& P = *Parsed.Value;
    ir::Environment Env;
    for (const ir::ParamDecl& D : P.Params)
      Env.Params[D.Name] = D.Value;
    for (const ir::VarDecl& V : P.Vars) {
      std::vector<long> Dims;
      for (const ir::Term& D : V.Dims)
        Dims.push_back(static_cast<long>(ir::evaluate(D, Env).Num));
      for (size_t K = 0; K < 5; ++K)
        if (Dumps[K].first == V.Name) {
          std::vector<double> Flat = Dumps[K].second;
          if (const lifting::Binding* B = lifttest::bindingOf(Reg, V.Name))
            Flat = lifttest::regionPart(Flat, *B, Dims, Env);
          Env.Values[V.Name] = lifttest::shape(Flat, Dims);
        }
    }
    ir::Environment Final;
    try {
      Final = ir::runProgram(P, Env);
    } catch (const std::exception& E) {
      FAIL() << "interpreter: " << E.what() << "\n" << Reg.IrText;
    }
    for (const ir::Def& D : P.Defs) {
      std::vector<double> Got = lifttest::flatten(Final.Values[D.Name]);
      for (size_t K = 5; K < 10; ++K)
        if (Dumps[K].first == D.Name) {
          std::vector<double> Wanted = Dumps[K].second;
          if (const lifting::Binding* B = lifttest::bindingOf(Reg, D.Name))
            Wanted = lifttest::regionPart(Wanted, *B, lifttest::extentsOf(P, D.Name, Env), Env);
          ASSERT_EQ(Got.size(), Wanted.size()) << D.Name << "\n" << Reg.IrText;
          for (size_t I = 0; I < Got.size(); ++I) {
            double Want = Wanted[I];
            ASSERT_LE(std::fabs(Got[I] - Want),
                      1e-9 * std::max({std::fabs(Want), std::fabs(Got[I]), 1.0}))
                << D.Name << "[" << I << "]\n"
                << Reg.IrText;
          }
        }
    }
  }
  std::cout << Lifted << " of " << Seeds << " random regions lifted and matched\n";
  EXPECT_GT(Lifted, Seeds / 4);
  fs::remove_all(Work);
}

} // namespace
