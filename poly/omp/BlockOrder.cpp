#include "poly/omp/BlockOrder.h"

#include "poly/Dependences.h"
#include "poly/IslUtil.h"

#include <utility>
#include <vector>

namespace liar::poly::omp {
namespace {

/// (source, sink) statement names of the dependences in D.
std::vector<std::pair<std::string, std::string>> statementPairs(const isl::UnionMap& D) {
  std::vector<std::pair<std::string, std::string>> Out;
  for (const isl::Map& M : maps(D)) {
    const char* From = isl_map_get_tuple_name(M.get(), isl_dim_in);
    const char* To = isl_map_get_tuple_name(M.get(), isl_dim_out);
    if (From && To) Out.push_back({From, To});
  }
  return Out;
}

/// Accesses restricted to the scalar Name (a 0-d array in the model).
isl::UnionMap throughScalar(const isl::Context& C, const isl::UnionMap& Access,
                            const std::string& Name) {
  return isl::UnionMap(isl_union_map_intersect_range(
      Access.copy(), isl::readUnionSet(C, "{ " + Name + "[] }").release()));
}

/// The model's reads and writes, restricted to its statement instances.
struct Accesses {
  isl::UnionMap Writes, Reads, Schedule;
};

std::optional<std::string> readAccesses(const isl::Context& C, const PolyModel& Model,
                                        Accesses& Out) {
  ModelMaps Maps;
  if (std::optional<std::string> Why = readModel(C, Model, Maps)) return Why;
  Out.Writes =
      isl::UnionMap(isl_union_map_intersect_domain(Maps.Writes.release(), Maps.Domain.copy()));
  Out.Reads =
      isl::UnionMap(isl_union_map_intersect_domain(Maps.Reads.release(), Maps.Domain.release()));
  Out.Schedule = std::move(Maps.Schedule);
  return std::nullopt;
}

} // namespace

FlowReaders flowReaders(const PolyModel& Model) {
  FlowReaders Readers;
  const isl::Context& C = sharedContext();
  isl_ctx_reset_error(C.get());
  Accesses A;
  if (readAccesses(C, Model, A)) return Readers;
  isl::UnionMap Flow = flow(A.Reads, A.Writes, A.Schedule).Deps;
  if (!Flow) return Readers;
  for (const auto& [From, To] : statementPairs(Flow))
    if (From != To) Readers[From].insert(To);
  return Readers;
}

namespace {

/// Checks dependences against a part order and keeps the first violation found.
class OrderCheck {
public:
  OrderCheck(const PolyModel& Model, const PartOrder& Order) : Order(Order) {
    for (const PolyStatement& S : Model.Statements)
      Line[S.Name] = S.Where.Line;
  }
  const std::string& violation() const { return Violation; }
  bool done() const { return !Violation.empty(); }
  void fail(const std::string& Why) {
    if (Violation.empty()) Violation = Why;
  }
  std::string describe(const std::string& S) {
    return "the statement at line " + std::to_string(Line[S]);
  }
  int partOf(const std::string& S) const {
    auto It = Order.PartOf.find(S);
    return It == Order.PartOf.end() ? -1 : It->second;
  }

  /// Dependences D of kind Kind (flow, anti, output) go from a part to itself or a later one,
  /// and no library part computes, or reads, a free statement's value another part needs.
  void check(const isl::UnionMap& D, const char* Kind, const isl::Context& C) {
    if (!D) return fail("dependence analysis failed: " + C.lastError());
    for (const auto& [From, To] : statementPairs(D)) {
      if (done()) break;
      if (partOf(From) < 0 || partOf(To) < 0)
        fail(describe(partOf(From) < 0 ? From : To) + " belongs to no part");
      else if (partOf(From) > partOf(To))
        fail(describe(To) + " must run after " + describe(From) + " (" + Kind +
             " dependence), which a later part computes");
      else if (partOf(From) != partOf(To) && std::string(Kind) == "flow" && Order.Free.count(From))
        checkFreeFlow(From, To);
    }
  }

private:
  void checkFreeFlow(const std::string& From, const std::string& To) {
    if (Order.LibraryParts.count(partOf(From)))
      fail(describe(To) + " reads the value that " + describe(From) +
           " computes inside a library call");
    else if (Order.LibraryParts.count(partOf(To)))
      fail("the library call for " + describe(To) + " computes again what " + describe(From) +
           " computes in another part");
  }

  const PartOrder& Order;
  std::map<std::string, unsigned> Line;
  std::string Violation;
};

} // namespace

std::string partOrderViolation(const PolyModel& Model, const PartOrder& Order) {
  OrderCheck Check(Model, Order);
  const isl::Context& C = sharedContext();
  isl_ctx_reset_error(C.get());
  Accesses A;
  if (std::optional<std::string> Why = readAccesses(C, Model, A)) return *Why;
  // Last writes suffice: a dependence chain that goes backwards has one backward link.
  Dependences D = dependences(A.Reads, A.Writes, A.Schedule);
  Check.check(D.Flow.Deps, "flow", C);
  Check.check(D.Anti, "anti", C);
  Check.check(D.Output, "output", C);
  // Each rescheduled part declares the locals it uses: none may pass a value to another part.
  for (const auto& [Name, Type] : Model.LocalScalars) {
    if (Check.done()) break;
    isl::UnionMap F =
        flow(throughScalar(C, A.Reads, Name), throughScalar(C, A.Writes, Name), A.Schedule).Deps;
    for (const auto& [From, To] : statementPairs(F))
      if (!Check.done() && Check.partOf(From) != Check.partOf(To))
        Check.fail("local '" + Name + "' carries a value from " + Check.describe(From) + " to " +
                   Check.describe(To) + " in another part");
  }
  return Check.violation();
}

} // namespace liar::poly::omp
