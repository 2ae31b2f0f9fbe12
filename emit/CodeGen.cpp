#include "CodeGen.h"

#include "Interner.h"
#include "Library.h"
#include "Types.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <functional>
#include <optional>
#include <set>
#include <stdexcept>

namespace liar::emit {
namespace {

using ir::Node;
using ir::Op;
using ir::Term;

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string paren(const std::string& s) {
  return "(" + s + ")";
}

// Subscript `i` of a view whose first element is at `offset`.
std::string shifted(const std::string& offset, const std::string& i) {
  if (offset == "0") return i;
  bool Plain = std::all_of(offset.begin(), offset.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
  return (Plain ? offset : paren(offset)) + " + " + i;
}

// An array operand as a library call sees it: storage (a C lvalue prefix with its declared
// extents), the logical extents of the IR value, and whether the call should read it
// transposed.
struct View {
  std::string Base;                  // e.g. "A", "A[r]", "liar_t0"
  std::vector<std::string> Extents;  // logical extents (after transposition)
  std::vector<std::string> Declared; // declared extents of the storage below Base
  bool Transposed = false;
  std::string SymbolName; // the IR symbol it reads, for hazard checks
  size_t Zeros = 0;       // subscripts that reach a scalar from Base
  // Where a view of part of an array starts: one C subscript per step from Base to a
  // scalar (empty: all zero).
  std::vector<std::string> Offsets;

  size_t rank() const { return Extents.size(); }
  std::string offset(size_t k) const { return k < Offsets.size() ? Offsets[k] : "0"; }
  std::string pointer() const {
    std::string P = "&" + Base;
    for (size_t I = 0; I < Zeros; ++I)
      P += "[" + offset(I) + "]";
    return P;
  }
  std::string ld() const { return Declared.empty() ? "1" : Declared.back(); }
  std::string element(const std::vector<std::string>& idx) const {
    if (Zeros == idx.size()) {
      std::string E = Base;
      for (size_t K = 0; K < idx.size(); ++K)
        E += "[" + shifted(offset(K), idx[K]) + "]";
      return E;
    }
    // A joined view: its elements are found by offset from the first.
    std::string Offset = idx[0];
    for (size_t K = 1; K < idx.size(); ++K)
      Offset = "(" + Offset + ") * " + Declared[K] + " + " + idx[K];
    return "(" + pointer() + ")[" + Offset + "]";
  }
};

class Emitter {
public:
  Emitter(const ir::Program& p, const std::map<std::string, Variable>& vars, Library lib,
          std::string indent)
      : P(p), Vars(vars), Lib(lib), Indent(std::move(indent)) {}

  RegionCode run() {
    for (const ir::Def& D : P.Defs)
      emitDef(D);
    for (const std::string& C : Out.Calls)
      if (C.rfind("cblas_", 0) == 0 || C.rfind("liar_torch_", 0) == 0) {
        Out.Includes.push_back(Lib == Library::Blas ? "<cblas.h>" : "<liar_torch.h>");
        break;
      }
    if (UsesMalloc) Out.Includes.push_back("<stdlib.h>");
    std::vector<std::string> Once;
    for (const std::string& I : Out.Includes)
      if (std::find(Once.begin(), Once.end(), I) == Once.end()) Once.push_back(I);
    Out.Includes = Once;
    return Out;
  }

private:
  const ir::Program& P;
  const std::map<std::string, Variable>& Vars;
  Library Lib;
  std::string Indent;
  RegionCode Out;
  int Depth = 0;
  int Counter = 0;
  bool UsesMalloc = false;
  bool DeclaredLocal = false;       // the current definition declared a variable: it needs a block
  std::string ElemType = "double";  // C type of the definition being emitted
  std::string ConstType = "double"; // type of the floating constants being printed
  const Term* T = nullptr;
  std::vector<std::string> Scope;  // C expression of each De Bruijn variable, innermost last
  std::vector<NumType> ScopeTypes; // and its type
  std::vector<std::string> Frees;  // temporaries of the current definition
  std::set<std::string> Checked;   // extents the guards already check

  void line(const std::string& s) {
    for (int I = 0; I < Depth; ++I)
      Out.Text += Indent;
    Out.Text += s + "\n";
  }
  std::string fresh(const char* stem) {
    return std::string("liar_") + stem + std::to_string(Counter++);
  }
  const Node& node(uint32_t at) const { return T->Nodes[at]; }
  std::string symName(uint32_t at) const { return ir::nameOf(node(at).Payload); }

  const Variable& variable(const std::string& irName) const {
    auto It = Vars.find(irName);
    if (It == Vars.end()) throw Failure("no C declaration is known for '" + irName + "'");
    return It->second;
  }

  NumType typeOf(uint32_t at) const {
    auto Symbol = [&](const std::string& name) -> NumType {
      if (P.findParam(name)) return "";
      const std::string& E = variable(name).ElementType;
      return isFloating(E) ? E : "";
    };
    return numericType(*T, at, Symbol, ScopeTypes);
  }

  void bind(const std::string& c, const NumType& type) {
    Scope.push_back(c);
    ScopeTypes.push_back(type);
  }
  void unbind() {
    Scope.pop_back();
    ScopeTypes.pop_back();
  }

  // A library call computes in ElemType: every operand must have that type already (C would
  // convert an int or float operand element by element, which the call cannot).
  void checkOperandTypes(uint32_t call) const {
    for (uint32_t K : node(call).kids()) {
      NumType Ty = typeOf(K);
      if (Ty != "?" && Ty != "" && Ty != ElemType)
        throw Failure("a " + ElemType + " library call cannot take a " + Ty + " operand");
    }
  }

  char prefix() const {
    if (ElemType == "double") return 'd';
    if (ElemType == "float") return 's';
    throw Failure("library calls need double or float arrays, not " + ElemType);
  }

  // ---- scalar expressions ---------------------------------------------------------------

  std::string constant(const ir::Constant& c) const {
    char Buf[64];
    if (c.IsInt) return std::to_string(static_cast<long long>(c.Value));
    auto [End, Ec] = std::to_chars(Buf, Buf + sizeof Buf, c.Value);
    std::string S(Buf, End);
    if (S.find_first_of(".e") == std::string::npos) S += ".0";
    return ConstType == "float" ? S + "f" : S;
  }

  std::string scalar(uint32_t at) {
    std::string SavedConst = ConstType;
    ConstType = constantTypeFor(at);
    std::string S = scalarOf(at);
    ConstType = SavedConst;
    return S;
  }

  // The type C gives a floating constant among the operands of `at`.
  NumType constantTypeFor(uint32_t at) const {
    const Node& N = node(at);
    if (N.Kind == Op::ToDouble) return "float"; // (double)1.5f
    if (N.Kind == Op::ToFloat) return "double";
    NumType Ty = N.Kind == Op::Lt || N.Kind == Op::Le || N.Kind == Op::Eq || N.Kind == Op::Ne
                     ? combine(typeOf(N.Kids[0]), typeOf(N.Kids[1]))
                     : typeOf(at);
    return isFloating(Ty) ? Ty : ConstType;
  }

  std::string scalarOf(uint32_t at) {
    const Node& N = node(at);
    auto K = [&](int k) { return scalar(N.Kids[k]); };
    auto Bin = [&](const char* op) { return paren(K(0) + " " + op + " " + K(1)); };
    auto Fn = [&](const char* f) {
      std::string S = std::string(f) + "(" + K(0);
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
      return scalarCall(at);
    default:
      throw Failure("cannot print '" + std::string(ir::opSpelling(N.Kind)) + "' as a C expression");
    }
  }

  // An element of an array-valued term: indexing a build substitutes its index.
  std::string indexed(uint32_t at, std::vector<std::string> idx) {
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
    if (N.Kind == Op::Sym) {
      const Variable& V = variable(symName(at));
      if (V.Linearised) return symbolView(symName(at)).element(idx);
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

  // ifold n init (λi acc. body): a loop accumulating into a fresh local.
  std::string fold(uint32_t at) {
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
    line("for (long " + I + " = 0; " + I + " < " + scalar(N.Kids[0]) + "; " + I + "++) {");
    ++Depth;
    bind(I, "");
    bind(Acc, isFloating(Type) ? Type : "");
    std::string Body = scalar(G.Kids[0]);
    line(Acc + " = " + Body + ";");
    unbind();
    unbind();
    --Depth;
    line("}");
    ConstType = SavedConst;
    return Acc;
  }

  // The C type of a fold's accumulator: the type of the sum it computes. An integer sum
  // takes the integer type of the definition; into a floating-point definition, the
  // original accumulator's integer type is unknown (an `unsigned` wraps, an `int` does not).
  std::string accumulatorType(uint32_t at) const {
    NumType Ty = typeOf(at);
    if (isFloating(Ty)) return Ty;
    if (Ty == "?") return isFloating(ConstType) ? ConstType : ElemType;
    if (!isFloating(ElemType)) return ElemType;
    throw Failure("an integer accumulator of unknown C type feeds a " + ElemType + " value");
  }

  // ---- extents ----------------------------------------------------------------------------

  void guard(const std::string& g) {
    if (std::find(Out.Guards.begin(), Out.Guards.end(), g) == Out.Guards.end())
      Out.Guards.push_back(g);
  }

  // The width ("int" or "long") of the widest run-time size `e` mentions; empty when `e` is
  // known at compile time. Fails when `e` names a variable of the region (an iterator): a
  // guard in front of the region cannot check it.
  std::string runTimeWidth(const std::string& e) const {
    std::string Width;
    for (size_t I = 0; I < e.size();) {
      if (!(std::isalpha(static_cast<unsigned char>(e[I])) || e[I] == '_')) {
        ++I;
        continue;
      }
      size_t J = I;
      while (J < e.size() && (std::isalnum(static_cast<unsigned char>(e[J])) || e[J] == '_'))
        ++J;
      const ir::ParamDecl* D = P.findParam(e.substr(I, J - I));
      if (!D) throw Failure("size '" + e + "' depends on the region's own variables");
      if (D->RunTime == "long" || (Width.empty() && D->RunTime == "int")) Width = D->RunTime;
      I = J;
    }
    return Width;
  }

  // A size the emitted code passes to a library or to malloc: the loops do nothing when it
  // is not positive, and BLAS takes an int, so the guards check both at run time.
  const std::string& size(const std::string& e) {
    if (Checked.count(e)) return e;
    std::string Width = runTimeWidth(e);
    if (!Width.empty()) guard(paren(e) + " > 0");
    if (Width == "long") {
      guard(paren(e) + " <= INT_MAX");
      Out.Includes.push_back("<limits.h>");
    }
    Checked.insert(e);
    return e;
  }

  // ---- array operands -------------------------------------------------------------------

  std::vector<std::string> declaredExtents(const std::string& irName) {
    const ir::VarDecl* D = P.findVar(irName);
    if (!D) throw Failure("'" + irName + "' is not declared");
    std::vector<std::string> E;
    std::vector<std::string> SavedScope;
    std::vector<NumType> SavedTypes;
    std::swap(SavedScope, Scope); // declared sizes are closed terms
    std::swap(SavedTypes, ScopeTypes);
    const Term* Saved = T;
    for (const Term& Dim : D->Dims) {
      T = &Dim;
      E.push_back(scalar(Dim.root()));
    }
    T = Saved;
    std::swap(SavedScope, Scope);
    std::swap(SavedTypes, ScopeTypes);
    return E;
  }

  View symbolView(const std::string& irName) {
    const Variable& V = variable(irName);
    // Linearised storage is one C dimension: one subscript reaches a scalar.
    View W{V.CName, declaredExtents(irName),          V.Dims,   false,
           irName,  V.Linearised ? 1 : V.Dims.size(), V.Offsets};
    if (V.Linearised && V.Offsets.size() == 2 && V.Offsets[0] != "0") // rows of length Dims[1]
      W.Offsets = {V.Offsets[1] == "0"
                       ? paren(V.Offsets[0]) + " * " + paren(V.Dims[1])
                       : paren(V.Offsets[0]) + " * " + paren(V.Dims[1]) + " + " + V.Offsets[1]};
    else if (V.Linearised && V.Offsets.size() == 2)
      W.Offsets = {V.Offsets[1]};
    for (const std::string& E : W.Extents)
      size(E);
    for (const std::string& E : W.Declared)
      if (!E.empty()) size(E);
    if (W.Extents.size() != W.Declared.size())
      throw Failure("'" + V.CName + "' has " + std::to_string(V.Dims.size()) +
                    " declared dimensions but the IR uses " + std::to_string(W.Extents.size()));
    return W;
  }

  // The view an argument denotes, materialising it into a temporary when it is computed.
  View operand(uint32_t at) {
    const Node& N = node(at);
    if (N.Kind == Op::Sym) {
      const Variable& V = variable(symName(at));
      if (V.ElementType != ElemType)
        throw Failure("a " + ElemType + " library call cannot read the " + V.ElementType +
                      " array '" + V.CName + "'");
      return symbolView(symName(at));
    }
    if (N.Kind == Op::Index) {
      View A = operand(N.Kids[0]);
      if (A.Transposed || A.rank() < 2)
        throw Failure("a column of a matrix is not a contiguous vector");
      if (A.Zeros < A.rank())
        throw Failure("a row of a linearised or flattened array is not emitted");
      A.Base += "[" + shifted(A.offset(0), scalar(N.Kids[1])) + "]";
      if (!A.Offsets.empty()) A.Offsets.erase(A.Offsets.begin());
      --A.Zeros;
      A.Extents.erase(A.Extents.begin());
      A.Declared.erase(A.Declared.begin());
      return A;
    }
    if (N.Kind == Op::Call && ir::nameOf(N.Payload) == "transpose") {
      View A = operand(N.Kids[0]);
      if (A.rank() != 2) throw Failure("transpose of a value that is not a matrix");
      std::swap(A.Extents[0], A.Extents[1]);
      A.Transposed = !A.Transposed;
      return A;
    }
    if (N.Kind == Op::Call && ir::nameOf(N.Payload) == "join") return joined(operand(N.Kids[0]));
    return materialize(at);
  }

  // Two leading dimensions seen as one: valid when the second is stored whole.
  View joined(View a) {
    if (a.rank() < 2 || a.Transposed) throw Failure("join of a value that is not an array of rows");
    std::string Guard = a.Extents[1] + " == " + a.Declared[1];
    if (a.Extents[1] != a.Declared[1] &&
        std::find(Out.Guards.begin(), Out.Guards.end(), Guard) == Out.Guards.end())
      Out.Guards.push_back(Guard);
    // The product is checked in size_t, after the guards that both factors are positive.
    std::string Product = paren(a.Extents[0]) + " * " + paren(a.Extents[1]);
    if (!runTimeWidth(a.Extents[0]).empty() || !runTimeWidth(a.Extents[1]).empty()) {
      guard("(size_t)" + paren(a.Extents[0]) + " * (size_t)" + paren(a.Extents[1]) + " <= INT_MAX");
      Out.Includes.push_back("<limits.h>");
      Out.Includes.push_back("<stddef.h>");
    }
    Checked.insert(Product);
    a.Extents[0] = Product;
    a.Extents.erase(a.Extents.begin() + 1);
    a.Declared.erase(a.Declared.begin());
    a.Declared[0] = "";
    return a;
  }

  std::vector<std::string> extentsOf(uint32_t at) {
    const Node& N = node(at);
    if (N.Kind == Op::Sym || N.Kind == Op::Index) return operand(at).Extents;
    if (N.Kind == Op::Build) {
      std::vector<std::string> E = {scalar(N.Kids[0])};
      const Node& F = node(N.Kids[1]);
      bind("0", ""); // extents must not depend on the index (rectangular arrays)
      uint32_t Body = F.Kids[0];
      if (node(Body).Kind == Op::Build || node(Body).Kind == Op::Sym ||
          node(Body).Kind == Op::Index || node(Body).Kind == Op::Call) {
        std::vector<std::string> Rest = extentsOf(Body);
        E.insert(E.end(), Rest.begin(), Rest.end());
      }
      unbind();
      return E;
    }
    if (N.Kind != Op::Call) return {};
    std::string F = ir::nameOf(N.Payload);
    const ir::LibraryFunction* Fn = ir::findLibraryFunction(F);
    auto Dims = [&](int k) -> std::optional<std::vector<std::string>> {
      return extentsOf(N.Kids[k]);
    };
    auto Size = [&](int k) { return scalar(N.Kids[k]); };
    auto Times = [&](const std::string& a, const std::string& b) {
      return paren(a) + " * " + paren(b);
    };
    auto Over = [&](const std::string& a, const std::string& b) -> std::optional<std::string> {
      return paren(a) + " / " + paren(b);
    };
    std::optional<std::vector<std::string>> R =
        Fn ? ir::resultDims<std::string>(Fn->Result, Dims, Size, std::nullopt, Times, Over)
           : std::nullopt;
    // A scalar result has no extents: no temporary can hold it.
    if (R && Fn->Result.K != ir::ResultDims::Scalar) return *R;
    throw Failure("no shape known for '" + F + "'");
  }

  View temporary(const std::vector<std::string>& extents) {
    for (const std::string& E : extents)
      size(E);
    std::string Name = fresh("t");
    std::string Type = ElemType + " (*" + Name + ")";
    for (size_t I = 1; I < extents.size(); ++I)
      Type += "[" + extents[I] + "]";
    if (extents.size() == 1) Type = ElemType + " *" + Name;
    std::string Count = "sizeof(" + ElemType + ")";
    for (const std::string& E : extents)
      Count += " * " + paren(E);
    DeclaredLocal = true;
    line(Type + " = malloc(" + Count + ");");
    UsesMalloc = true;
    Frees.push_back(Name);
    return View{Name, extents, extents, false, "", extents.size(), {}};
  }

  View materialize(uint32_t at) {
    View Tmp = temporary(extentsOf(at));
    into(Tmp, at);
    return Tmp;
  }

  // ---- definitions ------------------------------------------------------------------------

  bool mentions(uint32_t at, const std::string& irName) const {
    const Node& N = node(at);
    if (N.Kind == Op::Sym) return symName(at) == irName;
    for (uint32_t K : N.kids())
      if (mentions(K, irName)) return true;
    return false;
  }

  bool isSymbol(uint32_t at, const std::string& irName) const {
    return node(at).Kind == Op::Sym && symName(at) == irName;
  }

  void copyInto(const View& dest, const View& src) {
    std::vector<std::string> Idx;
    for (size_t D = 0; D < dest.rank(); ++D) {
      std::string I = fresh("i");
      line("for (long " + I + " = 0; " + I + " < " + dest.Extents[D] + "; " + I + "++)");
      ++Depth;
      Idx.push_back(I);
    }
    line(dest.element(Idx) + " = " + src.element(Idx) + ";");
    Depth -= static_cast<int>(dest.rank());
  }

  // Loops writing every element of `dest` from an array-valued term with no library call.
  void loopsInto(const View& dest, uint32_t at) {
    std::vector<std::string> Idx;
    int Opened = 0;
    for (size_t D = 0; D < dest.rank(); ++D) {
      std::string I = fresh("i");
      line("for (long " + I + " = 0; " + I + " < " + dest.Extents[D] + "; " + I + "++) {");
      ++Depth;
      ++Opened;
      Idx.push_back(I);
    }
    std::string E = dest.rank() == 0 ? scalar(at) : indexed(at, Idx);
    line(dest.element(Idx) + " = " + E + ";");
    for (int I = 0; I < Opened; ++I) {
      --Depth;
      line("}");
    }
  }

  // Computes the value of term `at` into the storage of `dest`.
  void into(const View& dest, uint32_t at) {
    const Node& N = node(at);
    if (N.Kind == Op::Call && ir::nameOf(N.Payload) != "transpose" &&
        ir::nameOf(N.Payload) != "join") {
      callInto(dest, at);
      return;
    }
    if (!dest.SymbolName.empty() && mentions(at, dest.SymbolName) && !readsInPlace(at, dest)) {
      View Tmp = temporary(dest.Extents);
      loopsInto(Tmp, at);
      copyInto(dest, Tmp);
      return;
    }
    loopsInto(dest, at);
  }

  // A loop form may overwrite its own input when it only reads the element it writes.
  bool readsInPlace(uint32_t at, const View& dest) {
    std::string Probe;
    try {
      std::vector<std::string> Idx;
      for (size_t D = 0; D < dest.rank(); ++D)
        Idx.push_back("@" + std::to_string(D));
      std::string Saved = Out.Text;
      int SavedCounter = Counter;
      std::string Value = dest.rank() == 0 ? scalar(at) : indexed(at, Idx);
      // Loops hoisted out of the expression (folds) read the destination too.
      Probe = Out.Text.substr(Saved.size()) + Value;
      Out.Text = Saved;
      Counter = SavedCounter;
      std::string Own = dest.element(Idx);
      // Every occurrence of the destination's name must be exactly the element written.
      const Variable& V = variable(dest.SymbolName);
      size_t Pos = 0;
      while ((Pos = Probe.find(V.CName, Pos)) != std::string::npos) {
        bool Boundary = Pos == 0 || !(std::isalnum(static_cast<unsigned char>(Probe[Pos - 1])) ||
                                      Probe[Pos - 1] == '_');
        if (Boundary && Probe.compare(Pos, Own.size(), Own) != 0) return false;
        Pos += V.CName.size();
      }
      return true;
    } catch (const Failure&) {
      return false;
    }
  }

  void emitDef(const ir::Def& d) {
    T = &d.Value;
    Scope.clear();
    ScopeTypes.clear();
    const Variable& V = variable(d.Name);
    ElemType = V.ElementType;
    ConstType = isFloating(ElemType) ? ElemType : "double";
    size_t Start = Out.Text.size();
    DeclaredLocal = false;
    ++Depth;
    if (V.Dims.empty()) {
      std::string E = scalar(T->root());
      line((V.ThroughPointer ? "(*" + V.CName + ")" : V.CName) + " = " + E + ";");
    } else {
      into(symbolView(d.Name), T->root());
    }
    for (const std::string& F : Frees)
      line("free(" + F + ");");
    Frees.clear();
    --Depth;
    if (DeclaredLocal) {
      // Locals of one definition live in a block of their own.
      std::string Open;
      for (int I = 0; I < Depth; ++I)
        Open += Indent;
      Out.Text.insert(Start, Open + "{\n");
      line("}");
    } else {
      Out.Text = Out.Text.substr(0, Start) + dedent(Out.Text.substr(Start));
    }
  }

  std::string dedent(const std::string& text) const {
    std::string Out;
    size_t Pos = 0;
    while (Pos < text.size()) {
      size_t Eol = text.find('\n', Pos);
      std::string Line = text.substr(Pos, Eol - Pos);
      if (Line.compare(0, Indent.size(), Indent) == 0) Line.erase(0, Indent.size());
      Out += Line + "\n";
      Pos = Eol == std::string::npos ? text.size() : Eol + 1;
    }
    return Out;
  }

  // ---- library calls ----------------------------------------------------------------------

  void call(const std::string& name, const std::vector<std::string>& args) {
    std::string S = name + "(";
    for (size_t I = 0; I < args.size(); ++I)
      S += (I ? ", " : "") + args[I];
    line(S + ");");
    Out.Calls.push_back(name);
  }

  std::string trans(bool t) const {
    return Lib == Library::Blas ? (t ? "CblasTrans" : "CblasNoTrans") : (t ? "1" : "0");
  }

  // Brings the accumulated operand into `dest` (unless it already is `dest`) and returns the
  // view the call updates in place. When other operands read `dest`, works in a temporary.
  View accumulator(const View& dest, uint32_t acc, const std::vector<uint32_t>& others,
                   bool& viaTemp) {
    viaTemp = false;
    for (uint32_t O : others)
      viaTemp |= !dest.SymbolName.empty() && mentions(O, dest.SymbolName);
    View Target = viaTemp ? temporary(dest.Extents) : dest;
    if (acc != UINT32_MAX && !(isSymbol(acc, dest.SymbolName) && !viaTemp)) into(Target, acc);
    return Target;
  }

  void callInto(const View& dest, uint32_t at) {
    const Node& N = node(at);
    std::string F = ir::nameOf(N.Payload);
    checkOperandTypes(at);
    auto K = [&](int k) { return N.Kids[k]; };
    bool ViaTemp = false;
    View Target;
    std::string Pre = Lib == Library::Blas ? std::string("cblas_") + prefix() : "";
    if (F == "split") {
      into(joined(dest), K(1));
      return;
    }
    if (F.rfind("gemm", 0) == 0) {
      bool Zero = F[4] == '0';
      bool TA = F[Zero ? 6 : 5] == 't', TB = F[Zero ? 7 : 6] == 't';
      Target = accumulator(dest, Zero ? UINT32_MAX : K(4), {K(0), K(1), K(2)}, ViaTemp);
      View A = operand(K(1)), B = operand(K(2));
      std::string Kdim = TA ? A.Extents[0] : A.Extents[1];
      call(Pre + "gemm", {"CblasRowMajor", trans(TA != A.Transposed), trans(TB != B.Transposed),
                          Target.Extents[0], Target.Extents[1], Kdim, scalar(K(0)), A.pointer(),
                          A.ld(), B.pointer(), B.ld(), Zero ? constant({0, false}) : scalar(K(3)),
                          Target.pointer(), Target.ld()});
    } else if (F.rfind("gemv", 0) == 0) {
      bool Zero = F[4] == '0';
      bool TA = F.back() == 't';
      Target = accumulator(dest, Zero ? UINT32_MAX : K(4), {K(0), K(1), K(2)}, ViaTemp);
      View A = operand(K(1)), X = operand(K(2));
      bool Stored = TA != A.Transposed;
      std::string Rows = A.Transposed ? A.Extents[1] : A.Extents[0];
      std::string Cols = A.Transposed ? A.Extents[0] : A.Extents[1];
      call(Pre + "gemv",
           {"CblasRowMajor", trans(Stored), Rows, Cols, scalar(K(0)), A.pointer(), A.ld(),
            X.pointer(), "1", Zero ? constant({0, false}) : scalar(K(3)), Target.pointer(), "1"});
    } else if (F == "axpy") {
      Target = accumulator(dest, K(2), {K(0), K(1)}, ViaTemp);
      View X = operand(K(1));
      call(Pre + "axpy",
           {Target.Extents[0], scalar(K(0)), X.pointer(), "1", Target.pointer(), "1"});
    } else if (F == "scal") {
      Target = accumulator(dest, K(1), {K(0)}, ViaTemp);
      call(Pre + "scal", {Target.Extents[0], scalar(K(0)), Target.pointer(), "1"});
    } else if (F == "ger") {
      Target = accumulator(dest, K(3), {K(0), K(1), K(2)}, ViaTemp);
      View X = operand(K(1)), Y = operand(K(2));
      call(Pre + "ger", {"CblasRowMajor", Target.Extents[0], Target.Extents[1], scalar(K(0)),
                         X.pointer(), "1", Y.pointer(), "1", Target.pointer(), Target.ld()});
    } else if (F == "memset" || F == "full") {
      if (Lib == Library::Torch) {
        call("liar_torch_full_" + std::string(1, prefix()),
             {dest.Extents[0], scalar(K(1)), dest.pointer()});
        return;
      }
      const Node& C = node(K(1));
      if (C.Kind == Op::Const && ir::constantOf(C.Payload).Value == 0 && dest.Zeros == 1) {
        // All-bits-zero is 0.0 in IEEE 754: the C library's memset is the idiom.
        Out.Includes.push_back("<string.h>");
        call("memset", {dest.pointer(), "0",
                        "sizeof(" + dest.element({"0"}) + ") * " + paren(dest.Extents[0])});
        return;
      }
      std::string I = fresh("i");
      line("for (long " + I + " = 0; " + I + " < " + dest.Extents[0] + "; " + I + "++)");
      line(Indent + dest.element({I}) + " = " + scalar(K(1)) + ";");
      return;
    } else if (Lib == Library::Torch) {
      torchInto(dest, at);
      return;
    } else {
      throw Failure("no C form for library call '" + F + "'");
    }
    if (ViaTemp) copyInto(dest, Target);
  }

  std::string torch(const char* f) const { return std::string("liar_torch_") + f + "_" + prefix(); }

  // (mul b D) or D itself, with D the destination: the part of an update that scales it.
  bool scaledDest(uint32_t at, const View& dest, std::string& beta) {
    const Node& N = node(at);
    if (isSymbol(at, dest.SymbolName)) {
      beta = constant({1, false});
      return true;
    }
    if (N.Kind == Op::Call && ir::nameOf(N.Payload) == "mul" &&
        isSymbol(N.Kids[1], dest.SymbolName) && !mentions(N.Kids[0], dest.SymbolName)) {
      beta = scalar(N.Kids[0]);
      return true;
    }
    return false;
  }

  // (mul a (mm ..)), (mm ..), and the same for mv: a product that addmm/addmv can add in.
  bool scaledProduct(uint32_t at, std::string& alpha, uint32_t& product) {
    const Node& N = node(at);
    if (N.Kind != Op::Call) return false;
    std::string F = ir::nameOf(N.Payload);
    if (F == "mm" || F == "mv") {
      alpha = constant({1, false});
      product = at;
      return true;
    }
    if (F == "mul" && node(N.Kids[1]).Kind == Op::Call) {
      std::string G = ir::nameOf(node(N.Kids[1]).Payload);
      if (G == "mm" || G == "mv") {
        alpha = scalar(N.Kids[0]);
        product = N.Kids[1];
        return true;
      }
    }
    return false;
  }

  void productInto(const View& target, uint32_t product, const std::string& alpha,
                   const std::string* beta) {
    const Node& N = node(product);
    View A = operand(N.Kids[0]);
    if (ir::nameOf(N.Payload) == "mm") {
      View B = operand(N.Kids[1]);
      if (beta)
        call(torch("addmm"), {target.Extents[0], target.Extents[1], A.Extents[1], *beta,
                              target.pointer(), target.ld(), alpha, A.pointer(), A.ld(),
                              trans(A.Transposed), B.pointer(), B.ld(), trans(B.Transposed)});
      else
        call(torch("mm"), {target.Extents[0], target.Extents[1], A.Extents[1], A.pointer(), A.ld(),
                           trans(A.Transposed), B.pointer(), B.ld(), trans(B.Transposed),
                           target.pointer(), target.ld()});
      return;
    }
    View X = operand(N.Kids[1]);
    if (beta)
      call(torch("addmv"), {A.Extents[0], A.Extents[1], *beta, target.pointer(), alpha, A.pointer(),
                            A.ld(), trans(A.Transposed), X.pointer()});
    else
      call(torch("mv"), {A.Extents[0], A.Extents[1], A.pointer(), A.ld(), trans(A.Transposed),
                         X.pointer(), target.pointer()});
  }

  // Element-wise PyTorch calls work on rows, so views with a leading dimension are fine.
  void rowwise(const View& dest, const std::function<void(const std::vector<std::string>&)>& body) {
    std::vector<std::string> Idx;
    for (size_t D = 0; D + 1 < dest.rank(); ++D) {
      std::string I = fresh("i");
      line("for (long " + I + " = 0; " + I + " < " + dest.Extents[D] + "; " + I + "++)");
      ++Depth;
      Idx.push_back(I);
    }
    body(Idx);
    Depth -= static_cast<int>(Idx.size());
  }

  // The first element of a row, also of linearised storage (one C dimension: `&C[(i) * n + 0]`).
  static std::string rowPointer(const View& v, const std::vector<std::string>& idx) {
    std::vector<std::string> First = idx;
    First.push_back("0");
    return "&" + v.element(First);
  }

  void torchInto(const View& dest, uint32_t at) {
    const Node& N = node(at);
    std::string F = ir::nameOf(N.Payload);
    bool ViaTemp = !dest.SymbolName.empty() && mentions(at, dest.SymbolName);
    std::string Alpha, Beta;
    uint32_t Product = 0;
    if (F == "add" && dest.rank() <= 2) {
      for (int Side = 0; Side < 2; ++Side)
        if (scaledDest(N.Kids[Side], dest, Beta) &&
            scaledProduct(N.Kids[1 - Side], Alpha, Product) &&
            !mentions(Product, dest.SymbolName)) {
          productInto(dest, Product, Alpha, &Beta);
          return;
        }
    }
    if (F == "addmm" || F == "addmv") {
      // b*C + a*op(A)op(B): C is brought into the destination, which the call updates.
      bool Hazard = false;
      View Acc = accumulator(dest, N.Kids[1], {N.Kids[0], N.Kids[2], N.Kids[3], N.Kids[4]}, Hazard);
      View A = operand(N.Kids[3]), B = operand(N.Kids[4]);
      if (F == "addmm")
        call(torch("addmm"), {Acc.Extents[0], Acc.Extents[1], A.Extents[1], scalar(N.Kids[0]),
                              Acc.pointer(), Acc.ld(), scalar(N.Kids[2]), A.pointer(), A.ld(),
                              trans(A.Transposed), B.pointer(), B.ld(), trans(B.Transposed)});
      else
        call(torch("addmv"),
             {A.Extents[0], A.Extents[1], scalar(N.Kids[0]), Acc.pointer(), scalar(N.Kids[2]),
              A.pointer(), A.ld(), trans(A.Transposed), B.pointer()});
      if (Hazard) copyInto(dest, Acc);
      return;
    }
    View Target = ViaTemp ? temporary(dest.Extents) : dest;
    if (F == "mm" || F == "mv") {
      productInto(Target, at, constant({1, false}), nullptr);
    } else if (F == "add") {
      View X = operand(N.Kids[0]), Y = operand(N.Kids[1]);
      rowwise(Target, [&](const std::vector<std::string>& idx) {
        call(torch("add"), {Target.Extents.back(), rowPointer(X, idx), rowPointer(Y, idx),
                            rowPointer(Target, idx)});
      });
    } else if (F == "mul") {
      View X = operand(N.Kids[1]);
      std::string A = scalar(N.Kids[0]);
      rowwise(Target, [&](const std::vector<std::string>& idx) {
        call(torch("mul"), {Target.Extents.back(), A, rowPointer(X, idx), rowPointer(Target, idx)});
      });
    } else {
      throw Failure("no C form for library call '" + F + "'");
    }
    if (ViaTemp) copyInto(dest, Target);
  }

  std::string scalarCall(uint32_t at) {
    if (!Scope.empty()) throw Failure("a library call inside a loop is not emitted");
    const Node& N = node(at);
    checkOperandTypes(at);
    std::string F = ir::nameOf(N.Payload);
    std::string Name =
        Lib == Library::Blas ? std::string("cblas_") + prefix() + F : torch(F.c_str());
    if (F == "dot" && Lib == Library::Blas) {
      // A constant vector (the ones of a sum) is one element read with increment 0: no array
      // is allocated or filled.
      auto Vector = [&](uint32_t arg, std::string& n) -> std::string {
        const Node& A = node(arg);
        if (A.Kind == Op::Call && ir::nameOf(A.Payload) == "memset") {
          std::string C = fresh("c");
          DeclaredLocal = true;
          line("const " + ElemType + " " + C + " = " + scalar(A.Kids[1]) + ";");
          // Both vectors may be constant (a sum repeated by an outer loop): the count is then
          // the constant vector's length.
          if (n.empty()) n = scalar(A.Kids[0]);
          return "&" + C + ", 0";
        }
        View V = operand(arg);
        n = V.Extents[0];
        return V.pointer() + ", 1";
      };
      std::string Count;
      std::string X = Vector(N.Kids[0], Count), Y = Vector(N.Kids[1], Count);
      Out.Calls.push_back(Name);
      return Name + "(" + Count + ", " + X + ", " + Y + ")";
    }
    if (F == "dot") {
      View X = operand(N.Kids[0]), Y = operand(N.Kids[1]);
      Out.Calls.push_back(Name);
      return Name + "(" + X.Extents[0] + ", " + X.pointer() + ", " + Y.pointer() + ")";
    }
    if (F == "sum" && Lib == Library::Torch) {
      View X = operand(N.Kids[0]);
      Out.Calls.push_back(Name);
      return Name + "(" + X.Extents[0] + ", " + X.pointer() + ")";
    }
    throw Failure("no C form for scalar library call '" + F + "'");
  }
};

} // namespace

EmitResult emitProgram(const ir::Program& program, const std::map<std::string, Variable>& vars,
                       Library library, const std::string& indent) {
  EmitResult R;
  try {
    R.Code = Emitter(program, vars, library, indent).run();
    R.Ok = true;
  } catch (const Failure& E) {
    R.Reason = E.what();
  }
  return R;
}

} // namespace liar::emit
