// References liar brings for the vector helpers numeric C writes again and again (a dot
// product, an axpy, a scaling, a copy, a sum, in float and double, unit strides, BLAS's order
// of parameters): a declared meaning may name one (`meaning: [kad_sdot=liar_sdot]`) instead of
// a reference the user writes. liar's parse includes them from a file of its own, before the
// user's code, so the file and the build never see them; the --check-idioms harness includes
// the same text.
#ifndef LIAR_LIFTING_BUILTINMEANINGS_H
#define LIAR_LIFTING_BUILTINMEANINGS_H

#include <string>
#include <vector>

namespace liar::lifting {

struct BuiltinMeaning {
  const char* Name;      ///< liar_sdot
  const char* Signature; ///< float liar_sdot(int liar_n, const float *liar_x, ...)
  const char* Body;      ///< the plain loops, in C89
  const char* Meaning;   ///< one line for the docs
};

const std::vector<BuiltinMeaning>& builtinMeanings();

/// The C text that defines every built-in reference (static, unused-tolerant, C89).
std::string builtinMeaningsHeader();

/// The name liar's parse includes it under (a file of no file system).
inline constexpr const char* kBuiltinMeaningsFile = "/liar-builtin/liar_meanings.h";

} // namespace liar::lifting

#endif
