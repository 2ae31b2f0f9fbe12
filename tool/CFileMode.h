// `liar file.c ... -- flags` / `liar -p builddir file.c`: lifts the loop nests of C files and
// reports each region in the compiler's diagnostic format, or prints its IR (--dump-ir).
#pragma once

#include "lifting/DeclaredMeanings.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace clang::tooling {
class CommonOptionsParser;
}

namespace liar::tool {

struct CFileModeOptions {
  bool DumpIr = false;
  /// Regular expression over function names; empty means every function.
  std::string Functions;
  /// Meanings the command line declares (--meaning).
  std::vector<lifting::MeaningDeclaration> Meanings;
};

/// Returns the exit code: 0 success (even when nothing was lifted), 1 a file could not be
/// parsed.
int runCFileMode(clang::tooling::CommonOptionsParser& Parser, const CFileModeOptions& Options,
                 std::ostream& Out, std::ostream& Err);

} // namespace liar::tool
