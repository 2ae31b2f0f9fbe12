// Views: an array the region touches only in part (a run-time `n` over an array sized for
// the maximum, a sub-block `3 <= i < m`) is seen by the IR as the box its accesses span, so
// that its idioms match as on whole arrays; the emitter addresses the box inside the declared
// storage (first element at the offsets, rows of the declared length).
#ifndef LIAR_LIFTING_ARRAYVIEWS_H
#define LIAR_LIFTING_ARRAYVIEWS_H

#include "lifting/AffineModel.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::lifting {

/// Gives each array whose box is not its declared extent and depends on a size known only at
/// run time its box: ArrayInfo::Offsets and Viewed are set, and every subscript of the array
/// is shifted by the offsets (the affine model must then be rebuilt). Returns the C conditions
/// under which every view lies inside its declared array (`m <= MAXN`), for the run-time guard.
std::vector<std::string> viewArrays(Scop& S, const AffineModel& M);

/// The elements of A the region reads or writes; null when it touches none.
isl::Set touched(const Scop& S, const AffineModel& M, const ArrayInfo& A);

/// A bound (`isl_set_dim_min`/`max` of the elements, taken) as one affine expression of the
/// sizes; when ISL splits it by cases of the sizes, the case that holds at their values or
/// estimates, whose conditions are appended to Guard as C. Nullopt when there is no such case.
std::optional<Affine> boundOf(isl_pw_aff* Raw, const Scop& S, std::vector<std::string>& Guard);

/// A parameter expression as C (the parameters are named by their C spelling).
std::string cText(const Affine& A);

} // namespace liar::lifting

#endif
