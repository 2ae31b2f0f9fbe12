#include "TargetHarness.h"

#include "saturation/Library.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace liar::tool {

namespace {

/// How a trial calls one routine family: C statements that declare each of its parameters
/// under cblas.h's name (sizes from the trial's m, n, k; transposes, side, triangle and unit
/// diagonal from t1 to t4; scalars from a and b, never 0, for which BLAS skips work the loops do;
/// arrays from LIAR_ARRAY, random elements), the arrays the routine reads (one may hold a special
/// value) and those it writes, each with its length. `E` is the element type.
struct Shape {
  const char* Family;
  const char* Setup;
  const char* Inputs;  ///< "X;Y"
  const char* Outputs; ///< "Y:N", the length a C expression of the parameters
};

// clang-format off
const Shape kShapes[] = {
    {"dot",  "int N = n, incX = 1, incY = 1; E *X = LIAR_ARRAY(E, N), *Y = LIAR_ARRAY(E, N);", "X;Y", ""},
    {"nrm2", "int N = n, incX = 1; E *X = LIAR_ARRAY(E, N);", "X", ""},
    {"asum", "int N = n, incX = 1; E *X = LIAR_ARRAY(E, N);", "X", ""},
    {"axpy", "int N = n, incX = 1, incY = 1; E alpha = (E)a; E *X = LIAR_ARRAY(E, N), *Y = LIAR_ARRAY(E, N);", "X", "Y:N"},
    {"scal", "int N = n, incX = 1; E alpha = (E)a; E *X = LIAR_ARRAY(E, N);", "", "X:N"},
    {"copy", "int N = n, incX = 1, incY = 1; E *X = LIAR_ARRAY(E, N), *Y = LIAR_ARRAY(E, N);", "X", "Y:N"},
    {"gemv", "int Order = CblasRowMajor, TransA = t1 ? CblasTrans : CblasNoTrans; int M = m, N = n, lda = LIAR_LD(N), incX = 1, incY = 1; E alpha = (E)a, beta = (E)b; E *A = LIAR_ARRAY(E, M * N), *X = LIAR_ARRAY(E, t1 ? M : N), *Y = LIAR_ARRAY(E, t1 ? N : M);", "A;X", "Y:t1 ? N : M"},
    {"ger",  "int Order = CblasRowMajor; int M = m, N = n, lda = LIAR_LD(N), incX = 1, incY = 1; E alpha = (E)a; E *X = LIAR_ARRAY(E, M), *Y = LIAR_ARRAY(E, N), *A = LIAR_ARRAY(E, M * N);", "X;Y", "A:M * N"},
    {"gemm", "int Order = CblasRowMajor, TransA = t1 ? CblasTrans : CblasNoTrans, TransB = t2 ? CblasTrans : CblasNoTrans; int M = m, N = n, K = k, lda = LIAR_LD(t1 ? M : K), ldb = LIAR_LD(t2 ? K : N), ldc = LIAR_LD(N); E alpha = (E)a, beta = (E)b; E *A = LIAR_ARRAY(E, M * K), *B = LIAR_ARRAY(E, K * N), *C = LIAR_ARRAY(E, M * N);", "A;B", "C:M * N"},
    {"syrk", "int Order = CblasRowMajor, Uplo = t3 ? CblasUpper : CblasLower, Trans = t1 ? CblasTrans : CblasNoTrans; int N = n, K = k, lda = LIAR_LD(t1 ? N : K), ldc = LIAR_LD(N); E alpha = (E)a, beta = (E)b; E *A = LIAR_ARRAY(E, N * K), *C = LIAR_ARRAY(E, N * N);", "A", "C:N * N"},
    {"syr2k", "int Order = CblasRowMajor, Uplo = t3 ? CblasUpper : CblasLower, Trans = t1 ? CblasTrans : CblasNoTrans; int N = n, K = k, lda = LIAR_LD(t1 ? N : K), ldb = LIAR_LD(t1 ? N : K), ldc = LIAR_LD(N); E alpha = (E)a, beta = (E)b; E *A = LIAR_ARRAY(E, N * K), *B = LIAR_ARRAY(E, N * K), *C = LIAR_ARRAY(E, N * N);", "A;B", "C:N * N"},
    {"symm", "int Order = CblasRowMajor, Side = t2 ? CblasRight : CblasLeft, Uplo = t3 ? CblasUpper : CblasLower; int M = m, N = n, lda = LIAR_LD(t2 ? N : M), ldb = LIAR_LD(N), ldc = LIAR_LD(N); E alpha = (E)a, beta = (E)b; E *A = LIAR_ARRAY(E, t2 ? N * N : M * M), *B = LIAR_ARRAY(E, M * N), *C = LIAR_ARRAY(E, M * N);", "A;B", "C:M * N"},
    {"trmm", "int Order = CblasRowMajor, Side = t2 ? CblasRight : CblasLeft, Uplo = t3 ? CblasUpper : CblasLower, TransA = t1 ? CblasTrans : CblasNoTrans, Diag = t4 ? CblasUnit : CblasNonUnit; int M = m, N = n, lda = LIAR_LD(t2 ? N : M), ldb = LIAR_LD(N); E alpha = (E)a; E *A = LIAR_ARRAY(E, t2 ? N * N : M * M), *B = LIAR_ARRAY(E, M * N);", "A", "B:M * N"},
};
// clang-format on

/// The start of trial t: sizes (1 to 33: BLAS returns at once on an empty size, without the
/// beta scaling loops do, and liar's guards never make such a call), flags and scalars. Round 0 is
/// the plain call (no transpose, scalars 1) liar makes most; round 1 varies the transposes, side,
/// triangle and diagonal, round 2 the scalars, round 3 both.
constexpr const char* kTrialPrologue = R"(    int n = liar_check_sizes[t % LIAR_CHECK_SIZES];
    int m = liar_check_sizes[(t * 7 + 3) % LIAR_CHECK_SIZES];
    int k = liar_check_sizes[(t * 11 + 5) % LIAR_CHECK_SIZES];
    if (n == 0 || m == 0 || k == 0) continue; /* liar's guards never call with an empty size */
    int round = t / LIAR_CHECK_SIZES, flags = round & 1 ? t : 0;
    int t1 = flags & 1, t2 = (flags >> 1) & 1, t3 = (flags >> 2) & 1, t4 = (flags >> 3) & 1;
    double a = round < 2 ? 1.0 : t % 2 ? -1.5 : 0.5 + liar_check_uniform() / 4;
    double b = round < 2 ? 1.0 : t % 3 ? -1.0 : 1.5 + liar_check_uniform() / 4;
    char what[256] = "";
    (void)m, (void)k, (void)t1, (void)t2, (void)t3, (void)t4, (void)a, (void)b;
)";

