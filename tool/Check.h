// The names a decision is reported under (clang-tidy's "checks"): one enumerator per name and
// one table of spellings, which remarks, fixes, optimisation records and SARIF all print.
#pragma once

#include "saturation/Target.h"

#include <string_view>

namespace liar::tool {

enum class Check {
  Blas,       ///< liar-blas: replaced by BLAS/LAPACK calls
  Torch,      ///< liar-torch: replaced by LibTorch runtime calls
  Omp,        ///< liar-omp: replaced by OpenMP loops
  Missed,     ///< liar-missed: kept (not lifted, or no rewrite both safe and cheaper)
  Suppressed, ///< liar-suppressed: kept, NOLINT(liar)
  Generated,  ///< liar-generated: code liar wrote, left alone
  Include,    ///< liar-include: the #include a rewrite needs
};

inline constexpr Check kChecks[] = {Check::Blas,   Check::Torch,      Check::Omp,
                                    Check::Missed, Check::Suppressed, Check::Generated,
                                    Check::Include};

/// "liar-blas", ...
std::string_view checkName(Check c);
/// What SARIF's rule of `c` says; empty for the checks SARIF lists no rule for.
std::string_view checkDescription(Check c);
/// The check of a rewrite calling `library`.
Check libraryCheck(ir::Library library);
/// Whether `c` names a rewrite into library calls.
bool isLibraryCheck(Check c);

} // namespace liar::tool
