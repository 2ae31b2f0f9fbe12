// The saturation pipeline for one program: each definition is saturated in an e-graph of its
// own (earlier definitions are inputs to later ones), then the cheapest form is extracted.
#pragma once

#include "Program.h"
#include "Rules.h"
#include "Runner.h"

namespace liar::ir {

struct DefSolution {
  std::string Name;
  Term Original;
  Term Best;
  double OriginalCost = 0;
  double BestCost = 0;
  RunReport Report;
  /// The degree of the loops' work in the size parameters (invariant values computed once)
  /// and of the cheapest form's as the emitter prints it (Evaluation::Printed). A form with
  /// library calls of a higher degree is asymptotically slower whatever the cost model
  /// predicts at its sizes: Best is then the original and DegreeRejected says why.
  int LoopDegree = 0, FormDegree = 0;
  bool DegreeRejected = false;
  /// The degree of Best as the emitter prints it, after every choice: above LoopDegree, a form
  /// that prints this definition from the IR does more work than the loops and is refused.
  int PrintedDegree = 0;
  bool printedGrows() const { return PrintedDegree > LoopDegree; }
};

struct ProgramSolution {
  Program Optimized; // the input program with each definition replaced by its best form
  std::vector<DefSolution> Defs;
};

ProgramSolution saturateProgram(const Program& p, Library library, const RunnerLimits& limits = {},
                                Numerics n = Numerics::Exact);

} // namespace liar::ir
