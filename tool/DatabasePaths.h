// Compilation databases as bear and CMake write them: an entry's `file` and its include paths
// may be relative to the entry's `directory`. liar reads the files itself (to rewrite them and
// report on them) from its own working directory, so it sees every entry with those paths made
// absolute.
#pragma once

#include "clang/Tooling/CompilationDatabase.h"

namespace liar::tool {

/// `inner`'s commands with relative file and path-option arguments resolved against each
/// command's directory, and one command per file (the first: a file compiled twice is
/// rewritten once).
class AbsolutePathDatabase : public clang::tooling::CompilationDatabase {
public:
  explicit AbsolutePathDatabase(const clang::tooling::CompilationDatabase& inner) : Inner(inner) {}

  std::vector<clang::tooling::CompileCommand>
  getCompileCommands(llvm::StringRef file) const override;
  std::vector<std::string> getAllFiles() const override { return Inner.getAllFiles(); }

private:
  const clang::tooling::CompilationDatabase& Inner;
};

/// `command` with its file and relative path arguments made absolute against its directory;
/// unchanged when the directory is "." (a command given after `--`).
clang::tooling::CompileCommand absoluteCommand(clang::tooling::CompileCommand command);

} // namespace liar::tool
