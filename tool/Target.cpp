#include "Target.h"

namespace liar::tool {

std::optional<Target> parseTarget(const std::string& name) {
  if (name == "blas") return Target::Blas;
  if (name == "torch") return Target::Torch;
  if (name == "omp") return Target::Omp;
  if (name == "auto") return Target::Auto;
  return std::nullopt;
}

std::optional<AutoLibraries> parseAutoLibraries(const std::string& list) {
  AutoLibraries Chosen{false, false};
  size_t Start = 0;
  for (;;) {
    size_t End = list.find(',', Start);
    std::string Name = list.substr(Start, End == std::string::npos ? End : End - Start);
    if (Name == "blas")
      Chosen.Blas = true;
    else if (Name == "torch")
      Chosen.Torch = true;
    else
      return std::nullopt;
    if (End == std::string::npos) return Chosen;
    Start = End + 1;
  }
}

} // namespace liar::tool
