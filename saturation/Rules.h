// The rule tables. Each is a list of one-line rules: name, left side, right side, identity.
#pragma once

#include "Rewrite.h"
#include "Target.h"

#include <vector>

namespace liar::ir {

/// What a rewrite may change in floating-point results. Exact: only the order of the sums and
/// products a library operation performs. Relaxed (--fp-relaxed, -ffast-math,
/// -freciprocal-math): also divisions by a value into multiplications by its reciprocal.
enum class Numerics { Exact, Relaxed };

/// LIAR's language rules (Listing 2), with the "intro" directions restricted (docs/rules.md).
std::vector<Rule> languageRules();
/// Scalar identities (Listing 3) plus associativity, and the divisions by powers of two that
/// are multiplications exactly.
std::vector<Rule> arithmeticRules();
/// Identities that change rounding, for Numerics::Relaxed only.
std::vector<Rule> relaxedArithmeticRules();
/// The reciprocals `(/ 1 c)` of t, but those of constants whose reciprocal is exact: a form
/// with more of them than the loops divides by multiplying.
size_t reciprocals(const Term& t);
/// Whether `best`, a library form of the loops `original`, may apply a scalar factor once to a
/// sum where the loops multiply each of its terms by it: some fold of `original` multiplies a
/// term by a factor that does not depend on its index, and `best` multiplies a library call's
/// sum by a scalar (a call's alpha, `alpha * dot(x, y)`). alpha * (sum a*b) and
/// sum (alpha*a)*b round differently; factors that are constant powers of two (1, 2, 0.5) are
/// exact either way and do not count. Also when a call scales by a product of scalars the loops
/// never form (`a * x[i] * b` as a scal by `a * b`).
bool regroupsScalars(const Term& original, const Term& best);
/// Whether some library call of `best` (a library form) adds up terms in an order of its own:
/// dot, the reductions, the level 2 and 3 routines (Library.h, `rounding`).
bool reassociatesSums(const Term& best);
/// Whether some library call of `best` adds a product that is not exact, which its kernels may
/// round once with the addition (fused multiply-add) where the loops round twice: axpy, dot,
/// gemv, gemm, ger, the level 3 routines. A product with all its factors but one powers of two
/// (or fills of ones) is exact: saxpy by 1 (`a[i] += b[i]`), BLAS's sum (a dot with ones) and a
/// broadcast (a ger with ones) fuse nothing.
bool fusesProducts(const Term& best);
/// Idioms both targets share: dot products, hoisting scalars out of them, transposes.
std::vector<Rule> commonIdioms();
/// BLAS idioms (Listing 4 and the additions of docs/rules.md).
std::vector<Rule> blasIdioms();
/// PyTorch idioms (Listing 5 and additions).
std::vector<Rule> torchIdioms();

/// Every rule that saturation for `library` uses.
std::vector<Rule> rulesFor(Library library, Numerics n = Numerics::Exact);

} // namespace liar::ir
