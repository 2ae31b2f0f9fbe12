// Which variables a region's writes may reach once it ends. Textual order is not enough: a
// loop around the region runs the code before it again, and `goto` or `setjmp` can run any of
// the function. Every answer errs on the side of "live".
#ifndef LIAR_LIFTING_LIVENESS_H
#define LIAR_LIFTING_LIVENESS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace clang {
class FunctionDecl;
class SourceManager;
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

class Liveness {
public:
  Liveness(const clang::FunctionDecl* F, llvm::ArrayRef<const clang::Stmt*> Region,
           const clang::SourceManager& SM);

  /// Whether the value V holds when the region ends may be read afterwards: V has static
  /// storage, is volatile or address-taken; or a reference outside the region follows it, or
  /// sits in a loop around the region that V's declaration is outside of; or the function
  /// jumps irregularly and references V outside the region. A variable the next statements
  /// of the block assign before any read (the next nest's `for (i = 0; ...)`) is dead.
  bool liveAfter(const clang::VarDecl* V) const;
  /// Whether the region may run again with the value V had when it last ended: a loop around
  /// it carries V from one trip to the next (V is declared outside that loop), or the function
  /// jumps irregularly. Then a value the region reads on entry may be one it left.
  bool carriedAround(const clang::VarDecl* V) const;

private:
  unsigned offset(clang::SourceLocation L) const;
  /// Whether the statements after the region in its block, run in order, assign V before
  /// anything reads it (`for (i = 0; ...)` of the next nest), or never read the value it has
  /// (loops that overwrite it first on every trip) with no mention of V after the block.
  bool killedAfter(const clang::VarDecl* V) const;

  const clang::SourceManager& SM;
  unsigned Begin = 0, End = 0; ///< file offsets of the region
  const clang::Stmt* Last = nullptr;
  /// The statements after the region in its block.
  std::vector<const clang::Stmt*> Following;
  /// Loops enclosing the region, as [begin, end] file offsets.
  std::vector<std::pair<unsigned, unsigned>> Enclosing;
  /// Offsets of the references to each variable outside the region.
  std::map<const clang::VarDecl*, std::vector<unsigned>> Outside;
  std::set<const clang::VarDecl*> AddressTaken;
  bool Irregular = false; ///< goto, computed goto or setjmp in the function
};

} // namespace liar::lifting

#endif
