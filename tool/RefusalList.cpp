#include "RefusalList.h"

#include "Refusal.h"

namespace liar::tool {
namespace {

/// `text` with the characters Markdown tables give a meaning escaped.
std::string cell(std::string_view text) {
  std::string Out;
  for (char C : text) {
    if (C == '|' || C == '*' || C == '_') Out += '\\';
    Out += C;
  }
  return Out;
}

} // namespace

void listRefusals(std::ostream& out) {
  out << "# Refusals\n\n"
      << "Every reason liar keeps a loop nest as written has an id. Remarks end with it "
         "(`[liar-missed-nonaffine-bound]`), SARIF names it as the result's rule, and "
         "`NOLINT(<id>)`, `--silence=<id>` and `.liar.yaml`'s `silence:` list silence its "
         "remarks (a pattern `liar-missed-*`, or `liar-missed`, names several). In a message, "
         "{0}, {1}, ... stand for the C text the remark quotes. This page is the output of "
         "`liar --list-refusals`.\n\n"
      << "| id | category | message | meaning |\n|---|---|---|---|\n";
  for (const RefusalInfo& R : kRefusals)
    out << "| `" << R.Id << "` | " << categoryName(R.Category) << " | " << cell(R.Template) << " | "
        << cell(R.Doc) << " |\n";
}

} // namespace liar::tool
