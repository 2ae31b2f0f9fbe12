// The emitter behind emitProgram (CodeGen.h): its state while it prints one program, and its
// parts, one file each: Expressions, Operands, Definitions, Hoisting, Interchange, LibraryCalls,
// TorchCalls, ZeroScalars.
#pragma once

#include "CodeGen.h"
#include "Types.h"
#include "saturation/ElementFunctions.h"
#include "saturation/Interner.h"
#include "saturation/Library.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace liar::emit::detail {

using ir::Node;
using ir::Op;
using ir::Term;

/// The directive of a printed loop whose iterations are shared among threads.
inline constexpr const char* kParallelFor = "#pragma omp parallel for";
/// Columns per block of a vector summed over rows under the user's threads (Interchange.cpp):
/// a row's block is four 64-byte lines of floats, and a 768-column vector gives 12 blocks.
inline constexpr int kColumnBlock = 64;

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline std::string paren(const std::string& s) {
  return "(" + s + ")";
}

// Whether `e` is one parenthesised expression: `(a + b)`, not `(a) * (b)`.
inline bool isParenthesised(const std::string& e) {
  if (e.size() < 2 || e.front() != '(' || e.back() != ')') return false;
  int Depth = 0;
  for (size_t I = 0; I + 1 < e.size(); ++I) {
    Depth += e[I] == '(' ? 1 : e[I] == ')' ? -1 : 0;
    if (Depth == 0) return false; // the first parenthesis closes early
  }
  return true;
}

// `s` as an operand of a product or sum: a name or a number as it is, anything else in
// parentheses.
inline std::string operandText(const std::string& s) {
  bool Plain = std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
  return Plain ? s : paren(s);
}

// Subscript `i` of a view whose first element is at `offset`.
inline std::string shifted(const std::string& offset, const std::string& i) {
  if (offset == "0") return i;
  return operandText(offset) + " + " + i;
}

// An array operand as a library call sees it: storage (a C lvalue prefix with its declared
// extents), the logical extents of the IR value, and whether the call should read it
// transposed.
struct View {
  std::string Base;                  // e.g. "A", "A[r]", "liar_t0"
  std::vector<std::string> Extents;  // logical extents (after transposition)
  std::vector<std::string> Declared; // declared extents of the storage below Base
  bool Transposed = false;
  std::string SymbolName; // the IR symbol it reads, for hazard checks
  size_t Zeros = 0;       // subscripts that reach a scalar from Base
  // Where a view of part of an array starts: one C subscript per step from Base to a
  // scalar (empty: all zero).
  std::vector<std::string> Offsets;
  // The distance between a vector's elements: 1, or the row length for a column of a matrix
  // (BLAS's increment).
  std::string Inc = "1";

  size_t rank() const { return Extents.size(); }
  std::string offset(size_t k) const { return k < Offsets.size() ? Offsets[k] : "0"; }
  std::string pointer() const {
    std::string P = "&" + Base;
    for (size_t I = 0; I < Zeros; ++I)
      P += "[" + offset(I) + "]";
    return P;
  }
  std::string ld() const { return Declared.empty() ? "1" : Declared.back(); }
  std::string element(const std::vector<std::string>& idx) const {
    if (Inc != "1") return "(" + pointer() + ")[" + paren(idx[0]) + " * " + Inc + "]";
    if (Zeros == idx.size()) {
      std::string E = Base;
      for (size_t K = 0; K < idx.size(); ++K)
        E += "[" + shifted(offset(K), idx[K]) + "]";
      return E;
    }
    // A joined view: its elements are found by offset from the first.
    std::string Offset = idx[0];
    for (size_t K = 1; K < idx.size(); ++K)
      Offset = "(" + Offset + ") * " + operandText(Declared[K]) + " + " + idx[K];
    return "(" + pointer() + ")[" + Offset + "]";
  }
};

// What a routine's argument template reads (ir::Param): the view of each array argument, the
// text of scalar arguments given in advance (the others are printed from their nodes where the
// template reads them, in its order), the destination, and the row of a row-by-row call.
struct Bound {
  std::vector<uint32_t> Kids; // the IR arguments' nodes; UINT32_MAX where Scalars holds one
  std::map<int, View> Views;
  std::map<int, std::string> Scalars;
  View Target;
  std::vector<std::string> Row;
};

