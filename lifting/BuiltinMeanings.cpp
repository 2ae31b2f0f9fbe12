#include "lifting/BuiltinMeanings.h"

namespace liar::lifting {

// One row per reference. Parameters carry liar_ names, so that no macro of the user's command
// line (`-Dn=64`) reaches them.
const std::vector<BuiltinMeaning>& builtinMeanings() {
  static const std::vector<BuiltinMeaning> Table = {
      {"liar_sdot", "float liar_sdot(int liar_n, const float *liar_x, const float *liar_y)",
       "float liar_s = 0.0f; int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) "
       "liar_s += liar_x[liar_i] * liar_y[liar_i]; return liar_s;",
       "the sum of x[i] * y[i] (float)"},
      {"liar_ddot", "double liar_ddot(int liar_n, const double *liar_x, const double *liar_y)",
       "double liar_s = 0.0; int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) "
       "liar_s += liar_x[liar_i] * liar_y[liar_i]; return liar_s;",
       "the sum of x[i] * y[i] (double)"},
      {"liar_saxpy",
       "void liar_saxpy(int liar_n, float liar_a, const float *liar_x, float *liar_y)",
       "int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) "
       "liar_y[liar_i] += liar_a * liar_x[liar_i];",
       "y[i] += a * x[i] (float)"},
      {"liar_daxpy",
       "void liar_daxpy(int liar_n, double liar_a, const double *liar_x, double *liar_y)",
       "int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) "
       "liar_y[liar_i] += liar_a * liar_x[liar_i];",
       "y[i] += a * x[i] (double)"},
      {"liar_sscal", "void liar_sscal(int liar_n, float liar_a, float *liar_x)",
       "int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) liar_x[liar_i] *= liar_a;",
       "x[i] *= a (float)"},
      {"liar_dscal", "void liar_dscal(int liar_n, double liar_a, double *liar_x)",
       "int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) liar_x[liar_i] *= liar_a;",
       "x[i] *= a (double)"},
      {"liar_scopy", "void liar_scopy(int liar_n, const float *liar_x, float *liar_y)",
       "int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) liar_y[liar_i] = liar_x[liar_i];",
       "y[i] = x[i] (float)"},
      {"liar_dcopy", "void liar_dcopy(int liar_n, const double *liar_x, double *liar_y)",
       "int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) liar_y[liar_i] = liar_x[liar_i];",
       "y[i] = x[i] (double)"},
      {"liar_ssum", "float liar_ssum(int liar_n, const float *liar_x)",
       "float liar_s = 0.0f; int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) "
       "liar_s += liar_x[liar_i]; return liar_s;",
       "the sum of x[i] (float)"},
      {"liar_dsum", "double liar_dsum(int liar_n, const double *liar_x)",
       "double liar_s = 0.0; int liar_i; for (liar_i = 0; liar_i < liar_n; ++liar_i) "
       "liar_s += liar_x[liar_i]; return liar_s;",
       "the sum of x[i] (double)"},
  };
  return Table;
}

std::string builtinMeaningsHeader() {
  std::string Text = "/* liar's built-in references (lifting/BuiltinMeanings.cpp) */\n";
  for (const BuiltinMeaning& M : builtinMeanings())
    Text += std::string("static __inline__ __attribute__((__unused__)) ") + M.Signature + " {\n  " +
            M.Body + "\n}\n";
  return Text;
}

} // namespace liar::lifting
