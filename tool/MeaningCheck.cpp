#include "MeaningCheck.h"

#include "HarnessRun.h"
#include "TargetCheck.h"
#include "TargetHarness.h"
#include "lifting/BuiltinMeanings.h"

#include <filesystem>
#include <ostream>
#include <sstream>

namespace liar::tool {

using lifting::MeaningSignature;
using Param = MeaningSignature::Param;

namespace {

// The harness's own definitions, after the user's file: a fixed random sequence, the sizes
// and special values every meaning is tried on, and the comparison.
constexpr const char* kPrelude = R"(#undef main
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned long long liar_check_state = 0x9E3779B97F4A7C15ull;
static unsigned long long liar_check_next(void) {
  liar_check_state ^= liar_check_state << 13;
  liar_check_state ^= liar_check_state >> 7;
  liar_check_state ^= liar_check_state << 17;
  return liar_check_state;
}
static double liar_check_uniform(void) {
  return (double)(liar_check_next() >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}
static const int liar_check_sizes[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 17, 31, 32, 33};
enum { LIAR_CHECK_SIZES = sizeof liar_check_sizes / sizeof liar_check_sizes[0] };
/* +0, -0, +inf, -inf, NaN, a subnormal float (a small double), a value whose square
   overflows a float. */
static double liar_check_special(int k) {
  static const double values[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 3 * FLT_TRUE_MIN, 1e30};
  return values[k % (int)(sizeof values / sizeof values[0])];
}
/* Elements enough for sizes n used as up to three extents of one array. */
static size_t liar_check_length(int n, int extents) {
  size_t len = 1, edge = n > 1 ? (size_t)n : 1;
  for (int e = 0; e < extents && e < 3; ++e)
    len *= edge;
  return len + 8;
}
/* Equal, both NaN, or apart by no more than reordering n additions may round. */
static int liar_check_same(double a, double b, double tol, int n) {
  if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
  if (isinf(a) || isinf(b)) return a == b;
  return fabs(a - b) <= tol * (1 + n) * (1 + fabs(a) + fabs(b));
}
)";

bool floating(const std::string& Type) {
  return Type == "float" || Type == "double" || Type == "long double";
}

/// The relative tolerance per addition for values of Type.
std::string toleranceOf(const std::string& Type) {
  if (Type == "float") return "1e-5";
  if (floating(Type)) return "1e-13";
  return "0";
}

std::string quoted(const std::string& Text) {
  std::string Out;
  for (char C : Text)
    Out += C == '"' || C == '\\' ? std::string("\\") + C : std::string(1, C);
  return Out;
}

/// The arguments of one trial: each parameter's variable (one copy of every array for each
/// side), the C text that sets them up, and the text that frees the arrays.
struct TrialArguments {
  std::string Setup, Opaque, Reference, Frees;
  int Extents = 0;  ///< integer parameters: the extents an array may have
  int Specials = 0; ///< places a special value may go: floating scalars and arrays
};

TrialArguments trialArguments(const MeaningSignature& M) {
  TrialArguments A;
  std::ostringstream C;
  for (size_t K = 0; K < M.Params.size(); ++K) {
    const Param& P = M.Params[K];
    std::string V = "v" + std::to_string(K), Sep = K ? ", " : "";
    std::string Mine = V, Theirs = V;
    if (P.R == Param::Integer) {
      C << "    " << P.Type << " " << V << " = (" << P.Type << ")n;\n";
      ++A.Extents;
    } else if (P.R == Param::Floating) {
      C << "    " << P.Type << " " << V << " = (" << P.Type << ")(2 * liar_check_uniform());\n"
        << "    if (special == " << A.Specials++ << ") " << V << " = (" << P.Type << ")value;\n";
    } else if (P.R == Param::Input || P.R == Param::Output) {
      const std::string& E = P.Element;
      C << "    " << E << " *" << V << "a = malloc(len * sizeof(" << E << ")), *" << V
        << "b = malloc(len * sizeof(" << E << "));\n"
        << "    for (size_t i = 0; i < len; ++i)\n"
        << "      " << V << "a[i] = (" << E << ")("
        << (floating(E) ? "liar_check_uniform()" : "(long)(liar_check_next() % 101) - 50")
        << ");\n";
      if (floating(E))
        C << "    if (special == " << A.Specials++ << ") " << V << "a[liar_check_next() % len] = ("
          << E << ")value;\n";
      C << "    memcpy(" << V << "b, " << V << "a, len * sizeof(" << E << "));\n";
      Mine = V + "a";
      Theirs = V + "b";
      A.Frees += "    free(" + V + "a);\n    free(" + V + "b);\n";
    }
    A.Opaque += Sep + Mine;
    A.Reference += Sep + Theirs;
  }
  A.Setup = C.str();
  return A;
}

/// The comparisons of one trial: the results, then every element of each array the opaque
/// function may write; the first difference goes to `what`.
std::string trialComparisons(const MeaningSignature& M) {
  std::ostringstream C;
  if (M.Result != "void")
    C << "    if (!liar_check_same((double)ra, (double)rb, " << toleranceOf(M.Result) << ", n)) {\n"
      << "      bad = 1;\n"
      << "      snprintf(what, sizeof what, \"the result is %.9g, the reference's %.9g\", "
         "(double)ra, (double)rb);\n"
      << "    }\n";
  for (size_t K = 0; K < M.Params.size(); ++K) {
    const Param& P = M.Params[K];
    if (P.R != Param::Output) continue;
    std::string V = "v" + std::to_string(K);
    C << "    for (size_t i = 0; i < len && !bad; ++i)\n"
      << "      if (!liar_check_same((double)" << V << "a[i], (double)" << V << "b[i], "
      << toleranceOf(P.Element) << ", n)) {\n"
      << "        bad = 1;\n"
      << "        snprintf(what, sizeof what, \"element %zu of '" << quoted(P.Name)
      << "' is %.9g, the reference's %.9g\", i, (double)" << V << "a[i], (double)" << V
      << "b[i]);\n"
      << "      }\n";
  }
  return C.str();
}

/// The function that checks one meaning; it prints "ok TRIALS" or "differ: ...".
std::string checkFunction(const MeaningSignature& M, int Index) {
  TrialArguments A = trialArguments(M);
  std::string Result = M.Result == "void" ? "" : M.Result + " ra = ";
  std::string ResultB = M.Result == "void" ? "" : M.Result + " rb = ";
  std::ostringstream C;
  C << "static int liar_check_" << Index << "(void) {\n"
    << "  int trials = 0;\n"
    << "  for (int t = 0; t < 4 * LIAR_CHECK_SIZES; ++t) {\n"
    << "    int n = liar_check_sizes[t % LIAR_CHECK_SIZES];\n"
    << "    int special = t >= LIAR_CHECK_SIZES && " << A.Specials
    << " > 0 ? (int)(liar_check_next() % " << std::max(A.Specials, 1) << ") : -1;\n"
    << "    double value = liar_check_special(t);\n"
    << "    size_t len = liar_check_length(n, " << A.Extents << ");\n"
    << "    int bad = 0;\n"
    << "    char what[256] = \"\";\n"
    << A.Setup << "    " << Result << M.Opaque << "(" << A.Opaque << ");\n"
    << "    " << ResultB << M.Reference << "(" << A.Reference << ");\n"
    << trialComparisons(M) << A.Frees << "    if (bad) {\n"
    << "      if (special >= 0)\n"
    << "        printf(\"differ: %s (sizes %d, special value %g)\\n\", what, n, value);\n"
    << "      else\n"
    << "        printf(\"differ: %s (sizes %d)\\n\", what, n);\n"
    << "      return 1;\n"
    << "    }\n"
    << "    ++trials;\n"
    << "  }\n"
    << "  printf(\"ok %d\\n\", trials);\n"
    << "  return 0;\n"
    << "}\n";
  return C.str();
}

/// Why M cannot be checked by a harness; "" when it can.
std::string uncheckable(const MeaningSignature& M) {
  for (const Param& P : M.Params)
    if (P.R == Param::Other)
      return "parameter '" + P.Name + "' is neither a number nor a pointer to numbers";
  return "";
}

/// What one file's harness checks: its meanings, then its targets with their C functions.
struct HarnessChecks {
  std::vector<MeaningSignature> Meanings;
  /// Every target, with why the harness cannot check it ("" when it does).
  std::vector<std::pair<TargetFunction, std::string>> Targets;
  std::vector<std::string> TargetFunctions; ///< the C functions of the checked ones, in order
};

/// The declarations of File a harness can check, into Checks; false when one cannot be.
bool checkable(const lifting::FileResult& F, HarnessChecks& Checks, std::ostream& Err) {
  bool Ok = true;
  for (const MeaningSignature& M : F.Meanings) {
    if (std::string Why = uncheckable(M); !Why.empty()) {
      Err << M.Where << ": error: meaning of '" << M.Opaque << "' as '" << M.Reference
          << "' cannot be checked: " << Why << "\n";
      Ok = false;
    } else {
      Checks.Meanings.push_back(M);
    }
  }
  for (const std::string& Error : checkTargets(F.Targets)) {
    Err << Error << "\n";
    Ok = false;
  }
  if (!Ok) return false;
  for (const TargetFunction& T : F.Targets) {
    std::string Why;
    std::string Function =
        targetCheckFunction(T, static_cast<int>(Checks.TargetFunctions.size()), Why);
    Checks.Targets.push_back({T, Why});
    if (Why.empty()) Checks.TargetFunctions.push_back(Function);
  }
  return true;
}

/// Builds File's harness with the file's flags and runs it (HarnessRun.h).
bool runHarness(const clang::tooling::CompilationDatabase& Compilations,
                const lifting::FileResult& F, const HarnessChecks& Checks, std::string& Output,
                std::string& RunError, std::ostream& Err) {
  std::vector<std::string> Libraries;
  if (!Checks.TargetFunctions.empty()) Libraries.push_back("-lopenblas");
  std::string Text = harnessText(std::filesystem::absolute(F.File).string(), Checks.Meanings,
                                 Checks.TargetFunctions);
  return buildAndRunHarness(Compilations, F.File, Text, Libraries, Output, RunError, Err);
}

/// Why a harness line is no answer, for the declaration at Label called Name.
void reportStopped(const std::string& Label, const std::string& Name, const std::string& Error,
                   std::ostream& Err) {
  Err << Label << "error: " << Name << " could not be checked: the harness stopped ("
      << (Error.empty() ? "no answer" : Error)
      << "; an opaque function of another library needs LIAR_CHECK_LIBS)\n";
}

/// Checks File's meanings and targets; false when one does not hold or cannot be checked.
bool checkFile(const clang::tooling::CompilationDatabase& Compilations,
               const lifting::FileResult& F, std::ostream& Out, std::ostream& Err) {
  HarnessChecks Checks;
  bool Ok = checkable(F, Checks, Err);
  std::string Output, Error;
  bool Harness = !Checks.Meanings.empty() || !Checks.TargetFunctions.empty();
  if (Harness && !runHarness(Compilations, F, Checks, Output, Error, Err)) return false;
  std::istringstream Lines(Output);
  for (const MeaningSignature& M : Checks.Meanings) {
    std::string Line;
    std::getline(Lines, Line);
    std::string Label = M.Where + ": ";
    std::string Name = "meaning of '" + M.Opaque + "' as '" + M.Reference + "'";
    if (Line.rfind("ok ", 0) == 0) {
      Out << Label << "note: " << Name << " holds on " << Line.substr(3)
          << " trials (sizes 0 to 33; ±0, ±inf, NaN, subnormal and huge inputs)\n";
      continue;
    }
    Ok = false;
    if (Line.rfind("differ: ", 0) == 0)
      Err << Label << "error: " << Name << " does not hold: " << Line.substr(8) << "\n";
    else
      reportStopped(Label, Name, Error, Err);
  }
  for (const auto& [T, Why] : Checks.Targets) {
    std::string Label = T.Where + ": ";
    std::string Name = "target '" + T.Function + "' of '" + T.Routine + "'";
    if (!Why.empty()) {
      Err << Label << "warning: " << Name << " is not checked: " << Why << "\n";
      continue;
    }
    std::string Line;
    std::getline(Lines, Line);
    if (Line.rfind("ok ", 0) == 0) {
      Out << Label << "note: " << Name << " computes what the routine does on the "
          << Line.substr(3) << " trials its guard admits\n";
    } else if (Line == "never") {
      Err << Label << "warning: " << Name << " is not checked: its guard held in no trial\n";
    } else {
      Ok = false;
      if (Line.rfind("differ: ", 0) == 0)
        Err << Label << "error: " << Name
            << " does not compute what the routine does: " << Line.substr(8) << "\n";
      else
        reportStopped(Label, Name, Error, Err);
    }
  }
  return Ok;
}

} // namespace

std::string harnessText(const std::string& File, const std::vector<MeaningSignature>& Meanings,
                        const std::vector<std::string>& targetFunctions) {
  std::ostringstream C;
  C << "/* liar --check-idioms: the declared meanings and targets of " << File << " */\n"
    << lifting::builtinMeaningsHeader();
  // Before the file: its macros (a `#define N 48`) would rename cblas.h's parameters.
  if (!targetFunctions.empty()) C << "#include <cblas.h>\n";
  C << "#define main liar_check_user_main\n"
    << "#include \"" << quoted(File) << "\"\n"
    << kPrelude;
  if (!targetFunctions.empty()) C << targetHarnessPrelude();
  for (size_t K = 0; K < Meanings.size(); ++K)
    C << checkFunction(Meanings[K], static_cast<int>(K));
  for (const std::string& F : targetFunctions)
    C << F;
  // Unbuffered: the lines of the checks made before a crash are not lost with it.
  C << "int main(void) {\n  setvbuf(stdout, NULL, _IONBF, 0);\n";
  for (size_t K = 0; K < Meanings.size(); ++K)
    C << "  liar_check_" << K << "();\n";
  for (size_t K = 0; K < targetFunctions.size(); ++K)
    C << "  liar_check_target_" << K << "();\n";
  C << "  return 0;\n}\n";
  return C.str();
}

int checkMeanings(const clang::tooling::CompilationDatabase& Compilations,
                  const std::vector<lifting::FileResult>& Files, std::ostream& Out,
                  std::ostream& Err) {
  bool Ok = true;
  for (const lifting::FileResult& F : Files) {
    for (const std::string& Error : F.DeclarationErrors)
      Err << Error << "\n";
    if (!F.DeclarationErrors.empty() || F.ParseFailed) {
      Err << "liar: error: '" << F.File << "' "
          << (F.ParseFailed ? "could not be parsed" : "has declarations that do not hold") << "\n";
      Ok = false;
      continue;
    }
    Ok &= checkFile(Compilations, F, Out, Err);
  }
  return Ok ? 0 : 1;
}

} // namespace liar::tool
