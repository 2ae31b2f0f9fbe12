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

/// Splits `X*P + Y` (recursively `(X*P + Y)*Q + Z`, in any operand order) with P, Q invariant
/// and Y, Z affine; nullopt when E has no such form.
std::optional<Delinearized> delinearize(const clang::Expr* E, const AffineBuilder& Aff,
                                        const Scope& Sc, const SourceInfo& Source);

/// The same for `p[Y]` where p = base + T1 + T2 + ... (a pointer the region derives by
/// offset): one term is X*P, the others are affine and join Y in the inner index.
std::optional<Delinearized> delinearizeOffset(llvm::ArrayRef<const clang::Expr*> Terms,
                                              const clang::Expr* Index, const AffineBuilder& Aff,
                                              const Scope& Sc, const SourceInfo& Source);

/// X*P + Y (Y may be null) with P invariant: the rows of length P.
std::optional<Delinearized> delinearizeParts(const clang::Expr* X, const clang::Expr* P,
                                             const clang::Expr* Y, const AffineBuilder& Aff,
                                             const Scope& Sc, const SourceInfo& Source);

} // namespace liar::lifting

#endif
