// Array operands of library calls: views of declared arrays and their rows, joined views,
// extents as C expressions, the run-time guards on sizes, and malloc'd temporaries.
#include "Emitter.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace liar::emit::detail {

void Emitter::guard(const std::string& g) {
  if (std::find(Out.Guards.begin(), Out.Guards.end(), g) == Out.Guards.end())
    Out.Guards.push_back(g);
}

// The width ("int" or "long") of the widest run-time size `e` mentions; empty when `e` is
// known at compile time. Fails when `e` names a variable of the region (an iterator): a
// guard in front of the region cannot check it.
std::string Emitter::runTimeWidth(const std::string& e, bool strict) const {
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
    if (!D && strict) throw Failure("size '" + e + "' depends on the region's own variables");
    if (!D) {
      I = J;
      continue;
    }
    if (D->RunTime == "long" || (Width.empty() && D->RunTime == "int")) Width = D->RunTime;
    I = J;
  }
  return Width;
}

// A loop bound as the `long` counter of an emitted loop compares with it: a size that may
// exceed INT_MAX may be unsigned (size_t), which -Wsign-compare flags, so it is converted.
std::string Emitter::loopBound(const std::string& e) const {
  return runTimeWidth(e, /*strict=*/false) == "long" ? "(long)" + paren(e) : e;
}

// A size the emitted code passes to a library or to malloc: the loops do nothing when it
// is not positive, and BLAS takes an int, so the guards check both at run time. The int range
// is checked by `liar_fits_int`, a helper the tool defines with the guards it writes.
const std::string& Emitter::size(const std::string& e) {
  if (Checked.count(e)) return e;
  std::string Width = runTimeWidth(e);
  if (!Width.empty()) guard(paren(e) + " > 0");
  if (Width == "long") guard("liar_fits_int(" + e + ")");
  Checked.insert(e);
  return e;
}

