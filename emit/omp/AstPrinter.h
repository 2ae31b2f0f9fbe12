// Prints an isl_ast_node tree as C: `long` iterators, OpenMP pragmas from the parallelism
// annotations attached while the tree was built, and statements as calls of `S<n>` macros
// whose bodies are the user's original statements.
#ifndef LIAR_EMIT_OMP_ASTPRINTER_H
#define LIAR_EMIT_OMP_ASTPRINTER_H

#include <isl/ast.h>

#include <set>
#include <string>
#include <vector>

namespace liar::emit::omp {

/// What the tree builder found out about one `for` loop (attached as its annotation).
struct LoopAnnotation {
  bool Parallel = false; ///< no dependence is carried by this loop
  /// Scalars whose dependences this loop carries only because they are shared: each
  /// iteration writes them before reading them, so each thread gets its own copy.
  std::vector<std::string> Private;
};

class AstPrinter {
public:
  /// Prints Root; the text uses liar_min/liar_max/liar_floord when Helpers says so.
  std::string print(isl_ast_node* Root);
  const std::set<std::string>& helpers() const { return Helpers; }
  bool parallel() const { return AnyParallel; }

private:
  void node(isl_ast_node* N, int Depth, bool InParallel);
  void forNode(isl_ast_node* N, int Depth, bool InParallel);
  std::string expr(isl_ast_expr* E);
  std::string nary(isl_ast_expr* E, const char* Helper);
  void line(int Depth, const std::string& Text);

  std::string Out;
  std::set<std::string> Helpers;
  bool AnyParallel = false;
};

} // namespace liar::emit::omp

#endif
