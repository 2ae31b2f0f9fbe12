// What a rewrite may insert, as the user chose it with --target.
#pragma once

#include <optional>
#include <string>

namespace liar::tool {

enum class Target { Blas, Torch, Omp, Auto };

/// The target named `name` (blas, torch, omp, auto), or nothing for an unknown name.
std::optional<Target> parseTarget(const std::string& name);

/// The libraries `--target=auto` may call. LibTorch calls need liar's runtime at link time,
/// which a project opts in to; BLAS/LAPACK links with every C toolchain.
struct AutoLibraries {
  bool Blas = true, Torch = false;
};

/// The libraries of a comma-separated list of `blas` and `torch` (at least one), or nothing
/// for a malformed list.
std::optional<AutoLibraries> parseAutoLibraries(const std::string& list);

} // namespace liar::tool
