#include "OptionTable.h"

#include "Nolint.h"

#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Regex.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <ostream>
#include <vector>

namespace liar::tool {
namespace {

/// A number as the reference prints a default: the shortest text that reads back as it.
std::string numberText(double value) {
  char Text[32];
  std::snprintf(Text, sizeof Text, "%g", value);
  return Text;
}

std::string setFlag(std::string_view text, bool& into) {
  std::optional<bool> Value = parseFlag(text);
  if (!Value) return "expects true or false";
  into = *Value;
  return "";
}

/// A whole number of at least `least`.
template <class Int> std::string setCount(std::string_view text, Int& into, Int least) {
  long long Value = 0;
  auto [End, Error] = std::from_chars(text.data(), text.data() + text.size(), Value);
  if (Error != std::errc() || End != text.data() + text.size() || Value < least)
    return "expects a whole number of at least " + std::to_string(least);
  into = static_cast<Int>(Value);
  return "";
}

/// A number of 0 or more (in any notation C accepts: 1e5, 0.1).
std::string setNonNegative(std::string_view text, double& into) {
  std::string Copy(text);
  char* End = nullptr;
  double Value = std::strtod(Copy.c_str(), &End);
  if (Copy.empty() || *End != '\0' || !(Value >= 0)) return "expects a number of 0 or more";
  into = Value;
  return "";
}

std::string setTarget(std::string_view text, LiarRequest& r) {
  PlanOptions& Plan = r.Rewrite.Plan;
  std::optional<ir::Target> Target = ir::parseTarget(text, Plan.AutoLibraries);
  if (!Target) return "expects blas, torch, omp or auto";
  Plan.Target = *Target;
  return "";
}

// auto calls the libraries given last, whichever of --target and --auto-libraries came first.
std::string setAutoLibraries(std::string_view text, LiarRequest& r) {
  PlanOptions& Plan = r.Rewrite.Plan;
  std::optional<ir::LibrarySet> Libraries = ir::parseLibraryList(text);
  if (!Libraries) return "expects blas, torch or blas,torch";
  Plan.AutoLibraries = *Libraries;
  if (Plan.Target.mixes()) Plan.Target.Libraries = *Libraries;
  return "";
}

std::string setFunctions(std::string_view text, LiarRequest& r) {
  std::string Error;
  if (!llvm::Regex(llvm::StringRef(text.data(), text.size())).isValid(Error))
    return "not a valid regular expression: " + Error;
  r.Rewrite.Functions = std::string(text);
  return "";
}

std::string addExclude(std::string_view text, LiarRequest& r) {
  if (text.empty()) return "empty path pattern";
  auto Pattern = llvm::GlobPattern::create(llvm::StringRef(text.data(), text.size()));
  if (!Pattern) {
    llvm::consumeError(Pattern.takeError());
    return "not a valid path pattern";
  }
  r.Rewrite.Exclude.emplace_back(text);
  return "";
}

std::string addSilence(std::string_view text, LiarRequest& r) {
  if (!validRefusalPattern(std::string(text)))
    return "'" + std::string(text) +
           "' is not a refusal id of liar (liar --list-refusals lists them)";
  r.Rewrite.Silence.emplace_back(text);
  return "";
}

std::string addMeaning(std::string_view text, LiarRequest& r) {
  std::optional<lifting::MeaningDeclaration> D = lifting::parseMeaningOption(std::string(text));
  if (!D) return "expects opaque=reference, two function names";
  D->Origin = r.Origin;
  r.Rewrite.Meanings.push_back(std::move(*D));
  return "";
}

std::string addTarget(std::string_view text, LiarRequest& r) {
  TargetFunction Parsed;
  if (std::string Why = lifting::parseTarget(std::string(text), Parsed); !Why.empty()) return Why;
  r.Rewrite.Targets.push_back({std::string(text), r.Origin});
  return "";
}

std::string setLineFilter(std::string_view text, LiarRequest& r) {
  std::string Error;
  std::optional<LineFilter> Lines = LineFilter::parse(std::string(text), Error);
  if (!Lines) return Error;
  r.Rewrite.Lines = std::move(*Lines);
  return "";
}

std::string setText(std::string_view text, std::string& into) {
  into = std::string(text);
  return "";
}

std::string setCheckEnv(std::string_view text, LiarRequest& r) {
  if (!text.empty() && text != "shell") return "expects nothing or shell";
  r.CheckEnv = std::string(text);
  return "";
}

/// Text for a cell of a Markdown table.
std::string cell(std::string_view text) {
  std::string Out;
  for (char C : text)
    Out += C == '|' ? std::string("\\|") : std::string(1, C);
  return Out;
}

constexpr unsigned kEverywhere = OnCommandLine | InConfigFile | InTidyCheck;
constexpr unsigned kProject = OnCommandLine | InConfigFile;

using K = OptionKind;
using R = LiarRequest;

// One row per option, grouped as the reference shows them. A row's Set is the only code that
// knows where the option's value goes.
const std::vector<OptionSpec> kOptions = {
    // ---- what to rewrite into, and under which rules
    {"target", K::Value, kEverywhere, "name", "blas",
     "What rewrites may insert: blas | torch | omp | auto (library calls where they win, "
     "OpenMP loops for the rest of each region)",
     "", setTarget},
    {"auto-libraries", K::Value, kEverywhere, "list", "blas",
     "Libraries --target=auto may call: blas, torch, or blas,torch",
     "LibTorch calls need liar's runtime at link time, which a project opts in to.",
     setAutoLibraries},
    {"functions", K::Value, kProject, "regex", "",
     "Only lift functions whose name matches this regular expression", "", setFunctions},
    {"fp-strict", K::Flag, kEverywhere, "", "false",
     "Keep the loops' floating-point rounding: no library call that reorders sums, fuses "
     "products or regroups scalar factors, no OpenMP reductions",
     "", [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Plan.FpStrict); }},
    {"fp-relaxed", K::Flag, kEverywhere, "", "false",
     "Also let library rewrites divide by multiplying with the reciprocal; remarks name "
     "each change",
     "Implied by -ffast-math or -freciprocal-math among the file's compile flags.",
     [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Plan.FpRelaxed); }},
    {"assume-no-alias", K::Flag, kEverywhere, "", "false",
     "Treat arrays as distinct (parameters, globals, pointer variables): no run-time alias "
     "guard",
     "", [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Plan.AssumeNoAlias); }},
    {"no-openmp", K::Flag, OnCommandLine, "", "false",
     "The build compiles without -fopenmp: insert no OpenMP",
     "liar-cc gives it for a compile command without -fopenmp; the clang-tidy module reads "
     "it from the file's language options.",
     [](std::string_view v, R& r) {
       bool NoOpenMp = false;
       std::string Error = setFlag(v, NoOpenMp);
       r.Rewrite.Plan.OpenMpAvailable = !NoOpenMp;
       return Error;
     }},
    {"tile-size", K::Value, kEverywhere, "n", std::to_string(defaults::kTileSize),
     "OpenMP target: tile edge (0 or 1: no tiling; no tiles either where every array is no "
     "larger than one)",
     "", [](std::string_view v, R& r) { return setCount(v, r.Rewrite.Plan.TileSize, 0); }},
    {"omp-min-work", K::Value, kEverywhere, "n", numberText(defaults::kOmpMinParallelWork),
     "OpenMP target: estimated statement instances each entry of a parallel loop must run "
     "for it to get '#pragma omp parallel for' (0: every proven loop)",
     "With run-time sizes the comparison is made at run time, by a C `if` around the "
     "parallel and the serial loop.",
     [](std::string_view v, R& r) { return setNonNegative(v, r.Rewrite.Plan.OmpMinWork); }},
    {"min-library-savings", K::Value, kEverywhere, "share",
     numberText(defaults::kMinLibrarySavings),
     "auto: the share of a region's loop cost its library calls must save, by the cost "
     "model, to win over the region's OpenMP form",
     "Remarks and --explain quote it as a percentage.",
     [](std::string_view v, R& r) { return setNonNegative(v, r.Rewrite.Plan.MinLibrarySavings); }},
    {"iter-limit", K::Value, kProject, "n", std::to_string(defaults::kIterationLimit),
     "Saturation iteration limit, per definition of a region", "",
     [](std::string_view v, R& r) {
       return setCount<size_t>(v, r.Rewrite.Plan.IterationLimit, 1);
     }},
    {"node-limit", K::Value, kProject, "n", std::to_string(defaults::kNodeLimit),
     "Saturation e-node limit, per definition of a region", "",
     [](std::string_view v, R& r) { return setCount<size_t>(v, r.Rewrite.Plan.NodeLimit, 1); }},
    {"time-limit", K::Value, kProject, "seconds", numberText(defaults::kTimeLimitSeconds),
     "Saturation time limit in seconds, per definition of a region", "",
     [](std::string_view v, R& r) { return setNonNegative(v, r.Rewrite.Plan.TimeLimit); }},
    // ---- what to deliver
    {"fix", K::Flag, OnCommandLine, "", "false", "Rewrite the C files in place", "",
     [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Fix); }},
    {"o", K::Value, OnCommandLine, "file.c", "", "Write the rewritten file here (one input)", "",
     [](std::string_view v, R& r) { return setText(v, r.Rewrite.OutputFile); }},
    {"diff", K::Flag, OnCommandLine, "", "false", "Print the rewrite as a unified diff", "",
     [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Diff); }},
    {"export-fixes", K::Value, OnCommandLine, "fixes.yaml", "",
     "Write the rewrites as clang-tidy fixes (YAML) to this file", "",
     [](std::string_view v, R& r) { return setText(v, r.Rewrite.ExportFixes); }},
    {"remarks-output", K::Value, OnCommandLine, "file.opt.yaml", "",
     "Write each region's decision as LLVM optimisation records (YAML, for opt-viewer) to "
     "this file",
     "", [](std::string_view v, R& r) { return setText(v, r.Rewrite.RemarksOutput); }},
    {"sarif", K::Value, OnCommandLine, "file.sarif", "",
     "Write each region's decision as a SARIF 2.1.0 log to this file", "",
     [](std::string_view v, R& r) { return setText(v, r.Rewrite.Sarif); }},
    {"line-filter", K::Value, OnCommandLine, "json", "",
     "Only the regions that meet these lines: a JSON array of {\"name\": FILE, \"lines\": "
     "[[FIRST, LAST], ...]} (no \"lines\": the whole file), as clang-tidy's",
     "", setLineFilter},
    {"explain", K::Flag, OnCommandLine, "", "false", "Explain the cost of each choice", "",
     [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Explain); }},
    {"stats", K::Flag, OnCommandLine, "", "false", "Print saturation statistics per region", "",
     [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.Stats); }},
    {"silence", K::List, kProject, "ids", "",
     "Do not report the remarks of these refusals: ids such as liar-missed-goto, or "
     "patterns such as liar-missed-*",
     "`liar --list-refusals` and docs/refusals.md list the ids; `NOLINT(id)` silences one "
     "region.",
     addSilence},
    {"meaning", K::List, kProject | InTidyCheck, "opaque=reference", "",
     "Read calls of the function opaque as calls of reference, a function of the file with a "
     "plain C body that computes the same (one pair per value)",
     "`#pragma liar meaning(opaque, reference)` declares the same in the source; "
     "docs/usage.md, \"Declared meanings\".",
     addMeaning},
    {"target-function", K::Repeated, kProject | InTidyCheck,
     "routine, function(args)[, when(c)][, priority(n)]", "",
     "Call the user's function in place of a library routine where the guard holds: the "
     "text of a `#pragma liar target(...)`, for every file that declares the function",
     "It serves the regions after the function's declaration, before the file's own pragmas "
     "at equal priority; docs/usage.md, \"Target functions\".",
     addTarget},
    {"exclude", K::List, InConfigFile, "patterns", "",
     "Files to skip: a pattern with a '/' matches the path relative to the configuration "
     "file's directory, one without the file's name",
     "", addExclude},
    // ---- other modes
    {"ir", K::Value, OnCommandLine, "file.ir", "", "Saturate a program in the IR text syntax", "",
     [](std::string_view v, R& r) { return setText(v, r.IrFile); }},
    {"dump-ir", K::Flag, OnCommandLine, "", "false",
     "Print the lifted IR of each region of the C files", "",
     [](std::string_view v, R& r) { return setFlag(v, r.DumpIr); }},
    {"check-env", K::OptionalValue, OnCommandLine, "shell", "",
     "Report the BLAS library rewrites link, its kernels and threading, OpenMP's settings "
     "and what to change, then exit (=shell: only the export lines)",
     "", [](std::string_view v, R& r) { return setCheckEnv(v, r); }},
    {"check-idioms", K::Flag, OnCommandLine, "", "false",
     "Test each declared meaning and target function: build the file with a harness that calls "
     "the opaque function and its reference (the target and its CBLAS routine) on the same "
     "random inputs, compare, and exit",
     "Sizes 0 to 33, then with one special value each (±0, ±inf, NaN, a subnormal, a huge "
     "value); a target where its guard holds, with both transposes and other scalars; exit 1 "
     "when one does not hold. The harness is built with $CC (or cc) and the file's flags, "
     "targets linked with -lopenblas.",
     [](std::string_view v, R& r) { return setFlag(v, r.Rewrite.CheckIdioms); }},
    {"list-refusals", K::Flag, OnCommandLine, "", "false",
     "List every refusal id with its category, message and meaning, and exit", "",
     [](std::string_view v, R& r) { return setFlag(v, r.ListRefusals); }},
    {"list-idioms", K::Flag, OnCommandLine, "", "false", "List the rules and idioms and exit", "",
     [](std::string_view v, R& r) { return setFlag(v, r.ListIdioms); }},
    {"list-options", K::Flag, OnCommandLine, "", "false",
     "Print this option reference (Markdown) and exit", "",
     [](std::string_view v, R& r) { return setFlag(v, r.ListOptions); }},
    {"config-file", K::Value, OnCommandLine, "path", "",
     "Read the configuration from this file instead of the nearest .liar.yaml of each input", "",
     [](std::string_view v, R& r) { return setText(v, r.ConfigFile); }},
    {"no-config", K::Flag, OnCommandLine, "", "false", "Read no .liar.yaml", "",
     [](std::string_view v, R& r) { return setFlag(v, r.NoConfig); }},
};

