#include "GuardBuilder.h"

#include "TextUtil.h"

namespace liar::tool {
namespace {

using lifting::Binding;

/// The C spelling of an IR size term (`(- nn 1)` is `(nn - 1)`), "" for an operator C
/// spells otherwise. `pos` walks the text.
std::string cSize(const std::string& ir, size_t& pos) {
  while (pos < ir.size() && ir[pos] == ' ')
    ++pos;
  if (pos >= ir.size()) return "";
  if (ir[pos] != '(') {
    size_t End = ir.find_first_of(" )", pos);
    End = End == std::string::npos ? ir.size() : End;
    std::string Atom = ir.substr(pos, End - pos);
    pos = End;
    return Atom;
  }
  size_t OpEnd = ir.find(' ', ++pos);
  std::string Op = OpEnd == std::string::npos ? "" : ir.substr(pos, OpEnd - pos);
  pos = OpEnd;
  std::string A = cSize(ir, pos), B = cSize(ir, pos);
  while (pos < ir.size() && ir[pos] == ' ')
    ++pos;
  bool Closed = pos < ir.size() && ir[pos] == ')';
  ++pos;
  if (!Closed || A.empty() || B.empty() || (Op != "+" && Op != "-" && Op != "*")) return "";
  return "(" + A + " " + Op + " " + B + ")";
}

std::string cSize(const std::string& ir) {
  size_t Pos = 0;
  std::string C = cSize(ir, Pos);
  return Pos >= ir.size() ? C : "";
}

/// `sizeof` an element times the extents of `b`, or "" when one is unknown.
std::string byteSize(const Binding& b, ArrayRange range) {
  if (b.Dims.empty()) // a scalar passed by address, or one with static storage
    return b.Kind == lifting::DeclKind::PointerParam ? "sizeof(*" + b.CName + ")"
           : b.Kind == lifting::DeclKind::Global || b.Kind == lifting::DeclKind::AddressTaken
               ? "sizeof(" + b.CName + ")"
               : "";
  size_t Subscripts = range == ArrayRange::IrBox && b.Linearised ? 1 : b.Dims.size();
  std::string Size = "sizeof(" + b.CName;
  for (size_t I = 0; I < Subscripts; ++I)
    Size += "[0]";
  Size += ")";
  if (range == ArrayRange::Declared) {
    for (const std::string& D : b.Dims) {
      if (D.empty()) return "";
      Size += " * (" + D + ")";
    }
    return Size;
  }
  // The IR touches rows 0 .. IrDims[0]-1 of storage laid out with the declared row lengths;
  // a view starts at row Offsets[0] (counted from row 0, which over-approximates).
  for (size_t I = 0; I < b.IrDims.size(); ++I) {
    bool Declared = I > 0 && I < b.Dims.size() && !b.Dims[I].empty();
    std::string Extent = Declared ? b.Dims[I] : cSize(b.IrDims[I]);
    if (I == 0 && !b.Offsets.empty() && b.Offsets[0] != "0" && !Extent.empty())
      Extent = b.Offsets[0] + " + " + Extent;
    if (Extent.empty()) return "";
    Size += " * (" + Extent + ")";
  }
  return Size;
}

/// The address of the first byte of `b`, as an integer: comparing pointers into different
/// objects is undefined behaviour in C, comparing their uintptr_t values is not.
std::string firstByte(const Binding& b, ArrayRange range) {
  if (b.Dims.empty())
    return "(uintptr_t)" + std::string(b.Kind == lifting::DeclKind::PointerParam ? "" : "&") +
           b.CName;
  size_t Subscripts = range == ArrayRange::IrBox && b.Linearised ? 1 : b.Dims.size();
  std::string P = "(uintptr_t)&" + b.CName;
  for (size_t I = 0; I < Subscripts; ++I)
    P += "[0]";
  return P;
}

const Binding* find(const std::vector<Binding>& bindings, const std::string& name) {
  const Binding* Found = nullptr;
  for (const Binding& B : bindings)
    Found = B.CName == name ? &B : Found;
  return Found;
}

} // namespace

std::vector<Assumption> viewAssumptions(const std::vector<std::string>& conditions) {
  std::vector<Assumption> Out;
  for (const std::string& C : conditions)
    Out.push_back({AssumptionKind::View, C, ""});
  return Out;
}

std::vector<Assumption> liftingAssumptions(const lifting::Region& region) {
  std::vector<Assumption> Out;
  for (const std::string& C : region.Assumptions)
    Out.push_back({AssumptionKind::View, C, ""});
  return Out;
}

std::vector<Assumption>
aliasAssumptions(const std::vector<Binding>& bindings,
                 const std::vector<std::pair<std::string, std::string>>& mayAlias,
                 ArrayRange range) {
  std::vector<Assumption> Out;
  for (const auto& [NameA, NameB] : mayAlias) {
    const Binding *A = find(bindings, NameA), *B = find(bindings, NameB);
    if (!A || !B || !(A->Written || B->Written)) continue;
    std::string SA = byteSize(*A, range), SB = byteSize(*B, range);
    if (SA.empty() || SB.empty()) {
      Out.push_back({AssumptionKind::Alias, "",
                     "arrays '" + A->CName + "' and '" + B->CName +
                         "' may overlap and their extents are unknown (use --assume-no-alias)"});
      continue;
    }
    std::string PA = firstByte(*A, range), PB = firstByte(*B, range);
    Out.push_back(
        {AssumptionKind::Alias,
         "(" + PA + " + " + SA + " <= " + PB + " || " + PB + " + " + SB + " <= " + PA + ")", ""});
  }
  return Out;
}

Guard buildGuard(const std::vector<Assumption>& assumptions, bool assumeNoAlias) {
  Guard G;
  for (const Assumption& A : assumptions) {
    if (assumeNoAlias && A.Kind == AssumptionKind::Alias) continue;
    if (!A.Uncheckable.empty()) return {false, {}, {}, A.Uncheckable};
    appendNew(G.Conditions, {A.Guard});
    if (A.Kind == AssumptionKind::Alias) appendNew(G.Includes, {"<stdint.h>"});
  }
  return G;
}

} // namespace liar::tool
