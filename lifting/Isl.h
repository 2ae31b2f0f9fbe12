// Minimal RAII ownership for the ISL C API. The C++ bindings abort on error when built
// without exceptions (LLVM's flags), so we use the C API and keep errors as values.
#ifndef LIAR_LIFTING_ISL_H
#define LIAR_LIFTING_ISL_H

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/flow.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include <string>
#include <utility>

namespace liar::lifting::isl {

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

using Set = Owned<isl_set, isl_set_copy, freeAdapter<isl_set, isl_set_free>>;
using Map = Owned<isl_map, isl_map_copy, freeAdapter<isl_map, isl_map_free>>;
using UnionSet =
    Owned<isl_union_set, isl_union_set_copy, freeAdapter<isl_union_set, isl_union_set_free>>;
using UnionMap =
    Owned<isl_union_map, isl_union_map_copy, freeAdapter<isl_union_map, isl_union_map_free>>;
using PwAff = Owned<isl_pw_aff, isl_pw_aff_copy, freeAdapter<isl_pw_aff, isl_pw_aff_free>>;
using Aff = Owned<isl_aff, isl_aff_copy, freeAdapter<isl_aff, isl_aff_free>>;
using Val = Owned<isl_val, isl_val_copy, freeAdapter<isl_val, isl_val_free>>;

/// One ISL context per lifted region; errors continue so that bad input never aborts.
class Context {
public:
  Context() : Ctx(isl_ctx_alloc()) { isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE); }
  ~Context() { isl_ctx_free(Ctx); }
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;
  isl_ctx* get() const { return Ctx; }
  std::string lastError() const {
    const char* M = isl_ctx_last_error_msg(Ctx);
    return M ? M : "unknown isl error";
  }

private:
  isl_ctx* Ctx;
};

inline Set readSet(const Context& C, const std::string& S) {
  return Set(isl_set_read_from_str(C.get(), S.c_str()));
}
inline Map readMap(const Context& C, const std::string& S) {
  return Map(isl_map_read_from_str(C.get(), S.c_str()));
}
inline UnionMap readUnionMap(const Context& C, const std::string& S) {
  return UnionMap(isl_union_map_read_from_str(C.get(), S.c_str()));
}

} // namespace liar::lifting::isl

#endif
