#include "TargetCheck.h"
#include "TextUtil.h"

#include "saturation/Library.h"

#include <algorithm>

namespace liar::tool {

namespace {

/// The first name of t's arguments and guard that is neither a parameter nor one of CBLAS's
/// enumerators (CblasRowMajor...), or "".
std::string unknownName(const TargetFunction& t, const std::vector<std::string>& params) {
  std::string Unknown;
  std::vector<std::string> Exprs = t.Args;
  Exprs.push_back(t.Guard);
  for (const std::string& E : Exprs)
    mapIdentifiers(E, [&](const std::string& name) {
      bool Known = std::find(params.begin(), params.end(), name) != params.end() ||
                   name.rfind("Cblas", 0) == 0 || name == "sizeof";
      if (!Known && Unknown.empty()) Unknown = name;
      return name;
    });
  return Unknown;
}

std::string whyNot(const TargetFunction& t) {
  std::optional<ir::NamedRoutine> R = ir::blasRoutineNamed(t.Routine);
  if (!R) {
    std::vector<std::string> Known;
    for (std::string_view N : ir::retargetableRoutines())
      Known.emplace_back(N);
    return "'" + t.Routine + "' is not a routine liar calls (" + joined(Known) + ")";
  }
  std::vector<std::string> Params = ir::parameterNames(*R->R);
  if (std::string Unknown = unknownName(t, Params); !Unknown.empty())
    return "'" + Unknown + "' is not a parameter of " + t.Routine + " (" + joined(Params) + ")";
  if (R->Value && !t.ReturnsValue)
    return "'" + t.Function + "' returns nothing, and a call of " + t.Routine + " is a value";
  return "";
}

} // namespace

std::vector<std::string> checkTargets(const std::vector<TargetFunction>& targets) {
  std::vector<std::string> Errors;
  for (const TargetFunction& T : targets)
    if (std::string Why = whyNot(T); !Why.empty())
      Errors.push_back(T.Where + ": error: target '" + T.Function + "' of '" + T.Routine +
                       "': " + Why);
  return Errors;
}

} // namespace liar::tool
