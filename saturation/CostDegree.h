// The degree of a definition's work as a polynomial in the program's size parameters: how
// fast it grows when every size grows. A rewrite may cost less than the loops at the sizes the
// cost model assumes and still grow faster (a maximum or a dot product evaluated per element
// where the loops compute it once); comparing degrees catches it at any size.
#pragma once

#include "Program.h"
#include "Term.h"

namespace liar::ir {

/// How a term's repeated subterms are counted.
enum class Evaluation {
  /// Each subterm once per iteration of the loops whose indices it reads (what loops that
  /// compute an invariant value before them do: the lifted IR inlines such a value).
  Hoisted,
  /// Each subterm once per iteration of every loop around it.
  AsWritten,
  /// What the emitter prints: a fold once per iteration of the loops whose indices it reads,
  /// but never outside a loop that holds it inside a library call or an array recurrence
  /// (the emitter prints those bodies in blocks it does not move code out of); every other
  /// subterm as written.
  Printed,
};

/// The degree of t's work: the greatest, over its nodes, of the degrees of the trip counts of
/// the loops (builds and folds) that evaluate the node, plus a library call's own work degree.
/// A size parameter has degree 1, a constant 0.
int costDegree(const Term& t, const Program& p, Evaluation e);

} // namespace liar::ir
