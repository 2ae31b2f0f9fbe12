// Why liar keeps a loop nest as written, declared once (Refusals.def): a stable id that remarks,
// SARIF, NOLINT and .liar.yaml name, a category, a message template and a documentation
// sentence. Lifting and the tool refuse through this registry only, so that every reason can be
// listed, silenced and counted by its id.
#pragma once

#include <array>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace liar {

/// What kind of obstacle a refusal is, as the remark's note and SARIF's properties say it.
enum class RefusalCategory {
  NonAffineBound,
  NonAffineSubscript,
  UnknownCall,
  UnsupportedStatement,
  IrregularControlFlow,
  PointerArithmetic,
  NonIntegerInduction,
  DataDependentControl,
  SequentialDependence,
  UserOpenMP,    ///< the user's OpenMP directives forbid a replacement
  Configuration, ///< the code means something else in another build
  Library,       ///< lifted, but no library call can express it
  Profitability, ///< lifted, but no form is cheaper than the loops
  Numerics,      ///< the form would change rounding the user's options forbid changing
  Safety,        ///< the form rests on a condition that cannot be checked
  OpenMP,        ///< no OpenMP form for this build or nest
};

enum class Refusal {
#define LIAR_REFUSAL(Name, Id, Category, Template, Doc) Name,
#include "Refusals.def"
#undef LIAR_REFUSAL
};

struct RefusalInfo {
  Refusal Reason;
  std::string_view Id; ///< "liar-missed-nonaffine-bound"
  RefusalCategory Category;
  std::string_view Template; ///< "loop bound '{0}' is not affine{1}"
  std::string_view Doc;      ///< one sentence: why liar refuses, what the user can do
};

inline constexpr RefusalInfo kRefusals[] = {
#define LIAR_REFUSAL(Name, Id, Category, Template, Doc)                                            \
  {Refusal::Name, Id, RefusalCategory::Category, Template, Doc},
#include "Refusals.def"
#undef LIAR_REFUSAL
};

inline const RefusalInfo& refusalInfo(Refusal r) {
  return kRefusals[static_cast<size_t>(r)];
}

inline std::string_view refusalId(Refusal r) {
  return refusalInfo(r).Id;
}

/// The refusal whose id is `id`, if any.
inline std::optional<Refusal> findRefusal(std::string_view id) {
  for (const RefusalInfo& I : kRefusals)
    if (I.Id == id) return I.Reason;
  return std::nullopt;
}

/// "non-affine bound", ...: the category as the remark's note says it.
inline std::string_view categoryName(RefusalCategory c) {
  constexpr std::array<std::string_view, 16> Names = {"non-affine bound",
                                                      "non-affine subscript",
                                                      "unknown call",
                                                      "unsupported statement",
                                                      "irregular control flow",
                                                      "pointer arithmetic",
                                                      "non-integer induction variable",
                                                      "data-dependent control flow",
                                                      "sequential dependence",
                                                      "user OpenMP construct",
                                                      "depends on the build configuration",
                                                      "no library call",
                                                      "not profitable",
                                                      "rounding",
                                                      "unchecked assumption",
                                                      "no OpenMP form"};
  static_assert(static_cast<size_t>(RefusalCategory::OpenMP) + 1 == Names.size());
  return Names[static_cast<size_t>(c)];
}

/// The message of `r` with {0}, {1}, ... replaced by `args` in order. A placeholder without an
/// argument stays as written, which the registry test rules out for every call site's count.
inline std::string refusalMessage(Refusal r, std::initializer_list<std::string_view> args = {}) {
  std::string_view T = refusalInfo(r).Template;
  std::string Out;
  for (size_t I = 0; I < T.size(); ++I) {
    size_t Index = I + 1 < T.size() ? static_cast<size_t>(T[I + 1] - '0') : args.size();
    if (T[I] == '{' && Index < args.size() && I + 2 < T.size() && T[I + 2] == '}') {
      Out += *(args.begin() + Index);
      I += 2;
    } else {
      Out += T[I];
    }
  }
  return Out;
}

/// A refusal and its message: what lifting and planning hand on.
struct RefusalNote {
  Refusal Reason;
  std::string Message;
};

inline RefusalNote refusal(Refusal r, std::initializer_list<std::string_view> args = {}) {
  return {r, refusalMessage(r, args)};
}

} // namespace liar
