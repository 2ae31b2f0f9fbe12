#include "RewriteMode.h"

#include "BlasEnvironment.h"
#include "TargetPlanner.h"
#include "lifting/Frontend.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
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

void reportRegion(const lifting::Region& r, const RegionPlan& plan, const RewriteOptions& o,
                  std::ostream& out) {
  if (!r.lifted() && !plan.Rewrite) {
    lifting::Location At = r.Rejected->Where.File.empty() ? r.Begin : r.Rejected->Where;
    out << where(At) << ": remark: region not lifted: " << r.Rejected->Message;
    // The OpenMP target works from the affine model alone: say why it did not rewrite either.
    if (r.Poly && !plan.Summary.empty() && plan.Check == "liar-missed") out << "; " << plan.Summary;
    out << " [liar-missed]\n";
    if (o.Explain && !plan.Explanation.empty())
      out << where(r.Begin) << ": note: " << plan.Explanation << "\n";
    return;
  }
  if (plan.Check == "liar-generated") return;
  if (plan.Rewrite)
    out << where(r.Begin) << ": remark: loop nest in '" << r.Function << "' " << plan.Summary
        << (plan.Check == "liar-omp" ? "" : "; floating-point sums may be reassociated") << " ["
        << plan.Check << "]\n";
  else
    out << where(r.Begin) << ": remark: loop nest in '" << r.Function
        << "' not rewritten: " << plan.Summary << " [" << plan.Check << "]\n";
  if (o.Explain && !plan.Explanation.empty())
    out << where(r.Begin) << ": note: " << plan.Explanation << "\n";
  if (o.Stats && !plan.Statistics.empty()) {
    std::stringstream S(plan.Statistics);
    std::string Line;
    while (std::getline(S, Line))
      out << where(r.Begin) << ": note: saturation " << Line << "\n";
  }
}

} // namespace

int runRewriteMode(clang::tooling::CommonOptionsParser& parser, const RewriteOptions& options,
                   std::ostream& out, std::ostream& err) {
  const std::vector<std::string>& Sources = parser.getSourcePathList();
  if (!options.OutputFile.empty() && Sources.size() != 1) {
    err << "liar: error: -o needs exactly one input file\n";
    return 2;
  }
  clang::tooling::ClangTool Tool(parser.getCompilations(), Sources);
  std::vector<lifting::FileResult> Results;
  lifting::LiftOptions LO;
  LO.FunctionFilter = options.Functions;
  Tool.run(lifting::makeLiftingFactory(LO, Results).get());

  unsigned Found = 0, Lifted = 0, Rewritten = 0, Failed = 0;
  bool CallsBlas = false, MixesPools = false;
  std::vector<std::pair<std::string, std::vector<Edit>>> AllEdits;
  for (const lifting::FileResult& F : Results) {
    if (F.ParseFailed) {
      err << "liar: error: '" << F.File << "' could not be parsed; it is left unchanged\n";
      ++Failed;
      continue;
    }
    std::string Content;
    if (!readFile(F.File, Content)) {
      err << "liar: error: cannot read '" << F.File << "'\n";
      ++Failed;
      continue;
    }
    std::vector<Edit> Edits;
    std::vector<std::string> Includes;
    for (const lifting::Region& R : F.Regions) {
      ++Found;
      Lifted += R.lifted();
      RegionPlan Plan = planForTarget(R, Content, options.Plan);
      reportRegion(R, Plan, options, out);
      if (!Plan.Rewrite) continue;
      ++Rewritten;
      Edits.push_back(Plan.Change);
      appendNew(Includes, Plan.Includes);
    }
    if (Edit E = includeEdit(Content, Includes); !E.Text.empty()) Edits.push_back(E);
    bool FileCallsBlas = std::find(Includes.begin(), Includes.end(), "<cblas.h>") != Includes.end();
    std::string Rewrote = applyEdits(Content, Edits);
    CallsBlas |= FileCallsBlas;
    MixesPools |= FileCallsBlas && Rewrote.find("#pragma omp parallel") != std::string::npos;
    if (options.Diff) out << unifiedDiff(F.File, Content, Rewrote);
    if (options.Fix && Rewrote != Content) {
      if (std::string Error = writeFileAtomically(F.File, Rewrote); !Error.empty()) {
        err << "liar: error: " << Error << "\n";
        ++Failed;
      }
    }
    if (!options.OutputFile.empty()) {
      if (std::string Error = writeFileAtomically(options.OutputFile, Rewrote); !Error.empty()) {
        err << "liar: error: " << Error << "\n";
        ++Failed;
      }
    }
    if (!Edits.empty()) AllEdits.emplace_back(std::filesystem::absolute(F.File).string(), Edits);
  }
  if (Results.size() < Sources.size() && Failed == 0)
    Failed = static_cast<unsigned>(Sources.size() - Results.size());
  if (!options.ExportFixes.empty()) {
    std::string Main = Sources.empty() ? "" : std::filesystem::absolute(Sources.front()).string();
    std::string Yaml = exportFixesYaml(Main, std::filesystem::current_path().string(), AllEdits);
    if (std::string Error = writeFileAtomically(options.ExportFixes, Yaml); !Error.empty()) {
      err << "liar: error: " << Error << "\n";
      ++Failed;
    }
  }
  (options.Diff ? err : out) << "liar: " << Found << " region(s) found, " << Lifted << " lifted, "
                             << Rewritten << " rewritten, " << (Found - Lifted) << " rejected";
  if (Failed) (options.Diff ? err : out) << ", " << Failed << " file(s) failed";
  (options.Diff ? err : out) << "\n";
  if (std::string Note = CallsBlas ? blasCoreNote() : ""; !Note.empty())
    err << "liar: note: " << Note << "\n";
  if (std::string Note = MixesPools ? threadPoolNote() : ""; !Note.empty())
    err << "liar: note: " << Note << "\n";
  return Failed ? 1 : 0;
}

} // namespace liar::tool
