#include "Interner.h"
#include "Program.h"
#include "SExpr.h"

#include <cctype>
#include <charconv>
#include <cmath>

namespace liar::ir {

std::string_view elemTypeName(ElemType t) {
  switch (t) {
  case ElemType::Double:
    return "double";
  case ElemType::Float:
    return "float";
  case ElemType::Int:
    return "int";
  }
  return "double";
}

const ParamDecl* Program::findParam(std::string_view name) const {
  for (const ParamDecl& P : Params)
    if (P.Name == name) return &P;
  return nullptr;
}

const VarDecl* Program::findVar(std::string_view name) const {
  for (const VarDecl& V : Vars)
    if (V.Name == name) return &V;
  return nullptr;
}

namespace {

std::optional<Constant> parseNumber(std::string_view word) {
  if (word.empty()) return std::nullopt;
  char First = word[0];
  if (!std::isdigit(static_cast<unsigned char>(First)) &&
      !((First == '-' || First == '+' || First == '.') && word.size() > 1))
    return std::nullopt;
  bool IsInt = word.find_first_of(".eE") == std::string_view::npos;
  if (IsInt) {
    long long V = 0;
    auto [End, Ec] = std::from_chars(word.data() + (First == '+'), word.data() + word.size(), V);
    if (Ec != std::errc() || End != word.data() + word.size()) return std::nullopt;
    return Constant{static_cast<double>(V), true};
  }
  double V = 0;
  auto [End, Ec] = std::from_chars(word.data() + (First == '+'), word.data() + word.size(), V);
  if (Ec != std::errc() || End != word.data() + word.size() || !std::isfinite(V))
    return std::nullopt;
  return Constant{V, false};
}

bool isIdentifier(std::string_view word) {
  if (word.empty() || std::isdigit(static_cast<unsigned char>(word[0]))) return false;
  for (char C : word)
    if (!std::isalnum(static_cast<unsigned char>(C)) && C != '_' && C != '$' && C != '.')
      return false;
  return true;
}

class TermParser {
public:
  TermParser(std::string_view file, const Program* decls) : File(file), Decls(decls) {}

  Term parse(const SExpr& e) {
    Term T;
    convert(e, T);
    return T;
  }

private:
  std::string_view File;
  const Program* Decls;
  std::vector<std::string> Scope; // binder names, innermost last

  [[noreturn]] void fail(const SExpr& e, const std::string& msg) {
    throw SyntaxError(File, e.Loc, msg);
  }

  uint32_t convertAtom(const SExpr& e, Term& t) {
    const std::string& W = e.Atom;
    if (auto C = parseNumber(W)) return t.add(Node::leaf(Op::Const, internConstant(*C)));
    if (W.size() > 1 && W[0] == '#') {
      int Index = 0;
      auto [End, Ec] = std::from_chars(W.data() + 1, W.data() + W.size(), Index);
      if (Ec != std::errc() || End != W.data() + W.size() || Index < 0)
        fail(e, "malformed De Bruijn index '" + W + "'");
      return addVar(t, Index);
    }
    if (!isIdentifier(W)) fail(e, "unexpected token '" + W + "'");
    for (size_t I = Scope.size(); I-- > 0;)
      if (Scope[I] == W) return addVar(t, static_cast<int>(Scope.size() - 1 - I));
    if (Decls && !Decls->findParam(W) && !Decls->findVar(W)) fail(e, "unknown name '" + W + "'");
    return addSym(t, W);
  }

