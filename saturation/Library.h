// The library functions that idioms introduce: their meaning (used by the interpreter), the
// shape of their result (used by the e-class analysis) and their work (used by the cost
// model). One table, one line per function, in Library.cpp.
#pragma once

#include "Defaults.h"
#include "Shape.h"
#include "Target.h"
#include "Value.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace liar::ir {

/// How the dimensions of a function's result follow from its arguments. Data rather than
/// code, so that the e-class analysis (sizes as e-classes and estimates) and the emitter
/// (sizes as C expressions) read one rule.
struct ResultDims {
  enum Kind {
    Scalar, ///< no dimensions
    Same,   ///< the dimensions of argument Arg
    Pick,   ///< dimension Picks[i].second of argument Picks[i].first, for i < Count
    Fill,   ///< one dimension: the value of integer argument Arg
    Join,   ///< argument Arg's dimensions, dimensions At and At + 1 multiplied into one
    Split,  ///< argument 1's dimensions, dimension At divided by argument 0 and preceded by it
  } K = Scalar;
  int Arg = 0;
  std::array<std::pair<int, int>, 2> Picks{};
  int Count = 0;
  int At = 0; ///< Join, Split: the first dimension they join or split (0: the rows)
};

/// How the emitter treats a call, beyond printing its argument template: views make no call,
/// a value is an expression, fill and copy have C forms of their own (memset, memmove), an update
/// is one statement on views. Axpy, scal and potrf are updates with exact fallback loops, and
/// the LibTorch runtime's mv, mm, add and mul take part in fusions (addmm) and row-by-row calls.
enum class CallForm {
  View,
  Value, ///< a scalar result, printed as an expression: dot, nrm2, asum, sum
  Fill,
  Copy, ///< a whole array into the destination: memcpy, or BLAS's copy for strided vectors
  Update,
  Axpy,
  Scal,
  Potrf,
  Mv,
  Mm,
  Add,
  Mul,
};

enum class Triangle { None, Lower, Upper };
enum class Side { None, Left, Right };

/// A routine's name for each floating-point element type; empty when the library has none.
struct TypedName {
  std::string_view Single, Double;
  bool empty() const { return Double.empty(); }
};

/// What a call of a routine needs around the file that makes it: the header that declares it
/// (empty: the emitter declares it where it calls it, as LAPACK's) and the library the program
/// links with ("openblas", "torch").
struct Needs {
  std::string_view Header, Link;
};

/// The role of one argument in a routine's C argument list. Each reads the row's attributes or
/// the view of one IR argument (Param::Arg; kDestination: the array the call writes).
enum class Role : uint8_t {
  Order,        ///< CblasRowMajor
  Side,         ///< the row's side: CblasLeft, CblasRight
  Uplo,         ///< the row's triangle of Arg, the other one when Arg is a transposed view
  TransA,       ///< the row's TransA of Arg, flipped by a transposed view (1/0 in the runtime)
  TransB,       ///< the same with TransB
  Diag,         ///< CblasUnit when the row's diagonal is unit, else CblasNonUnit
  Extent,       ///< extent Dim of Arg's view
  OpExtent,     ///< extent Dim of op(Arg), op the row's TransA
  StoredExtent, ///< extent Dim of the storage under Arg's view (before a transposed view)
  Length,       ///< the vectors' length: of the last one stored, not a constant one
  Scalar,       ///< the value of scalar argument Arg
  Beta,         ///< the row's beta argument, or 0 when it has none
  Pointer,      ///< the first element of Arg's view
  Ld,           ///< the leading dimension of Arg's view
  Inc,          ///< the increment of Arg's vector view
  RowLength,    ///< the length of the destination's rows (row-by-row calls)
  RowPointer,   ///< the first element of Arg's current row (row-by-row calls)
  UploLetter,   ///< LAPACK's letter for the row's triangle of Arg, column-major: "U" for lower
  Status,       ///< the int LAPACK sets to 0 on success (its info), passed by address
  LetterLength, ///< the length of a letter argument, which Fortran takes after the others
};

constexpr int kDestination = -1;

struct Param {
  Role R;
  int Arg = kDestination;
  int Dim = 0;
  /// TransA: another argument the flag covers, which must be stored as Arg is (-1: none).
  int Alike = -1;
  /// An int Fortran takes by address: passed through a local `const int`.
  bool ByAddress = false;
};

