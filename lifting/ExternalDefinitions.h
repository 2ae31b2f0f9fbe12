// The names a translation unit defines with external linkage: functions whose definitions it
// emits as external symbols and file-scope variables it defines. A shared library linked into
// the program that exports one of these names has its own calls of that name reach the
// program's definition instead (ELF symbol interposition), so the tool checks them against
// the names of the libraries a rewrite would call.
#pragma once

#include "lifting/Region.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace liar::lifting {

struct ExternalDefinition {
  std::string Name;
  Location Where;
};

/// The external definitions of the translation unit outside system headers, in source order.
std::vector<ExternalDefinition> externalDefinitions(clang::ASTContext& Ctx);

} // namespace liar::lifting
