// Minimal RAII ownership for the ISL C API. The C++ bindings abort on error when built
// without exceptions (LLVM's flags), so we use the C API and keep errors as values. Every ISL
// object liar holds is owned by one of these wrappers: no other file frees one by hand.
#ifndef LIAR_POLY_ISL_H
#define LIAR_POLY_ISL_H

#include <isl/aff.h>
#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/constraint.h>
#include <isl/ctx.h>
#include <isl/flow.h>
#include <isl/id.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace liar::poly::isl {

template <typename T, T* (*Copy)(T*), void* (*Free)(T*)> class Owned {
public:
  Owned() = default;
  explicit Owned(T* P) : Ptr(P) {}
  Owned(const Owned& O) : Ptr(O.Ptr ? Copy(O.Ptr) : nullptr) {}
  Owned(Owned&& O) noexcept : Ptr(std::exchange(O.Ptr, nullptr)) {}
  Owned& operator=(Owned O) noexcept {
    std::swap(Ptr, O.Ptr);
    return *this;
  }
  ~Owned() {
    if (Ptr) Free(Ptr);
  }
  T* get() const { return Ptr; }
  /// A new reference for an `__isl_take` argument.
  T* copy() const { return Ptr ? Copy(Ptr) : nullptr; }
  /// Gives up ownership for an `__isl_take` argument.
  T* release() { return std::exchange(Ptr, nullptr); }
  explicit operator bool() const { return Ptr != nullptr; }

private:
  T* Ptr = nullptr;
};

// isl's free functions return `__isl_null T*`; adapt them to a common signature.
template <typename T, T* (*F)(T*)> void* freeAdapter(T* P) {
  return F(P);
}

/// An owner of T copied by Copy and freed by Free.
template <typename T, T* (*Copy)(T*), T* (*Free)(T*)>
using Own = Owned<T, Copy, freeAdapter<T, Free>>;

using Set = Own<isl_set, isl_set_copy, isl_set_free>;
using BasicSet = Own<isl_basic_set, isl_basic_set_copy, isl_basic_set_free>;
using Constraint = Own<isl_constraint, isl_constraint_copy, isl_constraint_free>;
using Map = Own<isl_map, isl_map_copy, isl_map_free>;
using UnionSet = Own<isl_union_set, isl_union_set_copy, isl_union_set_free>;
using UnionMap = Own<isl_union_map, isl_union_map_copy, isl_union_map_free>;
using PwAff = Own<isl_pw_aff, isl_pw_aff_copy, isl_pw_aff_free>;
using Aff = Own<isl_aff, isl_aff_copy, isl_aff_free>;
using Val = Own<isl_val, isl_val_copy, isl_val_free>;
using Space = Own<isl_space, isl_space_copy, isl_space_free>;
using PwMultiAff = Own<isl_pw_multi_aff, isl_pw_multi_aff_copy, isl_pw_multi_aff_free>;
using UnionPwAff = Own<isl_union_pw_aff, isl_union_pw_aff_copy, isl_union_pw_aff_free>;
using MultiUnionPwAff =
    Own<isl_multi_union_pw_aff, isl_multi_union_pw_aff_copy, isl_multi_union_pw_aff_free>;
using UnionSetList = Own<isl_union_set_list, isl_union_set_list_copy, isl_union_set_list_free>;
using UnionFlow = Own<isl_union_flow, isl_union_flow_copy, isl_union_flow_free>;
using Schedule = Own<isl_schedule, isl_schedule_copy, isl_schedule_free>;
using ScheduleNode = Own<isl_schedule_node, isl_schedule_node_copy, isl_schedule_node_free>;
using AstBuild = Own<isl_ast_build, isl_ast_build_copy, isl_ast_build_free>;
using AstNode = Own<isl_ast_node, isl_ast_node_copy, isl_ast_node_free>;
using AstNodeList = Own<isl_ast_node_list, isl_ast_node_list_copy, isl_ast_node_list_free>;
using AstExpr = Own<isl_ast_expr, isl_ast_expr_copy, isl_ast_expr_free>;
using Id = Own<isl_id, isl_id_copy, isl_id_free>;

// ISL's foreach functions hand each element to a C callback that must free it. These call a
// C++ function object (a lambda, usually capturing by reference) with the elements already
// owned, so no caller frees one by hand. It returns nothing: every visit goes on to the next.

/// Calls Fn(Set Where, Aff Value) on each piece of PA.
template <typename F> isl_stat forEachPiece(const PwAff& PA, F Fn) {
  return isl_pw_aff_foreach_piece(
      PA.get(),
      [](isl_set* S, isl_aff* A, void* User) -> isl_stat {
        (*static_cast<F*>(User))(Set(S), Aff(A));
        return isl_stat_ok;
      },
      &Fn);
}

