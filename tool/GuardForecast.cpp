#include "GuardForecast.h"

#include "TextUtil.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace liar::tool {
namespace {

/// A C value as far as the forecast needs it: integer arithmetic truncates its divisions.
struct Number {
  double V = 0;
  bool Int = true;
};

/// Recursive descent over C's precedence levels. A name without a value is unknown (nullopt)
/// and `&&`/`||` still decide when the other side does; anything the grammar does not cover
/// makes the whole condition unknown (Bad).
class ConditionParser {
public:
  ConditionParser(const std::string& text,
                  const std::function<std::optional<NamedValue>(const std::string&)>& value)
      : Text(text), Value(value) {}

  std::optional<double> run() {
    std::optional<Number> N = logicalOr();
    skipSpace();
    if (Bad || At != Text.size() || !N) return std::nullopt;
    return N->V;
  }

private:
  const std::string& Text;
  const std::function<std::optional<NamedValue>(const std::string&)>& Value;
  size_t At = 0;
  bool Bad = false;

  void skipSpace() {
    while (At < Text.size() && std::isspace(static_cast<unsigned char>(Text[At])))
      ++At;
  }
  bool take(const char* op) {
    skipSpace();
    size_t N = std::char_traits<char>::length(op);
    if (Text.compare(At, N, op) != 0) return false;
    // `<` is not the start of `<=`, `&&` not `&`, `!` not `!=`.
    if (N == 1 && At + 1 < Text.size() && std::string("<>=!").find(op[0]) != std::string::npos &&
        Text[At + 1] == '=')
      return false;
    At += N;
    return true;
  }

  static std::optional<Number> truth(bool b) { return Number{b ? 1.0 : 0.0, true}; }

