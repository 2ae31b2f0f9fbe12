// Linearised subscripts: `A[i*n + j]` on a one-dimensional array is the access `A[i][j]` of an
// array with rows of length n, provided 0 <= j < n (checked on the model afterwards).
#ifndef LIAR_LIFTING_DELINEARIZE_H
#define LIAR_LIFTING_DELINEARIZE_H

#include "lifting/AffineBuilder.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class Expr;
}

namespace liar::lifting {

struct Delinearized {
  std::vector<Affine> Subscripts;        ///< one per dimension, outermost first
  std::vector<Affine> RowLengths;        ///< sizes of the inner dimensions
  std::vector<std::string> RowSpellings; ///< as written
};

/// Splits a sum of terms into rows: the terms that multiply an invariant, non-constant factor
/// P (all the same P, only added) divided by it are the outer index, the others (affine) the
/// inner one, recursively: `i*n + j`, `(b*n + i)*s + j`, `b*n*s + i*s + j` (`[b][i][j]` of rows
/// of lengths n and s). Index variables stand for what they hold. nullopt when E has no such
/// form.
std::optional<Delinearized> delinearize(const clang::Expr* E, const AffineBuilder& Aff,
                                        const Scope& Sc, const SourceInfo& Source);

/// The same for `p[Index]` where p = base + Offset[0] + Offset[1] + ... (a pointer the region
/// derives by offset): the offset's terms join the index's.
std::optional<Delinearized> delinearizeOffset(llvm::ArrayRef<const clang::Expr*> Offset,
                                              const clang::Expr* Index, const AffineBuilder& Aff,
                                              const Scope& Sc, const SourceInfo& Source);

} // namespace liar::lifting

#endif
