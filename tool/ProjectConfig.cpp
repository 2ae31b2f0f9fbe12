#include "ProjectConfig.h"

#include "Nolint.h"
#include "RewriteOptions.h"
#include "saturation/Target.h"

#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace liar::tool {
namespace {

// Scalars whose text is checked when read, so that a bad value is reported at its own line and
// column.
struct TargetName {
  std::string Name;
};
struct FunctionsRegex {
  std::string Text;
};
struct PathPattern {
  std::string Text;
};
struct AutoLibraryList {
  std::string Text;
};

/// A refusal id of the registry, or a pattern (`liar-missed-*`, `liar-missed`) naming some.
struct RefusalPattern {
  std::string Text;
};

/// The file as written, before its values are checked against each other.
struct RawConfig {
  std::optional<TargetName> Target;
  std::optional<FunctionsRegex> Functions;
  std::optional<int> TileSize;
  std::optional<bool> FpStrict;
  std::optional<bool> FpRelaxed;
  std::optional<bool> AssumeNoAlias;
  std::optional<double> OmpMinWork;
  std::optional<AutoLibraryList> AutoLibraries;
  std::vector<PathPattern> Exclude;
  std::vector<RefusalPattern> Silence;
};

} // namespace
} // namespace liar::tool

namespace llvm::yaml {

using liar::tool::AutoLibraryList;
using liar::tool::FunctionsRegex;
using liar::tool::PathPattern;
using liar::tool::RawConfig;
using liar::tool::RefusalPattern;
using liar::tool::TargetName;

template <> struct ScalarTraits<TargetName> {
  static void output(const TargetName& v, void*, raw_ostream& os) { os << v.Name; }
  static StringRef input(StringRef text, void*, TargetName& v) {
    v.Name = text.str();
    return liar::ir::parseTarget(v.Name) ? "" : "target must be blas, torch, omp or auto";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<AutoLibraryList> {
  static void output(const AutoLibraryList& v, void*, raw_ostream& os) { os << v.Text; }
  static StringRef input(StringRef text, void*, AutoLibraryList& v) {
    v.Text = text.str();
    return liar::ir::parseLibraryList(v.Text) ? ""
                                              : "auto-libraries must be blas, torch or blas,torch";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<FunctionsRegex> {
  static void output(const FunctionsRegex& v, void*, raw_ostream& os) { os << v.Text; }
  static StringRef input(StringRef text, void*, FunctionsRegex& v) {
    v.Text = text.str();
    std::string Error;
    return Regex(text).isValid(Error) ? "" : "functions: not a valid regular expression";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::Single; }
};

template <> struct ScalarTraits<PathPattern> {
  static void output(const PathPattern& v, void*, raw_ostream& os) { os << v.Text; }
  static StringRef input(StringRef text, void*, PathPattern& v) {
    v.Text = text.str();
    if (text.empty()) return "exclude: empty path pattern";
    if (auto Pattern = GlobPattern::create(text); !Pattern) {
      consumeError(Pattern.takeError());
      return "exclude: not a valid path pattern";
    }
    return "";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::Single; }
};

template <> struct ScalarTraits<RefusalPattern> {
  static void output(const RefusalPattern& v, void*, raw_ostream& os) { os << v.Text; }
  static StringRef input(StringRef text, void*, RefusalPattern& v) {
    v.Text = text.str();
    return liar::tool::validRefusalPattern(v.Text)
               ? ""
               : "silence: not a refusal id of liar (liar --list-refusals lists them)";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct MappingTraits<RawConfig> {
  static void mapping(IO& io, RawConfig& c) {
    io.mapOptional("target", c.Target);
    io.mapOptional("functions", c.Functions);
    io.mapOptional("tile-size", c.TileSize);
    io.mapOptional("fp-strict", c.FpStrict);
    io.mapOptional("fp-relaxed", c.FpRelaxed);
    io.mapOptional("assume-no-alias", c.AssumeNoAlias);
    io.mapOptional("omp-min-work", c.OmpMinWork);
    io.mapOptional("auto-libraries", c.AutoLibraries);
    io.mapOptional("exclude", c.Exclude);
    io.mapOptional("silence", c.Silence);
  }
  static std::string validate(IO&, RawConfig& c) {
    if (c.TileSize && *c.TileSize < 0) return "tile-size must be 0 or more";
    if (c.OmpMinWork && *c.OmpMinWork < 0) return "omp-min-work must be 0 or more";
    return "";
  }
};

} // namespace llvm::yaml

LLVM_YAML_IS_SEQUENCE_VECTOR(liar::tool::PathPattern)
LLVM_YAML_IS_SEQUENCE_VECTOR(liar::tool::RefusalPattern)

namespace liar::tool {
namespace {

void keepFirstDiagnostic(const llvm::SMDiagnostic& diag, void* context) {
  auto& Error = *static_cast<std::string*>(context);
  if (!Error.empty()) return;
  Error = diag.getFilename().str() + ":" + std::to_string(diag.getLineNo()) + ":" +
          std::to_string(diag.getColumnNo() + 1) + ": error: " + diag.getMessage().str();
}

} // namespace

std::string findConfigFile(const std::string& sourceFile) {
  std::error_code Ignored;
  fs::path Dir = fs::absolute(sourceFile, Ignored).lexically_normal().parent_path();
  for (;;) {
    fs::path Candidate = Dir / ConfigFileName;
    if (fs::is_regular_file(Candidate, Ignored)) return Candidate.string();
    if (Dir == Dir.root_path() || Dir.empty()) return "";
    Dir = Dir.parent_path();
  }
}

bool readConfigFile(const std::string& path, ProjectConfig& config, std::string& error) {
  auto Buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!Buffer) {
    error = path + ": error: cannot read the configuration file: " + Buffer.getError().message();
    return false;
  }
  RawConfig Raw;
  llvm::yaml::Input In((*Buffer)->getMemBufferRef(), nullptr, keepFirstDiagnostic, &error);
  In >> Raw;
  if (In.error()) {
    if (error.empty()) error = path + ":1:1: error: not a valid configuration file";
    return false;
  }
  config = ProjectConfig();
  config.File = path;
  if (Raw.Target) config.Target = Raw.Target->Name;
  if (Raw.Functions) config.Functions = Raw.Functions->Text;
  config.TileSize = Raw.TileSize;
  config.FpStrict = Raw.FpStrict;
  config.FpRelaxed = Raw.FpRelaxed;
  config.AssumeNoAlias = Raw.AssumeNoAlias;
  config.OmpMinWork = Raw.OmpMinWork;
  if (Raw.AutoLibraries) config.AutoLibraries = Raw.AutoLibraries->Text;
  for (const PathPattern& P : Raw.Exclude)
    config.Exclude.push_back(P.Text);
  for (const RefusalPattern& P : Raw.Silence)
    config.Silence.push_back(P.Text);
  return true;
}

std::string excludingPattern(const ProjectConfig& config, const std::string& sourceFile) {
  std::error_code Ignored;
  fs::path File = fs::absolute(sourceFile, Ignored).lexically_normal();
  fs::path Base = fs::absolute(config.File, Ignored).lexically_normal().parent_path();
  fs::path Relative = File.lexically_relative(Base);
  // A file outside the configuration's directory (--config-file) is matched by its full path.
  if (Relative.empty() || *Relative.begin() == "..") Relative = File;
  for (const std::string& Text : config.Exclude) {
    auto Pattern = llvm::GlobPattern::create(Text);
    if (!Pattern) {
      llvm::consumeError(Pattern.takeError());
      continue;
    }
    bool HasSlash = Text.find('/') != std::string::npos;
    if (Pattern->match(HasSlash ? Relative.generic_string() : File.filename().string()))
      return Text;
  }
  return "";
}

void applyConfig(const ProjectConfig& config, const ProjectConfig& commandLine,
                 RewriteOptions& options) {
  ir::Target& Target = options.Plan.Target;
  ir::LibrarySet AutoCalls = Target.mixes() ? Target.Libraries : ir::Library::Blas;
  for (const ProjectConfig* C : {&config, &commandLine}) {
    if (C->Target) Target = *ir::parseTarget(*C->Target);
    if (C->Functions) options.Functions = *C->Functions;
    if (C->TileSize) options.Plan.TileSize = *C->TileSize;
    if (C->FpStrict) options.Plan.FpStrict = *C->FpStrict;
    if (C->FpRelaxed) options.Plan.FpRelaxed = *C->FpRelaxed;
    if (C->AssumeNoAlias) options.Plan.AssumeNoAlias = *C->AssumeNoAlias;
    if (C->OmpMinWork) options.Plan.OmpMinWork = *C->OmpMinWork;
    if (C->AutoLibraries) AutoCalls = *ir::parseLibraryList(*C->AutoLibraries);
    options.Silence.insert(options.Silence.end(), C->Silence.begin(), C->Silence.end());
  }
  // auto calls the libraries given last, whichever of the two settings came first.
  if (Target.mixes()) Target.Libraries = AutoCalls;
}

} // namespace liar::tool
