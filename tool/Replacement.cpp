#include "Replacement.h"

#include "TextUtil.h"

namespace liar::tool {

Edit replacementEdit(const RegionContext& context, const Candidate& candidate,
                     const std::vector<std::string>& conditions) {
  const std::string& Indent = context.Indent;
  std::string Text = BeginMarker + candidate.Marker +
                     (conditions.empty() ? "" : "; the original loops run when a guard fails") +
                     " */\n";
  // Iterators read after the region get the values the original loops leave; the fallback
  // branch runs those loops, so only the new code needs them.
  std::string Epilogue;
  for (const std::string& Line : context.Region.Epilogue)
    Epilogue += Line + "\n";
  std::string Code = indentBlock(candidate.Code + Epilogue, Indent);
  if (conditions.empty()) {
    Text += Code;
  } else {
    std::string Cond;
    for (const std::string& C : conditions)
      Cond += (Cond.empty() ? "" : " && ") + ("(" + C + ")");
    Text += Indent + "if (" + Cond + ") {\n" + indentBlock(Code, "  ") + Indent + "} else {\n" +
            Indent + "  " + indentBlock(context.Original, "  ").substr(2) + Indent + "}\n";
  }
  Text += Indent + EndMarker;
  const lifting::Region& R = context.Region;
  return {R.Begin.Offset, R.End.Offset - R.Begin.Offset, Text, candidate.Check,
          "loop nest " + candidate.Summary};
}

} // namespace liar::tool
