// Extraction picks the cheapest representative under the target's cost model.
#include "saturation/Extract.h"
#include "saturation/Interner.h"
#include "saturation/Program.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace liar::ir;

namespace {

Term term(std::string_view text) {
  return *parseTerm(text).Value;
}

// An e-graph with length-N vectors x, y and an N x N matrix M, N = 1000.
struct Fixture {
  EGraph G;
  Fixture() {
    G.declareSymbol(internName("N"), {Shape::scalar(), 1000});
    ClassId N = G.addTerm(term("N"));
    G.declareSymbol(internName("x"), {Shape{true, {Dim{N, 1000}}}, NAN});
    G.declareSymbol(internName("y"), {Shape{true, {Dim{N, 1000}}}, NAN});
    G.declareSymbol(internName("M"), {Shape{true, {Dim{N, 1000}, Dim{N, 1000}}}, NAN});
  }
};

TEST(ExtractTest, PicksTheLibraryCallWhenCheaper) {
  Fixture F;
  ClassId Loop =
      F.G.addTerm(term("(ifold N 0.0 (lambda i (lambda a (+ a (* (index x i) (index y i))))))"));
  ClassId Call = F.G.addTerm(term("(dot x y)"));
  F.G.merge(Loop, Call);
  F.G.rebuild();
  Extractor E(F.G, CostModel{Library::Blas});
  EXPECT_EQ(printTerm(E.extract(Loop)), "(dot x y)");
}

TEST(ExtractTest, KeepsTheLoopWhenTheCallIsDearer) {
  Fixture F;
  // A transpose copy of an N x N matrix costs more than reading one element.
  ClassId Direct = F.G.addTerm(term("(index x 3)"));
  ClassId Costly = F.G.addTerm(term("(index (memset N 2.0) 3)"));
  F.G.merge(Direct, Costly);
  F.G.rebuild();
  Extractor E(F.G, CostModel{Library::Blas});
  EXPECT_EQ(printTerm(E.extract(Costly)), "(index x 3)");
}

TEST(ExtractTest, NeverPicksAFunctionTheTargetLacks) {
  Fixture F;
  // A matrix-vector product: BLAS has gemv, PyTorch has mv; neither may take the other's.
  ClassId Loop = F.G.addTerm(term("(build N (lambda i (ifold N 0.0 (lambda j (lambda a "
                                  "(+ a (* (index (index M i) j) (index x j))))))))"));
  ClassId Blas = F.G.addTerm(term("(gemv0_n 1.0 M x)"));
  ClassId Torch = F.G.addTerm(term("(mv M x)"));
  F.G.merge(Loop, Blas);
  F.G.merge(Loop, Torch);
  F.G.rebuild();
  EXPECT_EQ(printTerm(Extractor(F.G, CostModel{Library::Blas}).extract(Loop)), "(gemv0_n 1.0 M x)");
  EXPECT_EQ(printTerm(Extractor(F.G, CostModel{Library::Torch}).extract(Loop)), "(mv M x)");
}

TEST(ExtractTest, CostFollowsListingSixForLoops) {
  Fixture F;
  // build N f costs N * (cost(f) + 1) + 1; f = (lambda (index x #0)) costs 1 + 3.
  ClassId Copy = F.G.addTerm(term("(build N (lambda i (index x i)))"));
  F.G.rebuild();
  EXPECT_DOUBLE_EQ(Extractor(F.G, CostModel{Library::Blas}).cost(Copy), 1000 * (4 + 1) + 1);
}

TEST(ExtractTest, AnAccumulatedOperandOtherThanTheDestinationCostsACopy) {
  // `y = 2x + y` updates y in place; `z = 2x + y` first copies y into z: one more pass.
  Fixture F;
  ClassId Call = F.G.addTerm(term("(axpy 2.0 x y)"));
  F.G.rebuild();
  CostModel InPlace{Library::Blas}, Copied{Library::Blas}, Unknown{Library::Blas};
  InPlace.Destination = internName("y");
  Copied.Destination = internName("z");
  double Base = Extractor(F.G, InPlace).cost(Call);
  EXPECT_DOUBLE_EQ(Extractor(F.G, Unknown).cost(Call), Base);
  EXPECT_DOUBLE_EQ(Extractor(F.G, Copied).cost(Call), Base + 10 * 1000);
}

TEST(ExtractTest, OneFusedLoopBeatsACopyAndAnAxpy) {
  Fixture F;
  ClassId Loop = F.G.addTerm(term("(build N (lambda i (+ (index y i) (* 2.0 (index x i)))))"));
  ClassId Call = F.G.addTerm(term("(axpy 2.0 x y)"));
  F.G.merge(Loop, Call);
  F.G.rebuild();
  CostModel InPlace{Library::Blas}, Copied{Library::Blas};
  InPlace.Destination = internName("y");
  Copied.Destination = internName("z");
  EXPECT_EQ(printTerm(Extractor(F.G, InPlace).extract(Loop)), "(axpy 2.0 x y)");
  EXPECT_NE(printTerm(Extractor(F.G, Copied).extract(Loop)), "(axpy 2.0 x y)");
}

TEST(ExtractTest, TiesAreBrokenDeterministically) {
  std::string First;
  for (int Run = 0; Run < 3; ++Run) {
    Fixture F;
    ClassId A = F.G.addTerm(term("(+ (index x 1) (index y 1))"));
    ClassId B = F.G.addTerm(term("(+ (index y 1) (index x 1))"));
    F.G.merge(A, B);
    F.G.rebuild();
    std::string Got = printTerm(Extractor(F.G, CostModel{Library::Blas}).extract(A));
    if (Run == 0) First = Got;
    EXPECT_EQ(Got, First);
  }
}

// Of two groupings of the same cost, the loops' own wins whichever the fixed order prefers:
// (x1 * y1) * x2 and x1 * (y1 * x2) round differently.
TEST(ExtractTest, TiesGoToTheLoopsOwnNodes) {
  for (const char* Own : {"(* (* (index x 1) (index y 1)) (index x 2))",
                          "(* (index x 1) (* (index y 1) (index x 2)))"}) {
    Fixture F;
    ClassId A = F.G.addTerm(term("(* (* (index x 1) (index y 1)) (index x 2))"));
    ClassId B = F.G.addTerm(term("(* (index x 1) (* (index y 1) (index x 2)))"));
    F.G.merge(A, B);
    F.G.rebuild();
    EXPECT_EQ(
        printTerm(Extractor(F.G, CostModel{Library::Blas}, nodesIn(F.G, term(Own))).extract(A)),
        Own);
  }
}

TEST(ExtractTest, ElementFunctionsAreNeitherLibraryCallsNorFree) {
  Fixture F;
  ClassId Map = F.G.addTerm(term("(build N (lambda i (fn.tanhf (index x i))))"));
  ClassId Add = F.G.addTerm(term("(build N (lambda i (+ (index x i) 1.0)))"));
  F.G.rebuild();
  Extractor E(F.G, CostModel{Library::Blas});
  EXPECT_TRUE(libraryCalls(E.extract(Map)).empty());
  // Dearer than an addition per element, but finite: the loops stay a candidate.
  double CallCost = E.cost(Map), AddCost = E.cost(Add);
  EXPECT_TRUE(std::isfinite(CallCost));
  EXPECT_GT(CallCost, AddCost);
}

TEST(ExtractTest, LibraryCallsAreCountedInOrder) {
  auto Calls = libraryCalls(term("(gemm_nn 1.0 A (transpose B) 0.0 (gemm0_nn 1.0 A B))"));
  ASSERT_EQ(Calls.size(), 3u);
  EXPECT_EQ(Calls[0].first, "transpose");
  EXPECT_EQ(Calls[1].first, "gemm0_nn");
  EXPECT_EQ(Calls[2].first, "gemm_nn");
}

} // namespace
