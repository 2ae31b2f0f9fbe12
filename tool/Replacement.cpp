#include "Replacement.h"

#include "TextUtil.h"

#include <algorithm>

namespace liar::tool {
namespace {

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
/// them; `(void)` keeps a copy the new code does not use from -Wunused-variable.
std::string hoistedCopies(const lifting::Region& region, const std::string& used) {
  std::string Out;
  for (const lifting::HoistedLoad& H : region.Hoisted)
    Out +=
        H.Declaration + "\n" + (mentionsIdentifier(used, H.Name) ? "" : "(void)" + H.Name + ";\n");
  return Out;
}

/// Text (a marker line, then the code) with the temporaries declared before the code and freed
/// after it, in a block of their own.
std::string withTemporaries(const std::string& text, const std::vector<emit::Temporary>& temps,
                            const std::string& indent) {
  size_t Marker = text.find('\n') + 1;
  return text.substr(0, Marker) + indent + "{\n" +
         indentBlock(emit::temporaryDeclarations(temps), indent + "  ") +
         indentBlock(text.substr(Marker), "  ") +
         indentBlock(emit::temporaryFrees(temps), indent + "  ") + indent + "}\n";
}

} // namespace

Edit replacementEdit(const RegionContext& context, const Candidate& candidate,
                     const std::vector<std::string>& conditions,
                     const std::vector<std::string>& setup) {
  const std::string& Indent = context.Indent;
  std::string Text = BeginMarker + candidate.Marker +
                     (conditions.empty() && candidate.Temporaries.empty()
                          ? ""
                          : "; the original loops run when a guard fails") +
                     " */\n";
  // Iterators read after the region get the values the original loops leave; the fallback
  // branch runs those loops, so only the new code needs them.
  std::string Epilogue;
  for (const std::string& Line : context.Region.Epilogue)
    Epilogue += Line + "\n";
  std::string Code = indentBlock(
      candidate.Code + keepScalarsUsed(context.Region, candidate.Code) + Epilogue, Indent);
  // The temporaries are allocated last, once the other conditions hold; when an allocation
  // fails, the original loops run.
  std::vector<std::string> All = conditions;
  for (const std::string& A : emit::temporaryAllocations(candidate.Temporaries))
    All.push_back(A);
  if (All.empty()) {
    Text += Code;
  } else {
    std::string Cond;
    for (const std::string& C : All)
      Cond += (Cond.empty() ? "" : " && ") + ("(" + C + ")");
    Text += Indent + "if (" + Cond + ") {\n" + indentBlock(Code, "  ") + Indent + "} else {\n" +
            Indent + "  " +
            indentBlock(context.Fallback.empty() ? context.Original : context.Fallback, "  ")
                .substr(2) +
            Indent + "}\n";
  }
  if (!candidate.Temporaries.empty()) Text = withTemporaries(Text, candidate.Temporaries, Indent);
  if (!context.Region.Hoisted.empty() || !setup.empty()) {
    // The marker line stays first; the copies, the guard's setup (which may read the copies)
    // and the guarded code go into a block.
    std::string Body = Text.substr(Text.find('\n') + 1), Setup;
    for (const std::string& S : setup)
      Setup += S + "\n";
    Text = Text.substr(0, Text.find('\n') + 1) + Indent + "{\n" +
           indentBlock(hoistedCopies(context.Region, Body) + Setup, Indent + "  ") +
           indentBlock(Body, "  ") + Indent + "}\n";
  }
  Text += Indent + EndMarker;
  const lifting::Region& R = context.Region;
  return {R.Begin.Offset, R.End.Offset - R.Begin.Offset, Text, candidate.Check,
          "loop nest " + candidate.Summary};
}

} // namespace liar::tool
