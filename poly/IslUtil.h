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

/// The elements of a union U of ISL objects (sets, maps, piecewise functions), each in its owner:
/// Foreach is the union's isl_*_foreach_* function, Owner the poly/Isl.h type of one element.
template <typename Owner, typename Union, typename Element>
std::vector<Owner> elements(Union* U,
                            isl_stat (*Foreach)(Union*, isl_stat (*)(Element*, void*), void*)) {
  std::vector<Owner> Out;
  Foreach(
      U,
      [](Element* E, void* User) -> isl_stat {
        static_cast<std::vector<Owner>*>(User)->emplace_back(E);
        return isl_stat_ok;
      },
      &Out);
  return Out;
}

/// The sets of U, one per statement.
std::vector<isl::Set> sets(const isl::UnionSet& U);

/// The maps of U, one per pair of spaces.
std::vector<isl::Map> maps(const isl::UnionMap& U);

/// A region's affine model read into ISL objects.
struct ModelMaps {
  isl::UnionSet Domain;
  isl::UnionMap Schedule, Writes, Reads;
};

/// The context the polyhedral layer's analyses of a region work in, one per thread. The planners
/// read one region's model many times (its OpenMP form, each part's, the part order, the access
/// boxes): in this context readModel parses each model once.
const isl::Context& sharedContext();

/// Reads Model's text in C; nullopt and the maps, or why they do not parse. In the shared
/// context, the maps of the last few models read are kept and handed out again.
std::optional<std::string> readModel(const isl::Context& C, const PolyModel& Model, ModelMaps& Out);

} // namespace liar::poly

#endif
