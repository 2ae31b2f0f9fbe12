// The library functions that idioms introduce: their meaning (used by the interpreter), the
// shape of their result (used by the e-class analysis) and their work (used by the cost
// model). One table, one line per function, in Library.cpp.
#pragma once

#include "Shape.h"
#include "Value.h"

#include <span>
#include <string_view>
#include <vector>

namespace liar::ir {

enum TargetMask : unsigned { kBlas = 1, kTorch = 2 };

struct LibraryFunction {
  std::string_view Name;
  int Arity;
  unsigned Targets; // TargetMask bits: which targets may call it
  std::string_view Meaning;
  Value (*Eval)(std::span<const Value> args);
  Shape (*ResultShape)(std::span<const ArgInfo> args);
  double (*Work)(std::span<const ArgInfo> args); // element operations performed
};

/// The function called `name`, or nullptr.
const LibraryFunction* findLibraryFunction(std::string_view name);
std::span<const LibraryFunction> libraryFunctions();

} // namespace liar::ir
