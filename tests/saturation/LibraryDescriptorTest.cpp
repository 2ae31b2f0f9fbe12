// The table of library functions is the only source of what the emitter prints: each routine's
// argument template matches the prototype its header declares (the LibTorch runtime's
// liar_torch.h, OpenBLAS's cblas.h), a row states every attribute its template reads, and
// docs/ir.md shows the table as liar-library prints it.
#include "saturation/Library.h"
#include "saturation/LibraryListing.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>
#include <sstream>

using namespace liar::ir;

namespace {

std::string slurp(const std::string& path) {
  std::ifstream In(path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

// The parameters of the prototype of `name` in `header`, or nullopt when it declares none.
std::optional<std::vector<std::string>> parameters(const std::string& header,
                                                   std::string_view name) {
  std::smatch M;
  std::regex Declaration("\\b" + std::string(name) + "\\s*\\(([^)]*)\\)");
  if (!std::regex_search(header, M, Declaration)) return std::nullopt;
  std::vector<std::string> Out;
  std::stringstream S(M[1].str());
  for (std::string P; std::getline(S, P, ',');)
    Out.push_back(P);
  return Out;
}

// Whether a declared parameter can take what the role prints: pointers for pointers, CBLAS's
// enumerations for its flags, a value otherwise.
bool fits(Role r, const std::string& declared) {
  auto Has = [&](const char* s) { return declared.find(s) != std::string::npos; };
  switch (r) {
  case Role::Pointer:
  case Role::RowPointer:
    return Has("*");
  case Role::Order:
    return Has("CBLAS_ORDER");
  case Role::Side:
    return Has("CBLAS_SIDE");
  case Role::Uplo:
    return Has("CBLAS_UPLO");
  case Role::Diag:
    return Has("CBLAS_DIAG");
  case Role::TransA:
  case Role::TransB:
    return Has("CBLAS_TRANSPOSE") || Has("int trans");
  default:
    return !Has("*") && !Has("enum");
  }
}

void expectPrototypes(const std::string& header, const Routine& r) {
  for (std::string_view Name : {r.Name.Single, r.Name.Double}) {
    std::optional<std::vector<std::string>> Declared = parameters(header, Name);
    ASSERT_TRUE(Declared) << Name << " is not declared";
    ASSERT_EQ(Declared->size(), r.Args.size()) << Name << "'s argument template";
    for (size_t I = 0; I < r.Args.size(); ++I)
      EXPECT_TRUE(fits(r.Args[I].R, (*Declared)[I]))
          << Name << "'s argument " << I << " is declared '" << (*Declared)[I] << "'";
  }
}

} // namespace

TEST(LibraryDescriptor, RuntimePrototypesMatchTheTemplates) {
  std::string Header = slurp(LIAR_RUNTIME_HEADER);
  ASSERT_FALSE(Header.empty());
  std::set<std::string> InTable;
  for (const LibraryFunction& F : libraryFunctions()) {
    if (F.Emit.Torch.empty()) continue;
    EXPECT_EQ(F.Emit.Torch.Need.Header, "<liar_torch.h>");
    expectPrototypes(Header, F.Emit.Torch);
    InTable.insert(std::string(F.Emit.Torch.Name.Single));
    InTable.insert(std::string(F.Emit.Torch.Name.Double));
  }
  // Every routine of the runtime is one the table calls (the thread-count calls aside).
  std::regex Routine(R"(\b(liar_torch_[a-z]+_[sd])\s*\()");
  for (auto It = std::sregex_iterator(Header.begin(), Header.end(), Routine);
       It != std::sregex_iterator(); ++It)
    EXPECT_TRUE(InTable.count((*It)[1].str())) << (*It)[1].str() << " is in no row of the table";
}

TEST(LibraryDescriptor, CblasPrototypesMatchTheTemplates) {
  std::string Header = slurp(LIAR_CBLAS_HEADER);
  ASSERT_FALSE(Header.empty()) << "OpenBLAS's cblas.h is not installed at " LIAR_CBLAS_HEADER;
  for (const LibraryFunction& F : libraryFunctions())
    if (F.Emit.Blas.Need.Header == "<cblas.h>") expectPrototypes(Header, F.Emit.Blas);
}

// The attributes a template reads are stated by the row (a side, a triangle), and an attribute a
// row states is read by its template (a unit diagonal by Diag): the row and the call agree. The
// template's arguments are the function's, and a scalar is one of them.
TEST(LibraryDescriptor, RowsStateWhatTheirTemplatesRead) {
  for (const LibraryFunction& F : libraryFunctions()) {
    bool ReadsDiagonal = false, ReadsSide = false;
    for (const Routine* R : {&F.Emit.Blas, &F.Emit.Torch})
      for (const Param& P : R->Args) {
        EXPECT_LT(P.Arg, F.Arity) << F.Name;
        EXPECT_LT(P.Alike, F.Arity) << F.Name;
        if (P.R == Role::Uplo || P.R == Role::UploLetter)
          EXPECT_NE(F.Emit.Uplo, Triangle::None) << F.Name;
        if (P.R == Role::Scalar) EXPECT_GE(P.Arg, 0) << F.Name << ": a scalar is an argument";
        ReadsDiagonal |= P.R == Role::Diag;
        ReadsSide |= P.R == Role::Side;
      }
    EXPECT_EQ(ReadsSide, F.Emit.On != Side::None) << F.Name;
    if (F.Emit.UnitDiagonal) EXPECT_TRUE(ReadsDiagonal) << F.Name;
  }
}

TEST(LibraryDescriptor, DocsShowTheTable) {
  std::string Docs = slurp(LIAR_DOCS_DIR "/ir.md");
  const std::string Begin = "<!-- liar-library --markdown: begin -->\n";
  const std::string End = "<!-- liar-library --markdown: end -->";
  size_t From = Docs.find(Begin), To = Docs.find(End);
  ASSERT_NE(From, std::string::npos);
  ASSERT_NE(To, std::string::npos);
  EXPECT_EQ(Docs.substr(From + Begin.size(), To - From - Begin.size()), libraryTableMarkdown())
      << "regenerate the table: liar-library --markdown";
}

TEST(LibraryDescriptor, NeedsListEveryRoutine) {
  std::string Needs = routineNeeds();
  EXPECT_NE(Needs.find("cblas_dgemm openblas <cblas.h>\n"), std::string::npos);
  EXPECT_NE(Needs.find("dpotrf_ openblas -\n"), std::string::npos);
  EXPECT_NE(Needs.find("liar_torch_mm_s torch <liar_torch.h>\n"), std::string::npos);
}

// The parameter names a target function's declaration reads (reference CBLAS's) name each
// template entry by its role: a pointer an upper-case letter, its increment `inc` and its
// leading dimension `ld` after it, the scalars alpha and beta, the flags by their kind.
TEST(LibraryDescriptor, ParameterNamesFollowTheRoles) {
  size_t Named = 0;
  for (const LibraryFunction& F : libraryFunctions()) {
    const Routine& R = F.Emit.Blas;
    if (R.ParamNames.empty()) continue;
    ++Named;
    std::vector<std::string> Names = parameterNames(R);
    ASSERT_EQ(Names.size(), R.Args.size()) << R.Name.Single;
    std::string Previous;
    for (size_t K = 0; K < Names.size(); ++K) {
      const std::string& N = Names[K];
      EXPECT_EQ(std::count(Names.begin(), Names.end(), N), 1) << R.Name.Single << " " << N;
      switch (R.Args[K].R) {
      case Role::Pointer:
        EXPECT_TRUE(N.size() == 1 && std::isupper(N[0])) << R.Name.Single << " " << N;
        break;
      case Role::Inc:
        EXPECT_EQ(N, "inc" + Previous) << R.Name.Single;
        break;
      case Role::Ld:
        EXPECT_EQ(N, "ld" + std::string(1, std::tolower(Previous[0]))) << R.Name.Single;
        break;
      case Role::Scalar:
        EXPECT_EQ(N, "alpha") << R.Name.Single;
        break;
      case Role::Beta:
        EXPECT_EQ(N, "beta") << R.Name.Single;
        break;
      case Role::Order:
        EXPECT_EQ(N, "Order") << R.Name.Single;
        break;
      case Role::TransA:
      case Role::TransB:
        EXPECT_EQ(N.rfind("Trans", 0), 0u) << R.Name.Single << " " << N;
        break;
      case Role::Uplo:
      case Role::Side:
      case Role::Diag:
        EXPECT_TRUE(N == "Uplo" || N == "Side" || N == "Diag") << R.Name.Single << " " << N;
        break;
      default:
        EXPECT_TRUE(N == "M" || N == "N" || N == "K") << R.Name.Single << " " << N;
      }
      Previous = N;
    }
    std::optional<NamedRoutine> Found = blasRoutineNamed(R.Name.Double);
    ASSERT_TRUE(Found) << R.Name.Double;
    EXPECT_EQ(Found->R->ParamNames, R.ParamNames);
    EXPECT_FALSE(Found->Single);
  }
  EXPECT_GE(Named, 14u);
  EXPECT_FALSE(blasRoutineNamed("cblas_zgemm"));
  EXPECT_TRUE(blasRoutineNamed("cblas_sdot")->Value);
  EXPECT_FALSE(blasRoutineNamed("cblas_sgemm")->Value);
}
