// The table of library functions as text: the needs of every routine (liar-cc reads them) and
// the table docs/ir.md shows. Printed by liar-library; tests hold the docs and the LibTorch
// runtime's header equal to it.
#pragma once

#include <string>

namespace liar::ir {

/// One line per routine name, single and double: `name link header` (`-` for no header).
std::string routineNeeds();

/// docs/ir.md's table of library functions, one Markdown row per function.
std::string libraryTableMarkdown();

} // namespace liar::ir
