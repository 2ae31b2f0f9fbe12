// What a rewrite may insert, one type for every stage: the libraries a library form may call
// and whether OpenMP loops may be inserted. tool/ reads the user's --target and
// --auto-libraries into it; saturation saturates and prices a program for one of its
// libraries; emit/ prints the calls of one. It lives in saturation/, the lowest stage that
// needs it (saturation knows nothing of Clang or ISL, and emit/ and tool/ include its headers).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace liar::ir {

/// A library a rewrite may call.
enum class Library : uint8_t { Blas, Torch };
inline constexpr std::array<Library, 2> kLibraries = {Library::Blas, Library::Torch};

/// "blas" or "torch": how --target, --auto-libraries and the IR mode spell it.
std::string_view libraryName(Library l);
std::optional<Library> parseLibrary(std::string_view name);

/// A set of libraries.
class LibrarySet {
public:
  constexpr LibrarySet() = default;
  constexpr LibrarySet(Library l) : Bits(bit(l)) {}
  constexpr LibrarySet operator|(LibrarySet other) const { return fromBits(Bits | other.Bits); }
  constexpr bool has(Library l) const { return Bits & bit(l); }
  constexpr bool empty() const { return Bits == 0; }
  constexpr bool operator==(const LibrarySet&) const = default;

private:
  static constexpr unsigned bit(Library l) { return 1u << static_cast<unsigned>(l); }
  static constexpr LibrarySet fromBits(unsigned bits) {
    LibrarySet S;
    S.Bits = bits;
    return S;
  }
  unsigned Bits = 0;
};
constexpr LibrarySet operator|(Library a, Library b) {
  return LibrarySet(a) | b;
}

/// What a rewrite may insert: the user's --target. blas and torch: that library's calls;
/// omp: OpenMP loops; auto: calls of its libraries where they win, OpenMP loops for the rest
/// (and for whole regions when the calls save little).
struct Target {
  LibrarySet Libraries;
  bool OpenMp = false;

  /// auto, the one target that both calls libraries and inserts OpenMP loops.
  bool mixes() const { return !Libraries.empty() && OpenMp; }
  bool operator==(const Target&) const = default;
};

/// The target named `name` (blas, torch, omp, auto), auto calling `autoLibraries`; nothing for
/// an unknown name.
std::optional<Target> parseTarget(std::string_view name, LibrarySet autoLibraries = Library::Blas);

/// The libraries of a comma-separated list of `blas` and `torch` (at least one), or nothing
/// for a malformed list.
std::optional<LibrarySet> parseLibraryList(std::string_view list);

} // namespace liar::ir