/// A routine of one library: its names, its argument template, its needs.
struct Routine {
  TypedName Name = {};
  std::span<const Param> Args = {};
  Needs Need = {};
  /// The parameters' names as the reference cblas.h spells them ("N, X, incX, ..."), one per
  /// template entry: the names a user's target function declaration reads
  /// (docs/usage.md, "Target functions"). Empty for routines users cannot retarget.
  std::string_view ParamNames = {};
  bool empty() const { return Name.empty(); }
};

/// How a call's results may round otherwise than loops that compute the same values one
/// operation at a time, in C's order: the changes to floating-point results a remark names
/// (docs/rules.md, "Floating-point results"). A call that is none of these (scal, memset, copy,
/// LibTorch's element-wise add and mul, the views) rounds each result as the loops do.
struct Rounding {
  /// It adds up terms in an order of its own (blocked, vectorised, split among threads): dot,
  /// the reductions, the level 2 and 3 routines, LibTorch's products.
  bool Sums = false;
  /// The arguments that hold the factors of the products it adds, to a sum or to its updated
  /// argument (a scalar argument is a factor of every product; -1 past the last): OpenBLAS's
  /// and LibTorch's kernels add a product unrounded (fused multiply-add: one rounding where
  /// the loops round the product, then the sum). None for the calls that add no product
  /// (scal, copy, fill, LibTorch's element-wise add and mul, asum and sum).
  std::array<int, 3> Factors{-1, -1, -1};
  bool addsProducts() const { return Factors[0] >= 0; }
};

/// How the emitter prints a call, and what the call does that the loops may not.
struct Emission {
  CallForm Form = CallForm::View;
  Routine Blas = {};                   ///< the CBLAS (or LAPACK) routine
  Routine Torch = {};                  ///< the LibTorch runtime function
  bool TransA = false, TransB = false; ///< op(A), op(B)
  /// The argument that holds beta, or -1 when beta is zero: the call writes a fresh result.
  int Beta = -1;
  Triangle Uplo = Triangle::None; ///< the triangle of the matrix the call reads or writes
  Side On = Side::None;           ///< the side of the product or solve the triangle is on
  bool UnitDiagonal = false;      ///< the diagonal is taken as 1 and not read
  bool StrictTriangle = false;    ///< syrk: the diagonal is kept (saved and restored)
  Rounding Round = {};
};

/// A scalar argument for which the library skips work when it is zero, leaving the Skipped
/// arguments unread: BLAS reads no C when beta is 0, returns early when alpha is 0, and
/// OpenBLAS's scal by 0 writes zeros; LibTorch's addmm/addmv with beta 0 ignore their input.
/// C's loops propagate a NaN or an infinity those arguments hold (NaN*0 = NaN, 0*Inf = NaN).
struct ZeroSkip {
  int Scalar = -1; ///< -1: no such scalar
  std::array<int, 2> Skipped{-1, -1};
  /// The function's meaning (its evaluator) skips them too: an idiom introduces a constant 0
  /// there only where the loops do not read them (syrk after `C[i][j] = 0`).
  bool InMeaning = false;
};

/// What a call costs per element operation (Work) on each target, a LibTorch call's fixed
/// overhead (in the cost model's units of about 0.1 ns), and the sizes below which the loops
/// beat the BLAS call.
struct CallCost {
  double BlasPerElement = 0;
  double TorchPerElement = 0;
  double TorchCall = defaults::kTorchCallCost;
  /// The routine family's edge (defaults::kLevel1MinEdge and its kin): a BLAS call whose sizes
  /// are run-time values runs when the product of the sizes it passes reaches BlasMinEdge to
  /// the power of their number, else the loops run (the emitter adds it to the guard). 0: none.
  int BlasMinEdge = 0;
};

/// Everything known about one library function. Adding a function adds a row to the table in
/// Library.cpp (and its idiom rule): the interpreter, the e-class analysis, the cost model and
/// the emitter read nothing else.
struct LibraryFunction {
  std::string_view Name;
  int Arity;
  LibrarySet Libraries; ///< the libraries that have it
  std::string_view Meaning;
  Value (*Eval)(std::span<const Value> args);
  ResultDims Result;
  double (*Work)(std::span<const ArgInfo> args); // element operations performed
  /// The argument the call updates in place (the emitter first brings it into the
  /// destination), or -1 when the call writes a fresh result.
  int Accumulates = -1;
  CallCost Cost;
  Emission Emit;
  std::array<ZeroSkip, 2> ZeroSkips{};
};

