#include "CostDegree.h"

#include "Binders.h"
#include "Interner.h"
#include "Library.h"

#include <algorithm>
#include <cmath>

namespace liar::ir {
namespace {

/// A binder around the node being visited: the loop it belongs to (-1: not a loop's) and
/// that loop's trip-count degree.
struct Binder {
  int Loop = -1;
  int TripDegree = 0;
};

class DegreeWalk {
public:
  DegreeWalk(const Term& t, const Program& p, Evaluation e) : T(t), P(p), E(e) {}

  int run() {
    visit(T.root());
    return Max;
  }

private:
  const Term& T;
  const Program& P;
  Evaluation E;
  std::vector<Binder> Binders; ///< innermost last
  /// For each enclosing loop, outermost first: how often its body is evaluated, as a degree.
  std::vector<int> BodyDegrees;
  int Max = 0;
  /// Printed: the innermost loop a fold may not move out of (-1: none).
  int Fence = -1;

  /// The degree of an integer value: a size parameter 1, a loop index its loop's trip count.
  int valueDegree(uint32_t at) const {
    const Node& N = T[at];
    switch (N.Kind) {
    case Op::Const:
      return 0;
    case Op::Sym:
      return P.findParam(nameOf(N.Payload)) ? 1 : 0;
    case Op::Var: {
      size_t K = static_cast<size_t>(N.Payload);
      return K < Binders.size() ? Binders[Binders.size() - 1 - K].TripDegree : 1;
    }
    case Op::Mul:
      return valueDegree(N.Kids[0]) + valueDegree(N.Kids[1]);
    default: {
      int D = 0;
      for (uint32_t K : N.kids())
        D = std::max(D, valueDegree(K));
      return D;
    }
    }
  }

  /// The degree of each dimension of an array-valued term; empty for a scalar or unknown.
  std::vector<int> dims(uint32_t at) const {
    const Node& N = T[at];
    if (N.Kind == Op::Sym) {
      const VarDecl* V = P.findVar(nameOf(N.Payload));
      std::vector<int> Out;
      if (V)
        for (const Term& D : V->Dims)
          Out.push_back(DegreeWalk(D, P, E).valueDegree(D.root()));
      return Out;
    }
    if (N.Kind == Op::Build) {
      std::vector<int> Out{valueDegree(N.Kids[0])};
      uint32_t Body = T[N.Kids[1]].Kind == Op::Lambda ? T[N.Kids[1]].Kids[0] : N.Kids[1];
      std::vector<int> Inner = dims(Body);
      Out.insert(Out.end(), Inner.begin(), Inner.end());
      return Out;
    }
    if (N.Kind == Op::Index) {
      std::vector<int> Outer = dims(N.Kids[0]);
      if (!Outer.empty()) Outer.erase(Outer.begin());
      return Outer;
    }
    if (N.Kind == Op::Call)
      if (const LibraryFunction* F = findLibraryFunction(nameOf(N.Payload))) {
        auto Result = resultDims<int>(
            F->Result, [&](int k) -> std::optional<std::vector<int>> { return dims(N.Kids[k]); },
            [&](int k) { return valueDegree(N.Kids[k]); }, std::optional<int>(0),
            [](int a, int b) { return a + b; },
            [](int a, int b) -> std::optional<int> { return std::max(a - b, 0); });
        return Result ? *Result : std::vector<int>{};
      }
    return {};
  }

  /// A library call's work degree: its work at two scales of every size.
  int callDegree(const Node& n) const {
    const LibraryFunction* F = findLibraryFunction(nameOf(n.Payload));
    if (!F || F->Arity != n.Arity) return 0;
    auto WorkAt = [&](double scale) {
      std::vector<ArgInfo> Args;
      for (uint32_t K : n.kids()) {
        ArgInfo A;
        A.S.Known = true;
        for (int D : dims(K))
          A.S.Dims.push_back({kNoClass, std::pow(scale, D)});
        A.Estimate = std::pow(scale, valueDegree(K));
        Args.push_back(A);
      }
      return F->Work(Args);
    };
    constexpr double Small = 1 << 10, Large = 1 << 20;
    double Low = WorkAt(Small), High = WorkAt(Large);
    if (!(Low > 0) || !std::isfinite(High)) return 0;
    return static_cast<int>(std::lround(std::log(High / Low) / std::log(Large / Small)));
  }

