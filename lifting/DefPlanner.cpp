#include "lifting/DefPlanner.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace liar::lifting {

namespace {

/// The deepest loop nesting a recurrence's element-wise steps may have.
constexpr size_t kMaxRecurrenceDepth = 2;

/// Only a relation ISL proved empty is empty: a failed computation (null, or over the
/// operation quota) counts as non-empty, which is always the conservative answer here.
bool emptyMap(const isl::UnionMap& M) {
  return M && isl_union_map_is_empty(M.get()) == isl_bool_true;
}

void collectReads(const ValuePtr& V, std::vector<const Value*>& Out) {
  if (!V) return;
  if (V->K == Value::Read) Out.push_back(V.get());
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
    // Recurrences over inner loops only when no grouping plans the region without them: a
    // split plan (covariance's mirror) keeps the library forms the whole region has.
    DefPlan Last;
    for (bool Nested : {false, true})
      for (const Key& K : Keys) {
        Last = attempt(K, Nested);
        if (!Last.Failure) return Last;
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
          if (!T.ScalarOnly && R->Array == T.Array && !isSelfRead(S, T, *R)) {
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
    if (auto It = Cache.find(Key); It != Cache.end()) return It->second;
    isl::UnionMap Same(isl_union_map_apply_range(M.read(Read).release(),
                                                 isl_union_map_reverse(M.write(Writer).release())));
    Overlap O;
    O.ReadFirst = !emptyMap(
        isl::UnionMap(isl_union_map_intersect(Same.copy(), M.before(Read.Origin, Writer).copy())));
    O.WriteFirst = !emptyMap(isl::UnionMap(isl_union_map_intersect(
        Same.copy(), isl_union_map_reverse(M.before(Writer, Read.Origin).copy()))));
    return Cache[Key] = O;
  }

  /// Does some element see an instance of A before an instance of B?
  bool precedes(int A, int B) {
    auto Key = std::make_pair(A, B);
    if (auto It = PrecedesCache.find(Key); It != PrecedesCache.end()) return It->second;
    return PrecedesCache[Key] = computePrecedes(A, B);
  }

  bool computePrecedes(int A, int B) {
    isl::UnionMap Same(isl_union_map_apply_range(M.write(A).release(),
                                                 isl_union_map_reverse(M.write(B).release())));
    return !emptyMap(isl::UnionMap(isl_union_map_intersect(Same.release(), M.before(A, B).copy())));
  }

  /// { instance of A -> instance of B : same iterations of the Common loops }
  isl::UnionMap sameIteration(int A, int B, const std::vector<int>& Common) {
    std::set<std::string> Keep;
    for (int L : Common)
      Keep.insert(S.Loops[L].Iterator);
    std::string Dom = M.tuple(A), Ran = "S" + std::to_string(B) + "[";
    const StatementModel& SB = S.Statements[B];
    for (size_t K = 0; K < SB.Loops.size(); ++K) {
      const std::string& It = S.Loops[SB.Loops[K]].Iterator;
      Ran += (K ? ", " : "") + (Keep.count(It) ? It : "__o_" + It);
    }
    return isl::readUnionMap(M.context(), M.params() + "{ " + Dom + " -> " + Ran + "] }");
  }

  bool precedesInIteration(int A, int B, const std::vector<int>& Common) {
    isl::UnionMap Same(isl_union_map_apply_range(M.write(A).release(),
                                                 isl_union_map_reverse(M.write(B).release())));
    Same = isl::UnionMap(isl_union_map_intersect(Same.release(), M.before(A, B).copy()));
    return !emptyMap(isl::UnionMap(
        isl_union_map_intersect(Same.release(), sameIteration(A, B, Common).release())));
  }

  /// (iteration of the Common loops, element) pairs an access touches.
  isl::UnionSet iterationElements(int Stmt, const std::vector<int>& Common,
                                  const std::vector<Affine>& Subs, int Origin) {
    std::string Out;
    for (int L : Common)
      Out += (Out.empty() ? "" : ", ") + S.Loops[L].Iterator;
    for (const Affine& A : Subs)
      Out += (Out.empty() ? "" : ", ") + A.isl();
    (void)Stmt;
    isl::UnionMap To =
        isl::readUnionMap(M.context(), M.params() + "{ " + M.tuple(Origin) + " -> [" + Out + "] }");
    return isl::UnionSet(isl_union_set_apply(M.domain(Origin).release(), To.release()));
  }

  static std::vector<int> commonLoops(const Scop& S, const std::vector<int>& Stmts) {
    std::vector<int> C = S.Statements[Stmts.front()].Loops;
    for (int St : Stmts) {
      const auto& L = S.Statements[St].Loops;
      size_t K = 0;
      while (K < C.size() && K < L.size() && C[K] == L[K])
        ++K;
      C.resize(K);
    }
    return C;
  }

  /// A def whose statements interleave across the iterations of their common loops but whose
  /// first statement overwrites every element each iteration: ordered within one iteration.
  std::optional<std::vector<int>> killedOrder(Def& D) {
    // The common loops that do not index the array: the iterations that overwrite it.
    std::vector<int> C = commonLoops(S, D.Statements);
    for (size_t K = 0; K < C.size(); ++K)
      for (int St : D.Statements)
        for (const Affine& Sub : S.Statements[St].WriteSubscripts)
          if (K < C.size() && Sub.iterators().count(S.Loops[C[K]].Iterator)) C.resize(K);
    if (C.empty()) return std::nullopt;
    auto& Sts = D.Statements;
    std::vector<std::set<int>> Succ(Sts.size());
    for (size_t A = 0; A < Sts.size(); ++A)
      for (size_t B = A + 1; B < Sts.size(); ++B) {
        bool AB = precedesInIteration(Sts[A], Sts[B], C),
             BA = precedesInIteration(Sts[B], Sts[A], C);
        if (AB && BA) return std::nullopt;
        if (AB) Succ[A].insert(static_cast<int>(B));
        if (BA) Succ[B].insert(static_cast<int>(A));
      }
    auto Order = topoSort(Succ);
    if (!Order) return std::nullopt;
    const StatementModel& First = S.Statements[Sts[Order->front()]];
    // The first update reads nothing of its target and writes each element once.
    std::vector<const Value*> Reads;
    collectReads(First.Rhs, Reads);
    for (const Value* R : Reads)
      if (R->Array == First.Array) return std::nullopt;
    std::set<std::string> Used;
    for (const Affine& Sub : First.WriteSubscripts)
      for (const std::string& It : Sub.iterators())
        Used.insert(It);
    for (size_t K = C.size(); K < First.Loops.size(); ++K)
      if (!Used.count(S.Loops[First.Loops[K]].Iterator)) return std::nullopt;
    isl::UnionSet Covered = iterationElements(First.Id, C, First.WriteSubscripts, First.Id);
    for (int St : Sts) {
      isl::UnionSet Mine = iterationElements(St, C, S.Statements[St].WriteSubscripts, St);
      if (isl_union_set_is_subset(Mine.get(), Covered.get()) != isl_bool_true) return std::nullopt;
    }
    D.Common = C;
    std::vector<int> Sorted;
    for (int I : *Order)
      Sorted.push_back(Sts[I]);
    return Sorted;
  }

  /// May Read (in the loops of its origin) take the value Writer computes in the same
  /// iteration of Writer's common loops, instead of reading memory?
  bool forwardable(const Value& Read, const Def& Writer) {
    if (Writer.Common.empty() || Read.Origin < 0) return false;
    const auto& L = S.Statements[Read.Origin].Loops;
    if (L.size() < Writer.Common.size() ||
        !std::equal(Writer.Common.begin(), Writer.Common.end(), L.begin()))
      return false;
    // Within one iteration every write to the element comes before the read...
    for (int W : Writer.Statements) {
      isl::UnionMap Same(isl_union_map_apply_range(M.read(Read).release(),
                                                   isl_union_map_reverse(M.write(W).release())));
      Same =
          isl::UnionMap(isl_union_map_intersect(Same.release(), M.before(Read.Origin, W).copy()));
      if (!emptyMap(isl::UnionMap(isl_union_map_intersect(
              Same.release(), sameIteration(Read.Origin, W, Writer.Common).release()))))
        return false;
    }
    // ... and the first statement has written it afresh in that iteration.
    const StatementModel& First = S.Statements[Writer.Statements.front()];
    isl::UnionSet Covered =
        iterationElements(First.Id, Writer.Common, First.WriteSubscripts, First.Id);
    isl::UnionSet Wanted =
        iterationElements(Read.Origin, Writer.Common, Read.Subscripts, Read.Origin);
    return isl_union_set_is_subset(Wanted.get(), Covered.get()) == isl_bool_true;
  }

  Rejection failure(Refusal Reason, std::initializer_list<std::string_view> Args, int Stmt) {
    return rejection(Reason, Args, S.Statements[Stmt].Where);
  }

  /// The read as the source indexes it: a view's subscripts count from its offsets.
  std::string readText(const Value& R) {
    const ArrayInfo& A = S.Arrays[R.Array];
    std::string T = A.Name;
    for (size_t K = 0; K < R.Subscripts.size(); ++K)
      T += "[" +
           (A.Viewed && K < A.Offsets.size() ? R.Subscripts[K] + A.Offsets[K] : R.Subscripts[K])
               .isl() +
           "]";
    return T;
  }

  /// The parts of one iteration of the loops Fixed (all iterations when empty) that run the
  /// statements Sts (in textual order) of a def of Array: the longest runs of the next
  /// loop level whose reads of Array see nothing the run writes in that iteration become
  /// element-wise updates, the other loops recurrences of their own.
  std::optional<std::vector<RecurrenceStep>> recurrence(const std::vector<int>& Sts,
                                                        const std::vector<int>& Fixed, int Array) {
    std::vector<std::vector<int>> Items;
    std::vector<int> ItemLoop;
    for (int St : Sts) {
      const auto& L = S.Statements[St].Loops;
      int Loop = L.size() > Fixed.size() ? L[Fixed.size()] : -1;
      if (!Items.empty() && Loop >= 0 && ItemLoop.back() == Loop) {
        Items.back().push_back(St);
        continue;
      }
      Items.push_back({St});
      ItemLoop.push_back(Loop);
    }
    std::vector<RecurrenceStep> Steps;
    for (size_t A = 0; A < Items.size();) {
      size_t B = Items.size();
      for (; B > A; --B) {
        std::vector<int> Run;
        for (size_t K = A; K < B; ++K)
          Run.insert(Run.end(), Items[K].begin(), Items[K].end());
        if (auto Order = elementwise(Run, Fixed, Array)) {
          Steps.push_back(RecurrenceStep{-1, *Order, {}});
          break;
        }
      }
      if (B > A) {
        A = B;
        continue;
      }
      // Each step rebuilds the whole array: element-wise steps under three loops (a step
      // per element of a cube, as in Floyd-Warshall) would cost far more than the loops.
      if (ItemLoop[A] < 0 || Fixed.size() + 1 > kMaxRecurrenceDepth) return std::nullopt;
      std::vector<int> Inner = Fixed;
      Inner.push_back(ItemLoop[A]);
      auto Body = recurrence(Items[A], Inner, Array);
      if (!Body) return std::nullopt;
      Steps.push_back(RecurrenceStep{ItemLoop[A], {}, *Body});
      ++A;
    }
    return Steps;
  }

  /// The order in which the statements Run update each element within one iteration of the
  /// loops Fixed, provided no read of Array in Run (other than of the element its statement
  /// updates) sees a value Run wrote in the same iteration.
  std::optional<std::vector<int>> elementwise(const std::vector<int>& Run,
                                              const std::vector<int>& Fixed, int Array) {
    std::vector<std::set<int>> Succ(Run.size());
    for (size_t A = 0; A < Run.size(); ++A)
      for (size_t B = A + 1; B < Run.size(); ++B) {
        bool AB = precedesInIteration(Run[A], Run[B], Fixed),
             BA = precedesInIteration(Run[B], Run[A], Fixed);
        if (AB && BA) return std::nullopt;
        if (AB) Succ[A].insert(static_cast<int>(B));
        if (BA) Succ[B].insert(static_cast<int>(A));
      }
    for (int St : Run) {
      std::vector<const Value*> Reads;
      collectReads(S.Statements[St].Rhs, Reads);
      for (const Value* R : Reads) {
        if (R->Array != Array || isSelfRead(S, S.Statements[St], *R)) continue;
        if (R->Origin < 0) return std::nullopt;
        for (int W : Run) {
          isl::UnionMap Same(isl_union_map_apply_range(
              M.read(*R).release(), isl_union_map_reverse(M.write(W).release())));
          Same = isl::UnionMap(isl_union_map_intersect(
              Same.release(), isl_union_map_reverse(M.before(W, R->Origin).copy())));
          if (!emptyMap(isl::UnionMap(isl_union_map_intersect(
                  Same.release(), sameIteration(R->Origin, W, Fixed).release()))))
            return std::nullopt;
        }
      }
    }
    auto Order = topoSort(Succ);
    if (!Order) return std::nullopt;
    std::vector<int> Sorted;
    for (int I : *Order)
      Sorted.push_back(Run[I]);
    return Sorted;
  }

  /// Plans as a recurrence each def whose reads see what it wrote in earlier iterations
  /// (Recurrent: def -> the rejection if it is not one); false, with P.Failure, otherwise.
  bool planRecurrences(DefPlan& P, const std::map<int, Rejection>& Recurrent, bool Nested) {
    for (const auto& [D, Why] : Recurrent) {
      std::vector<int> Sts = P.Defs[D].Statements;
      std::sort(Sts.begin(), Sts.end());
      auto Steps = recurrence(Sts, {}, P.Defs[D].Array);
      if (!Steps || !P.Defs[D].Common.empty() || (!Nested && !overOuterLoop(*Steps))) {
        P.Failure = Why;
        return false;
      }
      P.Defs[D].Recurrence = *Steps;
    }
    return true;
  }

  /// One ifold over the outermost loop whose steps are element-wise (forward substitution).
  static bool overOuterLoop(const std::vector<RecurrenceStep>& Steps) {
    return Steps.size() == 1 && Steps[0].Loop >= 0 && Steps[0].Body.size() == 1 &&
           Steps[0].Body[0].Loop < 0;
  }

  /// The plan that groups the statements by Key (one def per array and key), or why none
  /// does: each def's updates ordered, the defs ordered by what they read, and the defs
  /// whose reads see their own earlier iterations planned as recurrences.
  DefPlan attempt(const std::function<int(const StatementModel&)>& Key, bool Nested) {
    DefPlan P;
    size_t ArrayDefs = groupDefs(P, Key);
    for (Def& D : P.Defs)
      if (!orderUpdates(P, D)) return P;
    // Dependences between defs: the writes of one array in order, then through reads.
    std::vector<std::set<int>> Succ(P.Defs.size());
    for (size_t A = 0; A < ArrayDefs; ++A)
      for (size_t B = 0; B < ArrayDefs; ++B)
        if (A != B && P.Defs[A].Array == P.Defs[B].Array &&
            precedes(P.Defs[A].Statements.front(), P.Defs[B].Statements.front()))
          Succ[A].insert(static_cast<int>(B));
    std::map<int, Rejection> Recurrent; // def -> why it is not a plain build
    for (size_t D = 0; D < P.Defs.size(); ++D)
      if (!linkReads(P, D, ArrayDefs, Succ, Recurrent)) return P;
    if (!planRecurrences(P, Recurrent, Nested)) return P;
    auto Order = topoSort(Succ);
    if (!Order) {
      P.Failure = failure(Refusal::DefinitionCycle,
                          {"the arrays of this region depend on each other in a cycle"},
                          P.Defs.front().Statements.empty() ? 0 : P.Defs.front().Statements[0]);
      return P;
    }
    std::vector<Def> Sorted;
    for (int I : *Order)
      Sorted.push_back(P.Defs[I]);
    P.Defs = Sorted;
    return P;
  }

  /// P's defs: one per array and Key of the statements that write it, in the order of their
  /// first statements, then one per live-out scalar; returns how many write arrays.
  size_t groupDefs(DefPlan& P, const std::function<int(const StatementModel&)>& Key) {
    std::map<std::pair<int, int>, int> Index; // (array, key) -> def
    for (const StatementModel& St : S.Statements) {
      if (St.ScalarOnly) continue;
      auto K = std::make_pair(St.Array, Key(St));
      auto [It, New] = Index.emplace(K, static_cast<int>(P.Defs.size()));
      if (New) P.Defs.push_back(Def{St.Array, {}, nullptr});
      P.Defs[It->second].Statements.push_back(St.Id);
    }
    size_t ArrayDefs = P.Defs.size();
    for (const auto& [Scalar, Val] : S.LiveOutScalars)
      P.Defs.push_back(Def{Scalar, {}, Val});
    return ArrayDefs;
  }

  /// Orders the updates of D as every element sees them; false, with P.Failure, when two of
  /// them interleave across iterations or no order is consistent.
  bool orderUpdates(DefPlan& P, Def& D) {
    if (D.Statements.size() > 1)
      if (auto Killed = killedOrder(D)) {
        D.Statements = *Killed;
        return true;
      }
    auto& Sts = D.Statements;
    std::vector<std::set<int>> Succ(Sts.size());
    for (size_t A = 0; A < Sts.size(); ++A)
      for (size_t B = A + 1; B < Sts.size(); ++B) {
        bool AB = precedes(Sts[A], Sts[B]), BA = precedes(Sts[B], Sts[A]);
        if (AB && BA) {
          P.Failure = failure(Refusal::UpdateOrder,
                              {"updates of '" + S.Arrays[D.Array].Name + "' at lines " +
                               std::to_string(S.Statements[Sts[A]].Where.Line) + " and " +
                               std::to_string(S.Statements[Sts[B]].Where.Line) +
                               " interleave across iterations"},
                              Sts[B]);
          return false;
        }
        if (AB) Succ[A].insert(static_cast<int>(B));
        if (BA) Succ[B].insert(static_cast<int>(A));
      }
    auto Order = topoSort(Succ);
    if (!Order) {
      P.Failure = failure(Refusal::UpdateOrder,
                          {"updates of '" + S.Arrays[D.Array].Name + "' have no consistent order"},
                          Sts.front());
      return false;
    }
    std::vector<int> Sorted;
    for (int I : *Order)
      Sorted.push_back(Sts[I]);
    Sts = Sorted;
    return true;
  }

  /// The reads of def D, each with the statement it feeds (-1: D's scalar value).
  std::vector<std::pair<const Value*, int>> readsOf(const Def& D) {
    std::vector<std::pair<const Value*, int>> Reads;
    if (D.ScalarValue) {
      std::vector<const Value*> Rs;
      collectReads(D.ScalarValue, Rs);
      for (const Value* R : Rs)
        Reads.push_back({R, -1});
    }
    for (int St : D.Statements) {
      std::vector<const Value*> Rs;
      collectReads(S.Statements[St].Rhs, Rs);
      for (const Value* R : Rs)
        Reads.push_back({R, St});
    }
    return Reads;
  }

  /// Orders def D after the array defs whose values its reads see (Succ) and before those
  /// that overwrite what it read; a read of a value computed in the same iteration forwards
  /// its writer (whose reads become D's), a read of D's own earlier iterations makes D a
  /// candidate recurrence (Recurrent). False, with P.Failure, when D cannot be ordered.
  bool linkReads(DefPlan& P, size_t D, size_t ArrayDefs, std::vector<std::set<int>>& Succ,
                 std::map<int, Rejection>& Recurrent) {
    std::vector<std::pair<const Value*, int>> Reads = readsOf(P.Defs[D]);
    for (size_t Next = 0; Next < Reads.size(); ++Next) {
      if (Reads.size() > 100000) { // forwarded temporaries feeding each other
        P.Failure =
            failure(Refusal::DefinitionCycle, {"temporary arrays feed each other too deeply"},
                    P.Defs[D].Statements.front());
        return false;
      }
      auto [R, St] = Reads[Next];
      if (St >= 0 && isSelfRead(S, S.Statements[St], *R))
        continue; // the running value of the element its statement updates
      for (size_t W = 0; W < ArrayDefs; ++W) {
        if (P.Defs[W].Array != R->Array) continue;
        Overlap O;
        for (int Writer : P.Defs[W].Statements) {
          Overlap X = overlap(*R, Writer);
          O.WriteFirst |= X.WriteFirst;
          O.ReadFirst |= X.ReadFirst;
        }
        int Where = St >= 0 ? St : R->Origin;
        if (O.WriteFirst && (O.ReadFirst || W == D) && forwardable(*R, P.Defs[W])) {
          // The value computed in this iteration: the writer's statements are evaluated
          // here, so their reads are this def's reads.
          P.Forwarded[R] = P.Defs[W].Statements.front();
          for (int WS : P.Defs[W].Statements) {
            std::vector<const Value*> Rs;
            collectReads(S.Statements[WS].Rhs, Rs);
            for (const Value* X : Rs)
              Reads.push_back({X, WS});
          }
          break;
        }
        if (W == D && O.WriteFirst) {
          // Perhaps a recurrence: checked once all reads of the def are seen.
          if (!Recurrent.count(D))
            Recurrent[D] = failure(Refusal::Recurrence, {readText(*R)}, Where);
          continue;
        }
        if (W == D) continue;
        if (O.WriteFirst && O.ReadFirst) {
          P.Failure =
              failure(Refusal::ReadBeforeAndAfter, {readText(*R), S.Arrays[R->Array].Name}, Where);
          return false;
        }
        if (O.WriteFirst)
          Succ[W].insert(static_cast<int>(D));
        else if (O.ReadFirst)
          Succ[D].insert(static_cast<int>(W));
      }
    }
    return true;
  }

  /// Kahn's algorithm, smallest index first so that textual order wins ties.
  static std::optional<std::vector<int>> topoSort(const std::vector<std::set<int>>& Succ) {
    std::vector<int> In(Succ.size(), 0);
    for (const auto& S : Succ)
      for (int T : S)
        ++In[T];
    std::set<int> Ready;
    for (size_t I = 0; I < Succ.size(); ++I)
      if (!In[I]) Ready.insert(static_cast<int>(I));
    std::vector<int> Out;
    while (!Ready.empty()) {
      int N = *Ready.begin();
      Ready.erase(Ready.begin());
      Out.push_back(N);
      for (int T : Succ[N])
        if (--In[T] == 0) Ready.insert(T);
    }
    if (Out.size() != Succ.size()) return std::nullopt;
    return Out;
  }

  const Scop& S;
  const AffineModel& M;
  std::vector<int> RunKeys;
  std::map<std::pair<const Value*, int>, Overlap> Cache;
  std::map<std::pair<int, int>, bool> PrecedesCache;
};

} // namespace

bool isSelfRead(const Scop& S, const StatementModel& Stmt, const Value& Read) {
  if (Read.Array != Stmt.Array || Read.Subscripts.size() != Stmt.WriteSubscripts.size())
    return false;
  for (size_t D = 0; D < Read.Subscripts.size(); ++D)
    if (!(Read.Subscripts[D] == Stmt.WriteSubscripts[D])) return false;
  if (Read.Origin < 0 || Read.Origin == Stmt.Id) return true;
  // A read that comes from another statement (through a scalar it assigned) names the
  // iterators of its own loops; loops in sequence share names, so the same subscripts are the
  // same element only when they name the same loops (softmax's `sum += x[i]` in one loop and
  // `x[i] /= sum` in the next read different elements of x).
  auto LoopNamed = [&](const StatementModel& St, const std::string& Name) {
    for (int L : St.Loops)
      if (S.Loops[L].Iterator == Name) return L;
    return -1;
  };
  const StatementModel& From = S.Statements[Read.Origin];
  for (const Affine& Sub : Read.Subscripts)
    for (const std::string& It : Sub.iterators())
      if (LoopNamed(From, It) != LoopNamed(Stmt, It) || LoopNamed(Stmt, It) < 0) return false;
  return true;
}

DefPlan planDefs(const Scop& S, const AffineModel& M) {
  return Planner(S, M).plan();
}

} // namespace liar::lifting
