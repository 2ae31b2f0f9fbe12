// The data a region's expressions read: scalars, arrays and their subscripts.
#include "lifting/Declarations.h"
#include "lifting/Delinearize.h"
#include "lifting/ModelBuilder.h"
#include "lifting/WrittenVariables.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <algorithm>

namespace liar::lifting {

using namespace clang;

int ModelBuilder::scalarId(const VarDecl* V) {
  if (auto It = Arrays.find(V); It != Arrays.end()) return It->second;
  ArrayInfo A;
  A.Id = static_cast<int>(Model.Arrays.size());
  A.Name = V->getName().str();
  A.Decl = V;
  A.ElementType = irElementType(scalarType(V));
  A.CType = cElementType(scalarType(V));
  A.IsScalar = true;
  A.Kind = DeclKind::Scalar;
  Model.Arrays.push_back(A);
  return Arrays[V] = A.Id;
}

int ModelBuilder::arrayId(const VarDecl* V, const Expr* At) {
  if (auto It = Arrays.find(V); It != Arrays.end()) return It->second;
  ArrayInfo A;
  A.Id = static_cast<int>(Model.Arrays.size());
  std::string Why = derefTarget(At) == V ? describePointee(V, A) : describeArray(V, Aff, Source, A);
  if (!Why.empty()) {
    reject(Refusal::ArrayKind, {Why}, At);
    return -1;
  }
  if (Fields.isArrayField(V)) A.Kind = DeclKind::FixedParam; // may be any struct's storage
  Model.Arrays.push_back(A);
  return Arrays[V] = A.Id;
}

ValuePtr ModelBuilder::scalarValue(const VarDecl* V, const Expr* At) {
  auto It = Env.find(V);
  if (It != Env.end()) {
    if (!It->second) {
      reject(Refusal::ReadAfterAssigningLoop, {V->getName()}, At);
      return nullptr;
    }
    if (Current >= 0 && Written.count(V))
      Model.Statements[Current].ScalarReads.push_back(scalarId(V));
    return It->second;
  }
  // Not assigned yet in the region: the value it had on entry, an input of the region.
  if (LaneArrays.count(V)) {
    reject(Refusal::LaneArrayOrder, {V->getName()}, At);
    return nullptr;
  }
  EntryReads.insert(V);
  std::string Type = irElementType(V->getType());
  if (Type.empty()) {
    reject(Refusal::ScalarType, {V->getName(), V->getType().getAsString()}, At);
    return nullptr;
  }
  if (Current >= 0 && Written.count(V))
    Model.Statements[Current].ScalarReads.push_back(scalarId(V));
  if (Written.count(V)) scalarId(V); // so that the IR declares it
  Model.Scalars[V->getName().str()] = Type;
  Model.ScalarDecls[V->getName().str()] = V;
  auto S = std::make_shared<Value>();
  S->K = Value::Scalar;
  S->Text = V->getName().str();
  S->IsInt = V->getType()->isIntegerType();
  return S;
}

const Expr* ModelBuilder::steppedIndex(const Expr* I, const Frame& F) {
  const auto* U = dyn_cast<UnaryOperator>(I->IgnoreParenImpCasts());
  const VarDecl* V = U && U->isPostfix() ? assignedVariable(U->getSubExpr()) : nullptr;
  if (!V || !Walking.count(V) || !V->getType()->isIntegerType()) return I;
  // `out[k++]`: the element at k, then k steps once the statement is done. Under a condition
  // the step would not be once per trip, and a second step in one statement is unsequenced.
  if (Pending.count(V) || F.Sc.Guarded || !F.Guards.empty() || F.DataCondition) return I;
  Pending[V] = U->isIncrementOp() ? 1 : -1;
  return U->getSubExpr();
}

void ModelBuilder::readIndices(const std::set<const VarDecl*>& Indices) {
  if (Current < 0) return;
  StatementModel& St = Model.Statements[Current];
  for (const VarDecl* I : Indices) {
    // A stepped index has no statements of its own: its value is in the subscripts, and a
    // statement re-printed elsewhere would read another value.
    if (Walking.count(I))
      St.CText.clear();
    else
      St.ScalarReads.push_back(scalarId(I));
  }
}

const MemberExpr* ModelBuilder::structElement(const Expr* E) const {
  const auto* ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  if (!ME || ME->isArrow() || !ME->getType()->isArithmeticType()) return nullptr;
  return isa<ArraySubscriptExpr>(ME->getBase()->IgnoreParenImpCasts()) ? ME : nullptr;
}

bool ModelBuilder::fieldSubscripts(const MemberExpr* Member, Frame& F, const VarDecl** Base,
                                   std::vector<Affine>& Subs) {
  const auto* Element = cast<ArraySubscriptExpr>(Member->getBase()->IgnoreParenImpCasts());
  const auto* Field = dyn_cast<FieldDecl>(Member->getMemberDecl());
  const RecordDecl* Record = Field ? Field->getParent() : nullptr;
  auto Refuse = [&](const std::string& Why) {
    reject(Refusal::MemberAccess, {Source.text(Member), Why}, Member);
    return false;
  };
  if (!Field || Field->isBitField() || !Record || Record->isUnion())
    return Refuse("is not a field of an array of structs");
  const ASTContext& Ctx = Source.context();
  int64_t RecordSize = Ctx.getTypeSizeInChars(Ctx.getRecordType(Record)).getQuantity();
  int64_t FieldSize = Ctx.getTypeSizeInChars(Field->getType()).getQuantity();
  if (FieldSize <= 0 || RecordSize % FieldSize != 0)
    return Refuse("is not a whole number of its elements from the next struct's");
  const Expr* ArrayExpr = Element->getBase()->IgnoreParenImpCasts();
  const VarDecl* Array = isa<DeclRefExpr>(ArrayExpr) || isa<MemberExpr>(ArrayExpr)
                             ? baseVariable(ArrayExpr, F)
                             : nullptr;
  if (failed()) return false;
  if (!Array) return Refuse("is not in an array of structs the region names");
  if (Written.count(Array)) return Refuse("indexes a pointer the region assigns");
  std::set<const VarDecl*> IndexReads;
  IndexVars.collect(Element->getIdx(), F.Sc, IndexReads);
  readIndices(IndexReads);
  const Expr* Offender = nullptr;
  std::optional<Affine> Index = Aff.build(Element->getIdx(), F.Sc, &Offender);
  if (!Index) return Refuse("has a subscript that is not affine");
  const VarDecl* V = Fields.fieldPointer(Member, Array, F.Sc);
  int Id = V ? arrayId(V, Member) : -1;
  if (Id < 0) return false;
  ArrayInfo& A = Model.Arrays[Id];
  A.Shape = ArrayInfo::AsDeclared;
  A.StructBase = Array->getName().str();
  A.StructField = Field->getName().str();
  Subs = {Index->scaled(RecordSize / FieldSize)};
  *Base = V;
  return true;
}

bool ModelBuilder::subscripts(const Expr* E, Frame& F, const VarDecl** Base,
                              std::vector<Affine>& Subs) {
  if (const MemberExpr* Member = structElement(E)) return fieldSubscripts(Member, F, Base, Subs);
  const Expr* Whole = E;
  std::vector<const Expr*> Indices;
  const VarDecl* V = subscriptedVariable(Whole, F, Indices);
  if (!V) return false;
  BaseOffset Offset;
  if (auto It = Derived.find(V); It != Derived.end()) {
    if (It->second.Terms.size() > 1)
      Offset.Note = " (the offset of pointer '" + V->getName().str() +
                    "' from its base has several terms that vary in the loops: one row index "
                    "times a row length, plus affine terms, delinearises)";
    V = It->second.Base;
    if (!It->second.Terms.empty()) Offset.Terms = &It->second.Terms;
    // The statement names a pointer the new code does not declare: it cannot be re-printed.
    if (Current >= 0) Model.Statements[Current].CText.clear();
  }
  if (Written.count(V) && V->getType()->isPointerType() && !isa<ParmVarDecl>(V)) {
    reject(Refusal::PointerReassigned, {V->getName()}, Whole);
    return false;
  }
  int Id = arrayId(V, Whole);
  if (Id < 0) return false;
  ArrayInfo& A = Model.Arrays[Id];
  // A one-dimensional array indexed `X*n + Y` is seen as rows of length n.
  bool Rows = Indices.size() == 1 && (A.Dims.size() == 1 || A.Shape == ArrayInfo::Linearised);
  bool Done = Rows ? rowSubscripts(Whole, Indices[0], Offset, A, F, Subs)
                   : declaredSubscripts(Whole, Indices, Offset, A, F, Subs);
  if (Done) *Base = V;
  return Done;
}

const VarDecl* ModelBuilder::subscriptedVariable(const Expr* Whole, Frame& F,
                                                 std::vector<const Expr*>& Indices) {
  const Expr* E = Whole->IgnoreParenImpCasts();
  while (const auto* AS = dyn_cast<ArraySubscriptExpr>(E)) {
    Indices.insert(Indices.begin(), steppedIndex(AS->getIdx(), F));
    E = AS->getBase()->IgnoreParenImpCasts();
  }
  // A subscript through an index variable reads it, as the statement's C text does.
  std::set<const VarDecl*> IndexReads;
  for (const Expr* I : Indices)
    IndexVars.collect(I, F.Sc, IndexReads);
  readIndices(IndexReads);
  const VarDecl* V = isa<DeclRefExpr>(E) || isa<MemberExpr>(E) ? baseVariable(E, F) : nullptr;
  if (!V && isa<MemberExpr>(E)) {
    reject(Refusal::ArrayBaseParameter, {Source.text(E), Source.text(Whole), offenderReason(E)},
           Whole);
    return nullptr;
  }
  if (!V)
    reject(isa<BinaryOperator>(E) || isa<UnaryOperator>(E) ? Refusal::ArrayBaseArithmetic
                                                           : Refusal::ArrayBaseExpression,
           {Source.text(E), Source.text(Whole)}, Whole);
  return V;
}

ValuePtr ModelBuilder::gatherIndex(const Expr* Whole, const Expr* Index, ArrayInfo& A, Frame& F) {
  if (!Reading) {
    reject(Refusal::GatheredStore, {storeToGatheredReason(Source.text(Whole), A.Name)}, Whole);
    return nullptr;
  }
  int Id = A.Id; // reading the index may add arrays to the model, moving A
  ValuePtr I = value(Index, F);
  if (!I) return nullptr;
  if (!I->IsInt) {
    reject(Refusal::SubscriptNotInteger, {Source.text(Whole)}, Whole);
    return nullptr;
  }
  Model.Arrays[Id].Shape = ArrayInfo::Gathered;
  return I;
}

bool ModelBuilder::rowSubscripts(const Expr* Whole, const Expr* Index, const BaseOffset& Offset,
                                 ArrayInfo& A, Frame& F, std::vector<Affine>& Subs) {
  if (A.Shape == ArrayInfo::Gathered && !Offset.Terms)
    return (Gathered = gatherIndex(Whole, Index, A, F)) != nullptr;
  const Expr* Offender = nullptr;
  auto Plain = A.Shape == ArrayInfo::Linearised ? std::nullopt : Aff.build(Index, F.Sc, &Offender);
  for (size_t T = 0; Plain && Offset.Terms && T < Offset.Terms->size(); ++T) {
    auto Start = Aff.build((*Offset.Terms)[T], F.Sc, &Offender);
    Plain = Start ? std::optional<Affine>(*Start + *Plain) : std::nullopt;
  }
  auto D = Plain          ? std::nullopt
           : Offset.Terms ? delinearizeOffset(*Offset.Terms, Index, Aff, F.Sc, Source)
                          : delinearize(Index, Aff, F.Sc, Source);
  if (D) return delinearizedSubscripts(Whole, *D, A, Subs);
  if (Plain && A.Shape != ArrayInfo::Linearised) {
    A.Shape = ArrayInfo::AsDeclared;
    Subs = {*Plain};
    return true;
  }
  // Only read here so far, and read only: any element may be read, the array is an input.
  if (Reading && A.Shape == ArrayInfo::Unseen && !Offset.Terms && !Written.count(A.Decl))
    return (Gathered = gatherIndex(Whole, Index, A, F)) != nullptr;
  reject(Refusal::NonAffineSubscript,
         {Source.text(Whole),
          A.Shape == ArrayInfo::Linearised ? " (other accesses delinearise it)" : Offset.Note},
         Whole);
  return false;
}

bool ModelBuilder::delinearizedSubscripts(const Expr* Whole, const Delinearized& D, ArrayInfo& A,
                                          std::vector<Affine>& Subs) {
  if (A.Shape == ArrayInfo::Unseen) {
    A.Shape = ArrayInfo::Linearised;
    A.Dims.assign(1, Affine());
    A.DimSpelling.assign(1, "");
    for (size_t K = 0; K < D.RowLengths.size(); ++K) {
      A.Dims.push_back(D.RowLengths[K]);
      A.DimSpelling.push_back(D.RowSpellings[K]);
    }
  }
  bool Consistent = A.Shape == ArrayInfo::Linearised && D.RowLengths.size() + 1 == A.Dims.size() &&
                    std::equal(D.RowLengths.begin(), D.RowLengths.end(), A.Dims.begin() + 1);
  if (!Consistent) {
    reject(Refusal::RowLength, {Source.text(Whole), A.Name}, Whole);
    return false;
  }
  for (size_t K = 0; K < D.RowLengths.size(); ++K)
    Model.RowChecks.push_back(RowCheck{Current, D.Subscripts[K + 1], D.RowLengths[K],
                                       Source.text(Whole), Source.location(Whole->getBeginLoc())});
  Subs = D.Subscripts;
  return true;
}

bool ModelBuilder::declaredSubscripts(const Expr* Whole, const std::vector<const Expr*>& Indices,
                                      const BaseOffset& Offset, const ArrayInfo& A, Frame& F,
                                      std::vector<Affine>& Subs) {
  if (Offset.Terms) {
    reject(Refusal::DerivedPointerIndex,
           {Source.text(Whole), A.Name, std::to_string(A.Dims.size())}, Whole);
    return false;
  }
  if (Indices.size() != A.Dims.size()) {
    reject(
        Refusal::PartialIndexing,
        {Source.text(Whole), std::to_string(Indices.size()), std::to_string(A.Dims.size()), A.Name},
        Whole);
    return false;
  }
  for (const Expr* I : Indices) {
    const Expr* Offender = nullptr;
    auto S = Aff.build(I, F.Sc, &Offender);
    if (!S) {
      if (!rejectUnspellable(Whole, Offender))
        reject(Refusal::NonAffineSubscript, {Source.text(Whole), offenderReason(Offender)}, Whole);
      return false;
    }
    Subs.push_back(*S);
  }
  return true;
}

const VarDecl* ModelBuilder::derefTarget(const Expr* E) const {
  const auto* U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
  if (!U || U->getOpcode() != UO_Deref) return nullptr;
  const auto* DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts());
  const auto* P = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
  if (!P || !P->getType()->isPointerType() || Written.count(P) ||
      !P->getType()->getPointeeType()->isArithmeticType())
    return nullptr;
  return P;
}

