#include "Target.h"

namespace liar::ir {
namespace {

constexpr std::array<std::string_view, kLibraries.size()> kLibraryNames = {"blas", "torch"};

} // namespace

std::string_view libraryName(Library l) {
  return kLibraryNames[static_cast<size_t>(l)];
}

std::optional<Library> parseLibrary(std::string_view name) {
  for (Library L : kLibraries)
    if (libraryName(L) == name) return L;
  return std::nullopt;
}

std::optional<Target> parseTarget(std::string_view name, LibrarySet autoLibraries) {
  if (std::optional<Library> L = parseLibrary(name)) return Target{*L, false};
  if (name == "omp") return Target{{}, true};
  if (name == "auto") return Target{autoLibraries, true};
  return std::nullopt;
}

std::optional<LibrarySet> parseLibraryList(std::string_view list) {
  LibrarySet Chosen;
  for (;;) {
    size_t End = list.find(',');
    std::optional<Library> L = parseLibrary(list.substr(0, End));
    if (!L) return std::nullopt;
    Chosen = Chosen | *L;
    if (End == std::string_view::npos) return Chosen;
    list.remove_prefix(End + 1);
  }
}

} // namespace liar::ir
