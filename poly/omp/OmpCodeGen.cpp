#include "poly/omp/OmpCodeGen.h"

#include "poly/Dependences.h"
#include "poly/IslNames.h"
#include "poly/IslUtil.h"
#include "poly/omp/AstPrinter.h"
#include "poly/omp/LoopAnalysis.h"
#include "poly/omp/Tiling.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

namespace liar::poly::omp {

namespace {

/// A bound on ISL's work for one schedule and for one loop tree: big regions fall back to
/// their original loops.
constexpr long MaxOperations = 20000000;

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

/// The source spellings of Domain's parameters.
std::set<std::string> parameterNames(const isl::UnionSet& Domain) {
  std::set<std::string> Names;
  isl::Space Space(isl_union_set_get_space(Domain.get()));
  for (isl_size I = 0, N = isl_space_dim(Space.get(), isl_dim_param); I < N; ++I)
    Names.insert(fromIslName(isl_space_get_dim_name(Space.get(), isl_dim_param, I)));
  return Names;
}

/// The statements one call schedules, and the local scalars they declare.
struct Statements {
  std::vector<PolyStatement> List;
  std::vector<std::pair<std::string, std::string>> Locals;
  std::set<std::string> Used; ///< identifiers of the statements and the locals
};

/// Selects the statements to schedule, which must stand alone as macro bodies; "" or why not.
std::string selectStatements(const PolyModel& Model, const OmpOptions& Options, Statements& Out) {
  for (const PolyStatement& S : Model.Statements)
    if (Options.Only.empty() || Options.Only.count(S.Name) != 0) Out.List.push_back(S);
  for (const PolyStatement& S : Out.List) {
    if (S.Text.empty())
      return "the source text of a statement at line " + std::to_string(S.Where.Line) +
             " cannot be recovered" + (S.NoText.empty() ? "" : ": " + S.NoText);
    if (S.Text.find("//") != std::string::npos || S.Text.find('#') != std::string::npos)
      return "statement at line " + std::to_string(S.Where.Line) +
             " contains a line comment or directive";
    std::set<std::string> Seen(S.Iterators.begin(), S.Iterators.end());
    if (Seen.size() != S.Iterators.size()) return "nested loops share an iterator name";
    auto Ids = identifiers(S.Text);
    Out.Used.insert(Ids.begin(), Ids.end());
  }
  // Locals the statements do not name belong to another part of the region.
  for (const auto& [Name, Type] : Model.LocalScalars)
    if (Options.Only.empty() || Out.Used.count(Name)) Out.Locals.push_back({Name, Type});
  for (const auto& [Name, Type] : Out.Locals)
    Out.Used.insert(Name);
  return "";
}

/// The instances of the statements in Only; adds to SharedScalars the scalars that the
/// other statements access (they keep their values across parts).
isl::UnionSet partDomain(const ModelMaps& Maps, const std::set<std::string>& Only,
                         std::set<std::string>& SharedScalars) {
  isl::UnionSet Part(isl_union_set_empty(isl_union_set_get_space(Maps.Domain.get())));
  for (isl::Set& S : sets(Maps.Domain)) {
    const char* Name = isl_set_get_tuple_name(S.get());
    if (Name && Only.count(Name))
      Part = isl::UnionSet(isl_union_set_add_set(Part.release(), S.release()));
  }
  isl::UnionSet Others(isl_union_set_subtract(Maps.Domain.copy(), Part.copy()));
  isl::UnionSet OtherData(isl_union_map_range(isl_union_map_intersect_domain(
      isl_union_map_union(Maps.Writes.copy(), Maps.Reads.copy()), Others.release())));
  for (const isl::Set& A : sets(OtherData))
    if (const char* Name = isl_set_get_tuple_name(A.get())) SharedScalars.insert(Name);
  return Part;
}

/// Accesses of M to the written scalar Scalar, or with Scalar null to anything but a written
/// scalar (the arrays).
isl::UnionMap restrictTo(const isl::Context& C, const PolyModel& Model, const isl::UnionMap& M,
                         const std::string* Scalar) {
  std::string Set = "{ ";
  for (const std::string& S : Model.WrittenScalars)
    if (!Scalar || *Scalar == S) Set += (Set.size() > 2 ? "; " : "") + S + "[]";
  isl_union_set* U = isl::readUnionSet(C, Set + " }").release();
  return isl::UnionMap(Scalar ? isl_union_map_intersect_range(M.copy(), U)
                              : isl_union_map_subtract_range(M.copy(), U));
}

/// Acc united with M (M itself when Acc is null).
void add(isl::UnionMap& Acc, const isl::UnionMap& M) {
  Acc = Acc ? isl::UnionMap(isl_union_map_union(Acc.release(), M.copy())) : M;
}

/// The region's accesses and dependences: the scheduler gets them all, the loop analysis
/// those through arrays and those through each written scalar apart.
struct RegionDependences {
  isl::UnionMap All;  ///< flow, anti and output: what any schedule must respect
  isl::UnionMap Flow; ///< the flow of values, which schedules keep close
};

struct Accesses {
  isl::UnionMap Writes, Reads, Schedule;
};

/// Fills State and Out; "" or why the analysis failed.
std::string analyseDependences(const isl::Context& C, const PolyModel& Model,
                               const Statements& Scheduled, const Accesses& A,
                               const std::set<std::string>& SharedScalars, BuildState& State,
                               RegionDependences& Out) {
  {
    isl::UnionMap Wa = restrictTo(C, Model, A.Writes, nullptr);
    isl::UnionMap Ra = restrictTo(C, Model, A.Reads, nullptr);
    Dependences D = dependences(Ra, Wa, A.Schedule);
    State.Accesses = isl::UnionMap(isl_union_map_union(Wa.release(), Ra.release()));
    add(Out.Flow, D.Flow.Deps);
    State.ArrayDeps = D.all();
    add(Out.All, State.ArrayDeps);
  }
  for (const std::string& Name : Model.WrittenScalars) {
    ScalarDeps S;
    S.Name = Name;
    S.LiveOut = SharedScalars.count(Name) != 0;
    isl::UnionMap Ws = restrictTo(C, Model, A.Writes, &Name);
    isl::UnionMap Rs = restrictTo(C, Model, A.Reads, &Name);
    Dependences D = dependences(Rs, Ws, A.Schedule);
    S.Accessors = isl::UnionSet(
        isl_union_set_union(isl_union_map_domain(Ws.copy()), isl_union_map_domain(Rs.release())));
    S.Writers = isl::UnionSet(isl_union_map_domain(Ws.release()));
    for (const PolyStatement& St : Scheduled.List)
      if (accumulates(St.Text, Name)) S.Accumulators.insert(St.Name);
    add(Out.Flow, D.Flow.Deps);
    S.Deps = D.all();
    add(Out.All, S.Deps);
    S.Flow = std::move(D.Flow.Deps);
    S.NoSource = std::move(D.Flow.NoSource);
    State.Scalars.push_back(std::move(S));
  }
  bool Broken = !Out.All || !Out.Flow || !State.ArrayDeps || !State.Accesses;
  for (const ScalarDeps& S : State.Scalars)
    Broken |= !S.Deps || !S.Flow || !S.NoSource || !S.Writers || !S.Accessors;
  return Broken ? "dependence analysis failed: " + C.lastError() : "";
}

/// A schedule (validity and coincidence: every dependence; proximity: the flow of values).
/// Skew asks ISL for skewed bands rather than a parallel outer member (outer coincidence off).
isl::Schedule computeSchedule(const isl::Context& C, const isl::UnionSet& Domain,
                              const RegionDependences& Deps, bool Skew) {
  isl_schedule_constraints* SC = isl_schedule_constraints_on_domain(Domain.copy());
  SC = isl_schedule_constraints_set_validity(SC, Deps.All.copy());
  SC = isl_schedule_constraints_set_coincidence(SC, Deps.All.copy());
  SC = isl_schedule_constraints_set_proximity(SC, Deps.Flow.copy());
  isl_options_set_schedule_outer_coincidence(C.get(), Skew ? 0 : 1);
  isl_options_set_schedule_maximize_band_depth(C.get(), 1);
  isl_ctx_set_max_operations(C.get(), MaxOperations);
  isl::Schedule S(isl_schedule_constraints_compute_schedule(SC));
  isl_ctx_set_max_operations(C.get(), 0);
  isl_ctx_reset_operations(C.get());
  return S;
}

/// The loop tree of S with iterators Prefix0, Prefix1, ..., its loops annotated; null when
/// ISL fails or exceeds its bound.
isl::AstNode buildLoops(const isl::Context& C, const isl::Schedule& S, const BuildState& State,
                        const std::string& Prefix) {
  isl_id_list* Names = isl_id_list_alloc(C.get(), 64);
  for (int K = 0; K < 64; ++K)
    Names = isl_id_list_add(Names,
                            isl_id_alloc(C.get(), (Prefix + std::to_string(K)).c_str(), nullptr));
  isl::UnionSet Dom(isl_schedule_get_domain(S.get()));
  isl::AstBuild Build(
      isl_ast_build_from_context(isl_set_universe(isl_union_set_get_space(Dom.get()))));
  Build = isl::AstBuild(isl_ast_build_set_iterators(Build.release(), Names));
  Build = isl::AstBuild(isl_ast_build_set_before_each_for(Build.release(), recordLoop, nullptr));
  // One bound for building the loops and analysing them.
  isl_ctx_reset_error(C.get());
  isl_ctx_set_max_operations(C.get(), MaxOperations);
  isl::AstNode Ast(isl_ast_build_node_from_schedule(Build.get(), S.copy()));
  Build = isl::AstBuild();
  if (Ast) annotateLoops(Ast, State);
  bool OutOfBound = isl_ctx_last_error(C.get()) == isl_error_quota;
  isl_ctx_set_max_operations(C.get(), 0);
  isl_ctx_reset_operations(C.get());
  return OutOfBound ? isl::AstNode() : Ast;
}

/// One way of running the region: a schedule tree turned into printed loops.
struct ScheduledLoops {
  bool Ok = false;
  std::string Reason;
  std::string Loops; ///< the printed loop tree, indented by two
  AstPrinter Printer;
  bool Tiled = false, Wavefronts = false;
};

/// Computes a schedule, tiles it and prints it. Skew: skewed bands, whose tiles become
/// wavefronts (without any, the schedule is not taken).
ScheduledLoops schedule(const isl::Context& C, const isl::UnionSet& Domain,
                        const RegionDependences& Deps, const BuildState& State,
                        const OmpOptions& Options, const std::string& Prefix, bool Skew) {
  ScheduledLoops Out;
  isl::Schedule S = computeSchedule(C, Domain, Deps, Skew);
  if (!S) {
    Out.Reason = "ISL found no schedule: " + C.lastError();
    return Out;
  }
  if (Options.TileSize > 1) {
    isl_options_set_tile_scale_tile_loops(C.get(), 1);
    isl_options_set_tile_shift_point_loops(C.get(), 0);
    TileState T{Options.TileSize, State.Accesses, Skew, Deps.All};
    if (isl::Schedule Tiled = tile(S, T)) {
      S = std::move(Tiled);
      Out.Tiled = T.Tiled;
      Out.Wavefronts = T.Wavefronts;
    }
  }
  // A skewed schedule is only taken for its wavefronts: without any, its loops are not built.
  if (Skew && !Out.Wavefronts) {
    Out.Reason = "no wavefront of tiles";
    return Out;
  }
  // Skewed tile loops span more than their statements' iterations (0 .. n + 3 for a stencil
  // over 1 .. n - 2): they are guarded. Plain tile loops start and end with the statements'.
  if (Skew) S = guardParts(S);
  isl::AstNode Ast = buildLoops(C, S, State, Prefix);
  if (!Ast) {
    Out.Reason = "ISL could not generate the loops: " + C.lastError();
    return Out;
  }
  Out.Printer.setParameters(parameterNames(Domain), Options.WideParameters);
  Out.Printer.setSimd(State.Simd);
  std::string Flat = Out.Printer.print(Ast);
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

/// A prefix for loop iterators (`c0`, `c1`, ...) that captures no name the statements use.
std::string iteratorPrefix(const std::set<std::string>& Used) {
  std::string Prefix = "c";
  for (int K = 0; K < 64; ++K) {
    bool Clash = false;
    for (const std::string& U : Used)
      Clash |= U.rfind(Prefix, 0) == 0 && U.size() > Prefix.size() &&
               std::isdigit(static_cast<unsigned char>(U[Prefix.size()]));
    if (!Clash) break;
    Prefix = "liar_" + Prefix;
  }
  return Prefix;
}

/// Whether a statement's C text (as written, macros unexpanded) calls a function: a name
/// with a lower-case letter followed by `(`. Casts and `sizeof` are not calls, and neither
/// are upper-case names, by convention function-like macros (`SCALAR_VAL(0.2)`); a lower-case
/// macro counts as a call, which only drops a vectorisation request.
bool callsFunction(const std::string& Text) {
  auto Word = [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; };
  for (size_t I = 0; I < Text.size(); ++I) {
    if (!Word(Text[I]) || (I > 0 && Word(Text[I - 1]))) continue;
    size_t End = I;
    while (End < Text.size() && Word(Text[End]))
      ++End;
    std::string Name = Text.substr(I, End - I);
    size_t Next = End;
    while (Next < Text.size() && std::isspace(static_cast<unsigned char>(Text[Next])))
      ++Next;
    bool Lower = std::any_of(Name.begin(), Name.end(),
                             [](char C) { return std::islower(static_cast<unsigned char>(C)); });
    if (Next < Text.size() && Text[Next] == '(' && Lower && Name != "sizeof") return true;
    I = End - 1;
  }
  return false;
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

/// The C block: the locals, the helper macros the loops use, one macro per statement (its
/// original text), the loops, and the #undefs.
std::string blockText(const Statements& Scheduled, const ScheduledLoops& Chosen) {
  const std::set<std::string>& Helpers = Chosen.Printer.helpers();
  std::string Code = "{\n";
  for (const auto& [Name, Type] : Scheduled.Locals)
    Code += "  " + Type + " " + Name + ";\n";
  if (Helpers.count("liar_min")) Code += "  #define liar_min(x, y) ((x) < (y) ? (x) : (y))\n";
  if (Helpers.count("liar_max")) Code += "  #define liar_max(x, y) ((x) > (y) ? (x) : (y))\n";
  if (Helpers.count("liar_floord"))
    Code += "  #define liar_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))\n";
  if (Helpers.count("liar_simd")) Code += SimdMacro;
  for (const PolyStatement& St : Scheduled.List) {
    std::string Params;
    for (const std::string& I : St.Iterators)
      Params += (Params.empty() ? "" : ", ") + I;
    std::string Body;
    for (char Ch : St.Text)
      Body += Ch == '\n' ? std::string(" \\\n    ") : std::string(1, Ch);
    Code += "  #define " + statementMacro(St.Name) + "(" + Params + ") " + Body + "\n";
  }
  // Arguments are parenthesised: a macro parameter may stand inside a larger expression.
  Code += Chosen.Loops;
  for (const PolyStatement& St : Scheduled.List)
    Code += "  #undef " + statementMacro(St.Name) + "\n";
  for (const char* H : {"liar_min", "liar_max", "liar_floord"})
    if (Helpers.count(H)) Code += std::string("  #undef ") + H + "\n";
  if (Helpers.count("liar_simd")) Code += "  #undef liar_simd\n  #undef liar_pragma\n";
  return Code + "}\n";
}

} // namespace

OmpResult generateOmp(const PolyModel& Model, const OmpOptions& Options) {
  OmpResult R;
  if (!Model.ThreadLocal.empty()) {
    R.Reason = "'" + Model.ThreadLocal +
               "' is thread-local: the threads of OpenMP loops would use their own copies";
    return R;
  }
  Statements Scheduled;
  if (R.Reason = selectStatements(Model, Options, Scheduled); !R.Reason.empty()) return R;
  const isl::Context& C = sharedContext();
  isl_ctx_reset_error(C.get());
  ModelMaps Maps;
  if (std::optional<std::string> Why = readModel(C, Model, Maps)) {
    R.Reason = *Why;
    return R;
  }
  std::set<std::string> SharedScalars(Model.LiveOutScalars.begin(), Model.LiveOutScalars.end());
  isl::UnionSet Domain =
      Options.Only.empty() ? Maps.Domain : partDomain(Maps, Options.Only, SharedScalars);
  Accesses A{isl::UnionMap(isl_union_map_intersect_domain(Maps.Writes.copy(), Domain.copy())),
             isl::UnionMap(isl_union_map_intersect_domain(Maps.Reads.copy(), Domain.copy())),
             Maps.Schedule};
  BuildState State;
  RegionDependences Deps;
  R.Reason = analyseDependences(C, Model, Scheduled, A, SharedScalars, State, Deps);
  if (!R.Reason.empty()) return R;
  State.Options = &Options;
  State.Simd = std::none_of(Model.Statements.begin(), Model.Statements.end(),
                            [](const PolyStatement& S) { return callsFunction(S.Text); });
  std::string Prefix = iteratorPrefix(Scheduled.Used);
  ScheduledLoops Chosen = schedule(C, Domain, Deps, State, Options, Prefix, false);
  // A nest whose parallelism sits inside a sequential loop (stencils' time loops) may do
  // better as a wavefront of tiles skewed across that loop; taken when it has one.
  if (Chosen.Ok && Chosen.Printer.outerSequential() && Options.TileSize > 1) {
    ScheduledLoops Skewed = schedule(C, Domain, Deps, State, Options, Prefix, true);
    if (Skewed.Ok && Skewed.Wavefronts && Skewed.Printer.parallel()) Chosen = std::move(Skewed);
  }
  R.Work = instances(Domain, Options.Parameters);
  if (!Chosen.Ok) {
    R.Reason = Chosen.Reason;
    return R;
  }
  R.Code = blockText(Scheduled, Chosen);
  const AstPrinter& P = Chosen.Printer;
  R.Parallel = P.parallel();
  R.Reduces = P.reduces();
  R.RunTimeThreads = P.runTimeThreads();
  R.Tiled = Chosen.Tiled;
  R.Wavefront = Chosen.Wavefronts;
  R.ParallelWork = P.parallelWork();
  R.Ok = true;
  return R;
}

} // namespace liar::poly::omp
