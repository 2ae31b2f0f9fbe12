#include "OmpCodeGen.h"

#include "AstPrinter.h"
#include "IslUtil.h"
#include "LoopAnalysis.h"
#include "poly/IslNames.h"

#include <isl/aff.h>
#include <isl/ast_build.h>
#include <isl/ctx.h>
#include <isl/flow.h>
#include <isl/id.h>
#include <isl/ilp.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <set>
#include <vector>

namespace liar::emit::omp {

namespace {

struct TileState {
  int Size;
  isl_union_map* Accesses; ///< array accesses, for the choice of the innermost point loop
  bool Wavefront;          ///< skew tile loops of bands without parallel members
  isl_union_map* Deps;     ///< every dependence, to check loop distribution
  bool Tiled = false;
  bool Wavefronts = false;
};

/// The coefficient of input dimension Dim in a single-piece affine function (0 otherwise,
/// with Ok cleared). Takes Pa.
long coefficient(isl_pw_aff* Pa, int Dim, bool* Ok) {
  long C = 0;
  if (!Pa || isl_pw_aff_n_piece(Pa) != 1) {
    *Ok = false;
  } else {
    struct Piece {
      int Dim;
      long C = 0;
    } P{Dim};
    isl_pw_aff_foreach_piece(
        Pa,
        [](isl_set* Set, isl_aff* Aff, void* User) -> isl_stat {
          auto* P = static_cast<Piece*>(User);
          isl_val* V = isl_aff_get_coefficient_val(Aff, isl_dim_in, P->Dim);
          P->C = isl_val_get_num_si(V);
          isl_val_free(V);
          isl_set_free(Set);
          isl_aff_free(Aff);
          return isl_stat_ok;
        },
        &P);
    C = P.C;
  }
  isl_pw_aff_free(Pa);
  return C;
}

/// How much running member M of a point band innermost helps spatial locality: for each
/// statement whose schedule member is one of its iterators, +1 per access that iterator
/// walks with unit stride (last subscript only), -1 per access it strides across rows.
/// Sets Skewed when some statement's member combines several iterators: then which way
/// memory is walked depends on the other members too, and the score means nothing.
int innermostScore(isl_schedule_node* Band, int M, isl_union_map* Accesses, bool* Skewed) {
  isl_multi_union_pw_aff* P = isl_schedule_node_band_get_partial_schedule(Band);
  isl_union_pw_aff* Member = isl_multi_union_pw_aff_get_union_pw_aff(P, M);
  isl_multi_union_pw_aff_free(P);
  struct Acc {
    isl_union_map* Accesses;
    int Score = 0;
    bool Skewed = false;
  } A{Accesses};
  isl_union_pw_aff_foreach_pw_aff(
      Member,
      [](isl_pw_aff* Pa, void* User) -> isl_stat {
        auto* A = static_cast<Acc*>(User);
        isl_space* Space = isl_pw_aff_get_domain_space(Pa);
        int Iter = -1;
        isl_size N = isl_space_dim(Space, isl_dim_set);
        for (int D = 0; D < N; ++D) {
          bool Ok = true;
          long C = coefficient(isl_pw_aff_copy(Pa), D, &Ok);
          if (!Ok) Iter = -2;
          if (C != 0 && Iter == -1 && C == 1)
            Iter = D;
          else if (C != 0)
            Iter = -2;
        }
        isl_pw_aff_free(Pa);
        A->Skewed |= Iter == -2;
        if (Iter < 0) {
          isl_space_free(Space);
          return isl_stat_ok;
        }
        isl_union_set* Dom = isl_union_set_from_set(isl_set_universe(Space));
        isl_union_map* Mine = isl_union_map_intersect_domain(isl_union_map_copy(A->Accesses), Dom);
        struct Ctx {
          int Iter;
          int* Score;
        } C{Iter, &A->Score};
        isl_union_map_foreach_map(
            Mine,
            [](isl_map* Map, void* User) -> isl_stat {
              auto* C = static_cast<Ctx*>(User);
              isl_size Out = isl_map_dim(Map, isl_dim_out);
              isl_pw_multi_aff* F = Out > 0 && isl_map_is_single_valued(Map) == isl_bool_true
                                        ? isl_pw_multi_aff_from_map(isl_map_copy(Map))
                                        : nullptr;
              isl_map_free(Map);
              if (!F) return isl_stat_ok;
              bool Ok = true, Strided = false;
              for (int O = 0; O + 1 < Out; ++O)
                Strided |= coefficient(isl_pw_multi_aff_get_pw_aff(F, O), C->Iter, &Ok) != 0;
              long Last = coefficient(isl_pw_multi_aff_get_pw_aff(F, Out - 1), C->Iter, &Ok);
              isl_pw_multi_aff_free(F);
              if (Ok) *C->Score += Strided ? -1 : (Last == 1 || Last == -1) ? 1 : 0;
              return isl_stat_ok;
            },
            &C);
        isl_union_map_free(Mine);
        return isl_stat_ok;
      },
      &A);
  isl_union_pw_aff_free(Member);
  *Skewed |= A.Skewed;
  return A.Score;
}

/// Moves the member of a permutable point band that walks memory contiguously innermost (any
/// order of a permutable band's members is legal), as Pluto's intra-tile reordering does.
isl_schedule_node* reorderPointBand(isl_schedule_node* Band, isl_union_map* Accesses) {
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
  isl_multi_union_pw_aff* P = isl_schedule_node_band_get_partial_schedule(Band);
  isl_multi_union_pw_aff* Q = isl_multi_union_pw_aff_copy(P);
  std::vector<int> Coincident;
  for (int K = 0; K < N; ++K) {
    Q = isl_multi_union_pw_aff_set_union_pw_aff(
        Q, K, isl_multi_union_pw_aff_get_union_pw_aff(P, Order[K]));
    Coincident.push_back(isl_schedule_node_band_member_get_coincident(Band, Order[K]) ==
                         isl_bool_true);
  }
  isl_multi_union_pw_aff_free(P);
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

/// Gives each statement of a point band that fuses several its own innermost loop, in source
/// order, when every dependence between instances that share the outer point loops goes from
/// an earlier statement to a later one. A fused innermost loop carries the dependences between
/// its statements (jacobi-2d's B written at j, read at j-1 in the same skewed iteration);
/// distributed, each statement's innermost loop is dependence-free and vectorises.
isl_schedule_node* distributeInnermost(isl_schedule_node* Band, isl_union_map* Deps) {
  isl_size N = isl_schedule_node_band_n_member(Band);
  isl_schedule_node* Child = isl_schedule_node_get_child(Band, 0);
  bool Leaf = Child && isl_schedule_node_get_type(Child) == isl_schedule_node_leaf;
  isl_schedule_node_free(Child);
  if (N < 2 || !Leaf) return Band;
  std::vector<std::pair<int, isl_set*>> Statements;
  isl_union_set* Domain = isl_schedule_node_get_domain(Band);
  for (isl_set* S : sets(isl_union_set_copy(Domain)))
    Statements.push_back({statementOrder(isl_set_get_tuple_name(S)), S});
  bool Ordered = Statements.size() >= 2;
  for (const auto& [Order, Set] : Statements)
    Ordered &= Order >= 0;
  // Dependences between instances that agree on every loop but the innermost one.
  isl_union_map* Outer = isl_union_map_flat_range_product(
      isl_schedule_node_get_prefix_schedule_union_map(Band),
      isl_union_map_from_multi_union_pw_aff(isl_multi_union_pw_aff_drop_dims(
          isl_schedule_node_band_get_partial_schedule(Band), isl_dim_set, N - 1, 1)));
  isl_union_map* Back = isl_union_map_reverse(isl_union_map_copy(Outer));
  isl_union_map* Same = isl_union_map_apply_range(Outer, Back);
  isl_union_map* Inner = isl_union_map_intersect(
      isl_union_map_intersect_range(
          isl_union_map_intersect_domain(isl_union_map_copy(Deps), isl_union_set_copy(Domain)),
          isl_union_set_copy(Domain)),
      Same);
  isl_union_set_free(Domain);
  if (!Inner) Ordered = false;
  if (Ordered)
    Ordered = isl_union_map_foreach_map(
                  Inner,
                  [](isl_map* M, void*) -> isl_stat {
                    int From = statementOrder(isl_map_get_tuple_name(M, isl_dim_in));
                    int To = statementOrder(isl_map_get_tuple_name(M, isl_dim_out));
                    isl_map_free(M);
                    return From <= To ? isl_stat_ok : isl_stat_error;
                  },
                  nullptr) == isl_stat_ok;
  isl_union_map_free(Inner);
  std::sort(Statements.begin(), Statements.end(),
            [](const auto& A, const auto& B) { return A.first < B.first; });
  isl_union_set_list* Filters = isl_union_set_list_alloc(isl_schedule_node_get_ctx(Band),
                                                         static_cast<int>(Statements.size()));
  for (auto& [Order, Set] : Statements)
    Filters = isl_union_set_list_add(Filters, isl_union_set_from_set(Set));
  if (!Ordered) {
    isl_union_set_list_free(Filters);
    return Band;
  }
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
  isl_schedule_node* At = isl_schedule_node_copy(Node);
  while (!Sequential && isl_schedule_node_has_parent(At) == isl_bool_true) {
    At = isl_schedule_node_parent(At);
    if (isl_schedule_node_get_type(At) != isl_schedule_node_band) continue;
    for (isl_size M = 0, E = isl_schedule_node_band_n_member(At); M < E; ++M)
      Sequential |= isl_schedule_node_band_member_get_coincident(At, M) != isl_bool_true;
  }
  isl_schedule_node_free(At);
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
  isl_space* Space = isl_schedule_node_band_get_space(Node);
  isl_multi_val* Sizes = isl_multi_val_zero(Space);
  for (isl_size I = 0; I < N; ++I)
    Sizes = isl_multi_val_set_val(Sizes, I,
                                  isl_val_int_from_si(isl_schedule_node_get_ctx(Node), T->Size));
  isl_schedule_node* Copy = isl_schedule_node_copy(Node);
  isl_schedule_node* Tiled = isl_schedule_node_band_tile(Node, Sizes);
  if (!Tiled) return Copy; // keep the untiled band
  isl_schedule_node_free(Copy);
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

bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

std::set<std::string> identifiers(const std::string& Text) {
  std::set<std::string> R;
  for (size_t I = 0; I < Text.size();) {
    if (isIdentChar(Text[I])) {
      size_t J = I;
      while (J < Text.size() && isIdentChar(Text[J]))
        ++J;
      R.insert(Text.substr(I, J - I));
      I = J;
    } else {
      ++I;
    }
  }
  return R;
}

/// The source spellings of Domain's parameters.
std::set<std::string> parameterNames(isl_union_set* Domain) {
  std::set<std::string> Names;
  isl_space* Space = isl_union_set_get_space(Domain);
  for (isl_size I = 0, N = isl_space_dim(Space, isl_dim_param); I < N; ++I)
    Names.insert(poly::fromIslName(isl_space_get_dim_name(Space, isl_dim_param, I)));
  isl_space_free(Space);
  return Names;
}

/// The parameters under which Node's statements run at all, as a guard above it (a set of no
/// dimensions: no band is outside it): a call whose
/// sizes are constants after inlining then drops loops that would not run, where a compiler
/// could otherwise warn about accesses (A[i - 1] at i = 0) in iterations that never happen.
isl_schedule_node* guardNonEmpty(isl_schedule_node* Node) {
  isl_set* When = isl_union_set_params(isl_schedule_node_get_domain(Node));
  if (isl_set_plain_is_universe(When) == isl_bool_true) {
    isl_set_free(When);
    return Node;
  }
  return isl_schedule_node_insert_guard(Node, isl_set_from_params(When));
}

/// Guards each top-level part of S (each child of a top-level sequence, or the whole tree).
isl_schedule* guardParts(isl_schedule* S) {
  isl_schedule_node* Node = isl_schedule_node_child(isl_schedule_get_root(S), 0);
  isl_schedule_free(S);
  enum isl_schedule_node_type Type = isl_schedule_node_get_type(Node);
  if (Type == isl_schedule_node_sequence || Type == isl_schedule_node_set) {
    isl_size N = isl_schedule_node_n_children(Node);
    for (isl_size K = 0; K < N; ++K) {
      Node = isl_schedule_node_child(isl_schedule_node_child(Node, K), 0);
      Node = isl_schedule_node_parent(isl_schedule_node_parent(guardNonEmpty(Node)));
    }
  } else if (Type != isl_schedule_node_leaf) {
    Node = guardNonEmpty(Node);
  }
  isl_schedule* Guarded = isl_schedule_node_get_schedule(Node);
  isl_schedule_node_free(Node);
  return Guarded;
}

/// One way of running the region: a schedule tree turned into printed loops.
struct Schedule {
  bool Ok = false;
  std::string Reason;
  std::string Loops; ///< the printed loop tree, indented by two
  AstPrinter Printer;
  bool Tiled = false, Wavefronts = false;
};

/// Computes a schedule (validity and coincidence: every dependence; proximity: the flow of
/// values), tiles it and prints it. Skew asks ISL for skewed bands rather than a parallel
/// outer member (outer coincidence off) and turns their tiles into wavefronts.
Schedule schedule(const Ctx& C, isl_union_set* Domain, isl_union_map* All, isl_union_map* Flow,
                  BuildState& State, const OmpOptions& Options, const std::string& Prefix,
                  bool Skew) {
  Schedule Out;
  isl_schedule_constraints* SC = isl_schedule_constraints_on_domain(isl_union_set_copy(Domain));
  SC = isl_schedule_constraints_set_validity(SC, isl_union_map_copy(All));
  SC = isl_schedule_constraints_set_coincidence(SC, isl_union_map_copy(All));
  SC = isl_schedule_constraints_set_proximity(SC, isl_union_map_copy(Flow));
  isl_options_set_schedule_outer_coincidence(C.C, Skew ? 0 : 1);
  isl_options_set_schedule_maximize_band_depth(C.C, 1);
  // A bound on the scheduler's work: big regions fall back to their original loops.
  isl_ctx_set_max_operations(C.C, 20000000);
  isl_schedule* S = isl_schedule_constraints_compute_schedule(SC);
  isl_ctx_set_max_operations(C.C, 0);
  isl_ctx_reset_operations(C.C);
  if (!S) {
    Out.Reason = "ISL found no schedule: " + C.error();
    return Out;
  }
  if (Options.TileSize > 1) {
    isl_options_set_tile_scale_tile_loops(C.C, 1);
    isl_options_set_tile_shift_point_loops(C.C, 0);
    TileState T{Options.TileSize, State.Accesses, Skew, All};
    isl_schedule* Tiled =
        isl_schedule_map_schedule_node_bottom_up(isl_schedule_copy(S), tileBand, &T);
    if (Tiled) {
      isl_schedule_free(S);
      S = Tiled;
      Out.Tiled = T.Tiled;
      Out.Wavefronts = T.Wavefronts;
    }
  }
  // A skewed schedule is only taken for its wavefronts: without any, its loops are not built.
  if (Skew && !Out.Wavefronts) {
    isl_schedule_free(S);
    Out.Reason = "no wavefront of tiles";
    return Out;
  }
  // Skewed tile loops span more than their statements' iterations (0 .. n + 3 for a stencil
  // over 1 .. n - 2): they are guarded. Plain tile loops start and end with the statements'.
  if (Skew) S = guardParts(S);
  isl_id_list* Names = isl_id_list_alloc(C.C, 64);
  for (int K = 0; K < 64; ++K)
    Names =
        isl_id_list_add(Names, isl_id_alloc(C.C, (Prefix + std::to_string(K)).c_str(), nullptr));
  isl_union_set* Dom = isl_schedule_get_domain(S);
  isl_ast_build* Build = isl_ast_build_from_context(isl_set_universe(isl_union_set_get_space(Dom)));
  isl_union_set_free(Dom);
  Build = isl_ast_build_set_iterators(Build, Names);
  Build = isl_ast_build_set_before_each_for(Build, recordLoop, nullptr);
  // One bound for building the loops and analysing them.
  isl_ctx_reset_error(C.C);
  isl_ctx_set_max_operations(C.C, 20000000);
  isl_ast_node* Ast = isl_ast_build_node_from_schedule(Build, S);
  isl_ast_build_free(Build);
  if (Ast) annotateLoops(Ast, State);
  bool OutOfBound = isl_ctx_last_error(C.C) == isl_error_quota;
  isl_ctx_set_max_operations(C.C, 0);
  isl_ctx_reset_operations(C.C);
  if (Ast && OutOfBound) Ast = isl_ast_node_free(Ast);
  if (!Ast) {
    Out.Reason = "ISL could not generate the loops: " + C.error();
    return Out;
  }
  Out.Printer.setParameters(parameterNames(Domain), Options.WideParameters);
  std::string Flat = Out.Printer.print(Ast);
  isl_ast_node_free(Ast);
  for (size_t Pos = 0, Eol; Pos < Flat.size(); Pos = Eol + 1) {
    Eol = Flat.find('\n', Pos);
    Out.Loops += "  " + Flat.substr(Pos, Eol - Pos + 1);
  }
  if (Out.Loops.find("/* unsupported") != std::string::npos ||
      Out.Loops.find("/* error") != std::string::npos) {
    Out.Reason = "the generated loops use an expression the printer does not support";
    return Out;
  }
  Out.Ok = true;
  return Out;
}

/// True if Text is `s += e` or `s -= e` with e free of s: instances of it may be summed in any
/// order (a reduction).
bool accumulates(const std::string& Text, const std::string& Scalar) {
  size_t I = 0;
  while (I < Text.size() && std::isspace(static_cast<unsigned char>(Text[I])))
    ++I;
  if (Text.compare(I, Scalar.size(), Scalar) != 0) return false;
  I += Scalar.size();
  while (I < Text.size() && std::isspace(static_cast<unsigned char>(Text[I])))
    ++I;
  if (Text.compare(I, 2, "+=") != 0 && Text.compare(I, 2, "-=") != 0) return false;
  return identifiers(Text.substr(I + 2)).count(Scalar) == 0;
}

/// `liar_simd(clauses)` is `#pragma omp simd clauses`, except under clang's
/// -fsanitize=undefined: its checks keep loops from vectorizing, and clang warns
/// (-Wpass-failed) about every loop whose vectorization was requested and failed.
const char* const SimdMacro = "  #define liar_pragma(text) _Pragma(#text)\n"
                              "  #if defined(__has_feature)\n"
                              "  #if __has_feature(undefined_behavior_sanitizer)\n"
                              "  #define liar_simd(...)\n"
                              "  #endif\n"
                              "  #endif\n"
                              "  #ifndef liar_simd\n"
                              "  #define liar_simd(...) liar_pragma(omp simd __VA_ARGS__)\n"
                              "  #endif\n";

} // namespace

OmpResult generateOmp(const lifting::PolyModel& Model, const OmpOptions& Options) {
  OmpResult R;
  auto Scheduled = [&](const std::string& Name) {
    return Options.Only.empty() || Options.Only.count(Name) != 0;
  };
  std::vector<lifting::PolyStatement> Statements;
  for (const lifting::PolyStatement& S : Model.Statements)
    if (Scheduled(S.Name)) Statements.push_back(S);
  // Statements must stand alone as macro bodies.
  std::set<std::string> Used;
  for (const lifting::PolyStatement& S : Statements) {
    if (S.Text.empty()) {
      R.Reason = "the source text of a statement at line " + std::to_string(S.Where.Line) +
                 " cannot be recovered";
      return R;
    }
    if (S.Text.find("//") != std::string::npos || S.Text.find('#') != std::string::npos) {
      R.Reason = "statement at line " + std::to_string(S.Where.Line) +
                 " contains a line comment or directive";
      return R;
    }
    std::set<std::string> Seen(S.Iterators.begin(), S.Iterators.end());
    if (Seen.size() != S.Iterators.size()) {
      R.Reason = "nested loops share an iterator name";
      return R;
    }
    auto Ids = identifiers(S.Text);
    Used.insert(Ids.begin(), Ids.end());
  }
  // Locals the statements do not name belong to another part of the region.
  std::vector<std::pair<std::string, std::string>> Locals;
  for (const auto& [Name, Type] : Model.LocalScalars)
    if (Options.Only.empty() || Used.count(Name)) Locals.push_back({Name, Type});
  for (const auto& [Name, Type] : Locals)
    Used.insert(Name);

  Ctx C;
  ModelMaps Maps;
  if (std::optional<std::string> Why = readModel(C, Model, Maps)) {
    R.Reason = *Why;
    return R;
  }
  isl_union_set* Domain = Maps.Domain;
  isl_union_map *Sched = Maps.Schedule, *W = Maps.Writes, *Rd = Maps.Reads;
  // Scalars that statements outside this part access keep their values across parts.
  std::set<std::string> SharedScalars(Model.LiveOutScalars.begin(), Model.LiveOutScalars.end());
  if (!Options.Only.empty()) {
    isl_union_set* Part = isl_union_set_empty(isl_union_set_get_space(Domain));
    for (isl_set* S : sets(isl_union_set_copy(Domain))) {
      const char* Name = isl_set_get_tuple_name(S);
      if (Name && Scheduled(Name))
        Part = isl_union_set_add_set(Part, S);
      else
        isl_set_free(S);
    }
    isl_union_set* Others =
        isl_union_set_subtract(isl_union_set_copy(Domain), isl_union_set_copy(Part));
    isl_union_map* OtherAccess = isl_union_map_intersect_domain(
        isl_union_map_union(isl_union_map_copy(W), isl_union_map_copy(Rd)), Others);
    for (isl_set* A : sets(isl_union_map_range(OtherAccess))) {
      if (const char* Name = isl_set_get_tuple_name(A)) SharedScalars.insert(Name);
      isl_set_free(A);
    }
    isl_union_set_free(Domain);
    Domain = Part;
  }
  Rd = isl_union_map_intersect_domain(Rd, isl_union_set_copy(Domain));
  W = isl_union_map_intersect_domain(W, isl_union_set_copy(Domain));
  // Array and scalar dependences separately (the scheduler gets them all).
  auto State = std::make_unique<BuildState>();
  isl_union_map* Flow = nullptr;
  isl_union_map* All = nullptr;
  auto Add = [](isl_union_map* Acc, isl_union_map* M) {
    return Acc ? isl_union_map_union(Acc, M) : M;
  };
  auto Restrict = [&](isl_union_map* M, const std::string* Scalar) {
    std::string Set = "{ ";
    for (const std::string& S : Model.WrittenScalars)
      if (!Scalar || *Scalar == S) Set += (Set.size() > 2 ? "; " : "") + S + "[]";
    isl_union_set* U = isl_union_set_read_from_str(C.C, (Set + " }").c_str());
    return Scalar ? isl_union_map_intersect_range(isl_union_map_copy(M), U)
                  : isl_union_map_subtract_range(isl_union_map_copy(M), U);
  };
  auto Depend = [&](isl_union_map* Wx, isl_union_map* Rx, isl_union_set** NoSource) {
    isl_union_access_info* AI = isl_union_access_info_from_sink(isl_union_map_copy(Rx));
    AI = isl_union_access_info_set_must_source(AI, isl_union_map_copy(Wx));
    AI = isl_union_access_info_set_schedule_map(AI, isl_union_map_copy(Sched));
    isl_union_flow* F = isl_union_access_info_compute_flow(AI);
    isl_union_map* Fl = isl_union_flow_get_must_dependence(F);
    if (NoSource) *NoSource = isl_union_map_domain(isl_union_flow_get_must_no_source(F));
    isl_union_flow_free(F);
    isl_union_map* D = isl_union_map_union(
        isl_union_map_copy(Fl), dependences(isl_union_map_copy(Wx), isl_union_map_copy(Rx),
                                            isl_union_map_copy(Sched), false));
    D = isl_union_map_union(D, dependences(isl_union_map_copy(Wx), isl_union_map_copy(Wx),
                                           isl_union_map_copy(Sched), true));
    return std::make_pair(Fl, D);
  };
  {
    isl_union_map* Wa = Restrict(W, nullptr);
    isl_union_map* Ra = Restrict(Rd, nullptr);
    auto [Fl, D] = Depend(Wa, Ra, nullptr);
    State->Accesses = isl_union_map_union(Wa, Ra);
    Flow = Add(Flow, isl_union_map_copy(Fl));
    All = Add(All, isl_union_map_copy(D));
    isl_union_map_free(Fl);
    State->ArrayDeps = D;
  }
  for (const std::string& Name : Model.WrittenScalars) {
    ScalarDeps S;
    S.Name = Name;
    S.LiveOut = SharedScalars.count(Name) != 0;
    isl_union_map* Ws = Restrict(W, &Name);
    isl_union_map* Rs = Restrict(Rd, &Name);
    auto [Fl, D] = Depend(Ws, Rs, &S.NoSource);
    S.Accessors =
        isl_union_set_union(isl_union_map_domain(isl_union_map_copy(Ws)), isl_union_map_domain(Rs));
    S.Writers = isl_union_map_domain(Ws);
    for (const lifting::PolyStatement& St : Statements)
      if (accumulates(St.Text, Name)) S.Accumulators.insert(St.Name);
    Flow = Add(Flow, isl_union_map_copy(Fl));
    All = Add(All, isl_union_map_copy(D));
    S.Flow = Fl;
    S.Deps = D;
    State->Scalars.push_back(S);
  }
  isl_union_map_free(W);
  isl_union_map_free(Rd);
  isl_union_map_free(Sched);
  bool Broken = !All || !Flow || !State->ArrayDeps || !State->Accesses;
  for (const ScalarDeps& S : State->Scalars)
    Broken |= !S.Deps || !S.Flow || !S.NoSource || !S.Writers || !S.Accessors;
  if (Broken) {
    R.Reason = "dependence analysis failed: " + C.error();
    isl_union_map_free(All);
    isl_union_map_free(Flow);
    isl_union_set_free(Domain);
    return R;
  }

  State->Options = &Options;
  // Loop iterators must not capture a name the statements use.
  std::string Prefix = "c";
  for (int K = 0; K < 64; ++K) {
    bool Clash = false;
    for (const std::string& U : Used)
      Clash |= U.rfind(Prefix, 0) == 0 && U.size() > Prefix.size() &&
               std::isdigit(static_cast<unsigned char>(U[Prefix.size()]));
    if (!Clash) break;
    Prefix = "liar_" + Prefix;
  }
  Schedule Plain = schedule(C, Domain, All, Flow, *State, Options, Prefix, false);
  // A nest whose parallelism sits inside a sequential loop (stencils' time loops) may do
  // better as a wavefront of tiles skewed across that loop; taken when it has one.
  Schedule Chosen = std::move(Plain);
  if (Chosen.Ok && Chosen.Printer.outerSequential() && Options.TileSize > 1) {
    Schedule Skewed = schedule(C, Domain, All, Flow, *State, Options, Prefix, true);
    if (Skewed.Ok && Skewed.Wavefronts && Skewed.Printer.parallel()) Chosen = std::move(Skewed);
  }
  R.Work = instances(isl_union_set_copy(Domain), Options.Parameters);
  isl_union_set_free(Domain);
  isl_union_map_free(All);
  isl_union_map_free(Flow);
  if (!Chosen.Ok) {
    R.Reason = Chosen.Reason;
    return R;
  }
  const AstPrinter& P = Chosen.Printer;
  const std::string& Loops = Chosen.Loops;
  std::string Code = "{\n";
  for (const auto& [Name, Type] : Locals)
    Code += "  " + Type + " " + Name + ";\n";
  if (P.helpers().count("liar_min")) Code += "  #define liar_min(x, y) ((x) < (y) ? (x) : (y))\n";
  if (P.helpers().count("liar_max")) Code += "  #define liar_max(x, y) ((x) > (y) ? (x) : (y))\n";
  if (P.helpers().count("liar_floord"))
    Code += "  #define liar_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))\n";
  if (P.helpers().count("liar_simd")) Code += SimdMacro;
  for (const lifting::PolyStatement& St : Statements) {
    std::string Params;
    for (const std::string& I : St.Iterators)
      Params += (Params.empty() ? "" : ", ") + I;
    std::string Body;
    for (char Ch : St.Text)
      Body += Ch == '\n' ? std::string(" \\\n    ") : std::string(1, Ch);
    Code += "  #define " + St.Name + "(" + Params + ") " + Body + "\n";
  }
  // Arguments are parenthesised: a macro parameter may stand inside a larger expression.
  Code += Loops;
  for (const lifting::PolyStatement& St : Statements)
    Code += "  #undef " + St.Name + "\n";
  for (const char* H : {"liar_min", "liar_max", "liar_floord"})
    if (P.helpers().count(H)) Code += std::string("  #undef ") + H + "\n";
  if (P.helpers().count("liar_simd")) Code += "  #undef liar_simd\n  #undef liar_pragma\n";
  Code += "}\n";
  R.Code = Code;
  R.Parallel = P.parallel();
  R.Reduces = P.reduces();
  R.Tiled = Chosen.Tiled;
  R.Wavefront = Chosen.Wavefronts;
  R.ParallelWork = P.parallelWork();
  R.Ok = true;
  return R;
}

} // namespace liar::emit::omp
