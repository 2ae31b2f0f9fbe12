// The ISL context remembers what its read functions parsed: the same text gives the same
// object again (shared by reference, not parsed anew), and a text that does not parse gives
// null and an error every time it is read.
#include "poly/Isl.h"

#include <gtest/gtest.h>

namespace liar::poly::isl {
namespace {

TEST(IslContext, SameTextGivesTheSameObject) {
  Context C;
  const std::string Text = "[N] -> { S0[i] -> A[i + 1] : 0 <= i < N }";
  UnionMap First = readUnionMap(C, Text);
  UnionMap Second = readUnionMap(C, Text);
  ASSERT_TRUE(First && Second);
  EXPECT_EQ(First.get(), Second.get());
  EXPECT_EQ(isl_union_map_is_equal(First.get(), Second.get()), isl_bool_true);
  Set S = readSet(C, "[N] -> { [i] : 0 <= i < N }");
  EXPECT_EQ(readSet(C, "[N] -> { [i] : 0 <= i < N }").get(), S.get());
}

TEST(IslContext, DifferentTextsGiveDifferentObjects) {
  Context C;
  UnionSet A = readUnionSet(C, "{ S0[i] : 0 <= i < 4 }");
  UnionSet B = readUnionSet(C, "{ S0[i] : 0 <= i < 5 }");
  ASSERT_TRUE(A && B);
  EXPECT_EQ(isl_union_set_is_equal(A.get(), B.get()), isl_bool_false);
}

TEST(IslContext, AnObjectOutlivesLaterReads) {
  Context C;
  Map Kept = readMap(C, "{ [i] -> [i + 1] }");
  // Enough other texts to clear the bounded memo: the object read first is still valid.
  for (int K = 0; K < 5000; ++K)
    readMap(C, "{ [i] -> [i + " + std::to_string(K) + "] }");
  Map Again = readMap(C, "{ [i] -> [i + 1] }");
  ASSERT_TRUE(Again);
  EXPECT_EQ(isl_map_is_equal(Kept.get(), Again.get()), isl_bool_true);
}

TEST(IslContext, ABadTextFailsEveryTime) {
  Context C;
  for (int K = 0; K < 2; ++K) {
    isl_ctx_reset_error(C.get());
    EXPECT_FALSE(readUnionMap(C, "{ S0[i] -> A[i] : i < }"));
    EXPECT_NE(isl_ctx_last_error(C.get()), isl_error_none);
  }
}

} // namespace
} // namespace liar::poly::isl
