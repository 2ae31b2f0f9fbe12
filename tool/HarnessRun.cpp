#include "HarnessRun.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <cstdlib>
#include <fstream>
#include <ostream>
#include <sstream>

namespace liar::tool {

namespace {

/// Runs Program with Args; its standard output in Out. An error text, or "".
std::string run(const std::string& Program, const std::vector<std::string>& Args,
                std::string& Out) {
  llvm::SmallString<128> OutFile;
  if (llvm::sys::fs::createTemporaryFile("liar-check", "out", OutFile))
    return "cannot create a temporary file";
  std::vector<llvm::StringRef> Argv;
  for (const std::string& A : Args)
    Argv.push_back(A);
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, llvm::StringRef(OutFile),
                                                llvm::StringRef(OutFile)};
  std::string Error;
  int Status = llvm::sys::ExecuteAndWait(Program, Argv, std::nullopt, Redirects, 120, 0, &Error);
  if (auto Buffer = llvm::MemoryBuffer::getFile(OutFile)) Out = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(OutFile);
  if (Status == -2) return "it crashed or ran out of time";
  if (Status == -1) return "it could not be run: " + Error;
  if (Status != 0) return "exit status " + std::to_string(Status);
  return "";
}

std::string compilerPath() {
  const char* CC = std::getenv("CC");
  std::string Name = CC && *CC ? CC : "cc";
  if (Name.find('/') != std::string::npos) return Name;
  auto Found = llvm::sys::findProgramByName(Name);
  return Found ? *Found : "";
}

} // namespace

bool buildAndRunHarness(const clang::tooling::CompilationDatabase& Compilations,
                        const std::string& File, const std::string& Text,
                        const std::vector<std::string>& Libraries, std::string& Output,
                        std::string& RunError, std::ostream& Err) {
  std::string Compiler = compilerPath();
  llvm::SmallString<128> Source, Binary;
  if (Compiler.empty() || llvm::sys::fs::createTemporaryFile("liar-check", "c", Source) ||
      llvm::sys::fs::createTemporaryFile("liar-check", "exe", Binary)) {
    Err << "liar: error: cannot build the harness of '" << File
        << "': no compiler ($CC or cc) or no temporary file\n";
    return false;
  }
  std::ofstream(Source.str().str()) << Text;
  std::vector<std::string> Args = {Compiler, Source.str().str()};
  std::vector<clang::tooling::CompileCommand> Commands = Compilations.getCompileCommands(File);
  if (!Commands.empty())
    for (const std::string& Flag : harnessFlags(Commands.front().CommandLine))
      Args.push_back(Flag);
  // The harness calls only the declared functions: what else the file calls may stay
  // undefined (linked without PIE, whose loader refuses an undefined function at start-up).
  // LIAR_CHECK_LIBS names the libraries an opaque function of another one needs.
  // The references may be written under `#ifdef __liar__`, as liar's parse sees them.
  Args.insert(Args.end(), {"-D__liar__=1", "-Werror=implicit-function-declaration", "-o",
                           Binary.str().str(), "-no-pie", "-Wl,--unresolved-symbols=ignore-all"});
  if (const char* Libs = std::getenv("LIAR_CHECK_LIBS")) {
    std::istringstream Words(Libs);
    for (std::string W; Words >> W;)
      Args.push_back(W);
  }
  Args.insert(Args.end(), Libraries.begin(), Libraries.end());
  Args.push_back("-lm");
  std::string Error = run(Compiler, Args, Output);
  llvm::sys::fs::remove(Source);
  if (!Error.empty()) {
    Err << "liar: error: the harness of '" << File << "' does not build (" << Error << "):\n"
        << Output;
    llvm::sys::fs::remove(Binary);
    return false;
  }
  RunError = run(Binary.str().str(), {Binary.str().str()}, Output);
  llvm::sys::fs::remove(Binary);
  return true;
}

std::vector<std::string> harnessFlags(const std::vector<std::string>& CommandLine) {
  std::vector<std::string> Out;
  auto StartsWith = [](const std::string& S, const char* P) { return S.rfind(P, 0) == 0; };
  for (size_t K = 1; K < CommandLine.size(); ++K) {
    const std::string& A = CommandLine[K];
    bool Separate = A == "-D" || A == "-U" || A == "-I" || A == "-include" || A == "-isystem";
    if (Separate && K + 1 < CommandLine.size()) {
      Out.push_back(A);
      Out.push_back(CommandLine[++K]);
      continue;
    }
    // NaN and infinities are what the check tries, so no flag may assume them away.
    if (A == "-ffast-math" || A == "-ffinite-math-only" || A == "-fsyntax-only") continue;
    if (StartsWith(A, "-D") || StartsWith(A, "-U") || StartsWith(A, "-I") ||
        StartsWith(A, "-std=") || StartsWith(A, "-f") || StartsWith(A, "-m") || StartsWith(A, "-O"))
      Out.push_back(A);
  }
  return Out;
}

} // namespace liar::tool