const Shape* shapeOf(const std::string& routine) {
  for (const Shape& S : kShapes)
    if (routine.size() > 7 && routine.substr(7) == S.Family) return &S;
  return nullptr;
}

std::vector<std::string> split(const std::string& text, char at) {
  std::vector<std::string> Out;
  std::istringstream In(text);
  for (std::string Item; std::getline(In, Item, at);)
    if (!Item.empty()) Out.push_back(Item);
  return Out;
}

/// Text with each word `E` replaced by the element type.
std::string replacedE(const std::string& text, const std::string& element) {
  return mapIdentifiers(text, [&](const std::string& w) { return w == "E" ? element : w; });
}

/// The comparisons of one trial: the results, or every element each output holds after the
/// target and after the routine (the routine's in liar_ref_NAME).
std::string comparisons(const Shape& S, bool value, const std::string& tolerance) {
  std::ostringstream C;
  if (value)
    C << "    if (!liar_check_same((double)ra, (double)rb, " << tolerance << ", m + n + k))\n"
      << "      snprintf(what, sizeof what, \"the result is %.9g, the routine's %.9g\", "
         "(double)ra, (double)rb);\n";
  for (const std::string& Output : split(S.Outputs, ';')) {
    size_t Colon = Output.find(':');
    std::string Name = Output.substr(0, Colon), Length = Output.substr(Colon + 1);
    C << "    for (size_t i = 0; i < (size_t)(" << Length << ") && !what[0]; ++i)\n"
      << "      if (!liar_check_same((double)" << Name << "[i], (double)liar_ref_" << Name
      << "[i], " << tolerance << ", m + n + k))\n"
      << "        snprintf(what, sizeof what, \"element %zu of '" << Name
      << "' is %.9g, the routine's %.9g\", i, (double)" << Name << "[i], (double)liar_ref_" << Name
      << "[i]);\n";
  }
  return C.str();
}

/// The printf of a difference: what differs, and the call's parameters other than arrays by
/// name (enumerators spelled), the trial a user reruns by hand.
std::string differenceReport(const std::vector<std::string>& names,
                             const std::vector<std::string>& inputs,
                             const std::vector<std::string>& outputs) {
  std::string Format, Values;
  for (const std::string& N : names)
    if (std::find(inputs.begin(), inputs.end(), N) == inputs.end() &&
        std::find(outputs.begin(), outputs.end(), N) == outputs.end()) {
      bool Flag =
          N == "Order" || N == "Side" || N == "Uplo" || N == "Diag" || N.rfind("Trans", 0) == 0;
      Format += (Format.empty() ? "" : ", ") + N + (Flag ? " %s" : " %g");
      Values += (Flag ? ", liar_check_flag(" : ", (double)(") + N + ")";
    }
  return "      printf(\"differ: %s (" + Format + "%s)\\n\", what" + Values +
         ", round & 1 ? \"; a special value\" : \"\");\n";
}

} // namespace

