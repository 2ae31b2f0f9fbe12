#include "GuardBuilder.h"

#include "SizeText.h"
#include "TextUtil.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>

namespace liar::tool {
namespace {

using lifting::Binding;

/// The bytes from the storage's first element to the last element of a strided view (its
/// first element's position in the storage, then n - 1 steps), or "" when one is unknown.
std::string stridedByteSize(const Binding& b, const std::string& element) {
  std::string N = b.IrDims.size() == 1 ? cSize(b.IrDims[0]) : "";
  if (N.empty()) return "";
  std::string First;
  for (size_t I = 0; I < b.Offsets.size(); ++I) {
    std::string Term = "(size_t)" + grouped(b.Offsets[I]);
    for (size_t J = I + 1; J < b.Dims.size(); ++J) {
      if (b.Dims[J].empty()) return "";
      Term += " * (size_t)" + grouped(b.Dims[J]);
    }
    First += b.Offsets[I] == "0" ? "" : Term + " + "; // a term of 0 bytes says nothing
  }
  return element + " * (" + First + "((size_t)" + grouped(N) + " - 1) * (size_t)" +
         grouped(b.Step) + " + 1)";
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
  if (range == ArrayRange::IrBox && !b.Step.empty()) return stridedByteSize(b, Size);
  if (range == ArrayRange::Declared) {
    for (const std::string& D : b.Dims) {
      if (D.empty()) return "";
      Size += " * " + grouped(D);
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
    Size += " * " + grouped(Extent);
  }
  return Size;
}

/// The address of `b`'s first element (of a scalar: the scalar).
std::string firstElement(const Binding& b, ArrayRange range) {
  if (b.Dims.empty()) return (b.Kind == lifting::DeclKind::PointerParam ? "" : "&") + b.CName;
  size_t Subscripts = range == ArrayRange::IrBox && b.Linearised ? 1 : b.Dims.size();
  std::string P = "&" + b.CName;
  for (size_t I = 0; I < Subscripts; ++I)
    P += "[0]";
  return P;
}

/// `&b[0]...[0]` for the C subscripts of `b`, and the element that address points to.
std::string baseElement(const Binding& b) {
  std::string E = b.CName;
  for (size_t I = 0; I < (b.Linearised ? 1 : b.Dims.size()); ++I)
    E += "[0]";
  return E;
}

/// The element at subscripts `at` (C expressions) as an offset from the array's element 0 in
/// `uintptr_t` (no signed overflow; a negative subscript wraps, which the byte comparison
/// undoes), rows laid out with the declared row lengths: "" for element 0, nullopt when a row
/// length is unknown.
std::optional<std::string> elementOffset(const Binding& b, const std::vector<std::string>& at) {
  std::string Offset;
  for (size_t K = 0; K < at.size(); ++K) {
    if (at[K] == "0") continue;
    std::string Term = "(uintptr_t)" + grouped(at[K]);
    for (size_t L = K + 1; L < b.Dims.size(); ++L) {
      if (b.Dims[L].empty()) return std::nullopt;
      Term += " * " + grouped(b.Dims[L]);
    }
    Offset += (Offset.empty() ? "" : " + ") + Term;
  }
  return Offset;
}

/// The bytes an array spans, as the overlap helpers take them: from the address Base, the byte
/// offsets First and End (one past the last byte). Offsets are `uintptr_t` arithmetic, so that
/// an address before Base wraps around and compares as it should.
struct Span {
  std::string Base, First, End;
};

/// The span from the element at subscripts `first` to the one before `end`, where `end` is
/// `last` with its last subscript plus one.
std::optional<Span> spanBetween(const Binding& b, const std::vector<std::string>& first,
                                const std::vector<std::string>& end) {
  std::optional<std::string> From = elementOffset(b, first), To = elementOffset(b, end);
  if (!From || !To) return std::nullopt;
  std::string Size = "sizeof(" + baseElement(b) + ")";
  auto Bytes = [&](const std::string& Offset) {
    return Offset.empty() ? "0" : Size + " * " + grouped(Offset);
  };
  return Span{"&" + baseElement(b), Bytes(*From), Bytes(*To)};
}

/// The span of the IR's view of `b` from its offsets (the emitted calls address nothing
/// before them); nullopt for a view at element 0, whose whole rows byteSize counts, and for a
/// strided view, whose elements lie a step apart (byteSize counts up to its last).
std::optional<Span> viewSpan(const Binding& b) {
  bool AtOrigin = true;
  for (const std::string& O : b.Offsets)
    AtOrigin &= O == "0";
  if (AtOrigin || !b.Step.empty() || b.Offsets.size() != b.IrDims.size()) return std::nullopt;
  std::vector<std::string> First, End;
  for (size_t K = 0; K < b.IrDims.size(); ++K) {
    std::string Extent = cSize(b.IrDims[K]);
    if (Extent.empty()) return std::nullopt;
    First.push_back(b.Offsets[K]);
    bool Last = K + 1 == b.IrDims.size();
    End.push_back("(" + b.Offsets[K] + ") + (" + Extent + ")" + (Last ? "" : " - 1"));
  }
  return spanBetween(b, First, End);
}

/// The span of the elements the statements access, from their box.
std::optional<Span> accessedSpan(const Binding& b,
                                 const std::map<std::string, poly::AccessBox>& boxes) {
  auto It = boxes.find(b.CName);
  if (b.Dims.empty() || It == boxes.end() || It->second.Lower.size() != b.Dims.size())
    return std::nullopt;
  std::vector<std::string> End = It->second.Upper;
  End.back() = It->second.End.back();
  return spanBetween(b, It->second.Lower, End);
}

/// The span of `b` for `range`, or nullopt when its extents are unknown.
std::optional<Span> span(const Binding& b, ArrayRange range,
                         const std::map<std::string, poly::AccessBox>& boxes) {
  if (b.Gathered) range = ArrayRange::Declared; // any element may be read
  if (range == ArrayRange::IrBox)
    if (std::optional<Span> V = viewSpan(b)) return V;
  if (range == ArrayRange::Accessed) {
    if (std::optional<Span> A = accessedSpan(b, boxes)) return A;
    range = ArrayRange::Declared;
  }
  std::string Size = byteSize(b, range);
  if (Size.empty()) return std::nullopt;
  return Span{firstElement(b, range), "0", Size};
}

const Binding* find(const std::vector<Binding>& bindings, const std::string& name) {
  const Binding* Found = nullptr;
  for (const Binding& B : bindings)
    Found = B.CName == name ? &B : Found;
  return Found;
}

/// A C identifier made of `name` (a field path `s->A` becomes `s__A`).
std::string identifierOf(const std::string& name) {
  std::string Id;
  for (char C : name)
    Id += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  return Id;
}

/// The rows and columns of a row-pointer matrix the statements touch, as C: rows [first, end)
/// and columns [0, columns) (from column 0, which over-approximates); nullopt when unknown.
struct RowBox {
  std::string FirstRow, EndRow, Columns;
};
std::optional<RowBox> rowBox(const Binding& b,
                             const std::map<std::string, poly::AccessBox>& boxes) {
  auto It = boxes.find(b.CName);
  if (It != boxes.end() && It->second.Lower.size() == 2)
    return RowBox{It->second.Lower[0], grouped(It->second.Upper[0]) + " + 1", It->second.End[1]};
  if (b.IrDims.size() != 2) return std::nullopt;
  std::string Rows = cSize(b.IrDims[0]), Columns = cSize(b.IrDims[1]);
  if (Rows.empty() || Columns.empty()) return std::nullopt;
  if (b.Offsets.size() != 2) return RowBox{"0", Rows, Columns};
  return RowBox{b.Offsets[0], "(" + b.Offsets[0] + ") + " + Rows,
                "(" + b.Offsets[1] + ") + " + Columns};
}

/// The scan of a row-pointer matrix's rows, before the guard: the lowest row address, the end of
/// the highest row, and for a written matrix whether each row starts after every earlier one
/// ends (rows that do not overlap). Nothing is read when no column is touched.
std::string rowScan(const Binding& b, const RowBox& box) {
  std::string Id = identifierOf(b.CName), Row = "liar_row_" + Id, Lo = "liar_lo_" + Id,
              Hi = "liar_hi_" + Id, Ok = "liar_rows_" + Id;
  std::string End = Row + " + sizeof(" + b.CName + "[0][0]) * " + grouped(box.Columns);
  return "uintptr_t " + Lo + " = UINTPTR_MAX, " + Hi + " = 0;\n" +
         (b.Written ? "int " + Ok + " = 1;\n" : "") + "for (long liar_r = " + box.FirstRow +
         "; liar_r < " + box.EndRow + " && " + grouped(box.Columns) + " > 0; ++liar_r) {\n" +
         "  uintptr_t " + Row + " = (uintptr_t)" + b.CName + "[liar_r];\n" +
         (b.Written ? "  " + Ok + " &= " + Row + " >= " + Hi + ";\n" : "") + "  if (" + Row +
         " < " + Lo + ") " + Lo + " = " + Row + ";\n" + "  if (" + End + " > " + Hi + ") " + Hi +
         " = " + End + ";\n}";
}

/// A written array of character type: its stores may change any object, row pointers too.
const Binding* characterStore(const std::vector<Binding>& bindings) {
  for (const Binding& B : bindings)
    if (B.Written && B.ElementType.find("char") != std::string::npos) return &B;
  return nullptr;
}

/// That the region's stores leave every row pointer as it is (C's effective-type rules let a
/// store of an arithmetic type other than a character type not change a pointer), and that the
/// rows of a written row-pointer matrix do not overlap each other.
std::vector<Assumption> rowAssumptions(const std::vector<Binding>& bindings,
                                       const std::map<std::string, poly::AccessBox>& boxes) {
  std::vector<Assumption> Out;
  const Binding* Character = characterStore(bindings);
  for (const Binding& B : bindings) {
    if (!rowPointerMatrix(B)) continue;
    if (Character)
      Out.push_back({AssumptionKind::View, "",
                     "the stores to '" + Character->CName +
                         "' (character type) may change the row pointers of '" + B.CName + "'"});
    if (!B.Written) continue;
    std::optional<RowBox> Box = rowBox(B, boxes);
    if (!Box)
      Out.push_back({AssumptionKind::Alias, "",
                     "the rows of '" + B.CName + "' may overlap and their length is unknown"});
    else
      Out.push_back(
          {AssumptionKind::Alias, "liar_rows_" + identifierOf(B.CName), "", rowScan(B, *Box)});
  }
  return Out;
}

/// The span of a row-pointer matrix: from its lowest row to the end of its highest, computed by
/// its scan (the setup of the guard).
std::optional<Span> rowSpan(const Binding& b, const std::map<std::string, poly::AccessBox>& boxes,
                            std::string& setup) {
  std::optional<RowBox> Box = rowBox(b, boxes);
  if (!Box) return std::nullopt;
  setup = rowScan(b, *Box);
  std::string Id = identifierOf(b.CName);
  return Span{"0", "liar_lo_" + Id, "liar_hi_" + Id}; // addresses: offsets from address 0
}

/// Whether `condition` calls a guard helper.
bool callsGuardHelper(const std::string& condition) {
  return mentionsIdentifier(condition, "liar_disjoint") ||
         mentionsIdentifier(condition, "liar_disjoint_at") ||
         mentionsIdentifier(condition, "liar_fits_int");
}

/// Whether `before`, tested ahead of `condition`, may be what makes evaluating `condition` safe:
/// anything but an overlap test (which reads addresses only) and a null test of a pointer
/// `condition` does not read.
bool mayGuardEvaluation(const std::string& before, const std::string& condition) {
  if (before.rfind("liar_disjoint", 0) == 0 || before.rfind("liar_rows_", 0) == 0) return false;
  static const std::regex NullTest(R"(^(\w+) [=!]= 0$)");
  std::smatch M;
  return !std::regex_match(before, M, NullTest) || mentionsIdentifier(condition, M[1]);
}

/// The overlap test of two spans: `liar_disjoint` for spans from their base addresses.
std::string disjointCheck(const Span& a, const Span& b) {
  if (a.First == "0" && b.First == "0")
    return "liar_disjoint(" + a.Base + ", " + a.End + ", " + b.Base + ", " + b.End + ")";
  return "liar_disjoint_at(" + a.Base + ", " + a.First + ", " + a.End + ", " + b.Base + ", " +
         b.First + ", " + b.End + ")";
}

} // namespace

bool rowPointerMatrix(const Binding& b) {
  return !b.Linearised && b.Dims.size() == 2 && b.Dims[1].empty();
}

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
                 const std::vector<std::pair<std::string, std::string>>& mayAlias, ArrayRange range,
                 const std::map<std::string, poly::AccessBox>& boxes) {
  std::vector<Assumption> Out = rowAssumptions(bindings, boxes);
  for (const auto& [NameA, NameB] : mayAlias) {
    const Binding *A = find(bindings, NameA), *B = find(bindings, NameB);
    if (!A || !B || !(A->Written || B->Written)) continue;
    std::string SetupA, SetupB;
    std::optional<Span> SA = rowPointerMatrix(*A) ? rowSpan(*A, boxes, SetupA)
                                                  : span(*A, range, boxes),
                        SB = rowPointerMatrix(*B) ? rowSpan(*B, boxes, SetupB)
                                                  : span(*B, range, boxes);
    if (!SA || !SB) {
      Out.push_back({AssumptionKind::Alias, "",
                     "arrays '" + A->CName + "' and '" + B->CName +
                         "' may overlap and their extents are unknown (use --assume-no-alias)"});
      continue;
    }
    for (const std::string& Setup : {SetupA, SetupB})
      if (!Setup.empty()) Out.push_back({AssumptionKind::Alias, "", "", Setup});
    Out.push_back({AssumptionKind::Alias, disjointCheck(*SA, *SB), ""});
  }
  return Out;
}

Guard buildGuard(const std::vector<Assumption>& assumptions, bool assumeNoAlias) {
  Guard G;
  for (const Assumption& A : assumptions) {
    if (assumeNoAlias && A.Kind == AssumptionKind::Alias) continue;
    if (!A.Uncheckable.empty()) return {false, {}, {}, A.Uncheckable};
    if (!A.Setup.empty()) appendNew(G.Setup, {A.Setup});
    if (!A.Guard.empty()) appendNew(G.Conditions, {A.Guard});
    // The helpers' definitions bring <stdint.h> too, which a row scan's setup needs.
    if (callsGuardHelper(A.Guard) || !A.Setup.empty()) appendNew(G.Includes, {GuardHelpers});
  }
  return G;
}

// The helpers' definitions. Every name is liar's (NameClash checks the file uses none), or a
// standard one, or reserved (`__inline__`, `__unused__`): no macro of the user's can change
// them. `__unused__` keeps clang quiet about a helper a file does not call.
const std::string& guardHelpers() {
  static const std::string Text = R"(/* liar: guard helpers */
#ifndef LIAR_GUARDS_H
#define LIAR_GUARDS_H
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
/* Whether the bytes [a, a + a_bytes) and [b, b + b_bytes) are apart, compared as integers:
   comparing pointers into different objects is undefined behaviour. */
static __inline__ __attribute__((__unused__)) int
liar_disjoint(const void *liar_a, size_t liar_a_bytes, const void *liar_b, size_t liar_b_bytes) {
  return (uintptr_t)liar_a + liar_a_bytes <= (uintptr_t)liar_b ||
         (uintptr_t)liar_b + liar_b_bytes <= (uintptr_t)liar_a;
}
/* The same for the bytes from offset first to offset end of a and of b (a null base: the
   offsets are addresses, the range a scan of row pointers found). */
static __inline__ __attribute__((__unused__)) int
liar_disjoint_at(const void *liar_a, uintptr_t liar_a_first, uintptr_t liar_a_end,
                 const void *liar_b, uintptr_t liar_b_first, uintptr_t liar_b_end) {
  return (uintptr_t)liar_a + liar_a_end <= (uintptr_t)liar_b + liar_b_first ||
         (uintptr_t)liar_b + liar_b_end <= (uintptr_t)liar_a + liar_a_first;
}
/* Whether a size fits BLAS's int (a negative one converts to a huge one and does not). */
static __inline__ __attribute__((__unused__)) int liar_fits_int(uintmax_t liar_n) {
  return liar_n <= INT_MAX;
}
#endif
/* liar: end */
)";
  return Text;
}

std::vector<std::string> sharedConditions(const std::vector<std::string>& first,
                                          const std::vector<std::string>& second) {
  std::vector<std::string> Shared;
  for (const std::string& C : first) {
    auto At = std::find(second.begin(), second.end(), C);
    if (At == second.end()) continue;
    if (std::all_of(second.begin(), At, [&](const std::string& Before) {
          return std::find(Shared.begin(), Shared.end(), Before) != Shared.end() ||
                 !mayGuardEvaluation(Before, C);
        }))
      Shared.push_back(C);
  }
  return Shared;
}

} // namespace liar::tool