  std::optional<Number> logicalOr() {
    std::optional<Number> L = logicalAnd();
    while (take("||")) {
      std::optional<Number> R = logicalAnd();
      if ((L && L->V != 0) || (R && R->V != 0))
        L = truth(true);
      else if (L && R)
        L = truth(false);
      else
        L = std::nullopt;
    }
    return L;
  }
  std::optional<Number> logicalAnd() {
    std::optional<Number> L = equality();
    while (take("&&")) {
      std::optional<Number> R = equality();
      if ((L && L->V == 0) || (R && R->V == 0))
        L = truth(false);
      else if (L && R)
        L = truth(true);
      else
        L = std::nullopt;
    }
    return L;
  }
  std::optional<Number> equality() {
    std::optional<Number> L = relational();
    for (;;) {
      bool Eq = take("==");
      if (!Eq && !take("!=")) return L;
      std::optional<Number> R = relational();
      L = L && R ? truth((L->V == R->V) == Eq) : std::nullopt;
    }
  }
  std::optional<Number> relational() {
    std::optional<Number> L = additive();
    for (;;) {
      int Op = take("<=") ? 0 : take(">=") ? 1 : take("<") ? 2 : take(">") ? 3 : -1;
      if (Op < 0) return L;
      std::optional<Number> R = additive();
      if (!L || !R) {
        L = std::nullopt;
        continue;
      }
      bool Results[] = {L->V <= R->V, L->V >= R->V, L->V<R->V, L->V> R->V};
      L = truth(Results[Op]);
    }
  }
  std::optional<Number> additive() {
    std::optional<Number> L = multiplicative();
    for (;;) {
      bool Plus = take("+");
      if (!Plus && !take("-")) return L;
      std::optional<Number> R = multiplicative();
      L = L && R ? std::optional<Number>(Number{Plus ? L->V + R->V : L->V - R->V, L->Int && R->Int})
                 : std::nullopt;
    }
  }
  std::optional<Number> multiplicative() {
    std::optional<Number> L = unary();
    for (;;) {
      char Op = take("*") ? '*' : take("/") ? '/' : take("%") ? '%' : 0;
      if (!Op) return L;
      std::optional<Number> R = unary();
      if (!L || !R || (Op != '*' && R->V == 0) || (Op == '%' && !(L->Int && R->Int))) {
        L = std::nullopt;
        continue;
      }
      bool Int = L->Int && R->Int;
      double V = Op == '*' ? L->V * R->V : Op == '%' ? std::fmod(L->V, R->V) : L->V / R->V;
      L = Number{Op == '/' && Int ? std::trunc(V) : V, Int};
    }
  }
  std::optional<Number> unary() {
    if (take("-")) {
      std::optional<Number> N = unary();
      return N ? std::optional<Number>(Number{-N->V, N->Int}) : std::nullopt;
    }
    if (take("+")) return unary();
    if (take("!")) {
      std::optional<Number> N = unary();
      return N ? truth(N->V == 0) : std::nullopt;
    }
    return primary();
  }
  std::optional<Number> primary() {
    skipSpace();
    if (take("(")) {
      size_t Back = At;
      if (std::optional<bool> Integer = castType(); Integer && take(")")) {
        std::optional<Number> N = unary();
        if (!N) return N;
        return *Integer ? Number{std::trunc(N->V), true} : Number{N->V, false};
      }
      At = Back;
      std::optional<Number> N = logicalOr();
      if (!take(")")) Bad = true;
      return N;
    }
    if (At < Text.size() && (std::isdigit(static_cast<unsigned char>(Text[At])) || Text[At] == '.'))
      return number();
    std::string Name = identifier();
    if (Name.empty()) {
      Bad = true;
      return std::nullopt;
    }
    std::optional<NamedValue> V = Value(Name);
    if (!V) return std::nullopt;
    return Number{V->Value, V->Integer};
  }
  std::optional<Number> number() {
    const char* Begin = Text.c_str() + At;
    char* End = nullptr;
    double V = std::strtod(Begin, &End);
    std::string Spelled(Begin, static_cast<size_t>(End - Begin));
    bool Hex = Spelled.rfind("0x", 0) == 0 || Spelled.rfind("0X", 0) == 0;
    bool Int = Spelled.find_first_of(Hex ? ".pP" : ".eE") == std::string::npos;
    At += static_cast<size_t>(End - Begin);
    while (At < Text.size() && std::string("uUlLfF").find(Text[At]) != std::string::npos) {
      Int &= Text[At] != 'f' && Text[At] != 'F';
      ++At;
    }
    return Number{V, Int};
  }
  std::string identifier() {
    skipSpace();
    size_t Begin = At;
    while (At < Text.size() &&
           (std::isalnum(static_cast<unsigned char>(Text[At])) || Text[At] == '_'))
      ++At;
    return Text.substr(Begin, At - Begin);
  }
  /// After `(`: an arithmetic type name, whether it is an integer type; nullopt if none.
  std::optional<bool> castType() {
    static const std::set<std::string> Integers = {"long",    "int",      "unsigned", "signed",
                                                   "short",   "char",     "size_t",   "ptrdiff_t",
                                                   "int64_t", "uint64_t", "int32_t",  "uint32_t"};
    std::optional<bool> Integer;
    for (std::string Word = identifier(); !Word.empty(); Word = identifier()) {
      if (Word == "double" || Word == "float")
        Integer = false;
      else if (Integers.count(Word))
        Integer = Integer.value_or(true);
      else
        return std::nullopt;
    }
    return Integer;
  }
};

std::string formatValue(double v) {
  char Buf[40];
  std::snprintf(Buf, sizeof Buf, "%g", v);
  return Buf;
}

const lifting::ArgumentFact* argument(const lifting::CallSite& site, const std::string& name) {
  for (const auto& [Param, Fact] : site.Arguments)
    if (Param == name) return &Fact;
  return nullptr;
}

/// Why `condition` fails at `site`, or "" when the call does not show it failing. Names the
/// call does not bind may be sizes of known value (macros, constants) among `parameters`.
std::string failureAt(const lifting::CallSite& site, const std::string& condition,
                      const std::vector<lifting::Parameter>& parameters) {
  std::vector<std::string> Read;
  auto Value = [&](const std::string& Name) -> std::optional<NamedValue> {
    std::optional<NamedValue> V;
    if (const lifting::ArgumentFact* F = argument(site, Name)) {
      if (F->Constant) V = NamedValue{*F->Constant, F->Integer};
    } else {
      for (const lifting::Parameter& P : parameters)
        if (P.Name == Name && P.Value) V = NamedValue{static_cast<double>(*P.Value), true};
    }
    if (V) Read.push_back(Name + " = " + formatValue(V->Value));
    return V;
  };
  if (std::optional<double> V = evaluateCondition(condition, Value); V && *V == 0)
    return "'" + condition + "' is false (" + joined(Read) + ")";
  // An overlap test: two pointers into the same variable at the same offset always overlap
  // (unless the loops touch nothing).
  if (condition.find("uintptr_t") == std::string::npos) return "";
  for (size_t I = 0; I < site.Arguments.size(); ++I)
    for (size_t J = I + 1; J < site.Arguments.size(); ++J) {
      const auto& [A, FA] = site.Arguments[I];
      const auto& [B, FB] = site.Arguments[J];
      if (FA.Base.empty() || FA.Base != FB.Base || FA.Offset != FB.Offset ||
          !mentionsIdentifier(condition, A) || !mentionsIdentifier(condition, B))
        continue;
      std::string Where = FA.Offset == "0" ? "" : " + " + FA.Offset;
      return "'" + A + "' and '" + B + "' are both '" + FA.Base + Where +
             "', which the guard requires not to overlap";
    }
  return "";
}

} // namespace

std::optional<double>
evaluateCondition(const std::string& condition,
                  const std::function<std::optional<NamedValue>(const std::string&)>& value) {
  return ConditionParser(condition, value).run();
}

GuardForecast guardForecast(const lifting::Region& region, const std::vector<std::string>& guard) {
  GuardForecast Out;
  size_t Failing = 0;
  for (const lifting::CallSite& Site : region.CallSites) {
    std::string Why;
    for (const std::string& Condition : guard)
      Why = joinedNotes(Why, failureAt(Site, Condition, region.Parameters));
    if (Why.empty()) continue;
    ++Failing;
    Out.Note = joinedNotes(
        Out.Note, "the guard is expected to fail at the call in '" + Site.Caller + "' (line " +
                      std::to_string(Site.Where.Line) + "), which runs the original loops: " + Why);
  }
  Out.NeverPasses = Failing && Failing == region.CallSites.size();
  return Out;
}

} // namespace liar::tool
