// The user's target functions in place of library routines (`#pragma liar target`): their
// arguments and guards are C expressions over the routine's parameter names (the reference
// cblas.h's, from the library descriptor), printed with the call's own arguments in their place.
#include "Emitter.h"

#include "saturation/Library.h"

#include <algorithm>

namespace liar::emit::detail {

namespace {

bool isSimple(const std::string& e) {
  return std::all_of(e.begin(), e.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
  });
}

// Expr with each of the routine's parameter names replaced by the call's argument
// (parenthesised, unless it is one name or number or the whole expression).
std::string substituted(const std::string& expr, const std::string& routine,
                        const std::vector<std::string>& args) {
  std::optional<ir::NamedRoutine> R = ir::blasRoutineNamed(routine);
  std::vector<std::string> Names = R ? ir::parameterNames(*R->R) : std::vector<std::string>{};
  bool Whole = std::find(Names.begin(), Names.end(), trimmedItem(expr)) != Names.end();
  return mapIdentifiers(expr, [&](const std::string& name) {
    auto At = std::find(Names.begin(), Names.end(), name);
    if (At == Names.end() || static_cast<size_t>(At - Names.begin()) >= args.size()) return name;
    const std::string& A = args[At - Names.begin()];
    return Whole || isSimple(A) ? A : paren(A);
  });
}

// A side of a comparison known where the call is printed: a number, or one of CBLAS's
// enumerators (whose values all differ), without its parentheses.
std::optional<std::string> constantSide(std::string s) {
  s = trimmedItem(s);
  while (s.size() > 2 && s.front() == '(' && s.back() == ')')
    s = trimmedItem(s.substr(1, s.size() - 2));
  if (s.rfind("Cblas", 0) == 0 && isSimple(s)) return s;
  char* End = nullptr;
  double V = std::strtod(s.c_str(), &End);
  if (End == s.c_str()) return std::nullopt;
  std::string Suffix(End);
  if (Suffix.find_first_not_of("fFlLuU") != std::string::npos) return std::nullopt;
  return std::to_string(V);
}

// The conjuncts (at the top level of `&&`) of a guard that the printed call decides: `a == b`
// and `a != b` with the same text on both sides, or two constants. Returns nullopt when one is
// false (the target never serves this call), else the guard without those that are true.
std::optional<std::string> folded(const std::string& guard) {
  std::vector<std::string> Conjuncts(1);
  int Depth = 0;
  for (size_t I = 0; I < guard.size(); ++I) {
    Depth += guard[I] == '(' ? 1 : guard[I] == ')' ? -1 : 0;
    if (Depth == 0 && guard.compare(I, 2, "&&") == 0) {
      Conjuncts.emplace_back();
      ++I;
    } else {
      Conjuncts.back() += guard[I];
    }
  }
  std::string Kept;
  for (const std::string& C : Conjuncts) {
    size_t Eq = C.find("=="), Ne = C.find("!=");
    size_t At = Eq != std::string::npos ? Eq : Ne;
    bool Decided = false, Holds = false;
    if (At != std::string::npos && C.find_first_of("<>=!", At + 2) == std::string::npos &&
        C.find_first_of("<>=!") == At && C.find("||") == std::string::npos) {
      std::string L = trimmedItem(C.substr(0, At)), R = trimmedItem(C.substr(At + 2));
      std::optional<std::string> LC = constantSide(L), RC = constantSide(R);
      Decided = L == R || (LC && RC);
      Holds = (L == R || (LC && RC && *LC == *RC)) == (At == Eq);
    }
    if (Decided && !Holds) return std::nullopt;
    if (!Decided) Kept += (Kept.empty() ? "" : " && ") + trimmedItem(C);
  }
  return Kept;
}

} // namespace

std::vector<Emitter::TargetChoice> Emitter::targetsOf(const std::string& name,
                                                      const std::vector<std::string>& args) const {
  std::vector<const TargetFunction*> Declared;
  if (Lib == Library::Blas)
    for (const TargetFunction& T : Targets)
      if (T.Routine == name) Declared.push_back(&T);
  std::stable_sort(
      Declared.begin(), Declared.end(),
      [](const TargetFunction* a, const TargetFunction* b) { return a->Priority > b->Priority; });
  std::vector<TargetChoice> Chosen;
  for (const TargetFunction* T : Declared) {
    std::optional<std::string> Guard = folded(substituted(T->Guard, name, args));
    if (!Guard) continue;
    std::string Call = T->Function + "(";
    for (size_t I = 0; I < T->Args.size(); ++I)
      Call += (I ? ", " : "") + substituted(T->Args[I], name, args);
    Chosen.push_back({Call + ")", *Guard, T->Function, T->Priority});
    if (Guard->empty()) break;
  }
  return Chosen;
}

} // namespace liar::emit::detail
