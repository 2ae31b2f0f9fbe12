#include "Sarif.h"

#include "RemarksYaml.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstdio>
#include <filesystem>

namespace liar::tool {
namespace {

namespace json = llvm::json;

constexpr const char* SchemaUri =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
constexpr const char* RootId = "%SRCROOT%";

/// How many checks have a description (Check.cpp): those come first among the rules, so that a
/// check's rule index is its position.
int describedChecks() {
  int N = 0;
  for (Check C : kChecks)
    N += !checkDescription(C).empty();
  return N;
}

json::Object text(std::string_view s) {
  return json::Object{{"text", std::string(s)}};
}

/// The rules: one per check that has a description, which is what a rewrite is reported under,
/// then one per refusal of the registry (common/Refusals.def), in its order.
json::Array rulesJson() {
  json::Array Out;
  for (Check C : kChecks)
    if (!checkDescription(C).empty())
      Out.push_back(json::Object{{"id", std::string(checkName(C))},
                                 {"shortDescription", text(checkDescription(C))},
                                 {"defaultConfiguration", json::Object{{"level", "note"}}}});
  for (const RefusalInfo& R : kRefusals)
    Out.push_back(json::Object{
        {"id", std::string(R.Id)},
        {"shortDescription", text("Loop nest kept: " + std::string(categoryName(R.Category)))},
        {"fullDescription", text(R.Doc)},
        {"help", text(R.Doc)},
        {"defaultConfiguration", json::Object{{"level", "note"}}},
        {"properties", json::Object{{"category", std::string(categoryName(R.Category))},
                                    {"messageTemplate", std::string(R.Template)}}}});
  return Out;
}

int ruleIndex(const RemarkRecord& r) {
  if (r.Reason) return describedChecks() + static_cast<int>(*r.Reason);
  return checkDescription(r.Check).empty() ? -1 : static_cast<int>(r.Check);
}

/// RFC 3986 percent-encoding of a path: unreserved characters and '/' stay as they are.
std::string uriPath(const std::string& path) {
  std::string Out;
  for (unsigned char C : path) {
    if (std::isalnum(C) || C == '/' || C == '-' || C == '.' || C == '_' || C == '~') {
      Out += static_cast<char>(C);
      continue;
    }
    char Buf[4];
    std::snprintf(Buf, sizeof Buf, "%%%02X", C);
    Out += Buf;
  }
  return Out;
}

/// An artifactLocation for `file`: relative to the working directory when under it.
json::Value artifact(const std::string& file, const std::string& root) {
  std::filesystem::path Abs = std::filesystem::absolute(file).lexically_normal();
  std::filesystem::path Rel = Abs.lexically_relative(root);
  if (!Rel.empty() && *Rel.begin() != "..")
    return json::Object{{"uri", uriPath(Rel.generic_string())}, {"uriBaseId", RootId}};
  return json::Object{{"uri", "file://" + uriPath(Abs.generic_string())}};
}

/// The region of bytes [begin, end) of `content`; empty (an insertion point) when equal.
json::Object region(const std::string& content, unsigned begin, unsigned end) {
  std::pair<unsigned, unsigned> Start = lineColumn(content, begin);
  std::pair<unsigned, unsigned> End = lineColumn(content, end);
  return json::Object{{"startLine", int64_t{Start.first}},
                      {"startColumn", int64_t{Start.second}},
                      {"endLine", int64_t{End.first}},
                      {"endColumn", int64_t{End.second}}};
}

json::Object location(const json::Value& artifactLocation, json::Object where) {
  return json::Object{{"physicalLocation", json::Object{{"artifactLocation", artifactLocation},
                                                        {"region", std::move(where)}}}};
}

json::Object properties(const RemarkRecord& r) {
  json::Object P{{"decision", decisionName(r.What)}};
  if (!r.rewritten()) P["reason"] = r.Detail;
  if (r.rewritten()) P["form"] = r.Detail;
  if (r.CostRatio) P["predictedCostRatio"] = *r.CostRatio;
  if (!r.Calls.empty()) P["calls"] = json::Array(r.Calls);
  if (!r.Guard.empty()) P["guard"] = json::Array(r.Guard);
  if (!r.Explanation.empty()) P["explanation"] = r.Explanation;
  return P;
}

/// The rewrite as one fix: the replacement of the region and the #include lines it needs.
json::Object fix(const FileRecords& f, const RemarkRecord& r, const json::Value& artifactLoc) {
  json::Array Replacements;
  for (const Edit& E : r.Fix)
    Replacements.push_back(
        json::Object{{"deletedRegion", region(f.Content, E.Offset, E.Offset + E.Length)},
                     {"insertedContent", json::Object{{"text", E.Text}}}});
  return json::Object{
      {"description", json::Object{{"text", r.message()}}},
      {"artifactChanges", json::Array{json::Object{{"artifactLocation", artifactLoc},
                                                   {"replacements", std::move(Replacements)}}}}};
}

json::Object result(const FileRecords& f, const RemarkRecord& r, const std::string& root) {
  json::Value Artifact = artifact(f.File, root);
  json::Object Out{{"ruleId", std::string(r.rule())},
                   {"level", "note"},
                   {"message", json::Object{{"text", r.message()}}},
                   {"locations", json::Array{location(
                                     Artifact, region(f.Content, r.Begin.Offset, r.End.Offset))}},
                   {"properties", properties(r)}};
  if (int Index = ruleIndex(r); Index >= 0) Out["ruleIndex"] = Index;
  if (r.What == Decision::NotLifted && r.At.File == f.File) {
    // From the blocking expression to the end of its line (SARIF's default end).
    std::pair<unsigned, unsigned> At = lineColumn(f.Content, r.At.Offset);
    json::Object Blocker = location(Artifact, json::Object{{"startLine", int64_t{At.first}},
                                                           {"startColumn", int64_t{At.second}}});
    Blocker["id"] = 1;
    Blocker["message"] = json::Object{{"text", "what blocked lifting"}};
    Out["relatedLocations"] = json::Array{std::move(Blocker)};
  }
  if (r.rewritten()) Out["fixes"] = json::Array{fix(f, r, Artifact)};
  return Out;
}

} // namespace

std::string sarifLog(const std::vector<FileRecords>& files, const std::string& workingDirectory) {
  json::Array Results;
  for (const FileRecords& F : files)
    for (const RemarkRecord& R : F.Records)
      Results.push_back(result(F, R, workingDirectory));
  std::string Root = "file://" + uriPath(workingDirectory);
  if (Root.back() != '/') Root += '/';
  json::Object Run{{"tool", json::Object{{"driver", json::Object{{"name", "liar"},
                                                                 {"version", LIAR_VERSION},
                                                                 {"rules", rulesJson()}}}}},
                   {"originalUriBaseIds", json::Object{{RootId, json::Object{{"uri", Root}}}}},
                   {"columnKind", "unicodeCodePoints"},
                   {"results", std::move(Results)}};
  json::Object Log{
      {"$schema", SchemaUri}, {"version", "2.1.0"}, {"runs", json::Array{std::move(Run)}}};
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::formatv("{0:2}", json::Value(std::move(Log))) << "\n";
  OS.flush();
  return Out;
}

} // namespace liar::tool
