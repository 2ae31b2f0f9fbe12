#include "ProjectConfigRun.h"

#include "DatabasePaths.h"
#include "Edits.h"
#include "RewriteMode.h"

#include "clang/Tooling/CommonOptionsParser.h"

#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <map>
#include <ostream>

namespace liar::tool {
namespace {

/// The sources that share one configuration file (or none), and the options it gives them.
struct Group {
  std::string ConfigFile;
  RewriteOptions Options;
  std::vector<std::string> Sources;
};

/// Reads the configuration of every source and groups the sources by it, in their order,
/// leaving out the excluded ones. False when a configuration file is malformed.
bool groupSources(const std::vector<std::string>& sources, const RewriteOptions& options,
                  const ConfigChoice& choice, std::vector<Group>& groups, std::ostream& err) {
  std::map<std::string, size_t> GroupOf;
  for (const std::string& Source : sources) {
    std::string Path = choice.Disabled                ? ""
                       : !choice.ExplicitFile.empty() ? choice.ExplicitFile
                                                      : findConfigFile(Source);
    auto [It, New] = GroupOf.try_emplace(Path, groups.size());
    if (New) {
      ProjectConfig Config;
      std::string Error;
      if (!Path.empty() && !readConfigFile(Path, Config, Error)) {
        err << Error << "\n";
        return false;
      }
      Group& Added = groups.emplace_back(Group{Path, options, {}});
      applyConfig(Config, choice.CommandLine, Added.Options);
    }
    Group& G = groups[It->second];
    if (std::string Pattern = excludingPattern(G.Options, G.ConfigFile, Source); !Pattern.empty())
      err << Source << ": note: skipped: it matches the exclude pattern '" << Pattern << "' of "
          << G.ConfigFile << "\n";
    else
      G.Sources.push_back(Source);
  }
  return true;
}

/// -o on an excluded file still writes the output (the Makefile step needs it): the source
/// unchanged.
int copyUnchanged(const std::string& source, const std::string& output, std::ostream& err) {
  auto Buffer = llvm::MemoryBuffer::getFile(source, /*IsText=*/false);
  if (!Buffer) {
    err << "liar: error: cannot read '" << source << "'\n";
    return 1;
  }
  if (std::string Error = writeFileAtomically(output, (*Buffer)->getBuffer().str());
      !Error.empty()) {
    err << "liar: error: " << Error << "\n";
    return 1;
  }
  return 0;
}

} // namespace

int runConfiguredRewrite(clang::tooling::CommonOptionsParser& parser, const RewriteOptions& options,
                         const ConfigChoice& choice, std::ostream& out, std::ostream& err) {
  const std::vector<std::string>& Sources = parser.getSourcePathList();
  AbsolutePathDatabase Compilations(parser.getCompilations());
  if (!options.OutputFile.empty() && Sources.size() != 1) {
    err << "liar: error: -o needs exactly one input file\n";
    return 2;
  }
  std::vector<Group> Groups;
  if (!groupSources(Sources, options, choice, Groups, err)) return 2;
  Groups.erase(std::remove_if(Groups.begin(), Groups.end(),
                              [](const Group& g) { return g.Sources.empty(); }),
               Groups.end());
  // Each group is one rewrite run, which writes these files whole: one would overwrite another.
  for (const auto& [Flag, File] : {std::pair{"--export-fixes", &options.ExportFixes},
                                   std::pair{"--remarks-output", &options.RemarksOutput},
                                   std::pair{"--sarif", &options.Sarif}})
    if (Groups.size() > 1 && !File->empty()) {
      err << "liar: error: " << Flag
          << " over files of different configuration files: run liar once per configuration "
             "(liar-run runs it once per file)\n";
      return 2;
    }
  if (Groups.empty()) {
    // Every file is excluded: the summary (and an empty fixes file) all the same.
    RewriteOptions None = options;
    None.OutputFile.clear();
    int Code =
        options.OutputFile.empty() ? 0 : copyUnchanged(Sources.front(), options.OutputFile, err);
    return std::max(Code, runRewriteMode(Compilations, {}, None, out, err));
  }
  int Code = 0;
  for (const Group& G : Groups)
    Code = std::max(Code, runRewriteMode(Compilations, G.Sources, G.Options, out, err));
  return Code;
}

} // namespace liar::tool
