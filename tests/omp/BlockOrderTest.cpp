// partOrderViolation decides whether the parts of a mixed plan may run one after another.
// The models are written as lifting writes them: ISL text of domain, schedule and accesses.
#include "poly/omp/BlockOrder.h"
#include "poly/omp/OmpCodeGen.h"

#include <gtest/gtest.h>

namespace liar::poly::omp {
namespace {

PolyStatement statement(const std::string& name, unsigned line, const std::string& text) {
  PolyStatement S;
  S.Name = name;
  S.Iterators = {"i"};
  S.Text = text;
  S.Where.Line = line;
  return S;
}

/// for (i) a[i] = b[i];     (S0, line 1)
/// for (i) c[i] = a[i];     (S1, line 2)
PolyModel twoNests() {
  PolyModel M;
  M.Domain = "[N] -> { S0[i] : 0 <= i < N; S1[i] : 0 <= i < N }";
  M.Schedule = "[N] -> { S0[i] -> [0, i]; S1[i] -> [1, i] }";
  M.Writes = "[N] -> { S0[i] -> a[i]; S1[i] -> c[i] }";
  M.Reads = "[N] -> { S0[i] -> b[i]; S1[i] -> a[i] }";
  M.Statements = {statement("S0", 1, "a[i] = b[i]"), statement("S1", 2, "c[i] = a[i]")};
  return M;
}

/// for (i) { t = a[i]; b[i] = t; }   (S0 line 1, S1 line 2; t declared in the region)
PolyModel sharedLocal() {
  PolyModel M;
  M.Domain = "[N] -> { S0[i] : 0 <= i < N; S1[i] : 0 <= i < N }";
  M.Schedule = "[N] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }";
  M.Writes = "[N] -> { S0[i] -> t[]; S1[i] -> b[i] }";
  M.Reads = "[N] -> { S0[i] -> a[i]; S1[i] -> t[] }";
  M.Statements = {statement("S0", 1, "t = a[i]"), statement("S1", 2, "b[i] = t")};
  M.WrittenScalars = {"t"};
  M.LocalScalars = {{"t", "double"}};
  return M;
}

TEST(PartOrder, PartsInProgramOrderAreLegal) {
  EXPECT_EQ(partOrderViolation(twoNests(), {{{"S0", 0}, {"S1", 1}}, {}}), "");
  EXPECT_EQ(partOrderViolation(twoNests(), {{{"S0", 0}, {"S1", 0}}, {}}), "");
}

TEST(PartOrder, AReaderBeforeItsWriterIsRejected) {
  std::string Why = partOrderViolation(twoNests(), {{{"S0", 1}, {"S1", 0}}, {}});
  EXPECT_NE(Why.find("the statement at line 2 must run after the statement at line 1 (flow"),
            std::string::npos)
      << Why;
}

TEST(PartOrder, AStatementWithoutAPartIsRejected) {
  EXPECT_NE(partOrderViolation(twoNests(), {{{"S0", 0}}, {}}).find("belongs to no part"),
            std::string::npos);
}

TEST(PartOrder, AValueComputedInsideALibraryCallCannotBeReadByAnotherPart) {
  std::string Why = partOrderViolation(twoNests(), {{{"S0", 0}, {"S1", 1}}, {"S0"}, {0}});
  EXPECT_NE(Why.find("inside a library call"), std::string::npos) << Why;
  // Within its own part the library call computes it for itself.
  EXPECT_EQ(partOrderViolation(twoNests(), {{{"S0", 0}, {"S1", 0}}, {"S0"}, {0}}), "");
}

TEST(PartOrder, ATemporaryALoopPartRunsCannotAlsoBeFoldedIntoALibraryCall) {
  // S0 is a free statement (a temporary folded into S1's definition): the library call for S1
  // computes it again from the values on entry, so S0 may not run in a loop part as well.
  PartOrder Order{{{"S0", 0}, {"S1", 1}}, {"S0"}, {1}};
  std::string Why = partOrderViolation(twoNests(), Order);
  EXPECT_NE(Why.find("the library call for the statement at line 2 computes again what the "
                     "statement at line 1 computes in another part"),
            std::string::npos)
      << Why;
  Order.LibraryParts = {}; // both parts are loops: S0 runs once, in its own part
  EXPECT_EQ(partOrderViolation(twoNests(), Order), "");
}

TEST(PartOrder, FlowReadersNameEachStatementThatReadsAWrite) {
  FlowReaders Readers = flowReaders(twoNests());
  EXPECT_EQ(Readers["S0"], (std::set<std::string>{"S1"}));
  EXPECT_TRUE(Readers["S1"].empty());
}

TEST(PartOrder, InterleavedStatementsCannotBeSplit) {
  // Iteration i+1 of S0 overwrites the t that iteration i of S1 reads: splitting the loop
  // would run every write before every read.
  std::string Why = partOrderViolation(sharedLocal(), {{{"S0", 0}, {"S1", 1}}, {}});
  EXPECT_NE(Why.find("anti dependence"), std::string::npos) << Why;
}

TEST(PartOrder, ALocalCannotCarryAValueToAnotherPart) {
  // for (i) t = a[i];  b[0] = t;  — legal order, but each part declares its own t.
  PolyModel M = sharedLocal();
  M.Domain = "[N] -> { S0[i] : 0 <= i < N; S1[i] : i = 0 }";
  M.Schedule = "[N] -> { S0[i] -> [0, i]; S1[i] -> [1, i] }";
  std::string Why = partOrderViolation(M, {{{"S0", 0}, {"S1", 1}}, {}});
  EXPECT_NE(Why.find("local 't' carries a value"), std::string::npos) << Why;
}

TEST(PartOrder, OneRescheduledPartPrintsOnlyItsStatements) {
  OmpOptions O;
  O.MinParallelWork = 0;
  O.Only = {"S1"};
  OmpResult R = generateOmp(twoNests(), O);
  ASSERT_TRUE(R.Ok) << R.Reason;
  EXPECT_NE(R.Code.find("#define liar_S1(i) c[i] = a[i]"), std::string::npos) << R.Code;
  EXPECT_EQ(R.Code.find("S0"), std::string::npos) << R.Code;
  EXPECT_TRUE(R.Parallel);
}

TEST(PartOrder, AScalarAnotherPartReadsLeavesItsLastValue) {
  // Alone, S0's loop privatises t (nothing reads it after the loop). As a part whose
  // successor reads t, it must leave t's last value: every iteration writes t, so the loop
  // runs with lastprivate(t).
  PolyModel M = sharedLocal();
  M.LocalScalars.clear();
  M.Domain = "[N] -> { S0[i] : 0 <= i < N; S1[i] : i = 0 }";
  M.Schedule = "[N] -> { S0[i] -> [0, i]; S1[i] -> [1, i] }";
  OmpOptions O;
  O.MinParallelWork = 0;
  O.TileSize = 0;
  PolyModel Alone = M;
  Alone.Domain = "[N] -> { S0[i] : 0 <= i < N }";
  Alone.Statements.pop_back();
  OmpResult Private = generateOmp(Alone, O);
  ASSERT_TRUE(Private.Ok) << Private.Reason;
  EXPECT_NE(Private.Code.find("parallel for private(t)"), std::string::npos) << Private.Code;
  O.Only = {"S0"};
  OmpResult Last = generateOmp(M, O);
  ASSERT_TRUE(Last.Ok) << Last.Reason;
  EXPECT_NE(Last.Code.find("parallel for lastprivate(t)"), std::string::npos) << Last.Code;
}

} // namespace
} // namespace liar::poly::omp
