#include "lifting/DefPlanner.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace liar::lifting {

namespace {

bool emptyMap(const isl::UnionMap& M) {
  return !M || isl_union_map_is_empty(M.get()) == isl_bool_true;
}

void collectReads(const ValuePtr& V, std::vector<const Value*>& Out) {
  if (!V)
    return;
  if (V->K == Value::Read)
    Out.push_back(V.get());
  for (const ValuePtr& A : V->Args)
    collectReads(A, Out);
}

/// Pairs (read instance, write instance) touching the same element, split by which runs first.
struct Overlap {
  bool WriteFirst = false;
  bool ReadFirst = false;
};

class Planner {
public:
  Planner(const Scop& S, const AffineModel& M) : S(S), M(M) {}

  DefPlan plan() {
    // Coarsest grouping first: it gives the most idiomatic IR.
    using Key = std::function<int(const StatementModel&)>;
    std::vector<Key> Keys = {
        [](const StatementModel&) { return 0; },
        [](const StatementModel& St) { return St.Position.front(); },
        [this](const StatementModel& St) { return runKey(St); },
        [](const StatementModel& St) { return St.Id; },
    };
    DefPlan Last;
    for (const Key& K : Keys) {
      Last = attempt(K);
      if (!Last.Failure)
        return Last;
    }
    return Last;
  }

private:
  // A statement that reads its own array elsewhere than at its target starts a new group.
  int runKey(const StatementModel& St) {
    if (RunKeys.empty()) {
      int Run = 0;
      for (const StatementModel& T : S.Statements) {
        std::vector<const Value*> Reads;
        collectReads(T.Rhs, Reads);
        for (const Value* R : Reads)
          if (!T.ScalarOnly && R->Array == T.Array && !isSelfRead(T, *R)) {
            ++Run;
            break;
          }
        RunKeys.push_back(Run);
      }
    }
    return RunKeys[St.Id];
  }

  Overlap overlap(const Value& Read, int Writer) {
    auto Key = std::make_pair(&Read, Writer);
    if (auto It = Cache.find(Key); It != Cache.end())
      return It->second;
    isl::UnionMap Same(isl_union_map_apply_range(
        M.read(Read).release(), isl_union_map_reverse(M.write(Writer).release())));
    Overlap O;
    O.ReadFirst = !emptyMap(isl::UnionMap(isl_union_map_intersect(Same.copy(), M.before().copy())));
    O.WriteFirst = !emptyMap(isl::UnionMap(
        isl_union_map_intersect(Same.copy(), isl_union_map_reverse(M.before().copy()))));
    return Cache[Key] = O;
  }

  /// Does some element see an instance of A before an instance of B?
  bool precedes(int A, int B) {
    isl::UnionMap Same(isl_union_map_apply_range(
        M.write(A).release(), isl_union_map_reverse(M.write(B).release())));
    return !emptyMap(isl::UnionMap(isl_union_map_intersect(Same.release(), M.before().copy())));
  }

  Rejection failure(const std::string& Msg, int Stmt) {
    return Rejection{RejectCategory::SequentialDependence, Msg, S.Statements[Stmt].Where};
  }

  std::string readText(const Value& R) {
    std::string T = S.Arrays[R.Array].Name;
    for (const Affine& A : R.Subscripts)
      T += "[" + A.isl() + "]";
    return T;
  }