ValuePtr ModelBuilder::read(const Expr* E, Frame& F) {
  if (walkingPointer(E)) {
    const VarDecl* Base = nullptr;
    auto V = std::make_shared<Value>();
    if (!walkingAccess(E, F, &Base, V->Subscripts) || failed()) return nullptr;
    V->K = Value::Read;
    V->Array = arrayId(Base, E);
    if (V->Array < 0) return nullptr;
    V->Origin = Current;
    V->IsInt = Model.Arrays[V->Array].ElementType == "int";
    return V;
  }
  if (const VarDecl* Out = derefTarget(E)) {
    auto V = std::make_shared<Value>();
    V->K = Value::Read;
    V->Array = arrayId(Out, E);
    if (V->Array < 0) return nullptr;
    V->Origin = Current;
    V->IsInt = Model.Arrays[V->Array].ElementType == "int";
    return V;
  }
  if (const VarDecl* Lane = laneArray(E)) return scalarValue(Lane, E);
  const VarDecl* Base = nullptr;
  std::vector<Affine> Subs;
  Reading = true;
  Gathered = nullptr;
  bool Done = subscripts(E, F, &Base, Subs);
  Reading = false;
  if (!Done) return nullptr;
  auto V = std::make_shared<Value>();
  V->K = Value::Read;
  V->Array = Arrays[Base];
  V->Subscripts = std::move(Subs);
  if (Gathered) {
    V->Gather = true;
    V->Args = {std::move(Gathered)};
  }
  V->Origin = Current;
  V->IsInt = Model.Arrays[V->Array].ElementType == "int";
  return V;
}

