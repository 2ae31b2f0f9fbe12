#include "Interpreter.h"

#include "ElementFunctions.h"
#include "Interner.h"
#include "Library.h"

#include <cmath>
#include <limits>
#include <random>

namespace liar::ir {

struct EnvNode;
using EnvPtr = std::shared_ptr<const EnvNode>;
struct EnvNode {
  Value V;
  EnvPtr Next;
};

struct Closure {
  const Term* T;
  uint32_t Body;
  EnvPtr Env;
};

namespace {

class Evaluator {
public:
  explicit Evaluator(const Environment& env) : Env(env) {}

  Value eval(const Term& t, uint32_t at, const EnvPtr& locals) {
    const Node& N = t.Nodes[at];
    auto Kid = [&](int k) { return eval(t, N.Kids[k], locals); };
    auto Num = [&](int k) { return number(Kid(k)); };
    switch (N.Kind) {
    case Op::Const:
      return Value::num(constantOf(N.Payload).Value);
    case Op::Var:
      return lookupVar(locals, N.Payload);
    case Op::Sym:
      return lookupSym(nameOf(N.Payload));
    case Op::Lambda: {
      Value F;
      F.K = Value::Kind::Function;
      F.Fn = std::make_shared<const Closure>(Closure{&t, N.Kids[0], locals});
      return F;
    }
    case Op::App:
      return apply(Kid(0), Kid(1));
    case Op::Build: {
      long Count = length(Num(0));
      Value F = Kid(1);
      std::vector<Value> Elems;
      Elems.reserve(Count);
      for (long I = 0; I < Count; ++I)
        Elems.push_back(apply(F, Value::num(static_cast<double>(I))));
      return Value::array(std::move(Elems));
    }
    case Op::Index: {
      Value A = Kid(0);
      double I = Num(1);
      if (!A.isArray()) throw EvalError("index into a value that is not an array");
      if (I < 0 || I >= static_cast<double>(A.size()) || I != std::floor(I))
        throw EvalError("index " + std::to_string(I) + " out of range [0, " +
                        std::to_string(A.size()) + ")");
      return A[static_cast<size_t>(I)];
    }
    case Op::IFold: {
      long Count = length(Num(0));
      Value Acc = Kid(1);
      Value F = Kid(2);
      for (long I = 0; I < Count; ++I)
        Acc = apply(apply(F, Value::num(static_cast<double>(I))), Acc);
      return Acc;
    }
    case Op::Tuple:
      return Value::tuple(Kid(0), Kid(1));
    case Op::Fst:
    case Op::Snd: {
      Value T = Kid(0);
      if (T.K != Value::Kind::Tuple) throw EvalError("fst/snd of a value that is not a tuple");
      return T[N.Kind == Op::Fst ? 0 : 1];
    }
    case Op::Select:
      return Num(0) != 0 ? Kid(1) : Kid(2);
    case Op::Call:
      return call(N, Kid, Num);
    case Op::NumOps:
      break;
    default: // arithmetic, comparisons, logic and math functions
      return scalar(N.Kind, Num);
    }
    throw EvalError("malformed term");
  }

private:
  /// The value of a scalar operator (arithmetic, comparison, logic, math function) whose
  /// k-th operand's number Num(k) evaluates; the operands are evaluated as the operator
  /// needs them (`and` and `or` short-circuit).
  template <typename Operand> static Value scalar(Op Kind, const Operand& Num) {
    switch (Kind) {
    case Op::Add:
      return Value::num(Num(0) + Num(1));
    case Op::Sub:
      return Value::num(Num(0) - Num(1));
    case Op::Mul:
      return Value::num(Num(0) * Num(1));
    case Op::Div:
      return Value::num(Num(0) / Num(1));
    case Op::IDiv: {
      double D = Num(1);
      if (D == 0) throw EvalError("integer division by zero");
      return Value::num(std::trunc(Num(0) / D));
    }
    case Op::Mod: {
      double D = Num(1);
      if (D == 0) throw EvalError("modulo by zero");
      return Value::num(std::fmod(Num(0), D));
    }
    case Op::Neg:
      return Value::num(-Num(0));
    case Op::Lt:
      return truth(Num(0) < Num(1));
    case Op::Le:
      return truth(Num(0) <= Num(1));
    case Op::Eq:
      return truth(Num(0) == Num(1));
    case Op::Ne:
      return truth(Num(0) != Num(1));
    case Op::And:
      return truth(Num(0) != 0 && Num(1) != 0);
    case Op::Or:
      return truth(Num(0) != 0 || Num(1) != 0);
    case Op::Not:
      return truth(Num(0) == 0);
    case Op::Sqrt:
      return Value::num(std::sqrt(Num(0)));
    case Op::Exp:
      return Value::num(std::exp(Num(0)));
    case Op::Pow:
      return Value::num(std::pow(Num(0), Num(1)));
    case Op::Fabs:
      return Value::num(std::fabs(Num(0)));
    case Op::Fmax:
      return Value::num(std::fmax(Num(0), Num(1)));
    case Op::Fmin:
      return Value::num(std::fmin(Num(0), Num(1)));
    case Op::ToDouble: // numbers are doubles already
      return Value::num(Num(0));
    case Op::ToFloat:
      return Value::num(static_cast<float>(Num(0)));
    default:
      break;
    }
    throw EvalError("malformed term");
  }

