// Text edits of one file and the three ways liar delivers them: the rewritten text (for --fix
// and -o, written atomically), a unified diff (--diff), and clang-tidy's YAML (--export-fixes).
#pragma once

#include "Check.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace liar::tool {

struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  tool::Check Check = tool::Check::Missed; // the diagnostic name
  std::string Message;                     // what the edit does, for --export-fixes
};

/// `content` with `edits` applied (they must not overlap).
std::string applyEdits(const std::string& content, std::vector<Edit> edits);

/// A unified diff of `before` and `after` (whole-line hunks with 3 lines of context).
std::string unifiedDiff(const std::string& path, const std::string& before,
                        const std::string& after);

/// clang-tidy's export format, accepted by clang-apply-replacements.
std::string exportFixesYaml(const std::string& mainFile, const std::string& buildDirectory,
                            const std::vector<std::pair<std::string, std::vector<Edit>>>& files);

/// One edit that adds `#include <header>` for each of `headers` the file does not include yet,
/// before its first #include (or at the top); empty Text when nothing is needed. Library
/// headers go first because user headers often define macros (PolyBench's `N`) that would
/// rename the library's parameters. One edit, not one per header: clang-apply-replacements
/// refuses two insertions at the same offset.
/// Each include is shielded from the user's macros defined above it (userMacros: name -> the
/// offset from which it may be defined, lifting::FileResult::UserMacros; HeaderShield.h).
/// The entry GuardHelpers (GuardBuilder.h) adds the guard helpers' definitions after the
/// includes, unless the file has them already.
Edit includeEdit(const std::string& content, const std::vector<std::string>& headers,
                 const std::map<std::string, unsigned>& userMacros);

/// Writes `text` to `path` through a temporary file in the same directory and a rename, so
/// that readers never see a half-written file. Returns an error message, or "" on success.
std::string writeFileAtomically(const std::string& path, const std::string& text);

} // namespace liar::tool
