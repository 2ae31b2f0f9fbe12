// BLAS calls (and the scalar calls of both libraries): each library function of the IR as
// its CBLAS call on views, updating the accumulated operand in place.
#include "Emitter.h"

#include "saturation/Binders.h"

#include <cmath>
#include <optional>

namespace liar::emit::detail {

namespace {

bool isCharacterType(const std::string& type) {
  return type == "char" || type == "signed char" || type == "unsigned char";
}

// The byte that memset repeats to store `value` in elements of C type `type`, when their bits
// are one byte repeated: +0 of any arithmetic type (all bits zero; -0.0 has its sign bit
// set), -1 of an integer type (all bits one in two's complement, and UINT_MAX once converted
// to an unsigned type), and any value a character type holds.
std::optional<int> repeatedByte(const std::string& type, double value) {
  if (value == 0 && !std::signbit(value)) return 0;
  if (isFloating(type) || value != std::trunc(value)) return std::nullopt;
  if (isCharacterType(type) && value >= -128 && value <= 255) return static_cast<int>(value) & 0xff;
  if (value == -1 && type != "_Bool" && type != "bool") return 0xff;
  return std::nullopt;
}
/// `build n (λi. v)` with v independent of i: one value repeated.
bool repeatsOneValue(const ir::Term& t, uint32_t at) {
  const ir::Node& N = t[at];
  if (N.Kind != ir::Op::Build || t[N.Kids[1]].Kind != ir::Op::Lambda) return false;
  return !(ir::freeVariables(t.subterm(t[N.Kids[1]].Kids[0])) & ir::freeBit(0));
}
} // namespace

void Emitter::call(const std::string& name, const std::vector<std::string>& args) {
  std::string S = name + "(";
  for (size_t I = 0; I < args.size(); ++I)
    S += (I ? ", " : "") + args[I];
  line(S + ");");
  Out.Calls.push_back(name);
}

std::string Emitter::trans(bool t) const {
  return Lib == Library::Blas ? (t ? "CblasTrans" : "CblasNoTrans") : (t ? "1" : "0");
}

// Brings the accumulated operand into `dest` (unless it already is `dest`) and returns the
// view the call updates in place. When other operands read `dest`, works in a temporary.
View Emitter::accumulator(const View& dest, uint32_t acc, const std::vector<uint32_t>& others,
                          bool& viaTemp) {
  viaTemp = false;
  for (uint32_t O : others)
    viaTemp |= !dest.SymbolName.empty() && mentions(O, dest.SymbolName);
  // `a[i] += s` as an axpy into a temporary filled with s, copied back: a loop serves better.
  if (viaTemp && acc != UINT32_MAX && (repeatsOneValue(*T, acc) || isForm(acc, ir::CallForm::Fill)))
    throw Failure("the updated operand is one value repeated: the loop needs no temporary");
  View Target = viaTemp ? temporary(dest.Extents) : dest;
  if (acc != UINT32_MAX && !(isDestination(acc, dest) && !viaTemp)) into(Target, acc);
  return Target;
}

// The descriptor of the library function node `at` calls, or nullptr when it calls none.
const ir::LibraryFunction* Emitter::libraryCall(uint32_t at) const {
  const Node& N = node(at);
  if (N.Kind != Op::Call) return nullptr;
  const ir::LibraryFunction* F = ir::findLibraryFunction(ir::nameOf(N.Payload));
  return F && F->Arity == N.Arity ? F : nullptr;
}

const ir::LibraryFunction& Emitter::function(uint32_t at) const {
  const ir::LibraryFunction* F = libraryCall(at);
  if (!F) throw Failure("no library function '" + std::string(ir::nameOf(node(at).Payload)) + "'");
  return *F;
}

bool Emitter::isForm(uint32_t at, ir::CallForm form) const {
  const ir::LibraryFunction* F = libraryCall(at);
  return F && F->Emit.Form == form;
}

std::string Emitter::noCForm(const ir::LibraryFunction& f) {
  return "no C form for library call '" + std::string(f.Name) + "'";
}

// The name the library gives `f` for the element type being emitted.
std::string Emitter::routine(const ir::LibraryFunction& f) {
  const ir::TypedName& Names = Lib == Library::Blas ? f.Emit.Blas : f.Emit.Torch;
  if (Names.empty()) throw Failure(noCForm(f));
  // The library's header declares every routine but LAPACK's, which potrfLower declares.
  UsesLibraryHeader |= f.Emit.Form != ir::CallForm::Potrf;
  return std::string(prefix() == 's' ? Names.Single : Names.Double);
}

void Emitter::callInto(const View& dest, uint32_t at) {
  const ir::LibraryFunction& F = function(at);
  checkOperandTypes(at);
  // BLAS takes float or double elements: an integer array keeps its loops, except for a fill
  // and a copy, which C's memset and memmove may store (fillInto, copyCallInto).
  if (Lib == Library::Blas && ElemType != "double" && ElemType != "float" &&
      F.Emit.Form != ir::CallForm::Fill && F.Emit.Form != ir::CallForm::Copy)
    throw Failure("library calls need double or float arrays, not " + ElemType);
  uint32_t Checked = guardZeroSkips(at);
  switch (F.Emit.Form) {
  case ir::CallForm::View:
    if (F.Result.K != ir::ResultDims::Split) throw Failure(noCForm(F));
    into(joined(dest), node(at).Kids[1]);
    return;
  case ir::CallForm::Fill:
    fillInto(dest, at);
    return;
  case ir::CallForm::Copy:
    copyCallInto(dest, at);
    return;
  case ir::CallForm::Syrk:
  case ir::CallForm::Syr2k:
  case ir::CallForm::Symm:
  case ir::CallForm::Trmm:
    triangularInto(dest, at);
    return;
  case ir::CallForm::Mv:
  case ir::CallForm::Mm:
  case ir::CallForm::Add:
  case ir::CallForm::Mul:
  case ir::CallForm::Addmm:
  case ir::CallForm::Addmv:
    torchInto(dest, at);
    return;
  case ir::CallForm::Dot:
  case ir::CallForm::Reduce:
    throw Failure(noCForm(F));
  default:
    break;
  }
  bool ViaTemp = false;
  View Target = inPlaceCall(dest, at, Checked, ViaTemp);
  if (ViaTemp) copyInto(dest, Target);
}

// The BLAS and LAPACK calls that update one operand in place (brought into `dest`, or into a
// temporary when viaTemp): that operand's view.
View Emitter::inPlaceCall(const View& dest, uint32_t at, uint32_t checkedScalar, bool& viaTemp) {
  const Node& N = node(at);
  const ir::LibraryFunction& F = function(at);
  const ir::Emission& E = F.Emit;
  auto K = [&](int k) { return N.Kids[k]; };
  auto Beta = [&] { return E.Beta < 0 ? constant({0, false}) : scalar(K(E.Beta)); };
  uint32_t Acc = F.Accumulates < 0 ? UINT32_MAX : K(F.Accumulates);
  switch (E.Form) {
  case ir::CallForm::Gemm: {
    View Target = accumulator(dest, Acc, {K(0), K(1), K(2)}, viaTemp);
    View A = operand(K(1)), B = operand(K(2));
    std::string Kdim = E.TransA ? A.Extents[0] : A.Extents[1];
    call(routine(F),
         {"CblasRowMajor", trans(E.TransA != A.Transposed), trans(E.TransB != B.Transposed),
          Target.Extents[0], Target.Extents[1], Kdim, scalar(K(0)), A.pointer(), A.ld(),
          B.pointer(), B.ld(), Beta(), Target.pointer(), Target.ld()});
    return Target;
  }
  case ir::CallForm::Gemv: {
    View Target = accumulator(dest, Acc, {K(0), K(1), K(2)}, viaTemp);
    View A = operand(K(1)), X = operand(K(2));
    bool Stored = E.TransA != A.Transposed;
    std::string Rows = A.Transposed ? A.Extents[1] : A.Extents[0];
    std::string Cols = A.Transposed ? A.Extents[0] : A.Extents[1];
    call(routine(F), {"CblasRowMajor", trans(Stored), Rows, Cols, scalar(K(0)), A.pointer(), A.ld(),
                      X.pointer(), X.Inc, Beta(), Target.pointer(), Target.Inc});
    return Target;
  }
  case ir::CallForm::Axpy: {
    View Target = accumulator(dest, Acc, {K(0), K(1)}, viaTemp);
    // `y[i] += a * c`: a loop over the destination, as C's; a filled temporary would cost an
    // allocation and a pass of its own. a and c are read once before the loop, as the call
    // reads them, since they may read the destination.
    if (isForm(K(1), ir::CallForm::Fill)) {
      auto Once = [&](uint32_t at) {
        return node(at).Kind == Op::Const ? scalar(at) : localScalar(scalar(at));
      };
      std::string A = Once(K(0)), C = Once(node(K(1)).Kids[1]);
      std::string I = fresh("i");
      line("for (long " + I + " = 0; " + I + " < " + loopBound(Target.Extents[0]) + "; " + I +
           "++)");
      line(Indent + Target.element({I}) + " = " + A + " * " + C + " + " + Target.element({I}) +
           ";");
      return Target;
    }
    View X = operand(K(1));
    std::string A = checkedScalar == UINT32_MAX ? scalar(K(0)) : localScalar(scalar(K(0)));
    auto Call = [&] {
      call(routine(F), {Target.Extents[0], A, X.pointer(), X.Inc, Target.pointer(), Target.Inc});
    };
    if (checkedScalar == UINT32_MAX)
      Call();
    else
      unlessZero(A, Target.Extents[0], Call, [&](const std::string& i) {
        return Target.element({i}) + " = " + A + " * " + X.element({i}) + " + " +
               Target.element({i});
      });
    return Target;
  }
  case ir::CallForm::Scal: {
    View Target = accumulator(dest, Acc, {K(0)}, viaTemp);
    std::string A = checkedScalar == UINT32_MAX ? scalar(K(0)) : localScalar(scalar(K(0)));
    auto Call = [&] { call(routine(F), {Target.Extents[0], A, Target.pointer(), Target.Inc}); };
    if (checkedScalar == UINT32_MAX)
      Call();
    else
      unlessZero(A, Target.Extents[0], Call, [&](const std::string& i) {
        return Target.element({i}) + " = " + A + " * " + Target.element({i});
      });
    return Target;
  }
  case ir::CallForm::Ger: {
    View Target = accumulator(dest, Acc, {K(0), K(1), K(2)}, viaTemp);
    View X = operand(K(1)), Y = operand(K(2));
    call(routine(F), {"CblasRowMajor", Target.Extents[0], Target.Extents[1], scalar(K(0)),
                      X.pointer(), X.Inc, Y.pointer(), Y.Inc, Target.pointer(), Target.ld()});
    return Target;
  }
  case ir::CallForm::Trsv: {
    View Target = accumulator(dest, Acc, {K(0)}, viaTemp);
    View L = operand(K(0)); // a transposed view of a lower matrix is the upper one used
    bool Lower = (E.Uplo == ir::Triangle::Lower) != L.Transposed;
    call(routine(F), {"CblasRowMajor", Lower ? "CblasLower" : "CblasUpper", trans(L.Transposed),
                      E.UnitDiagonal ? "CblasUnit" : "CblasNonUnit", Target.Extents[0], L.pointer(),
                      L.ld(), Target.pointer(), Target.Inc});
    return Target;
  }
  case ir::CallForm::Potrf: {
    View Target = accumulator(dest, Acc, {}, viaTemp);
    potrfLower(Target, routine(F));
    return Target;
  }
  default:
    throw Failure(noCForm(F));
  }
}

// n copies of a scalar: the runtime's full under LibTorch; C's memset where each element's
// bits are one byte repeated (repeatedByte); else a loop.
void Emitter::fillInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  if (Lib == Library::Torch) {
    call(routine(function(at)), {dest.Extents[0], scalar(N.Kids[1]), dest.pointer()});
    return;
  }
  const Node& C = node(N.Kids[1]);
  std::optional<int> Byte;
  if (C.Kind == Op::Const) Byte = repeatedByte(ElemType, ir::constantOf(C.Payload).Value);
  if (Byte && dest.Zeros == 1 && dest.Inc == "1") {
    Out.Includes.push_back("<string.h>");
    call("memset", {dest.pointer(), std::to_string(*Byte),
                    "sizeof(" + dest.element({"0"}) + ") * " + paren(dest.Extents[0])});
    return;
  }
  std::string I = fresh("i");
  line("for (long " + I + " = 0; " + I + " < " + loopBound(dest.Extents[0]) + "; " + I + "++)");
  line(Indent + dest.element({I}) + " = " + scalar(N.Kids[1]) + ";");
}

