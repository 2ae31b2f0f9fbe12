// Definitions: computing a term into the storage of its array, as loops, as library calls, or
// as a loop of calls over rows; the in-place checks that decide when a temporary is needed.
#include "Emitter.h"

#include "saturation/Binders.h"

#include <cctype>

namespace liar::emit::detail {

bool Emitter::mentions(uint32_t at, const std::string& irName) const {
  const Node& N = node(at);
  if (N.Kind == Op::Sym) return symName(at) == irName;
  for (uint32_t K : N.kids())
    if (mentions(K, irName)) return true;
  return false;
}

bool Emitter::isSymbol(uint32_t at, const std::string& irName) const {
  return node(at).Kind == Op::Sym && symName(at) == irName;
}

// `at` is the storage `dest` views: the destination itself, the row of it a row loop writes
// (the same subscripts, so the same C lvalue), or its rows joined as a split result's are.
bool Emitter::isDestination(uint32_t at, const View& dest) {
  uint32_t Base = at;
  for (;;) {
    const ir::LibraryFunction* F = libraryCall(Base);
    if (node(Base).Kind != Op::Index && !(F && F->Result.K == ir::ResultDims::Join)) break;
    Base = node(Base).Kids[0];
  }
  if (!isSymbol(Base, dest.SymbolName)) return false;
  View V = operand(at);
  return V.Base == dest.Base && V.Zeros == dest.Zeros && V.Transposed == dest.Transposed;
}

void Emitter::copyInto(const View& dest, const View& src) {
  std::vector<std::string> Idx;
  for (size_t D = 0; D < dest.rank(); ++D) {
    std::string I = fresh("i");
    line("for (long " + I + " = 0; " + I + " < " + loopBound(dest.Extents[D]) + "; " + I + "++)");
    ++Depth;
    Idx.push_back(I);
  }
  line(dest.element(Idx) + " = " + src.element(Idx) + ";");
  Depth -= static_cast<int>(dest.rank());
}

// Loops writing every element of `dest` from an array-valued term with no library call: a sum
// over rows with the rows outside where rowsOuter allows it, else elementLoopsInto.
void Emitter::loopsInto(const View& dest, uint32_t at) {
  if (std::optional<FoldChain> C = rowsOuter(dest, at))
    interchangedInto(dest, *C);
  else
    elementLoopsInto(dest, at);
}

// Loops over the elements of `dest`, in the term's order, each element computed on its own.
void Emitter::elementLoopsInto(const View& dest, uint32_t at) {
  // Every element of a build is computed on its own, so its outermost loop may be shared
  // among threads (keptParallel).
  bool Parallel = ParallelLoops && Loops.Frames.empty() && RowLoops == 0 && dest.rank() > 0;
  size_t Start = Out.Text.size(), Calls = Out.Calls.size(), Temps = Out.Temporaries.size();
  std::vector<std::string> Idx;
  for (size_t D = 0; D < dest.rank(); ++D) {
    Idx.push_back(fresh("i"));
    openLoop(Idx.back(), loopBound(dest.Extents[D]), Parallel && D == 0);
  }
  std::string E = dest.rank() == 0 ? scalar(at) : indexed(at, Idx);
  line(dest.element(Idx) + " = " + E + ";");
  for (size_t D = 0; D < dest.rank(); ++D)
    closeLoop();
  bool Against = walksAgainstRows(at);
  DefAgainstRows |= Against;
  if (Parallel && keptParallel(Start, Calls, Temps) && !Against) DefOnTeam = true;
}

// Whether the `parallel for` a definition's loops printed from `start` stays: it is taken back
// when they call a library or write a temporary (scratch every iteration would share). Folds
// hoisted before the loop go before its pragma, so the first pragma after `start` is it.
bool Emitter::keptParallel(size_t start, size_t calls, size_t temporaries) {
  if (Out.Calls.size() != calls || Out.Temporaries.size() != temporaries) {
    size_t At = Out.Text.find(kParallelFor, start);
    size_t LineStart = Out.Text.rfind('\n', At);
    LineStart = LineStart == std::string::npos || LineStart < start ? start : LineStart + 1;
    Out.Text.erase(LineStart, Out.Text.find('\n', At) + 1 - LineStart);
    return false;
  }
  Out.ParallelLoops = true;
  return true;
}

// A build whose body is an array-valued library call (a row of the result per index) is a C
// loop whose body calls the library on row views; other calls are elements of loop bodies.
bool Emitter::rowCall(const View& dest, uint32_t at) const {
  const Node& N = node(at);
  if (N.Kind != Op::Build || dest.rank() < 2 || node(N.Kids[1]).Kind != Op::Lambda) return false;
  const Node& Body = node(node(N.Kids[1]).Kids[0]);
  if (Body.Kind == Op::Build) return rowCall(row(dest, "0"), node(N.Kids[1]).Kids[0]);
  // A call whose result is finished element by element, per row: no loop body can print it.
  if (Body.Kind == Op::App) return true;
  if (Body.Kind != Op::Call) return false;
  static const std::set<std::string_view> PrintedAsArithmetic = {
      "add", "mul", "scal", "full", "memset", "transpose", "join", "rowjoin"};
  const ir::LibraryFunction* F = ir::findLibraryFunction(ir::nameOf(Body.Payload));
  // A fill of each row is C's memset under BLAS (a call per row); LibTorch's full per row
  // would cost more than the loops.
  if (F && F->Name == "memset" && Lib == Library::Blas) return true;
  return F && F->Result.K != ir::ResultDims::Scalar && !PrintedAsArithmetic.count(F->Name);
}

void Emitter::rowLoop(const View& dest, uint32_t at) {
  const Node& N = node(at);
  std::string I = fresh("i");
  line("for (long " + I + " = 0; " + I + " < " + loopBound(scalar(N.Kids[0])) + "; " + I + "++) {");
  ++Depth;
  ++RowLoops;
  bind(I, "");
  into(row(dest, I), node(N.Kids[1]).Kids[0]);
  unbind();
  --RowLoops;
  --Depth;
  line("}");
}

// Computes the value of term `at` into the storage of `dest`.
void Emitter::into(const View& dest, uint32_t at) {
  const Node& N = node(at);
  if (N.Kind == Op::IFold && dest.rank() > 0) {
    recurrenceInto(dest, at);
    return;
  }
  if (N.Kind == Op::App) {
    appInto(dest, at);
    return;
  }
  if (rowCall(dest, at)) {
    rowLoop(dest, at);
    return;
  }
  const ir::LibraryFunction* Called = libraryCall(at);
  bool Joins = Called && Called->Result.K == ir::ResultDims::Join;
  if (N.Kind == Op::Call && ir::nameOf(N.Payload) != "transpose" && !Joins &&
      !ir::isElementFunction(ir::nameOf(N.Payload))) {
    callInto(dest, at);
    return;
  }
  // A computed array seen with two dimensions joined (a convolution's initial values, one row
  // of C per filter): computed in its own shape, then copied, since no loop prints a join.
  if (Joins && dest.rank() > 0 && !isDestination(at, dest) && node(N.Kids[0]).Kind != Op::Sym &&
      node(N.Kids[0]).Kind != Op::Index) {
    copyInto(dest, joined(materialize(N.Kids[0]), Called->Result.At));
    return;
  }
  // A sum over rows printed rows outside reads the destination only at the element it updates
  // (rowsOuter checks it on the term), so it needs no temporary, however the element prints.
  if (std::optional<FoldChain> C = rowsOuter(dest, at)) {
    interchangedInto(dest, *C);
    return;
  }
  if (!dest.SymbolName.empty() && mentions(at, dest.SymbolName) && !readsInPlace(at, dest)) {
    View Tmp = temporary(dest.Extents);
    loopsInto(Tmp, at);
    copyInto(dest, Tmp);
    return;
  }
  elementLoopsInto(dest, at);
}

// A recurrence that sets one element per step, (ifold n init (λi acc. build m (λk. select
// (== X k) E acc[k]))), as lifting writes forward substitution: the array is updated in place,
// one assignment per step. In place is exact: within a step only element X changes, and E is
// computed before it is stored.
void Emitter::recurrenceInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  const Node& Step = node(N.Kids[2]);
  const Node& Acc = node(Step.Kids[0]);
  const Node& B = node(Acc.Kids[0]);
  auto Fail = [] { throw Failure("a recurrence that updates more than one element per step"); };
  if (Step.Kind != Op::Lambda || Acc.Kind != Op::Lambda || B.Kind != Op::Build ||
      dest.rank() != 1 || dest.Zeros != 1 || mentions(Acc.Kids[0], dest.SymbolName))
    Fail();
  const Node& K = node(B.Kids[1]);
  const Node& Sel = node(K.Kids[0]);
  if (K.Kind != Op::Lambda || Sel.Kind != Op::Select) Fail();
  const Node& C = node(Sel.Kids[0]);
  const Node& Keep = node(Sel.Kids[2]);
  auto IsVar = [&](uint32_t k, int index) {
    return node(k).Kind == Op::Var && node(k).Payload == index;
  };
  // k is index 0 and acc index 1 under the build's lambda.
  if (C.Kind != Op::Eq || Keep.Kind != Op::Index || !IsVar(Keep.Kids[0], 1) ||
      !IsVar(Keep.Kids[1], 0))
    Fail();
  uint32_t X = IsVar(C.Kids[1], 0) ? C.Kids[0] : C.Kids[1];
  if (!IsVar(C.Kids[0], 0) && !IsVar(C.Kids[1], 0)) Fail();
  if (ir::freeVariables(T->subterm(X)) & ir::freeBit(0)) Fail();
  if (!isDestination(N.Kids[1], dest)) into(dest, N.Kids[1]);
  std::string I = fresh("i"), Elem = fresh("k");
  DeclaredLocal = true;
  line("for (long " + I + " = 0; " + I + " < " + loopBound(scalar(N.Kids[0])) + "; " + I + "++) {");
  ++Depth;
  bind(I, "");
  // The accumulator changes with every step: nothing that reads it moves out of the step.
  bind(dest.Base, ElemType, static_cast<int>(Loops.Frames.size()));
  bind(Elem, "");
  line("long " + Elem + " = " + scalar(X) + ";");
  line("if (0 <= " + Elem + " && " + Elem + " < " + loopBound(scalar(B.Kids[0])) + ") {");
  ++Depth;
  std::string Value = scalar(Sel.Kids[1]);
  line(dest.element({Elem}) + " = " + Value + ";");
  --Depth;
  line("}");
  unbind();
  unbind();
  unbind();
  --Depth;
  line("}");
}

