// `liar file.c -- flags` with its rewriting options: reports what each region becomes, and with
// --fix, -o, --diff or --export-fixes delivers the rewritten code.
#pragma once

#include "RewriteOptions.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace clang::tooling {
class CommonOptionsParser;
class CompilationDatabase;
} // namespace clang::tooling

namespace liar::tool {

/// Returns the exit code: 0 success (even when nothing was rewritten), 1 a file could not be
/// parsed or an output could not be written.
int runRewriteMode(clang::tooling::CommonOptionsParser& parser, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err);

/// The same over `sources` only, with their flags from `compilations`.
int runRewriteMode(const clang::tooling::CompilationDatabase& compilations,
                   const std::vector<std::string>& sources, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err);

} // namespace liar::tool