// A whole array copied into `dest`: C's memmove (not memcpy: where the caller passes one array
// twice, the guard sends the run to the loops, but gcc still sees memcpy's restrict arguments
// overlap in the branch it cannot prove dead and warns) when both are contiguous (a vector, or rows
// of their full declared length), BLAS's copy for a strided float or double vector, else a
// loop. The alias guards keep the two apart.
void Emitter::copyCallInto(const View& dest, uint32_t at) {
  View Src = operand(node(at).Kids[0]);
  auto Contiguous = [](const View& V) {
    if (V.Transposed || V.Inc != "1" || V.Zeros != V.rank()) return false;
    for (size_t D = 1; D < V.rank(); ++D)
      if (V.Declared.size() != V.rank() || V.Declared[D] != V.Extents[D]) return false;
    return V.rank() >= 1;
  };
  if (dest.rank() == Src.rank() && Contiguous(dest) && Contiguous(Src)) {
    std::string Count;
    for (const std::string& E : dest.Extents)
      Count += " * " + paren(E);
    Out.Includes.push_back("<string.h>");
    std::vector<std::string> Zero(dest.rank(), "0");
    call("memmove", {dest.pointer(), Src.pointer(), "sizeof(" + dest.element(Zero) + ")" + Count});
    return;
  }
  if (Lib == Library::Blas && dest.rank() == 1 && Src.rank() == 1 && !Src.Transposed &&
      (ElemType == "float" || ElemType == "double")) {
    call(routine(function(at)),
         {dest.Extents[0], Src.pointer(), Src.Inc, dest.pointer(), dest.Inc});
    return;
  }
  copyInto(dest, Src);
}

