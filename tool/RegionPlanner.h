// Decides, for each lifted region, whether and how to rewrite it: saturates its IR for the
// allowed targets, keeps the library form only when the cost model prefers it, emits C, and
// wraps the new code in the guards it needs (aliasing, flattened views) with the original loops
// as the fallback.
#pragma once

#include "CodeGen.h"
#include "Edits.h"
#include "lifting/Region.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace liar::tool {

struct PlanOptions {
  std::string Target = "blas"; // blas | torch | omp | auto
  int TileSize = 64;           // omp: tile edge; 0 or 1 disables tiling
  double OmpMinWork = 1e5;     // omp: instances per parallel-loop entry worth the threads
  bool AssumeNoAlias = false;
  bool FpStrict = false;
  size_t IterationLimit = 30;
  size_t NodeLimit = 30000;
  double TimeLimit = 1.0;
};

struct RegionPlan {
  bool Rewrite = false;
  Edit Change;         // when Rewrite
  std::string Summary; // "replaced by cblas_dgemm" or why not
  std::string Check;   // liar-blas, liar-torch, liar-missed, liar-suppressed
  std::vector<std::string> Includes;
  std::string Explanation; // costs, for --explain
  std::string Statistics;  // saturation statistics, for --stats
};

// Shared with OmpPlanner: suppression comments, liar's own output, indentation.
bool suppressed(const std::string& content, unsigned offset);
bool insideGeneratedCode(const std::string& content, unsigned offset);
std::string lineIndent(const std::string& content, unsigned offset);
std::string indentBlock(const std::string& text, const std::string& indent);

/// A plan that keeps the region (liar-missed, with the summary still to say why), or, when
/// the region is liar's own output or under NOLINT, the finished plan that says so.
RegionPlan initialPlan(const lifting::Region& region, const std::string& content);

/// Makes plan a rewrite of region: code (unindented) between liar's marker comments, the
/// begin marker saying what (`omp (tiled, parallel)`); with guards, the original loops run
/// when one fails.
void setReplacement(RegionPlan& plan, const lifting::Region& region, const std::string& content,
                    const std::string& what, const std::string& code,
                    const std::vector<std::string>& guards);

/// The pairs of bindings that may overlap and of which at least one is written (two arrays
/// that are only read may overlap harmlessly).
std::vector<std::pair<const lifting::Binding*, const lifting::Binding*>>
writtenAliasPairs(const std::vector<lifting::Binding>& bindings,
                  const std::vector<std::pair<std::string, std::string>>& mayAlias);

/// Appends the items not already in `to`, in order.
void appendNew(std::vector<std::string>& to, const std::vector<std::string>& items);

/// The C declaration each IR symbol of the region stands for.
std::map<std::string, emit::Variable> cVariables(const lifting::Region& region);

/// `content` is the file's text (regions carry byte offsets into it).
RegionPlan planRegion(const lifting::Region& region, const std::string& content,
                      const PlanOptions& options);

} // namespace liar::tool
