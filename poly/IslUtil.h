// Small ISL helpers shared by the OpenMP generator and the part-order check: iteration over a
// union set or map, and a region's affine model read into ISL objects.
#ifndef LIAR_POLY_ISLUTIL_H
#define LIAR_POLY_ISLUTIL_H

#include "poly/Isl.h"
#include "poly/Model.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::poly {

/// The sets of U, one per statement.
std::vector<isl::Set> sets(const isl::UnionSet& U);

/// The maps of U, one per pair of spaces.
std::vector<isl::Map> maps(const isl::UnionMap& U);

/// A region's affine model read into ISL objects.
struct ModelMaps {
  isl::UnionSet Domain;
  isl::UnionMap Schedule, Writes, Reads;
};

/// Reads Model's text in C; nullopt and the maps, or why they do not parse.
std::optional<std::string> readModel(const isl::Context& C, const PolyModel& Model, ModelMaps& Out);

} // namespace liar::poly

#endif