// LAPACK's Cholesky of the row-major lower triangle (column-major 'U'). When it stops at a
// pivot that is not positive, the loops would go on through square roots of negatives: the
// matrix is restored from a copy and factored by the loops' own recurrence instead.
void Emitter::potrfLower(const View& A, const std::string& potrf) {
  View Saved = temporary(A.Extents);
  copyInto(Saved, A);
  std::string Info = fresh("info"), N = fresh("n"), Ld = fresh("ld");
  line("extern void " + potrf + "(const char *, const int *, " + ElemType +
       " *, const int *, int *, unsigned long);");
  line("const int " + N + " = " + A.Extents[0] + ", " + Ld + " = " + A.ld() + ";");
  line("int " + Info + " = 0;");
  call(potrf, {"\"U\"", "&" + N, A.pointer(), "&" + Ld, "&" + Info, "1"});
  line("if (" + Info + " != 0) {");
  ++Depth;
  copyInto(A, Saved);
  std::string I = fresh("i"), J = fresh("j"), K = fresh("k");
  auto At = [&](const std::string& r, const std::string& c) { return A.element({r, c}); };
  Out.Includes.push_back("<math.h>");
  line("for (long " + I + " = 0; " + I + " < " + loopBound(N) + "; " + I + "++) {");
  line(Indent + "for (long " + J + " = 0; " + J + " < " + I + "; " + J + "++) {");
  line(Indent + Indent + "for (long " + K + " = 0; " + K + " < " + J + "; " + K + "++)");
  line(Indent + Indent + Indent + At(I, J) + " -= " + At(I, K) + " * " + At(J, K) + ";");
  line(Indent + Indent + At(I, J) + " /= " + At(J, J) + ";");
  line(Indent + "}");
  line(Indent + "for (long " + K + " = 0; " + K + " < " + I + "; " + K + "++)");
  line(Indent + Indent + At(I, I) + " -= " + At(I, K) + " * " + At(I, K) + ";");
  line(Indent + At(I, I) + " = " + (ElemType == "float" ? "sqrtf(" : "sqrt(") + At(I, I) + ");");
  line("}");
  --Depth;
  line("}");
}

