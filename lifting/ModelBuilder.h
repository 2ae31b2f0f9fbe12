// Walks the statements of one candidate region and builds its Scop, inlining scalar
// temporaries and turning scalar accumulations into folds; or says why it cannot.
#ifndef LIAR_LIFTING_MODELBUILDER_H
#define LIAR_LIFTING_MODELBUILDER_H

#include "lifting/AffineBuilder.h"
#include "lifting/FieldLoads.h"
#include "lifting/IndexVariables.h"
#include "lifting/Liveness.h"
#include "lifting/Model.h"
#include "lifting/SourceInfo.h"

#include "clang/AST/OperationKinds.h"
#include "llvm/ADT/ArrayRef.h"

#include <map>
#include <optional>
#include <set>

namespace clang {
class ASTContext;
class BinaryOperator;
class CallExpr;
class CastExpr;
class ConditionalOperator;
class MemberExpr;
class DeclRefExpr;
class DeclStmt;
class Expr;
class FloatingLiteral;
class ForStmt;
class FunctionDecl;
class IfStmt;
class ParmVarDecl;
class Stmt;
class UnaryOperator;
class VarDecl;
class WhileStmt;
class QualType;
} // namespace clang

namespace liar::lifting {

struct Delinearized;

class ModelBuilder {
public:
  ModelBuilder(const SourceInfo& Source, const clang::FunctionDecl* Function, Scop& Out);

  /// The pointers the loops test for null are taken as null (`p == 0` assumed) rather than
  /// set: the region's second version.
  void takePointersAsNull() { PointersNull = true; }

  /// Builds the model of the statements, or returns why it cannot be modelled.
  std::optional<Rejection> build(llvm::ArrayRef<const clang::Stmt*> Stmts);
  /// After a successful build: why the IR cannot express the region although its statements
  /// and accesses are complete (a running accumulator stored inside its loop, a scalar whose
  /// last value a later statement names). The affine model still serves the OpenMP target.
  const std::optional<Rejection>& deferred() const { return Deferred; }

private:
  struct Frame {
    std::vector<int> Loops;
    std::vector<int> Position;
    std::vector<Condition> Guards;
    Scope Sc;
    /// A condition on data (`x[i] > m`) under which the scalar assignment walked runs: the
    /// scalar keeps its value when it is false.
    const clang::Expr* DataCondition = nullptr;
  };

