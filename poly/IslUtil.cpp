#include "poly/IslUtil.h"

namespace liar::poly {

std::vector<isl::Set> sets(const isl::UnionSet& U) {
  return elements<isl::Set>(U.get(), isl_union_set_foreach_set);
}

std::vector<isl::Map> maps(const isl::UnionMap& U) {
  return elements<isl::Map>(U.get(), isl_union_map_foreach_map);
}

std::optional<std::string> readModel(const isl::Context& C, const PolyModel& Model,
                                     ModelMaps& Out) {
  Out.Domain = isl::readUnionSet(C, Model.Domain);
  Out.Schedule = isl::readUnionMap(C, Model.Schedule);
  Out.Writes = isl::readUnionMap(C, Model.Writes);
  Out.Reads = isl::readUnionMap(C, Model.Reads);
  if (Out.Domain && Out.Schedule && Out.Writes && Out.Reads) return std::nullopt;
  std::string Why = "the affine model does not parse: " + C.lastError();
  Out = {};
  return Why;
}

} // namespace liar::poly
