// Transformations of the schedule tree ISL's scheduler computes: tiles for permutable bands,
// the order and distribution of their point loops, wavefronts of tiles, and guards that keep
// skewed tile loops within their statements' iterations.
#ifndef LIAR_POLY_OMP_TILING_H
#define LIAR_POLY_OMP_TILING_H

#include "poly/Isl.h"

namespace liar::poly::omp {

struct TileState {
  int Size;
  const isl::UnionMap& Accesses; ///< array accesses, for the choice of the innermost point loop
  bool Wavefront;                ///< skew tile loops of bands without parallel members
  const isl::UnionMap& Deps;     ///< every dependence, to check loop distribution
  bool Tiled = false;
  bool Wavefronts = false;
};

/// S with every permutable band of two or more members tiled (null when ISL fails); records
/// in T whether it tiled anything and made wavefronts.
isl::Schedule tile(const isl::Schedule& S, TileState& T);

/// Guards each top-level part of S (each child of a top-level sequence, or the whole tree)
/// with the parameters under which its statements run at all.
isl::Schedule guardParts(const isl::Schedule& S);

} // namespace liar::poly::omp

#endif
