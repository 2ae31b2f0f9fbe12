// The ISL view of a Scop: iteration domains, schedule, access relations, dependences
// (flow, anti, output) and the classification of each loop.
#ifndef LIAR_LIFTING_AFFINEMODEL_H
#define LIAR_LIFTING_AFFINEMODEL_H

#include "lifting/Model.h"
#include "poly/Dependences.h"
#include "poly/Isl.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace liar::lifting {

namespace isl = poly::isl;

class AffineModel {
public:
  AffineModel(const Scop& S, const isl::Context& Ctx);

  /// Empty when every set and map parsed; otherwise ISL's complaint.
  const std::string& error() const { return Error; }

  const std::string& params() const { return ParamPrefix; }
  const isl::Context& context() const { return Ctx; }
  std::string tuple(int Stmt) const;       ///< `S3[i, k, j]`
  std::string constraints(int Stmt) const; ///< domain constraints in ISL syntax
  isl::UnionSet domain(int Stmt) const;
  isl::UnionMap write(int Stmt) const;
  /// The access of Read, performed by the instances of its origin statement.
  isl::UnionMap read(const Value& Read) const;
  const isl::UnionMap& schedule() const { return Schedule; }
  /// { a -> b : a runs before b } for instances a of statement A and b of statement B;
  /// computed on first use (for all pairs at once it costs more than the whole planning).
  isl::UnionMap before(int A, int B) const;

  /// Flow (read after write), anti (write after read) and output (write after write)
  /// dependences; computed on first use (only lifted regions need them).
  void computeDependences() const;
  mutable std::optional<poly::Dependences> Deps;

  /// Parallel, reduction (only self-dependences of accumulating statements) or sequential.
  std::vector<LoopInfo> classifyLoops() const;

private:
  isl::UnionMap access(int Stmt, int Array, const std::vector<Affine>& Subs) const;
  /// Every element of Array, for each instance of Stmt (a gather).
  isl::UnionMap wholeArray(int Stmt, int Array) const;
  /// The dependences of Deps carried by loop L (same iterations of the loops around it).
  isl::UnionMap carriedAt(const isl::UnionMap& Deps, const LoopModel& L) const;

  const Scop& Model;
  const isl::Context& Ctx;
  std::string Error;
  std::string ParamPrefix;
  isl::UnionMap Schedule, Writes, Reads;
  std::vector<isl::UnionMap> StatementSchedules; ///< by statement id
  mutable std::map<std::pair<int, int>, isl::UnionMap> BeforeMaps;
  // Parsed once: the planner and the translator ask for the same relations many times.
  mutable std::map<int, isl::UnionSet> Domains;
  mutable std::map<int, isl::UnionMap> WriteMaps;
  mutable std::map<const Value*, isl::UnionMap> ReadMaps;
  int Width = 1;
};

} // namespace liar::lifting

#endif
