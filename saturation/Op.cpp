#include "Op.h"

#include <array>

namespace liar::ir {
namespace {

struct OpInfo {
  std::string_view Spelling;
  int Arity;
};

constexpr std::array<OpInfo, kNumOps> OpTable = {{
    {"", 0},      {"", 0},      {"", 0},         {"lambda", 1},  {"app", 2},  {"build", 2},
    {"index", 2}, {"ifold", 3}, {"tuple", 2},    {"fst", 1},     {"snd", 1},  {"+", 2},
    {"-", 2},     {"*", 2},     {"/", 2},        {"neg", 1},     {"<", 2},    {"<=", 2},
    {"==", 2},    {"!=", 2},    {"and", 2},      {"or", 2},      {"not", 1},  {"select", 3},
    {"sqrt", 1},  {"exp", 1},   {"pow", 2},      {"fabs", 1},    {"fmax", 2}, {"fmin", 2},
    {"mod", 2},   {"idiv", 2},  {"todouble", 1}, {"tofloat", 1}, {"", -1},
}};

} // namespace

std::string_view opSpelling(Op op) {
  return OpTable[static_cast<int>(op)].Spelling;
}

int opArity(Op op) {
  return OpTable[static_cast<int>(op)].Arity;
}

std::optional<Op> opFromSpelling(std::string_view word) {
  for (int I = static_cast<int>(Op::Lambda); I < static_cast<int>(Op::Call); ++I)
    if (OpTable[I].Spelling == word) return static_cast<Op>(I);
  return std::nullopt;
}

} // namespace liar::ir
