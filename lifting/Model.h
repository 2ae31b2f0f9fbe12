// The polyhedral model of one region as extracted from Clang: loops, statements, accesses and
// the value each statement stores. ISL sets and the IR are both produced from this.
#ifndef LIAR_LIFTING_MODEL_H
#define LIAR_LIFTING_MODEL_H

#include "lifting/Region.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

/// sum(Coeff * Atom) + Constant over loop iterators and size parameters. An atom is a variable
/// or a floor division / remainder by a constant of another affine expression.
class Affine {
public:
  struct Atom {
    std::string Isl;                 ///< ISL syntax, also the key
    std::string Ir;                  ///< IR syntax when no iterator is renamed
    std::set<std::string> Iterators; ///< iterators it mentions
    std::set<std::string> Params;    ///< parameters it mentions
    /// For a division atom: the inner expression and divisor, so that it can be re-printed
    /// with renamed iterators. Empty for a plain variable.
    std::shared_ptr<const Affine> Inner;
    int64_t Divisor = 0;
    bool IsMod = false;
  };

  static Affine constant(int64_t C);
  static Affine variable(const std::string& Name, bool IsIterator);
  static Affine floorDiv(const Affine& Inner, int64_t Divisor, bool IsMod);

  Affine operator+(const Affine& O) const;
  Affine operator-(const Affine& O) const;
  Affine scaled(int64_t F) const;
  /// The greatest common divisor of every coefficient and the constant (0 for zero).
  int64_t content() const;
  /// The expression divided by F, which must divide its content.
  Affine divided(int64_t F) const;

  bool isConstant() const { return Terms.empty(); }
  int64_t constantValue() const { return Constant; }
  /// Coefficient of a plain variable atom (0 when absent).
  int64_t coefficient(const std::string& Var) const;
  std::set<std::string> iterators() const;
  std::set<std::string> params() const;
  /// The terms by key: coefficient and atom.
  const std::map<std::string, std::pair<int64_t, Atom>>& terms() const { return Terms; }
  bool operator==(const Affine& O) const { return isl() == O.isl(); }

  std::string isl() const;
  /// IR text; iterators found in Rename are replaced by the given IR expressions.
  std::string ir(const std::map<std::string, std::string>& Rename = {}) const;

private:
  std::map<std::string, std::pair<int64_t, Atom>> Terms;
  int64_t Constant = 0;
};

/// A Boolean combination of affine comparisons (loop guards, affine `if`).
struct Condition {
  enum Kind { Compare, And, Or } K = Compare;
  std::string Op; ///< `<`, `<=`, `==`, `!=` (Compare only; > and >= are swapped on build)
  Affine Lhs, Rhs;
  std::vector<Condition> Parts;

  Condition negated() const;
  std::string isl() const;
  std::string ir(const std::map<std::string, std::string>& Rename = {}) const;
};

struct ArrayInfo;

/// A value stored by a statement: an expression tree over reads, scalars and iterators.
struct Value;
using ValuePtr = std::shared_ptr<const Value>;
struct Value {
  enum Kind {
    FloatConst, ///< Text is the literal in IR syntax
    IntConst,   ///< Text is the literal
    Index,      ///< an integer affine expression over iterators/params (Aff)
    Scalar,     ///< a scalar input, Text is its IR name
    Read,       ///< Array[Subscripts], performed by statement Origin; a gather: Array[Args[0]]
    Op,         ///< Text is the IR operator (+ - * / neg mod < ... select sqrt ...)
    Fold,       ///< scalar accumulation over loop LoopId: Args = {init, body}
    Acc,        ///< accumulator of the fold FoldId
  } K;
  std::string Text;
  std::vector<ValuePtr> Args;
  Affine Aff;
  int Array = -1;
  std::vector<Affine> Subscripts;
  int Origin = -1;
  int LoopId = -1;
  int FoldId = -1;
  bool IsInt = false;
  /// A read at a subscript that is not affine (`im[(c / k % k + y) * w + x]`, `p[t[i]]`): its
  /// index is the integer value Args[0], and it may read any element of the array.
  bool Gather = false;
};

