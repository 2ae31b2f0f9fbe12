#include "CFileMode.h"

#include "DatabasePaths.h"
#include "lifting/Frontend.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"

#include <ostream>

namespace liar::tool {

using lifting::FileResult;
using lifting::LoopInfo;
using lifting::Region;

namespace {

std::string where(const lifting::Location& L) {
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

std::string loopSummary(const Region& R) {
  std::string S;
  for (const LoopInfo& L : R.Loops) {
    const char* K = L.Classification == LoopInfo::Parallel    ? "parallel"
                    : L.Classification == LoopInfo::Reduction ? "reduction"
                                                              : "sequential";
    S += (S.empty() ? "" : ", ") + L.Iterator + " " + K;
  }
  return S;
}

void report(const Region& R, std::ostream& Out) {
  if (!R.lifted()) {
    const lifting::Rejection& Why = *R.Rejected;
    lifting::Location At = Why.Where.File.empty() ? R.Begin : Why.Where;
    Out << where(At) << ": remark: region not lifted: " << Why.Message << " ["
        << refusalId(Why.Reason) << "]\n";
    Out << where(R.Begin) << ": note: " << categoryName(Why.category()) << "; region in '"
        << R.Function << "' starts here\n";
    return;
  }
  std::string Writes;
  for (const lifting::Binding& B : R.Bindings)
    if (B.Written) Writes += (Writes.empty() ? "" : ", ") + B.CName;
  Out << where(R.Begin) << ": remark: region lifted: " << R.Statements << " statement(s) writing "
      << Writes;
  if (!R.Loops.empty()) Out << "; loops " << loopSummary(R);
  Out << " [liar-lifted]\n";
  for (const auto& [A, B] : R.MayAlias)
    Out << where(R.Begin) << ": note: '" << A << "' and '" << B
        << "' may alias (no restrict); a rewrite will be guarded\n";
}

void dumpIr(const Region& R, std::ostream& Out) {
  Out << "; " << where(R.Begin) << " region in '" << R.Function << "'";
  if (!R.lifted()) {
    const lifting::Rejection& Why = *R.Rejected;
    Out << " not lifted: " << Why.Message << "\n; "
        << where(Why.Where.File.empty() ? R.Begin : Why.Where) << ": "
        << categoryName(Why.category()) << "\n\n";
    return;
  }
  Out << "\n";
  for (const lifting::Binding& B : R.Bindings) {
    Out << ";   " << B.IrName << " <- " << B.ElementType << " " << B.CName;
    for (const std::string& D : B.Dims)
      Out << "[" << (D.empty() ? "?" : D) << "]";
    Out << "\n";
  }
  if (!R.Loops.empty()) Out << ";   loops: " << loopSummary(R) << "\n";
  Out << R.IrText << "\n";
}

} // namespace

int runCFileMode(clang::tooling::CommonOptionsParser& Parser, const CFileModeOptions& Options,
                 std::ostream& Out, std::ostream& Err) {
  AbsolutePathDatabase Compilations(Parser.getCompilations());
  clang::tooling::ClangTool Tool(Compilations, Parser.getSourcePathList());
  std::vector<FileResult> Results;
  lifting::LiftOptions LO;
  LO.FunctionFilter = Options.Functions;
  LO.Meanings = Options.Meanings;
  Tool.run(lifting::makeLiftingFactory(LO, Results).get());

  unsigned Found = 0, Lifted = 0, Failed = 0;
  for (const FileResult& F : Results) {
    if (!F.DeclarationErrors.empty()) {
      for (const std::string& Error : F.DeclarationErrors)
        Err << Error << "\n";
      ++Failed;
      continue;
    }
    if (F.ParseFailed) {
      Err << "liar: error: '" << F.File << "' could not be parsed; no region lifted\n";
      ++Failed;
      continue;
    }
    for (const Region& R : F.Regions) {
      ++Found;
      Lifted += R.lifted();
      if (Options.DumpIr)
        dumpIr(R, Out);
      else
        report(R, Out);
    }
  }
  // Files the tool never got to (for example, missing from the compilation database).
  if (Results.size() < Parser.getSourcePathList().size() && Failed == 0)
    Failed = static_cast<unsigned>(Parser.getSourcePathList().size() - Results.size());
  Out << "liar: " << Found << " region(s) found, " << Lifted << " lifted, " << (Found - Lifted)
      << " rejected";
  if (Failed) Out << ", " << Failed << " file(s) not parsed";
  Out << "\n";
  return Failed ? 1 : 0;
}

} // namespace liar::tool
