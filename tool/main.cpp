// liar: finds loop nests that compute library idioms and rewrites them into library calls.
#include "BlasEnvironment.h"
#include "CFileMode.h"
#include "Defaults.h"
#include "IrMode.h"
#include "Nolint.h"
#include "ProjectConfigRun.h"
#include "RefusalList.h"
#include "RewriteMode.h"
#include "saturation/Target.h"

#include "clang/Tooling/CommonOptionsParser.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Support/CommandLine.h"

#include <iostream>
#include <optional>

namespace cl = llvm::cl;

static cl::OptionCategory LiarCategory("liar options");

static cl::opt<std::string> IrFile("ir", cl::desc("Saturate a program in the IR text syntax"),
                                   cl::value_desc("file.ir"), cl::cat(LiarCategory));
static cl::opt<bool> DumpIrOpt("dump-ir",
                               cl::desc("Print the lifted IR of each region of the C files"),
                               cl::cat(LiarCategory));
static cl::opt<std::string>
    FunctionsOpt("functions",
                 cl::desc("Only lift functions whose name matches this regular expression"),
                 cl::value_desc("regex"), cl::cat(LiarCategory));
static cl::opt<bool> FixOpt("fix", cl::desc("Rewrite the C files in place"), cl::cat(LiarCategory));
static cl::opt<std::string> OutputOpt("o", cl::desc("Write the rewritten file here (one input)"),
                                      cl::value_desc("file.c"), cl::cat(LiarCategory));
static cl::opt<bool> DiffOpt("diff", cl::desc("Print the rewrite as a unified diff"),
                             cl::cat(LiarCategory));
static cl::opt<std::string>
    ExportFixesOpt("export-fixes",
                   cl::desc("Write the rewrites as clang-tidy fixes (YAML) to this file"),
                   cl::value_desc("fixes.yaml"), cl::cat(LiarCategory));
// Review outputs: opt-viewer's optimisation records and a SARIF log for code-review platforms.
static cl::opt<std::string>
    RemarksOutputOpt("remarks-output",
                     cl::desc("Write each region's decision as LLVM optimisation records "
                              "(YAML, for opt-viewer) to this file"),
                     cl::value_desc("file.opt.yaml"), cl::cat(LiarCategory));
static cl::opt<std::string>
    SarifOpt("sarif", cl::desc("Write each region's decision as a SARIF 2.1.0 log to this file"),
             cl::value_desc("file.sarif"), cl::cat(LiarCategory));
// clang-tidy's -line-filter, for reviewing what a patch touches (liar-diff).
static cl::opt<std::string> LineFilterOpt(
    "line-filter",
    cl::desc("Only the regions that meet these lines: a JSON array of {\"name\": FILE, "
             "\"lines\": [[FIRST, LAST], ...]} (no \"lines\": the whole file), as clang-tidy's"),
    cl::value_desc("json"), cl::cat(LiarCategory));
static cl::opt<bool> AssumeNoAliasOpt(
    "assume-no-alias",
    cl::desc("Treat arrays as distinct (parameters, globals, pointer variables): no "
             "run-time alias guard"),
    cl::cat(LiarCategory));
static cl::opt<bool> FpStrictOpt(
    "fp-strict",
    cl::desc("Keep the loops' floating-point rounding: no library call that "
             "reorders sums, fuses products or regroups scalar factors, no OpenMP reductions"),
    cl::cat(LiarCategory));
static const char* const FpRelaxedHelp =
    "Also let library rewrites divide by multiplying with the reciprocal (implied by -ffast-math "
    "or -freciprocal-math in the compile flags); remarks name each change";
static cl::opt<bool> FpRelaxedOpt("fp-relaxed", cl::desc(FpRelaxedHelp), cl::cat(LiarCategory));
static cl::opt<std::string>
    TargetOpt("target",
              cl::desc("What rewrites may insert: blas | torch | omp | auto (library calls "
                       "where they win, OpenMP loops for the rest of each region)"),
              cl::init("blas"), cl::cat(LiarCategory));
static cl::opt<std::string> AutoLibrariesOpt(
    "auto-libraries",
    cl::desc("Libraries --target=auto may call: blas, torch, or blas,torch (default blas: "
             "LibTorch calls need liar's runtime at link time, which the project opts in to)"),
    cl::value_desc("list"), cl::init("blas"), cl::cat(LiarCategory));
// liar-cc gives --no-openmp for a compile command without -fopenmp.
static const char* const NoOpenMpHelp = "The build compiles without -fopenmp: insert no OpenMP";
static cl::opt<bool> NoOpenMpOpt("no-openmp", cl::desc(NoOpenMpHelp), cl::cat(LiarCategory));
static cl::opt<int>
    TileSizeOpt("tile-size",
                cl::desc("OpenMP target: tile edge (0 or 1: no tiling; no tiles either "
                         "where every array is no larger than one)"),
                cl::init(liar::defaults::kTileSize), cl::cat(LiarCategory));
