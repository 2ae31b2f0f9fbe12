// A kernel in the IR: its declared sizes, inputs and the sequence of definitions it computes.
#pragma once

#include "Term.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace liar::ir {

enum class ElemType { Double, Float, Int };

std::string_view elemTypeName(ElemType t);

struct ParamDecl {
  std::string Name;
  long Value; // known value (from a macro or constant) or the default the cost model uses
  /// Empty for a size known at compile time; else the run-time size's C width: "int" (fits
  /// the int of BLAS) or "long" (a long, unsigned or size_t value may exceed INT_MAX).
  std::string RunTime = {};
};

struct VarDecl {
  std::string Name;
  ElemType Type = ElemType::Double;
  std::vector<Term> Dims; // empty for a scalar; each a closed integer term over parameters
  bool isArray() const { return !Dims.empty(); }
};

struct Def {
  std::string Name; // a declared scalar or array, overwritten by Value
  Term Value;
};

struct Program {
  std::string Name;
  std::vector<ParamDecl> Params;
  std::vector<VarDecl> Vars;
  std::vector<Def> Defs;

  const ParamDecl* findParam(std::string_view name) const;
  const VarDecl* findVar(std::string_view name) const;
};

/// Either a value or a located error message ("file:line:col: error: ...").
template <typename T> struct ParseResult {
  std::optional<T> Value;
  std::string Error;
  explicit operator bool() const { return Value.has_value(); }
};

ParseResult<Program> parseProgram(std::string_view text, std::string_view file = "<input>");

/// Parses one expression. With `decls`, names must be bound or declared there; without,
/// every free name is a symbol.
ParseResult<Term> parseTerm(std::string_view text, const Program* decls = nullptr,
                            std::string_view file = "<input>");

/// One-line text of a term; binders are named $0, $1, ... after their depth.
std::string printTerm(const Term& t);
/// The same text broken over lines and indented when it is longer than `width`.
std::string printTermPretty(const Term& t, size_t width = 100);
std::string printProgram(const Program& p);

} // namespace liar::ir
