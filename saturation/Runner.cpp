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
    std::vector<std::vector<ClassId>> ByOp = indexByOperator(g);
    std::vector<std::vector<Match>> Matches(rules.size());
    bool AnyBanned = false;
    for (size_t R = 0; R < rules.size(); ++R) {
      RuleState& State = States[R];
      if (State.BannedUntil > Iter) {
        AnyBanned = true;
        continue;
      }
      const Rule& Rl = rules[R];
      const PatternNode& Root = Rl.Lhs.Nodes[Rl.Lhs.Root];
      size_t Threshold = limits.MatchLimit << State.TimesBanned;
      bool Overflow = false;
      auto Collect = [&](ClassId c) {
        matchPattern(g, Rl.Lhs, c, [&](const Match& m) {
          Matches[R].push_back(m);
          Overflow = Matches[R].size() > Threshold;
          return !Overflow;
        });
      };
      if (Root.K == PatternNode::Kind::Operator) {
        for (ClassId C : ByOp[static_cast<int>(Root.Operator)])
          if (!Overflow) Collect(C);
      } else {
        for (ClassId C : g.classIds())
          if (!Overflow) Collect(C);
      }
      if (Overflow) {
        State.BannedUntil = Iter + (limits.BanLength << State.TimesBanned);
        ++State.TimesBanned;
        Matches[R].clear();
        Stats.Banned.push_back(Rl.Name);
        AnyBanned = true;
      } else if (!Matches[R].empty()) {
        Stats.MatchesPerRule.emplace_back(Rl.Name, Matches[R].size());
        Stats.Matches += Matches[R].size();
      }
    }
    Stats.SearchSeconds = since(T0);

    Clock::time_point T1 = Clock::now();
    Terms.compute(g);
    bool OutOfTime = false, OutOfNodes = false;
    for (size_t R = 0; R < rules.size() && !OutOfTime && !OutOfNodes; ++R)
      for (size_t I = 0; I < Matches[R].size(); ++I) {
        ApplyContext Ctx(g, Terms, rules[R].Lhs, Matches[R][I]);
        if (std::optional<ClassId> New = rules[R].apply(Ctx))
          Stats.Unions += g.merge(Matches[R][I].Root, *New) ? 1 : 0;
        if ((I & 63) == 63) {
          OutOfTime = since(Start) > limits.Seconds;
          OutOfNodes = g.idBound() > 2 * limits.Nodes;
          if (OutOfTime || OutOfNodes) break;
        }
      }
    Stats.ApplySeconds = since(T1);

    Clock::time_point T2 = Clock::now();
    g.rebuild();
    Stats.RebuildSeconds = since(T2);
    Stats.Nodes = g.numNodes();
    Stats.Classes = g.numClasses();
    bool Changed = Stats.Unions > 0 || Stats.Nodes != NodesBefore || Stats.Classes != ClassesBefore;
    Report.Iterations.push_back(std::move(Stats));

    if (since(Start) > limits.Seconds || OutOfTime) {
      Report.Stop = StopReason::TimeLimit;
      break;
    }
    if (g.numNodes() > limits.Nodes || OutOfNodes) {
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
