// What a program costs on a target: LIAR's base cost for loops (Listing 6) and, per library
// function, its per-element factor and per-call overhead (its descriptor in Library.cpp).
#pragma once

#include "Defaults.h"
#include "Library.h"
#include "Node.h"
#include "Rules.h"

#include <span>

namespace liar::ir {

struct CostModel {
  Library L = Library::Blas;
  /// Trip count assumed for a loop whose bound is not known (e.g. a triangular bound).
  double UnknownSize = defaults::kUnknownTripCount;
  /// The interned name of the array the definition priced assigns, when known: a call whose
  /// accumulated operand is another array first copies that array into it.
  std::optional<int32_t> Destination;

  /// Cost of `n` given the costs of its children and their analysis facts; infinity when the
  /// node calls a function the target does not have.
  double nodeCost(const Node& n, std::span<const double> kidCosts,
                  std::span<const ArgInfo> kids) const;
  double libraryCost(const LibraryFunction& f, std::span<const ArgInfo> args) const;
  /// Whether the emitter computes an array argument whose cheapest form is `n` into a temporary.
  bool materialized(const Node& n) const;
};

} // namespace liar::ir