struct LoopModel {
  int Id = 0;
  int Parent = -1;
  std::string Iterator; ///< unique within the region
  std::string CName;
  Affine Low, High; ///< inclusive bounds
  int64_t Step = 1; ///< negative for decreasing loops
  /// A loop strip-mined by hand (lifting/StripMined.h): the source steps by Lanes, the model
  /// runs one iteration per element, Step 1; 0 for any other loop.
  int64_t Lanes = 0;
  /// The point loop of a loop tiled by hand (lifting/HandTiled.h): it runs over the range
  /// its tile loop partitions, Low to High; Private are the variables its body declares,
  /// which no two of its iterations share.
  bool Tiled = false;
  std::set<const clang::VarDecl*> Private;
  /// A `while (n > 0) { ...; n--; }` loop: n trips of an iterator of the model's own (Source
  /// is the WhileStmt, Var null); no C loop of that iterator to re-print.
  bool Countdown = false;
  Location Where;
  const clang::Stmt* Source = nullptr;
  /// The header as C, so that the iterator's final value can be recomputed after a rewrite.
  const clang::VarDecl* Var = nullptr;
  /// Declared in the region (`for (int i = ...)`, or `int i;` between scop pragmas): the
  /// iterator is out of scope after the region.
  bool DeclaredInRegion = false;
  std::string Type; ///< C type of the iterator
  std::string InitText, BoundText, CondText, IncText;
  std::string Compare; ///< `<`, `<=`, `>` or `>=`, with the iterator on the left
};

struct ArrayInfo {
  int Id = 0;
  std::string Name; ///< IR and ISL name
  const clang::VarDecl* Decl = nullptr;
  std::string ElementType;              ///< in the IR: double, float or int
  std::string CType;                    ///< in C: double, float, int, unsigned int, long, char, ...
  std::vector<Affine> Dims;             ///< declared sizes as affine expressions over parameters
  std::vector<std::string> DimSpelling; ///< declared sizes as written
  DeclKind Kind = DeclKind::Global;
  bool Restrict = false;
  bool IsScalar = false; ///< a written scalar modelled as a 0-d array in ISL
  /// How the region indexes a one-dimensional array: not yet seen, as declared, or
  /// delinearised (`A[i*n + j]` as `A[i][j]`; then Dims is [extent, row lengths...]), or
  /// gathered: a one-dimensional array the region only reads, at subscripts that need not be
  /// affine (Value::Gather).
  enum { Unseen, AsDeclared, Linearised, Gathered } Shape = Unseen;
  /// The IR sees only the box the region touches (ArrayViews): its first element in each
  /// dimension, over parameters; the subscripts are relative to it.
  bool Viewed = false;
  std::vector<Affine> Offsets;
  /// A strided view (ArrayViews): consecutive elements of the IR's vector are Step elements
  /// of the C storage apart: a column of a matrix (its second subscript fixed, dropped from
  /// Dims, Offsets and the subscripts), or every Divisor-th element of a vector (`x[2*i+1]`,
  /// the subscripts divided by Divisor). The storage as C declares it, and the C subscripts of
  /// the view's first element, are kept for the emitter.
  struct Strided {
    std::string Step;
    Affine IrStep; ///< the same step over the size parameters
    int64_t Divisor = 1;
    std::vector<std::string> StorageSpelling;
    std::vector<Affine> StorageDims, StorageOffsets;
  };
  std::optional<Strided> Stride;
  /// A field of an array of structs (`p[i].w`, ModelBuilder::fieldSubscripts): the array's
  /// and the field's names. Two fields of one array never share storage.
  std::string StructBase, StructField;
};