std::string_view kindText(const OptionSpec& o) {
  switch (o.Kind) {
  case OptionKind::Flag:
    return "flag";
  case OptionKind::Value:
  case OptionKind::OptionalValue:
    return "value";
  case OptionKind::List:
    return "list";
  case OptionKind::Repeated:
    return "repeated";
  }
  return "";
}

/// Where the option may be given, for the reference's column.
std::string placesText(const OptionSpec& o) {
  std::string Out;
  auto Add = [&](std::string text) { Out += (Out.empty() ? "" : ", ") + text; };
  if (o.Places & OnCommandLine)
    Add("`-" + std::string(o.Name.size() > 1 ? "-" : "") + std::string(o.Name) +
        (o.Kind == OptionKind::Value ? "=" + std::string(o.ValueName) : "") + "`");
  if (o.Places & InConfigFile) Add("`" + std::string(o.Name) + ":`");
  if (o.Places & InTidyCheck) Add("`" + tidyKey(o) + "`");
  return Out;
}

} // namespace

std::span<const OptionSpec> optionTable() {
  return kOptions;
}

const OptionSpec* findOption(std::string_view name) {
  for (const OptionSpec& O : kOptions)
    if (O.Name == name) return &O;
  return nullptr;
}

std::string tidyKey(const OptionSpec& option) {
  std::string Key = "liar.";
  bool Upper = true;
  for (char C : option.Name) {
    if (C == '-') {
      Upper = true;
      continue;
    }
    Key += Upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(C))) : C;
    Upper = false;
  }
  return Key;
}

std::optional<bool> parseFlag(std::string_view text) {
  std::string Lower;
  for (char C : text)
    Lower += static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  if (Lower == "true" || Lower == "yes" || Lower == "on" || Lower == "1") return true;
  if (Lower == "false" || Lower == "no" || Lower == "off" || Lower == "0") return false;
  return std::nullopt;
}

void listOptions(std::ostream& out) {
  out << "| Option | Where | Kind | Default | Meaning |\n"
         "|---|---|---|---|---|\n";
  for (const OptionSpec& O : kOptions) {
    out << "| `" << O.Name << "` | " << placesText(O) << " | " << kindText(O) << " | "
        << (O.Default.empty() ? "" : "`" + O.Default + "`") << " | " << cell(O.Help) << ".";
    if (!O.Doc.empty()) out << " " << cell(O.Doc);
    out << " |\n";
  }
}

} // namespace liar::tool
