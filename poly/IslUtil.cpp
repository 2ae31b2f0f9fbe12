#include "poly/IslUtil.h"

namespace liar::poly {

std::vector<isl::Set> sets(const isl::UnionSet& U) {
  std::vector<isl::Set> Out;
  isl_union_set_foreach_set(
      U.get(),
      [](isl_set* S, void* User) -> isl_stat {
        static_cast<std::vector<isl::Set>*>(User)->emplace_back(S);
        return isl_stat_ok;
      },
      &Out);
  return Out;
}

std::vector<isl::Map> maps(const isl::UnionMap& U) {
  std::vector<isl::Map> Out;
  isl_union_map_foreach_map(
      U.get(),
      [](isl_map* M, void* User) -> isl_stat {
        static_cast<std::vector<isl::Map>*>(User)->emplace_back(M);
        return isl_stat_ok;
      },
      &Out);
  return Out;
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
