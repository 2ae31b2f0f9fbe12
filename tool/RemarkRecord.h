// One region's decision as every report of it says it: the remark line on the terminal, an
// optimisation record of --remarks-output, a result of --sarif. Built once per region so that
// the three never disagree.
#pragma once

#include "Edits.h"
#include "PlanOptions.h"
#include "lifting/Region.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace liar::tool {

enum class Decision { Rewritten, NotRewritten, NotLifted, Suppressed };

struct RemarkRecord {
  Decision What = Decision::NotLifted;
  tool::Check Check = tool::Check::Missed; ///< the family of the remark's name
  /// When kept for a registered reason: that reason, whose id is the remark's name.
  std::optional<Refusal> Reason;
  std::string Function;
  lifting::Location At;         ///< where the remark points: the region, or what blocked lifting
  lifting::Location Begin, End; ///< the region's extent
  /// The remark's text is Lead + Detail + Tail: "loop nest in 'f' " + "replaced by cblas_dgemm"
  /// + "; floating-point sums may be reassociated" (+ "; products may be fused with additions
  /// (one rounding)", "; divisions replaced by reciprocal multiplications", "; scalar factors
  /// may be applied to sums instead of to each term": every kind of change to the results the
  /// rewrite makes). Detail is the chosen form when rewritten, the reason otherwise.
  std::string Lead, Detail, Tail;
  std::vector<std::string> Calls; ///< library functions the rewrite calls
  std::vector<std::string> Guard; ///< conditions under which the rewrite runs (none: always)
  std::optional<double> CostRatio;
  std::string Explanation; ///< the costs compared (what --explain prints)
  std::string Statistics;  ///< saturation statistics (what --stats prints)
  /// When rewritten: the replacement of the region and the #include lines it needs.
  std::vector<Edit> Fix;

  std::string message() const { return Lead + Detail + Tail; }
  /// The name the remark is reported under: the refusal's id ("liar-missed-nonaffine-bound")
  /// when it has one, else its check's ("liar-blas").
  std::string_view rule() const { return Reason ? refusalId(*Reason) : checkName(Check); }
  bool rewritten() const { return What == Decision::Rewritten; }
};

/// The records of one file, with its text before any rewrite (fixes refer to it).
struct FileRecords {
  std::string File;
  std::string Content;
  std::vector<RemarkRecord> Records;
};

/// The record of `region` under `plan`; none for code liar generated (it has no remark).
/// userMacros are the file's (lifting::FileResult::UserMacros), which added headers must not see.
std::optional<RemarkRecord> recordRegion(const lifting::Region& region, const RegionPlan& plan,
                                         const std::string& content,
                                         const std::map<std::string, unsigned>& userMacros);

/// "rewritten", "not-rewritten", "not-lifted" or "suppressed".
const char* decisionName(Decision d);

/// 1-based line and column (in Unicode code points) of byte `offset` of `content`.
std::pair<unsigned, unsigned> lineColumn(const std::string& content, unsigned offset);

} // namespace liar::tool
