// OpenMP code for one region from its affine model: ISL computes a new schedule that respects
// every dependence, tiles its permutable bands and builds the loop tree; AstPrinter prints it
// with the user's own statements.
#ifndef LIAR_EMIT_OMP_OMPCODEGEN_H
#define LIAR_EMIT_OMP_OMPCODEGEN_H

#include "lifting/Region.h"

#include <string>

namespace liar::emit::omp {

struct OmpOptions {
  int TileSize = 32; ///< 0 or 1: no tiling
};

struct OmpResult {
  bool Ok = false;
  std::string Code;   ///< a C block (no trailing newline missing), unindented
  std::string Reason; ///< why not, when !Ok
  bool Parallel = false;
  bool Tiled = false;
};

OmpResult generateOmp(const lifting::PolyModel& Model, const OmpOptions& Options);

} // namespace liar::emit::omp

#endif
