#include "IrMode.h"

#include "saturation/Extract.h"
#include "saturation/Saturate.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace liar::tool {
namespace {

std::string formatCost(double c) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.3g", c);
  return Buf;
}

std::string callSummary(const std::vector<std::pair<std::string, int>>& calls) {
  if (calls.empty()) return "none (loops)";
  std::string S;
  for (const auto& [Name, Count] : calls)
    S += (S.empty() ? "" : ", ") + Name + (Count > 1 ? " x" + std::to_string(Count) : "");
  return S;
}

void printStats(const ir::RunReport& r, std::ostream& out) {
  char Buf[160];
  std::snprintf(Buf, sizeof Buf,
                "  stats: %zu iterations, %zu e-nodes, %zu e-classes, %.5f s, stop: %s\n",
                r.Iterations.size(), r.Nodes, r.Classes, r.Seconds,
                std::string(ir::stopReasonName(r.Stop)).c_str());
  out << Buf;
  for (size_t I = 0; I < r.Iterations.size(); ++I) {
    const ir::IterationStats& S = r.Iterations[I];
    std::snprintf(Buf, sizeof Buf,
                  "    iter %2zu: %6zu e-nodes %6zu e-classes %6zu matches %5zu unions "
                  "search %.3f apply %.3f rebuild %.3f s\n",
                  I + 1, S.Nodes, S.Classes, S.Matches, S.Unions, S.SearchSeconds, S.ApplySeconds,
                  S.RebuildSeconds);
    out << Buf;
    for (const std::string& B : S.Banned)
      out << "      banned: " << B << "\n";
  }
}

} // namespace

int runIrMode(const IrModeOptions& options, std::ostream& out, std::ostream& err) {
  std::ifstream In(options.File);
  if (!In) {
    err << options.File << ": error: cannot read file\n";
    return 1;
  }
  std::stringstream Text;
  Text << In.rdbuf();
  ir::ParseResult<ir::Program> Parsed = ir::parseProgram(Text.str(), options.File);
  if (!Parsed) {
    err << Parsed.Error << "\n";
    return 1;
  }
  ir::RunnerLimits Limits;
  Limits.Iterations = options.IterationLimit;
  Limits.Nodes = options.NodeLimit;
  Limits.Seconds = options.TimeLimit;
  ir::ProgramSolution Sol = ir::saturateProgram(*Parsed.Value, options.Library, Limits);

  out << "kernel " << Parsed.Value->Name << ", target " << ir::libraryName(options.Library) << "\n";
  std::vector<std::pair<std::string, int>> AllCalls;
  for (const ir::DefSolution& D : Sol.Defs) {
    out << "def " << D.Name << ": cost " << formatCost(D.OriginalCost) << " -> "
        << formatCost(D.BestCost) << "\n";
    out << "  " << ir::printTermPretty(D.Best, 96) << "\n";
    std::vector<std::pair<std::string, int>> Calls = ir::libraryCalls(D.Best);
    out << "  library calls: " << callSummary(Calls) << "\n";
    if (options.Explain)
      out << "  explain: the loop form costs " << formatCost(D.OriginalCost) << ", the chosen form "
          << formatCost(D.BestCost) << " (cost model of docs/rules.md)\n";
    if (options.Stats) printStats(D.Report, out);
    ir::countLibraryCalls(D.Best, AllCalls);
  }
  out << "solution: " << callSummary(AllCalls) << "\n";
  return 0;
}

void listIdioms(std::ostream& out) {
  auto Print = [&](const char* title, const std::vector<ir::Rule>& rules) {
    out << title << "\n";
    for (const ir::Rule& R : rules)
      out << "  " << R.Name << std::string(R.Name.size() < 22 ? 22 - R.Name.size() : 1, ' ')
          << R.Identity << "\n";
  };
  Print("language rules:", ir::languageRules());
  Print("arithmetic rules:", ir::arithmeticRules());
  Print("arithmetic rules of --fp-relaxed:", ir::relaxedArithmeticRules());
  Print("idioms of both targets:", ir::commonIdioms());
  Print("BLAS idioms (--target=blas):", ir::blasIdioms());
  Print("PyTorch idioms (--target=torch):", ir::torchIdioms());
}

} // namespace liar::tool
