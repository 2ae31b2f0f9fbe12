// Picks the cheapest term of each e-class under a cost model; ties go to a preferred node (one
// of the loops' own), then to the smaller node in Node's total order, so extraction is
// deterministic.
#pragma once

#include "CostModel.h"
#include "EGraph.h"

#include <unordered_set>

namespace liar::ir {

using NodeSet = std::unordered_set<Node, NodeHash>;

/// The e-nodes of t that g holds, with their children as g's canonical classes.
NodeSet nodesIn(const EGraph& g, const Term& t);

class Extractor {
public:
  /// `preferred` wins a tie of cost: given the loops' own nodes, the arithmetic a library form
  /// leaves outside its calls is grouped as the loops group it, where associativity and
  /// commutativity offer forms of the same cost that round otherwise (`(n * s_i) * s_j`
  /// against `n * (s_i * s_j)`).
  Extractor(const EGraph& g, const CostModel& model, const NodeSet& preferred = {});
  double cost(ClassId c) const { return Cost[G.find(c)]; }
  Term extract(ClassId c) const;

private:
  const EGraph& G;
  std::vector<double> Cost;
  std::vector<Node> Best;
  /// Classes a search of closesCycle has reached, marked with its stamp.
  mutable std::vector<uint32_t> Visited;
  mutable uint32_t Stamp = 0;

  /// Whether making n the best node of class c would make c reachable from itself through the
  /// best nodes chosen so far.
  bool closesCycle(const Node& n, ClassId c) const;

  /// The declared array whose element or row the cheapest form of `c` is, so far (the array
  /// itself included): a library call reads or updates it in place.
  std::optional<int32_t> viewedArray(ClassId c) const;
};

/// The library functions a term calls, in order of first appearance, with their counts.
std::vector<std::pair<std::string, int>> libraryCalls(const Term& t);

/// Adds t's library calls to calls (several definitions' calls summed per function).
void countLibraryCalls(const Term& t, std::vector<std::pair<std::string, int>>& calls);

} // namespace liar::ir
