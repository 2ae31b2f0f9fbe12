// Integer scalars of a region that hold an affine expression of iterators and sizes: `int
// index = b*n*s + i*s + j;`, TACO's `ja = i*N + j`, and `idx += stride` once per iteration
// after `idx = 0`. An access through one is an access at its expression, so that subscripts and
// bounds that name it are affine (or delinearise) as if the expression were written there.
#ifndef LIAR_LIFTING_INDEXVARIABLES_H
#define LIAR_LIFTING_INDEXVARIABLES_H

#include "lifting/Model.h"

#include <map>
#include <memory>
#include <set>
#include <vector>

namespace clang {
class Expr;
class VarDecl;
} // namespace clang

namespace liar::lifting {

struct Scope;

class IndexVariables {
public:
  /// What an index variable holds from one assignment on: Value + Shift.
  struct Definition {
    /// As the source writes it; null for a walking pointer's start (offset 0 from the pointer's
    /// value on entry to the region).
    const clang::Expr* Value = nullptr;
    Affine Shift; ///< what increments added since
    /// The loops around the assignment (and around an increment counted per iteration): the
    /// definition holds only inside them, where its iterators keep their meaning.
    std::vector<int> Loops;
    /// The index variables Value reads, with the definitions they had then.
    std::map<const clang::VarDecl*, std::shared_ptr<const Definition>> Inputs;
  };

  /// `V = Value` at Sc: V holds Value when Value reads only iterators of the loops around Sc,
  /// sizes the region does not assign and index variables; otherwise V is no index variable.
  void assign(const clang::VarDecl* V, const clang::Expr* Value, const Scope& Sc);
  /// V, a pointer the region only advances (`p++`, `p += k`), points to its value on entry:
  /// its offset from there is 0.
  void start(const clang::VarDecl* V) { Current[V] = std::make_shared<Definition>(); }
  /// V, an integer declared before the region that the region only steps (`k++`, `k += 2`),
  /// holds Entry, its value on entry to the region (a size parameter named after it).
  void enter(const clang::VarDecl* V, const Affine& Entry) {
    auto D = std::make_shared<Definition>();
    D->Shift = Entry;
    Current[V] = D;
  }
  /// `V += Step` at Sc (Step an affine value of sizes).
  void increment(const clang::VarDecl* V, const Affine& Step, const Scope& Sc);
  /// At the start of each iteration of a loop whose body adds the same step to V once: V holds
  /// its value on entry (at Entry, the loop's scope) plus Before, what the earlier iterations
  /// added (the count of earlier iterations times the step). Inner is the body's scope.
  void induction(const clang::VarDecl* V, const Affine& Before, const Scope& Entry,
                 const Scope& Inner);
  /// After a loop: V holds OnEntry, its value before the loop, plus Added (what the trips
  /// added), at Sc, the loop's scope.
  void exit(const clang::VarDecl* V, const std::shared_ptr<const Definition>& OnEntry,
            const Affine& Added, const Scope& Sc);
  /// The definition V has at Sc, to keep across a loop; null when it has none.
  std::shared_ptr<const Definition> current(const clang::VarDecl* V, const Scope& Sc) const {
    return valid(V, Sc);
  }
  /// V no longer holds a known expression (assigned otherwise, or after a loop that assigns it).
  void forget(const clang::VarDecl* V) { Current.erase(V); }
  /// The definition V has at Sc, or null when it has none there.
  const Definition* at(const clang::VarDecl* V, const Scope& Sc) const;
  /// The index variables E reads at Sc, and those their definitions read.
  void collect(const clang::Expr* E, const Scope& Sc, std::set<const clang::VarDecl*>& Out) const;

private:
  std::shared_ptr<const Definition> valid(const clang::VarDecl* V, const Scope& Sc) const;
  std::map<const clang::VarDecl*, std::shared_ptr<const Definition>> Current;
};

} // namespace liar::lifting

#endif
