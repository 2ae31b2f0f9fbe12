// Building and running a --check-idioms harness: the compiler ($CC or cc), the flags of the
// file's compile command that decide its text and code, and the run, each output captured.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace clang::tooling {
class CompilationDatabase;
}

namespace liar::tool {

/// The flags of a compile command a harness build keeps: what decides the file's text and
/// code (-D, -U, -I, -include, -isystem, -std=, -f..., -m..., -O...), not its outputs.
std::vector<std::string> harnessFlags(const std::vector<std::string>& CommandLine);

/// Builds Text, the harness of File, with File's flags, LIAR_CHECK_LIBS and Libraries, and
/// runs it: its standard output in Output, why the run failed in RunError. False, said why on
/// Err, when it does not build.
bool buildAndRunHarness(const clang::tooling::CompilationDatabase& Compilations,
                        const std::string& File, const std::string& Text,
                        const std::vector<std::string>& Libraries, std::string& Output,
                        std::string& RunError, std::ostream& Err);

} // namespace liar::tool
