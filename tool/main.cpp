// liar: finds loop nests that compute library idioms and rewrites them into library calls.
#include "BlasEnvironment.h"
#include "CFileMode.h"
#include "CommandLine.h"
#include "IrMode.h"
#include "OptionTable.h"
#include "ProjectConfigRun.h"
#include "RefusalList.h"
#include "RewriteMode.h"

#include "clang/Tooling/CommonOptionsParser.h"

#include <iostream>
#include <optional>

namespace cl = llvm::cl;

namespace {

using liar::tool::LiarRequest;
using liar::tool::OptionPlace;
using liar::tool::ProjectConfig;

/// The request the given settings make: the defaults, then each setting in turn. False, said
/// why, when a value is not one its option takes.
bool makeRequest(const ProjectConfig& given, LiarRequest& request) {
  for (const liar::tool::OptionSetting& S : given.Settings)
    if (std::string Why = S.Option->Set(S.Value, request); !Why.empty()) {
      std::cerr << "liar: error: --" << S.Option->Name << ": " << Why << "\n";
      return false;
    }
  return true;
}

/// The settings of `given` that a configuration file may also make (when `configurable`), or
/// only the command line can.
ProjectConfig settingsThat(const ProjectConfig& given, bool configurable) {
  ProjectConfig Out;
  for (const liar::tool::OptionSetting& S : given.Settings)
    if (static_cast<bool>(S.Option->Places & liar::tool::InConfigFile) == configurable)
      Out.Settings.push_back(S);
  return Out;
}

/// The exit code when the request only asks for a listing; none when liar is to go on.
std::optional<int> listing(const LiarRequest& request) {
  if (request.ListRefusals)
    liar::tool::listRefusals(std::cout);
  else if (request.ListIdioms)
    liar::tool::listIdioms(std::cout);
  else if (request.ListOptions)
    liar::tool::listOptions(std::cout);
  else
    return std::nullopt;
  return 0;
}

/// The C files rewritten, each under its .liar.yaml (or --config-file), the command line
/// winning over the file.
int rewrite(clang::tooling::CommonOptionsParser& parser, const ProjectConfig& given,
            const LiarRequest& request) {
  if (!request.ConfigFile.empty() && request.NoConfig) {
    std::cerr << "liar: error: --config-file and --no-config exclude each other\n";
    return 2;
  }
  LiarRequest Base;
  makeRequest(settingsThat(given, /*configurable=*/false), Base);
  liar::tool::ConfigChoice Choice{request.ConfigFile, request.NoConfig,
                                  settingsThat(given, /*configurable=*/true)};
  return liar::tool::runConfiguredRewrite(parser, Base.Rewrite, Choice, std::cout, std::cerr);
}

/// `--ir FILE`: one IR program saturated for one library.
int saturateIr(const LiarRequest& request) {
  const liar::tool::PlanOptions& Plan = request.Rewrite.Plan;
  if (Plan.Target.OpenMp) {
    std::cerr << "liar: error: --ir needs --target=blas or --target=torch\n";
    return 2;
  }
  liar::tool::IrModeOptions Options;
  Options.File = request.IrFile;
  Options.Library = Plan.Target.Libraries.has(liar::ir::Library::Torch) ? liar::ir::Library::Torch
                                                                        : liar::ir::Library::Blas;
  Options.Stats = request.Rewrite.Stats;
  Options.Explain = request.Rewrite.Explain;
  Options.IterationLimit = Plan.IterationLimit;
  Options.NodeLimit = Plan.NodeLimit;
  Options.TimeLimit = Plan.TimeLimit;
  return liar::tool::runIrMode(Options, std::cout, std::cerr);
}

} // namespace

int main(int argc, const char** argv) {
  static cl::OptionCategory LiarCategory("liar options");
  static liar::tool::CommandLine Options(LiarCategory);
  cl::HideUnrelatedOptions(LiarCategory);
  // C files and their flags (`file.c -- flags` or `-p builddir`); none is needed for --ir.
  auto Parser = clang::tooling::CommonOptionsParser::create(
      argc, argv, LiarCategory, cl::ZeroOrMore,
      "liar: latent idiom recognition for C loop nests\n");
  if (!Parser) {
    llvm::errs() << llvm::toString(Parser.takeError()) << "\n";
    return 2;
  }
  ProjectConfig Given = Options.given();
  LiarRequest Request;
  if (!makeRequest(Given, Request)) return 2;
  if (Request.CheckEnv) return liar::tool::runCheckEnv(*Request.CheckEnv, std::cout, std::cerr);
  if (std::optional<int> Done = listing(Request)) return *Done;
  bool HasSources = !Parser->getSourcePathList().empty();
  if (Request.IrFile.empty() && HasSources && !Request.DumpIr)
    return rewrite(*Parser, Given, Request);
  if (Request.IrFile.empty() && HasSources) {
    liar::tool::CFileModeOptions COptions;
    COptions.DumpIr = true;
    COptions.Functions = Request.Rewrite.Functions;
    COptions.Meanings = Request.Rewrite.Meanings;
    return liar::tool::runCFileMode(*Parser, COptions, std::cout, std::cerr);
  }
  if (Request.IrFile.empty()) {
    std::cerr << "liar: error: nothing to do: give C files or --ir FILE\n";
    return 2;
  }
  return saturateIr(Request);
}
