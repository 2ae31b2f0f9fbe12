// Small ISL helpers shared by the OpenMP generator and the block-order check: a context whose
// errors are values, the dependences of a program, and iteration over a union set or map.
#ifndef LIAR_EMIT_OMP_ISLUTIL_H
#define LIAR_EMIT_OMP_ISLUTIL_H

#include <isl/ctx.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "lifting/Region.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::emit::omp {

/// An ISL context whose errors are values, freed with everything made in it.
struct Ctx {
  isl_ctx* C;
  Ctx();
  ~Ctx();
  Ctx(const Ctx&) = delete;
  Ctx& operator=(const Ctx&) = delete;
  std::string error() const;
};

/// Dependences of the original program: Sink reads (or writes) what Source accessed before.
/// Must: only the last write each sink sees. Takes all three.
isl_union_map* dependences(isl_union_map* Sink, isl_union_map* Source, isl_union_map* Schedule,
                           bool Must);

/// The sets of U, one per statement, each owned by the caller. Takes U.
std::vector<isl_set*> sets(isl_union_set* U);

/// The maps of U, one per pair of spaces, each owned by the caller. Takes U.
std::vector<isl_map*> maps(isl_union_map* U);

/// A region's affine model read into ISL objects, each owned by the caller.
struct ModelMaps {
  isl_union_set* Domain = nullptr;
  isl_union_map* Schedule = nullptr;
  isl_union_map* Writes = nullptr;
  isl_union_map* Reads = nullptr;
};

/// Reads Model's text in C; on failure frees what it read and returns why.
std::optional<std::string> readModel(const Ctx& C, const lifting::PolyModel& Model, ModelMaps& Out);

} // namespace liar::emit::omp

#endif
