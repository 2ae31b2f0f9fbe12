#include "Replacement.h"

#include "CodeLayout.h"
#include "GuardBuilder.h"
#include "TextUtil.h"

#include <algorithm>
#include <sstream>

namespace liar::tool {
namespace {

/// The variable that holds the conditions two versions of a region share.
constexpr const char* SharedName = "liar_checks";

/// `(void)s;` for each scalar the loops write that is declared before the region but that the
/// new code never mentions (a temporary a library call folded away, dead after the region):
/// without it, a variable the original used would draw -Wunused-variable.
std::string keepScalarsUsed(const lifting::Region& region, const std::string& code) {
  if (!region.Poly) return "";
  std::string Out;
  for (const std::string& S : region.Poly->WrittenScalars) {
    bool Local = std::any_of(region.Poly->LocalScalars.begin(), region.Poly->LocalScalars.end(),
                             [&](const auto& L) { return L.first == S; });
    bool Symbol = std::any_of(region.Bindings.begin(), region.Bindings.end(),
                              [&](const lifting::Binding& B) { return B.CName == S; });
    if (!Local && !Symbol && !mentionsIdentifier(code, S)) Out += "(void)" + S + ";\n";
  }
  return Out;
}

/// The copies of struct fields the region's IR names, declared before the guard that reads
/// them; `(void)` keeps a copy that `used` does not mention from -Wunused-variable.
std::vector<std::string> hoistedCopies(const lifting::Region& region, const std::string& used) {
  std::vector<std::string> Out;
  for (const lifting::HoistedLoad& H : region.Hoisted) {
    Out.push_back(H.Declaration);
    if (!mentionsIdentifier(used, H.Name)) Out.push_back("(void)" + H.Name + ";");
  }
  return Out;
}

bool contains(const std::vector<std::string>& items, const std::string& item) {
  return std::find(items.begin(), items.end(), item) != items.end();
}

bool within(const std::vector<std::string>& part, const std::vector<std::string>& whole) {
  return std::all_of(part.begin(), part.end(),
                     [&](const std::string& Item) { return contains(whole, Item); });
}

/// C text written line by line, Depth levels of two spaces below the indentation of the
/// replacement; Lead is that of the region's first line.
struct Writer {
  std::string Indent, Lead, Text;
  int Depth = 0;

