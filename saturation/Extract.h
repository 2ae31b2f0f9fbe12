// Picks the cheapest term of each e-class under a cost model; ties go to the smaller node in
// Node's total order, so extraction is deterministic.
#pragma once

#include "CostModel.h"
#include "EGraph.h"

namespace liar::ir {

class Extractor {
public:
  Extractor(const EGraph& g, const CostModel& model);
  double cost(ClassId c) const { return Cost[G.find(c)]; }
  Term extract(ClassId c) const;

private:
  const EGraph& G;
  std::vector<double> Cost;
  std::vector<Node> Best;

  /// The declared array whose element or row the cheapest form of `c` is, so far (the array
  /// itself included): a library call reads or updates it in place.
  std::optional<int32_t> viewedArray(ClassId c) const;
};

/// The library functions a term calls, in order of first appearance, with their counts.
std::vector<std::pair<std::string, int>> libraryCalls(const Term& t);

/// Adds t's library calls to calls (several definitions' calls summed per function).
void countLibraryCalls(const Term& t, std::vector<std::pair<std::string, int>>& calls);

} // namespace liar::ir
