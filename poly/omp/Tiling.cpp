#include "poly/omp/Tiling.h"

#include "poly/IslUtil.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <vector>

namespace liar::poly::omp {

namespace {

/// The coefficient of input dimension Dim in a single-piece affine function (0 otherwise,
/// with Ok cleared).
long coefficient(const isl::PwAff& Pa, int Dim, bool* Ok) {
  if (!Pa || isl_pw_aff_n_piece(Pa.get()) != 1) {
    *Ok = false;
    return 0;
  }
  struct Piece {
    int Dim;
    long C = 0;
  } P{Dim};
  isl_pw_aff_foreach_piece(
      Pa.get(),
      [](isl_set* Set, isl_aff* Aff, void* User) -> isl_stat {
        isl::Set Domain(Set);
        isl::Aff Function(Aff);
        auto* P = static_cast<Piece*>(User);
        isl::Val V(isl_aff_get_coefficient_val(Function.get(), isl_dim_in, P->Dim));
        P->C = isl_val_get_num_si(V.get());
        return isl_stat_ok;
      },
      &P);
  return P.C;
}

/// The pieces of U, one per statement.
std::vector<isl::PwAff> pieces(const isl::UnionPwAff& U) {
  return elements<isl::PwAff>(U.get(), isl_union_pw_aff_foreach_pw_aff);
}

/// The one iterator with coefficient 1 in Pa (-1: none; -2: several, or another coefficient).
int unitIterator(const isl::PwAff& Pa) {
  isl::Space Space(isl_pw_aff_get_domain_space(Pa.get()));
  int Iter = -1;
  isl_size N = isl_space_dim(Space.get(), isl_dim_set);
  for (int D = 0; D < N; ++D) {
    bool Ok = true;
    long C = coefficient(Pa, D, &Ok);
    if (!Ok) Iter = -2;
    if (C != 0 && Iter == -1 && C == 1)
      Iter = D;
    else if (C != 0)
      Iter = -2;
  }
  return Iter;
}

/// +1 per access of Accesses (those of Pa's statement) that iterator Iter walks with unit
/// stride (last subscript only), -1 per access it strides across rows.
int strideScore(const isl::PwAff& Pa, int Iter, const isl::UnionMap& Accesses) {
  isl::UnionSet Dom(
      isl_union_set_from_set(isl_set_universe(isl_pw_aff_get_domain_space(Pa.get()))));
  isl::UnionMap Mine(isl_union_map_intersect_domain(Accesses.copy(), Dom.release()));
  int Score = 0;
  for (const isl::Map& Map : maps(Mine)) {
    isl_size Out = isl_map_dim(Map.get(), isl_dim_out);
    isl::PwMultiAff F(Out > 0 && isl_map_is_single_valued(Map.get()) == isl_bool_true
                          ? isl_pw_multi_aff_from_map(Map.copy())
                          : nullptr);
    if (!F) continue;
    bool Ok = true, Strided = false;
    for (int O = 0; O + 1 < Out; ++O)
      Strided |= coefficient(isl::PwAff(isl_pw_multi_aff_get_pw_aff(F.get(), O)), Iter, &Ok) != 0;
    long Last = coefficient(isl::PwAff(isl_pw_multi_aff_get_pw_aff(F.get(), Out - 1)), Iter, &Ok);
    if (Ok) Score += Strided ? -1 : (Last == 1 || Last == -1) ? 1 : 0;
  }
  return Score;
}

/// How much running member M of a point band innermost helps spatial locality: for each
/// statement whose schedule member is one of its iterators, +1 per access that iterator
/// walks with unit stride (last subscript only), -1 per access it strides across rows.
/// Sets Skewed when some statement's member combines several iterators: then which way
/// memory is walked depends on the other members too, and the score means nothing.
int innermostScore(isl_schedule_node* Band, int M, const isl::UnionMap& Accesses, bool* Skewed) {
  isl::MultiUnionPwAff P(isl_schedule_node_band_get_partial_schedule(Band));
  isl::UnionPwAff Member(isl_multi_union_pw_aff_get_union_pw_aff(P.get(), M));
  int Score = 0;
  for (const isl::PwAff& Pa : pieces(Member)) {
    int Iter = unitIterator(Pa);
    *Skewed |= Iter == -2;
    if (Iter >= 0) Score += strideScore(Pa, Iter, Accesses);
  }
  return Score;
}

/// Moves the member of a permutable point band that walks memory contiguously innermost (any
/// order of a permutable band's members is legal), as Pluto's intra-tile reordering does.
isl_schedule_node* reorderPointBand(isl_schedule_node* Band, const isl::UnionMap& Accesses) {
  isl_size N = isl_schedule_node_band_n_member(Band);
  bool Skewed = false;
  int Best = N - 1, BestScore = innermostScore(Band, N - 1, Accesses, &Skewed);
  for (int M = 0; M + 1 < N; ++M)
    if (int Score = innermostScore(Band, M, Accesses, &Skewed); Score > BestScore) {
      Best = M;
      BestScore = Score;
    }
  if (Best == N - 1 || Skewed) return Band;
  std::vector<int> Order;
  for (int M = 0; M < N; ++M)
    if (M != Best) Order.push_back(M);
  Order.push_back(Best);
  isl::MultiUnionPwAff P(isl_schedule_node_band_get_partial_schedule(Band));
  isl_multi_union_pw_aff* Q = P.copy();
  std::vector<int> Coincident;
  for (int K = 0; K < N; ++K) {
    Q = isl_multi_union_pw_aff_set_union_pw_aff(
        Q, K, isl_multi_union_pw_aff_get_union_pw_aff(P.get(), Order[K]));
    Coincident.push_back(isl_schedule_node_band_member_get_coincident(Band, Order[K]) ==
                         isl_bool_true);
  }
  Band = isl_schedule_node_delete(Band);
  Band = isl_schedule_node_insert_partial_schedule(Band, Q);
  Band = isl_schedule_node_band_set_permutable(Band, 1);
  for (int K = 0; K < N; ++K)
    Band = isl_schedule_node_band_member_set_coincident(Band, K, Coincident[K]);
  return Band;
}

/// The position of a statement in the source (`S3` -> 3), the order of a loop distribution.
int statementOrder(const char* Name) {
  return Name && Name[0] == 'S' && std::isdigit(static_cast<unsigned char>(Name[1]))
             ? std::atoi(Name + 1)
             : -1;
}

/// True if every dependence of Deps between instances of Band's statements that agree on
/// every member but the innermost one goes from an earlier statement to a later one.
bool innermostInSourceOrder(isl_schedule_node* Band, const isl::UnionSet& Domain,
                            const isl::UnionMap& Deps) {
  isl_size N = isl_schedule_node_band_n_member(Band);
  isl::UnionMap Outer(isl_union_map_flat_range_product(
      isl_schedule_node_get_prefix_schedule_union_map(Band),
      isl_union_map_from_multi_union_pw_aff(isl_multi_union_pw_aff_drop_dims(
          isl_schedule_node_band_get_partial_schedule(Band), isl_dim_set, N - 1, 1))));
  isl::UnionMap Same(isl_union_map_apply_range(Outer.copy(), isl_union_map_reverse(Outer.copy())));
  isl::UnionMap Inner(isl_union_map_intersect(
      isl_union_map_intersect_range(isl_union_map_intersect_domain(Deps.copy(), Domain.copy()),
                                    Domain.copy()),
      Same.release()));
  if (!Inner) return false;
  for (const isl::Map& M : maps(Inner))
    if (statementOrder(isl_map_get_tuple_name(M.get(), isl_dim_in)) >
        statementOrder(isl_map_get_tuple_name(M.get(), isl_dim_out)))
      return false;
  return true;
}

/// Gives each statement of a point band that fuses several its own innermost loop, in source
/// order, when every dependence between instances that share the outer point loops goes from
/// an earlier statement to a later one. A fused innermost loop carries the dependences between
/// its statements (jacobi-2d's B written at j, read at j-1 in the same skewed iteration);
/// distributed, each statement's innermost loop is dependence-free and vectorises.
isl_schedule_node* distributeInnermost(isl_schedule_node* Band, const isl::UnionMap& Deps) {
  isl_size N = isl_schedule_node_band_n_member(Band);
  isl::ScheduleNode Child(isl_schedule_node_get_child(Band, 0));
  bool Leaf = Child && isl_schedule_node_get_type(Child.get()) == isl_schedule_node_leaf;
  if (N < 2 || !Leaf) return Band;
  std::vector<std::pair<int, isl::Set>> Statements;
  isl::UnionSet Domain(isl_schedule_node_get_domain(Band));
  for (isl::Set& S : sets(Domain))
    Statements.emplace_back(statementOrder(isl_set_get_tuple_name(S.get())), std::move(S));
  bool Ordered = Statements.size() >= 2;
  for (const auto& [Order, Set] : Statements)
    Ordered &= Order >= 0;
  Ordered = Ordered && innermostInSourceOrder(Band, Domain, Deps);
  if (!Ordered) return Band;
  std::sort(Statements.begin(), Statements.end(),
            [](const auto& A, const auto& B) { return A.first < B.first; });
  isl_union_set_list* Filters = isl_union_set_list_alloc(isl_schedule_node_get_ctx(Band),
                                                         static_cast<int>(Statements.size()));
  for (auto& [Order, Set] : Statements)
    Filters = isl_union_set_list_add(Filters, isl_union_set_from_set(Set.release()));
  Band = isl_schedule_node_band_split(Band, N - 1);
  Band = isl_schedule_node_child(Band, 0);
  Band = isl_schedule_node_insert_sequence(Band, Filters);
  return isl_schedule_node_parent(Band);
}

/// Replaces the first tile loop T0 of a permutable tile band by the wavefront T0 + T1. Every
/// dependence goes forward (or nowhere) along each member of a permutable band, so a
/// dependence between two tiles of the same wavefront would have to stay within T0 and T1:
/// the tiles of one wavefront are independent and the T1 loop inside it runs in parallel
/// (Pluto's pipelined parallelism for time-tiled stencils).
isl_schedule_node* wavefront(isl_schedule_node* Band) {
  isl_size N = isl_schedule_node_band_n_member(Band);
  isl_multi_union_pw_aff* P = isl_schedule_node_band_get_partial_schedule(Band);
  isl_union_pw_aff* Front = isl_union_pw_aff_add(isl_multi_union_pw_aff_get_union_pw_aff(P, 0),
                                                 isl_multi_union_pw_aff_get_union_pw_aff(P, 1));
  P = isl_multi_union_pw_aff_set_union_pw_aff(P, 0, Front);
  Band = isl_schedule_node_delete(Band);
  Band = isl_schedule_node_insert_partial_schedule(Band, P);
  Band = isl_schedule_node_band_set_permutable(Band, 1);
  for (isl_size K = 1; K < N; ++K)
    Band = isl_schedule_node_band_member_set_coincident(Band, K, K == 1);
  return Band;
}

/// True if an ancestor of Node is a band with a member that is not parallel.
bool underSequentialBand(isl_schedule_node* Node) {
  bool Sequential = false;
  isl::ScheduleNode At(isl_schedule_node_copy(Node));
  while (!Sequential && isl_schedule_node_has_parent(At.get()) == isl_bool_true) {
    At = isl::ScheduleNode(isl_schedule_node_parent(At.release()));
    if (isl_schedule_node_get_type(At.get()) != isl_schedule_node_band) continue;
    for (isl_size M = 0, E = isl_schedule_node_band_n_member(At.get()); M < E; ++M)
      Sequential |= isl_schedule_node_band_member_get_coincident(At.get(), M) != isl_bool_true;
  }
  return Sequential;
}

/// Tiles every permutable band of two or more members (a one-member band gains nothing).
isl_schedule_node* tileBand(isl_schedule_node* Node, void* User) {
  auto* T = static_cast<TileState*>(User);
  if (isl_schedule_node_get_type(Node) != isl_schedule_node_band) return Node;
  isl_size N = isl_schedule_node_band_n_member(Node);
  if (N < 2 || isl_schedule_node_band_get_permutable(Node) != isl_bool_true) return Node;
  // A band re-run by an enclosing sequential loop (a stencil's sweeps under its time loop)
  // only reuses data between neighbouring rows or planes, which the caches hold untiled;
  // tiles would only cut its vector loops short (heat-3d: 0.83 s untiled, 1.17 s tiled).
  if (!T->Wavefront && underSequentialBand(Node)) return Node;
  // Neither of the first two members parallel: only a wavefront of tiles can run in parallel.
  // Not for four or more members: skewed 4-d tiles over heat-3d's 120-point planes are mostly
  // partial, and its sweeps run faster in parallel one at a time (1.06 s against 0.83 s).
  bool NeedsWavefront = T->Wavefront && N <= 3 &&
                        isl_schedule_node_band_member_get_coincident(Node, 0) != isl_bool_true &&
                        isl_schedule_node_band_member_get_coincident(Node, 1) != isl_bool_true;
  isl_multi_val* Sizes = isl_multi_val_zero(isl_schedule_node_band_get_space(Node));
  for (isl_size I = 0; I < N; ++I)
    Sizes = isl_multi_val_set_val(Sizes, I,
                                  isl_val_int_from_si(isl_schedule_node_get_ctx(Node), T->Size));
  isl::ScheduleNode Untiled(isl_schedule_node_copy(Node));
  isl_schedule_node* Tiled = isl_schedule_node_band_tile(Node, Sizes);
  if (!Tiled) return Untiled.release();
  T->Tiled = true;
  // The point loops: the tile band's only child.
  isl_schedule_node* Point = isl_schedule_node_child(Tiled, 0);
  if (Point && isl_schedule_node_get_type(Point) == isl_schedule_node_band)
    Point = distributeInnermost(reorderPointBand(Point, T->Accesses), T->Deps);
  isl_schedule_node* TileBand = isl_schedule_node_parent(Point);
  if (!NeedsWavefront) return TileBand;
  T->Wavefronts = true;
  return wavefront(TileBand);
}

/// The parameters under which Node's statements run at all, as a guard above it (a set of no
/// dimensions: no band is outside it): a call whose sizes are constants after inlining then
/// drops loops that would not run, where a compiler could otherwise warn about accesses
/// (A[i - 1] at i = 0) in iterations that never happen.
isl_schedule_node* guardNonEmpty(isl_schedule_node* Node) {
  isl::Set When(isl_union_set_params(isl_schedule_node_get_domain(Node)));
  if (isl_set_plain_is_universe(When.get()) == isl_bool_true) return Node;
  return isl_schedule_node_insert_guard(Node, isl_set_from_params(When.release()));
}

} // namespace

isl::Schedule tile(const isl::Schedule& S, TileState& T) {
  return isl::Schedule(isl_schedule_map_schedule_node_bottom_up(S.copy(), tileBand, &T));
}

isl::Schedule guardParts(const isl::Schedule& S) {
  isl::ScheduleNode Node(isl_schedule_node_child(isl_schedule_get_root(S.get()), 0));
  enum isl_schedule_node_type Type = isl_schedule_node_get_type(Node.get());
  if (Type == isl_schedule_node_sequence || Type == isl_schedule_node_set) {
    isl_size N = isl_schedule_node_n_children(Node.get());
    for (isl_size K = 0; K < N; ++K) {
      isl_schedule_node* Part =
          isl_schedule_node_child(isl_schedule_node_child(Node.release(), K), 0);
      Node = isl::ScheduleNode(
          isl_schedule_node_parent(isl_schedule_node_parent(guardNonEmpty(Part))));
    }
  } else if (Type != isl_schedule_node_leaf) {
    Node = isl::ScheduleNode(guardNonEmpty(Node.release()));
  }
  return isl::Schedule(isl_schedule_node_get_schedule(Node.get()));
}

} // namespace liar::poly::omp
