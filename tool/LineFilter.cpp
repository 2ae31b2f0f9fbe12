#include "LineFilter.h"

#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>

namespace liar::tool {
namespace {

namespace json = llvm::json;
namespace fs = std::filesystem;

/// One spelling per file, however the command line, the database or Clang wrote its path.
std::string samePath(const std::string& path) {
  std::error_code Ignored; // a path that does not exist is compared as written, made absolute
  return fs::weakly_canonical(fs::absolute(path), Ignored).string();
}

/// `[first, last]` with 1 <= first <= last, or an error naming what is wrong.
std::optional<std::pair<unsigned, unsigned>> lineRange(const json::Value& v, std::string& error) {
  if (const json::Array* Pair = v.getAsArray(); Pair && Pair->size() == 2) {
    std::optional<int64_t> First = (*Pair)[0].getAsInteger(), Last = (*Pair)[1].getAsInteger();
    if (First && Last && 1 <= *First && *First <= *Last && *Last <= UINT32_MAX)
      return std::pair{static_cast<unsigned>(*First), static_cast<unsigned>(*Last)};
  }
  error = "a line range must be [first, last] with 1 <= first <= last";
  return std::nullopt;
}

/// Appends the ranges of one entry's "lines" (absent: the whole file, no range).
bool readLines(const json::Object& entry, std::vector<std::pair<unsigned, unsigned>>& lines,
               std::string& error) {
  const json::Value* Lines = entry.get("lines");
  if (!Lines) return true;
  const json::Array* Ranges = Lines->getAsArray();
  if (!Ranges) {
    error = "\"lines\" must be an array of [first, last] ranges";
    return false;
  }
  for (const json::Value& R : *Ranges) {
    std::optional<std::pair<unsigned, unsigned>> Range = lineRange(R, error);
    if (!Range) return false;
    lines.push_back(*Range);
  }
  return true;
}

} // namespace

std::optional<LineFilter> LineFilter::parse(const std::string& text, std::string& error) {
  llvm::Expected<json::Value> Parsed = json::parse(text);
  if (!Parsed) {
    error = llvm::toString(Parsed.takeError());
    return std::nullopt;
  }
  const json::Array* Entries = Parsed->getAsArray();
  if (!Entries) {
    error = "expected an array of {\"name\": FILE, \"lines\": [[FIRST, LAST], ...]} objects";
    return std::nullopt;
  }
  LineFilter Filter;
  Filter.Active = true;
  for (const json::Value& E : *Entries) {
    const json::Object* Entry = E.getAsObject();
    std::optional<llvm::StringRef> Name = Entry ? Entry->getString("name") : std::nullopt;
    if (!Name || Name->empty()) {
      error = "each entry needs a \"name\": the file's path";
      return std::nullopt;
    }
    File F{samePath(Name->str()), {}};
    if (!readLines(*Entry, F.Lines, error)) return std::nullopt;
    Filter.Files.push_back(std::move(F));
  }
  return Filter;
}

bool LineFilter::selects(const std::string& file, unsigned first, unsigned last) const {
  if (!Active) return true;
  std::string Path = samePath(file);
  auto Meets = [&](const Range& r) { return r.first <= last && first <= r.second; };
  // A file named twice (two entries) is selected by the ranges of either.
  return std::any_of(Files.begin(), Files.end(), [&](const File& f) {
    return f.Path == Path &&
           (f.Lines.empty() || std::any_of(f.Lines.begin(), f.Lines.end(), Meets));
  });
}

} // namespace liar::tool
