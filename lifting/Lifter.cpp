#include "lifting/Lifter.h"

#include "lifting/AffineModel.h"
#include "lifting/Aliasing.h"
#include "lifting/ArrayViews.h"
#include "lifting/CallSites.h"
#include "lifting/Configuration.h"
#include "lifting/Declarations.h"
#include "lifting/DeclaredMeanings.h"
#include "lifting/DefPlanner.h"
#include "lifting/HandTiled.h"
#include "lifting/IrTranslator.h"
#include "lifting/ModelBuilder.h"
#include "lifting/RegionFinder.h"
#include "lifting/RowChecks.h"
#include "lifting/SourceInfo.h"
#include "lifting/StatementPragmas.h"
#include "lifting/StripMined.h"
#include "lifting/UserOpenMP.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/Transformer/SourceCode.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <map>
#include <set>

namespace liar::lifting {

using namespace clang;

namespace {

/// The characters of a macro call that expands to the region (`CONV1D(out, in, w, n, k);`):
/// its last token whole, and the `;` after it, which ends the statement the macro writes.
CharSourceRange macroCallRange(CharSourceRange Expansion, const SourceManager& SM,
                               const LangOptions& Lang) {
  SourceLocation End = Expansion.getEnd();
  if (Expansion.isTokenRange()) End = Lexer::getLocForEndOfToken(End, 0, SM, Lang);
  if (std::optional<Token> Next = Lexer::findNextToken(Expansion.getEnd(), SM, Lang);
      Next && Next->is(tok::semi))
    End = Next->getEndLoc();
  return CharSourceRange::getCharRange(Expansion.getBegin(), End);
}

/// Sets the region's range; it starts at the pragmas its first loop carries (they go with the
/// loop). False when a `_Pragma` operator sits right before it: what it applies to is unknown.
bool setRange(Region& R, const SourceInfo& Source, const Candidate& C, const ScopMarks& Marks) {
  ASTContext& Ctx = Source.context();
  const SourceManager& SM = Ctx.getSourceManager();
  // Include the `;` that ends an unbraced loop body.
  CharSourceRange Last = tooling::getExtendedRange(*lastStatement(C.Stmts.back()), tok::semi, Ctx);
  CharSourceRange Whole =
      CharSourceRange::getCharRange(C.Stmts.front()->getBeginLoc(), Last.getEnd());
  if (Last.isTokenRange())
    Whole = CharSourceRange::getTokenRange(C.Stmts.front()->getBeginLoc(), Last.getEnd());
  std::optional<CharSourceRange> File = tooling::getFileRangeForEdit(Whole, Ctx);
  if (!File) File = macroCallRange(SM.getExpansionRange(Whole), SM, Ctx.getLangOpts());
  R.End = Source.location(File->getEnd());
  SourceLocation Begin = File->getBegin();
  FileID Id = SM.getFileID(Begin);
  unsigned Offset = SM.getFileOffset(Begin);
  std::vector<unsigned> Hash = hashPragmaOffsets(Marks, SM, Id);
  std::vector<unsigned> Operators = pragmaOperatorOffsets(Marks, SM, Id);
  llvm::StringRef Buffer = SM.getBufferData(Id);
  unsigned Start = statementPragmasStart(Buffer, Offset, Hash);
  R.Begin =
      Source.location(Begin.getLocWithOffset(static_cast<int>(Start) - static_cast<int>(Offset)));
  return !pragmaOperatorBefore(Buffer, Start, Operators);
}

/// The first directive of ScopMarks::Directives inside the region's range: text between
/// conditional directives that this parse skipped is code of another configuration, and a
/// `#define` or `#include` there changes what the code after it means; a rewrite would lose them.
std::optional<Rejection> configurationDirective(const Region& R, const SourceInfo& Source,
                                                const ScopMarks& Marks) {
  const SourceManager& SM = Source.context().getSourceManager();
  for (const ScopMarks::Directive& D : Marks.Directives) {
    if (SM.getFileID(D.Loc) != SM.getMainFileID()) continue;
    unsigned Offset = SM.getFileOffset(D.Loc);
    if (Offset < R.Begin.Offset || Offset >= R.End.Offset) continue;
    Location Where = Source.location(D.Loc);
    return rejection(Refusal::DirectiveInNest, {D.Name, std::to_string(Where.Line)}, Where);
  }
  return std::nullopt;
}

/// The value of a scalar initialised with a constant and never assigned again in F.
std::optional<double> constantScalar(const VarDecl* V, const FunctionDecl* F, ASTContext& Ctx) {
  const Expr* Init = V ? V->getInit() : nullptr;
  llvm::APFloat Value(0.0);
  if (!Init || !Init->EvaluateAsFloat(Value, Ctx) && !Init->isIntegerConstantExpr(Ctx))
    return std::nullopt;
  class Assigns : public RecursiveASTVisitor<Assigns> {
  public:
    const VarDecl* Target;
    bool Found = false;
    bool VisitBinaryOperator(BinaryOperator* B) {
      if (const auto* DR = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()))
        Found |= B->isAssignmentOp() && DR->getDecl() == Target;
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator* U) {
      if (const auto* DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
        Found |=
            (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && DR->getDecl() == Target;
      return true;
    }
  } A;
  A.Target = V;
  A.TraverseStmt(F->getBody());
  if (A.Found) return std::nullopt;
  if (auto I = Init->getIntegerConstantExpr(Ctx)) return static_cast<double>(I->getExtValue());
  return Value.convertToDouble();
}

/// Where a scalar lives, as far as aliasing is concerned: memory an array parameter may point
/// into (static storage, or a local whose address is taken), or a plain local.
DeclKind scalarStorage(const VarDecl* v, const FunctionDecl* f) {
  if (!v) return DeclKind::Scalar;
  if (v->hasGlobalStorage()) return DeclKind::Global;
  return addressTaken(v, f) ? DeclKind::AddressTaken : DeclKind::Scalar;
}

void fillBindings(Region& R, const Scop& S, const Translation& T, const FunctionDecl* F,
                  ASTContext& Ctx) {
  std::set<std::string> Written;
  for (const StatementModel& St : S.Statements)
    if (!St.ScalarOnly) Written.insert(S.Arrays[St.Array].Name);
  for (const auto& [Id, V] : S.LiveOutScalars)
    Written.insert(S.Arrays[Id].Name);
  for (const ArrayInfo& A : S.Arrays) {
    if (A.IsScalar && !Written.count(A.Name) && !S.Scalars.count(A.Name))
      continue; // an inlined temporary: not an IR symbol
    Binding B;
    B.IrName = B.CName = A.Name;
    B.ElementType = A.CType;
    B.Dims = A.DimSpelling;
    if (A.Id < static_cast<int>(T.IrDims.size())) B.IrDims = T.IrDims[A.Id];
    B.Kind = A.Kind;
    if (A.IsScalar) B.Kind = scalarStorage(A.Decl, F);
    B.Linearised = A.Shape == ArrayInfo::Linearised;
    B.Gathered = A.Shape == ArrayInfo::Gathered;
    for (const Affine& O : A.Offsets) {
      B.Offsets.push_back(cText(O));
      B.IrOffsets.push_back(O.ir());
    }
    if (!A.Offsets.empty())
      for (const Affine& D : A.Dims)
        B.IrDeclaredDims.push_back(D.ir());
    if (A.Stride) {
      B.Dims = A.Stride->StorageSpelling;
      B.Offsets.clear();
      B.IrOffsets.clear();
      for (const Affine& O : A.Stride->StorageOffsets) {
        B.Offsets.push_back(cText(O));
        B.IrOffsets.push_back(O.ir());
      }
      B.IrDeclaredDims.clear();
      for (const Affine& D : A.Stride->StorageDims)
        B.IrDeclaredDims.push_back(D.ir());
      B.Step = A.Stride->Step;
      B.IrStep = A.Stride->IrStep.ir();
    }
    B.Restrict = A.Restrict;
    B.Written = Written.count(A.Name) != 0;
    B.StructBase = A.StructBase;
    B.StructField = A.StructField;
    R.Bindings.push_back(B);
  }
  for (const auto& [Name, Type] : S.Scalars) {
    bool Known = false;
    for (const Binding& B : R.Bindings)
      Known |= B.IrName == Name;
    if (!Known) {
      Binding B;
      B.IrName = B.CName = Name;
      auto It = S.ScalarDecls.find(Name);
      B.ElementType = It == S.ScalarDecls.end() ? Type : cElementType(It->second->getType());
      B.ConstantValue = constantScalar(It == S.ScalarDecls.end() ? nullptr : It->second, F, Ctx);
      B.Kind = scalarStorage(It == S.ScalarDecls.end() ? nullptr : It->second, F);
      R.Bindings.push_back(B);
    }
  }
  for (size_t I = 0; I < R.Bindings.size(); ++I)
    for (size_t J = I + 1; J < R.Bindings.size(); ++J)
      if (mayAlias(R.Bindings[I], R.Bindings[J], S.EffectiveTypes))
        R.MayAlias.push_back({R.Bindings[I].CName, R.Bindings[J].CName});
}

std::string toString(const isl::UnionMap& M) {
  char* C = M ? isl_union_map_to_str(M.get()) : nullptr;
  std::string S = C ? C : "";
  free(C);
  return S;
}

/// Each thread has its own copy of V: thread storage, or named by an OpenMP `threadprivate`
/// directive (ThreadPrivate holds the names those directives list, read from their text when
/// OpenMP is off for this parse).
bool isThreadLocal(const VarDecl* V, const std::set<std::string>& ThreadPrivate) {
  return V->getTLSKind() != VarDecl::TLS_None || V->hasAttr<OMPThreadPrivateDeclAttr>() ||
         (V->hasGlobalStorage() && ThreadPrivate.count(V->getName().str()));
}

/// The ISL text of the model, so that the OpenMP generator can reschedule the statements.
std::optional<PolyModel> polyModel(const Scop& S, const AffineModel& M, const FunctionDecl* F,
                                   ASTContext& Ctx, const std::set<std::string>& ThreadPrivate) {
  PolyModel P;
  isl::UnionMap Writes, Reads;
  std::string Domain;
  for (const StatementModel& St : S.Statements) {
    Domain += (Domain.empty() ? "" : "; ") + M.tuple(St.Id) + " : " + M.constraints(St.Id);
    isl::UnionMap W = M.write(St.Id);
    isl::UnionMap Rd(isl_union_map_empty(isl_union_map_get_space(M.schedule().get())));
    for (const Value* V : St.DirectReads)
      Rd = isl::UnionMap(isl_union_map_union(Rd.release(), M.read(*V).release()));
    for (int Scalar : St.ScalarReads)
      Rd = isl::UnionMap(isl_union_map_union(
          Rd.release(), isl::readUnionMap(M.context(), M.params() + "{ " + M.tuple(St.Id) + " -> " +
                                                           S.Arrays[Scalar].Name +
                                                           "[] : " + M.constraints(St.Id) + " }")
                            .release()));
    if (!W || !Rd) return std::nullopt;
    Writes = Writes ? isl::UnionMap(isl_union_map_union(Writes.release(), W.release())) : W;
    Reads = Reads ? isl::UnionMap(isl_union_map_union(Reads.release(), Rd.release())) : Rd;
    PolyStatement PS;
    PS.Name = "S" + std::to_string(St.Id);
    for (int L : St.Loops)
      PS.Iterators.push_back(S.Loops[L].CName);
    PS.Text = St.CText;
    PS.NoText = St.CTextWhy;
    PS.Where = St.Where;
    P.Statements.push_back(PS);
  }
  P.Assumptions = S.Assumptions;
  for (const ArrayInfo& A : S.Arrays)
    if (A.Decl && P.ThreadLocal.empty() && isThreadLocal(A.Decl, ThreadPrivate))
      P.ThreadLocal = A.Decl->getName().str();
  P.Domain = M.params() + "{ " + Domain + " }";
  P.Schedule = toString(M.schedule());
  P.Writes = toString(Writes);
  P.Reads = toString(Reads);
  // Two declarations of one name in different loops (`double t` in each) are one scalar of the
  // model, as they are one name in its accesses: listed twice, the OpenMP loops would name it
  // twice in a data clause, which compilers reject.
  auto AddOnce = [](std::vector<std::string>& Names, const std::string& Name) {
    if (std::find(Names.begin(), Names.end(), Name) == Names.end()) Names.push_back(Name);
  };
  for (const ArrayInfo& A : S.Arrays)
    if (A.IsScalar) AddOnce(P.WrittenScalars, A.Name);
  for (const auto& [Name, Type] : S.LocalScalars)
    P.LocalScalars.push_back({Name, Type});
  for (const auto& [Id, V] : S.LiveOutScalars)
    AddOnce(P.LiveOutScalars, S.Arrays[Id].Name);
  Region Tmp;
  fillBindings(Tmp, S, Translation{}, F, Ctx);
  P.Bindings = Tmp.Bindings;
  P.MayAlias = Tmp.MayAlias;
  return P;
}

/// Values of the iterators of the loops around a region inside a loop's body, where they are
/// parameters: what the cost model takes for them.
using Estimates = std::map<std::string, int64_t>;

/// Gives the enclosing loops' iterators their estimates (they have no known value inside).
void estimateOuterIterators(Scop& S, const Estimates& Outer) {
  for (auto& [Name, P] : S.Params)
    if (auto It = Outer.find(Name); It != Outer.end() && !P.Value) P.Estimate = It->second;
}

/// The variable an expression names, or null.
const VarDecl* namedVariable(const Expr* E) {
  const auto* DR = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

/// A loop's iterator and its value half-way through its range, for the regions in its body:
/// the bounds' values when they are constants or iterators further out, else 0 for the first
/// and the default size for the last (a parameter's default estimate).
std::optional<std::pair<std::string, int64_t>> middleIteration(const ForStmt* L, ASTContext& Ctx,
                                                               const Estimates& Outer) {
  const auto* Cond =
      L->getCond() ? dyn_cast<BinaryOperator>(L->getCond()->IgnoreParenImpCasts()) : nullptr;
  const VarDecl* V = Cond && Cond->isComparisonOp() ? namedVariable(Cond->getLHS()) : nullptr;
  if (!V) return std::nullopt;
  const Expr* Init = nullptr;
  if (const auto* B = dyn_cast_or_null<BinaryOperator>(L->getInit()); B && B->isAssignmentOp())
    Init = B->getRHS();
  else if (const auto* DS = dyn_cast_or_null<DeclStmt>(L->getInit()); DS && DS->isSingleDecl())
    if (const auto* VD = dyn_cast<VarDecl>(DS->getSingleDecl())) Init = VD->getInit();
  auto ValueOf = [&](const Expr* E, int64_t Otherwise) {
    Expr::EvalResult R;
    if (E && E->EvaluateAsInt(R, Ctx)) return R.Val.getInt().getExtValue();
    if (const VarDecl* W = namedVariable(E))
      if (auto It = Outer.find(W->getName().str()); It != Outer.end()) return It->second;
    return Otherwise;
  };
  int64_t Low = ValueOf(Init, 0), High = ValueOf(Cond->getRHS(), ParamInfo().Estimate);
  return std::make_pair(V->getName().str(), (Low + High) / 2);
}

/// The IR of a modelled region, from the model built again over its views: its defs, their
/// translation, and the symbols' bindings; or why it has none.
void translateViewed(Region& R, Scop& S, const AffineModel& M, isl::Context& Ctx,
                     const FunctionDecl* F, ASTContext& AstCtx, const std::string& KernelName,
                     bool ClassifyLoops) {
  // Views shift subscripts: the relations are built again from them.
  std::optional<AffineModel> Viewed;
  if (std::any_of(S.Arrays.begin(), S.Arrays.end(), [](const ArrayInfo& A) { return A.Viewed; }))
    Viewed.emplace(S, Ctx);
  const AffineModel& Used = Viewed ? *Viewed : M;
  if (!Used.error().empty()) {
    R.Rejected = rejection(Refusal::NoViewModel, {Used.error()}, R.Begin);
    return;
  }
  DefPlan Plan = planDefs(S, Used);
  if (Plan.Failure) {
    R.Rejected = Plan.Failure;
    return;
  }
  Translation T = translate(S, Used, Plan, Ctx, KernelName);
  if (T.Failure) {
    R.Rejected = T.Failure;
    if (R.Rejected->Where.File.empty()) R.Rejected->Where = R.Begin;
    return;
  }
  R.IrText = T.Ir;
  for (const Def& D : Plan.Defs) {
    R.Recurrence |= !D.Recurrence.empty();
    std::vector<std::string> Names;
    for (int St : D.Statements)
      Names.push_back("S" + std::to_string(S.Statements[St].Id));
    R.DefStatements.push_back(Names);
  }
  if (ClassifyLoops) R.Loops = Used.classifyLoops();
  fillBindings(R, S, T, F, AstCtx);
}

Region liftCandidate(const SourceInfo& Source, const FunctionDecl* F, const Candidate& C,
                     const ScopMarks& Marks, const std::string& KernelName, bool ClassifyLoops,
                     const Estimates& Outer, bool PointersNull = false) {
  Region R;
  R.Function = F->getName().str();
  R.FromPragma = C.FromPragma;
  bool Movable = setRange(R, Source, C, Marks);
  const SourceManager& SM = Source.context().getSourceManager();
  auto RefuseForOmp = [&](const std::vector<std::string>& LiveOut, bool RestoresIterators) {
    std::string Why = ompRefusal(C.Stmts, C.Enclosing, LiveOut, RestoresIterators, SM, Marks);
    if (!Why.empty()) R.Rejected = rejection(Refusal::UserOpenMP, {Why}, R.Begin);
    return !Why.empty();
  };
  // What the user's OpenMP makes of the loop (work-sharing, a team around it) is the reason
  // to give before how its pragmas are spelled.
  if (RefuseForOmp({}, false)) return R;
  R.Rejected = Movable ? configurationDirective(R, Source, Marks)
                       : rejection(Refusal::PragmaOperator, {}, R.Begin);
  if (R.Rejected) return R;
  R.OnUserThreads = runsOnUserThreads(C.Stmts, SM, Marks);
  Scop S;
  S.EffectiveTypes = Source.strictAliasing();
  ModelBuilder Builder(Source, F, S);
  if (PointersNull) Builder.takePointersAsNull();
  if (auto Why = Builder.build(C.Stmts)) {
    R.Rejected = Why;
    return R;
  }
  std::vector<std::string> LiveOut;
  for (const auto& [Id, V] : S.LiveOutScalars)
    LiveOut.push_back(S.Arrays[Id].Name);
  if (RefuseForOmp(LiveOut, !S.Epilogue.empty())) return R;
  R.Epilogue = S.Epilogue;
  R.SteppedAcross = S.SteppedAcross;
  R.Hoisted = S.Hoisted;
  R.NullTested = S.NullTested;
  R.Statements = static_cast<unsigned>(S.Statements.size());
  for (const auto& [Name, P] : S.Params)
    R.Parameters.push_back(Parameter{Name, P.Value, P.Estimate, P.Wide});
  bool AnyWrite = false;
  for (const StatementModel& St : S.Statements) {
    AnyWrite |= !St.ScalarOnly;
    if (St.Array >= 0 && S.Arrays[St.Array].Shape == ArrayInfo::Gathered) {
      R.Rejected = rejection(Refusal::GatheredStore,
                             {storeToGatheredReason(St.Text, S.Arrays[St.Array].Name)}, St.Where);
      return R;
    }
  }
  if (!AnyWrite && S.LiveOutScalars.empty()) {
    R.Rejected = rejection(Refusal::NoLiveStore, {}, R.Begin);
    return R;
  }
  isl::Context Ctx;
  AffineModel M(S, Ctx);
  if (!M.error().empty()) {
    R.Rejected = rejection(Refusal::NoAffineModel, {M.error()}, R.Begin);
    return R;
  }
  if (auto Shared = lanesShareElements(S, M)) {
    R.Rejected = Shared;
    return R;
  }
  if (auto Reordered = tilesReordered(S, M)) {
    R.Rejected = Reordered;
    return R;
  }
  R.Poly = polyModel(S, M, F, Source.context(), Marks.ThreadPrivate);
  // The statements of a re-rolled loop's lanes have no C text of their own in the new order,
  // nor those of a countdown `while`, whose iterator is the model's own, nor the point loops
  // of hand tiling, which run over other ranges than their headers say.
  if (std::any_of(S.Loops.begin(), S.Loops.end(),
                  [](const LoopModel& L) { return L.Lanes || L.Countdown || L.Tiled; }))
    R.Poly.reset();
  // Delinearised accesses are exact only inside their rows: proved, or assumed and checked.
  RowAssumptions Rows = checkRows(S, M);
  if (Rows.Failure) {
    R.Poly.reset(); // the accesses are not exact: no rescheduling either
    R.Rejected = Rows.Failure;
    return R;
  }
  // Rescheduled loops rest on the same rows as the library forms: their guard checks them too.
  if (R.Poly)
    R.Poly->Assumptions.insert(R.Poly->Assumptions.end(), Rows.Conditions.begin(),
                               Rows.Conditions.end());
  if (Builder.deferred()) {
    R.Rejected = Builder.deferred();
    return R;
  }
  R.Assumptions = S.Assumptions;
  R.Assumptions.insert(R.Assumptions.end(), Rows.Conditions.begin(), Rows.Conditions.end());
  estimateOuterIterators(S, Outer); // views choose among cases of their bounds by estimates
  for (std::string& C : viewArrays(S, M))
    R.Assumptions.push_back(std::move(C));
  estimateOuterIterators(S, Outer); // a view's start may have been estimated as 0
  for (Parameter& P : R.Parameters)
    P.DefaultValue = S.Params[P.Name].Estimate;
  translateViewed(R, S, M, Ctx, F, Source.context(), KernelName, ClassifyLoops);
  return R;
}

/// Lifts a candidate and, where the whole may give no form of its own (refused, a recurrence,
/// which has no library form but through an idiom, a gather, which has none, nests joined by
/// an index one steps and the next continues, or any region inside a loop), what lies inside it:
/// each top-level nest of a run of several on its own
/// (`Region::Parts`), and the regions of a lone loop's body with its iterator as a parameter
/// (`Region::Inner`), recursively.
struct NestedLifter {
  const SourceInfo& Source;
  const FunctionDecl* F;
  const ScopMarks& Marks;
  const LiftOptions& Options;

  Region lift(const Candidate& C, const std::string& Name, const Estimates& Outer) const {
    Region R = liftCandidate(Source, F, C, Marks, Name, Options.ClassifyLoops, Outer);
    // Inside a loop, a lifted region may still have no library form where its pieces have.
    bool Gathers = std::any_of(R.Bindings.begin(), R.Bindings.end(),
                               [](const Binding& B) { return B.Gathered; });
    if (R.lifted() && !R.Recurrence && !Gathers && !R.SteppedAcross && Outer.empty()) return R;
    // The statements between the nests (scalar set-up in a `#pragma scop`) stay as written.
    if (C.Stmts.size() >= 2) {
      for (size_t K = 0; K < C.Stmts.size(); ++K)
        if (isa<ForStmt>(C.Stmts[K]))
          R.Parts.push_back(lift({{C.Stmts[K]}, C.FromPragma, C.Enclosing},
                                 Name + "_part" + std::to_string(K + 1), Outer));
      return R;
    }
    const auto* Loop = dyn_cast<ForStmt>(C.Stmts.front());
    if (!Loop) return R;
    Estimates Inside = Outer;
    if (auto Middle = middleIteration(Loop, Source.context(), Outer)) Inside.insert(*Middle);
    // A loop carrying the user's OpenMP directive encloses the regions of its body.
    const SourceManager& SM = Source.context().getSourceManager();
    UserOmp Around = C.Enclosing.Role != OmpRole::None ? C.Enclosing : userOmpOf(Loop, SM, Marks);
    std::vector<Candidate> Body = findRegionsInLoop(Loop, SM, Marks, Around);
    for (size_t K = 0; K < Body.size(); ++K)
      R.Inner.push_back(lift(Body[K], Name + "_inner" + std::to_string(K + 1), Inside));
    return R;
  }
};

/// The calls of the region's function, for it and the pieces lifted inside it.
void setCallSites(Region& R, const std::vector<CallSite>& Sites, bool All) {
  R.CallSites = Sites;
  R.AllCallsShown = All;
  for (auto* Pieces : {&R.Parts, &R.Inner})
    for (Region& P : *Pieces)
      setCallSites(P, Sites, All);
}

} // namespace

std::vector<Region> liftTranslationUnit(ASTContext& Ctx, Preprocessor* PP, ScopMarks& Marks,
                                        const LiftOptions& Options) {
  std::vector<Region> Out;
  recordAstDirectives(Ctx, Marks);
  SourceInfo Source(Ctx, PP);
  Source.setStrictAliasing(Options.StrictAliasing);
  Configuration Config(Ctx, PP, Marks);
  Source.setConfiguration(&Config);
  const SourceManager& SM = Ctx.getSourceManager();
  llvm::Regex Filter(Options.FunctionFilter);
  CallSitesByFunction Calls = collectCallSites(Source);
  std::set<const FunctionDecl*> Shown = allCallsShown(Source, Calls);
  for (const Decl* D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto* F = dyn_cast<FunctionDecl>(D);
    if (!F || !F->doesThisDeclarationHaveABody() ||
        !SM.isInMainFile(SM.getExpansionLoc(F->getLocation())))
      continue;
    if (!Options.FunctionFilter.empty() && !Filter.match(F->getName())) continue;
    if (partOfDeclaredMeaning(F) || Options.TargetFunctions.count(F->getName().str())) continue;
    std::vector<Candidate> Cands = findRegions(F, Marks, SM);
    NestedLifter Lifter{Source, F, Marks, Options};
    for (size_t I = 0; I < Cands.size(); ++I) {
      std::string Name = F->getName().str();
      if (Cands.size() > 1) Name += "_" + std::to_string(I + 1);
      Out.push_back(Lifter.lift(Cands[I], Name, {}));
      // Loops that test a pointer for null lift once more with it null: a second version.
      if (Region& R = Out.back(); R.lifted() && !R.NullTested.empty())
        if (Region Null = liftCandidate(Source, F, Cands[I], Marks, Name + "_null",
                                        Options.ClassifyLoops, {}, /*PointersNull=*/true);
            Null.lifted())
          R.WhenNull = std::make_shared<const Region>(std::move(Null));
      if (auto It = Calls.find(F->getCanonicalDecl()); It != Calls.end())
        setCallSites(Out.back(), It->second, Shown.count(It->first) > 0);
    }
  }
  return Out;
}

} // namespace liar::lifting
