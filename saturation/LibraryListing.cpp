#include "LibraryListing.h"

#include "Library.h"

#include <algorithm>
#include <set>

namespace liar::ir {
namespace {

std::string code(std::string_view s) {
  return "`" + std::string(s) + "`";
}

// A code span in a table cell: GitHub's tables read `\|` inside one as `|`.
std::string cell(std::string_view s) {
  std::string Out;
  for (char C : s)
    Out += C == '|' ? std::string("\\|") : std::string(1, C);
  return code(Out);
}

std::string names(const Routine& r) {
  return r.empty() ? "–" : code(r.Name.Double) + ", " + code(r.Name.Single);
}

// The row's attributes its argument template reads.
std::string attributes(const Emission& e) {
  std::string Out;
  auto Add = [&](bool on, const char* what) {
    if (on) Out += (Out.empty() ? "" : ", ") + std::string(what);
  };
  Add(e.On == Side::Left, "left");
  Add(e.On == Side::Right, "right");
  Add(e.Uplo == Triangle::Lower, "lower");
  Add(e.Uplo == Triangle::Upper, "upper");
  Add(e.StrictTriangle, "strict");
  Add(e.TransA, "op(A) = Aᵀ");
  Add(e.TransB, "op(B) = Bᵀ");
  Add(e.UnitDiagonal, "unit diagonal");
  bool TakesBeta = std::any_of(e.Blas.Args.begin(), e.Blas.Args.end(),
                               [](const Param& p) { return p.R == Role::Beta; });
  Add(e.Beta < 0 && TakesBeta, "beta = 0");
  return Out.empty() ? "–" : Out;
}

} // namespace

std::string routineNeeds() {
  std::set<std::string> Lines;
  for (const LibraryFunction& F : libraryFunctions())
    for (const Routine* R : {&F.Emit.Blas, &F.Emit.Torch}) {
      if (R->empty()) continue;
      std::string Needs = " " + std::string(R->Need.Link) + " " +
                          (R->Need.Header.empty() ? "-" : std::string(R->Need.Header)) + "\n";
      Lines.insert(std::string(R->Name.Double) + Needs);
      Lines.insert(std::string(R->Name.Single) + Needs);
    }
  std::string Out;
  for (const std::string& L : Lines)
    Out += L;
  return Out;
}

std::string libraryTableMarkdown() {
  std::string Out = "| function | arity | value | attributes | BLAS | LibTorch runtime |\n"
                    "| --- | --- | --- | --- | --- | --- |\n";
  for (const LibraryFunction& F : libraryFunctions())
    Out += "| " + code(F.Name) + " | " + std::to_string(F.Arity) + " | " + cell(F.Meaning) + " | " +
           attributes(F.Emit) + " | " + names(F.Emit.Blas) + " | " + names(F.Emit.Torch) + " |\n";
  return Out;
}

} // namespace liar::ir