std::vector<std::string> Emitter::declaredExtents(const std::string& irName) {
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

View Emitter::symbolView(const std::string& irName) {
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
  if (!V.Step.empty()) return strided(std::move(W), V.Step);
  if (W.Extents.size() != W.Declared.size())
    throw Failure("'" + V.CName + "' has " + std::to_string(V.Dims.size()) +
                  " declared dimensions but the IR uses " + std::to_string(W.Extents.size()));
  return W;
}

// A strided vector (a column of a matrix, every k-th element): BLAS reads it from its first
// element with the step as increment; the step is an int there, and must be positive. The
// LibTorch runtime's calls take contiguous vectors only.
View Emitter::strided(View w, const std::string& step) {
  if (w.rank() != 1) throw Failure("a strided view of '" + w.Base + "' is not a vector");
  if (Lib != Library::Blas)
    throw Failure("a strided vector (a column, every k-th element) is not a contiguous vector");
  size(step);
  w.Declared = {w.Extents[0]};
  w.Inc = step;
  return w;
}

// The view an argument denotes, materialising it into a temporary when it is computed.
View Emitter::operand(uint32_t at) {
  const Node& N = node(at);
  if (N.Kind == Op::Sym) {
    const Variable& V = variable(symName(at));
    if (V.ElementType != ElemType)
      throw Failure("a " + ElemType + " library call cannot read the " + V.ElementType +
                    " array '" + V.CName + "'");
    return symbolView(symName(at));
  }
  if (N.Kind == Op::Index) {
    View R = row(operand(N.Kids[0]), scalar(N.Kids[1]));
    // The LibTorch runtime's calls take contiguous vectors only.
    if (R.Inc != "1" && Lib != Library::Blas)
      throw Failure("a column of a matrix is not a contiguous vector");
    return R;
  }
  if (N.Kind == Op::Call && ir::nameOf(N.Payload) == "transpose") {
    View A = operand(N.Kids[0]);
    if (A.rank() != 2) throw Failure("transpose of a value that is not a matrix");
    std::swap(A.Extents[0], A.Extents[1]);
    A.Transposed = !A.Transposed;
    return A;
  }
  if (const ir::LibraryFunction* F = libraryCall(at); F && F->Result.K == ir::ResultDims::Join)
    return joined(operand(N.Kids[0]), F->Result.At);
  return materialize(at);
}

// Row `i` of a stored array: its first subscript fixed, which may be a loop variable.
View Emitter::row(View a, const std::string& i) {
  if (a.Transposed && a.rank() == 2 && a.Zeros == 2) return column(a, i);
  if (a.Transposed || a.rank() < 2)
    throw Failure("a column of a matrix is not a contiguous vector");
  if (a.Zeros < a.rank()) return linearisedRow(std::move(a), i);
  a.Base += "[" + shifted(a.offset(0), i) + "]";
  if (!a.Offsets.empty()) a.Offsets.erase(a.Offsets.begin());
  --a.Zeros;
  a.Extents.erase(a.Extents.begin());
  a.Declared.erase(a.Declared.begin());
  return a;
}

// Row `i` of linearised storage (one C subscript for all the IR's): the same storage from
// the element at `i` times the row's length on; its rows keep their declared lengths.
View Emitter::linearisedRow(View a, const std::string& i) {
  if (a.Zeros != 1 || a.Inc != "1")
    throw Failure("a row of a linearised or flattened array is not emitted");
  std::string RowLength = paren(a.Declared[1]);
  for (size_t D = 2; D < a.Declared.size(); ++D)
    RowLength += " * " + paren(a.Declared[D]);
  a.Offsets = {shifted(a.offset(0), paren(i) + " * " + RowLength)};
  a.Extents.erase(a.Extents.begin());
  a.Declared.erase(a.Declared.begin());
  return a;
}

// Column `j` of a stored matrix (row `j` of its transposed view): a vector whose elements are
// a row length apart, which BLAS reads with that increment.
View Emitter::column(View a, const std::string& j) {
  View C = a;
  C.Offsets = {a.offset(0), shifted(a.offset(1), j)};
  C.Extents = {a.Extents[1]}; // the transposed view's second extent: the stored rows
  C.Declared = {a.Declared[0]};
  C.Inc = a.ld();
  C.Transposed = false;
  return C;
}

namespace {
// Whether two C expressions are one text but for spaces and parentheses around the whole: a
// guard comparing them would always hold (and -Wtautological-compare says so).
bool sameExpression(std::string a, std::string b) {
  auto Bare = [](std::string& s) {
    std::erase(s, ' ');
    while (isParenthesised(s))
      s = s.substr(1, s.size() - 2);
  };
  Bare(a);
  Bare(b);
  return a == b;
}
} // namespace

// Dimensions at and at + 1 seen as one: valid when the second is stored whole.
View Emitter::joined(View a, size_t at) {
  if (a.rank() < at + 2 || a.Transposed || a.Inc != "1")
    throw Failure("join of a value that is not an array of rows");
  std::string Guard = a.Extents[at + 1] + " == " + a.Declared[at + 1];
  if (!sameExpression(a.Extents[at + 1], a.Declared[at + 1]) &&
      std::find(Out.Guards.begin(), Out.Guards.end(), Guard) == Out.Guards.end())
    Out.Guards.push_back(Guard);
  // The product is checked in size_t, after the guards that both factors are positive.
  std::string Product = paren(a.Extents[at]) + " * " + paren(a.Extents[at + 1]);
  if (!runTimeWidth(a.Extents[at]).empty() || !runTimeWidth(a.Extents[at + 1]).empty()) {
    guard("liar_fits_int((size_t)" + paren(a.Extents[at]) + " * (size_t)" +
          paren(a.Extents[at + 1]) + ")");
    Out.Includes.push_back("<stddef.h>");
  }
  Checked.insert(Product);
  a.Extents[at] = Product;
  a.Extents.erase(a.Extents.begin() + at + 1);
  // The rows' length below a joined dimension is the product of the two declared lengths (the
  // second is its extent, by the guard); the first dimension's declared length is never read.
  a.Declared[at + 1] = at == 0 ? "" : paren(a.Declared[at]) + " * " + paren(a.Declared[at + 1]);
  a.Declared.erase(a.Declared.begin() + at);
  return a;
}

// Subscripts that reach a number of a declared array: an element, no row of it.
bool Emitter::elementOfSymbol(uint32_t at) const {
  size_t Subscripts = 0;
  while (node(at).Kind == Op::Index) {
    at = node(at).Kids[0];
    ++Subscripts;
  }
  return node(at).Kind == Op::Sym && variable(symName(at)).Dims.size() == Subscripts;
}

std::vector<std::string> Emitter::extentsOf(uint32_t at) {
  const Node& N = node(at);
  if (N.Kind == Op::Index && elementOfSymbol(at)) {
    // An array gathered element by element (the windows of a convolution, a column) is copied
    // once before the loops; inside them every iteration would copy it again.
    if (!Loops.Frames.empty() || RowLoops > 0)
      throw Failure("an operand gathered element by element inside a loop would be copied at "
                    "every iteration");
    return {};
  }
  if (N.Kind == Op::Sym || N.Kind == Op::Index) return operand(at).Extents;
  if (N.Kind == Op::Build) {
    std::vector<std::string> E = {scalar(N.Kids[0])};
    const Node& F = node(N.Kids[1]);
    bind("0", ""); // extents must not depend on the index (rectangular arrays)
    uint32_t Body = F.Kids[0];
    if (node(Body).Kind == Op::Build || node(Body).Kind == Op::Sym ||
        node(Body).Kind == Op::Index ||
        (node(Body).Kind == Op::Call && !ir::isElementFunction(ir::nameOf(node(Body).Payload)))) {
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

bool Emitter::dependsOnLoops(const std::string& text) const {
  // The loops' variables are names of fresh(): "liar_" and a stem and a number.
  static const std::regex Fresh("liar_[a-z]+[0-9]+");
  for (const std::string& Bound : Scope)
    for (std::sregex_iterator It(Bound.begin(), Bound.end(), Fresh), End; It != End; ++It)
      if (std::regex_search(text, std::regex("\\b" + It->str() + "\\b"))) return true;
  return false;
}

View Emitter::temporary(const std::vector<std::string>& extents) {
  // Every temporary is allocated once, before the loops, and checked with the guard; inside a
  // loop each iteration rewrites it before its call reads it (the loops around library calls
  // are sequential). One allocation per iteration would cost more than the call it feeds, so a
  // size that changes with the loops has no temporary.
  for (const std::string& E : extents)
    if (dependsOnLoops(E))
      throw Failure("a library call inside a loop would need a temporary whose size changes "
                    "with the loop");
  for (const std::string& E : extents)
    size(E);
  std::string Name = fresh("t");
  // The declaration runs before the guards that check the extents: a row length of 0 there
  // would be a variable-length array type of size 0, which C leaves undefined. Where the
  // temporary is used, every extent is positive and the bound is the extent itself.
  std::string Type = ElemType + " (*" + Name + ")";
  for (size_t I = 1; I < extents.size(); ++I) {
    const std::string& E = extents[I];
    bool Literal = E.find_first_not_of("0123456789") == std::string::npos;
    Type += "[" + (Literal ? E : paren(E) + " > 0 ? " + paren(E) + " : 1") + "]";
  }
  if (extents.size() == 1) Type = ElemType + " *" + Name;
  // size_t from the first factor on: a product of int extents could overflow.
  std::string Bytes = "sizeof(" + ElemType + ")";
  for (const std::string& E : extents)
    Bytes += " * (size_t)" + paren(E);
  Out.Temporaries.push_back({Name, Type, Bytes});
  UsesMalloc = true;
  return View{Name, extents, extents, false, "", extents.size(), {}};
}

// Whether `at` is an array built from single elements of a declared array: the windows of a
// convolution copied out of its input.
bool Emitter::gathersElements(uint32_t at) const {
  while (node(at).Kind == Op::Build && node(node(at).Kids[1]).Kind == Op::Lambda)
    at = node(node(at).Kids[1]).Kids[0];
  return node(at).Kind == Op::Index && elementOfSymbol(at);
}

View Emitter::materialize(uint32_t at) {
  std::vector<std::string> Extents = extentsOf(at);
  // The call that reads a gathered copy weighs its size against the call's work (arguments).
  if (gathersElements(at)) GatheredCopies.push_back(Extents);
  View Tmp = temporary(Extents);
  into(Tmp, at);
  return Tmp;
}

} // namespace liar::emit::detail