std::string targetHarnessPrelude() {
  return R"(/* The arrays of a target's trial, freed together when it ends. */
static void *liar_check_arrays[16];
static int liar_check_count;
static void *liar_check_array(size_t bytes, size_t length, int is_float) {
  void *p = malloc(bytes * (length + 8));
  for (size_t i = 0; i < length + 8; ++i) {
    double v = liar_check_uniform();
    if (is_float) ((float *)p)[i] = (float)v; else ((double *)p)[i] = v;
  }
  return liar_check_arrays[liar_check_count++] = p;
}
static void *liar_check_copy(const void *from, size_t bytes) {
  void *p = malloc(bytes);
  memcpy(p, from, bytes);
  return liar_check_arrays[liar_check_count++] = p;
}
static void liar_check_free_all(void) {
  while (liar_check_count > 0) free(liar_check_arrays[--liar_check_count]);
}
/* A CBLAS enumerator's name, for the trial a difference reports. */
static const char *liar_check_flag(int v) {
  switch (v) {
  case CblasRowMajor: return "CblasRowMajor";
  case CblasColMajor: return "CblasColMajor";
  case CblasNoTrans: return "CblasNoTrans";
  case CblasTrans: return "CblasTrans";
  case CblasUpper: return "CblasUpper";
  case CblasLower: return "CblasLower";
  case CblasNonUnit: return "CblasNonUnit";
  case CblasUnit: return "CblasUnit";
  case CblasLeft: return "CblasLeft";
  case CblasRight: return "CblasRight";
  }
  return "?";
}
#define LIAR_ARRAY(T, len) ((T *)liar_check_array(sizeof(T), (size_t)(len), sizeof(T) == sizeof(float)))
#define LIAR_LD(x) ((x) > 1 ? (x) : 1)
)";
}

std::string targetCheckFunction(const TargetFunction& target, int index, std::string& why) {
  std::optional<ir::NamedRoutine> Routine = ir::blasRoutineNamed(target.Routine);
  const Shape* S = shapeOf(target.Routine);
  if (!Routine || !S) {
    why = "--check-idioms tries targets of ";
    for (const Shape& Known : kShapes)
      why += std::string(&Known == kShapes ? "" : ", ") + Known.Family;
    why += " only";
    return "";
  }
  std::string E = Routine->Single ? "float" : "double";
  std::string Tolerance = Routine->Single ? "1e-5" : "1e-13";
  std::vector<std::string> Names = ir::parameterNames(*Routine->R);
  std::vector<std::string> Outputs;
  for (const std::string& O : split(S->Outputs, ';'))
    Outputs.push_back(O.substr(0, O.find(':')));
  std::string Reference = target.Routine + "(", Call = target.Function + "(";
  for (size_t K = 0; K < Names.size(); ++K) {
    bool Written = std::find(Outputs.begin(), Outputs.end(), Names[K]) != Outputs.end();
    Reference += (K ? ", " : "") + (Written ? "liar_ref_" : std::string()) + Names[K];
  }
  for (size_t K = 0; K < target.Args.size(); ++K)
    Call += (K ? ", " : "") + target.Args[K];
  std::ostringstream C;
  // The file's macros of the parameters' names would rename the trial's variables.
  for (const std::string& N : Names)
    C << "#undef " << N << "\n";
  std::vector<std::string> Inputs = split(S->Inputs, ';');
  C << "static int liar_check_target_" << index << "(void) {\n"
    << "  int trials = 0;\n"
    << "  for (int t = 0; t < 4 * LIAR_CHECK_SIZES; ++t, liar_check_free_all()) {\n"
    << kTrialPrologue << "    " << replacedE(S->Setup, E) << "\n";
  for (const std::string& N : Names)
    C << "    (void)" << N << ";\n";
  // In rounds 1 and 3, one input's first element is a special value.
  if (!Inputs.empty()) {
    C << "    if (round & 1) switch (t % " << Inputs.size() << ") {\n";
    for (size_t K = 0; K < Inputs.size(); ++K)
      C << "      case " << K << ": " << Inputs[K] << "[0] = (" << E
        << ")liar_check_special(t); break;\n";
    C << "    }\n";
  }
  C << "    if (!(" << (target.Guard.empty() ? "1" : target.Guard) << ")) continue;\n";
  for (const std::string& O : split(S->Outputs, ';')) {
    size_t Colon = O.find(':');
    std::string Name = O.substr(0, Colon), Length = O.substr(Colon + 1);
    C << "    " << E << " *liar_ref_" << Name << " = liar_check_copy(" << Name << ", sizeof(" << E
      << ") * ((size_t)(" << Length << ") + 8));\n";
  }
  if (Routine->Value)
    C << "    " << E << " ra = " << Call << ");\n    " << E << " rb = " << Reference << ");\n";
  else
    C << "    " << Call << ");\n    " << Reference << ");\n";
  C << comparisons(*S, Routine->Value, Tolerance) << "    if (what[0]) {\n"
    << differenceReport(Names, Inputs, Outputs) << "      liar_check_free_all();\n"
    << "      return 1;\n"
    << "    }\n"
    << "    ++trials;\n"
    << "  }\n"
    << "  if (trials) printf(\"ok %d\\n\", trials); else printf(\"never\\n\");\n"
    << "  return 0;\n"
    << "}\n";
  return C.str();
}

} // namespace liar::tool