/// Why a store to a gathered array is refused: the whole array is its read access, so the
/// dependences of a store to it would be guesses.
inline std::string storeToGatheredReason(const std::string& store, const std::string& array) {
  return "'" + store + "' stores to '" + array +
         "', which the region reads at subscripts that are not affine";
}

/// A delinearised subscript is exact only if its inner index stays within its row.
struct RowCheck {
  int Stmt = -1;
  Affine Index, Length;
  std::string Text;
  Location Where;
};

struct StatementModel {
  int Id = 0;
  std::vector<int> Loops;    ///< enclosing loops, outermost first
  std::vector<int> Position; ///< textual position at each level (Loops.size() + 1 entries)
  std::vector<Condition> Guards;
  int Array = -1; ///< written array (or scalar modelled as a 0-d array)
  std::vector<Affine> WriteSubscripts;
  ValuePtr Rhs; ///< value stored, scalar temporaries already inlined
  /// Reads performed by this statement instance itself (for ISL); the reads inside Rhs may
  /// come from inlined scalar statements, see Value::Origin.
  std::vector<const Value*> DirectReads;
  /// Written scalars (0-d arrays) this instance reads, for the dependence analysis only.
  std::vector<int> ScalarReads;
  bool ScalarOnly = false; ///< assigns a scalar temporary: inlined, no `def` of its own
  Location Where;
  std::string Text; ///< C source of the statement, for messages
  /// The statement as C that re-executes it on its own (`t = e`, `a += e`, `x++`), exact
  /// source text, for the OpenMP printer; empty when the source cannot be recovered.
  std::string CText;
  std::string CTextWhy; ///< why CText is empty, when a reason is known
};

struct ParamInfo {
  std::string Name;
  std::optional<int64_t> Value;
  bool Wide = false;     ///< its C type may hold values above INT_MAX (long, unsigned, size_t)
  bool Unsigned = false; ///< its C type is unsigned: never negative
  /// Its value for cost estimates when Value is unknown: 0 for the start of a view
  /// (`lo` in `lo <= i < hi`) so that the view's length is estimated as the other sizes.
  int64_t Estimate = defaults::kUnknownParameterValue;
};

struct Scop {
  std::vector<LoopModel> Loops;
  std::vector<StatementModel> Statements;
  std::vector<ArrayInfo> Arrays;
  std::map<std::string, ParamInfo> Params;
  /// Scalar inputs read by the region (IR name -> element type).
  std::map<std::string, std::string> Scalars;
  std::map<std::string, const clang::VarDecl*> ScalarDecls;
  /// Scalars written by the region whose value is used after it: IR name -> final value.
  std::vector<std::pair<int, ValuePtr>> LiveOutScalars;
  /// C statements that give the iterators live after the region their final values.
  std::vector<std::string> Epilogue;
  /// C declarations of the struct fields the region reads as sizes and array bases
  /// (`int M_rows = M->rows;`), to run before its replacement (FieldLoads).
  std::vector<HoistedLoad> Hoisted;
  std::vector<RowCheck> RowChecks;
  /// C conditions the model rests on, checked before its replacement (`bias != 0` for a
  /// pointer tested for null inside the loops).
  /// Pointers tested for null whose branch the model took (ModelBuilder::nullTest).
  std::vector<std::string> NullTested;
  std::vector<std::string> Assumptions;
  /// Affine expressions of the sizes the model assumes are not negative (a trip count that
  /// steps an index), each also a C condition of Assumptions: the ISL domains include them.
  std::vector<Affine> AssumedNonNegative;
  /// A stepped index or walking pointer continues past a loop (Region::SteppedAcross).
  bool SteppedAcross = false;
  /// Scalars declared inside the region (name -> C type): re-printed code declares them first.
  std::map<std::string, std::string> LocalScalars;
  /// The build keeps C's effective-type rules: arrays of different element types do not
  /// overlap (false under -fno-strict-aliasing).
  bool EffectiveTypes = true;
  int NextFold = 0;
};

} // namespace liar::lifting

#endif
