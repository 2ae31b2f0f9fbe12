// Which symbols of a region may share storage, so that writing one changes another: the facts
// behind liar's alias guards.
#ifndef LIAR_LIFTING_ALIASING_H
#define LIAR_LIFTING_ALIASING_H

#include "lifting/Region.h"

namespace clang {
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace liar::lifting {

/// Whether `a` and `b` may overlap and one of them is written. Memory reached through a pointer
/// (a parameter, or a pointer variable) may be any object of a compatible type with static
/// storage or whose address is taken, or another pointer's memory; a pointer variable may also
/// hold the address of a local array. restrict on either side excludes overlap, and so do
/// different element types (C's effective-type rules, when EffectiveTypes: not under
/// -fno-strict-aliasing), except through character types.
bool mayAlias(const Binding& a, const Binding& b, bool EffectiveTypes = true);

/// Whether `f` takes the address of the local variable `v` anywhere (`&v`): its storage can then
/// be reached through a pointer.
bool addressTaken(const clang::VarDecl* v, const clang::FunctionDecl* f);

} // namespace liar::lifting

#endif
