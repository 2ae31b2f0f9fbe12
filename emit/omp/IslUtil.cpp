#include "IslUtil.h"

#include <isl/flow.h>
#include <isl/options.h>
#include <isl/set.h>

namespace liar::emit::omp {

Ctx::Ctx() : C(isl_ctx_alloc()) {
  isl_options_set_on_error(C, ISL_ON_ERROR_CONTINUE);
}

Ctx::~Ctx() {
  isl_ctx_free(C);
}

std::string Ctx::error() const {
  const char* M = isl_ctx_last_error_msg(C);
  return M ? M : "unknown isl error";
}

isl_union_map* dependences(isl_union_map* Sink, isl_union_map* Source, isl_union_map* Schedule,
                           bool Must) {
  isl_union_access_info* AI = isl_union_access_info_from_sink(Sink);
  AI = Must ? isl_union_access_info_set_must_source(AI, Source)
            : isl_union_access_info_set_may_source(AI, Source);
  AI = isl_union_access_info_set_schedule_map(AI, Schedule);
  isl_union_flow* F = isl_union_access_info_compute_flow(AI);
  isl_union_map* D =
      Must ? isl_union_flow_get_must_dependence(F) : isl_union_flow_get_may_dependence(F);
  isl_union_flow_free(F);
  return D;
}

std::vector<isl_set*> sets(isl_union_set* U) {
  std::vector<isl_set*> Out;
  isl_union_set_foreach_set(
      U,
      [](isl_set* S, void* User) -> isl_stat {
        static_cast<std::vector<isl_set*>*>(User)->push_back(S);
        return isl_stat_ok;
      },
      &Out);
  isl_union_set_free(U);
  return Out;
}

std::vector<isl_map*> maps(isl_union_map* U) {
  std::vector<isl_map*> Out;
  isl_union_map_foreach_map(
      U,
      [](isl_map* M, void* User) -> isl_stat {
        static_cast<std::vector<isl_map*>*>(User)->push_back(M);
        return isl_stat_ok;
      },
      &Out);
  isl_union_map_free(U);
  return Out;
}

std::optional<std::string> readModel(const Ctx& C, const lifting::PolyModel& Model,
                                     ModelMaps& Out) {
  Out.Domain = isl_union_set_read_from_str(C.C, Model.Domain.c_str());
  Out.Schedule = isl_union_map_read_from_str(C.C, Model.Schedule.c_str());
  Out.Writes = isl_union_map_read_from_str(C.C, Model.Writes.c_str());
  Out.Reads = isl_union_map_read_from_str(C.C, Model.Reads.c_str());
  if (Out.Domain && Out.Schedule && Out.Writes && Out.Reads) return std::nullopt;
  std::string Why = "the affine model does not parse: " + C.error();
  isl_union_set_free(Out.Domain);
  isl_union_map_free(Out.Schedule);
  isl_union_map_free(Out.Writes);
  isl_union_map_free(Out.Reads);
  Out = {};
  return Why;
}

} // namespace liar::emit::omp
