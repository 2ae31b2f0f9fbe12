// Library calls on views: each library function of the IR as its routine's call (arguments from
// its template, CallArguments.cpp), updating the accumulated operand in place; memset and
// memmove for fills and copies; LAPACK's Cholesky with its fallback.
#include "Emitter.h"

#include "saturation/Binders.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

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

// A statement calling routine `name`, or the user's targets of it whose guards hold (the first
// one in priority order; the routine when none does).
void Emitter::call(const std::string& name, const std::vector<std::string>& args) {
  std::string S = name + "(";
  for (size_t I = 0; I < args.size(); ++I)
    S += (I ? ", " : "") + args[I];
  // The targets above the library, then (when the call's size threshold is deferred to it)
  // the routine for the sizes that reach the threshold and the targets below it.
  std::string Threshold = std::exchange(DeferredThreshold, std::string()), Else;
  bool RoutineDone = false;
  for (const TargetChoice& T : targetsOf(name, args)) {
    if (T.Priority < 0 && Threshold.empty()) break;
    if (T.Priority < 0 && !RoutineDone) {
      line(Else + "if (" + Threshold + ")");
      line(Indent + S + ");");
      Out.Calls.push_back(name);
      Else = "else ";
      RoutineDone = true;
    }
    Out.Calls.push_back(T.Function);
    if (T.Guard.empty()) {
      if (!Else.empty()) line("else");
      line((Else.empty() ? "" : Indent) + T.Call + ";");
      return;
    }
    line(Else + "if (" + T.Guard + ")");
    line(Indent + T.Call + ";");
    Else = "else ";
  }
  if (RoutineDone) {
    line("else");
    line(Indent + S + ");");
    return;
  }
  if (Else.empty()) {
    line(S + ");");
  } else {
    line("else");
    line(Indent + S + ");");
  }
  Out.Calls.push_back(name);
}

// A statement calling f's routine with the arguments its template reads from `b`.
void Emitter::call(const ir::LibraryFunction& f, Bound& b) {
  std::string Name = routine(f);
  call(Name, arguments(f, b));
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
  const ir::Routine& R = ir::routineOf(f, Lib);
  if (R.empty()) throw Failure(noCForm(f));
  std::string Name(prefix() == 's' ? R.Name.Single : R.Name.Double);
  RoutineNeeds[Name] = R.Need;
  return Name;
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
    into(joined(dest, F.Result.At), node(at).Kids[1]);
    return;
  case ir::CallForm::Fill:
    fillInto(dest, at);
    return;
  case ir::CallForm::Copy:
    copyCallInto(dest, at);
    return;
  case ir::CallForm::Add:
  case ir::CallForm::Mul:
    elementwiseInto(dest, at);
    return;
  case ir::CallForm::Value:
    throw Failure(noCForm(F));
  default:
    updateInto(dest, at, Checked);
  }
}

// A call that updates one operand in place (brought into `dest`, or into a temporary when
// other operands read `dest`) or writes a fresh result. A scalar the call checks where it is
// made (checkedScalar, guardZeroSkips) is computed once, and the call made only when it is not
// zero, with a loop as C's for zero. What BLAS does not touch (the other triangle of syrk's C)
// keeps the value the accumulated operand brought; a strict triangle's diagonal is saved
// before the call, which also writes it, and put back after.
void Emitter::updateInto(const View& dest, uint32_t at, uint32_t checkedScalar) {
  const Node& N = node(at);
  const ir::LibraryFunction& F = function(at);
  std::vector<uint32_t> Kids(N.kids().begin(), N.kids().end()), Others;
  for (int K = 0; K < N.Arity; ++K)
    if (K != F.Accumulates) Others.push_back(Kids[K]);
  uint32_t Acc = F.Accumulates < 0 ? UINT32_MAX : Kids[F.Accumulates];
  bool ViaTemp = false;
  View Target = accumulator(dest, Acc, Others, ViaTemp);
  if (F.Emit.Form == ir::CallForm::Axpy && isForm(Kids[1], ir::CallForm::Fill)) {
    axpyOfFill(Target, at);
  } else if (F.Emit.Form == ir::CallForm::Potrf) {
    potrfLower(Target, F);
  } else {
    Bound B = bound(F, Kids, Target);
    auto Checked = std::find(Kids.begin(), Kids.end(), checkedScalar);
    int S = static_cast<int>(Checked - Kids.begin());
    if (Checked != Kids.end()) B.Scalars[S] = localScalar(scalar(checkedScalar));
    std::string Name = routine(F);
    std::vector<std::string> Args = arguments(F, B);
    View Diagonal = F.Emit.StrictTriangle ? temporary({Target.Extents[0]}) : View{};
    if (F.Emit.StrictTriangle) copyDiagonal(Diagonal, Target);
    if (Checked == Kids.end())
      call(Name, Args);
    else
      unlessZero(
          B.Scalars[S], Target.Extents[0], [&] { call(Name, Args); },
          [&](const std::string& i) {
            std::string Term = F.Emit.Form == ir::CallForm::Axpy
                                   ? B.Views.at(1).element({i}) + " + " + Target.element({i})
                                   : Target.element({i});
            return Target.element({i}) + " = " + B.Scalars[S] + " * " + Term;
          });
    if (F.Emit.StrictTriangle) copyDiagonal(Target, Diagonal);
  }
  if (ViaTemp) copyInto(dest, Target);
}

