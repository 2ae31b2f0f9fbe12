// Pointers a region declares by offset from an array (`float *k = s->key_cache + loff + t*dim`):
// the array and the integer terms added to it, so that `k[i]` can be followed to the array.
#ifndef LIAR_LIFTING_POINTERTERMS_H
#define LIAR_LIFTING_POINTERTERMS_H

#include <optional>
#include <vector>

namespace clang {
class Expr;
}

namespace liar::lifting {

struct PointerTerms {
  const clang::Expr* Base = nullptr;     ///< an array or pointer: a variable or a field
  std::vector<const clang::Expr*> Terms; ///< integers added to it, left to right
};

/// `base + a + b ...` (a left-nested sum, the base in any position of its innermost sum),
/// `base + (a + b)` or `&base[a + b]`; nullopt for any other initialiser.
std::optional<PointerTerms> pointerTerms(const clang::Expr* Init);

} // namespace liar::lifting

#endif
