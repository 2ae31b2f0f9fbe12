#include "Check.h"

#include <array>

namespace liar::tool {
namespace {

struct CheckText {
  std::string_view Name, Description;
};

// In the order of the enumerators. SARIF lists a rule for each check with a description; those
// come first, so that a check's rule index is its position.
constexpr std::array<CheckText, std::size(kChecks)> kTexts = {{
    {"liar-blas", "Loop nest replaced by BLAS calls"},
    {"liar-torch", "Loop nest replaced by LibTorch calls"},
    {"liar-omp", "Loop nest replaced by OpenMP loops"},
    {"liar-missed", "Loop nest kept: not lifted, or no rewrite that is both safe and cheaper"},
    {"liar-suppressed", "Loop nest kept: rewrite suppressed by NOLINT(liar)"},
    {"liar-generated", ""},
    {"liar-include", ""},
}};
static_assert(kChecks[kTexts.size() - 1] == Check::Include);

} // namespace

std::string_view checkName(Check c) {
  return kTexts[static_cast<size_t>(c)].Name;
}

std::string_view checkDescription(Check c) {
  return kTexts[static_cast<size_t>(c)].Description;
}

Check libraryCheck(ir::Library library) {
  return library == ir::Library::Blas ? Check::Blas : Check::Torch;
}

bool isLibraryCheck(Check c) {
  return c == Check::Blas || c == Check::Torch;
}

} // namespace liar::tool
