// Public result of lifting: one Region per candidate loop-nest sequence, lifted or rejected.
// This is everything emission and the driver need; nothing here refers to the IR library.
#ifndef LIAR_LIFTING_REGION_H
#define LIAR_LIFTING_REGION_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace liar::lifting {

/// A file position as the compiler prints it, plus the byte offset used for edits.
struct Location {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  unsigned Offset = 0;
};

/// Global: static storage. Local: an array of the function. Pointer: a pointer variable that is
/// not a parameter (it may point into any array). AddressTaken: a local scalar whose address the
/// function takes. Scalar: any other scalar.
enum class DeclKind {
  Global,
  Local,
  VlaParam,
  FixedParam,
  PointerParam,
  Pointer,
  AddressTaken,
  Scalar
};

/// How an IR symbol maps back to the C declaration it stands for.
struct Binding {
  std::string IrName; ///< symbol in the IR text
  std::string CName;  ///< declaration name in C
  /// The C element type: double, float, or an integer type as C spells it (`int`,
  /// `unsigned int`, `long`, `char`, ...); the IR text calls every integer type `int`.
  std::string ElementType;
  /// Declared dimensions with their source spelling (`NI`, `_PB_NI`, `n`, `20`); empty for
  /// scalars. The IR may view the array through a smaller box (the loop bounds); the emitter
  /// takes leading dimensions from these.
  std::vector<std::string> Dims;
  /// The IR size term of each dimension, in the same order as Dims.
  std::vector<std::string> IrDims;
  DeclKind Kind = DeclKind::Scalar;
  /// A one-dimensional C array the region indexes as `A[i*n + j]`: the IR sees it as a
  /// matrix with the row lengths in Dims[1..] (Dims[0] is empty, its extent is IrDims[0]).
  bool Linearised = false;
  /// A view: the IR's element 0 is the C element at these subscripts (C expressions over
  /// sizes, one per entry of Dims); empty when the IR starts at the first element.
  std::vector<std::string> Offsets;
  /// The same offsets, and the declared extents, as IR terms over the size parameters: what
  /// an evaluation of the region needs to cut the view out of the whole array.
  std::vector<std::string> IrOffsets, IrDeclaredDims;
  bool Restrict = false;
  bool Written = false; ///< the region assigns it (it has a `def`)
  /// For a scalar input: its value when the function sets it once from a constant
  /// (`double eps = 0.1;`), so that the region can be evaluated on its own.
  std::optional<double> ConstantValue;
};

/// An IR size parameter and the C spelling it came from.
struct Parameter {
  std::string Name;             ///< source spelling, e.g. `_PB_N`
  std::optional<int64_t> Value; ///< known value (macro/constant), if any
  int64_t DefaultValue = 1000;  ///< used by the cost model when Value is unknown
  /// Its C type is unsigned or wider than int (size_t, unsigned, long): arithmetic on it in
  /// its own type may wrap, so new code computes with it as a `long`.
  bool Wide = false;
};

enum class RejectCategory {
  NonAffineBound,
  NonAffineSubscript,
  UnknownCall,
  UnsupportedStatement,
  IrregularControlFlow,
  PointerArithmetic,
  NonIntegerInduction,
  DataDependentControl,
  SequentialDependence,
  UserOpenMP, ///< the user's OpenMP directives forbid a replacement (lifting/UserOpenMP.h)
};

const char* categoryName(RejectCategory C);

struct Rejection {
  RejectCategory Category;
  std::string Message; ///< names the offending C expression
  Location Where;
};

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

/// The affine model of a region as ISL text, for code generators that reschedule the
/// original statements (OpenMP). Present whenever the model could be built, even when the
/// region was rejected later because the IR cannot express its dependences.
struct PolyStatement {
  std::string Name;                   ///< ISL tuple name, `S3`
  std::vector<std::string> Iterators; ///< C names of the enclosing loop iterators
  std::string Text;                   ///< the statement as C (no `;`); empty if unknown
  Location Where;
};

struct PolyModel {
  std::string Domain;   ///< union set of all statement instances
  std::string Schedule; ///< the original execution order
  std::string Writes, Reads;
  std::vector<PolyStatement> Statements;
  /// Written scalars (0-d arrays in ISL): name -> C type when declared inside the region.
  std::vector<std::string> WrittenScalars;
  std::vector<std::pair<std::string, std::string>> LocalScalars;
  /// Written scalars whose final value is used after the region (never privatised).
  std::vector<std::string> LiveOutScalars;
  /// Arrays of the region with their declared extents, and the pairs that may overlap.
  std::vector<Binding> Bindings;
  std::vector<std::pair<std::string, std::string>> MayAlias;
  /// C conditions the statements rest on (a pointer tested for null inside the loops is not
  /// null): re-printed statements run only when they hold.
  std::vector<std::string> Assumptions;
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
  std::optional<PolyModel> Poly;
  /// A def of IrText is a recurrence over its outermost loop (an ifold whose accumulator is
  /// an array, docs/lifting.md).
  bool Recurrence = false;
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

  bool lifted() const { return !Rejected.has_value(); }
};

} // namespace liar::lifting

#endif
