// Scop + dependence-checked def plan -> the region's IR program in the text syntax of
// docs/ir.md: every written array becomes a `build` over its index space whose elements
// compose the updates of its statements, with `ifold`s over the reduction loops.
#ifndef LIAR_LIFTING_IRTRANSLATOR_H
#define LIAR_LIFTING_IRTRANSLATOR_H

#include "lifting/AffineModel.h"
#include "lifting/DefPlanner.h"

#include <optional>
#include <string>
#include <vector>

namespace liar::lifting {

struct Translation {
  std::string Ir;
  /// IR size term of each dimension of each array (indexed like Scop::Arrays).
  std::vector<std::vector<std::string>> IrDims;
  std::optional<Rejection> Failure;
};

Translation translate(const Scop& S, const AffineModel& M, const DefPlan& Plan,
                      const isl::Context& Ctx, const std::string& KernelName);

} // namespace liar::lifting

#endif
