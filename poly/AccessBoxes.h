// The elements a region's statements touch, per array: the smallest box (a least and a
// greatest subscript per dimension) holding every element its reads and writes access. An
// alias guard over these boxes lets sub-ranges of one buffer pass where a guard over the whole
// declared arrays could never pass.
#ifndef LIAR_POLY_ACCESSBOXES_H
#define LIAR_POLY_ACCESSBOXES_H

#include "poly/Model.h"

#include <map>
#include <string>
#include <vector>

namespace liar::poly {

/// Per subscript, the least and the greatest value accessed and the greatest plus one, as C
/// expressions over the size parameters computed in `long` (a parameter is printed `(long)n`).
struct AccessBox {
  std::vector<std::string> Lower, Upper, End;
};

/// Array (C name) -> its box. An array whose bounds ISL cannot state as one affine expression
/// of the parameters (a `min`, a `max`, a division, an unbounded subscript) is left out.
std::map<std::string, AccessBox> accessBoxes(const PolyModel& Model);

} // namespace liar::poly

#endif