static cl::opt<double> OmpMinWorkOpt(
    "omp-min-work",
    cl::desc("OpenMP target: estimated statement instances each entry of a parallel loop must "
             "run for it to get '#pragma omp parallel for' (0: every proven loop)"),
    cl::init(liar::defaults::kOmpMinParallelWork), cl::cat(LiarCategory));
static cl::opt<bool> ExplainOpt("explain", cl::desc("Explain the cost of each choice"),
                                cl::cat(LiarCategory));
static cl::list<std::string> SilenceOpt(
    "silence",
    cl::desc("Do not report the remarks of these refusals: ids such as liar-missed-goto, or "
             "patterns such as liar-missed-* (liar --list-refusals lists them)"),
    cl::CommaSeparated, cl::value_desc("ids"), cl::cat(LiarCategory));
static cl::opt<bool> ListRefusalsOpt(
    "list-refusals",
    cl::desc("List every refusal id with its category, message and meaning, and exit"),
    cl::cat(LiarCategory));
static cl::opt<bool> ListIdiomsOpt("list-idioms", cl::desc("List the rules and idioms and exit"),
                                   cl::cat(LiarCategory));
static cl::opt<std::string> CheckEnvOpt(
    "check-env",
    cl::desc("Report the BLAS library rewrites link, its kernels and threading, OpenMP's "
             "settings and what to change, then exit (=shell: only the export lines)"),
    cl::ValueOptional, cl::value_desc("shell"), cl::cat(LiarCategory));
static cl::opt<unsigned> IterLimit("iter-limit", cl::desc("Saturation iteration limit"),
                                   cl::init(liar::defaults::kIterationLimit),
                                   cl::cat(LiarCategory));
static cl::opt<unsigned> NodeLimit("node-limit", cl::desc("Saturation e-node limit"),
                                   cl::init(liar::defaults::kNodeLimit), cl::cat(LiarCategory));
static cl::opt<double> TimeLimit("time-limit", cl::desc("Saturation time limit in seconds"),
                                 cl::init(liar::defaults::kTimeLimitSeconds),
                                 cl::cat(LiarCategory));

// The project configuration (.liar.yaml, docs/usage.md): flags given here override its values.
static cl::opt<std::string>
    ConfigFileOpt("config-file",
                  cl::desc("Read the configuration from this file instead of the nearest "
                           ".liar.yaml of each input"),
                  cl::value_desc("path"), cl::cat(LiarCategory));
static cl::opt<bool> NoConfigOpt("no-config", cl::desc("Read no .liar.yaml"),
                                 cl::cat(LiarCategory));

static liar::tool::ConfigChoice configChoice() {
  liar::tool::ConfigChoice Choice{ConfigFileOpt, NoConfigOpt, {}};
  liar::tool::ProjectConfig& Given = Choice.CommandLine;
  if (TargetOpt.getNumOccurrences()) Given.Target = TargetOpt;
  if (FunctionsOpt.getNumOccurrences()) Given.Functions = FunctionsOpt;
  if (TileSizeOpt.getNumOccurrences()) Given.TileSize = TileSizeOpt;
  if (FpStrictOpt.getNumOccurrences()) Given.FpStrict = FpStrictOpt;
  if (FpRelaxedOpt.getNumOccurrences()) Given.FpRelaxed = FpRelaxedOpt;
  if (AssumeNoAliasOpt.getNumOccurrences()) Given.AssumeNoAlias = AssumeNoAliasOpt;
  if (OmpMinWorkOpt.getNumOccurrences()) Given.OmpMinWork = OmpMinWorkOpt;
  if (AutoLibrariesOpt.getNumOccurrences()) Given.AutoLibraries = AutoLibrariesOpt;
  Given.Silence.assign(SilenceOpt.begin(), SilenceOpt.end());
  return Choice;
}

/// The exit code when the options only ask for a listing (--list-refusals, --list-idioms) or
/// name a refusal that does not exist; none when liar is to go on.
static std::optional<int> listOrCheckOptions() {
  if (ListRefusalsOpt) {
    liar::tool::listRefusals(std::cout);
    return 0;
  }
  if (ListIdiomsOpt) {
    liar::tool::listIdioms(std::cout);
    return 0;
  }
  for (const std::string& Pattern : SilenceOpt)
    if (!liar::tool::validRefusalPattern(Pattern)) {
      std::cerr << "liar: error: --silence: '" << Pattern
                << "' is not a refusal id of liar (liar --list-refusals lists them)\n";
      return 2;
    }
  return std::nullopt;
}