  void walk(const clang::Stmt* S, Frame& F);
  void walkFor(const clang::ForStmt* FS, Frame& F);
  /// `while (n > 0) { ...; n--; }` (RegionFinder's countdownCounter): a loop of n trips, its
  /// counter n minus the trips before in the body; other `while` loops are refused.
  void walkWhile(const clang::WhileStmt* WS, Frame& F);
  /// The body of loop Header (of Loop, its C statement): folds for the scalars it accumulates,
  /// index variables it steps; V, the loop's C variable (a `for` iterator or a countdown's
  /// counter), holds Held in the body when given, else the iterator itself.
  void walkLoop(const clang::Stmt* Loop, const clang::Stmt* Body, const LoopModel& Header,
                const clang::VarDecl* V, std::optional<Affine> Held, Frame& F);
  /// A loop strip-mined by hand (lifting/StripMined.h), re-rolled: L becomes one iteration per
  /// element; the body is walked once with the block iterator Block as the element's block.
  /// False (nothing done) when FS has no lane loops.
  bool walkStripMined(const clang::ForStmt* FS, LoopModel& L, const clang::VarDecl* Block);
  /// A loop tiled by hand (lifting/HandTiled.h): its body walked without a loop of its own,
  /// its point loop then running over the whole range the tiles partition. False (nothing
  /// done) when FS is no tile loop or its point loop does not stop at the tile's end.
  bool walkTile(const clang::ForStmt* FS, Frame& F);
  /// The header of such a point loop: the range of its tile loop, step 1.
  std::optional<LoopModel> pointLoopHeader(const clang::ForStmt* FS, const Frame& F,
                                           const clang::VarDecl** Iterator);
  /// A loop bound as an affine expression: E itself, or a minimum or maximum of two (MinMax.h)
  /// one of which ISL proves the smaller wherever the loops around F run it; nullopt with
  /// Offender set otherwise.
  std::optional<Affine> boundValue(const clang::Expr* E, const Frame& F,
                                   const clang::Expr** Offender);
  /// Whether X <= Y at every iteration of the loops around F, under its guards.
  bool provedAtMost(const Affine& X, const Affine& Y, const Frame& F) const;
  /// A lane loop of a re-rolled loop: its body, walked once, for the lane of the element.
  void walkLane(const clang::ForStmt* FS, Frame& F);
  /// `r[ibt]` of a lane array r: r, a scalar of the element's iteration; null otherwise.
  const clang::VarDecl* laneArray(const clang::Expr* E) const;
  void walkIf(const clang::IfStmt* IS, Frame& F);
  /// `if (x[i] > m) m = x[i];`: a scalar assignment under a condition on data, walked as `m =
  /// (x[i] > m) ? x[i] : m`; false when IS has another form.
  bool walkDataIf(const clang::IfStmt* IS, Frame& F);
  /// `Lhs op= Rhs` (Op 0 for `=`); Declared instead of Lhs for `T v = Rhs;`.
  void walkAssign(const clang::Expr* Lhs, const clang::VarDecl* Declared, const clang::Expr* Rhs,
                  char Op, const clang::Stmt* Whole, Frame& F);
  /// Adds the statement of an assignment to the model; its id.
  int openStatement(const clang::Expr* Lhs, const clang::VarDecl* Declared, const clang::Expr* Rhs,
                    char Op, const clang::Stmt* Whole, const Frame& F);
  /// Where the current statement stores: a scalar (ScalarTarget) or an array element (the
  /// statement's Array and WriteSubscripts); false when the region is rejected.
  bool assignTarget(const clang::Expr* Lhs, const clang::Stmt* Whole, Frame& F,
                    const clang::VarDecl** ScalarTarget);
  /// R: the value the assignment stores, Rhs combined with the old value for `op=` (`++` and
  /// `--` turn Op into '+' and '-'); false when the region is rejected.
  bool storedValue(const clang::Expr* Lhs, const clang::Expr* Rhs,
                   const clang::VarDecl* ScalarTarget, Frame& F, char& Op, ValuePtr& R);
  /// Under F's data condition R becomes `cond ? R : old value`; false when rejected.
  bool keepUnlessCondition(const clang::Expr* Lhs, const clang::Expr* Rhs, char Op,
                           const clang::VarDecl* ScalarTarget, Frame& F, ValuePtr& R);
  /// The reads St's own instance makes, for the dependence analysis.
  void recordDirectReads(StatementModel& St);
  void walkDeclaration(const clang::DeclStmt* S, Frame& F);
  /// An expression statement: an assignment, `++`/`--`, or a pointer step.
  void walkExpression(const clang::Stmt* S, Frame& F);
  /// The assignment as C of its own, for re-printing (see StatementModel::CText).
  std::string statementText(const clang::Expr* Lhs, const clang::VarDecl* Declared,
                            const clang::Expr* Rhs, char Op, const clang::Stmt* Whole) const;
  void assignScalar(const clang::VarDecl* V, ValuePtr Val, const clang::Stmt* Whole);
  /// After `V op= Rhs` (Op 0 for `=`, Rhs null for `++`/`--` with Op '+'/'-'): what V holds as
  /// an index variable.
  void trackIndex(const clang::VarDecl* V, const clang::Expr* Rhs, char Op, const Frame& F);
  /// Before the body of loop L (FS) runs: an integer V its body assigns is an index variable
  /// there only when the body adds the same step to it once per iteration (`idx += 3;`).
  void enterLoopIndex(const clang::VarDecl* V, const clang::Stmt* Body, const LoopModel& L,
                      const Frame& Outer, const Frame& Inner);
  /// A stepped index or walking pointer after loop L: its value on entry plus the step of a
  /// trip times the trip count, resting on the assumption that the count's formula is not
  /// negative; forgotten when the step or count has no affine form.
  void exitLoopIndex(const clang::VarDecl* V,
                     const std::shared_ptr<const IndexVariables::Definition>& OnEntry,
                     std::optional<Affine> Step, const LoopModel& L, bool CountsUnsigned,
                     const Frame& Outer);
  /// The step `V += c`, `V -= c`, `V++` adds, when it is the only statement of Body that
  /// assigns V and is one of Body's own statements (not under an `if` or in a loop).
  std::optional<Affine> loopStep(const clang::VarDecl* V, const clang::Stmt* Body, const Frame& F);

