// Printed code as a DAG: a fold (the accumulator loop of a reduction) is printed before the
// outermost loop whose index it does not read, once per iteration of the loops it does read,
// and a fold printed already in a loop that is still open is read again rather than printed
// twice. Only folds move: each is a loop of its own, so moving one changes no operation and no
// order of operations in it, and a scalar expression stays where C would contract it.
#include "Emitter.h"

#include "saturation/Binders.h"

#include <cctype>

namespace liar::emit::detail {

// Prints `for (long index = 0; index < bound; index++) {` and enters its body; a parallel
// loop's pragma belongs to its header, so that a fold hoisted before the loop goes before both.
void Emitter::openLoop(const std::string& index, const std::string& bound, bool parallel) {
  Frame F{Out.Text.size(), Depth, index, ++Loops.Ids};
  if (parallel) line(kParallelFor);
  line("for (long " + index + " = 0; " + index + " < " + bound + "; " + index + "++) {");
  ++Depth;
  Loops.Frames.push_back(F);
  Loops.NameLevels[index] = static_cast<int>(Loops.Frames.size());
}

void Emitter::closeLoop() {
  int Id = Loops.Frames.back().Id;
  Loops.NameLevels.erase(Loops.Frames.back().Index);
  Loops.Frames.pop_back();
  std::erase_if(Loops.Folds, [&](const auto& entry) { return entry.second.Anchor == Id; });
  --Depth;
  line("}");
}

// The loops a C expression this emitter printed needs: those of the loop indices and
// accumulators it names. Any other name of the emitter's own (a local of a call, a temporary)
// needs every loop open, and the program's own names none: within a definition, the arrays
// its loops write are read only at the element written (readsInPlace) or through a bound
// variable, whose level bind states.
int Emitter::textLevel(const std::string& text) const {
  auto Word = [&](size_t at) {
    return std::isalnum(static_cast<unsigned char>(text[at])) || text[at] == '_';
  };
  int Level = 0;
  size_t Pos = 0;
  while (Pos < text.size()) {
    if (!Word(Pos)) {
      ++Pos;
      continue;
    }
    size_t End = Pos;
    while (End < text.size() && Word(End))
      ++End;
    std::string Name = text.substr(Pos, End - Pos);
    Pos = End;
    if (std::isdigit(static_cast<unsigned char>(Name[0]))) continue; // a number
    auto Known = Loops.NameLevels.find(Name);
    if (Known != Loops.NameLevels.end())
      Level = std::max(Level, Known->second);
    else if (Name.rfind("liar_", 0) == 0)
      Level = static_cast<int>(Loops.Frames.size());
  }
  return Level;
}

// The loops the value of term `at` needs: the greatest level of the variables it reads.
int Emitter::termLevel(uint32_t at) const {
  uint64_t Free = ir::freeVariables(T->subterm(at));
  int Level = 0;
  for (size_t K = 0; K < Loops.ScopeLevels.size(); ++K)
    if (Free & ir::freeBit(static_cast<int>(K)))
      Level = std::max(Level, Loops.ScopeLevels[Loops.ScopeLevels.size() - 1 - K]);
  return Level;
}

// The outermost loop a value printed here may move before: the loops around the position are
// this emitter's, each directly inside the one before it, from that loop in; -1 when the
// position is inside anything else (an `if`, a loop of calls) or inside no loop, or when the
// expression is only being looked at.
int Emitter::lowestLevel() const {
  const std::vector<Frame>& F = Loops.Frames;
  if (Probing || F.empty() || Depth != F.back().HeaderDepth + 1) return -1;
  size_t L = F.size() - 1;
  while (L > 0 && F[L].HeaderDepth == F[L - 1].HeaderDepth + 1)
    --L;
  return static_cast<int>(L);
}

// Two folds print the same loop when their terms are equal with each free variable read as
// the C expression it stands for (the same fold under more binders names them by other
// indices), and their constants take the same type.
std::string Emitter::foldKey(uint32_t at) const {
  std::function<std::string(uint32_t, int)> Key = [&](uint32_t n, int depth) {
    const Node& N = node(n);
    if (N.Kind == Op::Var && N.Payload >= depth)
      return "$" + Scope.at(Scope.size() - 1 - static_cast<size_t>(N.Payload - depth)) + "$";
    std::string S =
        "(" + std::to_string(static_cast<int>(N.Kind)) + ":" + std::to_string(N.Payload);
    for (uint32_t K : N.kids())
      S += " " + Key(K, depth + (N.Kind == Op::Lambda));
    return S + ")";
  };
  return Key(at, 0) + "|" + ConstType + "|" + ElemType;
}

// The fold printed already under `key` that the current position can read: its loop is open.
const SharedFold* Emitter::sharedFold(const std::string& key) const {
  if (Probing) return nullptr;
  auto It = Loops.Folds.find(key);
  if (It == Loops.Folds.end()) return nullptr;
  const SharedFold& S = It->second;
  size_t L = static_cast<size_t>(S.Level);
  if (L == 0 || L > Loops.Frames.size() || Loops.Frames[L - 1].Id != S.Anchor) return nullptr;
  return &S;
}

// Runs `print` as if the code stood just before the `for` line of Frames[level]: the text from
// there on is set aside and put back after what print wrote, and the loops it crosses with it.
std::string Emitter::printedBefore(size_t level, const std::function<std::string()>& print) {
  std::vector<Frame>& F = Loops.Frames;
  size_t Cut = F[level].Header;
  std::string Tail = Out.Text.substr(Cut);
  Out.Text.resize(Cut);
  std::vector<Frame> Crossed(F.begin() + static_cast<long>(level), F.end());
  F.resize(level);
  int SavedDepth = Depth;
  Depth = Crossed.front().HeaderDepth;
  std::string Value = print();
  size_t Moved = Out.Text.size();
  Out.Text += Tail;
  for (Frame C : Crossed) {
    C.Header = Moved + (C.Header - Cut);
    F.push_back(C);
  }
  Depth = SavedDepth;
  return Value;
}

// A fold: read again when printed already in an open loop; otherwise printed before the
// outermost loop it may move before whose index it does not read, or here.
std::string Emitter::fold(uint32_t at) {
  std::string Key = foldKey(at);
  if (const SharedFold* S = sharedFold(Key)) return S->Name;
  int Lowest = lowestLevel();
  int Here = static_cast<int>(Loops.Frames.size());
  int Level = Lowest < 0 ? Here : std::max(Lowest, termLevel(at));
  std::string Acc = Level < Here ? printedBefore(
                                       static_cast<size_t>(Level), [&] { return foldLoop(at); })
                                 : foldLoop(at);
  Loops.NameLevels[Acc] = Level;
  if (Lowest >= 0 && Level > 0)
    Loops.Folds[Key] = {Acc, Level, Loops.Frames[static_cast<size_t>(Level) - 1].Id};
  return Acc;
}

} // namespace liar::emit::detail
