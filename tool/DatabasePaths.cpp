#include "DatabasePaths.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

#include <array>

namespace liar::tool {
namespace {

/// Options whose value is a path, given joined (-Iinc) or as the next argument (-I inc).
constexpr std::array<llvm::StringLiteral, 7> kPathOptions = {
    "-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros", "-o"};

std::string absoluteIn(llvm::StringRef directory, llvm::StringRef path) {
  if (path.empty() || llvm::sys::path::is_absolute(path)) return path.str();
  llvm::SmallString<256> Full(directory);
  llvm::sys::path::append(Full, path);
  llvm::sys::path::remove_dots(Full, /*remove_dot_dot=*/true);
  return std::string(Full);
}

/// The path option `arg` starts with, or "" when it is none.
llvm::StringRef pathOption(llvm::StringRef arg) {
  for (llvm::StringRef Option : kPathOptions)
    if (arg.starts_with(Option)) return Option;
  return "";
}

} // namespace

clang::tooling::CompileCommand absoluteCommand(clang::tooling::CompileCommand command) {
  llvm::StringRef Dir = command.Directory;
  if (Dir.empty() || Dir == "." || !llvm::sys::path::is_absolute(Dir)) return command;
  command.Filename = absoluteIn(Dir, command.Filename);
  std::vector<std::string>& Args = command.CommandLine;
  for (size_t I = 1; I < Args.size(); ++I) {
    // The source, however the command spells it (./src/a.c for a `file` of src/a.c).
    if (!llvm::StringRef(Args[I]).starts_with("-") &&
        absoluteIn(Dir, Args[I]) == command.Filename) {
      Args[I] = command.Filename;
      continue;
    }
    llvm::StringRef Option = pathOption(Args[I]);
    if (Option.empty()) continue;
    if (Args[I].size() > Option.size())
      Args[I] = Option.str() + absoluteIn(Dir, llvm::StringRef(Args[I]).drop_front(Option.size()));
    else if (I + 1 < Args.size())
      Args[I + 1] = absoluteIn(Dir, Args[I + 1]), ++I;
  }
  return command;
}

std::vector<clang::tooling::CompileCommand>
AbsolutePathDatabase::getCompileCommands(llvm::StringRef file) const {
  std::vector<clang::tooling::CompileCommand> Commands = Inner.getCompileCommands(file);
  if (Commands.size() > 1) Commands.resize(1);
  for (clang::tooling::CompileCommand& C : Commands)
    C = absoluteCommand(std::move(C));
  return Commands;
}

} // namespace liar::tool
