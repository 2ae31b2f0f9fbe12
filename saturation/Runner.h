// Equality saturation: repeatedly match all rules, apply the matches, rebuild; stop when
// nothing changes or a limit is reached. A back-off scheduler (as in egg) bans rules that
// match too often for a growing number of iterations, so explosive rules cannot starve the rest.
#pragma once

#include "Defaults.h"
#include "EGraph.h"
#include "Rewrite.h"

#include <span>
#include <string>
#include <vector>

namespace liar::ir {

struct RunnerLimits {
  size_t Iterations = defaults::kIterationLimit;
  size_t Nodes = defaults::kNodeLimit;
  double Seconds = defaults::kTimeLimitSeconds;
  size_t MatchLimit = 2000; // matches per rule per iteration before the rule is banned
  size_t BanLength = 2;     // iterations of the first ban; doubles with each further ban
};

enum class StopReason { Saturated, IterationLimit, NodeLimit, TimeLimit };
std::string_view stopReasonName(StopReason r);

struct IterationStats {
  size_t Nodes = 0, Classes = 0; // after the iteration's rebuild
  size_t Matches = 0, Unions = 0;
  double SearchSeconds = 0, ApplySeconds = 0, RebuildSeconds = 0;
  std::vector<std::pair<std::string, size_t>> MatchesPerRule; // rules that matched
  std::vector<std::string> Banned;                            // rules banned this iteration
};

struct RunReport {
  StopReason Stop = StopReason::Saturated;
  std::vector<IterationStats> Iterations;
  double Seconds = 0;
  size_t Nodes = 0, Classes = 0;
};

RunReport runRules(EGraph& g, std::span<const Rule> rules, const RunnerLimits& limits);

} // namespace liar::ir