  // Walking pointers (ModelPointers.cpp).
  /// The step E adds to V: `V++`, `V--`, `V += c`, `V -= c`, `V = V + c` with c invariant.
  std::optional<Affine> stepOf(const clang::Expr* E, const clang::VarDecl* V, const Frame& F);
  /// The step of a walking pointer V advanced inside S (`*p++ = ...`) when that is S's only
  /// write of V.
  std::optional<Affine> embeddedStep(const clang::Stmt* S, const clang::VarDecl* V) const;
  /// The pointers declared before the region whose every write in it is a step: each starts
  /// at offset 0 from its value on entry.
  void findWalkingPointers(llvm::ArrayRef<const clang::Stmt*> Stmts);
  /// An integer type whose values the model follows exactly (ModelControl.cpp).
  bool exactIndexType(clang::QualType T) const;
  /// The walking pointer E accesses through (`*p`, `*p++`, `*(p + k)`, `p[k]`), or null.
  const clang::VarDecl* walkingPointer(const clang::Expr* E) const;
  /// The array and subscript of such an access at its offset; false when E is no such access
  /// (true with the region rejected when its offset is not known there).
  bool walkingAccess(const clang::Expr* E, Frame& F, const clang::VarDecl** Base,
                     std::vector<Affine>& Subs);
  /// After a statement: the steps its accesses made (`p++` in `*p++`).
  void applyPendingSteps(const Frame& F);
  /// A statement that only advances a walking pointer (`p += n;`): true once recorded.
  bool walkPointerStep(const clang::Expr* E, const Frame& F);
  /// A walking pointer read after the region (or on the next trip of a loop around it) would
  /// need its final position: refused.
  std::vector<std::string> checkWalkingPointers(const Liveness& Live, const Frame& End,
                                                const clang::Stmt* At);
  /// Arithmetic scalars S assigns that live outside S (not declared in it, not its iterators).
  std::vector<const clang::VarDecl*> scalarTargets(const clang::Stmt* S) const;
  std::optional<LoopModel> loopHeader(const clang::ForStmt* FS, const Frame& F,
                                      const clang::VarDecl** Iterator);
  /// Whether the value V has when the region ends may be read: after the region, or by the
  /// region itself on the next trip of a loop around it.
  bool liveOut(const clang::VarDecl* V, const Liveness& Live) const;
  void checkLiveOut(llvm::ArrayRef<const clang::Stmt*> Stmts, const Liveness& Live);

  /// For `p`, `!p`, `p != 0`, `p == NULL` with p a pointer the region does not assign: the
  /// condition's value when p is not null (null under takePointersAsNull), an assumption the
  /// region then rests on (checked at run time: the original loops run when it fails);
  /// nullopt for another condition.
  std::optional<bool> nullTest(const clang::Expr* Cond);

