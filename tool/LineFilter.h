// --line-filter: which lines of which files a rewrite run reports and rewrites, in the JSON form
// of clang-tidy's -line-filter, so that a review covers only what a patch touches (liar-diff).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace liar::tool {

class LineFilter {
public:
  /// Reads `[{"name": "src/a.c", "lines": [[3, 10], [42, 42]]}, {"name": "b.c"}]`: the files
  /// to process, each with its inclusive, 1-based line ranges (none: all its lines). Names
  /// relative to the working directory are made absolute now, before Clang's tool may change
  /// directory. None, with `error` set, when the text is not of that form.
  static std::optional<LineFilter> parse(const std::string& json, std::string& error);

  /// Whether a region spanning lines `first`..`last` of `file` is to be processed: always
  /// without a filter; otherwise when the filter names `file` and one of its ranges meets
  /// those lines.
  bool selects(const std::string& file, unsigned first, unsigned last) const;

private:
  using Range = std::pair<unsigned, unsigned>;
  struct File {
    std::string Path; ///< absolute, with symbolic links resolved as far as the path exists
    std::vector<Range> Lines;
  };
  bool Active = false; ///< a filter was given: files it does not name are not processed
  std::vector<File> Files;
};

} // namespace liar::tool
