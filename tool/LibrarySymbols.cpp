#include "LibrarySymbols.h"

#include <algorithm>
#include <iterator>

namespace liar::tool {

namespace {
// Sorted (the generator sorts with LC_ALL=C, which is std::string_view's order).
constexpr std::string_view OpenBlasNames[] = {
#include "OpenBlasExports.inc"
};
} // namespace

bool openBlasExports(std::string_view name) {
  return std::binary_search(std::begin(OpenBlasNames), std::end(OpenBlasNames), name);
}

} // namespace liar::tool