  // Expressions (ModelExpressions.cpp): value dispatches on the kind of E.
  ValuePtr value(const clang::Expr* E, Frame& F);
  /// Raw: the cast with its parentheses, as the remarks quote it.
  ValuePtr castValue(const clang::CastExpr* Cast, const clang::Expr* Raw, Frame& F);
  ValuePtr floatValue(const clang::FloatingLiteral* FL);
  /// An integer the loops do not change, as an affine value; null when it is not affine.
  ValuePtr invariantValue(const clang::Expr* E, const Frame& F);
  ValuePtr variableValue(const clang::DeclRefExpr* DR, const Frame& F);
  ValuePtr unaryValue(const clang::UnaryOperator* U, Frame& F);
  ValuePtr binaryValue(const clang::BinaryOperator* B, Frame& F);
  ValuePtr conditionalValue(const clang::ConditionalOperator* C, Frame& F);
  ValuePtr callValue(const clang::CallExpr* Call, Frame& F);
  /// The value a call of a reader (PureCalls.h) returns, its body executed symbolically with
  /// its parameters bound to the arguments' values and its pointers to the caller's arrays:
  /// `if (c) return a;` before `return b;` is `select c a b`. Its reads are gathers.
  ValuePtr inlineReader(const clang::CallExpr* Call, const clang::FunctionDecl* Def, Frame& F);
  // Helpers inlined as statements (ModelHelpers.cpp).
  /// `f(...);` of a function of the file: its body walked as statements of the caller, its
  /// parameters bound to the arguments (inlineHelper); false when f has no body in the file
  /// (nothing done).
  bool walkHelperCall(const clang::CallExpr* Call, Frame& F);
  /// The calls in E of readers whose bodies hold loops (`ci[j] += dot(n, a, b)`): each body
  /// walked before the statement that uses its result, as if the caller had assigned the
  /// call to a temporary first; callValue takes the result. False when rejected.
  bool hoistHelperCalls(const clang::Expr* E, Frame& F);
  /// Walks the body of Def for Call at F: scalar parameters take the arguments' values (an
  /// affine integer stays affine, another value is a scalar temporary of the caller), pointer
  /// parameters the caller's arrays at the arguments' offsets (`&B[k*N]`, `C + i*N`), its
  /// loops nest under F's, `if (c) return;` guards what follows. *Result (when given) is the
  /// value it returns. False with the region rejected, the reason naming Def, at the call.
  bool inlineHelper(const clang::CallExpr* Call, const clang::FunctionDecl* Def, Frame& F,
                    ValuePtr* Result);
  /// Binds Def's parameters to Call's arguments at F (see inlineHelper); false when rejected.
  bool bindHelperArguments(const clang::CallExpr* Call, const clang::FunctionDecl* Def, Frame& F);
  /// The body of a helper whose parameters are bound: its statements walked at Body, its
  /// early returns and final return composed into *Result (when given), the scalars of the
  /// helper it may name in HelperReads; false when rejected (with Why set when the body itself
  /// is no reason the model gives).
  bool walkHelperBody(const clang::FunctionDecl* Def, Frame& Body, ValuePtr* Result,
                      std::string& Why);
  /// `if (c) return [v];` at the top of a helper's body: what follows runs under `!c`, and
  /// Returns gets (c, v) for a value. False when rejected.
  bool helperEarlyReturn(const clang::IfStmt* If, Frame& Body,
                         std::vector<std::pair<ValuePtr, ValuePtr>>& Returns);
  /// P, a pointer parameter of a helper or reader, stands for the array the argument names,
  /// at its offset (`B + j*K`, `&C[i*N]`, a pointer the caller derives): in ReaderArrays, or
  /// in Derived for an offset. "" when bound, else why not.
  std::string bindPointer(const clang::ParmVarDecl* P, const clang::Expr* Arg, const Frame& F);
  /// The region's scans of statements S (variables written, declared, loop iterators).
  void scanStatement(const clang::Stmt* S);
  /// A result of a hoisted helper call, and the helper's scalars it reads.
  struct HelperResult {
    ValuePtr Value;
    std::vector<int> ScalarReads;
  };
  std::map<const clang::CallExpr*, HelperResult> HelperResults;
  std::vector<int> HelperReads;
  /// The helpers being inlined, innermost last (a helper that calls itself is refused).
  std::vector<const clang::FunctionDecl*> HelperStack;
  /// The conditional directive inside the body of a function the region calls, as
  /// Configuration::directiveWithin describes it; empty when there is none.
  std::string configurationOf(const clang::FunctionDecl* Callee) const;
  /// One statement of a reader's body; false when it has no symbolic form (rejected).
  bool readerStatement(const clang::Stmt* S, Frame& F,
                       std::vector<std::pair<ValuePtr, ValuePtr>>& Returns, ValuePtr& Result);
  /// `Lhs op= Rhs` given `Op` = (op Lhs Rhs): C computes it in Rhs's type, then converts.
  ValuePtr compound(const clang::Expr* Lhs, const clang::Expr* Rhs, ValuePtr Op);

