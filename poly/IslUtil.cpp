#include "poly/IslUtil.h"

#include <deque>

namespace liar::poly {

std::vector<isl::Set> sets(const isl::UnionSet& U) {
  return elements<isl::Set>(U.get(), isl_union_set_foreach_set);
}

std::vector<isl::Map> maps(const isl::UnionMap& U) {
  return elements<isl::Map>(U.get(), isl_union_map_foreach_map);
}

namespace {

/// A model's text and its maps, read in the shared context.
struct ReadModel {
  std::string Domain, Schedule, Writes, Reads;
  ModelMaps Maps;
  bool of(const PolyModel& M) const {
    return Domain == M.Domain && Schedule == M.Schedule && Writes == M.Writes && Reads == M.Reads;
  }
};

/// The context and the models read in it; the models go first, before the context they live in.
struct Shared {
  isl::Context Context;
  std::deque<ReadModel> Recent;
};

Shared& shared() {
  thread_local Shared S;
  return S;
}

/// Enough for the regions one planner compares (a loop and the regions inside it).
constexpr size_t kModelsKept = 8;

ModelMaps copied(const ModelMaps& M) {
  return {isl::UnionSet(M.Domain.copy()), isl::UnionMap(M.Schedule.copy()),
          isl::UnionMap(M.Writes.copy()), isl::UnionMap(M.Reads.copy())};
}

} // namespace

const isl::Context& sharedContext() {
  return shared().Context;
}

std::optional<std::string> readModel(const isl::Context& C, const PolyModel& Model,
                                     ModelMaps& Out) {
  bool Shareable = &C == &sharedContext();
  if (Shareable)
    for (const ReadModel& R : shared().Recent)
      if (R.of(Model)) {
        Out = copied(R.Maps);
        return std::nullopt;
      }
  Out.Domain = isl::readUnionSet(C, Model.Domain);
  Out.Schedule = isl::readUnionMap(C, Model.Schedule);
  Out.Writes = isl::readUnionMap(C, Model.Writes);
  Out.Reads = isl::readUnionMap(C, Model.Reads);
  if (Out.Domain && Out.Schedule && Out.Writes && Out.Reads) {
    if (Shareable) {
      std::deque<ReadModel>& Recent = shared().Recent;
      Recent.push_front({Model.Domain, Model.Schedule, Model.Writes, Model.Reads, copied(Out)});
      if (Recent.size() > kModelsKept) Recent.pop_back();
    }
    return std::nullopt;
  }
  std::string Why = "the affine model does not parse: " + C.lastError();
  Out = {};
  return Why;
}

} // namespace liar::poly
