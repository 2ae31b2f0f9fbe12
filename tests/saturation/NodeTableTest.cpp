// The e-graph's hash-consing table: what it stores it finds, through its growth, and a node is
// stored once.
#include "saturation/NodeTable.h"

#include <gtest/gtest.h>

using namespace liar::ir;

namespace {

Node nodeNumber(uint32_t k) {
  // Leaves of every payload and applications of every pair of kids, as the e-graph holds them.
  return k % 2 ? Node::leaf(Op::Const, static_cast<int32_t>(k))
               : Node::make(Op::Add, {k / 7, k % 7 + k / 3});
}

TEST(NodeTable, FindsWhatItStoresAcrossGrowth) {
  NodeTable T;
  constexpr uint32_t Count = 20000; // several doublings of the table
  for (uint32_t K = 0; K < Count; ++K) {
    auto [Stored, Inserted] = T.tryEmplace(nodeNumber(K), K);
    ASSERT_TRUE(Inserted) << K;
    EXPECT_EQ(*Stored, K);
  }
  for (uint32_t K = 0; K < Count; ++K) {
    const uint32_t* Found = T.find(nodeNumber(K));
    ASSERT_NE(Found, nullptr) << K;
    EXPECT_EQ(*Found, K);
  }
  EXPECT_EQ(T.find(Node::leaf(Op::Const, -5)), nullptr);
  EXPECT_EQ(T.find(Node::make(Op::Mul, {1, 2})), nullptr);
}

TEST(NodeTable, KeepsTheFirstClassOfANode) {
  NodeTable T;
  EXPECT_EQ(T.find(Node::leaf(Op::Var, 0)), nullptr); // empty table
  T.tryEmplace(Node::leaf(Op::Var, 0), 4);
  auto [Stored, Inserted] = T.tryEmplace(Node::leaf(Op::Var, 0), 9);
  EXPECT_FALSE(Inserted);
  EXPECT_EQ(*Stored, 4u);
}

} // namespace
