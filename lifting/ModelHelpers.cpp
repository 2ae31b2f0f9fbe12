// Calls of the file's own functions inlined into the caller's model as statements: a row loop
// around `saxpy(n, a, &B[k*N], &C[i*N])` is then the caller's matrix product. The helper's
// parameters are bound to the caller's values and arrays, and its body is walked under the
// caller's loops as if the caller had written it there.
#include "lifting/ArrayViews.h"
#include "lifting/HandTiled.h"
#include "lifting/ModelBuilder.h"
#include "lifting/PointerTerms.h"
#include "lifting/PureCalls.h"
#include "lifting/SizeConditions.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <algorithm>

namespace liar::lifting {

using namespace clang;

namespace {

constexpr int kMaxHelperDepth = 4;

/// Every variable Def declares: its parameters and the locals of its body.
std::set<const VarDecl*> helperVariables(const FunctionDecl* Def) {
  std::set<const VarDecl*> Vars = declaredWithin(Def->getBody());
  for (const ParmVarDecl* P : Def->parameters())
    Vars.insert(P);
  return Vars;
}

/// The calls of E that run whenever E does: not in a branch of `?:`, nor in the right operand
/// of `&&` or `||`. Arguments come before their call.
void unconditionalCalls(const Expr* E, std::vector<const CallExpr*>& Out) {
  E = E->IgnoreParens();
  if (const auto* C = dyn_cast<AbstractConditionalOperator>(E))
    return unconditionalCalls(C->getCond(), Out);
  if (const auto* B = dyn_cast<BinaryOperator>(E); B && B->isLogicalOp())
    return unconditionalCalls(B->getLHS(), Out);
  for (const Stmt* Child : E->children())
    if (const auto* CE = dyn_cast_or_null<Expr>(Child)) unconditionalCalls(CE, Out);
  if (const auto* Call = dyn_cast<CallExpr>(E)) Out.push_back(Call);
}

/// Whether V reads an array itself rather than through the statements of the helper's body
/// (their reads carry their statement as origin).
bool readsWithoutStatement(const ValuePtr& V) {
  if (!V) return false;
  if (V->K == Value::Read && V->Origin < 0) return true;
  return std::any_of(V->Args.begin(), V->Args.end(), readsWithoutStatement);
}

/// `return [v];` or `{ return [v]; }`, the branch of an early return; null otherwise.
const ReturnStmt* returnOf(const Stmt* Branch) {
  if (const auto* C = dyn_cast_or_null<CompoundStmt>(Branch))
    Branch = C->size() == 1 ? C->body_front() : nullptr;
  return dyn_cast_or_null<ReturnStmt>(Branch);
}

const IfStmt* earlyReturn(const Stmt* S) {
  const auto* If = dyn_cast<IfStmt>(S);
  if (!If || If->getElse() || If->getInit() || If->getConditionVariable()) return nullptr;
  return returnOf(If->getThen()) ? If : nullptr;
}

ValuePtr selectOf(ValuePtr Cond, ValuePtr Taken, ValuePtr Otherwise) {
  auto V = std::make_shared<Value>();
  V->K = Value::Op;
  V->Text = "select";
  V->IsInt = Otherwise->IsInt;
  V->Args = {std::move(Cond), std::move(Taken), std::move(Otherwise)};
  return V;
}

} // namespace

bool ModelBuilder::walkHelperCall(const CallExpr* Call, Frame& F) {
  const FunctionDecl* Callee = Call->getDirectCallee();
  const FunctionDecl* Def =
      Callee && !isPureMathFunction(Callee) ? helperDefinition(Callee) : nullptr;
  if (!Def) return false;
  inlineHelper(Call, Def, F, nullptr);
  return true;
}

bool ModelBuilder::hoistHelperCalls(const Expr* E, Frame& F) {
  // Under a condition on data the loops would run where C does not run them.
  if (!E || F.DataCondition) return true;
  std::vector<const CallExpr*> Calls;
  unconditionalCalls(E, Calls);
  for (const CallExpr* Call : Calls) {
    const FunctionDecl* Callee = Call->getDirectCallee();
    const FunctionDecl* Def =
        Callee && !isPureMathFunction(Callee) ? readerDefinition(Callee) : nullptr;
    if (!Def || !containsLoop(Def->getBody())) continue;
    // A reader changes nothing, so computing it before the rest of the statement is exact.
    int Saved = Current;
    Current = -1;
    ValuePtr Result;
    bool Done = inlineHelper(Call, Def, F, &Result);
    Current = Saved;
    if (!Done) return false;
    HelperResult& R = HelperResults[Call];
    R.Value = Result;
    R.ScalarReads = HelperReads;
  }
  return true;
}

bool ModelBuilder::inlineHelper(const CallExpr* Call, const FunctionDecl* Def, Frame& F,
                                ValuePtr* Result) {
  // A call of an opaque function is named as written; what is said of the body is said of its
  // declared meaning.
  std::string Name = Def->getName().str(), Meaning;
  if (const FunctionDecl* Callee = Call->getDirectCallee(); Callee && Callee->getName() != Name) {
    Meaning = " (in '" + Name + "', its declared meaning)";
    Name = Callee->getName().str();
  }
  auto Refuse = [&](const std::string& Why) {
    reject(Refusal::NotInlined, {Name, Why + Meaning}, Call);
    return false;
  };
  if (std::string Why = configurationOf(Def); !Why.empty()) {
    reject(Refusal::ConfigurationFunction, {Def->getName().str(), Why}, Call);
    return false;
  }
  if (std::string Why = interposable(Def); !Why.empty())
    return Refuse("another definition may run instead" + Why);
  if (std::find(HelperStack.begin(), HelperStack.end(), Def) != HelperStack.end())
    return Refuse("it calls itself");
  if (static_cast<int>(HelperStack.size()) + ReaderDepth >= kMaxHelperDepth)
    return Refuse("helpers nested too deep");
  if (std::string Why = helperObstacle(Def); !Why.empty()) return Refuse(Why);
  if (Call->getNumArgs() != Def->getNumParams() || !isa<CompoundStmt>(Def->getBody()))
    return Refuse("its call does not pass one argument per parameter");
  auto SavedValues = ReaderValues;
  auto SavedArrays = ReaderArrays;
  auto SavedDerived = Derived;
  std::set<const VarDecl*> Vars = helperVariables(Def);
  ReaderVariables.insert(Vars.begin(), Vars.end());
  scanStatement(Def->getBody());
  for (const ParmVarDecl* P : Def->parameters())
    if (!P->getType()->isPointerType()) Written.insert(P); // a scalar temporary of the caller
  HelperStack.push_back(Def);
  bool Bound = bindHelperArguments(Call, Def, F);
  Frame Body = F;
  Body.Sc.Bound = &ReaderVariables;
  Body.Sc.BoundValues = &ReaderValues;
  std::string Why;
  bool Done = Bound && walkHelperBody(Def, Body, Result, Why);
  F.Position = Body.Position;
  HelperStack.pop_back();
  ReaderValues = std::move(SavedValues);
  ReaderArrays = std::move(SavedArrays);
  Derived = std::move(SavedDerived);
  for (const VarDecl* V : Vars) { // out of scope after the call
    Env.erase(V);
    Copies.erase(V);
    IndexVars.forget(V);
  }
  if (!Why.empty()) return Refuse(Why);
  if (Bound && failed() && Error->Reason != Refusal::ConfigurationFunction) {
    // What in the body could not be lifted, said of the call the user reads.
    std::string Inner = Error->Message;
    Error.reset();
    reject(Refusal::NotInlined, {Name, Inner + Meaning}, Call);
  }
  return Done && !failed();
}

bool ModelBuilder::bindHelperArguments(const CallExpr* Call, const FunctionDecl* Def, Frame& F) {
  for (unsigned K = 0; K < Def->getNumParams(); ++K) {
    const ParmVarDecl* P = Def->getParamDecl(K);
    const Expr* Arg = Call->getArg(K);
    if (P->getType()->isPointerType()) {
      if (!P->isReferenced()) continue; // the body never uses it (a null argument may come)
      std::string Why = bindPointer(P, Arg, F);
      if (Why.empty()) continue;
      reject(Refusal::NotInlined, {Def->getName(), Why}, Call);
      return false;
    }
    // An affine integer (`N`, `i + 1`) stays affine in the body: its loops' bounds and
    // subscripts are the caller's.
    const Expr* Offender = nullptr;
    if (exactIndexType(P->getType()) && Arg->getType()->isIntegerType())
      if (std::optional<Affine> A = Aff.build(Arg, F.Sc, &Offender)) {
        auto I = std::make_shared<Value>();
        I->K = Value::Index;
        I->Aff = *A;
        I->IsInt = true;
        ReaderValues[P] = I;
        continue;
      }
    // Any other value is assigned to the parameter first, as a scalar temporary of the caller
    // (`float a = A[i*K + k];`), whose reads are this statement's.
    walkAssign(nullptr, P, Arg, 0, Call, F);
    if (failed()) return false;
    ++F.Position.back();
  }
  return true;
}

bool ModelBuilder::walkHelperBody(const FunctionDecl* Def, Frame& Body, ValuePtr* Result,
                                  std::string& Why) {
  std::vector<std::pair<ValuePtr, ValuePtr>> Returns;
  const Expr* Returned = nullptr;
  HelperReads.clear();
  for (const Stmt* S : cast<CompoundStmt>(Def->getBody())->body()) {
    if (const auto* R = dyn_cast<ReturnStmt>(S)) {
      Returned = R->getRetValue();
      break;
    }
    if (const IfStmt* If = earlyReturn(S)) {
      if (!helperEarlyReturn(If, Body, Returns)) return false;
      continue;
    }
    walk(S, Body);
    if (failed()) return false;
    ++Body.Position.back();
  }
  if (!Result) return true; // a call statement: a value it returns is not used
  if (!Returned) {
    Why = "it ends without returning a value";
    return false;
  }
  ValuePtr V = value(Returned, Body);
  for (auto It = Returns.rbegin(); V && It != Returns.rend(); ++It)
    V = selectOf(It->first, It->second, V);
  if (!V) return false;
  if (readsWithoutStatement(V)) {
    Why = "its result reads an array outside the statements of its body";
    return false;
  }
  // The caller's statement reads the helper's scalars its result names.
  for (const auto& [Var, Val] : Env)
    if (Val && Written.count(Var) && ReaderVariables.count(Var) && Var->getDeclContext() == Def)
      HelperReads.push_back(scalarId(Var));
  *Result = V;
  return true;
}

bool ModelBuilder::helperEarlyReturn(const IfStmt* If, Frame& Body,
                                     std::vector<std::pair<ValuePtr, ValuePtr>>& Returns) {
  const Expr* Offender = nullptr;
  std::optional<Condition> C = Aff.condition(If->getCond(), Body.Sc, &Offender);
  if (!C) {
    reject(Refusal::NonAffineCondition, {Source.text(If->getCond())}, If->getCond());
    return false;
  }
  // A condition on sizes alone holds for every instance of the body, and the IR keeps no
  // guard on sizes alone: the model rests on the helper not returning, checked before the new
  // code (the original loops run where it does).
  if (sizesOnly(*C)) {
    std::string Text = conditionText(C->negated());
    if (Text.empty()) {
      reject(Refusal::NonAffineCondition, {Source.text(If->getCond())}, If->getCond());
      return false;
    }
    assume(Text);
  }
  if (const Expr* Returned = returnOf(If->getThen())->getRetValue()) {
    ValuePtr Cond = value(If->getCond(), Body);
    Frame Taken = Body;
    Taken.Guards.push_back(*C);
    Taken.Sc.Guarded = true;
    ValuePtr V = Cond ? value(Returned, Taken) : nullptr;
    if (!V) return false;
    Returns.emplace_back(Cond, V);
  }
  // What follows runs only where the helper did not return.
  Body.Guards.push_back(C->negated());
  Body.Sc.Guarded = true;
  return true;
}

std::string ModelBuilder::bindPointer(const ParmVarDecl* P, const Expr* Arg, const Frame& F) {
  std::string Why =
      "argument '" + Source.text(Arg) + "' is not an array the region names, nor one at an offset";
  std::optional<PointerTerms> Parts = pointerTerms(Arg);
  const Expr* BaseExpr = (Parts ? Parts->Base : Arg)->IgnoreParenImpCasts();
  if (!isa<DeclRefExpr>(BaseExpr) && !isa<MemberExpr>(BaseExpr)) return Why;
  const VarDecl* Array = baseVariable(BaseExpr, F);
  if (!Array) return Why;
  QualType T = Array->getType();
  QualType Element = T->isPointerType() ? T->getPointeeType()
                     : T->isArrayType() ? T->castAsArrayTypeUnsafe()->getElementType()
                                        : QualType();
  auto Plain = [](QualType Q) { return Q.getCanonicalType().getUnqualifiedType(); };
  if (Element.isNull() || Plain(Element) != Plain(P->getType()->getPointeeType()))
    return "argument '" + Source.text(Arg) + "' does not point to elements of '" +
           P->getType()->getPointeeType().getAsString() + "'";
  if (!Parts || Parts->Terms.empty()) {
    ReaderArrays[P] = Array;
    return "";
  }
  if (Written.count(Array))
    return "argument '" + Source.text(Arg) + "' offsets '" + Array->getName().str() +
           "', which the region assigns";
  DerivedPointer D{Array, Parts->Terms};
  if (auto It = Derived.find(Array); It != Derived.end()) { // an offset from a derived pointer
    D.Base = It->second.Base;
    D.Terms.insert(D.Terms.begin(), It->second.Terms.begin(), It->second.Terms.end());
  }
  hoistInvariantTerms(P, D, F);
  Derived[P] = D;
  return "";
}

} // namespace liar::lifting