  // What expressions read (ModelValues.cpp).
  ValuePtr read(const clang::Expr* E, Frame& F);
  ValuePtr scalarValue(const clang::VarDecl* V, const clang::Expr* At);
  int arrayId(const clang::VarDecl* V, const clang::Expr* At);
  int scalarId(const clang::VarDecl* V);
  /// The array E indexes (in Base) and its subscripts, or false with the region rejected.
  bool subscripts(const clang::Expr* E, Frame& F, const clang::VarDecl** Base,
                  std::vector<Affine>& Subs);
  /// The offset of a derived pointer from its base (none for an array itself), and why such an
  /// offset may not delinearise.
  struct BaseOffset {
    const std::vector<const clang::Expr*>* Terms = nullptr;
    std::string Note;
  };
  /// The variable whose subscripts Whole (`a[i][j]`) takes, its indices outermost first; null
  /// with the region rejected when it is no array variable.
  const clang::VarDecl* subscriptedVariable(const clang::Expr* Whole, Frame& F,
                                            std::vector<const clang::Expr*>& Indices);
  /// `k` in `out[k++]` for a stepped index k, whose step is then pending until the statement
  /// ends; I itself otherwise.
  const clang::Expr* steppedIndex(const clang::Expr* I, const Frame& F);
  /// The statement being built reads these index variables through its subscripts.
  void readIndices(const std::set<const clang::VarDecl*>& Indices);
  /// `p[i].w` (an arithmetic field of an element of an array of structs), or null.
  const clang::MemberExpr* structElement(const clang::Expr* E) const;
  /// Such an access as one of the field's vector, every sizeof(*p)/sizeof(p->w)-th element
  /// from `&p[0].w`; false with the region rejected when it has no such form.
  bool fieldSubscripts(const clang::MemberExpr* Member, Frame& F, const clang::VarDecl** Base,
                       std::vector<Affine>& Subs);
  /// The index of a gather from A (a read of a one-dimensional array the region does not
  /// write, at any integer subscript), or null when A has no such reads.
  ValuePtr gatherIndex(const clang::Expr* Whole, const clang::Expr* Index, ArrayInfo& A, Frame& F);
  /// One subscript of a one-dimensional array: affine, or rows of a linearised one.
  bool rowSubscripts(const clang::Expr* Whole, const clang::Expr* Index, const BaseOffset& Offset,
                     ArrayInfo& A, Frame& F, std::vector<Affine>& Subs);
  /// The subscripts of a delinearised access, when its rows agree with A's other accesses.
  bool delinearizedSubscripts(const clang::Expr* Whole, const Delinearized& D, ArrayInfo& A,
                              std::vector<Affine>& Subs);
  /// One affine subscript per declared dimension of A.
  bool declaredSubscripts(const clang::Expr* Whole, const std::vector<const clang::Expr*>& Indices,
                          const BaseOffset& Offset, const ArrayInfo& A, Frame& F,
                          std::vector<Affine>& Subs);

  void reject(Refusal R, std::initializer_list<std::string_view> Args, const clang::Stmt* At);
  /// Adds C to the conditions the model rests on; false when it is there already.
  bool assume(const std::string& C);
  /// Rejects the IR of the region but keeps building its affine model.
  void defer(Refusal R, std::initializer_list<std::string_view> Args, const clang::Stmt* At);
  bool failed() const { return Error.has_value(); }
  std::string uniqueIterator(const std::string& Name, const Frame& F);
  /// A loop of the model for FS, whose iterator is V, under F's loops: what every loop's
  /// model starts from (its bounds and header texts are the caller's).
  LoopModel newLoop(const clang::ForStmt* FS, const clang::VarDecl* V, const Frame& F);
  /// `p` in `*p` when p is an unmodified pointer parameter to an arithmetic type: an output
  /// scalar passed by address.
  const clang::VarDecl* derefTarget(const clang::Expr* E) const;

