#include "Binders.h"

#include <vector>

namespace liar::ir {
namespace {

// Walks the tree, tracking the number of binders between the root and each node, and lets
// `onVar` choose the replacement of each variable. Returns false when `onVar` fails.
bool rebuildWithVars(
    const Term& in, uint32_t at, int depth, Term& out, uint32_t& result,
    const std::function<bool(int index, int depth, Term& out, uint32_t& r)>& onVar) {
  const Node& N = in.Nodes[at];
  if (N.Kind == Op::Var) return onVar(N.Payload, depth, out, result);
  Node Copy = N;
  int KidDepth = depth + (N.Kind == Op::Lambda ? 1 : 0);
  for (uint32_t& K : Copy.kids())
    if (!rebuildWithVars(in, K, KidDepth, out, K, onVar)) return false;
  result = out.add(Copy);
  return true;
}

void collectFree(const Term& t, uint32_t at, int depth, uint64_t& mask) {
  const Node& N = t.Nodes[at];
  if (N.Kind == Op::Var) {
    if (N.Payload >= depth) mask |= freeBit(N.Payload - depth);
    return;
  }
  int KidDepth = depth + (N.Kind == Op::Lambda ? 1 : 0);
  for (uint32_t K : N.kids())
    collectFree(t, K, KidDepth, mask);
}

} // namespace

uint64_t freeVariables(const Term& t) {
  uint64_t Mask = 0;
  if (!t.empty()) collectFree(t, t.root(), 0, Mask);
  return Mask;
}

std::optional<Term> renameFree(const Term& t,
                               const std::function<std::optional<int>(int)>& rename) {
  Term Out;
  uint32_t Root = 0;
  bool Ok =
      rebuildWithVars(t, t.root(), 0, Out, Root, [&](int index, int depth, Term& out, uint32_t& r) {
        if (index < depth) {
          r = addVar(out, index);
          return true;
        }
        std::optional<int> New = rename(index - depth);
        if (!New) return false;
        r = addVar(out, *New + depth);
        return true;
      });
  if (!Ok) return std::nullopt;
  return Out;
}

Term shiftFree(const Term& t, int delta) {
  return *renameFree(t, [delta](int k) { return std::optional<int>(k + delta); });
}

Term substituteBound(const Term& body, const Term& value) {
  Term Out;
  uint32_t Root = 0;
  rebuildWithVars(body, body.root(), 0, Out, Root,
                  [&](int index, int depth, Term& out, uint32_t& r) {
                    if (index < depth)
                      r = addVar(out, index);
                    else if (index == depth) {
                      Term Shifted = shiftFree(value, depth);
                      r = out.append(Shifted, Shifted.root());
                    } else
                      r = addVar(out, index - 1);
                    return true;
                  });
  return Out;
}

} // namespace liar::ir
