#include "CodeGen.h"

#include "Emitter.h"

#include <algorithm>

namespace liar::emit {

namespace detail {

RegionCode Emitter::run() {
  for (const ir::Def& D : P.Defs)
    emitDef(D);
  // The headers and links of the routines a call prints, first use first.
  for (const std::string& Called : Out.Calls)
    if (auto It = RoutineNeeds.find(Called); It != RoutineNeeds.end()) {
      if (!It->second.Header.empty()) Out.Includes.emplace_back(It->second.Header);
      if (!It->second.Link.empty()) Out.Links.emplace_back(It->second.Link);
    }
  if (UsesMalloc) Out.Includes.push_back("<stdlib.h>");
  auto Once = [](std::vector<std::string>& list) {
    std::vector<std::string> Kept;
    for (const std::string& I : list)
      if (std::find(Kept.begin(), Kept.end(), I) == Kept.end()) Kept.push_back(I);
    list = std::move(Kept);
  };
  Once(Out.Includes);
  Once(Out.Links);
  return Out;
}

} // namespace detail

std::vector<std::string> temporaryDeclarations(const std::vector<Temporary>& temporaries) {
  std::vector<std::string> Out;
  for (const Temporary& T : temporaries)
    Out.push_back(T.Declaration + " = NULL;");
  return Out;
}

std::vector<std::string> temporaryAllocations(const std::vector<Temporary>& temporaries) {
  std::vector<std::string> Out;
  for (const Temporary& T : temporaries)
    Out.push_back(T.Name + " = malloc(" + T.Bytes + ");");
  return Out;
}

std::vector<std::string> temporaryFrees(const std::vector<Temporary>& temporaries) {
  std::vector<std::string> Out;
  for (const Temporary& T : temporaries)
    Out.push_back("free(" + T.Name + ");");
  return Out;
}

EmitResult emitProgram(const ir::Program& program, const std::map<std::string, Variable>& vars,
                       Library library, const std::string& indent, bool parallelLoops,
                       const std::vector<TargetFunction>& targets) {
  EmitResult R;
  try {
    R.Code = detail::Emitter(program, vars, library, indent, parallelLoops, targets).run();
    R.Ok = true;
  } catch (const detail::Failure& E) {
    R.Reason = E.what();
  }
  return R;
}

} // namespace liar::emit
