#include "poly/omp/LoopAnalysis.h"

#include "Defaults.h"

#include "poly/IslNames.h"
#include "poly/IslUtil.h"
#include "poly/omp/AstPrinter.h"
#include "poly/omp/RunTimeWork.h"

#include <isl/ilp.h>

namespace liar::poly::omp {

namespace {

/// Which pairs of schedule values anyPair looks for.
enum class Pairs {
  CarriedByLast, ///< equal on the outer dimensions, different on the last one
  Different,     ///< different on some dimension
};

/// The pairs (first -> second) of schedule values of the space `Space` (T -> T) that Kind
/// names and where the first comes before (or, with Later, after) the second.
isl::Map schedulePairs(const isl::Space& Space, Pairs Kind, bool Later) {
  isl_space* T = isl_space_domain(Space.copy());
  if (Kind == Pairs::Different) return isl::Map(Later ? isl_map_lex_gt(T) : isl_map_lex_lt(T));
  isl_size Dim = isl_space_dim(T, isl_dim_set);
  isl_map* M = isl_map_universe(isl_space_map_from_set(T));
  for (isl_size I = 0; I + 1 < Dim; ++I)
    M = isl_map_equate(M, isl_dim_in, I, isl_dim_out, I);
  return isl::Map(Later ? isl_map_order_gt(M, isl_dim_in, Dim - 1, isl_dim_out, Dim - 1)
                        : isl_map_order_lt(M, isl_dim_in, Dim - 1, isl_dim_out, Dim - 1));
}

/// Whether the dependence Dep (x -> y), with From and To the schedules of x's and y's
/// statement, links a pair of schedule values of kind Kind. The relation it tests,
/// { [x -> y] -> [From(x) -> To(y)] }, keeps the instances as dimensions: mapping Dep into
/// schedule space would project them out, and ISL would then have to recover the integer
/// divisions of tiled schedules, which cost most of the analysis.
isl_bool linksPair(isl::Map Dep, const isl::Map& From, const isl::Map& To, Pairs Kind) {
  isl::Map Both(isl_map_intersect_domain(isl_map_product(From.copy(), To.copy()),
                                         isl_map_wrap(Dep.release())));
  isl::Space Ends(isl_space_unwrap(isl_space_range(isl_map_get_space(Both.get()))));
  // Ends scheduled in different spaces: no one order to compare them in.
  isl_bool Found =
      isl_space_tuple_is_equal(Ends.get(), isl_dim_in, Ends.get(), isl_dim_out) == isl_bool_true
          ? isl_bool_false
          : isl_bool_error;
  for (bool Later : {false, true}) {
    if (Found != isl_bool_false) break;
    isl::Map Hit(isl_map_intersect_range(Both.copy(),
                                         isl_map_wrap(schedulePairs(Ends, Kind, Later).release())));
    isl_bool Empty = isl_map_is_empty(Hit.get());
    Found = Empty == isl_bool_true    ? isl_bool_false
            : Empty == isl_bool_false ? isl_bool_true
                                      : isl_bool_error;
  }
  return Found;
}

/// Whether some dependence of Deps links instances under the loop whose schedule values form
/// a pair of kind Kind; error when ISL fails.
isl_bool anyPair(const isl::UnionMap& Sched, const isl::UnionMap& Deps, Pairs Kind) {
  std::map<std::string, isl::Map> Of; // each statement's schedule, by statement name
  for (isl::Map& M : maps(Sched)) {
    const char* Name = isl_map_get_tuple_name(M.get(), isl_dim_in);
    isl::Map& Slot = Of[Name ? Name : ""];
    Slot = Slot ? isl::Map(isl_map_union(Slot.release(), M.release())) : std::move(M);
  }
  isl_bool Found = Sched && Deps ? isl_bool_false : isl_bool_error;
  for (isl::Map& Dep : maps(Deps)) {
    if (Found != isl_bool_false) break;
    const char* From = isl_map_get_tuple_name(Dep.get(), isl_dim_in);
    const char* To = isl_map_get_tuple_name(Dep.get(), isl_dim_out);
    auto F = Of.find(From ? From : ""), T = Of.find(To ? To : "");
    if (F != Of.end() && T != Of.end()) // else an end not under the loop
      Found = linksPair(std::move(Dep), F->second, T->second, Kind);
  }
  return Found;
}

/// True if Deps link instances that agree on the outer schedule dimensions and differ on the
/// last one: the loop being built carries them (or ISL could not tell).
bool carried(const isl::UnionMap& Sched, const isl::UnionMap& Deps) {
  return anyPair(Sched, Deps, Pairs::CarriedByLast) != isl_bool_false;
}

bool nonEmpty(const isl::UnionSet& S) {
  return !S || isl_union_set_is_empty(S.get()) != isl_bool_true;
}

/// True if every iteration of the loop being built (every value of its partial schedule)
/// runs an instance in Writers.
bool everyIterationWrites(const isl::UnionMap& Sched, const isl::UnionSet& Writers) {
  isl::UnionSet All(isl_union_map_range(Sched.copy()));
  isl::UnionSet Writing(
      isl_union_map_range(isl_union_map_intersect_domain(Sched.copy(), Writers.copy())));
  return isl_union_set_is_subset(All.get(), Writing.get()) == isl_bool_true;
}

/// True if no value written inside Inside is read outside it, and no read inside sees a
/// write outside (sources outside for sinks inside, or sinks outside for sources inside).
bool flowStaysInside(const isl::UnionMap& Flow, const isl::UnionSet& Inside) {
  isl::UnionMap In(isl_union_map_intersect_range(Flow.copy(), Inside.copy()));
  isl::UnionMap Out(isl_union_map_intersect_domain(Flow.copy(), Inside.copy()));
  return !nonEmpty(isl::UnionSet(
             isl_union_set_subtract(isl_union_map_domain(In.release()), Inside.copy()))) &&
         !nonEmpty(isl::UnionSet(
             isl_union_set_subtract(isl_union_map_range(Out.release()), Inside.copy())));
}

enum class Privacy { Shared, Private, LastPrivate };

/// A scalar is private to the loop being built when every read inside the loop sees a write
/// of the same iteration (same values of this and all outer schedule dimensions) and no value
/// written inside is read outside. When its final value is needed after the region (or by
/// another part of it), the loop's last iteration must write it: `lastprivate` then leaves
/// the value of the last write, since the schedule keeps the writes of one iteration in order.
Privacy privacy(const isl::UnionMap& Sched, const ScalarDeps& S) {
  isl::UnionSet Inside(isl_union_map_domain(Sched.copy()));
  bool Ok = true;
  bool WrittenInside =
      nonEmpty(isl::UnionSet(isl_union_set_intersect(S.Writers.copy(), Inside.copy())));
  bool Last = S.LiveOut && WrittenInside;
  if (Last) Ok = everyIterationWrites(Sched, S.Writers);
  if (Ok) Ok = !nonEmpty(isl::UnionSet(isl_union_set_intersect(S.NoSource.copy(), Inside.copy())));
  if (Ok) Ok = flowStaysInside(S.Flow, Inside);
  if (!Ok) return Privacy::Shared;
  Privacy Yes = Last ? Privacy::LastPrivate : Privacy::Private;
  // Each read sees a write of the same iteration of this loop and the loops around it.
  return anyPair(Sched, S.Flow, Pairs::Different) == isl_bool_false ? Yes : Privacy::Shared;
}

/// Fixes every parameter of S to its value in Params (kUnknownParameterValue when not listed)
/// and projects the parameters out.
isl::Set fixParameters(isl::Set S, const std::map<std::string, long>& Params) {
  isl_set* P = S.release();
  isl_size N = isl_set_dim(P, isl_dim_param);
  for (isl_size I = 0; I < N; ++I) {
    const char* Name = isl_set_get_dim_name(P, isl_dim_param, I);
    auto It = Name ? Params.find(fromIslName(Name)) : Params.end();
    P = isl_set_fix_si(P, isl_dim_param, I,
                       It == Params.end() ? defaults::kUnknownParameterValue : It->second);
  }
  return isl::Set(isl_set_project_out(P, isl_dim_param, 0, N));
}

/// A parameter-free set whose dimensions [First, First + Count) a bounding box measures.
struct Part {
  isl::Set Points;
  isl_size First;
};

/// Points in the bounding box of the union of Parts over Count dimensions: an upper bound of
/// the size of the union's projection there (exact for rectangles), 1e6 along an unbounded
/// dimension, 0 when the union is empty.
double boxSize(const std::vector<Part>& Parts, isl_size Count) {
  std::vector<const Part*> Live;
  for (const Part& P : Parts)
    if (isl_set_is_empty(P.Points.get()) == isl_bool_false) Live.push_back(&P);
  double Size = Live.empty() ? 0 : 1;
  for (isl_size I = 0; I < Count && Size > 0; ++I) {
    isl::Val Lo, Hi;
    for (const Part* P : Live) {
      isl::Val L(isl_set_dim_min_val(P->Points.copy(), P->First + I));
      isl::Val H(isl_set_dim_max_val(P->Points.copy(), P->First + I));
      Lo = Lo ? isl::Val(isl_val_min(Lo.release(), L.release())) : std::move(L);
      Hi = Hi ? isl::Val(isl_val_max(Hi.release(), H.release())) : std::move(H);
    }
    bool Bounded =
        isl_val_is_int(Lo.get()) == isl_bool_true && isl_val_is_int(Hi.get()) == isl_bool_true;
    Size *= Bounded ? isl_val_get_d(Hi.get()) - isl_val_get_d(Lo.get()) + 1 : 1e6;
  }
  return Size;
}

/// The maps of Sched as flat sets of (instance, schedule value) points, parameters fixed,
/// each with First at its schedule dimensions; empty when the instances are not all
/// scheduled in one space. Keeping the instances as dimensions spares ISL the projection
/// (and the integer divisions it must then recover) that their own sets or the schedule's
/// range cost.
std::vector<Part> scheduledPoints(const isl::UnionMap& Sched,
                                  const std::map<std::string, long>& Params) {
  std::vector<Part> Out;
  isl::Space Common;
  bool OneSpace = true;
  for (isl::Map& M : maps(Sched)) {
    isl::Space Range(isl_space_range(isl_map_get_space(M.get())));
    OneSpace &= !Common || isl_space_is_equal(Common.get(), Range.get()) == isl_bool_true;
    if (!Common) Common = Range;
    isl_size In = isl_map_dim(M.get(), isl_dim_in);
    Out.push_back(
        {fixParameters(isl::Set(isl_set_flatten(isl_map_wrap(M.release()))), Params), In});
  }
  if (OneSpace) return Out;
  return {};
}

} // namespace

double instances(const isl::UnionSet& U, const std::map<std::string, long>& Params) {
  double Total = 0;
  for (isl::Set& S : sets(U)) {
    isl_size N = isl_set_dim(S.get(), isl_dim_set);
    std::vector<Part> Whole;
    Whole.push_back({fixParameters(std::move(S), Params), 0});
    Total += boxSize(Whole, N);
  }
  return Total;
}

namespace {

/// Estimated statement instances under the loop whose partial schedule is Sched.
double instancesUnder(const isl::UnionMap& Sched, const std::map<std::string, long>& Params) {
  std::vector<Part> Points = scheduledPoints(Sched, Params);
  if (Points.empty()) return instances(isl::UnionSet(isl_union_map_domain(Sched.copy())), Params);
  double Total = 0;
  for (const Part& P : Points)
    Total += boxSize({Part{P.Points, 0}}, P.First);
  return Total;
}

/// How often the loop whose partial schedule is Sched is entered: the number of distinct
/// values of the outer schedule dimensions (counted exactly when there are few).
double entries(const isl::UnionMap& Sched, const std::map<std::string, long>& Params) {
  std::vector<Part> Points = scheduledPoints(Sched, Params);
  if (Points.empty()) return 1;
  isl_size Dim = isl_set_dim(Points.front().Points.get(), isl_dim_set) - Points.front().First;
  if (Dim <= 1) return 1;
  double Box = boxSize(Points, Dim - 1);
  if (Box <= 1e5) {
    isl::Set Range = fixParameters(
        isl::Set(isl_set_project_out(isl_set_from_union_set(isl_union_map_range(Sched.copy())),
                                     isl_dim_set, Dim - 1, 1)),
        Params);
    isl::Val Count(isl_set_count_val(Range.get()));
    if (isl_val_is_int(Count.get()) == isl_bool_true) Box = isl_val_get_d(Count.get());
  }
  return Box > 0 ? Box : 1;
}

/// True if, under the loop being built, only S's accumulation statements touch it: the loop
/// may then run with `reduction(+:s)`.
bool reducible(const isl::UnionMap& Sched, const ScalarDeps& S) {
  if (S.Accumulators.empty()) return false;
  isl::UnionSet Touching(
      isl_union_set_intersect(S.Accessors.copy(), isl_union_map_domain(Sched.copy())));
  bool Ok = true;
  for (const isl::Set& Set : sets(Touching)) {
    const char* Name = isl_set_get_tuple_name(Set.get());
    Ok &= Name && S.Accumulators.count(Name) > 0;
  }
  return Ok;
}

/// A loop's annotation while the tree is built: its partial schedule, analysed later.
struct PendingLoop : LoopAnnotation {
  isl::UnionMap Schedule;
};

/// Fills A from the loop's partial schedule Sched.
void analyse(const isl::UnionMap& Sched, const BuildState& State, LoopAnnotation& A) {
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
    // With run-time sizes the estimate is a guess: the C `if` around the loop counts when it runs.
    if (State.Options->MinParallelWork > 0)
      if ((A.RunTime = runTimeWork(Sched, State.Options->RunTimeParameters))) {
        A.WorthThreads = true;
        A.Threshold = State.Options->MinParallelWork;
      }
  }
}

/// Whether N holds a `for` loop, degenerate ones included (as the printer asks).
bool hasFor(const isl::AstNode& N) {
  bool Found = false;
  isl_ast_node_foreach_descendant_top_down(
      N.get(),
      [](isl_ast_node* D, void* User) -> isl_bool {
        bool& F = *static_cast<bool*>(User);
        F |= isl_ast_node_get_type(D) == isl_ast_node_for;
        return F ? isl_bool_false : isl_bool_true;
      },
      &Found);
  return Found;
}

PendingLoop* pendingOf(const isl::AstNode& For) {
  isl::Id Id(isl_ast_node_get_annotation(For.get()));
  auto* A = Id ? static_cast<LoopAnnotation*>(isl_id_get_user(Id.get())) : nullptr;
  return static_cast<PendingLoop*>(A);
}

/// Walks the tree as the printer does: InParallel when an enclosing loop is printed as
/// `omp parallel for`.
void annotate(const isl::AstNode& N, const BuildState& State, bool InParallel);

void annotateChildren(const isl::AstNodeList& L, const BuildState& State, bool InParallel) {
  for (int I = 0, E = isl_ast_node_list_n_ast_node(L.get()); I < E; ++I)
    annotate(isl::AstNode(isl_ast_node_list_get_ast_node(L.get(), I)), State, InParallel);
}

void annotateFor(const isl::AstNode& N, const BuildState& State, bool InParallel) {
  isl::AstNode Body(isl_ast_node_for_get_body(N.get()));
  PendingLoop* P = pendingOf(N);
  if (P && isl_ast_node_for_is_degenerate(N.get()) != isl_bool_true &&
      (!InParallel || !hasFor(Body))) {
    analyse(P->Schedule, State, *P);
    InParallel |= P->Parallel && P->WorthThreads;
  }
  annotate(Body, State, InParallel);
}

void annotate(const isl::AstNode& N, const BuildState& State, bool InParallel) {
  switch (isl_ast_node_get_type(N.get())) {
  case isl_ast_node_for:
    return annotateFor(N, State, InParallel);
  case isl_ast_node_if:
    annotate(isl::AstNode(isl_ast_node_if_get_then_node(N.get())), State, InParallel);
    if (isl_ast_node_if_has_else_node(N.get()) == isl_bool_true)
      annotate(isl::AstNode(isl_ast_node_if_get_else_node(N.get())), State, InParallel);
    return;
  case isl_ast_node_block:
    return annotateChildren(isl::AstNodeList(isl_ast_node_block_get_children(N.get())), State,
                            InParallel);
  case isl_ast_node_mark:
    return annotate(isl::AstNode(isl_ast_node_mark_get_node(N.get())), State, InParallel);
  default:
    return;
  }
}

} // namespace

isl_id* recordLoop(isl_ast_build* Build, void*) {
  auto* P = new PendingLoop;
  P->Schedule = isl::UnionMap(isl_ast_build_get_schedule(Build));
  return isl::idOwning<LoopAnnotation>(isl_ast_build_get_ctx(Build), "loop", P);
}

void annotateLoops(const isl::AstNode& Root, const BuildState& State) {
  annotate(Root, State, false);
}

} // namespace liar::poly::omp