  const SourceInfo& Source;
  const clang::FunctionDecl* Function;
  Scop& Model;
  FieldLoads Fields;
  AffineBuilder Aff;
  IndexVariables IndexVars;
  std::set<const clang::VarDecl*> Walking;
  /// The parameters and locals of the readers being inlined: their current values, the
  /// caller's arrays their pointers stand for, and all of them (Scope::Bound).
  std::map<const clang::VarDecl*, ValuePtr> ReaderValues;
  std::map<const clang::VarDecl*, const clang::VarDecl*> ReaderArrays;
  std::set<const clang::VarDecl*> ReaderVariables;
  int ReaderDepth = 0;
  /// Set by read() around its subscripts: a non-affine subscript may then be a gather, whose
  /// index rowSubscripts leaves here.
  bool Reading = false;
  ValuePtr Gathered;
  /// Post-increments of walking pointers in the statement being walked, applied after it.
  std::map<const clang::VarDecl*, int> Pending;
  std::optional<Rejection> Error;
  std::optional<Rejection> Deferred;
  std::set<const clang::VarDecl*> Written;
  std::map<const clang::VarDecl*, int> Arrays;
  /// Current symbolic value of each scalar the region assigns; null means "only defined
  /// inside a loop that has ended", which cannot be read.
  std::map<const clang::VarDecl*, ValuePtr> Env;
  std::set<const clang::VarDecl*> ScalarsInConditional;
  /// Scalars the region reads with the value they have on entry.
  std::set<const clang::VarDecl*> EntryReads;
  /// Iterators of the region's `for` loops; those whose loop has ended (they hold its final
  /// value, which the model does not compute: reading them is refused).
  std::set<const clang::VarDecl*> LoopIterators, EndedIterators;
  /// Variables the region assigns other than by their declaration.
  std::set<const clang::VarDecl*> Reassigned;
  /// A pointer the region declares as an offset from an array it does not assign
  /// (`const float *row = W + i*n;`): an access `row[j]` is one of `Base` at `i*n + j`.
  struct DerivedPointer {
    const clang::VarDecl* Base;
    std::vector<const clang::Expr*> Terms; ///< the offset, a sum; empty: Base itself
  };
  std::map<const clang::VarDecl*, DerivedPointer> Derived;
  /// The variable an array base stands for: itself, or the copy of a pointer field.
  const clang::VarDecl* baseVariable(const clang::Expr* Base, const Frame& F);
  /// Records V in Derived when its declaration has that form (at F: its base may be a field);
  /// true also when it has that form but cannot be followed (the region is then rejected).
  bool derivedPointer(const clang::VarDecl* V, const Frame& F);
  /// Moves the terms of D that the region does not change into a pointer computed before it
  /// (`k_base = s->key_cache + loff + h*head_size`), unless they are one affine shift.
  void hoistInvariantTerms(const clang::VarDecl* V, DerivedPointer& D, const Frame& F);
  /// E multiplies or divides two values neither of which is a constant (`h*head_size`): as an
  /// offset of a derived pointer, a term moved into a pointer of its own rather than a size.
  bool hasSizeProduct(const clang::Expr* E) const;
  /// `: why` when Offender is a struct field load that cannot be hoisted, else empty.
  std::string offenderReason(const clang::Expr* Offender) const;
  /// Rejects Whole when Offender, what kept it from being affine, is a value another build may
  /// change that no name spells (written inside a macro's body): true when it did.
  bool rejectUnspellable(const clang::Expr* Whole, const clang::Expr* Offender);
  /// Counters of the countdown `while` loops walked so far, and their decrements, which the
  /// loops' trips stand for (not walked).
  std::set<const clang::VarDecl*> Counted;
  /// The expression each integer scalar was last assigned (`blkCnt = blockSize;`, also of a
  /// type that is no index variable), with the loops around the assignment.
  struct Copy {
    const clang::Expr* Value;
    std::vector<int> Loops;
  };
  std::map<const clang::VarDecl*, Copy> Copies;
  std::set<const clang::Stmt*> Skipped;
  /// The lane arrays of the re-rolled loops walked so far.
  std::set<const clang::VarDecl*> LaneArrays;
  /// Per lane loop of those loops: its iterator, what it holds (an expression of the model's
  /// iterator, Iterator).
  struct Lane {
    const clang::VarDecl* Var;
    Affine Value;
    std::string Iterator;
  };
  std::map<const clang::ForStmt*, Lane> Lanes;
  /// The point loops of the tile loops walked so far, with the range each runs over.
  std::map<const clang::ForStmt*, std::pair<Affine, Affine>> PointLoops;
  /// Tile iterators and the point loops' bound variables: no loop of the model leaves them
  /// their final values, so the region must not read them after the nest.
  std::set<const clang::VarDecl*> TileVariables;
  /// The type of scalar V's values: a lane array's element type.
  clang::QualType scalarType(const clang::VarDecl* V) const;
  /// Variables declared in the region (not visible after it).
  std::set<const clang::VarDecl*> Declared;
  int Current = -1; ///< statement whose value is being built
  bool PointersNull = false;
};

/// Loop headers (ModelControl.cpp). The constant a `for` step adds to V (`V++`, `V -= 2`,
/// `V = V + 3`), 0 for another form.
int64_t constantStep(const clang::Expr* Increment, const clang::VarDecl* V,
                     const clang::ASTContext& Ctx);
/// The iterator a `for` header initialises (`int i = e` or `i = e`) and in *Value its first
/// value; null for another form.
const clang::VarDecl* initialisedIterator(const clang::ForStmt* FS, const clang::Expr** Value);
/// The bound a loop condition compares V with, and the comparison as `V op bound` (`!=` as
/// `<` or `>` for a unit step); BO_Comma when Cond compares no such thing.
std::pair<const clang::Expr*, clang::BinaryOperatorKind>
iteratorBound(const clang::Expr* Cond, const clang::VarDecl* V, int64_t Step);

} // namespace liar::lifting

#endif