/// A loop this emitter printed and is inside: a value that does not change with its index (nor
/// with those of the loops inside it) is computed before its `for` line.
struct Frame {
  size_t Header = 0;   ///< where its `for` line starts in the text
  int HeaderDepth = 0; ///< the indentation depth of that line
  std::string Index;   ///< its index variable
  int Id = 0;          ///< unique within one emission
};

/// A fold already printed, which the code reads again instead of printing it twice: declared
/// inside the loop Frames[Level - 1] (Id Anchor), and valid while that loop is open.
struct SharedFold {
  std::string Name;
  int Level = 0;
  int Anchor = 0;
};

/// Where printed code stands among its loops (Hoisting.cpp): the loops around the current
/// position, how many of them each bound variable and each fresh local needs, and the folds
/// printed so far.
struct LoopState {
  std::vector<Frame> Frames;               // innermost last
  std::vector<int> ScopeLevels;            // per Scope entry: the Frames its value needs
  std::map<std::string, int> NameLevels;   // loop indices and accumulators: the Frames they need
  std::map<std::string, SharedFold> Folds; // by foldKey
  int Ids = 0;
};

class Emitter {
public:
  Emitter(const ir::Program& p, const std::map<std::string, Variable>& vars, Library lib,
          std::string indent, bool parallelLoops, const std::vector<TargetFunction>& targets)
      : P(p), Vars(vars), Lib(lib), Indent(std::move(indent)), ParallelLoops(parallelLoops),
        Targets(targets) {}
  RegionCode run();

private:
  const ir::Program& P;
  const std::map<std::string, Variable>& Vars;
  Library Lib;
  std::string Indent;
  bool ParallelLoops; // the outermost loop of each definition printed as loops is work-shared
  /// Extents of the copies gathered element by element for the call being bound.
  std::vector<std::vector<std::string>> GatheredCopies;
  int RowLoops = 0; // open loops of library calls over rows (rowLoop): no parallel loop inside
  const std::vector<TargetFunction>& Targets; // the user's functions for library routines
  RegionCode Out;
  int Depth = 0;
  int Counter = 0;
  bool UsesMalloc = false;
  /// What each routine named needs; the header and link of those a call prints are the code's
  /// (a routine every call of which a user's target serves needs neither).
  std::map<std::string, ir::Needs> RoutineNeeds;
  /// A statement call's size threshold, when targets below the library (negative priority)
  /// serve the calls it turns away: tested by the call's chain instead of the region's guard.
  std::string DeferredThreshold;
  bool InValueCall = false; // arguments() for a call that is an expression: no chain of statements
  bool DeclaredLocal = false; // the current definition declared a variable: it needs a block
  /// The current definition's loops are work-shared and read its matrices along their rows.
  bool DefOnTeam = false;
  /// The current definition's loops read a matrix against its rows (walksAgainstRows).
  bool DefAgainstRows = false;
  std::string ElemType = "double";  // C type of the definition being emitted
  std::string ConstType = "double"; // type of the floating constants being printed
  const Term* T = nullptr;
  std::vector<std::string> Scope;  // C expression of each De Bruijn variable, innermost last
  std::vector<NumType> ScopeTypes; // and its type
  // The storage an array-valued bound variable names (the result an app's body finishes), by
  // its position in Scope.
  std::map<size_t, View> BoundStorage;
  std::set<std::string> Checked; // extents the guards already check
  LoopState Loops;
  bool Probing = false; // readsInPlace is printing an expression to look at it: nothing moves
  const Node& node(uint32_t at) const { return T->Nodes[at]; }
  std::string symName(uint32_t at) const { return ir::nameOf(node(at).Payload); }

