#include "GuardForecast.h"

#include "TextUtil.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace liar::tool {
namespace {

/// A C value as far as the forecast needs it: integer arithmetic truncates its divisions; an
/// address is an offset in bytes from the start of the variable Base.
struct Number {
  double V = 0;
  bool Int = true;
  std::string Base;
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

  static std::optional<Number> truth(bool b) { return Number{b ? 1.0 : 0.0, true, ""}; }
  /// A number, not an address: what logic and products take.
  static std::optional<Number> plain(std::optional<Number> n) {
    return n && n->Base.empty() ? n : std::nullopt;
  }
  /// Both known, and comparable: numbers, or addresses in one variable.
  static bool comparable(const std::optional<Number>& a, const std::optional<Number>& b) {
    return a && b && a->Base == b->Base;
  }

  std::optional<Number> logicalOr() {
    std::optional<Number> L = logicalAnd();
    while (take("||")) {
      L = plain(L);
      std::optional<Number> R = plain(logicalAnd());
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
      L = plain(L);
      std::optional<Number> R = plain(equality());
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
      L = comparable(L, R) ? truth((L->V == R->V) == Eq) : std::nullopt;
    }
  }
  std::optional<Number> relational() {
    std::optional<Number> L = additive();
    for (;;) {
      int Op = take("<=") ? 0 : take(">=") ? 1 : take("<") ? 2 : take(">") ? 3 : -1;
      if (Op < 0) return L;
      std::optional<Number> R = additive();
      if (!comparable(L, R)) {
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
      L = L && R ? sum(*L, *R, Plus) : std::nullopt;
    }
  }
  /// a + b or a - b: an address plus a number is an address; the difference of two addresses
  /// in one variable is a number.
  static std::optional<Number> sum(const Number& a, const Number& b, bool plus) {
    double V = plus ? a.V + b.V : a.V - b.V;
    bool Int = a.Int && b.Int;
    if (b.Base.empty()) return Number{V, Int, a.Base};
    if (a.Base.empty() && plus) return Number{V, Int, b.Base};
    if (!plus && a.Base == b.Base) return Number{V, Int, ""};
    return std::nullopt;
  }
  std::optional<Number> multiplicative() {
    std::optional<Number> L = unary();
    for (;;) {
      char Op = take("*") ? '*' : take("/") ? '/' : take("%") ? '%' : 0;
      if (!Op) return L;
      L = plain(L);
      std::optional<Number> R = plain(unary());
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
      std::optional<Number> N = plain(unary());
      return N ? std::optional<Number>(Number{-N->V, N->Int, ""}) : std::nullopt;
    }
    if (take("+")) return unary();
    if (take("!")) {
      std::optional<Number> N = plain(unary());
      return N ? truth(N->V == 0) : std::nullopt;
    }
    if (take("&")) return address();
    return primary();
  }
  std::optional<Number> primary() {
    skipSpace();
    if (take("(")) {
      size_t Back = At;
      if (std::optional<bool> Integer = castType(); Integer && take(")")) {
        std::optional<Number> N = unary();
        if (!N) return N;
        return *Integer ? Number{std::trunc(N->V), true, N->Base} : Number{N->V, false, N->Base};
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
    if (Name == "sizeof") {
      if (!take("(")) Bad = true;
      std::optional<Number> N = element("sizeof ");
      if (!take(")")) Bad = true;
      return N;
    }
    return take("(") ? helperCall(Name) : named(Name);
  }
  /// After `name(`: a call of a guard helper (GuardBuilder.h's guardHelpers), which computes
  /// what it is defined to compute; unknown for any other function.
  std::optional<Number> helperCall(const std::string& name) {
    std::vector<std::optional<Number>> A = {logicalOr()};
    while (take(","))
      A.push_back(logicalOr());
    if (!take(")")) Bad = true;
    if (name == "liar_fits_int" && A.size() == 1) {
      std::optional<Number> N = plain(A[0]);
      return N ? truth(N->V >= 0 && N->V <= 2147483647.0) : std::nullopt;
    }
    // liar_disjoint(a, a_bytes, b, b_bytes), liar_disjoint_at(a, a_first, a_end, b, ...)
    bool At = name == "liar_disjoint_at";
    if (!(At && A.size() == 6) && !(name == "liar_disjoint" && A.size() == 4)) return std::nullopt;
    size_t B = A.size() / 2;
    std::optional<Number> Zero = Number{};
    auto Offset = [&](std::optional<Number> base, std::optional<Number> bytes) {
      return base && bytes && bytes->Base.empty() ? sum(*base, *bytes, true) : std::nullopt;
    };
    std::optional<Number> BeginA = Offset(A[0], At ? A[1] : Zero), EndA = Offset(A[0], A[B - 1]),
                          BeginB = Offset(A[B], At ? A[B + 1] : Zero),
                          EndB = Offset(A[B], A[A.size() - 1]);
    std::optional<bool> Before = comparable(EndA, BeginB)
                                     ? std::optional<bool>(EndA->V <= BeginB->V)
                                     : std::nullopt,
                        After = comparable(EndB, BeginA) ? std::optional<bool>(EndB->V <= BeginA->V)
                                                         : std::nullopt;
    if (Before.value_or(false) || After.value_or(false)) return truth(true);
    return Before && After ? truth(false) : std::nullopt;
  }
  std::optional<Number> named(const std::string& key) {
    std::optional<NamedValue> V = Value(key);
    if (!V) return std::nullopt;
    return Number{V->Value, V->Integer, V->Base};
  }
  /// After `&`: the address of a variable's first element.
  std::optional<Number> address() { return element("&"); }
  /// `x[0]...[0]`, as the name `prefix` + x asks; unknown for another element.
  std::optional<Number> element(const std::string& prefix) {
    std::string Name = identifier();
    if (Name.empty()) {
      Bad = true;
      return std::nullopt;
    }
    bool First = true;
    while (take("[")) {
      std::optional<Number> Subscript = plain(logicalOr());
      First &= Subscript && Subscript->V == 0;
      if (!take("]")) Bad = true;
    }
    return First ? named(prefix + Name) : std::nullopt;
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
    static const std::set<std::string> Integers = {
        "long",      "int",     "unsigned", "signed",  "short",    "char",     "size_t",
        "ptrdiff_t", "int64_t", "uint64_t", "int32_t", "uint32_t", "uintptr_t"};
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

/// The address ("&x": bytes from the start of the variable x points into) or element size
/// ("sizeof x") of pointer parameter x at `site`, when the call shows it; the addresses read
/// are noted in `read`.
std::optional<NamedValue> pointerValue(const lifting::CallSite& site, const std::string& key,
                                       std::vector<std::string>& read,
                                       std::vector<std::string>& addressed) {
  bool Address = key[0] == '&';
  std::string Name = key.substr(Address ? 1 : std::string("sizeof ").size());
  const lifting::ArgumentFact* F = argument(site, Name);
  if (!F || F->Base.empty() || !F->ElementBytes) return std::nullopt;
  if (!Address) return NamedValue{static_cast<double>(F->ElementBytes), true, ""};
  char* End = nullptr;
  long long Offset = std::strtoll(F->Offset.c_str(), &End, 10);
  if (F->Offset.empty() || *End != '\0') return std::nullopt;
  std::string Note = Name + " = " + F->Base + (Offset ? " + " + F->Offset : "");
  if (std::find(read.begin(), read.end(), Note) == read.end()) read.push_back(Note);
  if (std::find(addressed.begin(), addressed.end(), Name) == addressed.end())
    addressed.push_back(Name);
  return NamedValue{static_cast<double>(Offset) * F->ElementBytes, true, F->Base};
}

/// Why `condition` fails at `site`, or "" when the call does not show it failing. Names the
/// call does not bind may be sizes of known value (macros, constants) among `parameters`.
std::string failureAt(const lifting::CallSite& site, const std::string& condition,
                      const std::vector<lifting::Parameter>& parameters) {
  std::vector<std::string> Read, Addressed;
  auto Value = [&](const std::string& Key) -> std::optional<NamedValue> {
    if (Key[0] == '&' || Key.rfind("sizeof ", 0) == 0)
      return pointerValue(site, Key, Read, Addressed);
    const std::string& Name = Key;
    std::optional<NamedValue> V;
    if (const lifting::ArgumentFact* F = argument(site, Name)) {
      if (F->Constant) V = NamedValue{*F->Constant, F->Integer, ""};
    } else {
      for (const lifting::Parameter& P : parameters)
        if (P.Name == Name && P.Value) V = NamedValue{static_cast<double>(*P.Value), true, ""};
    }
    std::string Note = V ? Name + " = " + formatValue(V->Value) : "";
    if (V && std::find(Read.begin(), Read.end(), Note) == Read.end()) Read.push_back(Note);
    return V;
  };
  if (std::optional<double> V = evaluateCondition(condition, Value); V && *V == 0) {
    if (Addressed.size() != 2) return "'" + condition + "' is false (" + joined(Read) + ")";
    return "the elements of '" + Addressed[0] + "' and '" + Addressed[1] +
           "' that the loops touch overlap (" + joined(Read) + "), which the guard forbids";
  }
  // An overlap test: two pointers into the same variable at the same offset always overlap
  // (unless the loops touch nothing).
  if (condition.find("liar_disjoint") == std::string::npos) return "";
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
