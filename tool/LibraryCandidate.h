// The library form of a region: its IR saturated for each library asked for, the cheapest form
// that calls a library, and that form emitted as C calls.
#pragma once

#include "Candidate.h"
#include "PlanOptions.h"
#include "RegionContext.h"
#include "saturation/Saturate.h"

#include <optional>

namespace liar::tool {

struct SaturatedForm {
  ir::Library Library;
  ir::ProgramSolution Solution;
  double Before = 0, After = 0; ///< predicted cost of the loops and of this form
  double LoopsLeft = 0;         ///< the part of After in definitions that call no library
  size_t Calls = 0;
  bool Sums = false;          ///< its calls add up terms in an order of their own
  bool FusesProducts = false; ///< its calls may fuse inexact products with additions (FMA)
  bool Reciprocals = false;   ///< it multiplies by reciprocals where the loops divide
  /// It may multiply a sum by a scalar where the loops multiply each of its terms.
  bool RegroupsScalars = false;
  /// Why a definition kept its loops although a cheaper form was found: that form's work
  /// grows with a higher power of the sizes than the loops' (empty: none did).
  std::string DegreeRejection;
  /// Why the form is refused: the loops it prints for a definition from the IR do more work
  /// than the original loops (empty: none does).
  std::string PrintedGrowth;
};

/// Why printing definition `d` from the IR would do asymptotically more work than its loops;
/// empty when it would not.
std::string printedGrowth(const ir::DefSolution& d);

struct LibraryForms {
  std::string Error; ///< the lifted IR did not parse (an internal error)
  std::vector<SaturatedForm> Forms;
  /// The cheapest form that calls a library and costs less than the loops, if any.
  std::optional<SaturatedForm> Best;
  std::string Explanation; ///< the costs compared, for --explain
  std::string Statistics;  ///< per definition and library, for --stats
};

/// Saturates the region's IR once for each of `libraries`.
LibraryForms saturateLibraryForms(const RegionContext& context,
                                  const std::vector<ir::Library>& libraries,
                                  const PlanOptions& options);

/// `form` emitted as C, with the views its calls take as assumptions, and alias assumptions
/// over the box the IR views.
Candidate libraryCandidate(const RegionContext& context, const SaturatedForm& form);

/// What `form` changes in the loops' rounding, as a phrase ("reorders floating-point sums and
/// fuses products with additions"), or "" when it changes nothing (memset, copies, scal,
/// element-wise calls): what --fp-strict, which keeps the loops' rounding, refuses a form for.
/// Scalars regrouped over a sum come with the sum's reordering.
std::string roundingChanges(const SaturatedForm& form);

/// `form` over `loops` (two predicted costs); none when the loops cost nothing.
std::optional<double> costRatio(double form, double loops);

} // namespace liar::tool
