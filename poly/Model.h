// The affine model of a region as ISL text, as code generators that reschedule the original
// statements (OpenMP) read it: statements with their C text, iteration domains, the original
// schedule, accesses, and the declarations of the arrays and scalars they touch. Lifting
// fills it in from Clang's AST; nothing here knows Clang.
#ifndef LIAR_POLY_MODEL_H
#define LIAR_POLY_MODEL_H

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace liar::poly {

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
  /// A strided view: the IR's vector takes every Step-th element of the storage from Offsets
  /// on (a column: the row length; every k-th element: k), as a C expression; empty when its
  /// elements are contiguous. Dims and Offsets then describe the storage (Dims may have one
  /// entry more than IrDims). IrOffsets and IrDeclaredDims are then the storage's, and IrStep
  /// the step as an IR term.
  std::string Step, IrStep;
  bool Restrict = false;
  bool Written = false; ///< the region assigns it (it has a `def`)
  /// Read at subscripts that are not affine (a gather): any element may be read, so only its
  /// declared size bounds it (IrDims[0] may name a size C does not have).
  bool Gathered = false;
  /// A field of an array of structs: the array's and the field's names (distinct fields of one
  /// array never overlap).
  std::string StructBase, StructField;
  /// For a scalar input: its value when the function sets it once from a constant
  /// (`double eps = 0.1;`), so that the region can be evaluated on its own.
  std::optional<double> ConstantValue;
};

/// The affine model of a region as ISL text, for code generators that reschedule the
/// original statements (OpenMP). Present whenever the model could be built, even when the
/// region was rejected later because the IR cannot express its dependences.
struct PolyStatement {
  std::string Name;                   ///< ISL tuple name, `S3`
  std::vector<std::string> Iterators; ///< C names of the enclosing loop iterators
  std::string Text;                   ///< the statement as C (no `;`); empty if unknown
  std::string NoText; ///< why Text is unknown, when a reason is known ("macro 'W' is ...")
  Location Where;
};

struct PolyModel {
  /// A variable of the region that each thread has a copy of (`_Thread_local`, `__thread`,
  /// `#pragma omp threadprivate`): threads of OpenMP loops would use their own copies, not the
  /// one the code reads, so the region gets no OpenMP form. Empty when there is none.
  std::string ThreadLocal;
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

} // namespace liar::poly

#endif
