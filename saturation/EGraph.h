// An e-graph over IR nodes in egg's design: hash-consed e-nodes, union-find, deferred
// rebuilding that restores congruence once per iteration, and the e-class analysis of
// Analysis.h maintained through merges.
#pragma once

#include "Analysis.h"
#include "Node.h"
#include "NodeTable.h"
#include "Term.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace liar::ir {

using ClassId = uint32_t;

struct EClass {
  std::vector<Node> Nodes;                       // canonical and deduplicated after rebuild()
  std::vector<std::pair<Node, ClassId>> Parents; // nodes that use this class, and their class
  ClassData Data;
};

/// Static facts about a declared name (parameter, scalar or array).
struct SymbolInfo {
  Shape S;
  double Estimate = std::numeric_limits<double>::quiet_NaN();
  bool Floating = false; // declared double or float (a scalar, or an array's elements)
  bool Constant = false; // a parameter known at compile time (a macro): Estimate is its value
};

class EGraph {
public:
  ClassId add(Node n);
  ClassId addTerm(const Term& t);
  /// Class of `n` if it is already represented.
  std::optional<ClassId> lookup(Node n) const;
  /// Unions two classes; returns false when they were already one. Congruence is restored
  /// only by rebuild().
  bool merge(ClassId a, ClassId b);
  void rebuild();

  ClassId find(ClassId id) const;
  const EClass& eclass(ClassId id) const { return Classes[find(id)]; }
  const ClassData& data(ClassId id) const { return Classes[find(id)].Data; }

  /// Canonical class ids in increasing order.
  std::vector<ClassId> classIds() const;
  size_t numClasses() const { return LiveClasses; }
  size_t numNodes() const;
  /// Upper bound on ids ever handed out (for tables indexed by id).
  size_t idBound() const { return Classes.size(); }

  void declareSymbol(int32_t name, SymbolInfo info) { Symbols[name] = std::move(info); }
  const SymbolInfo* symbol(int32_t name) const;

  Node canonicalize(Node n) const;

private:
  mutable std::vector<ClassId> Parent;
  std::vector<EClass> Classes;
  NodeTable Memo;
  std::vector<std::pair<Node, ClassId>> Pending;
  std::vector<std::pair<Node, ClassId>> AnalysisPending;
  std::unordered_map<int32_t, SymbolInfo> Symbols;
  size_t LiveClasses = 0;

  ClassData make(const Node& n) const;
  void processUnions();
  void canonicalizeClasses();
};

} // namespace liar::ir
