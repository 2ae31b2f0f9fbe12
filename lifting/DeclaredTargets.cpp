#include "lifting/DeclaredTargets.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

#include <cctype>
#include <charconv>

namespace liar::lifting {

using namespace clang;

namespace {

bool isIdentifier(const std::string& S) {
  if (S.empty() || std::isdigit(static_cast<unsigned char>(S[0]))) return false;
  for (char C : S)
    if (!std::isalnum(static_cast<unsigned char>(C)) && C != '_') return false;
  return true;
}

/// S split at its commas outside parentheses; empty when the parentheses do not balance.
std::vector<std::string> topLevelItems(const std::string& S) {
  std::vector<std::string> Items(1);
  int Depth = 0;
  for (char C : S) {
    Depth += C == '(' ? 1 : C == ')' ? -1 : 0;
    if (Depth < 0) return {};
    if (C == ',' && Depth == 0)
      Items.emplace_back();
    else
      Items.back() += C;
  }
  if (Depth != 0) return {};
  for (std::string& I : Items)
    I = trimmedItem(I);
  return Items;
}

/// `name(inside)`: name and inside; false when S is not of that form.
bool callForm(const std::string& S, std::string& Name, std::string& Inside) {
  size_t Open = S.find('(');
  if (Open == std::string::npos || S.back() != ')') return false;
  Name = trimmedItem(S.substr(0, Open));
  Inside = trimmedItem(S.substr(Open + 1, S.size() - Open - 2));
  return isIdentifier(Name) && !topLevelItems(Inside).empty();
}

std::string place(const SourceManager& SM, SourceLocation Loc) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isInvalid()) return "<unknown>";
  return std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) + ":" +
         std::to_string(P.getColumn());
}

/// The declaration of a function called Name that comes before Loc, or nullptr.
const FunctionDecl* declaredBefore(const ASTContext& Ctx, const std::string& Name,
                                   SourceLocation Loc) {
  const SourceManager& SM = Ctx.getSourceManager();
  for (const Decl* D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto* F = dyn_cast<FunctionDecl>(D);
    if (F && F->getName() == Name && SM.isBeforeInTranslationUnit(F->getLocation(), Loc)) return F;
  }
  return nullptr;
}

/// The first declaration of a function called Name, or nullptr.
const FunctionDecl* declaredAnywhere(const ASTContext& Ctx, const std::string& Name) {
  for (const Decl* D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto* F = dyn_cast<FunctionDecl>(D); F && F->getName() == Name) return F;
  return nullptr;
}

/// Loc's offset in the main file: of the `#include` that brings it in, for a header's.
unsigned mainFileOffset(const SourceManager& SM, SourceLocation Loc) {
  Loc = SM.getExpansionLoc(Loc);
  while (Loc.isValid() && SM.getFileID(Loc) != SM.getMainFileID())
    Loc = SM.getExpansionLoc(SM.getIncludeLoc(SM.getFileID(Loc)));
  return Loc.isValid() ? SM.getFileOffset(Loc) : 0;
}

/// Why F cannot take T's arguments, or "".
std::string arityMismatch(const FunctionDecl& F, const TargetFunction& T) {
  if (F.isVariadic() ? T.Args.size() >= F.getNumParams() : T.Args.size() == F.getNumParams())
    return "";
  return "'" + T.Function + "' takes " + std::to_string(F.getNumParams()) + " parameter(s); " +
         std::to_string(T.Args.size()) + " argument(s) are given";
}

std::string targetError(const TargetFunction& T, const std::string& Why) {
  return T.Where + ": error: target of '" + T.Routine + "': " + Why;
}

} // namespace

std::string parseTarget(const std::string& Text, TargetFunction& Out) {
  const std::string Form = "expected 'target(ROUTINE, FUNCTION(ARGUMENTS)[, when(CONDITION)]"
                           "[, priority(N)])'";
  std::vector<std::string> Items = topLevelItems(Text);
  if (Items.size() < 2) return Form;
  if (!isIdentifier(Items[0])) return Form + ": '" + Items[0] + "' is not a routine's name";
  Out.Routine = Items[0];
  std::string Inside;
  if (!callForm(Items[1], Out.Function, Inside))
    return Form + ": '" + Items[1] + "' is not a call of a function";
  Out.Args = Inside.empty() ? std::vector<std::string>{} : topLevelItems(Inside);
  for (const std::string& A : Out.Args)
    if (A.empty()) return "an argument of '" + Out.Function + "' is empty";
  bool SawWhen = false, SawPriority = false;
  for (size_t K = 2; K < Items.size(); ++K) {
    std::string Word, Value;
    if (!callForm(Items[K], Word, Value) || Value.empty())
      return Form + ": '" + Items[K] + "' is neither when(...) nor priority(...)";
    if (Word == "when" && !SawWhen) {
      Out.Guard = Value;
      SawWhen = true;
    } else if (Word == "priority" && !SawPriority) {
      const char* End = Value.data() + Value.size();
      auto [Ptr, Error] = std::from_chars(Value.data() + (Value[0] == '+'), End, Out.Priority);
      if (Error != std::errc() || Ptr != End) return "priority '" + Value + "' is not an integer";
      SawPriority = true;
    } else {
      return Form + ": '" + Word + "' is not expected here";
    }
  }
  return "";
}

std::vector<std::string> resolveTargets(const ASTContext& Ctx,
                                        const std::vector<ConfiguredTarget>& Configured,
                                        const std::vector<TargetPragma>& Pragmas,
                                        std::vector<TargetFunction>& Out) {
  const SourceManager& SM = Ctx.getSourceManager();
  std::vector<std::string> Errors;
  for (const ConfiguredTarget& C : Configured) {
    TargetFunction T;
    T.Where = C.Origin;
    std::string Why = parseTarget(C.Text, T);
    const FunctionDecl* F = Why.empty() ? declaredAnywhere(Ctx, T.Function) : nullptr;
    if (Why.empty() && !F) continue;
    if (Why.empty()) Why = arityMismatch(*F, T);
    if (!Why.empty()) {
      Errors.push_back(targetError(T, Why));
      continue;
    }
    T.Offset = mainFileOffset(SM, F->getLocation());
    T.ReturnsValue = !F->getReturnType()->isVoidType();
    Out.push_back(std::move(T));
  }
  for (const TargetPragma& P : Pragmas) {
    TargetFunction T;
    T.Where = place(SM, P.Loc);
    T.Offset = SM.getFileOffset(SM.getExpansionLoc(P.Loc));
    std::string Why = parseTarget(P.Text, T);
    if (Why.empty()) {
      const FunctionDecl* F = declaredBefore(Ctx, T.Function, P.Loc);
      Why = F ? arityMismatch(*F, T)
              : "no function '" + T.Function + "' is declared before this line";
      if (F) T.ReturnsValue = !F->getReturnType()->isVoidType();
    }
    if (!Why.empty()) {
      Errors.push_back(targetError(T, Why));
      continue;
    }
    Out.push_back(std::move(T));
  }
  return Errors;
}

} // namespace liar::lifting
