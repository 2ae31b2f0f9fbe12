#include "lifting/FieldLoads.h"

#include "lifting/AffineBuilder.h"
#include "lifting/ArrayViews.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace liar::lifting {

using namespace clang;

namespace {

/// `M->rows`, `s.n`, `a->b->c` as C, from a chain of fields over one variable; nullopt for
/// anything else (`(*p).x`, `f()->x`, `a[i].x`).
std::optional<std::string> chainText(const Expr* E) {
  E = E->IgnoreParenImpCasts();
  if (const auto* DR = dyn_cast<DeclRefExpr>(E))
    if (isa<VarDecl>(DR->getDecl())) return DR->getDecl()->getName().str();
  const auto* M = dyn_cast<MemberExpr>(E);
  if (!M) return std::nullopt;
  auto Base = chainText(M->getBase());
  if (!Base) return std::nullopt;
  return *Base + (M->isArrow() ? "->" : ".") + M->getMemberDecl()->getName().str();
}

const VarDecl* rootVariable(const Expr* E) {
  E = E->IgnoreParenImpCasts();
  while (const auto* M = dyn_cast<MemberExpr>(E))
    E = M->getBase()->IgnoreParenImpCasts();
  const auto* DR = dyn_cast<DeclRefExpr>(E);
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

/// The fields E's chain loads, outermost (E itself) first.
std::vector<const MemberExpr*> loads(const MemberExpr* E) {
  std::vector<const MemberExpr*> Out;
  const auto* M = E;
  while (M) {
    Out.push_back(M);
    M = dyn_cast<MemberExpr>(M->getBase()->IgnoreParenImpCasts());
  }
  return Out;
}

/// A name for the copy of an expression (`B * T` -> `B_T`, `ld*ld` -> `ld_ld`): its words
/// joined by `_`.
std::string nameFor(const std::string& Spelled) {
  std::string Name;
  bool Gap = false;
  for (char C : Spelled) {
    if (std::isalnum(static_cast<unsigned char>(C)) || C == '_') {
      if (Gap && !Name.empty()) Name += '_';
      Name += C;
      Gap = false;
    } else {
      Gap = true;
    }
  }
  return Name.empty() || std::isdigit(static_cast<unsigned char>(Name[0])) ? "size_" + Name : Name;
}

bool isWord(const std::string& Text, const std::string& W) {
  auto IdChar = [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; };
  for (size_t P = Text.find(W); P != std::string::npos; P = Text.find(W, P + 1))
    if ((P == 0 || !IdChar(Text[P - 1])) &&
        (P + W.size() == Text.size() || !IdChar(Text[P + W.size()])))
      return true;
  return false;
}

class StoreScanner : public RecursiveASTVisitor<StoreScanner> {
public:
  std::function<void(const Expr*)> OnStore;
  bool VisitBinaryOperator(BinaryOperator* B) {
    if (B->isAssignmentOp()) OnStore(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator* U) {
    if (U->isIncrementDecrementOp()) OnStore(U->getSubExpr());
    return true;
  }
};

/// Finds an expression that makes a pointer into Root: `&Root`, `&Root.f`, an array field of
/// Root used as a pointer.
class AddressUses : public RecursiveASTVisitor<AddressUses> {
public:
  explicit AddressUses(const VarDecl* Root) : Root(Root) {}
  bool Found = false;
  bool VisitUnaryOperator(UnaryOperator* U) {
    if (U->getOpcode() == UO_AddrOf && rootVariable(U->getSubExpr()) == Root) Found = true;
    return !Found;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr* C) {
    if (C->getCastKind() == CK_ArrayToPointerDecay && rootVariable(C->getSubExpr()) == Root)
      Found = true;
    return !Found;
  }

private:
  const VarDecl* Root;
};

} // namespace

FieldLoads::FieldLoads(const SourceInfo& Source, const FunctionDecl* Function, Scop& Model)
    : Source(Source), Function(Function), Model(Model) {}

void FieldLoads::scan(const Stmt* S) {
  StoreScanner Scanner;
  Scanner.OnStore = [&](const Expr* Lhs) {
    Lhs = Lhs->IgnoreParenImpCasts();
    QualType T = Lhs->getType().getCanonicalType().getUnqualifiedType();
    if (isa<DeclRefExpr>(Lhs) && T->isScalarType()) return; // a variable, not a field
    if ((isa<ArraySubscriptExpr>(Lhs) || isa<UnaryOperator>(Lhs)) && T->isScalarType()) {
      Stored.push_back({T, Source.text(Lhs)});
      return;
    }
    if (AnyField.empty()) AnyField = Source.text(Lhs);
  };
  Scanner.TraverseStmt(const_cast<Stmt*>(S));
}

std::string FieldLoads::storeChanging(QualType Field) const {
  if (!AnyField.empty()) return AnyField;
  // Without the effective-type rules, any store may be to the field.
  if (!Source.strictAliasing() && !Stored.empty()) return Stored.front().second;
  Field = Field.getCanonicalType().getUnqualifiedType();
  for (const auto& [T, Text] : Stored)
    if (T->isCharType() || T == Field || (T->isIntegerType() && Field->isIntegerType()) ||
        (T->isPointerType() && Field->isPointerType()))
      return Text;
  return "";
}

void FieldLoads::recordUses(const MemberExpr* E, const Scope& Sc) {
  for (const MemberExpr* M : loads(E))
    if (M->isArrow()) recordUse(*chainText(M->getBase()), Sc);
}

void FieldLoads::recordUse(const std::string& Root, const Scope& Sc) {
  bool Rectangular = !Sc.Guarded;
  for (int L : Sc.Loops) {
    // Whether the loop runs must not depend on outer iterators, and must print as C (a
    // division atom prints as ISL's `floor(...)`).
    Affine Trips = Model.Loops[L].High - Model.Loops[L].Low;
    Rectangular &= Trips.iterators().empty() && cText(Trips).find('(') == std::string::npos;
  }
  if (Rectangular)
    Uses[Root].push_back(std::set<int>(Sc.Loops.begin(), Sc.Loops.end()));
  else
    Unknown.insert(Root);
}

const FieldLoads::Entry* FieldLoads::hoist(const MemberExpr* E, const Scope& Sc) {
  auto Text = chainText(E);
  const VarDecl* Root = rootVariable(E);
  if (!Text || !Root) {
    Why = "'" + Source.text(E) + "' is not a field of a variable";
    return nullptr;
  }
  if (Sc.Iterators.count(Root) || (Sc.Written && Sc.Written->count(Root))) {
    Why =
        "'" + *Text + "' is read through '" + Root->getName().str() + "', which the region assigns";
    return nullptr;
  }
  for (const MemberExpr* M : loads(E)) {
    QualType Record =
        M->isArrow() ? M->getBase()->getType()->getPointeeType() : M->getBase()->getType();
    if (Record->isUnionType()) { // a store of any member's type may change the others
      Why = "'" + *chainText(M) + "' is a member of a union";
      return nullptr;
    }
    if (M->getType()->isArrayType()) continue; // an address: nothing is loaded
    if (M->getType().isVolatileQualified() || M->getBase()->getType().isVolatileQualified()) {
      Why = "'" + *Text + "' is volatile";
      return nullptr;
    }
    // A field declared const cannot change (storing to it is undefined; a pointer to a const
    // struct proves nothing), nor can a field of a struct the function owns (a local or a
    // parameter passed by value) that no pointer reaches, unless the region stores to a field
    // or a struct. Both hold whatever the aliasing rules of the build.
    const auto* Declared = dyn_cast<FieldDecl>(M->getMemberDecl());
    if ((Declared && Declared->getType().isConstQualified()) ||
        (AnyField.empty() && unreachableByPointers(M)))
      continue;
    std::string Store = storeChanging(M->getType());
    if (Store.empty()) continue;
    Why = "the region's store to '" + Store + "' may change '" + *chainText(M) + "'" +
          (!AnyField.empty()         ? ""
           : Source.strictAliasing() ? " (its type may be that field's)"
                                     : " (-fno-strict-aliasing: a store of any type may)");
    return nullptr;
  }
  recordUses(E, Sc);
  if (auto It = ByText.find(*Text); It != ByText.end()) return &Entries[It->second];
  Entry N;
  N.CText = *Text;
  N.Name = uniqueName(*Text);
  N.Type = E->getType()->isArrayType() ? Source.context().getArrayDecayedType(E->getType())
                                       : E->getType();
  if (const MemberExpr* Last = loads(E).front(); Last->isArrow())
    N.Root = *chainText(Last->getBase());
  else
    for (const MemberExpr* M : loads(E))
      if (M->isArrow() && N.Root.empty()) N.Root = *chainText(M->getBase());
  ByText[*Text] = Entries.size();
  Entries.push_back(N);
  return &Entries.back();
}

bool FieldLoads::unreachableByPointers(const MemberExpr* M) const {
  for (const MemberExpr* Load : loads(M))
    if (Load->isArrow()) return false;
  const VarDecl* Root = rootVariable(M);
  if (!Root || !Root->hasLocalStorage() || Root->getType().isVolatileQualified()) return false;
  // No pointer into it: its address is never taken, and no array field of it decays.
  AddressUses Uses(Root);
  Uses.TraverseDecl(const_cast<FunctionDecl*>(Function));
  return !Uses.Found;
}

std::optional<std::string> FieldLoads::integer(const MemberExpr* E, const Scope& Sc) {
  Why.clear();
  if (!E->getType()->isIntegerType()) {
    Why = "'" + Source.text(E) + "' is not an integer";
    return std::nullopt;
  }
  const Entry* N = hoist(E, Sc);
  if (!N) return std::nullopt;
  return N->Name;
}

const VarDecl* FieldLoads::pointer(const MemberExpr* E, const Scope& Sc) {
  Why.clear();
  if (!E->getType()->isPointerType() && !E->getType()->isConstantArrayType()) {
    Why = "'" + Source.text(E) + "' is neither a pointer nor an array of constant size";
    return nullptr;
  }
  const Entry* N = hoist(E, Sc);
  return N ? copyOf(E, *N) : nullptr;
}

const VarDecl* FieldLoads::scalar(const MemberExpr* E, const Scope& Sc) {
  Why.clear();
  if (!E->getType()->isRealFloatingType()) {
    Why = "'" + Source.text(E) + "' is not a floating-point value";
    return nullptr;
  }
  const Entry* N = hoist(E, Sc);
  return N ? copyOf(E, *N) : nullptr;
}

const VarDecl* FieldLoads::copyOf(const MemberExpr* E, const Entry& N) {
  if (auto It = Copies.find(N.CText); It != Copies.end()) return It->second;
  // A variable of the field's type stands for the load: arrays, views, aliasing and
  // delinearisation treat a pointer copy as any pointer variable of the function (`restrict`
  // on a field says nothing about the copy, so it is dropped), a scalar copy as any scalar
  // input. An array field keeps its type, for its dimensions; its copy is a pointer to its
  // first row, as a fixed-size array parameter.
  ASTContext& Ctx = Source.context();
  SourceLocation Loc = E->getBeginLoc();
  VarDecl* V =
      VarDecl::Create(Ctx, const_cast<FunctionDecl*>(Function), Loc, Loc, &Ctx.Idents.get(N.Name),
                      E->getType().getUnqualifiedType(), nullptr, SC_None);
  if (E->getType()->isArrayType()) ArrayFields.insert(V);
  return Copies[N.CText] = V;
}

const VarDecl* FieldLoads::offsetPointer(const VarDecl* Base, const VarDecl* Derived,
                                         llvm::ArrayRef<const Expr*> Terms, const Scope& Sc) {
  Why.clear();
  QualType From = Base->getType();
  QualType Element = From->isPointerType() ? From->getPointeeType()
                     : From->isArrayType() ? From->castAsArrayTypeUnsafe()->getElementType()
                                           : QualType();
  QualType To = Derived->getType()->getPointeeType();
  auto Plain = [](QualType T) { return T.getCanonicalType().getUnqualifiedType(); };
  if (Element.isNull() || !To->isArithmeticType() || Plain(Element) != Plain(To)) {
    Why = "'" + Derived->getName().str() + "' does not point to elements of '" +
          Base->getName().str() + "'";
    return nullptr;
  }
  // Added one by one, as the source adds them to the pointer.
  std::string Sum = Base->getName().str();
  for (const Expr* T : Terms) {
    auto Text = invariantText(T, Sc);
    if (!Text) return nullptr;
    Sum += " + " + *Text;
  }
  Entry N;
  N.Name = uniqueName(Derived->getName().str() + "_base");
  N.CText = Sum;
  N.Type = Derived->getType().getUnqualifiedType();
  N.Root = N.Name; // computed when the loops around the declaration run
  N.Derived = Derived->getName().str();
  recordUse(N.Root, Sc);
  Entries.push_back(N);
  ASTContext& Ctx = Source.context();
  SourceLocation Loc = Derived->getBeginLoc();
  return VarDecl::Create(Ctx, const_cast<FunctionDecl*>(Function), Loc, Loc,
                         &Ctx.Idents.get(N.Name), N.Type, nullptr, SC_None);
}

const VarDecl* FieldLoads::fieldPointer(const MemberExpr* Member, const VarDecl* Array,
                                        const Scope& Sc) {
  Why.clear();
  std::string CText =
      "&" + Array->getName().str() + "[0]." + Member->getMemberDecl()->getName().str();
  auto It = Copies.find(CText);
  if (It == Copies.end()) {
    ASTContext& Ctx = Source.context();
    Entry N;
    N.Name = uniqueName(Array->getName().str() + "_" + Member->getMemberDecl()->getName().str());
    N.CText = CText;
    N.Type = Ctx.getPointerType(Member->getType());
    N.Root = N.Name; // computed when the loops around its uses run
    N.Derived = Source.text(Member);
    Entries.push_back(N);
    SourceLocation Loc = Member->getBeginLoc();
    It = Copies
             .emplace(CText, VarDecl::Create(Ctx, const_cast<FunctionDecl*>(Function), Loc, Loc,
                                             &Ctx.Idents.get(N.Name), N.Type, nullptr, SC_None))
             .first;
  }
  recordUse(It->second->getName().str(), Sc);
  return It->second;
}

std::optional<std::string> FieldLoads::invariant(const Expr* E, const Scope& Sc) {
  Why.clear();
  auto Text = invariantText(E, Sc);
  if (!Text) return std::nullopt;
  auto It = ByText.find(*Text);
  if (It == ByText.end()) {
    std::string Spelled = Source.text(E);
    Entry N;
    N.CText = *Text;
    N.Name = uniqueName(nameFor(Spelled));
    N.Type = E->getType();
    N.Root = N.Name; // computed when the loops around its use run
    N.Expression = Spelled;
    It = ByText.emplace(*Text, Entries.size()).first;
    Entries.push_back(N);
  }
  recordUse(Entries[It->second].Root, Sc);
  return Entries[It->second].Name;
}

std::optional<std::string> FieldLoads::invariantText(const Expr* E, const Scope& Sc) {
  E = E->IgnoreParenImpCasts();
  auto Sub = [&](const Expr* S) { return invariantText(S, Sc); };
  if (const auto* L = dyn_cast<IntegerLiteral>(E)) {
    std::string Value = llvm::toString(L->getValue(), 10, E->getType()->isSignedIntegerType());
    // A literal keeps its type (`10L`), so that the sum is computed as the source's is.
    return E->getType()->isSpecificBuiltinType(BuiltinType::Int)
               ? Value
               : "((" + E->getType().getAsString() + ")" + Value + ")";
  }
  if (const auto* DR = dyn_cast<DeclRefExpr>(E))
    if (isa<VarDecl>(DR->getDecl()) || isa<EnumConstantDecl>(DR->getDecl()))
      return DR->getDecl()->getName().str();
  if (const auto* M = dyn_cast<MemberExpr>(E)) return integer(M, Sc);
  if (const auto* C = dyn_cast<CStyleCastExpr>(E); C && E->getType()->isIntegerType()) {
    auto Inner = Sub(C->getSubExpr());
    if (Inner) return "((" + E->getType().getAsString() + ")" + *Inner + ")";
    return std::nullopt;
  }
  if (const auto* U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Minus) {
    auto Inner = Sub(U->getSubExpr());
    if (Inner) return "(-" + *Inner + ")";
    return std::nullopt;
  }
  if (const auto* B = dyn_cast<BinaryOperator>(E)) {
    BinaryOperatorKind K = B->getOpcode();
    if (K == BO_Add || K == BO_Sub || K == BO_Mul || K == BO_Div || K == BO_Rem) {
      auto L = Sub(B->getLHS());
      auto R = L ? Sub(B->getRHS()) : std::nullopt;
      if (R) return "(" + *L + " " + B->getOpcodeStr().str() + " " + *R + ")";
      return std::nullopt;
    }
  }
  if (Why.empty()) Why = "offset '" + Source.text(E) + "' is not printed before the loops";
  return std::nullopt;
}

std::string FieldLoads::uniqueName(const std::string& CText) const {
  std::string Base;
  for (size_t I = 0; I < CText.size(); ++I) {
    if (CText[I] == '-' && I + 1 < CText.size() && CText[I + 1] == '>') ++I;
    Base += std::isalnum(static_cast<unsigned char>(CText[I])) ? CText[I] : '_';
  }
  const SourceManager& SM = Source.context().getSourceManager();
  std::string File = SM.getBufferData(SM.getMainFileID()).str();
  auto Taken = [&](const std::string& N) {
    if (isReservedName(N) || Model.Params.count(N) || isWord(File, N)) return true;
    for (const Entry& E : Entries)
      if (E.Name == N) return true;
    return false;
  };
  std::string Name = Base;
  for (int K = 1; Taken(Name); ++K)
    Name = Base + "_" + std::to_string(K);
  return Name;
}

std::optional<std::string> FieldLoads::condition(const std::string& Root) const {
  // A load inside more loops than another runs only when the other does: the fewest loops.
  std::vector<std::set<int>> Least;
  auto Sets = Uses.find(Root);
  for (const std::set<int>& Loops :
       Sets == Uses.end() ? std::vector<std::set<int>>{} : Sets->second) {
    if (Loops.empty()) return "";
    auto Covers = [&](const std::set<int>& Other) {
      return std::includes(Loops.begin(), Loops.end(), Other.begin(), Other.end());
    };
    if (std::none_of(Least.begin(), Least.end(), Covers)) {
      Least.erase(std::remove_if(Least.begin(), Least.end(),
                                 [&](const std::set<int>& O) {
                                   return std::includes(O.begin(), O.end(), Loops.begin(),
                                                        Loops.end());
                                 }),
                  Least.end());
      Least.push_back(Loops);
    }
  }
  if (Unknown.count(Root)) return std::nullopt;
  std::vector<std::string> Alternatives; // loops in sequence may have the same bounds
  for (const std::set<int>& Loops : Least) {
    std::string All;
    std::set<std::string> Seen;
    for (int L : Loops)
      if (std::string Runs = cText(Model.Loops[L].High - Model.Loops[L].Low) + " >= 0";
          Seen.insert(Runs).second)
        All += (All.empty() ? "" : " && ") + Runs;
    if (std::find(Alternatives.begin(), Alternatives.end(), All) == Alternatives.end())
      Alternatives.push_back(All);
  }
  std::string Any;
  for (const std::string& All : Alternatives)
    Any += (Any.empty() ? "" : " || ") + (Alternatives.size() > 1 ? "(" + All + ")" : All);
  return Any;
}

bool FieldLoads::finish() {
  struct Copy {
    std::string Name, Declaration;
    std::set<std::string> Needs; ///< the copies its condition reads
  };
  std::vector<Copy> Pending;
  for (const Entry& E : Entries) {
    std::string Cond;
    if (!E.Root.empty()) {
      auto C = condition(E.Root);
      if (!C && !E.Expression.empty()) {
        Why = "'" + E.Expression + "' is computed only under a condition that cannot be " +
              "checked before the loops";
        return false;
      }
      if (!C && !E.Derived.empty()) {
        Why = "pointer '" + E.Derived + "' is computed only under a condition that cannot be " +
              "checked before the loops";
        return false;
      }
      if (!C) {
        Why = "'" + E.CText + "' is read only under a condition that cannot be checked " +
              "before the loops ('" + E.Root + "' may be invalid when they do not read it)";
        return false;
      }
      Cond = *C;
    }
    std::string Decl;
    llvm::raw_string_ostream OS(Decl);
    E.Type.getUnqualifiedType().print(OS, Source.context().getPrintingPolicy(), E.Name);
    OS << " = " << (Cond.empty() ? E.CText : "(" + Cond + ") ? " + E.CText + " : 0") << ";";
    std::set<std::string> Needs;
    for (const Entry& Other : Entries) // an offset pointer also follows the copies it adds
      if (Other.Name != E.Name && (isWord(Cond, Other.Name) || isWord(E.CText, Other.Name)))
        Needs.insert(Other.Name);
    Pending.push_back({E.Name, OS.str(), Needs});
  }
  // Each copy after the copies its condition reads (the sizes of the loops around its loads).
  std::set<std::string> Declared;
  while (!Pending.empty()) {
    auto Ready = std::find_if(Pending.begin(), Pending.end(), [&](const Copy& C) {
      return std::includes(Declared.begin(), Declared.end(), C.Needs.begin(), C.Needs.end());
    });
    if (Ready == Pending.end()) {
      Why = "the struct fields the region reads are loaded under conditions on each other";
      return false;
    }
    Model.Hoisted.push_back({Ready->Name, Ready->Declaration});
    Declared.insert(Ready->Name);
    Pending.erase(Ready);
  }
  return true;
}

} // namespace liar::lifting
