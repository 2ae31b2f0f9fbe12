// One IR operator application with its children, used both as a term node (children are
// positions in a Term) and as an e-node (children are e-class ids).
#pragma once

#include "Op.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

namespace liar::ir {

constexpr int kMaxArity = 6;

struct Node {
  Op Kind = Op::Const;
  uint8_t Arity = 0;
  int32_t Payload = 0;
  std::array<uint32_t, kMaxArity> Kids{};

  std::span<const uint32_t> kids() const { return {Kids.data(), Arity}; }
  std::span<uint32_t> kids() { return {Kids.data(), Arity}; }

  bool operator==(const Node& o) const {
    if (Kind != o.Kind || Arity != o.Arity || Payload != o.Payload) return false;
    for (int I = 0; I < Arity; ++I)
      if (Kids[I] != o.Kids[I]) return false;
    return true;
  }
  /// Total order used for deterministic tie-breaking.
  bool operator<(const Node& o) const;

  static Node leaf(Op kind, int32_t payload) {
    Node N;
    N.Kind = kind;
    N.Payload = payload;
    return N;
  }
  static Node make(Op kind, std::initializer_list<uint32_t> kids, int32_t payload = 0);
};

struct NodeHash {
  size_t operator()(const Node& n) const {
    uint64_t H = (static_cast<uint64_t>(n.Kind) << 56) ^ (static_cast<uint64_t>(n.Arity) << 48) ^
                 static_cast<uint32_t>(n.Payload);
    for (int I = 0; I < n.Arity; ++I)
      H = (H ^ n.Kids[I]) * 0x9E3779B97F4A7C15ull;
    return static_cast<size_t>(H ^ (H >> 29));
  }
};

} // namespace liar::ir
