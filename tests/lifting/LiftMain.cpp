// The C-file mode of liar without the saturation library: the driver the sanitizer build of
// the hostile-input tests runs (same front end, lifting and reports as `liar file.c`).
#include "tool/CFileMode.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"

#include <iostream>

static llvm::cl::OptionCategory Category("liar-lift options");
static llvm::cl::opt<bool> DumpIr("dump-ir", llvm::cl::desc("Print the IR of each region"),
                                  llvm::cl::cat(Category));

int main(int argc, const char** argv) {
  auto Parser = clang::tooling::CommonOptionsParser::create(argc, argv, Category);
  if (!Parser) {
    llvm::errs() << llvm::toString(Parser.takeError()) << "\n";
    return 2;
  }
  liar::tool::CFileModeOptions Options;
  Options.DumpIr = DumpIr;
  return liar::tool::runCFileMode(*Parser, Options, std::cout, std::cerr);
}
