// Whether a region's statements may run part after part. A mixed plan replaces some parts of
// a region with library calls and reschedules the others; each part finishes before the next
// begins, so every dependence must go from a part to itself or to a later one.
#ifndef LIAR_POLY_OMP_BLOCKORDER_H
#define LIAR_POLY_OMP_BLOCKORDER_H

#include "poly/Model.h"

#include <map>
#include <set>
#include <string>

namespace liar::poly::omp {

/// For each statement, the other statements that read a value it writes (flow dependences).
using FlowReaders = std::map<std::string, std::set<std::string>>;

struct PartOrder {
  /// The part of each statement (PolyStatement name); parts run in increasing order.
  std::map<std::string, int> PartOf;
  /// Statements of no definition (scalar temporaries a definition folds into its value).
  std::set<std::string> Free;
  /// Parts that are library calls. A call computes the free statements folded into it inside,
  /// from the values on entry to the region, and never stores what they write: no other part
  /// may read the value of a free statement of a library part, nor run a free statement whose
  /// value a library part reads (the call would compute it a second time).
  std::set<int> LibraryParts;
};

/// The flow dependences between statements; empty when the dependence analysis fails.
FlowReaders flowReaders(const PolyModel& Model);

/// "" when running the parts in order, each in its original order, computes what the region
/// computes; otherwise which dependence forbids it, naming the statements' lines.
std::string partOrderViolation(const PolyModel& Model, const PartOrder& Order);

} // namespace liar::poly::omp

#endif