std::optional<bool> ModelBuilder::nullTest(const Expr* Cond) {
  Cond = Cond->IgnoreParenImpCasts();
  bool Negated = false;
  const Expr* Pointer = Cond;
  if (const auto* U = dyn_cast<UnaryOperator>(Cond); U && U->getOpcode() == UO_LNot) {
    Negated = true;
    Pointer = U->getSubExpr()->IgnoreParenImpCasts();
  } else if (const auto* B = dyn_cast<BinaryOperator>(Cond);
             B && (B->getOpcode() == BO_EQ || B->getOpcode() == BO_NE)) {
    auto IsNull = [&](const Expr* X) {
      return X->isNullPointerConstant(Source.context(), Expr::NPC_ValueDependentIsNotNull) !=
             Expr::NPCK_NotNull;
    };
    Negated = B->getOpcode() == BO_EQ;
    Pointer = IsNull(B->getRHS())   ? B->getLHS()->IgnoreParenImpCasts()
              : IsNull(B->getLHS()) ? B->getRHS()->IgnoreParenImpCasts()
                                    : nullptr;
  }
  const auto* DR = Pointer ? dyn_cast<DeclRefExpr>(Pointer) : nullptr;
  const auto* V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  // A helper's pointer has no name in the caller's code, where the guard checks the assumption.
  if (!V || !V->getType()->isPointerType() || Written.count(V) ||
      V->getType().isVolatileQualified() || ReaderVariables.count(V))
    return std::nullopt;
  std::string Name = V->getName().str();
  std::string Assumed = Name + (PointersNull ? " == 0" : " != 0");
  if (assume(Assumed)) {
    Model.NullTested.push_back(Name);
  }
  return PointersNull == Negated;
}

} // namespace liar::lifting