/// The function called `name`, or nullptr.
const LibraryFunction* findLibraryFunction(std::string_view name);
std::span<const LibraryFunction> libraryFunctions();

/// A CBLAS routine called `name` (`cblas_sgemm`) with parameter names, and whether `name` is its
/// single-precision one; nullopt when liar calls no such routine.
struct NamedRoutine {
  const Routine* R;
  bool Single;
  bool Value; ///< a call of it is an expression (dot, nrm2, asum): its target returns the value
};
std::optional<NamedRoutine> blasRoutineNamed(std::string_view name);
/// The names of the routines blasRoutineNamed knows, in the table's order.
std::vector<std::string_view> retargetableRoutines();
/// r's parameter names, in order.
std::vector<std::string> parameterNames(const Routine& r);

/// f's routine in `library` (empty when that library has none).
inline const Routine& routineOf(const LibraryFunction& f, Library library) {
  return library == Library::Blas ? f.Emit.Blas : f.Emit.Torch;
}

/// Whether a call of `f` makes one pass over its operands doing work linear in their elements
/// (dot, axpy, scal, memset, element-wise LibTorch calls): memory-bound, so it gains nothing
/// over a loop that passes over the same data anyway. Read from the descriptor's work and
/// result fields.
bool streams(const LibraryFunction& f);

/// The rounding of a call of `f`: its row's.
inline const Rounding& rounding(const LibraryFunction& f) {
  return f.Emit.Round;
}

/// The class of the product of two size classes when the e-graph holds one (kNoClass if not).
using ProductClass = std::function<uint32_t(uint32_t, uint32_t)>;

/// The result's shape as the e-class analysis sees it. A joined length is the class
/// `product` gives, or no class.
Shape resultShape(const LibraryFunction& f, std::span<const ArgInfo> args,
                  const ProductClass& product = {});

/// The result's dimensions under r for any representation D of a size. dims(k) gives the
/// dimensions of argument k (nullopt when unknown); size(k) the value of integer argument k;
/// missing is the dimension to use when an argument has fewer dimensions than the rule reads
/// (nullopt: give up); times and over combine two sizes (over may give up).
template <class D, class Dims, class Size, class Times, class Over>
std::optional<std::vector<D>> resultDims(const ResultDims& r, Dims dims, Size size,
                                         std::optional<D> missing, Times times, Over over) {
  auto DimOf = [&](const std::vector<D>& ds, int k) -> std::optional<D> {
    return k < static_cast<int>(ds.size()) ? std::optional<D>(ds[k]) : missing;
  };
  switch (r.K) {
  case ResultDims::Scalar:
    return std::vector<D>{};
  case ResultDims::Same:
    return dims(r.Arg);
  case ResultDims::Fill:
    return std::vector<D>{size(r.Arg)};
  case ResultDims::Pick: {
    std::vector<D> Out;
    for (int I = 0; I < r.Count; ++I) {
      std::optional<std::vector<D>> A = dims(r.Picks[I].first);
      if (!A) return std::nullopt;
      std::optional<D> Dim = DimOf(*A, r.Picks[I].second);
      if (!Dim) return std::nullopt;
      Out.push_back(*Dim);
    }
    return Out;
  }
  case ResultDims::Join: {
    std::optional<std::vector<D>> A = dims(r.Arg);
    if (!A || static_cast<int>(A->size()) < r.At + 2) return std::nullopt;
    (*A)[r.At] = times((*A)[r.At], (*A)[r.At + 1]);
    A->erase(A->begin() + r.At + 1);
    return A;
  }
  case ResultDims::Split: {
    std::optional<std::vector<D>> A = dims(1);
    if (!A || static_cast<int>(A->size()) < r.At + 1) return std::nullopt;
    D Parts = size(0);
    std::optional<D> Rest = over((*A)[r.At], Parts);
    if (!Rest) return std::nullopt;
    (*A)[r.At] = *Rest;
    A->insert(A->begin() + r.At, Parts);
    return A;
  }
  }
  return std::nullopt;
}

} // namespace liar::ir