/// --line-filter's ranges into `lines` (left as no filter without the option); false, said
/// why, when its value is not clang-tidy's JSON form.
static bool readLineFilter(liar::tool::LineFilter& lines) {
  if (!LineFilterOpt.getNumOccurrences()) return true;
  std::string Error;
  std::optional<liar::tool::LineFilter> Given = liar::tool::LineFilter::parse(LineFilterOpt, Error);
  if (!Given) {
    std::cerr << "liar: error: --line-filter: " << Error << "\n";
    return false;
  }
  lines = std::move(*Given);
  return true;
}

// libLLVM already registers --stats (for its own counters); liar adopts that option rather
// than registering a clashing one, and reads it through AreStatisticsEnabled().
static void adoptStatsOption() {
  if (cl::Option* Stats = cl::getRegisteredOptions().lookup("stats")) {
    Stats->setDescription("Print saturation statistics per region");
    Stats->addCategory(LiarCategory);
    Stats->setHiddenFlag(cl::NotHidden); // LLVM declares it hidden
  }
}

int main(int argc, const char** argv) {
  adoptStatsOption();
  cl::HideUnrelatedOptions(LiarCategory);
  // C files and their flags (`file.c -- flags` or `-p builddir`); none is needed for --ir.
  auto Parser = clang::tooling::CommonOptionsParser::create(
      argc, argv, LiarCategory, cl::ZeroOrMore,
      "liar: latent idiom recognition for C loop nests\n");
  if (!Parser) {
    llvm::errs() << llvm::toString(Parser.takeError()) << "\n";
    return 2;
  }
  if (CheckEnvOpt.getNumOccurrences())
    return liar::tool::runCheckEnv(CheckEnvOpt, std::cout, std::cerr);
  if (std::optional<int> Done = listOrCheckOptions()) return *Done;
  std::optional<liar::ir::Target> Target = liar::ir::parseTarget(TargetOpt);
  if (!Target) {
    std::cerr << "liar: error: --target must be blas, torch, omp or auto\n";
    return 2;
  }
  if (IrFile.empty() && !Parser->getSourcePathList().empty() && !DumpIrOpt) {
    liar::tool::RewriteOptions R;
    std::optional<liar::ir::LibrarySet> AutoCalls = liar::ir::parseLibraryList(AutoLibrariesOpt);
    if (!AutoCalls) {
      std::cerr << "liar: error: --auto-libraries must be blas, torch or blas,torch\n";
      return 2;
    }
    R.Plan.Target = *liar::ir::parseTarget(TargetOpt, *AutoCalls);
    R.Plan.OpenMpAvailable = !NoOpenMpOpt;
    R.Plan.AssumeNoAlias = AssumeNoAliasOpt;
    R.Plan.FpStrict = FpStrictOpt;
    R.Plan.FpRelaxed = FpRelaxedOpt;
    R.Plan.TileSize = TileSizeOpt;
    R.Plan.OmpMinWork = OmpMinWorkOpt;
    R.Plan.IterationLimit = IterLimit;
    R.Plan.NodeLimit = NodeLimit;
    R.Plan.TimeLimit = TimeLimit;
    R.Functions = FunctionsOpt;
    R.Fix = FixOpt;
    R.OutputFile = OutputOpt;
    R.Diff = DiffOpt;
    R.ExportFixes = ExportFixesOpt;
    R.RemarksOutput = RemarksOutputOpt;
    R.Sarif = SarifOpt;
    R.Explain = ExplainOpt;
    R.Stats = llvm::AreStatisticsEnabled();
    if (!readLineFilter(R.Lines)) return 2;
    if (ConfigFileOpt.getNumOccurrences() && NoConfigOpt) {
      std::cerr << "liar: error: --config-file and --no-config exclude each other\n";
      return 2;
    }
    return liar::tool::runConfiguredRewrite(*Parser, R, configChoice(), std::cout, std::cerr);
  }
  if (IrFile.empty() && !Parser->getSourcePathList().empty()) {
    liar::tool::CFileModeOptions COptions;
    COptions.DumpIr = DumpIrOpt;
    COptions.Functions = FunctionsOpt;
    return liar::tool::runCFileMode(*Parser, COptions, std::cout, std::cerr);
  }
  if (IrFile.empty()) {
    std::cerr << "liar: error: nothing to do: give C files or --ir FILE\n";
    return 2;
  }
  if (Target->OpenMp) {
    std::cerr << "liar: error: --ir needs --target=blas or --target=torch\n";
    return 2;
  }
  liar::tool::IrModeOptions Options;
  Options.File = IrFile;
  Options.Library = *liar::ir::parseLibrary(TargetOpt);
  Options.Stats = llvm::AreStatisticsEnabled();
  Options.Explain = ExplainOpt;
  Options.IterationLimit = IterLimit;
  Options.NodeLimit = NodeLimit;
  Options.TimeLimit = TimeLimit;
  return liar::tool::runIrMode(Options, std::cout, std::cerr);
}
