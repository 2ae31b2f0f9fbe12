#include "Target.h"

namespace liar::tool {

std::optional<Target> parseTarget(const std::string& name) {
  if (name == "blas") return Target::Blas;
  if (name == "torch") return Target::Torch;
  if (name == "omp") return Target::Omp;
  if (name == "auto") return Target::Auto;
  return std::nullopt;
}

} // namespace liar::tool
