#include "Types.h"

#include "saturation/Interner.h"

namespace liar::emit {

using ir::Node;
using ir::Op;

NumType combine(const NumType& a, const NumType& b) {
  for (const char* T : {"double", "float", "?"})
    if (a == T || b == T) return T;
  return "";
}

bool isFloating(const std::string& cType) {
  return cType == "double" || cType == "float";
}

namespace {

struct Typer {
  const ir::Term& T;
  const std::function<NumType(const std::string&)>& Symbol;
  std::vector<NumType> Bound;

  NumType of(uint32_t at) {
    const Node& N = T[at];
    switch (N.Kind) {
    case Op::Const:
      return ir::constantOf(N.Payload).IsInt ? "" : "?";
    case Op::Var:
      return static_cast<size_t>(N.Payload) < Bound.size() ? Bound[Bound.size() - 1 - N.Payload]
                                                           : "?";
    case Op::Sym:
      return Symbol(ir::nameOf(N.Payload));
    case Op::ToDouble:
      return "double";
    case Op::ToFloat:
      return "float";
    case Op::Index:
      return of(N.Kids[0]);
    case Op::Lt:
    case Op::Le:
    case Op::Eq:
    case Op::Ne:
    case Op::And:
    case Op::Or:
    case Op::Not:
      return ""; // C comparisons and logical operators yield int
    case Op::Build:
      return under(T[N.Kids[1]], {""});
    case Op::IFold: {
      NumType Init = of(N.Kids[1]);
      const Node& F = T[N.Kids[2]];
      if (F.Kind != Op::Lambda || T[F.Kids[0]].Kind != Op::Lambda) return Init;
      return combine(Init, under(F, {"", Init}));
    }
    case Op::Select:
      return combine(of(N.Kids[1]), of(N.Kids[2]));
    case Op::App:
      return under(T[N.Kids[0]], {of(N.Kids[1])});
    case Op::Call:
      return "?"; // library calls compute in the type of the definition
    default: {
      NumType R = "";
      for (uint32_t K : N.kids())
        R = combine(R, of(K));
      return R;
    }
    }
  }

  // The type of a lambda's body with `vars` bound (outermost first).
  NumType under(const Node& lambda, const std::vector<NumType>& vars) {
    if (lambda.Kind != Op::Lambda) return "?";
    Bound.push_back(vars[0]);
    NumType R;
    if (vars.size() > 1)
      R = under(T[lambda.Kids[0]], {vars.begin() + 1, vars.end()});
    else
      R = of(lambda.Kids[0]);
    Bound.pop_back();
    return R;
  }
};

} // namespace

NumType numericType(const ir::Term& t, uint32_t at,
                    const std::function<NumType(const std::string&)>& symbol,
                    std::vector<NumType> bound) {
  return Typer{t, symbol, std::move(bound)}.of(at);
}

} // namespace liar::emit
