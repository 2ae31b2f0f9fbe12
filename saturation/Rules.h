// The rule tables. Each is a list of one-line rules: name, left side, right side, identity.
#pragma once

#include "Rewrite.h"

#include <vector>

namespace liar::ir {

enum class Target { Blas, Torch };
std::string_view targetName(Target t);

/// LIAR's language rules (Listing 2), with the "intro" directions restricted (docs/rules.md).
std::vector<Rule> languageRules();
/// Scalar identities (Listing 3) plus associativity.
std::vector<Rule> arithmeticRules();
/// Idioms both targets share: dot products, hoisting scalars out of them, transposes.
std::vector<Rule> commonIdioms();
/// BLAS idioms (Listing 4 and the additions of docs/rules.md).
std::vector<Rule> blasIdioms();
/// PyTorch idioms (Listing 5 and additions).
std::vector<Rule> torchIdioms();

/// Every rule that saturation for `t` uses.
std::vector<Rule> rulesFor(Target t);

} // namespace liar::ir