  /// A call of an element function or of a library function, on its arguments Kid(k) (their
  /// numbers Num(k) for an element function).
  template <typename Operand, typename Number>
  static Value call(const Node& N, const Operand& Kid, const Number& Num) {
    if (isElementFunction(nameOf(N.Payload))) {
      std::vector<double> Args;
      for (int K = 0; K < N.Arity; ++K)
        Args.push_back(Num(K));
      if (auto R = evaluateElementFunction(nameOf(N.Payload), Args)) return Value::num(*R);
      throw EvalError("the body of '" + std::string(elementFunctionCName(nameOf(N.Payload))) +
                      "' is C code the IR does not hold");
    }
    const LibraryFunction* F = findLibraryFunction(nameOf(N.Payload));
    if (!F || F->Arity != N.Arity)
      throw EvalError("unknown library function '" + nameOf(N.Payload) + "' with " +
                      std::to_string(N.Arity) + " arguments");
    std::vector<Value> Args;
    for (int K = 0; K < N.Arity; ++K)
      Args.push_back(Kid(K));
    try {
      return F->Eval(Args);
    } catch (const std::runtime_error& E) {
      throw EvalError(std::string(F->Name) + ": " + E.what());
    }
  }

  const Environment& Env;

  static Value truth(bool b) { return Value::num(b ? 1 : 0); }

  static double number(const Value& v) {
    if (!v.isNum()) throw EvalError("arithmetic on a value that is not a number");
    return v.Num;
  }

  static long length(double n) {
    if (n != std::floor(n) || n > 1e9)
      throw EvalError("size " + std::to_string(n) + " is not a valid length");
    return n < 0 ? 0 : static_cast<long>(n);
  }

  static Value lookupVar(const EnvPtr& locals, int index) {
    const EnvNode* E = locals.get();
    for (int I = 0; E && I < index; ++I)
      E = E->Next.get();
    if (!E) throw EvalError("free variable #" + std::to_string(index));
    return E->V;
  }

  Value lookupSym(const std::string& name) const {
    if (auto It = Env.Values.find(name); It != Env.Values.end()) return It->second;
    if (auto It = Env.Params.find(name); It != Env.Params.end())
      return Value::num(static_cast<double>(It->second));
    throw EvalError("no value for '" + name + "'");
  }

  Value apply(const Value& f, Value arg) {
    if (f.K != Value::Kind::Function)
      throw EvalError("application of a value that is not a function");
    auto Locals = std::make_shared<const EnvNode>(EnvNode{std::move(arg), f.Fn->Env});
    return eval(*f.Fn->T, f.Fn->Body, Locals);
  }
};

Value randomValue(const std::vector<long>& dims, size_t at, ElemType type, std::mt19937_64& rng) {
  if (at == dims.size()) {
    if (type == ElemType::Int)
      return Value::num(static_cast<double>(static_cast<long>(rng() % 19) - 9));
    return Value::num(std::uniform_real_distribution<double>(-1.0, 1.0)(rng));
  }
  std::vector<Value> Elems;
  for (long I = 0; I < dims[at]; ++I)
    Elems.push_back(randomValue(dims, at + 1, type, rng));
  return Value::array(std::move(Elems));
}

} // namespace

Value evaluate(const Term& t, const Environment& env) {
  if (t.empty()) throw EvalError("empty term");
  return Evaluator(env).eval(t, t.root(), nullptr);
}

Environment runProgram(const Program& p, Environment env) {
  for (const Def& D : p.Defs)
    env.Values[D.Name] = evaluate(D.Value, env);
  return env;
}

Environment randomInputs(const Program& p, uint64_t seed,
                         const std::map<std::string, long>& params) {
  Environment Env;
  for (const ParamDecl& P : p.Params) {
    auto It = params.find(P.Name);
    Env.Params[P.Name] = It != params.end() ? It->second : P.Value;
  }
  std::mt19937_64 Rng(seed);
  for (const VarDecl& V : p.Vars) {
    std::vector<long> Dims;
    for (const Term& D : V.Dims)
      Dims.push_back(static_cast<long>(evaluate(D, Env).Num));
    Env.Values[V.Name] = randomValue(Dims, 0, V.Type, Rng);
  }
  return Env;
}

double maxRelativeDifference(const Value& a, const Value& b) {
  constexpr double Inf = std::numeric_limits<double>::infinity();
  if (a.K != b.K) return Inf;
  if (a.isNum()) {
    if (std::isnan(a.Num) || std::isnan(b.Num))
      return std::isnan(a.Num) && std::isnan(b.Num) ? 0 : Inf;
    return std::fabs(a.Num - b.Num) / std::fmax(1.0, std::fmax(std::fabs(a.Num), std::fabs(b.Num)));
  }
  if (a.K == Value::Kind::Function || a.size() != b.size()) return Inf;
  double Worst = 0;
  for (size_t I = 0; I < a.size(); ++I)
    Worst = std::fmax(Worst, maxRelativeDifference(a[I], b[I]));
  return Worst;
}

} // namespace liar::ir
