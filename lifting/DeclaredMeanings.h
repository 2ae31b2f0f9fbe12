// Meanings the user declares for functions liar cannot see through (SIMD intrinsics, assembly,
// another library): "a call to `kad_sdot` computes what `kad_sdot_ref` computes". The
// reference is a function of the translation unit with a plain C body; lifting then treats a
// call to the opaque function as a call to the reference, and sees through it as through any
// helper of the file (ModelHelpers.cpp). Declared by `#pragma liar meaning(opaque, reference)`
// in the source, or `meaning: [opaque=reference]` in `.liar.yaml` or `--meaning=` on the
// command line (docs/usage.md, "Declared meanings").
#ifndef LIAR_LIFTING_DECLAREDMEANINGS_H
#define LIAR_LIFTING_DECLAREDMEANINGS_H

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace liar::lifting {

struct MeaningDeclaration {
  std::string Opaque, Reference;
  /// Where it is declared: a pragma's location, or else Origin ("FILE:LINE:COL" of a
  /// configuration file, or "the command line").
  clang::SourceLocation Loc;
  std::string Origin;
};

/// "opaque=reference" as the option reads it (two C identifiers); nullopt otherwise.
std::optional<MeaningDeclaration> parseMeaningOption(const std::string& Text);

/// The opaque functions of a translation unit with the definition of each one's reference.
using MeaningMap = std::map<const clang::FunctionDecl*, const clang::FunctionDecl*>;

/// Resolves the declarations against the translation unit into Out (by canonical declaration)
/// and returns one "FILE:LINE:COL: error: reason" line per bad one: a reference the file does
/// not define, a function declared twice with different references, a reference that is
/// itself declared opaque, a different number of parameters, a parameter or result of another
/// type, or a reference that may write through a pointer the opaque function takes as
/// `const`. A pragma naming an opaque function the file does not declare is an error; a
/// configuration's declaration is skipped then (one `.liar.yaml` serves many files).
/// Each of BadPragmas (a `#pragma liar` that declares nothing, with the reason) is an error too.
std::vector<std::string>
resolveMeanings(const clang::ASTContext& Ctx, const std::vector<MeaningDeclaration>& Declarations,
                const std::vector<std::pair<clang::SourceLocation, std::string>>& BadPragmas,
                MeaningMap& Out);

/// What a harness needs to call an opaque function and its reference side by side
/// (--check-idioms): each parameter's role, from the opaque function's declaration.
struct MeaningSignature {
  std::string Opaque, Reference;
  std::string Result; ///< the result's C type; "void" for none
  struct Param {
    enum Role { Integer, Floating, Input, Output, Other } R;
    std::string Name;
    std::string Type;    ///< the C type, as the harness declares a variable of it
    std::string Element; ///< a pointer's element type (unqualified)
  };
  std::vector<Param> Params;
  std::string Where; ///< where the meaning is declared ("FILE:LINE:COL" or an origin)
};

std::vector<MeaningSignature> signaturesOf(const clang::ASTContext& Ctx,
                                           const std::vector<MeaningDeclaration>& Declarations,
                                           const MeaningMap& Meanings);

/// While one is alive, lifting reads the calls of opaque functions as calls of their
/// references (meantFunction). One translation unit is lifted at a time.
class MeaningScope {
public:
  explicit MeaningScope(const MeaningMap& Meanings);
  ~MeaningScope();
  MeaningScope(const MeaningScope&) = delete;
  MeaningScope& operator=(const MeaningScope&) = delete;

private:
  const MeaningMap* Saved;
};

/// The definition of F's declared reference, or F itself when it has none.
const clang::FunctionDecl* meantFunction(const clang::FunctionDecl* F);

/// Whether F is an opaque function with a declared meaning, or the reference of one. Neither
/// body is lifted on its own: the opaque one is what the user chose to run, and a reference
/// states a meaning (it need not run at all).
bool partOfDeclaredMeaning(const clang::FunctionDecl* F);

} // namespace liar::lifting

#endif
