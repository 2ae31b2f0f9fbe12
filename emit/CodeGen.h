// Emission: turns an optimised IR program (every definition in its cheapest form) back into C
// statements that call BLAS or the LibTorch runtime, with loops for whatever stays a loop.
#pragma once

#include "TargetFunction.h"
#include "saturation/Program.h"
#include "saturation/Target.h"

#include <map>
#include <string>
#include <vector>

namespace liar::emit {

/// The library whose calls are printed: the type of the target every stage shares.
using ir::Library;

/// The C declaration an IR symbol stands for.
struct Variable {
  std::string CName;
  std::string ElementType = "double"; // double | float | int
  std::vector<std::string> Dims;      // declared extents as spelled in C; empty for scalars
  bool ThroughPointer = false;        // a scalar output passed by address: written as (*s)
  bool Linearised = false;            // one-dimensional storage indexed as A[i*Dims[1] + j]
  std::vector<std::string> Offsets;   // a view's first element, one C subscript per Dims entry
  // A strided vector: its elements are Step elements of the storage apart (a column of a
  // matrix, every k-th element); empty when contiguous.
  std::string Step;
};

/// A temporary array the code uses. The code neither allocates nor frees it: the caller
/// declares it (null), allocates it once its guards hold, runs the original loops when the
/// allocation fails, and frees it after either branch (temporaryDeclarations and friends).
struct Temporary {
  std::string Name;        ///< `liar_t0`
  std::string Declaration; ///< `double (*liar_t0)[m]`
  std::string Bytes;       ///< `sizeof(double) * (size_t)(n) * (size_t)(m)`, in size_t
};

struct RegionCode {
  std::string Text; // C statements, one block, ending in a newline
  std::vector<Temporary> Temporaries;
  std::vector<std::string> Calls; // library functions called, in order
  /// Conditions (C expressions) under which the views the code takes are valid, e.g. that a
  /// loop bound equals a declared extent so that two dimensions flatten into one. The caller
  /// keeps the original loops for when one does not hold.
  std::vector<std::string> Guards;
  std::vector<std::string> Includes; // headers the code needs, e.g. <cblas.h>
  /// The libraries the program links with for the routines the code calls ("openblas",
  /// "torch"): the needs of their descriptors (ir::Routine::Need).
  std::vector<std::string> Links;
  /// Loops printed from the IR carry `#pragma omp parallel for` (emitProgram's parallelLoops).
  bool ParallelLoops = false;
  /// Some definition printed as loops only (no library call) runs on one thread, or walks a
  /// matrix against its rows: under the user's `parallel for` it may be slower than theirs.
  bool LoopsOffTeam = false;
  /// Some definition printed as loops only reads a matrix against its rows: a fold's step reads
  /// it with the fold's index before the last subscript and an outer index in it.
  bool LoopsAgainstRows = false;
};

struct EmitResult {
  bool Ok = false;
  RegionCode Code;
  std::string Reason; // why the program cannot be emitted, when !Ok
};

/// `vars` maps IR symbol names to their C declarations; size parameters are printed as their
/// names (the lifted IR names them with their C spelling, e.g. `_PB_N`). With parallelLoops,
/// the outermost loop of a definition printed as loops (a build: each element on its own) is
/// `#pragma omp parallel for`, unless its body calls a library or writes a temporary.
/// A BLAS call for which the user declared target functions (`#pragma liar target`) is
/// printed as a chain: each target whose guard holds, in priority order, else the routine.
EmitResult emitProgram(const ir::Program& program, const std::map<std::string, Variable>& vars,
                       Library library, const std::string& indent = "  ",
                       bool parallelLoops = false, const std::vector<TargetFunction>& targets = {});

/// `T *liar_t0 = NULL;` for each temporary.
std::vector<std::string> temporaryDeclarations(const std::vector<Temporary>& temporaries);
/// `liar_t0 = malloc(...);` for each temporary: run once the guard's conditions hold, so that
/// nothing is allocated for code that does not run; the code runs when none is null.
std::vector<std::string> temporaryAllocations(const std::vector<Temporary>& temporaries);
/// `free(liar_t0);` for each temporary (free(NULL) does nothing: after either branch).
std::vector<std::string> temporaryFrees(const std::vector<Temporary>& temporaries);

} // namespace liar::emit
