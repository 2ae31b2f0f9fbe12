// The e-graph's hash-consing table: each canonical e-node to its e-class. Looking nodes up is
// the e-graph's most frequent operation (a seventh of liar's time over polybench/ went to
// std::unordered_map's search), so the table is open-addressed: entries in one array, probed
// linearly from the node's hash, with the hash kept beside each entry so that a probe compares
// nodes only when the hashes agree. Entries are never removed: a node that stops being
// canonical stays, as it did in the map, and is found only by a lookup of that same node.
#pragma once

#include "Node.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace liar::ir {

class NodeTable {
public:
  /// The class stored for n, or null.
  const uint32_t* find(const Node& n) const {
    if (Slots.empty()) return nullptr;
    uint64_t H = hashOf(n);
    for (size_t I = H & Mask;; I = (I + 1) & Mask) {
      const Slot& S = Slots[I];
      if (S.Hash == 0) return nullptr;
      if (S.Hash == H && S.Key == n) return &S.Value;
    }
  }
  /// Stores n -> value unless n is there; the stored class and whether it was inserted.
  std::pair<uint32_t*, bool> tryEmplace(const Node& n, uint32_t value) {
    if ((Size + 1) * 2 > Slots.size()) grow();
    uint64_t H = hashOf(n);
    for (size_t I = H & Mask;; I = (I + 1) & Mask) {
      Slot& S = Slots[I];
      if (S.Hash == H && S.Key == n) return {&S.Value, false};
      if (S.Hash != 0) continue;
      S = {H, n, value};
      ++Size;
      return {&S.Value, true};
    }
  }

private:
  struct Slot {
    uint64_t Hash = 0; ///< 0: empty; else the node's hash with its lowest bit set
    Node Key;
    uint32_t Value = 0;
  };
  std::vector<Slot> Slots;
  size_t Mask = 0;
  size_t Size = 0;

  static uint64_t hashOf(const Node& n) {
    // NodeHash mixes the kids multiplicatively; one more mix spreads the payload of leaves,
    // whose low bits alone pick the slot.
    uint64_t H = NodeHash{}(n);
    H ^= H >> 33;
    H *= 0xff51afd7ed558ccdull;
    H ^= H >> 33;
    return H | 1;
  }
  void grow() {
    std::vector<Slot> Old = std::move(Slots);
    Slots.assign(Old.empty() ? 1024 : Old.size() * 2, Slot{});
    Mask = Slots.size() - 1;
    for (const Slot& S : Old) {
      if (S.Hash == 0) continue;
      size_t I = S.Hash & Mask;
      while (Slots[I].Hash != 0)
        I = (I + 1) & Mask;
      Slots[I] = S;
    }
  }
};

} // namespace liar::ir
