#include "lifting/AffineModel.h"

#include "poly/IslNames.h"

#include <algorithm>

namespace liar::lifting {

namespace {
/// Only a relation ISL proved empty is empty (null means it gave up: assume the worst).
bool empty(const isl::UnionMap& M) {
  return M && isl_union_map_is_empty(M.get()) == isl_bool_true;
}
} // namespace

AffineModel::AffineModel(const Scop& S, const isl::Context& Ctx) : Model(S), Ctx(Ctx) {
  std::string P;
  for (const auto& [Name, Info] : S.Params)
    P += (P.empty() ? "" : ", ") + poly::islName(Name);
  ParamPrefix = "[" + P + "] -> ";

  size_t Depth = 0;
  for (const StatementModel& St : S.Statements)
    Depth = std::max(Depth, St.Loops.size());
  Width = static_cast<int>(2 * Depth + 1);

  // The union of the statements' maps, in their order: what reading them all as one text
  // builds, without parsing every constraint a second time.
  Schedule = isl::readUnionMap(Ctx, ParamPrefix + "{ }");
  for (const StatementModel& St : S.Statements) {
    std::string Dims;
    for (size_t L = 0; L <= St.Loops.size(); ++L) {
      Dims += (L ? ", " : "") + std::to_string(St.Position[L]);
      if (L < St.Loops.size()) {
        const LoopModel& Lp = S.Loops[St.Loops[L]];
        Dims += std::string(", ") + (Lp.Step < 0 ? "-" : "") + Lp.Iterator;
      }
    }
    for (int K = static_cast<int>(2 * St.Loops.size() + 1); K < Width; ++K)
      Dims += ", 0";
    StatementSchedules.push_back(isl::readUnionMap(Ctx, ParamPrefix + "{ " + tuple(St.Id) +
                                                            " -> [" + Dims +
                                                            "] : " + constraints(St.Id) + " }"));
    Schedule =
        isl::UnionMap(isl_union_map_union(Schedule.release(), StatementSchedules.back().copy()));
  }
  if (!Schedule) {
    Error = "schedule: " + Ctx.lastError();
    return;
  }

  Writes = isl::UnionMap(isl_union_map_empty(isl_union_map_get_space(Schedule.get())));
  Reads = Writes;
  for (const StatementModel& St : S.Statements) {
    isl::UnionMap Wm = write(St.Id);
    if (!Wm) {
      Error = "write access of '" + St.Text + "': " + Ctx.lastError();
      return;
    }
    Writes = isl::UnionMap(isl_union_map_union(Writes.release(), Wm.release()));
    for (const Value* Rd : St.DirectReads) {
      isl::UnionMap Rm = read(*Rd);
      if (!Rm) {
        Error = "read access in '" + St.Text + "': " + Ctx.lastError();
        return;
      }
      Reads = isl::UnionMap(isl_union_map_union(Reads.release(), Rm.release()));
    }
    for (int Scalar : St.ScalarReads)
      Reads =
          isl::UnionMap(isl_union_map_union(Reads.release(), access(St.Id, Scalar, {}).release()));
  }
}

void AffineModel::computeDependences() const {
  if (Deps || !Error.empty()) return;
  Deps = poly::dependences(Reads, Writes, Schedule);
}

isl::UnionMap AffineModel::before(int A, int B) const {
  auto Key = std::make_pair(A, B);
  auto It = BeforeMaps.find(Key);
  if (It == BeforeMaps.end())
    It = BeforeMaps
             .emplace(Key, isl::UnionMap(isl_union_map_lex_lt_union_map(
                               StatementSchedules[A].copy(), StatementSchedules[B].copy())))
             .first;
  return It->second;
}

std::string AffineModel::tuple(int Stmt) const {
  const StatementModel& St = Model.Statements[Stmt];
  std::string T = "S" + std::to_string(Stmt) + "[";
  for (size_t L = 0; L < St.Loops.size(); ++L)
    T += (L ? ", " : "") + Model.Loops[St.Loops[L]].Iterator;
  return T + "]";
}

std::string AffineModel::constraints(int Stmt) const {
  const StatementModel& St = Model.Statements[Stmt];
  std::string C;
  auto Add = [&](const std::string& S) { C += (C.empty() ? "" : " and ") + S; };
  for (int Id : St.Loops) {
    const LoopModel& L = Model.Loops[Id];
    Add(L.Low.isl() + " <= " + L.Iterator + " <= " + L.High.isl());
    if (L.Step != 1 && L.Step != -1) {
      const Affine& Start = L.Step > 0 ? L.Low : L.High;
      Add("exists (e_" + L.Iterator + " : " + L.Iterator + " = " + Start.isl() + " + " +
          std::to_string(L.Step > 0 ? L.Step : -L.Step) + "e_" + L.Iterator + ")");
    }
  }
  for (const Condition& G : St.Guards)
    Add(G.isl());
  // An unsigned size is never negative: ISL then sees `4*floor(n/4) + n mod 4` end at n.
  for (const auto& [Name, Info] : Model.Params)
    if (Info.Unsigned) Add(poly::islName(Name) + " >= 0");
  for (const Affine& A : Model.AssumedNonNegative)
    Add(A.isl() + " >= 0");
  return C.empty() ? "true" : C;
}

isl::UnionSet AffineModel::domain(int Stmt) const {
  auto It = Domains.find(Stmt);
  if (It == Domains.end())
    It = Domains
             .emplace(Stmt, isl::readUnionSet(Ctx, ParamPrefix + "{ " + tuple(Stmt) + " : " +
                                                       constraints(Stmt) + " }"))
             .first;
  return It->second;
}

isl::UnionMap AffineModel::wholeArray(int Stmt, int Array) const {
  // A gather may read any element: the relation leaves the element unconstrained, which
  // over-approximates what it reads (exact for the dependences of an array never written).
  isl::UnionMap M = isl::readUnionMap(Ctx, ParamPrefix + "{ " + tuple(Stmt) + " -> " +
                                               Model.Arrays[Array].Name + "[__any] }");
  return isl::UnionMap(isl_union_map_intersect_domain(M.release(), domain(Stmt).release()));
}

isl::UnionMap AffineModel::access(int Stmt, int Array, const std::vector<Affine>& Subs) const {
  std::string S;
  for (const Affine& A : Subs)
    S += (S.empty() ? "" : ", ") + A.isl();
  // The statement's domain is read once (domain()): an access only adds its subscripts.
  isl::UnionMap M = isl::readUnionMap(Ctx, ParamPrefix + "{ " + tuple(Stmt) + " -> " +
                                               Model.Arrays[Array].Name + "[" + S + "] }");
  return isl::UnionMap(isl_union_map_intersect_domain(M.release(), domain(Stmt).release()));
}

isl::UnionMap AffineModel::write(int Stmt) const {
  auto It = WriteMaps.find(Stmt);
  if (It == WriteMaps.end()) {
    const StatementModel& St = Model.Statements[Stmt];
    It = WriteMaps.emplace(Stmt, access(Stmt, St.Array, St.WriteSubscripts)).first;
  }
  return It->second;
}

isl::UnionMap AffineModel::read(const Value& Read) const {
  auto It = ReadMaps.find(&Read);
  if (It == ReadMaps.end())
    It = ReadMaps
             .emplace(&Read, Read.Gather ? wholeArray(Read.Origin, Read.Array)
                                         : access(Read.Origin, Read.Array, Read.Subscripts))
             .first;
  return It->second;
}

isl::UnionMap AffineModel::carriedAt(const isl::UnionMap& Deps, const LoopModel& L) const {
  // In the statements' own spaces (cheaper than the padded schedule space): both instances
  // inside L, same iterations of the loops around L, a later iteration of L.
  std::vector<int> Inside;
  for (const StatementModel& St : Model.Statements)
    if (std::find(St.Loops.begin(), St.Loops.end(), L.Id) != St.Loops.end())
      Inside.push_back(St.Id);
  std::string Pairs;
  for (int A : Inside)
    for (int B : Inside) {
      const StatementModel& SB = Model.Statements[B];
      std::string Ran = "S" + std::to_string(B) + "[";
      std::string C;
      bool Outer = true;
      for (size_t K = 0; K < SB.Loops.size(); ++K) {
        const std::string& It = Model.Loops[SB.Loops[K]].Iterator;
        // The loops up to L are shared: the same name in both tuples means equal values.
        std::string Name = Outer && SB.Loops[K] != L.Id ? It : "__t_" + It;
        if (SB.Loops[K] == L.Id) {
          C = (L.Step > 0 ? It + " < " + Name : It + " > " + Name);
          Outer = false;
        }
        Ran += (K ? ", " : "") + Name;
      }
      Pairs += (Pairs.empty() ? "" : "; ") + tuple(A) + " -> " + Ran + "] : " + C;
    }
  isl::UnionMap Carried = isl::readUnionMap(Ctx, ParamPrefix + "{ " + Pairs + " }");
  return isl::UnionMap(isl_union_map_intersect(Deps.copy(), Carried.release()));
}

std::vector<LoopInfo> AffineModel::classifyLoops() const {
  std::vector<LoopInfo> Out;
  computeDependences();
  isl::UnionMap All = Deps ? Deps->all() : isl::UnionMap();
  if (!Error.empty() || !All) return Out;
  for (const LoopModel& L : Model.Loops) {
    LoopInfo Info;
    Info.Iterator = L.CName;
    Info.Where = L.Where;
    // Restrict to the statements inside this loop.
    isl::UnionSet Inside(isl_union_set_empty(isl_union_map_get_space(Schedule.get())));
    for (const StatementModel& St : Model.Statements)
      if (std::find(St.Loops.begin(), St.Loops.end(), L.Id) != St.Loops.end())
        Inside = isl::UnionSet(isl_union_set_union(Inside.release(), domain(St.Id).release()));
    isl::UnionMap Local(isl_union_map_intersect_range(
        isl_union_map_intersect_domain(All.copy(), Inside.copy()), Inside.copy()));
    isl::UnionMap Carried = carriedAt(Local, L);
    if (!Carried) { // over the ISL operation quota: assume the worst
      Info.Classification = LoopInfo::Sequential;
      Out.push_back(Info);
      continue;
    }
    if (empty(Carried)) {
      Out.push_back(Info);
      continue;
    }
    // A reduction: every carried dependence links instances of one statement that does not
    // index its target with this loop's iterator (an accumulation).
    bool Reduction = true;
    isl::forEachMap(Carried, [&](isl::Map M) {
      const char* From = isl_map_get_tuple_name(M.get(), isl_dim_in);
      const char* To = isl_map_get_tuple_name(M.get(), isl_dim_out);
      if (!From || !To || std::string(From) != To) {
        Reduction = false;
        return;
      }
      const StatementModel& St = Model.Statements[std::stoi(From + 1)];
      for (const Affine& Sub : St.WriteSubscripts)
        if (Sub.iterators().count(L.Iterator)) Reduction = false;
    });
    Info.Classification = Reduction ? LoopInfo::Reduction : LoopInfo::Sequential;
    Out.push_back(Info);
  }
  return Out;
}

} // namespace liar::lifting
