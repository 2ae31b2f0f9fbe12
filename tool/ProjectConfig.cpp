#include "ProjectConfig.h"

#include "OptionTable.h"
#include "RewriteOptions.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

#include <filesystem>

namespace fs = std::filesystem;
namespace yaml = llvm::yaml;

namespace liar::tool {
namespace {

void keepFirstDiagnostic(const llvm::SMDiagnostic& diag, void* context) {
  auto& Error = *static_cast<std::string*>(context);
  if (!Error.empty()) return;
  Error = diag.getFilename().str() + ":" + std::to_string(diag.getLineNo()) + ":" +
          std::to_string(diag.getColumnNo() + 1) + ": error: " + diag.getMessage().str();
}

/// The scalars a key's value holds: itself, or a list option's sequence of them; nothing
/// (said why at the value) for any other shape.
std::optional<std::vector<yaml::ScalarNode*>>
scalarsOf(yaml::Stream& stream, const OptionSpec& option, yaml::Node* value) {
  if (auto* Scalar = llvm::dyn_cast_or_null<yaml::ScalarNode>(value))
    return std::vector<yaml::ScalarNode*>{Scalar};
  auto* Sequence = llvm::dyn_cast_or_null<yaml::SequenceNode>(value);
  bool Listed = option.Kind == OptionKind::List || option.Kind == OptionKind::Repeated;
  if (!Sequence || !Listed) {
    stream.printError(value, std::string(option.Name) +
                                 (Listed ? ": expects a list of values" : ": expects one value"));
    return std::nullopt;
  }
  std::vector<yaml::ScalarNode*> Out;
  for (yaml::Node& Element : *Sequence) {
    auto* Scalar = llvm::dyn_cast<yaml::ScalarNode>(&Element);
    if (!Scalar) {
      stream.printError(&Element, std::string(option.Name) + ": expects a list of values");
      return std::nullopt;
    }
    Out.push_back(Scalar);
  }
  return Out;
}

/// Adds the settings of one `key: value` entry, each checked by its option's row. False,
/// said why at the entry, when the key names no option of the file or a value is wrong.
bool readEntry(yaml::Stream& stream, const llvm::SourceMgr& sources, yaml::KeyValueNode& entry,
               ProjectConfig& config) {
  auto* Key = llvm::dyn_cast_or_null<yaml::ScalarNode>(entry.getKey());
  if (!Key) {
    stream.printError(entry.getKey(), "expected an option name");
    return false;
  }
  llvm::SmallString<32> KeyStorage;
  std::string Name = Key->getValue(KeyStorage).str();
  const OptionSpec* Option = findOption(Name);
  if (!Option || !(Option->Places & InConfigFile)) {
    stream.printError(Key, "unknown key '" + Name + "'" +
                               (Option ? ": a command-line option only" : "") +
                               " (liar --list-options lists the keys)");
    return false;
  }
  std::optional<std::vector<yaml::ScalarNode*>> Scalars =
      scalarsOf(stream, *Option, entry.getValue());
  if (!Scalars) return false;
  for (yaml::ScalarNode* Scalar : *Scalars) {
    llvm::SmallString<64> Storage;
    std::string Value = Scalar->getValue(Storage).str();
    LiarRequest Scratch;
    if (std::string Why = Option->Set(Value, Scratch); !Why.empty()) {
      stream.printError(Scalar, Name + ": " + Why);
      return false;
    }
    auto [Line, Column] = sources.getLineAndColumn(Scalar->getSourceRange().Start);
    config.Settings.push_back(
        {Option, Value, config.File + ":" + std::to_string(Line) + ":" + std::to_string(Column)});
  }
  return true;
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
  config = ProjectConfig();
  config.File = path;
  llvm::SourceMgr Sources;
  Sources.setDiagHandler(keepFirstDiagnostic, &error);
  yaml::Stream Stream((*Buffer)->getMemBufferRef(), Sources);
  yaml::document_iterator Document = Stream.begin();
  yaml::Node* Root = Document == Stream.end() ? nullptr : Document->getRoot();
  bool Ok = true;
  if (auto* Map = llvm::dyn_cast_or_null<yaml::MappingNode>(Root)) {
    for (yaml::KeyValueNode& Entry : *Map)
      if (!(Ok = readEntry(Stream, Sources, Entry, config))) break;
  } else if (Root && !llvm::isa<yaml::NullNode>(Root)) {
    Stream.printError(Root, "expected options as `key: value` lines");
    Ok = false;
  }
  if (Ok && !Stream.failed()) return true;
  if (error.empty()) error = path + ":1:1: error: not a valid configuration file";
  return false;
}

std::string excludingPattern(const RewriteOptions& options, const std::string& configFile,
                             const std::string& sourceFile) {
  std::error_code Ignored;
  fs::path File = fs::absolute(sourceFile, Ignored).lexically_normal();
  fs::path Base = fs::absolute(configFile, Ignored).lexically_normal().parent_path();
  fs::path Relative = File.lexically_relative(Base);
  // A file outside the configuration's directory (--config-file) is matched by its full path.
  if (Relative.empty() || *Relative.begin() == "..") Relative = File;
  for (const std::string& Text : options.Exclude) {
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
  LiarRequest Request;
  Request.Rewrite = std::move(options);
  // The values were checked where they were read: setting them cannot fail here.
  for (const ProjectConfig* C : {&config, &commandLine})
    for (const OptionSetting& S : C->Settings) {
      Request.Origin = S.Where.empty() ? "the command line" : S.Where;
      S.Option->Set(S.Value, Request);
    }
  options = std::move(Request.Rewrite);
}

} // namespace liar::tool