  // ---- Expressions.cpp -----------------------------------------------------
  void line(const std::string& s);
  std::string fresh(const char* stem);
  const Variable& variable(const std::string& irName) const;
  NumType typeOf(uint32_t at) const;
  /// level: the loops c needs (the number of Frames); by default, those its text names.
  void bind(const std::string& c, const NumType& type, int level = -1);
  void unbind();
  void checkOperandTypes(uint32_t call) const;
  char prefix() const;
  std::string constant(const ir::Constant& c) const;
  std::string scalar(uint32_t at);
  NumType constantTypeFor(uint32_t at) const;
  std::string scalarOf(uint32_t at);
  std::string indexed(uint32_t at, std::vector<std::string> idx);
  std::string fold(uint32_t at);
  std::string foldLoop(uint32_t at);
  std::string accumulatorType(uint32_t at) const;

  // ---- Operands.cpp --------------------------------------------------------
  void guard(const std::string& g);
  /// strict: fail on a name that is no size (else skip it).
  std::string runTimeWidth(const std::string& e, bool strict = true) const;
  std::string loopBound(const std::string& e) const;
  const std::string& size(const std::string& e);
  std::vector<std::string> declaredExtents(const std::string& irName);
  View symbolView(const std::string& irName);
  View strided(View w, const std::string& step);
  View operand(uint32_t at);
  static View row(View a, const std::string& i);
  static View linearisedRow(View a, const std::string& i);
  static View column(View a, const std::string& j);
  /// Dimensions `at` and `at` + 1 of a stored view seen as one: valid when the second is
  /// stored whole (a guard where that is not known).
  View joined(View a, size_t at = 0);
  std::vector<std::string> extentsOf(uint32_t at);
  bool elementOfSymbol(uint32_t at) const;
  bool gathersElements(uint32_t at) const;
  /// Whether the C text names a variable of the loops around the current position.
  bool dependsOnLoops(const std::string& text) const;
  View temporary(const std::vector<std::string>& extents);
  View materialize(uint32_t at);

  // ---- Hoisting.cpp --------------------------------------------------------
  void openLoop(const std::string& index, const std::string& bound, bool parallel = false);
  void closeLoop();
  int textLevel(const std::string& text) const;
  int termLevel(uint32_t at) const;
  int lowestLevel() const;
  std::string foldKey(uint32_t at) const;
  const SharedFold* sharedFold(const std::string& key) const;
  std::string printedBefore(size_t level, const std::function<std::string()>& print);

  // ---- Interchange.cpp -----------------------------------------------------
  /// A definition's folds under its builds: outermost first, and the innermost one's step.
  struct FoldChain {
    std::vector<uint32_t> Folds;
    uint32_t Step = 0;
  };
  FoldChain foldChain(const View& dest, uint32_t at) const;
  std::optional<FoldChain> rowsOuter(const View& dest, uint32_t at);
  void interchangedInto(const View& dest, const FoldChain& chain);
  bool walksAgainstRows(uint32_t at) const;

  // ---- Definitions.cpp -----------------------------------------------------
  bool mentions(uint32_t at, const std::string& irName) const;
  bool isSymbol(uint32_t at, const std::string& irName) const;
  bool isDestination(uint32_t at, const View& dest);
  void copyInto(const View& dest, const View& src);
  void loopsInto(const View& dest, uint32_t at);
  void elementLoopsInto(const View& dest, uint32_t at);
  bool keptParallel(size_t start, size_t calls, size_t temporaries);
  bool rowCall(const View& dest, uint32_t at) const;
  void rowLoop(const View& dest, uint32_t at);
  void into(const View& dest, uint32_t at);
  void recurrenceInto(const View& dest, uint32_t at);
  void appInto(const View& dest, uint32_t at);
  bool readsInPlace(uint32_t at, const View& dest);
  void emitDef(const ir::Def& d);
  std::string dedent(const std::string& text) const;

