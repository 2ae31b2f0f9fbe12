#include "poly/omp/RunTimeWork.h"

#include "poly/IslNames.h"
#include "poly/IslUtil.h"

namespace liar::poly::omp {

namespace {

/// One statement's (instance, schedule value) points, parameters kept, and where its
/// schedule dimensions start.
struct SymbolicPart {
  isl::Set Points;
  isl_size First;
  /// The convex hull of Points: the box of a set is the box of its hull, and the extents of a
  /// set of many pieces are case splits over the parameters that cost ISL most of the OpenMP
  /// form's time (lu's triangular loops) to build and subtract. Strides come from Points: the
  /// hull loses the lattice of a tile loop.
  isl::Set Hull;
};

bool involvesRunTimeParameter(const isl::Set& S, const std::set<std::string>& RunTime) {
  for (isl_size I = 0, N = isl_set_dim(S.get(), isl_dim_param); I < N; ++I) {
    const char* Name = isl_set_get_dim_name(S.get(), isl_dim_param, I);
    if (Name && RunTime.count(fromIslName(Name)) &&
        isl_set_involves_dims(S.get(), isl_dim_param, I, 1) == isl_bool_true)
      return true;
  }
  return false;
}

/// The number of values max - min of one dimension spans at the given stride, as a function
/// of the parameters defined everywhere (0 where the set is empty); null when unbounded.
isl::PwAff extent(isl::PwAff Min, isl::PwAff Max, const isl::Val& Stride) {
  if (!Min || !Max || isl_pw_aff_involves_nan(Min.get()) != isl_bool_false ||
      isl_pw_aff_involves_nan(Max.get()) != isl_bool_false)
    return isl::PwAff();
  isl_pw_aff* Span = isl_pw_aff_sub(Max.release(), Min.release());
  if (isl_val_is_one(Stride.get()) != isl_bool_true)
    Span = isl_pw_aff_floor(isl_pw_aff_scale_down_val(Span, Stride.copy()));
  isl_space* Params = isl_space_params(isl_pw_aff_get_domain_space(Span));
  isl_pw_aff* One = isl_pw_aff_val_on_domain(isl_set_universe(isl_space_copy(Params)),
                                             isl_val_one(isl_space_get_ctx(Params)));
  isl_pw_aff* Zero = isl_pw_aff_zero_on_domain(isl_local_space_from_space(Params));
  return isl::PwAff(isl_pw_aff_union_max(isl_pw_aff_add(Span, One), Zero));
}

/// Extent expressions of the first Count instance dimensions (or, with Schedule, schedule
/// dimensions, each at its stride) of the union of Parts; false when one is unbounded or ISL
/// fails.
bool boxExtents(const isl::AstBuild& Build, const std::vector<SymbolicPart>& Parts, bool Schedule,
                isl_size Count, std::vector<isl::AstExpr>& Out) {
  for (isl_size D = 0; D < Count; ++D) {
    isl::PwAff Min, Max;
    isl::Val Stride;
    for (const SymbolicPart& P : Parts) {
      isl_size At = (Schedule ? P.First : 0) + D;
      isl::PwAff L(isl_set_dim_min(P.Hull.copy(), At)), H(isl_set_dim_max(P.Hull.copy(), At));
      Min = Min ? isl::PwAff(isl_pw_aff_union_min(Min.release(), L.release())) : std::move(L);
      Max = Max ? isl::PwAff(isl_pw_aff_union_max(Max.release(), H.release())) : std::move(H);
      // The smallest stride of the parts: more entries, so less work per entry (no threads
      // started by a wrong guess of a long stride).
      isl::Val S(Schedule ? isl_set_get_stride(P.Points.get(), At)
                          : isl_val_one(isl_set_get_ctx(P.Points.get())));
      if (!Stride || isl_val_lt(S.get(), Stride.get()) == isl_bool_true) Stride = std::move(S);
    }
    if (!Stride || isl_val_is_pos(Stride.get()) != isl_bool_true) return false;
    isl::PwAff E = extent(std::move(Min), std::move(Max), Stride);
    if (!E) return false;
    isl::AstExpr X(isl_ast_build_expr_from_pw_aff(Build.get(), E.release()));
    if (!X) return false;
    Out.push_back(std::move(X));
  }
  return true;
}

} // namespace

std::optional<RunTimeWork> runTimeWork(const isl::UnionMap& Sched,
                                       const std::set<std::string>& RunTime) {
  std::vector<SymbolicPart> Parts;
  bool RunTimeSized = false;
  for (isl::Map& M : maps(Sched)) {
    isl_size In = isl_map_dim(M.get(), isl_dim_in);
    isl::Set Points(isl_set_flatten(isl_map_wrap(M.release())));
    RunTimeSized |= involvesRunTimeParameter(Points, RunTime);
    isl::Set Hull(isl_set_from_basic_set(isl_set_polyhedral_hull(Points.copy())));
    Parts.push_back({std::move(Points), In, std::move(Hull)});
  }
  if (!RunTimeSized || Parts.empty()) return std::nullopt;
  // The maps of one union map share its parameters.
  isl::AstBuild Build(isl_ast_build_from_context(
      isl_set_universe(isl_space_params(isl_set_get_space(Parts.front().Points.get())))));
  RunTimeWork W;
  for (const SymbolicPart& P : Parts) {
    W.Terms.emplace_back();
    if (!boxExtents(Build, {P}, false, P.First, W.Terms.back())) return std::nullopt;
  }
  isl_size Dim = isl_set_dim(Parts.front().Points.get(), isl_dim_set) - Parts.front().First;
  if (Dim > 1 && !boxExtents(Build, Parts, true, Dim - 1, W.Entries)) return std::nullopt;
  return W;
}

} // namespace liar::poly::omp