// syrk, syr2k, symm and trmm update one operand in place (C, or B for trmm); what BLAS does
// not touch (the other triangle of C) keeps the value the accumulated operand brought.
void Emitter::triangularInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  const ir::LibraryFunction& F = function(at);
  const ir::Emission& E = F.Emit;
  auto K = [&](int k) { return N.Kids[k]; };
  std::string Routine = routine(F);
  bool ViaTemp = false;
  std::string Uplo = E.Uplo == ir::Triangle::Lower ? "CblasLower" : "CblasUpper";
  if (E.Form == ir::CallForm::Trmm) {
    View Target = accumulator(dest, K(F.Accumulates), {K(0), K(1)}, ViaTemp);
    View A = operand(K(1));
    // op(A) = A^T with A lower; a transposed view of A is an upper matrix used as it is.
    call(Routine,
         {"CblasRowMajor", "CblasLeft", A.Transposed ? "CblasUpper" : "CblasLower",
          trans(E.TransA != A.Transposed), "CblasUnit", Target.Extents[0], Target.Extents[1],
          scalar(K(0)), A.pointer(), A.ld(), Target.pointer(), Target.ld()});
    if (ViaTemp) copyInto(dest, Target);
    return;
  }
  if (E.Form == ir::CallForm::Symm) {
    View Target = accumulator(dest, K(F.Accumulates), {K(0), K(1), K(2), K(3)}, ViaTemp);
    View A = operand(K(1)), B = operand(K(2));
    if (B.Transposed) throw Failure("symm cannot read its right operand transposed");
    call(Routine, {"CblasRowMajor", "CblasLeft", A.Transposed ? "CblasUpper" : "CblasLower",
                   Target.Extents[0], Target.Extents[1], scalar(K(0)), A.pointer(), A.ld(),
                   B.pointer(), B.ld(), scalar(K(E.Beta)), Target.pointer(), Target.ld()});
    if (ViaTemp) copyInto(dest, Target);
    return;
  }
  bool Two = E.Form == ir::CallForm::Syr2k;
  int Acc = F.Accumulates;
  std::vector<uint32_t> Others = {K(0), K(1), K(E.Beta)};
  if (Two) Others.push_back(K(2));
  View Target = accumulator(dest, K(Acc), Others, ViaTemp);
  View A = operand(K(1));
  std::vector<std::string> Args = {"CblasRowMajor",   Uplo,         trans(A.Transposed),
                                   Target.Extents[0], A.Extents[1], scalar(K(0)),
                                   A.pointer(),       A.ld()};
  if (Two) {
    View B = operand(K(2));
    if (B.Transposed != A.Transposed) throw Failure("syr2k needs both operands stored alike");
    Args.push_back(B.pointer());
    Args.push_back(B.ld());
  }
  for (const std::string& S : {scalar(K(E.Beta)), Target.pointer(), Target.ld()})
    Args.push_back(S);
  // The strict triangle: BLAS also writes the diagonal, so the diagonal the accumulated
  // operand brought is saved before the call and put back after it.
  View Diagonal = E.StrictTriangle ? temporary({Target.Extents[0]}) : View{};
  if (E.StrictTriangle) copyDiagonal(Diagonal, Target);
  call(Routine, Args);
  if (E.StrictTriangle) copyDiagonal(Target, Diagonal);
  if (ViaTemp) copyInto(dest, Target);
}

