#include "LoopAnalysis.h"

#include "AstPrinter.h"
#include "IslUtil.h"

#include <isl/id.h>
#include <isl/ilp.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

namespace liar::emit::omp {

BuildState::~BuildState() {
  isl_union_map_free(ArrayDeps);
  isl_union_map_free(Accesses);
  for (ScalarDeps& S : Scalars) {
    isl_union_map_free(S.Deps);
    isl_union_map_free(S.Flow);
    isl_union_set_free(S.NoSource);
    isl_union_set_free(S.Writers);
    isl_union_set_free(S.Accessors);
  }
}

namespace {

/// Deps (instance -> instance) mapped to the partial schedule Sched (of the instances inside
/// the loop being built) as one relation; takes neither. Null when no dependence remains.
isl_map* inScheduleSpace(isl_union_map* Sched, isl_union_map* Deps, bool* Failed) {
  isl_union_map* D = isl_union_map_apply_range(isl_union_map_copy(Deps), isl_union_map_copy(Sched));
  D = isl_union_map_apply_domain(D, isl_union_map_copy(Sched));
  if (!D) {
    *Failed = true;
    return nullptr;
  }
  if (isl_union_map_is_empty(D) == isl_bool_true) {
    isl_union_map_free(D);
    return nullptr;
  }
  isl_map* M = isl_map_from_union_map(D);
  if (!M) *Failed = true;
  return M;
}

/// True if Deps link instances that agree on the outer schedule dimensions and differ on the
/// last one: the loop being built carries them (or ISL could not tell).
bool carried(isl_union_map* Sched, isl_union_map* Deps) {
  bool Failed = false;
  isl_map* M = inScheduleSpace(Sched, Deps, &Failed);
  if (!M) return Failed;
  isl_size Dim = isl_map_dim(M, isl_dim_out);
  for (isl_size I = 0; I + 1 < Dim; ++I)
    M = isl_map_equate(M, isl_dim_in, I, isl_dim_out, I);
  isl_map* Same = isl_map_equate(isl_map_copy(M), isl_dim_in, Dim - 1, isl_dim_out, Dim - 1);
  isl_bool Ok = isl_map_is_subset(M, Same);
  isl_map_free(M);
  isl_map_free(Same);
  return Ok != isl_bool_true;
}

bool nonEmpty(isl_union_set* S) {
  bool R = !S || isl_union_set_is_empty(S) != isl_bool_true;
  isl_union_set_free(S);
  return R;
}

/// True if every iteration of the loop being built (every value of its partial schedule)
/// runs an instance in Writers.
bool everyIterationWrites(isl_union_map* Sched, isl_union_set* Writers) {
  isl_union_set* All = isl_union_map_range(isl_union_map_copy(Sched));
  isl_union_set* Writing = isl_union_map_range(
      isl_union_map_intersect_domain(isl_union_map_copy(Sched), isl_union_set_copy(Writers)));
  isl_bool Covered = isl_union_set_is_subset(All, Writing);
  isl_union_set_free(All);
  isl_union_set_free(Writing);
  return Covered == isl_bool_true;
}

enum class Privacy { Shared, Private, LastPrivate };

/// A scalar is private to the loop being built when every read inside the loop sees a write
/// of the same iteration (same values of this and all outer schedule dimensions) and no value
/// written inside is read outside. When its final value is needed after the region (or by
/// another part of it), the loop's last iteration must write it: `lastprivate` then leaves
/// the value of the last write, since the schedule keeps the writes of one iteration in order.
Privacy privacy(isl_union_map* Sched, const ScalarDeps& S) {
  isl_union_set* Inside = isl_union_map_domain(isl_union_map_copy(Sched));
  bool Ok = true;
  bool WrittenInside =
      nonEmpty(isl_union_set_intersect(isl_union_set_copy(S.Writers), isl_union_set_copy(Inside)));
  bool Last = S.LiveOut && WrittenInside;
  if (Last) Ok = everyIterationWrites(Sched, S.Writers);
  if (Ok)
    Ok = !nonEmpty(
        isl_union_set_intersect(isl_union_set_copy(S.NoSource), isl_union_set_copy(Inside)));
  if (Ok) { // sources outside for sinks inside, or sinks outside for sources inside
    isl_union_map* In =
        isl_union_map_intersect_range(isl_union_map_copy(S.Flow), isl_union_set_copy(Inside));
    isl_union_map* Out =
        isl_union_map_intersect_domain(isl_union_map_copy(S.Flow), isl_union_set_copy(Inside));
    Ok = !nonEmpty(isl_union_set_subtract(isl_union_map_domain(In), isl_union_set_copy(Inside))) &&
         !nonEmpty(isl_union_set_subtract(isl_union_map_range(Out), isl_union_set_copy(Inside)));
  }
  isl_union_set_free(Inside);
  if (!Ok) return Privacy::Shared;
  Privacy Yes = Last ? Privacy::LastPrivate : Privacy::Private;
  bool Failed = false;
  isl_map* M = inScheduleSpace(Sched, S.Flow, &Failed);
  if (!M) return Failed ? Privacy::Shared : Yes;
  isl_size Dim = isl_map_dim(M, isl_dim_out);
  isl_map* Same = isl_map_copy(M);
  for (isl_size I = 0; I < Dim; ++I)
    Same = isl_map_equate(Same, isl_dim_in, I, isl_dim_out, I);
  isl_bool Sub = isl_map_is_subset(M, Same);
  isl_map_free(M);
  isl_map_free(Same);
  return Sub == isl_bool_true ? Yes : Privacy::Shared;
}

/// Fixes every parameter of S to its value in Params (1000 when not listed) and projects the
/// parameters out. Takes S.
isl_set* fixParameters(isl_set* S, const std::map<std::string, long>& Params) {
  isl_size N = isl_set_dim(S, isl_dim_param);
  for (isl_size I = 0; I < N; ++I) {
    const char* Name = isl_set_get_dim_name(S, isl_dim_param, I);
    auto It = Name ? Params.find(Name) : Params.end();
    S = isl_set_fix_si(S, isl_dim_param, I, It == Params.end() ? 1000 : It->second);
  }
  return isl_set_project_out(S, isl_dim_param, 0, N);
}

/// Points in the bounding box of S, a parameter-free set (an upper bound of its size, exact
/// for rectangles). Takes S.
double boxSize(isl_set* S) {
  double Size = isl_set_is_empty(S) == isl_bool_false ? 1 : 0;
  isl_size N = isl_set_dim(S, isl_dim_set);
  for (isl_size I = 0; I < N && Size > 0; ++I) {
    isl_val* Lo = isl_set_dim_min_val(isl_set_copy(S), I);
    isl_val* Hi = isl_set_dim_max_val(isl_set_copy(S), I);
    bool Bounded = isl_val_is_int(Lo) == isl_bool_true && isl_val_is_int(Hi) == isl_bool_true;
    Size *= Bounded ? isl_val_get_d(Hi) - isl_val_get_d(Lo) + 1 : 1e6;
    isl_val_free(Lo);
    isl_val_free(Hi);
  }
  isl_set_free(S);
  return Size;
}

} // namespace

double instances(isl_union_set* U, const std::map<std::string, long>& Params) {
  double Total = 0;
  for (isl_set* S : sets(U))
    Total += boxSize(fixParameters(S, Params));
  return Total;
}

namespace {

/// How often the loop whose partial schedule is Sched is entered: the number of distinct
/// values of the outer schedule dimensions (counted exactly when there are few).
double entries(isl_union_map* Sched, const std::map<std::string, long>& Params) {
  isl_set* Range = isl_set_from_union_set(isl_union_map_range(isl_union_map_copy(Sched)));
  if (!Range) return 1;
  isl_size Dim = isl_set_dim(Range, isl_dim_set);
  Range = fixParameters(isl_set_project_out(Range, isl_dim_set, Dim - 1, 1), Params);
  if (Dim <= 1) {
    isl_set_free(Range);
    return 1;
  }
  double Box = boxSize(isl_set_copy(Range));
  if (Box <= 1e5) {
    isl_val* Count = isl_set_count_val(Range);
    if (isl_val_is_int(Count) == isl_bool_true) Box = isl_val_get_d(Count);
    isl_val_free(Count);
  }
  isl_set_free(Range);
  return Box > 0 ? Box : 1;
}

/// True if, under the loop being built, only S's accumulation statements touch it: the loop
/// may then run with `reduction(+:s)`.
bool reducible(isl_union_map* Sched, const ScalarDeps& S) {
  if (S.Accumulators.empty()) return false;
  isl_union_set* Touching = isl_union_set_intersect(
      isl_union_set_copy(S.Accessors), isl_union_map_domain(isl_union_map_copy(Sched)));
  bool Ok = true;
  for (isl_set* Set : sets(Touching)) {
    const char* Name = isl_set_get_tuple_name(Set);
    Ok &= Name && S.Accumulators.count(Name) > 0;
    isl_set_free(Set);
  }
  return Ok;
}

/// A loop's annotation while the tree is built: its partial schedule, analysed later.
struct PendingLoop : LoopAnnotation {
  isl_union_map* Schedule = nullptr;
  ~PendingLoop() { isl_union_map_free(Schedule); }
};

/// Fills A from the loop's partial schedule Sched.
void analyse(isl_union_map* Sched, const BuildState& State, LoopAnnotation& A) {
  A.Parallel = Sched && !carried(Sched, State.ArrayDeps);
  for (const ScalarDeps& S : State.Scalars) {
    if (!A.Parallel) break;
    if (!carried(Sched, S.Deps)) continue;
    Privacy P = privacy(Sched, S);
    if (P == Privacy::Private)
      A.Private.push_back(S.Name);
    else if (P == Privacy::LastPrivate)
      A.LastPrivate.push_back(S.Name);
    else if (State.Options->Reassociate && reducible(Sched, S))
      A.Reductions.push_back(S.Name);
    else
      A.Parallel = false;
  }
  if (A.Parallel) {
    const auto& Params = State.Options->Parameters;
    A.Work = instances(isl_union_map_domain(isl_union_map_copy(Sched)), Params);
    A.Entries = entries(Sched, Params);
    A.WorthThreads = A.Work / A.Entries >= State.Options->MinParallelWork;
  }
}

/// Whether N holds a `for` loop, degenerate ones included (as the printer asks).
bool hasFor(isl_ast_node* N) {
  bool Found = false;
  isl_ast_node_foreach_descendant_top_down(
      N,
      [](isl_ast_node* D, void* User) -> isl_bool {
        bool& F = *static_cast<bool*>(User);
        F |= isl_ast_node_get_type(D) == isl_ast_node_for;
        return F ? isl_bool_false : isl_bool_true;
      },
      &Found);
  return Found;
}

PendingLoop* pendingOf(isl_ast_node* For) {
  isl_id* Id = isl_ast_node_get_annotation(For);
  auto* A = Id ? static_cast<LoopAnnotation*>(isl_id_get_user(Id)) : nullptr;
  isl_id_free(Id);
  return static_cast<PendingLoop*>(A);
}

/// Walks the tree as the printer does: InParallel when an enclosing loop is printed as
/// `omp parallel for`.
void annotate(isl_ast_node* N, const BuildState& State, bool InParallel);

void annotateChildren(isl_ast_node_list* L, const BuildState& State, bool InParallel) {
  for (int I = 0, E = isl_ast_node_list_n_ast_node(L); I < E; ++I) {
    isl_ast_node* C = isl_ast_node_list_get_ast_node(L, I);
    annotate(C, State, InParallel);
    isl_ast_node_free(C);
  }
  isl_ast_node_list_free(L);
}

void annotateFor(isl_ast_node* N, const BuildState& State, bool InParallel) {
  isl_ast_node* Body = isl_ast_node_for_get_body(N);
  PendingLoop* P = pendingOf(N);
  if (P && isl_ast_node_for_is_degenerate(N) != isl_bool_true && (!InParallel || !hasFor(Body))) {
    analyse(P->Schedule, State, *P);
    InParallel |= P->Parallel && P->WorthThreads;
  }
  annotate(Body, State, InParallel);
  isl_ast_node_free(Body);
}

void annotate(isl_ast_node* N, const BuildState& State, bool InParallel) {
  switch (isl_ast_node_get_type(N)) {
  case isl_ast_node_for:
    return annotateFor(N, State, InParallel);
  case isl_ast_node_if: {
    isl_ast_node* T = isl_ast_node_if_get_then_node(N);
    annotate(T, State, InParallel);
    isl_ast_node_free(T);
    if (isl_ast_node_if_has_else_node(N) == isl_bool_true) {
      isl_ast_node* E = isl_ast_node_if_get_else_node(N);
      annotate(E, State, InParallel);
      isl_ast_node_free(E);
    }
    return;
  }
  case isl_ast_node_block:
    return annotateChildren(isl_ast_node_block_get_children(N), State, InParallel);
  case isl_ast_node_mark: {
    isl_ast_node* C = isl_ast_node_mark_get_node(N);
    annotate(C, State, InParallel);
    isl_ast_node_free(C);
    return;
  }
  default:
    return;
  }
}

} // namespace

isl_id* recordLoop(isl_ast_build* Build, void*) {
  auto* P = new PendingLoop;
  P->Schedule = isl_ast_build_get_schedule(Build);
  isl_id* Id = isl_id_alloc(isl_ast_build_get_ctx(Build), "loop", static_cast<LoopAnnotation*>(P));
  return isl_id_set_free_user(
      Id, [](void* A) { delete static_cast<PendingLoop*>(static_cast<LoopAnnotation*>(A)); });
}

void annotateLoops(isl_ast_node* Root, const BuildState& State) {
  annotate(Root, State, false);
}

} // namespace liar::emit::omp
