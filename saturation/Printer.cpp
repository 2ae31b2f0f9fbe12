#include "Interner.h"
#include "Program.h"

#include <charconv>

namespace liar::ir {
namespace {

std::string constantText(const Constant& c) {
  char Buf[64];
  if (c.IsInt) {
    auto [End, Ec] = std::to_chars(Buf, Buf + sizeof Buf, static_cast<long long>(c.Value));
    return std::string(Buf, End);
  }
  auto [End, Ec] = std::to_chars(Buf, Buf + sizeof Buf, c.Value);
  std::string S(Buf, End);
  if (S.find_first_of(".eEn") == std::string::npos) // keep doubles distinguishable from ints
    S += ".0";
  return S;
}

std::string binderName(int depth) {
  return "$" + std::to_string(depth);
}

std::string headOf(const Node& n) {
  if (n.Kind == Op::Call) return nameOf(n.Payload);
  return std::string(opSpelling(n.Kind));
}

// Atoms, and the prefix of a list "(head" with binder for lambda.
void printFlat(const Term& t, uint32_t at, int depth, std::string& out) {
  const Node& N = t.Nodes[at];
  switch (N.Kind) {
  case Op::Const:
    out += constantText(constantOf(N.Payload));
    return;
  case Op::Var:
    out += N.Payload < depth ? binderName(depth - 1 - N.Payload) : "#" + std::to_string(N.Payload);
    return;
  case Op::Sym:
    out += nameOf(N.Payload);
    return;
  case Op::Lambda:
    out += "(lambda " + binderName(depth) + " ";
    printFlat(t, N.Kids[0], depth + 1, out);
    out += ")";
    return;
  default:
    out += "(" + headOf(N);
    for (uint32_t K : N.kids()) {
      out += " ";
      printFlat(t, K, depth, out);
    }
    out += ")";
  }
}

void printPretty(const Term& t, uint32_t at, int depth, size_t indent, size_t width,
                 std::string& out) {
  std::string Flat;
  printFlat(t, at, depth, Flat);
  const Node& N = t.Nodes[at];
  if (indent + Flat.size() <= width || N.Arity == 0) {
    out += Flat;
    return;
  }
  std::string Pad(indent + 2, ' ');
  if (N.Kind == Op::Lambda) {
    out += "(lambda " + binderName(depth) + "\n" + Pad;
    printPretty(t, N.Kids[0], depth + 1, indent + 2, width, out);
    out += ")";
    return;
  }
  out += "(" + headOf(N);
  for (uint32_t K : N.kids()) {
    out += "\n" + Pad;
    printPretty(t, K, depth, indent + 2, width, out);
  }
  out += ")";
}

} // namespace

std::string printTerm(const Term& t) {
  std::string Out;
  if (!t.empty()) printFlat(t, t.root(), 0, Out);
  return Out;
}

std::string printTermPretty(const Term& t, size_t width) {
  std::string Out;
  if (!t.empty()) printPretty(t, t.root(), 0, 0, width, Out);
  return Out;
}

std::string printProgram(const Program& p) {
  std::string Out = "(kernel " + p.Name + "\n";
  for (const ParamDecl& P : p.Params)
    Out += "  (param " + P.Name + " " + std::to_string(P.Value) +
           (P.RunTime.empty() ? "" : " " + P.RunTime) + ")\n";
  for (const VarDecl& V : p.Vars) {
    Out += std::string("  (") + (V.isArray() ? "array " : "scalar ") + V.Name + " " +
           std::string(elemTypeName(V.Type));
    for (const Term& D : V.Dims)
      Out += " " + printTerm(D);
    Out += ")\n";
  }
  for (const Def& D : p.Defs) {
    std::string Body;
    printPretty(D.Value, D.Value.root(), 0, 4, 100, Body);
    // Appended piecewise: GCC 12 warns falsely (-Wrestrict) on a chain of string operator+.
    Out += "  (def ";
    Out += D.Name;
    Out += "\n    ";
    Out += Body;
    Out += ")\n";
  }
  Out += ")\n";
  return Out;
}

} // namespace liar::ir
