// Prints an isl_ast_node tree as C: `long` iterators, OpenMP pragmas from the parallelism
// annotations attached while the tree was built, and statements as calls of `liar_S<n>`
// macros whose bodies are the user's original statements.
#ifndef LIAR_POLY_OMP_ASTPRINTER_H
#define LIAR_POLY_OMP_ASTPRINTER_H

#include "poly/Isl.h"
#include "poly/omp/RunTimeWork.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace liar::poly::omp {

/// The macro that stands for statement `S<n>` in the printed loops. It carries liar's prefix:
/// the user's file may define `S0` itself and use it after the region (liar's `#undef`
/// would remove it).
std::string statementMacro(const std::string& Statement);

/// What the tree builder found out about one `for` loop (attached as its annotation).
struct LoopAnnotation {
  bool Parallel = false; ///< no dependence is carried by this loop
  /// Scalars whose dependences this loop carries only because they are shared: each
  /// iteration writes them before reading them, so each thread gets its own copy.
  std::vector<std::string> Private;
  /// Private scalars whose final value is needed after the loop; its last iteration writes
  /// them, so `lastprivate` copies out the value of the last write.
  std::vector<std::string> LastPrivate;
  /// Scalars this loop accumulates into with `+=`/`-=` only: `reduction(+:s)` (parallel only
  /// when floating-point sums may be reassociated).
  std::vector<std::string> Reductions;
  /// Estimated statement instances under the loop, and how often the loop is entered (with
  /// the parameters at their known or default values): worth threads only when each entry
  /// has enough work to pay for starting a parallel region.
  double Work = 0, Entries = 1;
  bool WorthThreads = false;
  /// When the work depends on run-time sizes: the instances per entry as the loop's `if`
  /// clause computes them, and the count that starts the threads (WorthThreads is then true
  /// and the decision is the clause's).
  std::optional<RunTimeWork> RunTime;
  double Threshold = 0;
};

class AstPrinter {
public:
  /// The region's size parameters, and those of an unsigned or wide C type. New bound
  /// arithmetic is computed in `long`: a parameter is printed `(long)N` wherever its value
  /// enters arithmetic (ISL's `2 * T + 36` or `N - 1` may overflow an `int` where the
  /// original loops never computed it), and a wide one also in comparisons (`c0 < n` with a
  /// `size_t n` would compare a negative `c0` as unsigned).
  void setParameters(const std::set<std::string>& All, const std::set<std::string>& Wide) {
    Parameters = All;
    WideParameters = Wide;
  }
  /// Whether innermost parallel loops may be marked `omp simd` (BuildState::Simd).
  void setSimd(bool Allowed) { Simd = Allowed; }
  /// Prints Root; the text uses liar_min/liar_max/liar_floord when Helpers says so.
  std::string print(const isl::AstNode& Root);
  const std::set<std::string>& helpers() const { return Helpers; }
  bool parallel() const { return AnyParallel; }
  /// Some `omp parallel for` combines partial sums (`reduction(+:s)`), in an order of its own.
  bool reduces() const { return AnyReduction; }
  /// Estimated instances run inside `omp parallel for` loops.
  double parallelWork() const { return ParallelWork; }
  /// Some `omp parallel for` sits under a C `if` that decides at run time.
  bool runTimeThreads() const { return AnyRunTime; }
  /// Some outermost loop runs sequentially (its parallelism, if any, is nested inside it).
  bool outerSequential() const { return OuterSequential; }

private:
  void node(const isl::AstNode& N, int Depth, bool InParallel);
  void forNode(const isl::AstNode& N, int Depth, bool InParallel);
  /// `#pragma omp parallel for` with Clauses, then the loop Header and its Body.
  void parallelFor(const std::string& Header, const std::string& Clauses,
                   const LoopAnnotation& Info, const isl::AstNode& Body, int Depth);
  std::string expr(const isl::AstExpr& E, bool Compared = false);
  std::string nary(const isl::AstExpr& E, const char* Helper);
  std::string runTimeCondition(const LoopAnnotation& Info);
  void line(int Depth, const std::string& Text);

  std::string Out;
  std::set<std::string> Helpers;
  std::set<std::string> Parameters, WideParameters;
  bool Simd = true;
  bool AnyParallel = false;
  bool AnyReduction = false;
  bool AnyRunTime = false;
  bool OuterSequential = false;
  double ParallelWork = 0;
  int ForDepth = 0;
};

} // namespace liar::poly::omp

#endif
