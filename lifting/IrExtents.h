// The extent the IR declares for each array of a region: the box its accesses span, the
// declared size, or for a gathered array a size of its own.
#ifndef LIAR_LIFTING_IREXTENTS_H
#define LIAR_LIFTING_IREXTENTS_H

#include "lifting/AffineModel.h"
#include "lifting/Model.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::lifting {

struct IrExtents {
  std::vector<std::vector<std::string>> Dims; ///< per array id, the IR size of each dimension
  std::vector<std::vector<Affine>> Boxes;     ///< the same sizes as affine expressions
  /// Sizes the IR declares as parameters of their own, which C does not name (`im.extent`).
  std::vector<std::string> Placeholders;
  std::optional<Rejection> Failure;
};

/// The IR views each array through the box its accesses span when that box has the declared
/// size under the known parameter values (`_PB_NI` for `C[NI][NJ]`), so that loop bounds and
/// array sizes are the same symbol; the declared size otherwise.
IrExtents chooseIrExtents(const Scop& S, const AffineModel& M);

} // namespace liar::lifting

#endif
