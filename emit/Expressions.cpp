// Scalar C expressions of IR terms: constants, operators, intrinsics, elements of arrays
// (indexing a build substitutes its index), folds as accumulator loops, and the C types they take.
#include "Emitter.h"

#include <charconv>

namespace liar::emit::detail {

void Emitter::line(const std::string& s) {
  for (int I = 0; I < Depth; ++I)
    Out.Text += Indent;
  Out.Text += s + "\n";
}

std::string Emitter::fresh(const char* stem) {
  return std::string("liar_") + stem + std::to_string(Counter++);
}

const Variable& Emitter::variable(const std::string& irName) const {
  auto It = Vars.find(irName);
  if (It == Vars.end()) throw Failure("no C declaration is known for '" + irName + "'");
  return It->second;
}

NumType Emitter::typeOf(uint32_t at) const {
  auto Symbol = [&](const std::string& name) -> NumType {
    if (P.findParam(name)) return "";
    const std::string& E = variable(name).ElementType;
    return isFloating(E) ? E : "";
  };
  return numericType(*T, at, Symbol, ScopeTypes);
}

void Emitter::bind(const std::string& c, const NumType& type, int level) {
  Scope.push_back(c);
  ScopeTypes.push_back(type);
  Loops.ScopeLevels.push_back(level >= 0 ? level : textLevel(c));
}

void Emitter::unbind() {
  BoundStorage.erase(Scope.size() - 1);
  Scope.pop_back();
  ScopeTypes.pop_back();
  Loops.ScopeLevels.pop_back();
}

// A library call computes in ElemType: every operand must have that type already (C would
// convert an int or float operand element by element, which the call cannot).
void Emitter::checkOperandTypes(uint32_t call) const {
  for (uint32_t K : node(call).kids()) {
    NumType Ty = typeOf(K);
    if (Ty != "?" && Ty != "" && Ty != ElemType)
      throw Failure("a " + ElemType + " library call cannot take a " + Ty + " operand");
  }
}

char Emitter::prefix() const {
  if (ElemType == "double") return 'd';
  if (ElemType == "float") return 's';
  throw Failure("library calls need double or float arrays, not " + ElemType);
}

std::string Emitter::constant(const ir::Constant& c) const {
  char Buf[64];
  if (c.IsInt) return std::to_string(static_cast<long long>(c.Value));
  auto [End, Ec] = std::to_chars(Buf, Buf + sizeof Buf, c.Value);
  std::string S(Buf, End);
  if (S.find_first_of(".e") == std::string::npos) S += ".0";
  return ConstType == "float" ? S + "f" : S;
}

std::string Emitter::scalar(uint32_t at) {
  std::string SavedConst = ConstType;
  ConstType = constantTypeFor(at);
  std::string S = scalarOf(at);
  ConstType = SavedConst;
  return S;
}

// The type C gives a floating constant among the operands of `at`.
NumType Emitter::constantTypeFor(uint32_t at) const {
  const Node& N = node(at);
  if (N.Kind == Op::ToDouble) return "float"; // (double)1.5f
  if (N.Kind == Op::ToFloat) return "double";
  NumType Ty = N.Kind == Op::Lt || N.Kind == Op::Le || N.Kind == Op::Eq || N.Kind == Op::Ne
                   ? combine(typeOf(N.Kids[0]), typeOf(N.Kids[1]))
                   : typeOf(at);
  return isFloating(Ty) ? Ty : ConstType;
}

std::string Emitter::scalarOf(uint32_t at) {
  const Node& N = node(at);
  auto K = [&](int k) { return scalar(N.Kids[k]); };
  auto Bin = [&](const char* op) { return paren(K(0) + " " + op + " " + K(1)); };
  // The math function of the operands' type: sqrtf on floats, as the user wrote (C's `sqrt` of
  // a float converts it to double, and an `expf` evaluated as `exp` may round differently).
  auto Fn = [&](const char* f) {
    std::string S = std::string(f) + (typeOf(at) == "float" ? "f" : "") + "(" + K(0);
    for (int I = 1; I < N.Arity; ++I)
      S += ", " + K(I);
    return S + ")";
  };
  switch (N.Kind) {
  case Op::Const:
    return constant(ir::constantOf(N.Payload));
  case Op::Var:
    return Scope.at(Scope.size() - 1 - N.Payload);
  case Op::Sym: {
    std::string Name = symName(at);
    if (P.findParam(Name)) return Name;
    const Variable& V = variable(Name);
    if (!V.Dims.empty()) throw Failure("array '" + V.CName + "' used as a scalar");
    return V.ThroughPointer ? "(*" + V.CName + ")" : V.CName;
  }
  case Op::Index:
    return indexed(N.Kids[0], {scalar(N.Kids[1])});
  case Op::Add:
    return Bin("+");
  case Op::Sub:
    return Bin("-");
  case Op::Mul:
    return Bin("*");
  case Op::Div:
  case Op::IDiv:
    return Bin("/");
  case Op::Mod:
    return Bin("%");
  case Op::Neg:
    return paren("-" + K(0));
  case Op::Lt:
    return Bin("<");
  case Op::Le:
    return Bin("<=");
  case Op::Eq:
    return Bin("==");
  case Op::Ne:
    return Bin("!=");
  case Op::And:
    return Bin("&&");
  case Op::Or:
    return Bin("||");
  case Op::Not:
    return paren("!" + K(0));
  case Op::Select:
    return paren(K(0) + " ? " + K(1) + " : " + K(2));
  case Op::Sqrt:
    return Fn("sqrt");
  case Op::Exp:
    return Fn("exp");
  case Op::Pow:
    return Fn("pow");
  case Op::Fabs:
    return Fn("fabs");
  case Op::Fmax:
    return Fn("fmax");
  case Op::Fmin:
    return Fn("fmin");
  case Op::ToDouble:
    return paren("(double)" + paren(K(0)));
  case Op::ToFloat:
    return paren("(float)" + paren(K(0)));
  case Op::IFold:
    return fold(at);
  case Op::Call:
    if (ir::isElementFunction(ir::nameOf(N.Payload))) { // the C function, called as written
      std::string S = std::string(ir::elementFunctionCName(ir::nameOf(N.Payload))) + "(";
      for (int I = 0; I < N.Arity; ++I)
        S += (I ? ", " : "") + K(I);
      return S + ")";
    }
    return scalarCall(at);
  default:
    throw Failure("cannot print '" + std::string(ir::opSpelling(N.Kind)) + "' as a C expression");
  }
}

// An element of an array-valued term: indexing a build substitutes its index.
std::string Emitter::indexed(uint32_t at, std::vector<std::string> idx) {
  const Node& N = node(at);
  if (N.Kind == Op::Index) {
    idx.insert(idx.begin(), scalar(N.Kids[1]));
    return indexed(N.Kids[0], idx);
  }
  if (N.Kind == Op::Build) {
    const Node& F = node(N.Kids[1]);
    if (F.Kind != Op::Lambda) throw Failure("build of a non-lambda");
    bind(idx.front(), "");
    idx.erase(idx.begin());
    std::string E = idx.empty() ? scalar(F.Kids[0]) : indexed(F.Kids[0], idx);
    unbind();
    return E;
  }
  if (N.Kind == Op::Var) {
    auto Stored = BoundStorage.find(Scope.size() - 1 - N.Payload);
    if (Stored != BoundStorage.end()) {
      if (idx.size() != Stored->second.rank()) throw Failure("a row of an app's result");
      return Stored->second.element(idx);
    }
    // The array accumulator of a recurrence: bound to the storage it is updated in.
    std::string E = Scope.at(Scope.size() - 1 - N.Payload);
    for (const std::string& I : idx)
      E += "[" + I + "]";
    return E;
  }
  if (N.Kind == Op::Sym) {
    const Variable& V = variable(symName(at));
    if (V.Linearised || !V.Step.empty()) return symbolView(symName(at)).element(idx);
    std::string E = V.CName;
    for (size_t K = 0; K < idx.size(); ++K)
      E += "[" + shifted(K < V.Offsets.size() ? V.Offsets[K] : "0", idx[K]) + "]";
    return E;
  }
  if (N.Kind == Op::Call) {
    // Element-wise library calls under a loop are cheaper printed as arithmetic.
    std::string F = ir::nameOf(N.Payload);
    if (F == "add") return paren(indexed(N.Kids[0], idx) + " + " + indexed(N.Kids[1], idx));
    if (F == "mul" || F == "scal")
      return paren(scalar(N.Kids[0]) + " * " + indexed(N.Kids[1], idx));
    if (F == "full" || F == "memset") return scalar(N.Kids[1]);
    if (F == "transpose" && idx.size() >= 2) {
      std::swap(idx[0], idx[1]);
      return indexed(N.Kids[0], idx);
    }
    throw Failure("library call '" + F + "' inside a loop is not emitted");
  }
  throw Failure("cannot index into '" + std::string(ir::opSpelling(N.Kind)) + "' in a loop");
}

// ifold n init (λi acc. body): a loop accumulating into a fresh local (fold, Hoisting.cpp,
// decides where it is printed).
std::string Emitter::foldLoop(uint32_t at) {
  const Node& N = node(at);
  const Node& F = node(N.Kids[2]);
  const Node& G = node(F.Kids[0]);
  if (F.Kind != Op::Lambda || G.Kind != Op::Lambda) throw Failure("ifold of a non-lambda");
  std::string Type = accumulatorType(at);
  std::string Acc = fresh("acc"), I = fresh("i");
  DeclaredLocal = true;
  std::string SavedConst = ConstType;
  if (isFloating(Type)) ConstType = Type;
  line(Type + " " + Acc + " = " + scalar(N.Kids[1]) + ";");
  openLoop(I, loopBound(scalar(N.Kids[0])));
  bind(I, "");
  bind(Acc, isFloating(Type) ? Type : "", static_cast<int>(Loops.Frames.size()));
  std::string Body = scalar(G.Kids[0]);
  // An identity step (the fold rules may not have reached it) would print `acc = acc;`, which
  // compilers warn about.
  if (Body != Acc) line(Acc + " = " + Body + ";");
  unbind();
  unbind();
  closeLoop();
  ConstType = SavedConst;
  return Acc;
}

// The C type of a fold's accumulator: the type of the sum it computes. An integer sum
// takes the integer type of the definition; into a floating-point definition, the
// original accumulator's integer type is unknown (an `unsigned` wraps, an `int` does not).
std::string Emitter::accumulatorType(uint32_t at) const {
  NumType Ty = typeOf(at);
  if (isFloating(Ty)) return Ty;
  if (Ty == "?") return isFloating(ConstType) ? ConstType : ElemType;
  if (!isFloating(ElemType)) return ElemType;
  throw Failure("an integer accumulator of unknown C type feeds a " + ElemType + " value");
}

} // namespace liar::emit::detail
