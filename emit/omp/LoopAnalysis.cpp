#include "LoopAnalysis.h"

#include "AstPrinter.h"
#include "IslUtil.h"
#include "poly/IslNames.h"

#include <isl/id.h>
#include <isl/ilp.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
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

/// Which pairs of schedule values anyPair looks for.
enum class Pairs {
  CarriedByLast, ///< equal on the outer dimensions, different on the last one
  Different,     ///< different on some dimension
};

/// The pairs (first -> second) of schedule values of the space `space` (T -> T) that Kind
/// names and where the first comes before (or, with Later, after) the second. Takes space.
isl_map* schedulePairs(isl_space* space, Pairs kind, bool later) {
  isl_space* T = isl_space_domain(space);
  if (kind == Pairs::Different) return later ? isl_map_lex_gt(T) : isl_map_lex_lt(T);
  isl_size Dim = isl_space_dim(T, isl_dim_set);
  isl_map* M = isl_map_universe(isl_space_map_from_set(T));
  for (isl_size I = 0; I + 1 < Dim; ++I)
    M = isl_map_equate(M, isl_dim_in, I, isl_dim_out, I);
  return later ? isl_map_order_gt(M, isl_dim_in, Dim - 1, isl_dim_out, Dim - 1)
               : isl_map_order_lt(M, isl_dim_in, Dim - 1, isl_dim_out, Dim - 1);
}

/// Whether the dependence Dep (x -> y), with From and To the schedules of x's and y's
/// statement, links a pair of schedule values of kind Kind. The relation it tests,
/// { [x -> y] -> [From(x) -> To(y)] }, keeps the instances as dimensions: mapping Dep into
/// schedule space would project them out, and ISL would then have to recover the integer
/// divisions of tiled schedules, which cost most of the analysis. Takes Dep.
isl_bool linksPair(isl_map* Dep, isl_map* From, isl_map* To, Pairs kind) {
  isl_map* Both = isl_map_intersect_domain(isl_map_product(isl_map_copy(From), isl_map_copy(To)),
                                           isl_map_wrap(Dep));
  isl_space* Ends = isl_space_unwrap(isl_space_range(isl_map_get_space(Both)));
  // Ends scheduled in different spaces: no one order to compare them in.
  isl_bool Found = isl_space_tuple_is_equal(Ends, isl_dim_in, Ends, isl_dim_out) == isl_bool_true
                       ? isl_bool_false
                       : isl_bool_error;
  for (bool Later : {false, true}) {
    if (Found != isl_bool_false) break;
    isl_map* Hit = isl_map_intersect_range(
        isl_map_copy(Both), isl_map_wrap(schedulePairs(isl_space_copy(Ends), kind, Later)));
    isl_bool Empty = isl_map_is_empty(Hit);
    isl_map_free(Hit);
    Found = Empty == isl_bool_true    ? isl_bool_false
            : Empty == isl_bool_false ? isl_bool_true
                                      : isl_bool_error;
  }
  isl_space_free(Ends);
  isl_map_free(Both);
  return Found;
}

/// Whether some dependence of Deps links instances under the loop whose schedule values form
/// a pair of kind Kind; error when ISL fails. Takes neither.
isl_bool anyPair(isl_union_map* Sched, isl_union_map* Deps, Pairs kind) {
  std::map<std::string, isl_map*> Of; // each statement's schedule, by statement name
  for (isl_map* M : maps(isl_union_map_copy(Sched))) {
    const char* Name = isl_map_get_tuple_name(M, isl_dim_in);
    isl_map*& Slot = Of[Name ? Name : ""];
    Slot = Slot ? isl_map_union(Slot, M) : M;
  }
  isl_bool Found = Sched && Deps ? isl_bool_false : isl_bool_error;
  for (isl_map* Dep : maps(isl_union_map_copy(Deps))) {
    const char* From = isl_map_get_tuple_name(Dep, isl_dim_in);
    const char* To = isl_map_get_tuple_name(Dep, isl_dim_out);
    auto F = Of.find(From ? From : ""), T = Of.find(To ? To : "");
    if (Found != isl_bool_false || F == Of.end() || T == Of.end())
      isl_map_free(Dep); // decided, or an end not under the loop
    else
      Found = linksPair(Dep, F->second, T->second, kind);
  }
  for (auto& [Name, M] : Of)
    isl_map_free(M);
  return Found;
}

/// True if Deps link instances that agree on the outer schedule dimensions and differ on the
/// last one: the loop being built carries them (or ISL could not tell).
bool carried(isl_union_map* Sched, isl_union_map* Deps) {
  return anyPair(Sched, Deps, Pairs::CarriedByLast) != isl_bool_false;
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
  // Each read sees a write of the same iteration of this loop and the loops around it.
  return anyPair(Sched, S.Flow, Pairs::Different) == isl_bool_false ? Yes : Privacy::Shared;
}