// (app (lambda r BODY) ARG): a library call whose result BODY finishes element by element (a
// division split off a syrk, rules.md). ARG is computed into the destination, which BODY then
// updates in place when it reads r only at the element it writes and not the destination's
// old values; otherwise ARG goes to a temporary that BODY reads.
void Emitter::appInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  if (node(N.Kids[0]).Kind != Op::Lambda) throw Failure("app of a non-lambda");
  uint32_t Body = node(N.Kids[0]).Kids[0];
  auto Within = [&](const View& storage, const std::function<void()>& print) {
    bind(storage.Base, ElemType, static_cast<int>(Loops.Frames.size()));
    BoundStorage[Scope.size() - 1] = storage;
    print();
    unbind();
  };
  bool InPlace = false;
  if (!dest.SymbolName.empty() && !mentions(Body, dest.SymbolName))
    Within(dest, [&] { InPlace = readsInPlace(Body, dest); });
  View Stored = InPlace ? dest : temporary(dest.Extents);
  into(Stored, N.Kids[1]);
  Within(Stored, [&] { into(dest, Body); });
}

// A loop form may overwrite its own input when it only reads the element it writes.
bool Emitter::readsInPlace(uint32_t at, const View& dest) {
  std::string Probe;
  // The probe prints the expression and then forgets it, whether or not printing succeeds:
  // every trace it leaves goes, the extents it checked included, or a size whose guard the
  // probe added and dropped would be taken as guarded by the code printed after it.
  const RegionCode Saved = Out;
  const int SavedCounter = Counter;
  const bool SavedLocal = DeclaredLocal, SavedMalloc = UsesMalloc;
  const std::set<std::string> SavedChecked = Checked;
  // A failure leaves the binders of the loops it was printing in the scope.
  const std::vector<std::string> SavedScope = Scope;
  const std::vector<NumType> SavedTypes = ScopeTypes;
  const std::map<size_t, View> SavedStorage = BoundStorage;
  const LoopState SavedLoops = Loops;
  const bool SavedProbing = Probing;
  const std::vector<std::vector<std::string>> SavedGathered = GatheredCopies;
  Probing = true;
  auto Restore = [&] {
    Loops = SavedLoops;
    Probing = SavedProbing;
    GatheredCopies = SavedGathered;
    Out = Saved;
    Counter = SavedCounter;
    DeclaredLocal = SavedLocal;
    UsesMalloc = SavedMalloc;
    Checked = SavedChecked;
    Scope = SavedScope;
    ScopeTypes = SavedTypes;
    BoundStorage = SavedStorage;
  };
  try {
    std::vector<std::string> Idx;
    for (size_t D = 0; D < dest.rank(); ++D)
      Idx.push_back("@" + std::to_string(D));
    std::string Value = dest.rank() == 0 ? scalar(at) : indexed(at, Idx);
    // Loops hoisted out of the expression (folds) read the destination too.
    Probe = Out.Text.substr(Saved.Text.size()) + Value;
    Restore();
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
    Restore();
    return false;
  }
}

void Emitter::emitDef(const ir::Def& d) {
  T = &d.Value;
  Scope.clear();
  ScopeTypes.clear();
  Loops = LoopState{};
  const Variable& V = variable(d.Name);
  ElemType = V.ElementType;
  ConstType = isFloating(ElemType) ? ElemType : "double";
  size_t Start = Out.Text.size(), Calls = Out.Calls.size();
  DeclaredLocal = false;
  DefOnTeam = false;
  DefAgainstRows = false;
  ++Depth;
  if (V.Dims.empty()) {
    std::string E = scalar(T->root());
    line((V.ThroughPointer ? "(*" + V.CName + ")" : V.CName) + " = " + E + ";");
  } else {
    into(symbolView(d.Name), T->root());
  }
  --Depth;
  if (Out.Calls.size() == Calls) {
    Out.LoopsOffTeam |= !DefOnTeam;
    Out.LoopsAgainstRows |= DefAgainstRows;
  }
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

std::string Emitter::dedent(const std::string& text) const {
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

} // namespace liar::emit::detail
