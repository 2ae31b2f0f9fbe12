// ISL quasi-affine objects -> IR integer expressions and conditions.
#ifndef LIAR_LIFTING_ISLTOIR_H
#define LIAR_LIFTING_ISLTOIR_H

#include "lifting/Model.h"
#include "poly/Isl.h"

#include <map>
#include <optional>
#include <string>

namespace liar::lifting {

namespace isl = poly::isl;

/// Names of ISL dimensions in the IR: a parameter or set dimension whose name is in Rename
/// prints as the mapped IR expression, others print as their name.
using Renaming = std::map<std::string, std::string>;

/// IR text of an affine expression (floor divisions print as `/`).
std::string affToIr(isl_aff* Aff, const Renaming& Rename);
/// IR text of a piecewise affine expression: nested `select`s when it has several pieces;
/// nullopt when it is undefined somewhere or ISL failed.
std::optional<std::string> pwAffToIr(isl::PwAff PA, const Renaming& Rename);
/// A piecewise affine over parameters only as an Affine; nullopt unless it is one affine
/// piece with integer coefficients.
std::optional<Affine> affineOf(const isl::PwAff& PA);
/// IR condition for membership in Set (a disjunction of conjunctions of constraints);
/// "1" for the universe.
std::optional<std::string> setToIr(const isl::Set& Set, const Renaming& Rename);

} // namespace liar::lifting

#endif
