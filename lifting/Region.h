// Public result of lifting: one Region per candidate loop-nest sequence, lifted or rejected.
// This is everything emission and the driver need; nothing here refers to the IR library.
#ifndef LIAR_LIFTING_REGION_H
#define LIAR_LIFTING_REGION_H

#include "Defaults.h"
#include "Refusal.h"
#include "poly/Model.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace liar::lifting {

// The model's types, defined in poly/ (the OpenMP generator reads them), filled in here.
using poly::Binding;
using poly::DeclKind;
using poly::Location;
using poly::PolyModel;
using poly::PolyStatement;

/// An IR size parameter and the C spelling it came from.
struct Parameter {
  std::string Name;             ///< source spelling, e.g. `_PB_N`
  std::optional<int64_t> Value; ///< known value (macro/constant), if any
  /// Its value for the cost model and the OpenMP work estimates when Value is unknown.
  int64_t DefaultValue = defaults::kUnknownParameterValue;
  /// Its C type is unsigned or wider than int (size_t, unsigned, long): arithmetic on it in
  /// its own type may wrap, so new code computes with it as a `long`.
  bool Wide = false;
};

/// What a call of the region's function shows of one argument: a constant, or where a pointer
/// points. For --explain's forecast of the guard on the call (tool/GuardForecast.h).
struct ArgumentFact {
  std::optional<double> Constant; ///< the value of a constant expression
  bool Integer = true;            ///< the parameter's type is an integer type
  std::string Base;               ///< the variable a pointer argument points into, or empty
  std::string Offset;             ///< its offset from Base in elements, as C spells it ("0")
  unsigned ElementBytes = 0;      ///< the size of the scalars it points to (0: unknown)
};

/// A call of the region's function in the file, its arguments by the callee's parameter names.
struct CallSite {
  std::string Caller;
  Location Where;
  std::vector<std::pair<std::string, ArgumentFact>> Arguments;
};

/// Why a region is not lifted: the registry's reason (common/Refusals.def), its message with the
/// C text filled in, and where the obstacle is.
struct Rejection {
  Refusal Reason;
  std::string Message; ///< names the offending C expression
  Location Where;

  RefusalCategory category() const { return refusalInfo(Reason).Category; }
};

/// The rejection for `reason` at `where`, its message's placeholders filled with `args`.
inline Rejection rejection(Refusal reason, std::initializer_list<std::string_view> args,
                           Location where) {
  return Rejection{reason, refusalMessage(reason, args), std::move(where)};
}

/// A local copy of a struct field the region reads (`M_rows`) and its C declaration.
struct HoistedLoad {
  std::string Name;
  std::string Declaration;
};

/// The loop classification computed from dependences, for reports and `--dump-ir` notes.
struct LoopInfo {
  std::string Iterator;
  Location Where;
  enum Kind { Parallel, Reduction, Sequential } Classification = Parallel;
};

struct Region {
  std::string Function;
  Location Begin;          ///< first character of the region
  Location End;            ///< one past the last character, trailing `;` included
  bool FromPragma = false; ///< delimited by `#pragma scop`/`#pragma endscop`
  std::optional<Rejection> Rejected;
  std::string IrText; ///< `(kernel ...)` program when lifted
  /// For each `def` of IrText, in order: the statements (PolyStatement names) whose updates
  /// it composes; empty for the final value of a scalar. Mixed plans map defs to statements.
  std::vector<std::vector<std::string>> DefStatements;
  std::vector<Parameter> Parameters;
  std::vector<Binding> Bindings;
  /// Array parameters that may overlap (no `restrict`, both pointers); emission guards them.
  std::vector<std::pair<std::string, std::string>> MayAlias;
  /// C conditions the IR rests on, for the run-time guard: views lie inside their declared
  /// arrays (`m <= MAXN`).
  std::vector<std::string> Assumptions;
  std::vector<LoopInfo> Loops;
  /// Lines of C that leave every loop iterator declared outside the region and possibly read
  /// after it with the value the original loops leave, e.g. for `for (i = 0; i < n; i++)`:
  /// `i = 0;` `if (i < n) {` `  i = n - 1;` `  i++;` `}`. A replacement of the region must run
  /// them after its own code, at the region's indentation (a guarded replacement may run them
  /// after both branches: they read only values the region does not change). Empty when no
  /// iterator is live after the region. Set whenever the region's statements could be
  /// modelled (lifted, or rejected with a Poly model); a region whose live iterators cannot
  /// be restored is rejected instead.
  std::vector<std::string> Epilogue;
  /// Declarations of local copies of the struct fields the region reads (`int M_rows =
  /// M->rows;`): the IR, the guard and the new code name the copies, so a replacement declares
  /// them first, in a block of its own with the guard. The region cannot change those fields;
  /// a copy of a field reached through a pointer that the loops dereference only when they run
  /// is read under the same condition (`(0 <= A_rows - 1) ? B->cols : 0`).
  std::vector<HoistedLoad> Hoisted;
  unsigned Statements = 0;
  /// A loop of the region runs under the user's `parallel for`: a replacement that leaves
  /// loops sequential must win over those loops on all the team's threads.
  bool OnUserThreads = false;
  std::optional<PolyModel> Poly;
  /// A def of IrText is a recurrence over its outermost loop (an ifold whose accumulator is
  /// an array, docs/lifting.md).
  bool Recurrence = false;
  /// An index or pointer that one nest steps is followed into the next (a block loop and its
  /// tail): the whole is one def, while each nest on its own may have a library form.
  bool SteppedAcross = false;
  /// When the region has several top-level statements and cannot be lifted as a whole, has a
  /// recurrence, or lies inside a loop (an inner region, below): each of its `for` nests lifted
  /// on its own, in order, so that the parts with a library form can still use it. Empty
  /// otherwise (and in the parts themselves, which are single nests).
  std::vector<Region> Parts;
  /// When the region is one loop, refused, a recurrence or inside a loop itself: the regions
  /// inside its body (runs of nests and assignments, found as in a function body), lifted with
  /// the loop's iterator and the iterators around it as parameters, in source order; each may
  /// have its own Parts and Inner. A library form found there runs once per iteration of the
  /// loop, which stays as written with the text between the inner regions. Empty otherwise.
  std::vector<Region> Inner;
  /// Pointers the loops test for null (`bias != NULL ? bias[o] : 0.0f`, `if (dbias)`) that
  /// the IR takes as set; empty when there are none.
  std::vector<std::string> NullTested;
  /// The same loops lifted with those pointers null (the guard checks `bias == 0`): a second
  /// version, for a call where the user passes no bias (an LLM's output projection). Set for
  /// a lifted top-level region whose null version lifts.
  std::shared_ptr<const Region> WhenNull;
  /// The calls of Function in the file (at most a few), whose arguments --explain checks the
  /// guard against.
  std::vector<CallSite> CallSites;
  /// CallSites are every call of the region's function (lifting/CallSites.h, allCallsShown).
  bool AllCallsShown = false;

  bool lifted() const { return !Rejected.has_value(); }
};

} // namespace liar::lifting

#endif
