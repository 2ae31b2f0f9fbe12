#include "RemarksYaml.h"

#include "llvm/Remarks/Remark.h"
#include "llvm/Remarks/YAMLRemarkSerializer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <deque>

namespace liar::tool {
namespace {

namespace remarks = llvm::remarks;

/// Builds remarks whose strings it keeps alive (remarks::Remark holds StringRefs).
class RemarkBuilder {
public:
  remarks::Remark start(remarks::Type type, const RemarkRecord& record, const std::string& name,
                        const lifting::Location& at) {
    remarks::Remark R;
    R.RemarkType = type;
    R.PassName = keep(std::string(record.rule()));
    R.RemarkName = keep(name);
    R.FunctionName = keep(record.Function);
    R.Loc = remarks::RemarkLocation{keep(at.File), at.Line, at.Column};
    return R;
  }

  void arg(remarks::Remark& r, const std::string& key, const std::string& value) {
    if (!value.empty()) r.Args.push_back({keep(key), keep(value), std::nullopt});
  }

  /// `values` as `key` arguments separated by `separator` strings.
  void list(remarks::Remark& r, const std::string& key, const std::vector<std::string>& values,
            const std::string& separator) {
    for (size_t I = 0; I < values.size(); ++I) {
      if (I) arg(r, "String", separator);
      arg(r, key, values[I]);
    }
  }

private:
  llvm::StringRef keep(const std::string& s) { return Strings.emplace_back(s); }
  std::deque<std::string> Strings; // a deque never moves its elements when it grows
};

const char* remarkName(Decision d) {
  switch (d) {
  case Decision::Rewritten:
    return "Rewritten";
  case Decision::NotRewritten:
    return "NotRewritten";
  case Decision::NotLifted:
    return "NotLifted";
  case Decision::Suppressed:
    return "Suppressed";
  }
  return "";
}

/// The decision: the remark's text, with its reason or form, calls and cost ratio as keyed
/// arguments.
remarks::Remark decisionRemark(RemarkBuilder& b, const RemarkRecord& r) {
  remarks::Remark R = b.start(r.rewritten() ? remarks::Type::Passed : remarks::Type::Missed, r,
                              remarkName(r.What), r.At);
  b.arg(R, "String", r.Lead);
  b.arg(R, r.rewritten() ? "Form" : "Reason", r.Detail);
  b.arg(R, "String", r.Tail);
  if (!r.Calls.empty()) {
    b.arg(R, "String", "; calls: ");
    b.list(R, "Callee", r.Calls, ", ");
  }
  if (r.CostRatio) {
    b.arg(R, "String",
          r.rewritten() ? "; predicted cost ratio: "
                        : "; predicted cost ratio of the cheapest library form: ");
    b.arg(R, "CostRatio", ratioText(*r.CostRatio));
  }
  return R;
}

} // namespace

std::string ratioText(double ratio) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.3g", ratio);
  return Buf;
}

std::string remarksYaml(const std::vector<FileRecords>& files) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  remarks::YAMLRemarkSerializer Serializer(OS, remarks::SerializerMode::Standalone);
  RemarkBuilder B;
  for (const FileRecords& F : files)
    for (const RemarkRecord& R : F.Records) {
      Serializer.emit(decisionRemark(B, R));
      if (R.rewritten() && !R.Guard.empty()) {
        remarks::Remark G = B.start(remarks::Type::Analysis, R, "Guard", R.Begin);
        B.arg(G, "String", "the rewrite runs when ");
        B.list(G, "Condition", R.Guard, " && ");
        B.arg(G, "String", "; otherwise the original loops run");
        Serializer.emit(G);
      }
      if (!R.Explanation.empty()) {
        remarks::Remark E = B.start(remarks::Type::Analysis, R, "Costs", R.Begin);
        B.arg(E, "String", R.Explanation);
        Serializer.emit(E);
      }
    }
  OS.flush();
  return Out;
}

} // namespace liar::tool
