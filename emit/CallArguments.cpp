// A library call's argument list, printed from its routine's argument template (ir::Param) and
// its row's attributes (transposes, triangle, side, diagonal, beta): the emitter writes no
// argument list of its own.
#include "Emitter.h"

#include <algorithm>

namespace liar::emit::detail {

using ir::Role;

namespace {

// The roles that read an argument's view (the others read the row, or a scalar).
bool readsView(Role r) {
  switch (r) {
  case Role::Uplo:
  case Role::UploLetter:
  case Role::TransA:
  case Role::TransB:
  case Role::Extent:
  case Role::OpExtent:
  case Role::StoredExtent:
  case Role::Pointer:
  case Role::Ld:
  case Role::Inc:
  case Role::RowPointer:
    return true;
  default:
    return false;
  }
}

// The roles that say how a transposed view of their argument is read.
bool readsTranspose(Role r) {
  return r == Role::Uplo || r == Role::UploLetter || r == Role::TransA || r == Role::TransB ||
         r == Role::StoredExtent;
}

} // namespace

std::string Emitter::trans(bool t) const {
  return Lib == Library::Blas ? (t ? "CblasTrans" : "CblasNoTrans") : (t ? "1" : "0");
}

// A vector of n copies of one scalar, passed as that scalar with increment 0: no array is
// allocated or filled. Its length is the fill's count.
View Emitter::constantVector(uint32_t fill) {
  const Node& F = node(fill);
  std::string C = fresh("c");
  DeclaredLocal = true;
  line("const " + ElemType + " " + C + " = " + scalar(F.Kids[1]) + ";");
  View V{C, {scalar(F.Kids[0])}, {}, false, "", 0, {}};
  V.Inc = "0";
  return V;
}

// The views of the arguments f's template reads as arrays, in the order of the arguments
// (`kids`: the nodes of f's arguments), and the destination. With constantVectors, a fill that
// the template reads with an increment is a constant vector (constantVector).
Bound Emitter::bound(const ir::LibraryFunction& f, std::vector<uint32_t> kids, const View& target,
                     bool constantVectors) {
  const ir::Routine& R = ir::routineOf(f, Lib);
  Bound B{std::move(kids), {}, {}, target, {}};
  for (int K = 0; K < static_cast<int>(B.Kids.size()); ++K) {
    auto Reads = [&](auto which) {
      return std::any_of(R.Args.begin(), R.Args.end(),
                         [&](const ir::Param& p) { return which(p.R) && p.Arg == K; });
    };
    bool Alike =
        std::any_of(R.Args.begin(), R.Args.end(), [&](const ir::Param& p) { return p.Alike == K; });
    if (!(Reads(readsView) || Alike) || B.Kids[K] == UINT32_MAX) continue;
    if (constantVectors && Reads([](Role r) { return r == Role::Inc; }) &&
        isForm(B.Kids[K], ir::CallForm::Fill))
      B.Views.emplace(K, constantVector(B.Kids[K]));
    else
      B.Views.emplace(K, operand(B.Kids[K]));
  }
  checkTransposes(f, B);
  return B;
}

// A transposed view of a matrix argument is read only by a template that says how: as the
// other triangle, through a transpose flag, or by the extents of its storage. Two arguments
// one flag covers are stored alike.
void Emitter::checkTransposes(const ir::LibraryFunction& f, const Bound& b) const {
  const ir::Routine& R = ir::routineOf(f, Lib);
  for (const ir::Param& P : R.Args)
    if (P.Alike >= 0 && b.Views.at(P.Arg).Transposed != b.Views.at(P.Alike).Transposed)
      throw Failure(std::string(f.Name) + " needs both operands stored alike");
  for (const auto& [K, V] : b.Views) {
    if (!V.Transposed) continue;
    bool Said = std::any_of(R.Args.begin(), R.Args.end(), [&, K = K](const ir::Param& p) {
      return (p.Arg == K && readsTranspose(p.R)) || p.Alike == K;
    });
    if (!Said)
      throw Failure(std::string(f.Name) + " cannot read its argument " + std::to_string(K) +
                    " transposed");
  }
}

std::vector<std::string> Emitter::arguments(const ir::LibraryFunction& f, Bound& b) {
  std::vector<std::string> Out;
  for (const ir::Param& P : ir::routineOf(f, Lib).Args)
    Out.push_back(argument(f, P, b));
  weighGatheredCopies(f, Out);
  std::string Threshold = sizeThreshold(f, Out);
  if (Threshold.empty()) return Out;
  std::string Name = routine(f);
  bool Below = false;
  if (!InValueCall)
    for (const TargetChoice& T : targetsOf(Name, Out))
      Below |= T.Priority < 0;
  if (Below)
    DeferredThreshold = Threshold;
  else
    guard(Threshold);
  return Out;
}

std::string Emitter::scalarArgument(Bound& b, int k) {
  auto It = b.Scalars.find(k);
  return It != b.Scalars.end() ? It->second : scalar(b.Kids.at(k));
}

std::string Emitter::argument(const ir::LibraryFunction& f, const ir::Param& p, Bound& b) {
  const ir::Emission& E = f.Emit;
  auto ViewOf = [&]() -> const View& {
    return p.Arg == ir::kDestination ? b.Target : b.Views.at(p.Arg);
  };
  switch (p.R) {
  case Role::Order:
    return "CblasRowMajor";
  case Role::Side:
    return E.On == ir::Side::Left ? "CblasLeft" : "CblasRight";
  case Role::Uplo:
    return (E.Uplo == ir::Triangle::Lower) != ViewOf().Transposed ? "CblasLower" : "CblasUpper";
  case Role::TransA:
    return trans(E.TransA != ViewOf().Transposed);
  case Role::TransB:
    return trans(E.TransB != ViewOf().Transposed);
  case Role::Diag:
    return E.UnitDiagonal ? "CblasUnit" : "CblasNonUnit";
  case Role::Extent:
    return ViewOf().Extents[p.Dim];
  case Role::OpExtent:
    return ViewOf().Extents[E.TransA ? 1 - p.Dim : p.Dim];
  case Role::StoredExtent:
    return ViewOf().Extents[ViewOf().Transposed ? 1 - p.Dim : p.Dim];
  case Role::Length: {
    // The last stored vector's length; a constant vector's only when all are constant.
    auto Stored = std::find_if(b.Views.rbegin(), b.Views.rend(),
                               [](const auto& v) { return v.second.Inc != "0"; });
    return (Stored != b.Views.rend() ? Stored->second : b.Views.begin()->second).Extents[0];
  }
  case Role::Scalar:
    return scalarArgument(b, p.Arg);
  case Role::Beta:
    return E.Beta < 0 ? constant({0, false}) : scalarArgument(b, E.Beta);
  case Role::Pointer:
    return ViewOf().pointer();
  case Role::Ld:
    return ViewOf().ld();
  case Role::Inc:
    return ViewOf().Inc;
  case Role::RowLength:
    return b.Target.Extents.back();
  case Role::RowPointer:
    return rowPointer(ViewOf(), b.Row);
  case Role::UploLetter:
    return (E.Uplo == ir::Triangle::Lower) != ViewOf().Transposed ? "\"U\"" : "\"L\"";
  case Role::LetterLength:
    return "1";
  case Role::Status: // a local of the call (fortranCall)
    break;
  }
  throw Failure(noCForm(f));
}

// The C type of a Fortran routine's parameter, for its declaration.
std::string Emitter::parameterType(const ir::Param& p) const {
  if (p.ByAddress) return "const int *";
  switch (p.R) {
  case Role::UploLetter:
    return "const char *";
  case Role::Pointer:
    return ElemType + " *";
  case Role::Status:
    return "int *";
  case Role::LetterLength:
    return "unsigned long";
  default:
    return ElemType;
  }
}

// A call of a Fortran routine that no header declares (LAPACK's): declared here from its
// template, its ints passed by address through `const int` locals and its status through an
// int set to 0. The locals by role (the status under Role::Status), for the code around it.
std::map<ir::Role, std::string> Emitter::fortranCall(const ir::LibraryFunction& f, Bound& b) {
  const ir::Routine& R = ir::routineOf(f, Lib);
  std::string Name = routine(f);
  std::map<ir::Role, std::string> Locals{{Role::Status, fresh("info")}};
  std::string Types, Values;
  for (const ir::Param& P : R.Args) {
    Types += (Types.empty() ? "" : ", ") + parameterType(P);
    if (!P.ByAddress) continue;
    std::string& Local = Locals[P.R] = fresh(P.R == Role::Ld ? "ld" : "n");
    Values += (Values.empty() ? "" : ", ") + Local + " = " + argument(f, {P.R, P.Arg, P.Dim}, b);
  }
  line("extern void " + Name + "(" + Types + ");");
  line("const int " + Values + ";");
  line("int " + Locals[Role::Status] + " = 0;");
  std::vector<std::string> Args;
  for (const ir::Param& P : R.Args)
    Args.push_back(P.ByAddress || P.R == Role::Status ? "&" + Locals[P.R] : argument(f, P, b));
  call(Name, Args);
  return Locals;
}

} // namespace liar::emit::detail