  DefPlan attempt(const std::function<int(const StatementModel&)>& Key) {
    DefPlan P;
    std::map<std::pair<int, int>, int> Index; // (array, key) -> def
    std::vector<int> DefOf(S.Statements.size(), -1);
    for (const StatementModel& St : S.Statements) {
      if (St.ScalarOnly)
        continue;
      auto K = std::make_pair(St.Array, Key(St));
      auto [It, New] = Index.emplace(K, static_cast<int>(P.Defs.size()));
      if (New)
        P.Defs.push_back(Def{St.Array, {}, nullptr});
      P.Defs[It->second].Statements.push_back(St.Id);
      DefOf[St.Id] = It->second;
    }
    size_t ArrayDefs = P.Defs.size();
    for (const auto& [Scalar, Val] : S.LiveOutScalars)
      P.Defs.push_back(Def{Scalar, {}, Val});

    // Order the updates of each def as every element sees them.
    for (Def& D : P.Defs) {
      auto& Sts = D.Statements;
      std::vector<std::set<int>> Succ(Sts.size());
      for (size_t A = 0; A < Sts.size(); ++A)
        for (size_t B = A + 1; B < Sts.size(); ++B) {
          bool AB = precedes(Sts[A], Sts[B]), BA = precedes(Sts[B], Sts[A]);
          if (AB && BA) {
            P.Failure = failure("updates of '" + S.Arrays[D.Array].Name +
                                    "' at lines " + std::to_string(S.Statements[Sts[A]].Where.Line) +
                                    " and " + std::to_string(S.Statements[Sts[B]].Where.Line) +
                                    " interleave across iterations",
                                Sts[B]);
            return P;
          }
          if (AB)
            Succ[A].insert(static_cast<int>(B));
          if (BA)
            Succ[B].insert(static_cast<int>(A));
        }
      auto Order = topoSort(Succ);
      if (!Order) {
        P.Failure = failure("updates of '" + S.Arrays[D.Array].Name + "' have no consistent order",
                            Sts.front());
        return P;
      }
      std::vector<int> Sorted;
      for (int I : *Order)
        Sorted.push_back(Sts[I]);
      Sts = Sorted;
    }

    // Dependences between defs through reads.
    std::vector<std::set<int>> Succ(P.Defs.size());
    for (size_t A = 0; A < ArrayDefs; ++A)
      for (size_t B = 0; B < ArrayDefs; ++B)
        if (A != B && P.Defs[A].Array == P.Defs[B].Array &&
            precedes(P.Defs[A].Statements.front(), P.Defs[B].Statements.front()))
          Succ[A].insert(static_cast<int>(B));
    for (size_t D = 0; D < P.Defs.size(); ++D) {
      std::vector<std::pair<const Value*, int>> Reads; // read, statement it feeds
      if (P.Defs[D].ScalarValue) {
        std::vector<const Value*> Rs;
        collectReads(P.Defs[D].ScalarValue, Rs);
        for (const Value* R : Rs)
          Reads.push_back({R, -1});
      }
      for (int St : P.Defs[D].Statements) {
        std::vector<const Value*> Rs;
        collectReads(S.Statements[St].Rhs, Rs);
        for (const Value* R : Rs)
          Reads.push_back({R, St});
      }
      for (const auto& [R, St] : Reads) {
        if (St >= 0 && R->Array == P.Defs[D].Array && isSelfRead(S.Statements[St], *R))
          continue; // the running value of the element being defined
        for (size_t W = 0; W < ArrayDefs; ++W) {
          if (P.Defs[W].Array != R->Array)
            continue;
          Overlap O;
          for (int Writer : P.Defs[W].Statements) {
            Overlap X = overlap(*R, Writer);
            O.WriteFirst |= X.WriteFirst;
            O.ReadFirst |= X.ReadFirst;
          }
          int Where = St >= 0 ? St : R->Origin;
          if (W == D && O.WriteFirst) {
            P.Failure = failure("'" + readText(*R) + "' reads a value that the same loop nest "
                                "computed in an earlier iteration",
                                Where);
            return P;
          }
          if (W == D)
            continue;
          if (O.WriteFirst && O.ReadFirst) {
            P.Failure = failure("'" + readText(*R) + "' reads values of '" +
                                    S.Arrays[R->Array].Name +
                                    "' both before and after they are updated",
                                Where);
            return P;
          }
          if (O.WriteFirst)
            Succ[W].insert(static_cast<int>(D));
          else if (O.ReadFirst)
            Succ[D].insert(static_cast<int>(W));
        }
      }
    }
    auto Order = topoSort(Succ);
    if (!Order) {
      P.Failure = failure("the arrays of this region depend on each other in a cycle",
                          P.Defs.front().Statements.empty() ? 0 : P.Defs.front().Statements[0]);
      return P;
    }
    std::vector<Def> Sorted;
    for (int I : *Order)
      Sorted.push_back(P.Defs[I]);
    P.Defs = Sorted;
    return P;
  }

  /// Kahn's algorithm, smallest index first so that textual order wins ties.
  static std::optional<std::vector<int>> topoSort(const std::vector<std::set<int>>& Succ) {
    std::vector<int> In(Succ.size(), 0);
    for (const auto& S : Succ)
      for (int T : S)
        ++In[T];
    std::set<int> Ready;
    for (size_t I = 0; I < Succ.size(); ++I)
      if (!In[I])
        Ready.insert(static_cast<int>(I));
    std::vector<int> Out;
    while (!Ready.empty()) {
      int N = *Ready.begin();
      Ready.erase(Ready.begin());
      Out.push_back(N);
      for (int T : Succ[N])
        if (--In[T] == 0)
          Ready.insert(T);
    }
    if (Out.size() != Succ.size())
      return std::nullopt;
    return Out;
  }

  const Scop& S;
  const AffineModel& M;
  std::vector<int> RunKeys;
  std::map<std::pair<const Value*, int>, Overlap> Cache;
};

} // namespace

bool isSelfRead(const StatementModel& Stmt, const Value& Read) {
  if (Read.Array != Stmt.Array || Read.Subscripts.size() != Stmt.WriteSubscripts.size())
    return false;
  for (size_t D = 0; D < Read.Subscripts.size(); ++D)
    if (!(Read.Subscripts[D] == Stmt.WriteSubscripts[D]))
      return false;
  return true;
}

DefPlan planDefs(const Scop& S, const AffineModel& M) { return Planner(S, M).plan(); }

} // namespace liar::lifting