  // ---- LibraryCalls.cpp ----------------------------------------------------
  const ir::LibraryFunction* libraryCall(uint32_t at) const;
  const ir::LibraryFunction& function(uint32_t at) const;
  bool isForm(uint32_t at, ir::CallForm form) const;
  static std::string noCForm(const ir::LibraryFunction& f);
  std::string routine(const ir::LibraryFunction& f);
  void call(const std::string& name, const std::vector<std::string>& args);
  /// The targets that may serve a call of routine `name` with arguments `args`, in the order
  /// they are tried, each as its call and its guard ("": none, and no later one is tried),
  /// the parts of the guard the call decides left out (TargetCalls.cpp).
  struct TargetChoice {
    std::string Call, Guard, Function;
    int Priority = 0;
  };
  std::vector<TargetChoice> targetsOf(const std::string& name,
                                      const std::vector<std::string>& args) const;
  void call(const ir::LibraryFunction& f, Bound& b);
  View accumulator(const View& dest, uint32_t acc, const std::vector<uint32_t>& others,
                   bool& viaTemp);
  void callInto(const View& dest, uint32_t at);
  void updateInto(const View& dest, uint32_t at, uint32_t checkedScalar);
  void axpyOfFill(const View& target, uint32_t at);
  void fillInto(const View& dest, uint32_t at);
  void copyCallInto(const View& dest, uint32_t at);
  void potrfLower(const View& A, const ir::LibraryFunction& potrf);
  void copyDiagonal(const View& to, const View& from);
  std::string scalarCall(uint32_t at);

  // ---- CallArguments.cpp ---------------------------------------------------
  std::string trans(bool t) const;
  Bound bound(const ir::LibraryFunction& f, std::vector<uint32_t> kids, const View& target,
              bool constantVectors = false);
  View constantVector(uint32_t fill);
  void checkTransposes(const ir::LibraryFunction& f, const Bound& b) const;
  std::vector<std::string> arguments(const ir::LibraryFunction& f, Bound& b);
  // ---- SizeThreshold.cpp ---------------------------------------------------
  /// Guards a BLAS call of run-time sizes (`args`, its argument list) with its family's size
  /// threshold, below which the loops run.
  /// The condition under which a call of f with `args` reaches its family's size threshold,
  /// when its sizes are run-time values (SizeThreshold.cpp); "" otherwise.
  std::string sizeThreshold(const ir::LibraryFunction& f,
                            const std::vector<std::string>& args) const;
  /// The run-time sizes a call passes, in one order, and their product as a C expression.
  struct CallSizes {
    std::vector<std::string> Factors;
    std::string Product;
  };
  std::optional<CallSizes> callSizes(const ir::LibraryFunction& f,
                                     const std::vector<std::string>& args) const;
  void weighGatheredCopies(const ir::LibraryFunction& f, const std::vector<std::string>& args);
  std::string argument(const ir::LibraryFunction& f, const ir::Param& p, Bound& b);
  std::string scalarArgument(Bound& b, int k);
  std::string parameterType(const ir::Param& p) const;
  std::map<ir::Role, std::string> fortranCall(const ir::LibraryFunction& f, Bound& b);

  // ---- ZeroScalars.cpp -----------------------------------------------------
  bool finiteFill(uint32_t at) const;
  std::optional<double> constantValue(uint32_t at) const;
  bool fixedBeforeRegion(uint32_t at) const;
  bool guardZeroSkip(std::string_view function, uint32_t scalarAt,
                     const std::vector<uint32_t>& skipped, bool inMeaning = false,
                     bool inPlace = false);
  uint32_t guardZeroSkips(uint32_t at);
  std::string localScalar(const std::string& value);
  void unlessZero(const std::string& s, const std::string& n, const std::function<void()>& call,
                  const std::function<std::string(const std::string&)>& exact);

  // ---- TorchCalls.cpp ------------------------------------------------------
  static const ir::LibraryFunction& updateOf(const ir::LibraryFunction& product);
  uint32_t scaleOf(uint32_t at) const;
  bool scaledDest(uint32_t at, const View& dest, std::string& beta);
  bool scaledProduct(uint32_t at, std::string& alpha, uint32_t& product);
  void productInto(const View& target, uint32_t product, const std::string& alpha,
                   const std::string& beta);
  void rowwise(const View& dest, const std::function<void(const std::vector<std::string>&)>& body);
  static std::string rowPointer(const View& v, const std::vector<std::string>& idx);
  void elementwiseInto(const View& dest, uint32_t at);
};

} // namespace liar::emit::detail
