#include "poly/Dependences.h"

namespace liar::poly {

namespace {
/// Sink accesses after Source accesses: with Must, only the last source before each sink.
isl::UnionFlow compute(const isl::UnionMap& Sink, const isl::UnionMap& Source,
                       const isl::UnionMap& Schedule, bool Must) {
  isl_union_access_info* AI = isl_union_access_info_from_sink(Sink.copy());
  AI = Must ? isl_union_access_info_set_must_source(AI, Source.copy())
            : isl_union_access_info_set_may_source(AI, Source.copy());
  AI = isl_union_access_info_set_schedule_map(AI, Schedule.copy());
  return isl::UnionFlow(isl_union_access_info_compute_flow(AI));
}
} // namespace

FlowDependences flow(const isl::UnionMap& Reads, const isl::UnionMap& Writes,
                     const isl::UnionMap& Schedule) {
  isl::UnionFlow F = compute(Reads, Writes, Schedule, true);
  return {isl::UnionMap(isl_union_flow_get_must_dependence(F.get())),
          isl::UnionSet(isl_union_map_domain(isl_union_flow_get_must_no_source(F.get())))};
}

Dependences dependences(const isl::UnionMap& Reads, const isl::UnionMap& Writes,
                        const isl::UnionMap& Schedule) {
  Dependences D{flow(Reads, Writes, Schedule), {}, {}};
  D.Anti = isl::UnionMap(
      isl_union_flow_get_may_dependence(compute(Writes, Reads, Schedule, false).get()));
  D.Output = isl::UnionMap(
      isl_union_flow_get_must_dependence(compute(Writes, Writes, Schedule, true).get()));
  return D;
}

isl::UnionMap Dependences::all() const {
  isl::UnionMap A(isl_union_map_union(Flow.Deps.copy(), Anti.copy()));
  return isl::UnionMap(isl_union_map_union(A.release(), Output.copy()));
}

} // namespace liar::poly
