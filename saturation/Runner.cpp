#include "Runner.h"

#include <chrono>

namespace liar::ir {

std::string_view stopReasonName(StopReason r) {
  switch (r) {
  case StopReason::Saturated:
    return "saturated";
  case StopReason::IterationLimit:
    return "iteration limit";
  case StopReason::NodeLimit:
    return "node limit";
  case StopReason::TimeLimit:
    return "time limit";
  }
  return "?";
}

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

struct RuleState {
  size_t BannedUntil = 0;
  size_t TimesBanned = 0;
};

// Classes that hold at least one node of each operator: the e-matching index.
std::vector<std::vector<ClassId>> indexByOperator(const EGraph& g) {
  std::vector<std::vector<ClassId>> ByOp(kNumOps);
  for (ClassId C : g.classIds()) {
    uint64_t Seen = 0;
    for (const Node& N : g.eclass(C).Nodes) {
      uint64_t Bit = uint64_t{1} << static_cast<int>(N.Kind);
      if (!(Seen & Bit)) ByOp[static_cast<int>(N.Kind)].push_back(C);
      Seen |= Bit;
    }
  }
  return ByOp;
}

/// The matches of `rule` in this iteration. When they exceed its threshold the rule is banned
/// for a while instead, its matches dropped (egg's back-off scheduler); `banned` says so.
std::vector<Match> searchRule(const EGraph& g, const Rule& rule, RuleState& state,
                              const std::vector<std::vector<ClassId>>& byOp, size_t iter,
                              const RunnerLimits& limits, bool& banned) {
  std::vector<Match> Found;
  const PatternNode& Root = rule.Lhs.Nodes[rule.Lhs.Root];
  size_t Threshold = limits.MatchLimit << state.TimesBanned;
  bool Overflow = false;
  auto Collect = [&](ClassId c) {
    matchPattern(g, rule.Lhs, c, [&](const Match& m) {
      Found.push_back(m);
      Overflow = Found.size() > Threshold;
      return !Overflow;
    });
  };
  if (Root.K == PatternNode::Kind::Operator) {
    for (ClassId C : byOp[static_cast<int>(Root.Operator)])
      if (!Overflow) Collect(C);
  } else {
    for (ClassId C : g.classIds())
      if (!Overflow) Collect(C);
  }
  banned = Overflow;
  if (!Overflow) return Found;
  state.BannedUntil = iter + (limits.BanLength << state.TimesBanned);
  ++state.TimesBanned;
  return {};
}

/// Every rule's matches in iteration `iter`, one list per rule; `anyBanned` when a rule sat
/// this iteration out or was banned in it.
std::vector<std::vector<Match>> searchRules(const EGraph& g, std::span<const Rule> rules,
                                            std::vector<RuleState>& states, size_t iter,
                                            const RunnerLimits& limits, IterationStats& stats,
                                            bool& anyBanned) {
  std::vector<std::vector<ClassId>> ByOp = indexByOperator(g);
  std::vector<std::vector<Match>> Matches(rules.size());
  anyBanned = false;
  for (size_t R = 0; R < rules.size(); ++R) {
    if (states[R].BannedUntil > iter) {
      anyBanned = true;
      continue;
    }
    bool Banned = false;
    Matches[R] = searchRule(g, rules[R], states[R], ByOp, iter, limits, Banned);
    if (Banned) {
      stats.Banned.push_back(rules[R].Name);
      anyBanned = true;
    } else if (!Matches[R].empty()) {
      stats.MatchesPerRule.emplace_back(rules[R].Name, Matches[R].size());
      stats.Matches += Matches[R].size();
    }
  }
  return Matches;
}

/// Which limit cut an iteration's applications short.
struct Cut {
  bool OutOfTime = false, OutOfNodes = false;
};

/// Applies every match, rule by rule, checking the time and the e-graph's size every 64
/// matches of a rule.
Cut applyMatches(EGraph& g, std::span<const Rule> rules,
                 const std::vector<std::vector<Match>>& matches, const SmallestTerms& terms,
                 const RunnerLimits& limits, Clock::time_point start, IterationStats& stats) {
  Cut Out;
  for (size_t R = 0; R < rules.size() && !Out.OutOfTime && !Out.OutOfNodes; ++R)
    for (size_t I = 0; I < matches[R].size(); ++I) {
      ApplyContext Ctx(g, terms, rules[R].Lhs, matches[R][I]);
      if (std::optional<ClassId> New = rules[R].apply(Ctx))
        stats.Unions += g.merge(matches[R][I].Root, *New) ? 1 : 0;
      if ((I & 63) == 63) {
        Out.OutOfTime = since(start) > limits.Seconds;
        Out.OutOfNodes = g.idBound() > 2 * limits.Nodes;
        if (Out.OutOfTime || Out.OutOfNodes) break;
      }
    }
  return Out;
}

} // namespace

RunReport runRules(EGraph& g, std::span<const Rule> rules, const RunnerLimits& limits) {
  RunReport Report;
  Clock::time_point Start = Clock::now();
  std::vector<RuleState> States(rules.size());
  g.rebuild();
  SmallestTerms Terms;

  for (size_t Iter = 0;; ++Iter) {
    if (Iter >= limits.Iterations) {
      Report.Stop = StopReason::IterationLimit;
      break;
    }
    IterationStats Stats;
    size_t NodesBefore = g.numNodes(), ClassesBefore = g.numClasses();

    Clock::time_point T0 = Clock::now();
    bool AnyBanned = false;
    std::vector<std::vector<Match>> Matches =
        searchRules(g, rules, States, Iter, limits, Stats, AnyBanned);
    Stats.SearchSeconds = since(T0);

    Clock::time_point T1 = Clock::now();
    Terms.compute(g);
    Cut Stopped = applyMatches(g, rules, Matches, Terms, limits, Start, Stats);
    Stats.ApplySeconds = since(T1);

    Clock::time_point T2 = Clock::now();
    g.rebuild();
    Stats.RebuildSeconds = since(T2);
    Stats.Nodes = g.numNodes();
    Stats.Classes = g.numClasses();
    bool Changed = Stats.Unions > 0 || Stats.Nodes != NodesBefore || Stats.Classes != ClassesBefore;
    Report.Iterations.push_back(std::move(Stats));

    if (since(Start) > limits.Seconds || Stopped.OutOfTime) {
      Report.Stop = StopReason::TimeLimit;
      break;
    }
    if (g.numNodes() > limits.Nodes || Stopped.OutOfNodes) {
      Report.Stop = StopReason::NodeLimit;
      break;
    }
    if (!Changed) {
      if (!AnyBanned) {
        Report.Stop = StopReason::Saturated;
        break;
      }
      // Only banned rules could still change the graph: lift the bans now, as egg does.
      for (RuleState& S : States)
        S.BannedUntil = std::min(S.BannedUntil, Iter + 1);
    }
  }
  Report.Seconds = since(Start);
  Report.Nodes = g.numNodes();
  Report.Classes = g.numClasses();
  return Report;
}

} // namespace liar::ir