  std::string here() const { return Indent + std::string(2 * Depth, ' '); }
  /// Each line of `code` (unindented statements), long lines broken.
  void code(const std::string& code) {
    std::istringstream Lines(code);
    for (std::string L; std::getline(Lines, L);)
      Text += L.empty() ? "\n" : wrappedLine(here() + L);
  }
  void code(const std::vector<std::string>& lines) {
    for (const std::string& L : lines)
      code(L);
  }
  /// `text` shaped as the region's text (its first line not indented, the others as in the
  /// file), each line Depth levels deeper than in the file.
  void shaped(const std::string& text) {
    std::string Pad(2 * Depth, ' ');
    Text += Lead + Pad + indentBlock(text, Pad).substr(Pad.size());
  }
  void conditions(const std::string& prefix, const std::vector<std::string>& conditions,
                  const std::string& suffix) {
    Text += conditionLines(here(), prefix, conditions, suffix);
  }
  /// `line`, then the lines after it one level deeper.
  void open(const std::string& line) {
    code(line);
    ++Depth;
  }
  /// One level up, then `line`.
  void close(const std::string& line) {
    --Depth;
    code(line);
  }
};

/// The indentation of the replacement: the region's, or when the region starts with a directive
/// at the start of its line (`#pragma omp parallel for`), that of its first line of code.
std::string indentOf(const RegionContext& context) {
  std::istringstream Lines(context.Original);
  std::string L;
  if (!std::getline(Lines, L) || L.rfind('#', 0) != 0) return context.Indent;
  // A directive continued with `\` (`#pragma omp parallel \` then `    for`) goes on.
  bool Continued = !L.empty() && L.back() == '\\';
  while (std::getline(Lines, L)) {
    bool Directive = Continued;
    Continued = !L.empty() && L.back() == '\\';
    size_t First = L.find_first_not_of(" \t");
    if (Directive || First == std::string::npos || L[First] == '#' ||
        L.compare(First, 2, "//") == 0 || L.compare(First, 2, "/*") == 0)
      continue;
    return L.compare(0, context.Indent.size(), context.Indent) == 0 ? L.substr(0, First)
                                                                    : context.Indent;
  }
  return context.Indent;
}

/// The writer of the replacement of the region, which starts with the begin marker saying
/// `marker` (and for a guarded replacement, what runs when the guard fails; on a line of its own
/// when both do not fit on one). The text starts where the region does, after the indentation
/// the file already has.
Writer writerOf(const RegionContext& context, const std::string& marker, bool guarded) {
  std::string Indent = indentOf(context);
  std::string Fallback = "the original loops run when a guard fails */\n";
  std::string Line = Indent + BeginMarker + marker + (guarded ? "; " + Fallback : " */\n");
  if (guarded && columns(Line) > MaxColumns + 1)
    Line = Indent + BeginMarker + marker + ";\n" + Indent + "   " + Fallback;
  return {Indent, context.Indent, Line.substr(context.Indent.size())};
}

/// The conditions of `code`'s branch: SharedName for those of `shared`, then its own.
std::vector<std::string> ownConditions(const GuardedCode& code,
                                       const std::vector<std::string>& shared) {
  std::vector<std::string> Out;
  if (!shared.empty()) Out.push_back(SharedName);
  for (const std::string& C : code.Conditions)
    if (!contains(shared, C)) Out.push_back(C);
  return Out;
}

/// `code`'s temporaries allocated when `conditions` hold, then the `if` that runs its new code
/// when they hold and each allocation succeeded; the caller closes the branch.
void writeBranch(Writer& w, const GuardedCode& code, const std::vector<std::string>& conditions) {
  std::vector<std::string> Test = conditions;
  if (!code.Allocations.empty()) {
    if (conditions.empty()) {
      w.code(code.Allocations);
    } else {
      w.conditions("if (", conditions, ") {");
      ++w.Depth;
      w.code(code.Allocations);
      w.close("}");
    }
    Test.clear();
    for (const std::string& T : code.Allocated)
      Test.push_back(T + " != NULL");
  }
  w.conditions("if (", Test, ") {");
  ++w.Depth;
  w.code(code.Code);
  --w.Depth;
}

/// `code` as statements, its guard falling back to `fallback` (shaped as the region's text): its
/// copies and setup (less those of `done`, already written), its temporaries, its branch, the
/// frees.
void writeVersion(Writer& w, const GuardedCode& code, const std::vector<std::string>& shared,
                  const GuardedCode& done, const std::string& fallback) {
  for (const std::string& C : code.Copies)
    if (!contains(done.Copies, C)) w.code(C);
  w.code(code.Temporaries);
  for (const std::string& S : code.Setup)
    if (!contains(done.Setup, S)) w.code(S);
  if (!code.guarded()) {
    w.code(code.Code);
    return;
  }
  writeBranch(w, code, ownConditions(code, shared));
  w.open("} else {");
  w.shaped(fallback);
  w.close("}");
  w.code(code.Frees);
}

} // namespace

GuardedCode guardedCode(const RegionContext& context, const Candidate& candidate,
                        const std::vector<std::string>& conditions,
                        const std::vector<std::string>& setup) {
  GuardedCode G;
  G.Marker = candidate.Marker;
  // Iterators read after the region get the values the original loops leave; the fallback
  // branch runs those loops, so only the new code needs them.
  std::string Epilogue;
  for (const std::string& Line : context.Region.Epilogue)
    Epilogue += Line + "\n";
  G.Code = candidate.Code + keepScalarsUsed(context.Region, candidate.Code) + Epilogue;
  G.Conditions = conditions;
  G.Setup = setup;
  G.Temporaries = emit::temporaryDeclarations(candidate.Temporaries);
  G.Allocations = emit::temporaryAllocations(candidate.Temporaries);
  for (const emit::Temporary& T : candidate.Temporaries)
    G.Allocated.push_back(T.Name);
  G.Frees = emit::temporaryFrees(candidate.Temporaries);
  std::string Used = G.Code + joined(conditions) + joined(setup) + joined(G.Allocations);
  G.Copies = hoistedCopies(context.Region, Used);
  return G;
}

std::string replacementText(const RegionContext& context, const GuardedCode& code,
                            const std::string& fallback) {
  Writer W = writerOf(context, code.Marker, code.guarded());
  // The copies, the temporaries and the setup are declared in a block of their own.
  bool Block = !code.Copies.empty() || !code.Temporaries.empty() || !code.Setup.empty();
  if (Block) W.open("{");
  writeVersion(W, code, {}, {}, fallback.empty() ? context.Original : fallback);
  if (Block) W.close("}");
  return W.Text + W.here() + EndMarker;
}

std::string versionsText(const RegionContext& context, const GuardedCode& first,
                         const GuardedCode& second) {
  Writer W = writerOf(context, first.Marker, true);
  // The shared conditions read the first version's copies and setup: the second's must be the
  // same ones.
  bool Same = within(second.Copies, first.Copies) && within(second.Setup, first.Setup);
  std::vector<std::string> Shared =
      Same ? sharedConditions(first.Conditions, second.Conditions) : std::vector<std::string>{};
  bool Block = !first.Copies.empty() || !first.Temporaries.empty() || !first.Setup.empty() ||
               !Shared.empty();
  if (Block) W.open("{");
  W.code(first.Copies);
  W.code(first.Temporaries);
  W.code(first.Setup);
  if (!Shared.empty()) W.conditions(std::string("int ") + SharedName + " = ", Shared, ";");
  writeBranch(W, first, ownConditions(first, Shared));
  if (Same && second.Temporaries.empty() && second.guarded()) {
    W.conditions("} else if (", ownConditions(second, Shared), ") {");
    ++W.Depth;
    W.code(second.Code);
    --W.Depth;
    W.open("} else {");
    W.shaped(context.Original);
  } else {
    W.open("} else {");
    writeVersion(W, second, Shared, first, context.Original);
  }
  W.close("}");
  W.code(first.Frees);
  if (Block) W.close("}");
  return W.Text + W.here() + EndMarker;
}

Edit replacementEdit(const RegionContext& context, const Candidate& candidate,
                     const GuardedCode& code) {
  const lifting::Region& R = context.Region;
  return {R.Begin.Offset, R.End.Offset - R.Begin.Offset, replacementText(context, code),
          candidate.Check, "loop nest " + candidate.Summary};
}

} // namespace liar::tool
