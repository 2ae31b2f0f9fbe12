// What a rewrite may insert, as the user chose it with --target.
#pragma once

#include <optional>
#include <string>

namespace liar::tool {

enum class Target { Blas, Torch, Omp, Auto };

/// The target named `name` (blas, torch, omp, auto), or nothing for an unknown name.
std::optional<Target> parseTarget(const std::string& name);

} // namespace liar::tool
