#include "Node.h"

#include <cassert>
#include <tuple>

namespace liar::ir {

bool Node::operator<(const Node& o) const {
  if (std::tie(Kind, Payload, Arity) != std::tie(o.Kind, o.Payload, o.Arity))
    return std::tie(Kind, Payload, Arity) < std::tie(o.Kind, o.Payload, o.Arity);
  for (int I = 0; I < Arity; ++I)
    if (Kids[I] != o.Kids[I]) return Kids[I] < o.Kids[I];
  return false;
}

Node Node::make(Op kind, std::initializer_list<uint32_t> kids, int32_t payload) {
  assert(kids.size() <= kMaxArity);
  Node N;
  N.Kind = kind;
  N.Payload = payload;
  N.Arity = static_cast<uint8_t>(kids.size());
  int I = 0;
  for (uint32_t K : kids)
    N.Kids[I++] = K;
  return N;
}

} // namespace liar::ir
