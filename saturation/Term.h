// A closed or open IR term stored flat, children before parents (egg's RecExpr). Binders are
// De Bruijn indices; see Binders.h for the operations that understand them.
#pragma once

#include "Node.h"

#include <cstdint>
#include <vector>

namespace liar::ir {

struct Term {
  std::vector<Node> Nodes; // the root is the last node

  uint32_t root() const { return static_cast<uint32_t>(Nodes.size() - 1); }
  bool empty() const { return Nodes.empty(); }
  uint32_t add(const Node& n) {
    Nodes.push_back(n);
    return static_cast<uint32_t>(Nodes.size() - 1);
  }
  const Node& operator[](uint32_t i) const { return Nodes[i]; }

  /// Appends the subtree of `other` rooted at `at`; returns its position in this term.
  uint32_t append(const Term& other, uint32_t at);
  /// The subtree rooted at `at` as a term of its own.
  Term subterm(uint32_t at) const;
  /// Number of nodes of the tree (shared children counted once per use).
  size_t treeSize(uint32_t at) const;
};

/// Structural equality of the trees rooted at the two positions.
bool sameTree(const Term& a, uint32_t atA, const Term& b, uint32_t atB);
inline bool operator==(const Term& a, const Term& b) {
  return !a.empty() && !b.empty() ? sameTree(a, a.root(), b, b.root()) : a.empty() == b.empty();
}

// Small constructors used by code that builds terms programmatically.
uint32_t addConst(Term& t, double value, bool isInt = false);
uint32_t addVar(Term& t, int index);
uint32_t addSym(Term& t, std::string_view name);
uint32_t addOp(Term& t, Op kind, std::initializer_list<uint32_t> kids, int32_t payload = 0);

} // namespace liar::ir