  /// How often the node at `at` is evaluated, as a degree: once per iteration of every loop
  /// around it, or (hoisted) once per iteration of the innermost loop whose index (or
  /// accumulator) it reads, that loop itself evaluated as often as its own position says.
  int repetitionDegree(uint32_t at) const {
    bool Moves = E == Evaluation::Hoisted || (E == Evaluation::Printed && T[at].Kind == Op::IFold);
    if (!Moves) return BodyDegrees.empty() ? 0 : BodyDegrees.back();
    int Innermost = innermostLoop(at);
    if (E == Evaluation::Printed) Innermost = std::max(Innermost, Fence);
    return Innermost < 0 ? 0 : BodyDegrees[static_cast<size_t>(Innermost)];
  }

  /// The innermost loop whose index (or accumulator) the node at `at` reads; -1: none.
  int innermostLoop(uint32_t at) const {
    uint64_t Free = freeVariables(T.subterm(at));
    int Innermost = -1;
    for (size_t K = 0; K < Binders.size(); ++K)
      if (Free & freeBit(static_cast<int>(K)))
        Innermost = std::max(Innermost, Binders[Binders.size() - 1 - K].Loop);
    return Innermost;
  }

  void visit(uint32_t at) {
    const Node& N = T[at];
    int Repetitions = repetitionDegree(at);
    Max = std::max(Max, Repetitions + (N.Kind == Op::Call ? callDegree(N) : 0));
    if (N.Kind == Op::Lambda) { // not a loop's: its variable counts as the innermost loop's
      int Innermost = static_cast<int>(BodyDegrees.size()) - 1;
      Binders.push_back({Innermost, 0});
      visit(N.Kids[0]);
      Binders.pop_back();
      return;
    }
    if (E == Evaluation::Printed && substituted(at)) return;
    bool Loop = N.Kind == Op::Build || N.Kind == Op::IFold;
    int SavedFence = Fence;
    bool LibraryCall = N.Kind == Op::Call && findLibraryFunction(nameOf(N.Payload));
    if (E == Evaluation::Printed && (LibraryCall || N.Kind == Op::App))
      Fence = std::max(Fence, static_cast<int>(BodyDegrees.size()) - 1);
    for (int K = 0; K < N.Arity; ++K) {
      if (!Loop || K != N.Arity - 1) {
        visit(N.Kids[K]);
        continue;
      }
      int Trips = valueDegree(N.Kids[0]);
      // The loop itself steps once per iteration, hoisted body or not, and a build stores its
      // element each time: a whole row when the element is an array.
      int Stored = 0;
      if (N.Kind == Op::Build)
        for (int D : dims(at))
          Stored += D;
      Max = std::max(Max, Repetitions + std::max(Trips, Stored));
      BodyDegrees.push_back(Repetitions + Trips);
      int Inner = static_cast<int>(BodyDegrees.size()) - 1;
      int OuterFence = Fence;
      if (E == Evaluation::Printed && N.Kind == Op::IFold && recurrence(at)) Fence = Inner;
      visitUnder(N.Kids[K], Inner, Trips);
      Fence = OuterFence;
      BodyDegrees.pop_back();
    }
    Fence = SavedFence;
  }

  /// Printed: an element of a build, (index (build n (lambda i BODY)) X), is BODY with X for i
  /// (the emitter prints no loop for it): visits X, then BODY once where the index is.
  bool substituted(uint32_t at) {
    const Node& N = T[at];
    if (N.Kind != Op::Index || T[N.Kids[0]].Kind != Op::Build) return false;
    const Node& Lambda = T[T[N.Kids[0]].Kids[1]];
    if (Lambda.Kind != Op::Lambda) return false;
    visit(N.Kids[1]);
    Binders.push_back({innermostLoop(N.Kids[1]), valueDegree(N.Kids[1])});
    visit(Lambda.Kids[0]);
    Binders.pop_back();
    return true;
  }

  /// A fold whose accumulator is an array: its step is a build (one element set per step).
  bool recurrence(uint32_t at) const {
    uint32_t Step = T[at].Kids[2];
    while (T[Step].Kind == Op::Lambda)
      Step = T[Step].Kids[0];
    return T[Step].Kind == Op::Build;
  }

  /// A loop's body: the lambdas it starts with bind its index (and a fold's accumulator).
  void visitUnder(uint32_t at, int loop, int trips) {
    const Node& N = T[at];
    if (N.Kind != Op::Lambda) {
      visit(at);
      return;
    }
    Binders.push_back({loop, trips});
    visitUnder(N.Kids[0], loop, trips);
    Binders.pop_back();
  }
};

} // namespace

int costDegree(const Term& t, const Program& p, Evaluation e) {
  if (t.empty()) return 0;
  return DegreeWalk(t, p, e).run();
}

} // namespace liar::ir