// `y[i] += a * c`: a loop over the destination, as C's; a filled temporary would cost an
// allocation and a pass of its own. a and c are read once before the loop, as the call reads
// them, since they may read the destination.
void Emitter::axpyOfFill(const View& target, uint32_t at) {
  const Node& N = node(at);
  auto Once = [&](uint32_t k) {
    return node(k).Kind == Op::Const ? scalar(k) : localScalar(scalar(k));
  };
  std::string A = Once(N.Kids[0]), C = Once(node(N.Kids[1]).Kids[1]);
  std::string I = fresh("i");
  line("for (long " + I + " = 0; " + I + " < " + loopBound(target.Extents[0]) + "; " + I + "++)");
  line(Indent + target.element({I}) + " = " + A + " * " + C + " + " + target.element({I}) + ";");
}

// n copies of a scalar: the runtime's full under LibTorch; C's memset where each element's
// bits are one byte repeated (repeatedByte); else a loop.
void Emitter::fillInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  if (Lib == Library::Torch) {
    Bound B = bound(function(at), {N.Kids[0], N.Kids[1]}, dest);
    call(function(at), B);
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
    Bound B{{node(at).Kids[0]}, {{0, Src}}, {}, dest, {}};
    call(function(at), B);
    return;
  }
  copyInto(dest, Src);
}

// LAPACK's Cholesky of the row-major lower triangle (column-major 'U'), called and declared
// from its template (fortranCall). When it stops at a pivot that is not positive, the loops
// would go on through square roots of negatives: the matrix is restored from a copy and
// factored by the loops' own recurrence instead.
void Emitter::potrfLower(const View& A, const ir::LibraryFunction& potrf) {
  View Saved = temporary(A.Extents);
  copyInto(Saved, A);
  Bound B{{}, {}, {}, A, {}};
  std::map<ir::Role, std::string> Locals = fortranCall(potrf, B);
  const std::string &Info = Locals[ir::Role::Status], &N = Locals[ir::Role::Extent];
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

// A call whose value is a scalar (dot, nrm2, asum, sum), as an expression. BLAS reads a
// constant vector (the ones of a sum) as one element with increment 0.
std::string Emitter::scalarCall(uint32_t at) {
  const Node& N = node(at);
  checkOperandTypes(at);
  const ir::LibraryFunction& F = function(at);
  std::string Name = routine(F);
  if (F.Emit.Form != ir::CallForm::Value)
    throw Failure("no C form for scalar library call '" + std::string(F.Name) + "'");
  Bound B = bound(F, {N.kids().begin(), N.kids().end()}, View{}, Lib == Library::Blas);
  InValueCall = true;
  std::vector<std::string> Args = arguments(F, B);
  InValueCall = false;
  std::string S = Name + "(";
  for (size_t I = 0; I < Args.size(); ++I)
    S += (I ? ", " : "") + Args[I];
  S += ")";
  // The targets in priority order, as a conditional expression whose last arm is the routine.
  // The targets above the library; those below it serve statement calls only.
  std::vector<TargetChoice> Targets = targetsOf(Name, Args);
  std::erase_if(Targets, [](const TargetChoice& t) { return t.Priority < 0; });
  for (const TargetChoice& T : Targets)
    Out.Calls.push_back(T.Function);
  if (Targets.empty() || !Targets.back().Guard.empty()) Out.Calls.push_back(Name);
  for (auto T = Targets.rbegin(); T != Targets.rend(); ++T)
    S = T->Guard.empty() ? T->Call : "(" + T->Guard + " ? " + T->Call + " : " + S + ")";
  return S;
}

} // namespace liar::emit::detail
