// `liar --check-idioms`: tests each declared meaning and target function before it is trusted. For
// every file, a harness includes the file, calls each opaque function and its reference on copies
// of the same random inputs (every size from 0 to 33, then with one special value each time: ±0,
// ±inf, NaN, a subnormal, a huge value), and compares results and written elements.
#pragma once

#include "lifting/Frontend.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace clang::tooling {
class CompilationDatabase;
}

namespace liar::tool {

/// The C text of the harness for File's meanings and targets (TargetHarness.h's functions):
/// main() prints one line per meaning, then one per target, "ok TRIALS", "never" or "differ: ...".
std::string harnessText(const std::string& File,
                        const std::vector<lifting::MeaningSignature>& Meanings,
                        const std::vector<std::string>& targetFunctions);

/// Checks the meanings and targets of every file (built with $CC, or cc); says for each one
/// whether it holds, at the place it is declared. Returns 0 when every one holds (also when none is
/// declared), 1 when one does not, its harness does not build, or a file failed.
int checkMeanings(const clang::tooling::CompilationDatabase& Compilations,
                  const std::vector<lifting::FileResult>& Files, std::ostream& Out,
                  std::ostream& Err);

} // namespace liar::tool
