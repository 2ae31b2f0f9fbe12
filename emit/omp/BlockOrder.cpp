#include "BlockOrder.h"

#include "IslUtil.h"

#include <isl/map.h>
#include <isl/set.h>

#include <utility>
#include <vector>

namespace liar::emit::omp {
namespace {

/// (source, sink) statement names of the dependences in D. Takes D.
std::vector<std::pair<std::string, std::string>> statementPairs(isl_union_map* D) {
  std::vector<std::pair<std::string, std::string>> Out;
  isl_union_map_foreach_map(
      D,
      [](isl_map* M, void* User) -> isl_stat {
        const char* From = isl_map_get_tuple_name(M, isl_dim_in);
        const char* To = isl_map_get_tuple_name(M, isl_dim_out);
        if (From && To)
          static_cast<std::vector<std::pair<std::string, std::string>>*>(User)->push_back(
              {From, To});
        isl_map_free(M);
        return isl_stat_ok;
      },
      &Out);
  isl_union_map_free(D);
  return Out;
}

/// Accesses restricted to the scalar Name (a 0-d array in the model). Takes Access.
isl_union_map* throughScalar(isl_ctx* C, isl_union_map* Access, const std::string& Name) {
  return isl_union_map_intersect_range(
      Access, isl_union_set_read_from_str(C, ("{ " + Name + "[] }").c_str()));
}

} // namespace

FlowReaders flowReaders(const lifting::PolyModel& Model) {
  FlowReaders Readers;
  Ctx C;
  ModelMaps Maps;
  if (readModel(C, Model, Maps)) return Readers;
  isl_union_map* W = isl_union_map_intersect_domain(Maps.Writes, isl_union_set_copy(Maps.Domain));
  isl_union_map* Rd = isl_union_map_intersect_domain(Maps.Reads, Maps.Domain);
  isl_union_map* Flow = dependences(Rd, W, Maps.Schedule, true);
  if (!Flow) return Readers;
  for (const auto& [From, To] : statementPairs(Flow))
    if (From != To) Readers[From].insert(To);
  return Readers;
}

std::string partOrderViolation(const lifting::PolyModel& Model, const PartOrder& Order) {
  std::map<std::string, unsigned> Line;
  for (const lifting::PolyStatement& S : Model.Statements)
    Line[S.Name] = S.Where.Line;
  auto Describe = [&](const std::string& S) {
    return "the statement at line " + std::to_string(Line[S]);
  };
  auto PartOf = [&](const std::string& S) {
    auto It = Order.PartOf.find(S);
    return It == Order.PartOf.end() ? -1 : It->second;
  };

  Ctx C;
  ModelMaps Maps;
  if (std::optional<std::string> Why = readModel(C, Model, Maps)) return *Why;
  isl_union_set* Domain = Maps.Domain;
  isl_union_map *Sched = Maps.Schedule, *W = Maps.Writes, *Rd = Maps.Reads;
  W = isl_union_map_intersect_domain(W, isl_union_set_copy(Domain));
  Rd = isl_union_map_intersect_domain(Rd, Domain);

  std::string Violation;
  auto Check = [&](isl_union_map* D, const char* Kind) {
    if (!D) {
      if (Violation.empty()) Violation = "dependence analysis failed: " + C.error();
      return;
    }
    for (const auto& [From, To] : statementPairs(D)) {
      if (!Violation.empty()) break;
      if (PartOf(From) < 0 || PartOf(To) < 0)
        Violation = Describe(PartOf(From) < 0 ? From : To) + " belongs to no part";
      else if (PartOf(From) > PartOf(To))
        Violation = Describe(To) + " must run after " + Describe(From) + " (" + Kind +
                    " dependence), which a later part computes";
      else if (PartOf(From) != PartOf(To) && std::string(Kind) == "flow" &&
               Order.Free.count(From)) {
        if (Order.LibraryParts.count(PartOf(From)))
          Violation = Describe(To) + " reads the value that " + Describe(From) +
                      " computes inside a library call";
        else if (Order.LibraryParts.count(PartOf(To)))
          Violation = "the library call for " + Describe(To) + " computes again what " +
                      Describe(From) + " computes in another part";
      }
    }
  };
  // Last writes suffice: a dependence chain that goes backwards has one backward link.
  Check(dependences(isl_union_map_copy(Rd), isl_union_map_copy(W), isl_union_map_copy(Sched), true),
        "flow");
  Check(
      dependences(isl_union_map_copy(W), isl_union_map_copy(Rd), isl_union_map_copy(Sched), false),
      "anti");
  Check(dependences(isl_union_map_copy(W), isl_union_map_copy(W), isl_union_map_copy(Sched), true),
        "output");
  // Each rescheduled part declares the locals it uses: none may pass a value to another part.
  for (const auto& [Name, Type] : Model.LocalScalars) {
    if (!Violation.empty()) break;
    isl_union_map* F = dependences(throughScalar(C.C, isl_union_map_copy(Rd), Name),
                                   throughScalar(C.C, isl_union_map_copy(W), Name),
                                   isl_union_map_copy(Sched), true);
    for (const auto& [From, To] : statementPairs(F))
      if (Violation.empty() && PartOf(From) != PartOf(To))
        Violation = "local '" + Name + "' carries a value from " + Describe(From) + " to " +
                    Describe(To) + " in another part";
  }
  isl_union_map_free(W);
  isl_union_map_free(Rd);
  isl_union_map_free(Sched);
  return Violation;
}

} // namespace liar::emit::omp
