// The dependences of a program through memory, as ISL's dataflow analysis computes them: one
// computation for lifting's loop classification, the OpenMP scheduler and the part-order check.
#ifndef LIAR_POLY_DEPENDENCES_H
#define LIAR_POLY_DEPENDENCES_H

#include "poly/Isl.h"

namespace liar::poly {

/// Which write each read sees: the last one before it in Schedule.
struct FlowDependences {
  isl::UnionMap Deps;     ///< write instance -> read instance
  isl::UnionSet NoSource; ///< reads of the value a location had before the program
};

/// Flow dependences of the reads Reads on the writes Writes under Schedule.
FlowDependences flow(const isl::UnionMap& Reads, const isl::UnionMap& Writes,
                     const isl::UnionMap& Schedule);

/// Flow (read after write: the last write each read sees), anti (write after read: every read
/// before it) and output (write after write: the last write before it) dependences.
struct Dependences {
  FlowDependences Flow;
  isl::UnionMap Anti, Output;
  /// Flow, anti and output in one relation (null if any of them is).
  isl::UnionMap all() const;
};

Dependences dependences(const isl::UnionMap& Reads, const isl::UnionMap& Writes,
                        const isl::UnionMap& Schedule);

} // namespace liar::poly

#endif
