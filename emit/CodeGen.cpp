#include "CodeGen.h"

#include "Emitter.h"

#include <algorithm>

namespace liar::emit {

namespace detail {

RegionCode Emitter::run() {
  for (const ir::Def& D : P.Defs)
    emitDef(D);
  Out.Includes.insert(Out.Includes.end(), LibraryHeaders.begin(), LibraryHeaders.end());
  if (UsesMalloc) Out.Includes.push_back("<stdlib.h>");
  std::vector<std::string> Once;
  for (const std::string& I : Out.Includes)
    if (std::find(Once.begin(), Once.end(), I) == Once.end()) Once.push_back(I);
  Out.Includes = Once;
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