  uint32_t convert(const SExpr& e, Term& t) {
    if (!e.IsList) return convertAtom(e, t);
    if (e.Items.empty() || e.Items[0].IsList) fail(e, "expected an operator after '('");
    const std::string& Head = e.Items[0].Atom;
    size_t NumArgs = e.Items.size() - 1;
    if (Head == "lambda") {
      if (NumArgs != 2 || e.Items[1].IsList || !isIdentifier(e.Items[1].Atom))
        fail(e, "'lambda' takes a variable name and a body");
      Scope.push_back(e.Items[1].Atom);
      uint32_t Body = convert(e.Items[2], t);
      Scope.pop_back();
      return addOp(t, Op::Lambda, {Body});
    }
    Node N;
    if (auto O = opFromSpelling(Head)) {
      if (static_cast<int>(NumArgs) != opArity(*O))
        fail(e, "'" + Head + "' takes " + std::to_string(opArity(*O)) + " operands, got " +
                    std::to_string(NumArgs));
      N.Kind = *O;
    } else {
      if (!isIdentifier(Head)) fail(e.Items[0], "unexpected token '" + Head + "' after '('");
      if (NumArgs > kMaxArity)
        fail(e, "call of '" + Head + "' has more than " + std::to_string(kMaxArity) + " arguments");
      N.Kind = Op::Call;
      N.Payload = internName(Head);
    }
    N.Arity = static_cast<uint8_t>(NumArgs);
    for (size_t I = 0; I < NumArgs; ++I)
      N.Kids[I] = convert(e.Items[I + 1], t);
    return t.add(N);
  }
};

ElemType parseElemType(const SExpr& e, std::string_view file) {
  if (e.isAtom("double")) return ElemType::Double;
  if (e.isAtom("float")) return ElemType::Float;
  if (e.isAtom("int")) return ElemType::Int;
  throw SyntaxError(file, e.Loc, "expected an element type (double, float or int)");
}

Program convertProgram(const SExpr& top, std::string_view file) {
  if (!top.IsList || top.Items.size() < 2 || !top.Items[0].isAtom("kernel") || top.Items[1].IsList)
    throw SyntaxError(file, top.Loc, "expected (kernel NAME ...)");
  Program P;
  P.Name = top.Items[1].Atom;
  auto Declared = [&](const std::string& name) { return P.findParam(name) || P.findVar(name); };
  for (size_t I = 2; I < top.Items.size(); ++I) {
    const SExpr& D = top.Items[I];
    if (!D.IsList || D.Items.empty() || D.Items[0].IsList)
      throw SyntaxError(file, D.Loc, "expected a declaration or (def NAME EXPR)");
    const std::string& Kind = D.Items[0].Atom;
    auto NameAt = [&](size_t k) -> std::string {
      if (D.Items.size() <= k || D.Items[k].IsList || !isIdentifier(D.Items[k].Atom))
        throw SyntaxError(file, D.Loc, "'" + Kind + "' needs a name");
      return D.Items[k].Atom;
    };
    if (Kind == "param") {
      std::string Name = NameAt(1);
      std::optional<Constant> V;
      bool Width = D.Items.size() == 4 && !D.Items[3].IsList &&
                   (D.Items[3].Atom == "int" || D.Items[3].Atom == "long");
      if ((D.Items.size() != 3 && !Width) || D.Items[2].IsList ||
          !(V = parseNumber(D.Items[2].Atom)) || !V->IsInt)
        throw SyntaxError(file, D.Loc, "expected (param NAME INTEGER [int|long])");
      if (Declared(Name)) throw SyntaxError(file, D.Loc, "'" + Name + "' is declared twice");
      P.Params.push_back({Name, static_cast<long>(V->Value), Width ? D.Items[3].Atom : ""});
    } else if (Kind == "scalar" || Kind == "array") {
      std::string Name = NameAt(1);
      if (D.Items.size() < 3 || (Kind == "scalar" && D.Items.size() != 3) ||
          (Kind == "array" && D.Items.size() < 4))
        throw SyntaxError(file, D.Loc,
                          Kind == "scalar" ? "expected (scalar NAME TYPE)"
                                           : "expected (array NAME TYPE SIZE...)");
      if (Declared(Name)) throw SyntaxError(file, D.Loc, "'" + Name + "' is declared twice");
      VarDecl V{Name, parseElemType(D.Items[2], file), {}};
      for (size_t K = 3; K < D.Items.size(); ++K)
        V.Dims.push_back(TermParser(file, &P).parse(D.Items[K]));
      P.Vars.push_back(std::move(V));
    } else if (Kind == "def") {
      std::string Name = NameAt(1);
      if (D.Items.size() != 3) throw SyntaxError(file, D.Loc, "expected (def NAME EXPR)");
      if (!P.findVar(Name))
        throw SyntaxError(file, D.Items[1].Loc,
                          "'" + Name + "' is defined but not declared as a scalar or array");
      P.Defs.push_back({Name, TermParser(file, &P).parse(D.Items[2])});
    } else {
      throw SyntaxError(file, D.Items[0].Loc, "unknown declaration '" + Kind + "'");
    }
  }
  return P;
}

} // namespace

ParseResult<Program> parseProgram(std::string_view text, std::string_view file) {
  ParseResult<Program> R;
  try {
    std::vector<SExpr> Tops = readSExprs(text, file);
    if (Tops.size() != 1)
      throw SyntaxError(file, Tops.empty() ? SourceLoc{} : Tops[1].Loc,
                        Tops.empty() ? "empty input: expected (kernel NAME ...)"
                                     : "unexpected text after the kernel");
    R.Value = convertProgram(Tops[0], file);
  } catch (const SyntaxError& E) {
    R.Error = E.what();
  }
  return R;
}

ParseResult<Term> parseTerm(std::string_view text, const Program* decls, std::string_view file) {
  ParseResult<Term> R;
  try {
    std::vector<SExpr> Tops = readSExprs(text, file);
    if (Tops.size() != 1)
      throw SyntaxError(file, Tops.empty() ? SourceLoc{} : Tops[1].Loc,
                        Tops.empty() ? "empty input: expected an expression"
                                     : "unexpected text after the expression");
    R.Value = TermParser(file, decls).parse(Tops[0]);
  } catch (const SyntaxError& E) {
    R.Error = E.what();
  }
  return R;
}

} // namespace liar::ir
