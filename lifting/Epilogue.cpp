#include "lifting/Epilogue.h"
#include "lifting/RegionFinder.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

namespace liar::lifting {

using namespace clang;

namespace {

/// The iterator's value in the loop's last iteration, given that the loop runs at least once
/// (so that the divisions below have non-negative numerators and round down).
std::string lastValue(const LoopModel& L) {
  const std::string I = "(" + L.InitText + ")", B = "(" + L.BoundText + ")";
  int64_t S = L.Lanes ? L.Lanes : L.Step > 0 ? L.Step : -L.Step;
  bool Up = L.Compare == "<" || L.Compare == "<=";
  bool Strict = L.Compare == "<" || L.Compare == ">";
  if (S == 1) return Strict ? B + (Up ? " - 1" : " + 1") : B;
  std::string Span = Up ? B + " - " + I : I + " - " + B;
  if (Strict) Span += " - 1";
  std::string Steps = "(" + Span + ") / " + std::to_string(S) + " * " + std::to_string(S);
  return I + (Up ? " + " : " - ") + Steps;
}

class Builder {
public:
  Builder(const std::vector<LoopModel>& Loops, const std::function<bool(const VarDecl*)>& Live)
      : Loops(Loops), Live(Live) {}

  /// The statements replaying S's headers; empty when S steps no live iterator.
  std::vector<std::string> replay(const Stmt* S, bool Conditional) {
    if (!S || !Why.empty()) return {};
    if (const auto* CS = dyn_cast<CompoundStmt>(S)) {
      std::vector<std::string> Out;
      for (const Stmt* C : CS->body())
        for (std::string& L : replay(C, Conditional))
          Out.push_back(std::move(L));
      return Out;
    }
    if (const auto* AS = dyn_cast<AttributedStmt>(S)) return replay(AS->getSubStmt(), Conditional);
    if (const auto* IS = dyn_cast<IfStmt>(S)) {
      std::vector<std::string> Out = replay(IS->getThen(), true);
      for (std::string& L : replay(IS->getElse(), true))
        Out.push_back(std::move(L));
      return Out;
    }
    if (const ForStmt* FS = loopOf(S)) return replayFor(FS, Conditional);
    return {};
  }

  std::string Why;
  const Stmt* At = nullptr;

private:
  std::vector<std::string> replayFor(const ForStmt* FS, bool Conditional) {
    const LoopModel* L = nullptr;
    for (const LoopModel& M : Loops)
      L = M.Source == FS ? &M : L;
    std::vector<std::string> Body = replay(FS->getBody(), Conditional);
    if (!Why.empty()) return {};
    bool Restore = L && L->Var && !L->DeclaredInRegion && Live(L->Var);
    if (!Restore && Body.empty()) return {};
    std::string Name = L && L->Var ? L->Var->getName().str() : "";
    if (!L || !L->Var || L->InitText.empty() || L->BoundText.empty() || L->CondText.empty() ||
        L->IncText.empty())
      return fail("the final value of iterator '" + Name + "' cannot be recomputed", FS);
    if (Conditional && Restore)
      return fail("iterator '" + Name +
                      "' is read after the region, but its loop runs under a condition",
                  FS);
    // An iterator declared in the region is out of scope after it: a block declares it.
    std::string Pad = L->DeclaredInRegion ? "  " : "";
    std::vector<std::string> Out;
    if (L->DeclaredInRegion)
      Out = {"{", Pad + L->Type + " " + Name + " = " + L->InitText + ";"};
    else
      Out = {Name + " = " + L->InitText + ";"};
    Out.push_back(Pad + "if (" + L->CondText + ") {");
    Out.push_back(Pad + "  " + Name + " = " + lastValue(*L) + ";");
    for (const std::string& Line : Body)
      Out.push_back(Pad + "  " + Line);
    if (Restore) Out.push_back(Pad + "  " + L->IncText + ";");
    Out.push_back(Pad + "}");
    if (L->DeclaredInRegion) Out.push_back("}");
    return Out;
  }

  std::vector<std::string> fail(const std::string& Message, const Stmt* S) {
    if (Why.empty()) {
      Why = Message;
      At = S;
    }
    return {};
  }

  const std::vector<LoopModel>& Loops;
  const std::function<bool(const VarDecl*)>& Live;
};

} // namespace

std::vector<std::string> iteratorEpilogue(llvm::ArrayRef<const Stmt*> Stmts,
                                          const std::vector<LoopModel>& Loops,
                                          const std::function<bool(const VarDecl*)>& Live,
                                          std::string* Why, const Stmt** At) {
  Builder B(Loops, Live);
  std::vector<std::string> Out;
  for (const Stmt* S : Stmts)
    for (std::string& L : B.replay(S, false))
      Out.push_back(std::move(L));
  *Why = B.Why;
  *At = B.At;
  return B.Why.empty() ? Out : std::vector<std::string>{};
}

} // namespace liar::lifting
