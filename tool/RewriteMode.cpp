#include "RewriteMode.h"

#include "BlasEnvironment.h"
#include "FileDecisions.h"
#include "MeaningCheck.h"
#include "RegionPolicy.h"
#include "RemarkRecord.h"
#include "RemarksYaml.h"
#include "Sarif.h"
#include "TargetCheck.h"
#include "TextUtil.h"
#include "lifting/Frontend.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>

namespace liar::tool {
namespace {

std::string where(const lifting::Location& l) {
  return l.File + ":" + std::to_string(l.Line) + ":" + std::to_string(l.Column);
}

bool readFile(const std::string& path, std::string& text) {
  std::ifstream In(path, std::ios::binary);
  if (!In) return false;
  std::stringstream S;
  S << In.rdbuf();
  text = S.str();
  return true;
}

void reportRegion(const RemarkRecord& record, const RewriteOptions& o, std::ostream& out) {
  out << where(record.At) << ": remark: " << record.message() << " [" << record.rule() << "]\n";
  if (o.Explain && !record.Explanation.empty())
    out << where(record.Begin) << ": note: " << record.Explanation << "\n";
  if (record.What == Decision::NotLifted) return;
  if (o.Stats && !record.Statistics.empty()) {
    std::stringstream S(record.Statistics);
    std::string Line;
    while (std::getline(S, Line))
      out << where(record.Begin) << ": note: saturation " << Line << "\n";
  }
}

/// What the run did, over all files.
struct RunTotals {
  unsigned Found = 0, Lifted = 0, Rewritten = 0, Failed = 0;
  bool CallsBlas = false;  ///< some rewrite inserted BLAS calls
  bool MixesPools = false; ///< some file's rewrites insert both BLAS calls and OpenMP loops
  std::vector<std::pair<std::string, std::vector<Edit>>> Edits;
  std::vector<FileRecords> Records;       ///< for --remarks-output and --sarif
  std::map<std::string, unsigned> KeptBy; ///< kept regions by refusal id, for --explain
};

void writeOrCount(const std::string& path, const std::string& text, RunTotals& totals,
                  std::ostream& err) {
  if (std::string Error = writeFileAtomically(path, text); !Error.empty()) {
    err << "liar: error: " << Error << "\n";
    ++totals.Failed;
  }
}

/// Plans every region of one file, reports them, and delivers the file's rewrite.
void rewriteFile(const lifting::FileResult& f, const RewriteOptions& options, RunTotals& totals,
                 std::ostream& out, std::ostream& err) {
  std::string Content;
  std::vector<std::string> Errors = f.DeclarationErrors;
  for (std::string& Error : checkTargets(f.Targets))
    Errors.push_back(std::move(Error));
  if (!Errors.empty()) {
    for (const std::string& Error : Errors)
      err << Error << "\n";
    err << "liar: error: '" << f.File << "' has declarations that do not hold; it is left "
        << "unchanged\n";
    ++totals.Failed;
    return;
  }
  if (f.ParseFailed || !readFile(f.File, Content)) {
    err << "liar: error: "
        << (f.ParseFailed ? "'" + f.File + "' could not be parsed; it is left unchanged"
                          : "cannot read '" + f.File + "'")
        << "\n";
    ++totals.Failed;
    return;
  }
  FileDecisions D = decideFile(f, Content, options);
  totals.Found += D.Found;
  totals.Lifted += D.Lifted;
  totals.Rewritten += D.Rewritten;
  for (const auto& [Id, Count] : D.KeptBy)
    totals.KeptBy[Id] += Count;
  for (const RemarkRecord& Record : D.Records.Records)
    reportRegion(Record, options, out);
  std::string Rewrote = applyEdits(Content, D.Edits);
  // OpenBLAS runs its own thread pool: what the notes below are about.
  bool CallsBlas = std::find(D.Links.begin(), D.Links.end(), "openblas") != D.Links.end();
  totals.CallsBlas |= CallsBlas;
  totals.MixesPools |= CallsBlas && D.ParallelLoops;
  if (options.Diff) out << unifiedDiff(f.File, Content, Rewrote);
  if (options.Fix && Rewrote != Content) writeOrCount(f.File, Rewrote, totals, err);
  if (!options.OutputFile.empty()) writeOrCount(options.OutputFile, Rewrote, totals, err);
  if (!D.Edits.empty())
    totals.Edits.emplace_back(std::filesystem::absolute(f.File).string(), D.Edits);
  totals.Records.push_back(std::move(D.Records));
}

} // namespace

int runRewriteMode(clang::tooling::CommonOptionsParser& parser, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err) {
  return runRewriteMode(parser.getCompilations(), parser.getSourcePathList(), options, out, err);
}

int runRewriteMode(const clang::tooling::CompilationDatabase& compilations,
                   const std::vector<std::string>& sources, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err) {
  if (!options.OutputFile.empty() && sources.size() != 1) {
    err << "liar: error: -o needs exactly one input file\n";
    return 2;
  }
  clang::tooling::ClangTool Tool(compilations, sources);
  std::vector<lifting::FileResult> Results;
  lifting::LiftOptions LO;
  LO.FunctionFilter = options.Functions;
  LO.Meanings = options.Meanings;
  LO.Targets = options.Targets;
  LO.ClassifyLoops = false; // rewrites never read the loop classification
  LO.MeaningsOnly = options.CheckIdioms;
  Tool.run(lifting::makeLiftingFactory(LO, Results).get());
  if (options.CheckIdioms) return checkMeanings(compilations, Results, out, err);

  RunTotals T;
  for (const lifting::FileResult& F : Results)
    rewriteFile(F, options, T, out, err);
  if (Results.size() < sources.size() && T.Failed == 0)
    T.Failed = static_cast<unsigned>(sources.size() - Results.size());
  if (!options.ExportFixes.empty()) {
    std::string Main = sources.empty() ? "" : std::filesystem::absolute(sources.front()).string();
    writeOrCount(options.ExportFixes,
                 exportFixesYaml(Main, std::filesystem::current_path().string(), T.Edits), T, err);
  }
  std::string Cwd = std::filesystem::current_path().string();
  if (!options.RemarksOutput.empty())
    writeOrCount(options.RemarksOutput, remarksYaml(T.Records), T, err);
  if (!options.Sarif.empty()) writeOrCount(options.Sarif, sarifLog(T.Records, Cwd), T, err);
  std::ostream& Summary = options.Diff ? err : out;
  Summary << "liar: " << T.Found << " region(s) found, " << T.Lifted << " lifted, " << T.Rewritten
          << " rewritten, " << (T.Found - T.Lifted) << " rejected";
  if (T.Failed) Summary << ", " << T.Failed << " file(s) failed";
  Summary << "\n";
  if (options.Explain && !T.KeptBy.empty()) {
    std::string Counts;
    for (const auto& [Id, Count] : T.KeptBy)
      Counts += (Counts.empty() ? " " : ", ") + Id + " " + std::to_string(Count);
    Summary << "liar: kept, by reason:" << Counts << "\n";
  }
  if (std::string Note = T.CallsBlas ? blasCoreNote() : ""; !Note.empty())
    err << "liar: note: " << Note << "\n";
  if (std::string Note = T.MixesPools ? threadPoolNote() : ""; !Note.empty())
    err << "liar: note: " << Note << "\n";
  return T.Failed ? 1 : 0;
}

} // namespace liar::tool
