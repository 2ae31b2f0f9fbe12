// One way of rewriting a region, as each candidate generator returns it. Generators never read
// the user's target; the policy (RegionPolicy) chooses among their candidates.
#pragma once

#include "Check.h"
#include "GuardBuilder.h"
#include "Refusal.h"
#include "emit/CodeGen.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::tool {

struct Candidate {
  bool Viable = false;                            ///< code was produced
  RefusalNote WhyNot{Refusal::NoCheaperForm, ""}; ///< when not viable: the remark's reason
  tool::Check Check = tool::Check::Missed;        ///< liar-blas, liar-torch or liar-omp
  std::string Marker;  ///< what the begin marker says: `blas (cblas_dgemm)`
  std::string Summary; ///< `replaced by cblas_dgemm`
  std::string Code;    ///< the replacement, unindented
  /// Arrays Code uses that the replacement allocates (checked) before it and frees after.
  std::vector<emit::Temporary> Temporaries;
  std::vector<Assumption> Assumptions;
  std::vector<std::string> Includes;
  std::vector<std::string> Links; ///< the libraries its calls link with (emit::RegionCode::Links)
  /// OpenMP loops: why auto's profitability rule rejects them ("" when it accepts them).
  std::string Unprofitable;
  /// The code may add floating-point numbers in another order than the loops (library calls
  /// that sum, OpenMP reductions).
  bool Reassociates = false;
  /// The code's library calls may add a product unrounded where the loops round it first
  /// (fused multiply-add: axpy, dot, gemm, ...).
  bool FusesProducts = false;
  /// The code multiplies by a reciprocal where the loops divide (--fp-relaxed only).
  bool Reciprocals = false;
  /// The code may multiply a sum by a scalar factor where the loops multiply each of its terms
  /// by it (alpha of gemm for `alpha * A[i][k] * B[k][j]`).
  bool RegroupsScalars = false;
  /// The code has OpenMP parallel loops of liar's own (not the user's, kept in a fallback).
  bool ParallelLoops = false;
  /// Some definition the code prints as loops runs on one thread or against a matrix's rows.
  bool LoopsOffTeam = false;
  /// Some definition the code prints as loops reads a matrix against its rows.
  bool LoopsAgainstRows = false;
  std::string Explanation;         ///< for --explain
  std::vector<std::string> Calls;  ///< library functions the code calls
  std::optional<double> CostRatio; ///< predicted cost of the code over that of the loops
};

} // namespace liar::tool