// Copies the diagonal of an n x n matrix into a vector of n elements, or back (whichever of
// the two views has rank 1 is the vector).
void Emitter::copyDiagonal(const View& to, const View& from) {
  std::string I = fresh("i");
  auto At = [&](const View& v) {
    return v.Extents.size() == 1 ? v.element({I}) : v.element({I, I});
  };
  line("for (long " + I + " = 0; " + I + " < " + loopBound(from.Extents[0]) + "; " + I + "++)");
  line(Indent + At(to) + " = " + At(from) + ";");
}

std::string Emitter::scalarCall(uint32_t at) {
  const Node& N = node(at);
  checkOperandTypes(at);
  const ir::LibraryFunction& F = function(at);
  std::string Name = routine(F);
  if (F.Emit.Form == ir::CallForm::Dot && Lib == Library::Blas) {
    // A constant vector (the ones of a sum) is one element read with increment 0: no array
    // is allocated or filled.
    auto Vector = [&](uint32_t arg, std::string& n) -> std::string {
      const Node& A = node(arg);
      if (isForm(arg, ir::CallForm::Fill)) {
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
      return V.pointer() + ", " + V.Inc;
    };
    std::string Count;
    std::string X = Vector(N.Kids[0], Count), Y = Vector(N.Kids[1], Count);
    Out.Calls.push_back(Name);
    return Name + "(" + Count + ", " + X + ", " + Y + ")";
  }
  if (F.Emit.Form == ir::CallForm::Reduce) {
    View X = operand(N.Kids[0]);
    Out.Calls.push_back(Name);
    std::string Inc = Lib == Library::Blas ? ", " + X.Inc : "";
    return Name + "(" + X.Extents[0] + ", " + X.pointer() + Inc + ")";
  }
  if (F.Emit.Form == ir::CallForm::Dot) {
    View X = operand(N.Kids[0]), Y = operand(N.Kids[1]);
    Out.Calls.push_back(Name);
    return Name + "(" + X.Extents[0] + ", " + X.pointer() + ", " + Y.pointer() + ")";
  }
  throw Failure("no C form for scalar library call '" + std::string(F.Name) + "'");
}

} // namespace liar::emit::detail
