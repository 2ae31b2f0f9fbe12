// A delinearised access `A[i*lda + k]` is the access `A[i][k]` only while its inner index
// stays in its row (0 <= k < lda). ISL proves it from the loop bounds when it can; otherwise,
// when the row length is a size the loops do not bound (a leading dimension `lda` passed next
// to the extent `K`), the region rests on it as an assumption (`K <= lda`) that the run-time
// guard checks, with the original loops as the fallback (Polly's optimistic delinearisation).
#ifndef LIAR_LIFTING_ROWCHECKS_H
#define LIAR_LIFTING_ROWCHECKS_H

#include "lifting/AffineModel.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::lifting {

struct RowAssumptions {
  std::vector<std::string> Conditions; ///< C conditions, one per row length assumed
  std::optional<Rejection> Failure;    ///< a row check neither provable nor checkable
};

RowAssumptions checkRows(const Scop& S, const AffineModel& M);

} // namespace liar::lifting

#endif
