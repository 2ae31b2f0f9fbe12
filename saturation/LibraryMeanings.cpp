#include "LibraryMeanings.h"

#include <cmath>
#include <stdexcept>
#include <vector>

namespace liar::ir::meaning {
namespace {

// ---- dense helpers over nested-array values ------------------------------------------------

struct Matrix {
  size_t Rows = 0, Cols = 0;
  std::vector<double> Data;
  double at(size_t i, size_t j) const { return Data[i * Cols + j]; }
};

std::vector<double> toVector(const Value& v) {
  if (!v.isArray()) throw std::runtime_error("library call expects a vector");
  std::vector<double> Out;
  Out.reserve(v.size());
  for (size_t I = 0; I < v.size(); ++I) {
    if (!v[I].isNum()) throw std::runtime_error("library call expects a vector of numbers");
    Out.push_back(v[I].Num);
  }
  return Out;
}

Matrix toMatrix(const Value& v, bool transposed) {
  if (!v.isArray() || v.size() == 0 || !v[0].isArray())
    throw std::runtime_error("library call expects a matrix");
  Matrix M{v.size(), v[0].size(), {}};
  for (size_t I = 0; I < M.Rows; ++I) {
    std::vector<double> Row = toVector(v[I]);
    if (Row.size() != M.Cols) throw std::runtime_error("library call expects a rectangular matrix");
    M.Data.insert(M.Data.end(), Row.begin(), Row.end());
  }
  if (!transposed) return M;
  Matrix T{M.Cols, M.Rows, std::vector<double>(M.Data.size())};
  for (size_t I = 0; I < M.Rows; ++I)
    for (size_t J = 0; J < M.Cols; ++J)
      T.Data[J * T.Cols + I] = M.at(I, J);
  return T;
}

Value fromVector(const std::vector<double>& v) {
  std::vector<Value> Elems;
  Elems.reserve(v.size());
  for (double X : v)
    Elems.push_back(Value::num(X));
  return Value::array(std::move(Elems));
}

Value fromMatrix(const Matrix& m) {
  std::vector<Value> Rows;
  for (size_t I = 0; I < m.Rows; ++I)
    Rows.push_back(fromVector({m.Data.begin() + I * m.Cols, m.Data.begin() + (I + 1) * m.Cols}));
  return Value::array(std::move(Rows));
}

void requireSize(size_t a, size_t b) {
  if (a != b) throw std::runtime_error("library call on arrays of mismatched sizes");
}

double num(const Value& v) {
  if (!v.isNum()) throw std::runtime_error("library call expects a scalar");
  return v.Num;
}

// Element-wise map over arrays of any rank (PyTorch's broadcasting is not needed here).
Value zipWith(const Value& a, const Value& b, double (*f)(double, double)) {
  if (a.isNum() && b.isNum()) return Value::num(f(a.Num, b.Num));
  if (!a.isArray() || !b.isArray())
    throw std::runtime_error("element-wise call on mismatched operands");
  requireSize(a.size(), b.size());
  std::vector<Value> Out;
  for (size_t I = 0; I < a.size(); ++I)
    Out.push_back(zipWith(a[I], b[I], f));
  return Value::array(std::move(Out));
}

Value scaleAll(double s, const Value& a) {
  if (a.isNum()) return Value::num(s * a.Num);
  std::vector<Value> Out;
  for (size_t I = 0; I < a.size(); ++I)
    Out.push_back(scaleAll(s, a[I]));
  return Value::array(std::move(Out));
}

double dotOf(const std::vector<double>& x, const std::vector<double>& y) {
  requireSize(x.size(), y.size());
  double S = 0;
  for (size_t I = 0; I < x.size(); ++I)
    S += x[I] * y[I];
  return S;
}

// y := a*op(A)*x + b*y
std::vector<double> gemvOf(double a, const Matrix& m, const std::vector<double>& x, double b,
                           const std::vector<double>* y) {
  requireSize(m.Cols, x.size());
  std::vector<double> Out(m.Rows);
  for (size_t I = 0; I < m.Rows; ++I) {
    double S = 0;
    for (size_t J = 0; J < m.Cols; ++J)
      S += m.at(I, J) * x[J];
    Out[I] = a * S + (y ? b * (*y)[I] : 0.0);
  }
  if (y) requireSize(y->size(), m.Rows);
  return Out;
}

Matrix gemmOf(double a, const Matrix& x, const Matrix& y, double b, const Matrix* c) {
  requireSize(x.Cols, y.Rows);
  Matrix Out{x.Rows, y.Cols, std::vector<double>(x.Rows * y.Cols)};
  if (c) {
    requireSize(c->Rows, Out.Rows);
    requireSize(c->Cols, Out.Cols);
  }
  for (size_t I = 0; I < Out.Rows; ++I)
    for (size_t J = 0; J < Out.Cols; ++J) {
      double S = 0;
      for (size_t K = 0; K < x.Cols; ++K)
        S += x.at(I, K) * y.at(K, J);
      Out.Data[I * Out.Cols + J] = a * S + (c ? b * c->at(I, J) : 0.0);
    }
  return Out;
}

// b*c as BLAS computes it: with b = 0, C is not read (a NaN or infinity there is overwritten).
double betaTimes(double b, double c) {
  return b == 0 ? 0 : b * c;
}

} // namespace

template <bool TA> Value evalGemv(std::span<const Value> a) {
  std::vector<double> Y = toVector(a[4]);
  return fromVector(gemvOf(num(a[0]), toMatrix(a[1], TA), toVector(a[2]), num(a[3]), &Y));
}

template <bool TA> Value evalGemv0(std::span<const Value> a) {
  return fromVector(gemvOf(num(a[0]), toMatrix(a[1], TA), toVector(a[2]), 0, nullptr));
}

template <bool TA, bool TB> Value evalGemm(std::span<const Value> a) {
  Matrix C = toMatrix(a[4], false);
  return fromMatrix(gemmOf(num(a[0]), toMatrix(a[1], TA), toMatrix(a[2], TB), num(a[3]), &C));
}

template <bool TA, bool TB> Value evalGemm0(std::span<const Value> a) {
  return fromMatrix(gemmOf(num(a[0]), toMatrix(a[1], TA), toMatrix(a[2], TB), 0, nullptr));
}

Value evalFill(std::span<const Value> a) {
  double N = num(a[0]);
  if (N < 0) throw std::runtime_error("fill of negative length");
  return Value::array(std::vector<Value>(static_cast<size_t>(N), Value::num(num(a[1]))));
}

Value evalCopy(std::span<const Value> a) {
  return a[0];
}

Value evalTranspose(std::span<const Value> a) {
  return fromMatrix(toMatrix(a[0], true));
}

// [r][q][...] -> [r*q][...]
Value evalJoin(std::span<const Value> a) {
  std::vector<Value> Out;
  for (size_t I = 0; I < a[0].size(); ++I)
    for (size_t J = 0; J < a[0][I].size(); ++J)
      Out.push_back(a[0][I][J]);
  return Value::array(std::move(Out));
}

// (split n A): [n*m][...] -> [n][m][...]
Value evalSplit(std::span<const Value> a) {
  size_t N = static_cast<size_t>(num(a[0]));
  const Value& A = a[1];
  if (N == 0 || A.size() % N != 0)
    throw std::runtime_error("split of an array whose length is not a multiple");
  size_t M = A.size() / N;
  std::vector<Value> Out;
  for (size_t I = 0; I < N; ++I)
    Out.push_back(Value::array({A.Elems->begin() + I * M, A.Elems->begin() + (I + 1) * M}));
  return Value::array(std::move(Out));
}

// (rowjoin A): each row of A joined, [r][q][p][...] -> [r][q*p][...]
Value evalRowJoin(std::span<const Value> a) {
  std::vector<Value> Out;
  for (size_t I = 0; I < a[0].size(); ++I)
    Out.push_back(evalJoin(std::span<const Value>(&a[0][I], 1)));
  return Value::array(std::move(Out));
}

// (rowsplit n A): each row of A split, [r][n*m][...] -> [r][n][m][...]
Value evalRowSplit(std::span<const Value> a) {
  std::vector<Value> Out;
  for (size_t I = 0; I < a[1].size(); ++I) {
    const Value Args[] = {a[0], a[1][I]};
    Out.push_back(evalSplit(Args));
  }
  return Value::array(std::move(Out));
}

// ---- triangular and symmetric BLAS (level 3) --------------------------------------------
// Each keeps what BLAS leaves untouched: the other triangle of C for syrk and syr2k.

// C := a*A*A^T + b*C on the triangle j <= i (Lower) or i <= j (upper), without the diagonal
// when Strict; the rest of C kept.
template <bool Lower, bool Strict> Value evalSyrk(std::span<const Value> a) {
  Matrix A = toMatrix(a[1], false), C = toMatrix(a[3], false);
  requireSize(C.Rows, A.Rows);
  requireSize(C.Cols, A.Rows);
  for (size_t I = 0; I < C.Rows; ++I)
    for (size_t J = 0; J < C.Cols; ++J)
      if ((Lower ? J <= I : I <= J) && !(Strict && I == J)) {
        double S = 0;
        for (size_t K = 0; K < A.Cols; ++K)
          S += A.at(I, K) * A.at(J, K);
        C.Data[I * C.Cols + J] = num(a[0]) * S + betaTimes(num(a[2]), C.at(I, J));
      }
  return fromMatrix(C);
}

// C := a*(A*B^T + B*A^T) + b*C on one triangle; the rest of C kept.
template <bool Lower> Value evalSyr2k(std::span<const Value> a) {
  Matrix A = toMatrix(a[1], false), B = toMatrix(a[2], false), C = toMatrix(a[4], false);
  requireSize(B.Rows, A.Rows);
  requireSize(B.Cols, A.Cols);
  requireSize(C.Rows, A.Rows);
  requireSize(C.Cols, A.Rows);
  for (size_t I = 0; I < C.Rows; ++I)
    for (size_t J = 0; J < C.Cols; ++J)
      if (Lower ? J <= I : I <= J) {
        double S = 0, T = 0;
        for (size_t K = 0; K < A.Cols; ++K) {
          S += A.at(I, K) * B.at(J, K);
          T += B.at(I, K) * A.at(J, K);
        }
        C.Data[I * C.Cols + J] = num(a[0]) * S + num(a[0]) * T + num(a[3]) * C.at(I, J);
      }
  return fromMatrix(C);
}

// C := a*S*B + b*C with S the symmetric m x m matrix whose lower triangle A stores (m = rows of
// B): S[i][k] = A[i][k] for k <= i, A[k][i] above. A's upper triangle is never read.
Value evalSymmLeftLower(std::span<const Value> a) {
  Matrix A = toMatrix(a[1], false), B = toMatrix(a[2], false), C = toMatrix(a[4], false);
  requireSize(C.Rows, B.Rows);
  requireSize(C.Cols, B.Cols);
  if (A.Rows < B.Rows || A.Cols < B.Rows) throw std::runtime_error("symm: A is smaller than m x m");
  Matrix Out = C;
  for (size_t I = 0; I < B.Rows; ++I)
    for (size_t J = 0; J < B.Cols; ++J) {
      double S = 0;
      for (size_t K = 0; K < B.Rows; ++K)
        S += (K <= I ? A.at(I, K) : A.at(K, I)) * B.at(K, J);
      Out.Data[I * Out.Cols + J] = num(a[0]) * S + num(a[3]) * C.at(I, J);
    }
  return fromMatrix(Out);
}

// B := a*U^T*B with U the unit lower triangular m x m matrix A stores below its diagonal
// (m = rows of B): B[i][j] := a*(B[i][j] + sum_{k > i} A[k][i]*B[k][j]). Neither A's diagonal
// nor its upper triangle is read.
Value evalTrmmLeftLowerTransUnit(std::span<const Value> a) {
  Matrix A = toMatrix(a[1], false), B = toMatrix(a[2], false);
  if (A.Rows < B.Rows || A.Cols < B.Rows) throw std::runtime_error("trmm: A is smaller than m x m");
  Matrix Out = B;
  for (size_t I = 0; I < B.Rows; ++I)
    for (size_t J = 0; J < B.Cols; ++J) {
      double S = B.at(I, J);
      for (size_t K = I + 1; K < B.Rows; ++K)
        S += A.at(K, I) * B.at(K, J);
      Out.Data[I * Out.Cols + J] = num(a[0]) * S;
    }
  return fromMatrix(Out);
}

namespace {

// The x of M*x = b (b given in x) by substitution in the loops' order: forward when M is lower
// triangular, x_i = (b_i - sum_{j<i} M_ij x_j) / M_ii, else back from the last row up with the
// sum over j > i; without the division when the diagonal is unit. M(i, j) reads one element.
template <class Element>
void substitute(std::vector<double>& x, bool lower, bool unit, const Element& M) {
  size_t N = x.size();
  for (size_t Step = 0; Step < N; ++Step) {
    size_t I = lower ? Step : N - 1 - Step;
    double S = x[I];
    for (size_t J = lower ? 0 : I + 1; J < (lower ? I : N); ++J)
      S -= M(I, J) * x[J];
    x[I] = unit ? S : S / M(I, I);
  }
}

} // namespace

Value solveTriangular(std::span<const Value> a, bool left, bool lower, bool trans, bool unit) {
  bool Scaled = a.size() == 3;
  Matrix A = toMatrix(a[Scaled ? 1 : 0], false);
  // op(A) and its triangle; a right-hand solve x*op(A) = b is op(A)^T*x = b.
  auto Op = [&](size_t i, size_t j) { return trans ? A.at(j, i) : A.at(i, j); };
  auto OpT = [&](size_t i, size_t j) { return Op(j, i); };
  bool OpLower = lower != trans;
  auto Fits = [&](size_t n) {
    if (A.Rows < n || A.Cols < n) throw std::runtime_error("triangular solve: A is too small");
  };
  if (!Scaled) {
    std::vector<double> X = toVector(a[1]);
    Fits(X.size());
    substitute(X, OpLower, unit, Op);
    return fromVector(X);
  }
  Matrix B = toMatrix(a[2], false);
  double Alpha = num(a[0]);
  Fits(left ? B.Rows : B.Cols);
  for (size_t Lane = 0; Lane < (left ? B.Cols : B.Rows); ++Lane) {
    auto At = [&](size_t k) -> double& {
      return left ? B.Data[k * B.Cols + Lane] : B.Data[Lane * B.Cols + k];
    };
    std::vector<double> X(left ? B.Rows : B.Cols);
    for (size_t K = 0; K < X.size(); ++K)
      X[K] = Alpha * At(K);
    if (left)
      substitute(X, OpLower, unit, Op);
    else
      substitute(X, !OpLower, unit, OpT);
    for (size_t K = 0; K < X.size(); ++K)
      At(K) = X[K];
  }
  return fromMatrix(B);
}

// Cholesky in place on the lower triangle, row by row as the textbook loops do (a negative
// pivot gives a NaN, as sqrt does in C); the strict upper triangle is returned as it was.
Value evalPotrfLower(std::span<const Value> a) {
  Matrix A = toMatrix(a[0], false);
  if (A.Rows != A.Cols) throw std::runtime_error("potrf: A is not square");
  size_t N = A.Rows;
  auto At = [&](size_t i, size_t j) -> double& { return A.Data[i * N + j]; };
  for (size_t I = 0; I < N; ++I) {
    for (size_t J = 0; J < I; ++J) {
      for (size_t K = 0; K < J; ++K)
        At(I, J) -= At(I, K) * At(J, K);
      At(I, J) /= At(J, J);
    }
    for (size_t K = 0; K < I; ++K)
      At(I, I) -= At(I, K) * At(I, K);
    At(I, I) = std::sqrt(At(I, I));
  }
  return fromMatrix(A);
}

Value evalDot(std::span<const Value> a) {
  return Value::num(dotOf(toVector(a[0]), toVector(a[1])));
}
// The Euclidean norm's value; BLAS computes it with scaling, so it differs from the plain sum
// of squares by rounding, and stays finite where the squares would overflow.
Value evalNrm2(std::span<const Value> a) {
  std::vector<double> X = toVector(a[0]);
  return Value::num(std::sqrt(dotOf(X, X)));
}
Value evalSum(std::span<const Value> a) {
  double S = 0;
  for (double X : toVector(a[0]))
    S += X;
  return Value::num(S);
}
Value evalAsum(std::span<const Value> a) {
  double S = 0;
  for (double X : toVector(a[0]))
    S += std::fabs(X);
  return Value::num(S);
}
Value evalAxpy(std::span<const Value> a) {
  return zipWith(scaleAll(num(a[0]), a[1]), a[2], [](double x, double y) { return x + y; });
}
Value evalScal(std::span<const Value> a) {
  return scaleAll(num(a[0]), a[1]);
}
Value evalAdd(std::span<const Value> a) {
  return zipWith(a[0], a[1], [](double x, double y) { return x + y; });
}
Value evalGer(std::span<const Value> a) {
  std::vector<double> X = toVector(a[1]), Y = toVector(a[2]);
  Matrix M = toMatrix(a[3], false);
  requireSize(M.Rows, X.size());
  requireSize(M.Cols, Y.size());
  for (size_t I = 0; I < M.Rows; ++I)
    for (size_t J = 0; J < M.Cols; ++J)
      M.Data[I * M.Cols + J] += num(a[0]) * X[I] * Y[J];
  return fromMatrix(M);
}
Value evalAddmm(std::span<const Value> a) {
  Matrix C = toMatrix(a[1], false);
  return fromMatrix(gemmOf(num(a[2]), toMatrix(a[3], false), toMatrix(a[4], false), num(a[0]), &C));
}
Value evalAddmv(std::span<const Value> a) {
  std::vector<double> Y = toVector(a[1]);
  return fromVector(gemvOf(num(a[2]), toMatrix(a[3], false), toVector(a[4]), num(a[0]), &Y));
}
Value evalMv(std::span<const Value> a) {
  return fromVector(gemvOf(1, toMatrix(a[0], false), toVector(a[1]), 0, nullptr));
}
Value evalMm(std::span<const Value> a) {
  return fromMatrix(gemmOf(1, toMatrix(a[0], false), toMatrix(a[1], false), 0, nullptr));
}

template Value evalGemv<false>(Args);
template Value evalGemv<true>(Args);
template Value evalGemv0<false>(Args);
template Value evalGemv0<true>(Args);
template Value evalGemm<false, false>(Args);
template Value evalGemm<false, true>(Args);
template Value evalGemm<true, false>(Args);
template Value evalGemm<true, true>(Args);
template Value evalGemm0<false, false>(Args);
template Value evalGemm0<false, true>(Args);
template Value evalGemm0<true, false>(Args);
template Value evalGemm0<true, true>(Args);
template Value evalSyrk<true, false>(Args);
template Value evalSyrk<false, false>(Args);
template Value evalSyrk<true, true>(Args);
template Value evalSyrk<false, true>(Args);
template Value evalSyr2k<true>(Args);
template Value evalSyr2k<false>(Args);

} // namespace liar::ir::meaning