/// Calls Fn(BasicSet) on each basic set (disjunct) of S.
template <typename F> isl_stat forEachBasicSet(const Set& S, F Fn) {
  return isl_set_foreach_basic_set(
      S.get(),
      [](isl_basic_set* B, void* User) -> isl_stat {
        (*static_cast<F*>(User))(BasicSet(B));
        return isl_stat_ok;
      },
      &Fn);
}

/// Calls Fn(Constraint) on each constraint of B.
template <typename F> isl_stat forEachConstraint(const BasicSet& B, F Fn) {
  return isl_basic_set_foreach_constraint(
      B.get(),
      [](isl_constraint* C, void* User) -> isl_stat {
        (*static_cast<F*>(User))(Constraint(C));
        return isl_stat_ok;
      },
      &Fn);
}

/// Calls Fn(Map) on each map of U.
template <typename F> isl_stat forEachMap(const UnionMap& U, F Fn) {
  return isl_union_map_foreach_map(
      U.get(),
      [](isl_map* M, void* User) -> isl_stat {
        (*static_cast<F*>(User))(Map(M));
        return isl_stat_ok;
      },
      &Fn);
}

/// An id named Name whose user pointer is Object seen as a Base, deleted (as the Object it
/// is) when ISL frees the id: how an annotation of ISL's AST build owns its payload.
template <typename Base, typename Object>
isl_id* idOwning(isl_ctx* Ctx, const char* Name, Object* O) {
  isl_id* Result = isl_id_alloc(Ctx, Name, static_cast<Base*>(O));
  return isl_id_set_free_user(
      Result, [](void* User) { delete static_cast<Object*>(static_cast<Base*>(User)); });
}

/// One ISL context per lifted region; errors continue so that bad input never aborts.
/// The context also remembers what its read functions parsed: the lifter and the planners
/// build the same relation texts many times over (adi parses 1,756 texts, 719 distinct), and
/// ISL's objects are immutable, so a parsed object is shared by reference instead.
class Context {
public:
  Context() : Ctx(isl_ctx_alloc()) { isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE); }
  ~Context() {
    // The remembered objects belong to the context: freed before it.
    Sets.clear();
    Maps.clear();
    UnionSets.clear();
    UnionMaps.clear();
    isl_ctx_free(Ctx);
  }
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;
  isl_ctx* get() const { return Ctx; }
  std::string lastError() const {
    const char* M = isl_ctx_last_error_msg(Ctx);
    return M ? M : "unknown isl error";
  }

  /// The object the text denotes, parsed once per context; null (and ISL's error set) when
  /// the text does not parse, which is not remembered.
  template <typename Object, auto Read> Object parsed(const std::string& Text) const {
    std::unordered_map<std::string, Object>& Memo = memo<Object>();
    auto It = Memo.find(Text);
    if (It != Memo.end()) return It->second;
    Object Result(Read(Ctx, Text.c_str()));
    if (!Result) return Result;
    // A context that lives for the whole run (the planners' shared one) keeps a bounded memo.
    if (Memo.size() >= MaxParsed) Memo.clear();
    Memo.emplace(Text, Result);
    return Result;
  }

private:
  static constexpr size_t MaxParsed = 4096;
  template <typename Object> std::unordered_map<std::string, Object>& memo() const {
    if constexpr (std::is_same_v<Object, Set>)
      return Sets;
    else if constexpr (std::is_same_v<Object, Map>)
      return Maps;
    else if constexpr (std::is_same_v<Object, UnionSet>)
      return UnionSets;
    else
      return UnionMaps;
  }

  isl_ctx* Ctx;
  mutable std::unordered_map<std::string, Set> Sets;
  mutable std::unordered_map<std::string, Map> Maps;
  mutable std::unordered_map<std::string, UnionSet> UnionSets;
  mutable std::unordered_map<std::string, UnionMap> UnionMaps;
};

inline Set readSet(const Context& C, const std::string& S) {
  return C.parsed<Set, isl_set_read_from_str>(S);
}
inline Map readMap(const Context& C, const std::string& S) {
  return C.parsed<Map, isl_map_read_from_str>(S);
}
inline UnionSet readUnionSet(const Context& C, const std::string& S) {
  return C.parsed<UnionSet, isl_union_set_read_from_str>(S);
}
inline UnionMap readUnionMap(const Context& C, const std::string& S) {
  return C.parsed<UnionMap, isl_union_map_read_from_str>(S);
}

} // namespace liar::poly::isl

#endif