/// Fixes every parameter of S to its value in Params (1000 when not listed) and projects the
/// parameters out. Takes S.
isl_set* fixParameters(isl_set* S, const std::map<std::string, long>& Params) {
  isl_size N = isl_set_dim(S, isl_dim_param);
  for (isl_size I = 0; I < N; ++I) {
    const char* Name = isl_set_get_dim_name(S, isl_dim_param, I);
    auto It = Name ? Params.find(poly::fromIslName(Name)) : Params.end();
    S = isl_set_fix_si(S, isl_dim_param, I, It == Params.end() ? 1000 : It->second);
  }
  return isl_set_project_out(S, isl_dim_param, 0, N);
}

/// A parameter-free set whose dimensions [First, First + Count) a bounding box measures.
struct Part {
  isl_set* Points;
  isl_size First;
};

/// Points in the bounding box of the union of Parts over Count dimensions: an upper bound of
/// the size of the union's projection there (exact for rectangles), 1e6 along an unbounded
/// dimension, 0 when the union is empty. Takes the parts' sets.
double boxSize(const std::vector<Part>& Parts, isl_size Count) {
  std::vector<Part> Live;
  for (const Part& P : Parts) {
    if (isl_set_is_empty(P.Points) == isl_bool_false)
      Live.push_back(P);
    else
      isl_set_free(P.Points);
  }
  double Size = Live.empty() ? 0 : 1;
  for (isl_size I = 0; I < Count && Size > 0; ++I) {
    isl_val *Lo = nullptr, *Hi = nullptr;
    for (const Part& P : Live) {
      isl_val* L = isl_set_dim_min_val(isl_set_copy(P.Points), P.First + I);
      isl_val* H = isl_set_dim_max_val(isl_set_copy(P.Points), P.First + I);
      Lo = Lo ? isl_val_min(Lo, L) : L;
      Hi = Hi ? isl_val_max(Hi, H) : H;
    }
    bool Bounded = isl_val_is_int(Lo) == isl_bool_true && isl_val_is_int(Hi) == isl_bool_true;
    Size *= Bounded ? isl_val_get_d(Hi) - isl_val_get_d(Lo) + 1 : 1e6;
    isl_val_free(Lo);
    isl_val_free(Hi);
  }
  for (const Part& P : Live)
    isl_set_free(P.Points);
  return Size;
}

/// The maps of Sched as flat sets of (instance, schedule value) points, parameters fixed,
/// each with First at its schedule dimensions; empty when the instances are not all
/// scheduled in one space. Keeping the instances as dimensions spares ISL the projection
/// (and the integer divisions it must then recover) that their own sets or the schedule's
/// range cost.
std::vector<Part> scheduledPoints(isl_union_map* Sched, const std::map<std::string, long>& Params) {
  std::vector<Part> Out;
  isl_space* Common = nullptr;
  bool OneSpace = true;
  for (isl_map* M : maps(isl_union_map_copy(Sched))) {
    isl_space* Range = isl_space_range(isl_map_get_space(M));
    OneSpace &= !Common || isl_space_is_equal(Common, Range) == isl_bool_true;
    if (!Common) Common = isl_space_copy(Range);
    isl_space_free(Range);
    isl_size In = isl_map_dim(M, isl_dim_in);
    Out.push_back({fixParameters(isl_set_flatten(isl_map_wrap(M)), Params), In});
  }
  isl_space_free(Common);
  if (OneSpace) return Out;
  for (const Part& P : Out)
    isl_set_free(P.Points);
  return {};
}

} // namespace

double instances(isl_union_set* U, const std::map<std::string, long>& Params) {
  double Total = 0;
  for (isl_set* S : sets(U)) {
    isl_size N = isl_set_dim(S, isl_dim_set);
    Total += boxSize({{fixParameters(S, Params), 0}}, N);
  }
  return Total;
}

namespace {

/// Estimated statement instances under the loop whose partial schedule is Sched.
double instancesUnder(isl_union_map* Sched, const std::map<std::string, long>& Params) {
  std::vector<Part> Points = scheduledPoints(Sched, Params);
  if (Points.empty()) return instances(isl_union_map_domain(isl_union_map_copy(Sched)), Params);
  double Total = 0;
  for (const Part& P : Points)
    Total += boxSize({{P.Points, 0}}, P.First);
  return Total;
}

/// How often the loop whose partial schedule is Sched is entered: the number of distinct
/// values of the outer schedule dimensions (counted exactly when there are few).
double entries(isl_union_map* Sched, const std::map<std::string, long>& Params) {
  std::vector<Part> Points = scheduledPoints(Sched, Params);
  if (Points.empty()) return 1;
  isl_size Dim = isl_set_dim(Points.front().Points, isl_dim_set) - Points.front().First;
  if (Dim <= 1) {
    for (const Part& P : Points)
      isl_set_free(P.Points);
    return 1;
  }
  double Box = boxSize(Points, Dim - 1);
  if (Box <= 1e5) {
    isl_set* Range = isl_set_from_union_set(isl_union_map_range(isl_union_map_copy(Sched)));
    Range = fixParameters(isl_set_project_out(Range, isl_dim_set, Dim - 1, 1), Params);
    isl_val* Count = isl_set_count_val(Range);
    if (isl_val_is_int(Count) == isl_bool_true) Box = isl_val_get_d(Count);
    isl_val_free(Count);
    isl_set_free(Range);
  }
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
    A.Work = instancesUnder(Sched, Params);
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
