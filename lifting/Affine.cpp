// Arithmetic and printing of affine expressions and conditions (ISL and IR syntax).
#include "poly/IslNames.h"
#include "lifting/Model.h"

#include <numeric>

namespace liar::lifting {

namespace {
std::string irInt(int64_t V) {
  return std::to_string(V);
}

// Builds a left-nested IR sum from signed terms so that `(- a b)` appears for negatives.
std::string irSum(const std::vector<std::pair<int64_t, std::string>>& Terms, int64_t Constant) {
  std::string Acc;
  for (const auto& [Coeff, Text] : Terms) {
    int64_t Mag = Coeff < 0 ? -Coeff : Coeff;
    std::string T = Mag == 1 ? Text : "(* " + irInt(Mag) + " " + Text + ")";
    if (Acc.empty())
      Acc = Coeff < 0 ? "(neg " + T + ")" : T;
    else
      Acc = std::string("(") + (Coeff < 0 ? "- " : "+ ") + Acc + " " + T + ")";
  }
  if (Acc.empty()) return irInt(Constant);
  if (Constant > 0) return "(+ " + Acc + " " + irInt(Constant) + ")";
  if (Constant < 0) return "(- " + Acc + " " + irInt(-Constant) + ")";
  return Acc;
}
} // namespace

Affine Affine::constant(int64_t C) {
  Affine A;
  A.Constant = C;
  return A;
}

Affine Affine::variable(const std::string& Name, bool IsIterator) {
  Affine A;
  Atom At;
  At.Isl = poly::islName(Name);
  At.Ir = Name;
  (IsIterator ? At.Iterators : At.Params).insert(Name);
  A.Terms[Name] = {1, At};
  return A;
}

Affine Affine::floorDiv(const Affine& Inner, int64_t Divisor, bool IsMod) {
  Affine A;
  Atom At;
  At.Isl = IsMod ? "((" + Inner.isl() + ") mod " + std::to_string(Divisor) + ")"
                 : "floor((" + Inner.isl() + ")/" + std::to_string(Divisor) + ")";
  At.Ir = std::string("(") + (IsMod ? "mod " : "/ ") + Inner.ir() + " " + irInt(Divisor) + ")";
  At.Iterators = Inner.iterators();
  At.Params = Inner.params();
  At.Inner = std::make_shared<Affine>(Inner);
  At.Divisor = Divisor;
  At.IsMod = IsMod;
  A.Terms[At.Isl] = {1, At};
  return A;
}

Affine Affine::operator+(const Affine& O) const {
  Affine R = *this;
  R.Constant += O.Constant;
  for (const auto& [Key, T] : O.Terms) {
    auto It = R.Terms.find(Key);
    if (It == R.Terms.end())
      R.Terms.emplace(Key, T);
    else if ((It->second.first += T.first) == 0)
      R.Terms.erase(It);
  }
  return R;
}

Affine Affine::scaled(int64_t F) const {
  Affine R;
  if (F == 0) return R;
  R.Constant = Constant * F;
  for (const auto& [Key, T] : Terms)
    R.Terms.emplace(Key, std::make_pair(T.first * F, T.second));
  return R;
}

int64_t Affine::content() const {
  int64_t G = Constant < 0 ? -Constant : Constant;
  for (const auto& [Key, T] : Terms)
    G = std::gcd(G, T.first < 0 ? -T.first : T.first);
  return G;
}

Affine Affine::divided(int64_t F) const {
  Affine R = *this;
  R.Constant /= F;
  for (auto& [Key, T] : R.Terms)
    T.first /= F;
  return R;
}

Affine Affine::operator-(const Affine& O) const {
  return *this + O.scaled(-1);
}

int64_t Affine::coefficient(const std::string& Var) const {
  auto It = Terms.find(Var);
  return It == Terms.end() || It->second.second.Inner ? 0 : It->second.first;
}

std::set<std::string> Affine::iterators() const {
  std::set<std::string> R;
  for (const auto& [Key, T] : Terms)
    R.insert(T.second.Iterators.begin(), T.second.Iterators.end());
  return R;
}

std::set<std::string> Affine::params() const {
  std::set<std::string> R;
  for (const auto& [Key, T] : Terms)
    R.insert(T.second.Params.begin(), T.second.Params.end());
  return R;
}

std::string Affine::isl() const {
  std::string S;
  for (const auto& [Key, T] : Terms) {
    if (!S.empty())
      S += T.first < 0 ? " - " : " + ";
    else if (T.first < 0)
      S += "-";
    int64_t Mag = T.first < 0 ? -T.first : T.first;
    S += (Mag == 1 ? "" : std::to_string(Mag) + "*") + T.second.Isl;
  }
  if (S.empty()) return std::to_string(Constant);
  if (Constant)
    S += (Constant < 0 ? " - " : " + ") + std::to_string(Constant < 0 ? -Constant : Constant);
  return S;
}

std::string Affine::ir(const std::map<std::string, std::string>& Rename) const {
  std::vector<std::pair<int64_t, std::string>> Ts;
  // Positive terms first so that sums read naturally: (- (+ a b) c).
  for (int Pass = 0; Pass < 2; ++Pass)
    for (const auto& [Key, T] : Terms) {
      if ((T.first > 0) != (Pass == 0)) continue;
      std::string Text = T.second.Ir;
      if (T.second.Inner)
        Text = std::string("(") + (T.second.IsMod ? "mod " : "/ ") + T.second.Inner->ir(Rename) +
               " " + irInt(T.second.Divisor) + ")";
      else if (auto It = Rename.find(Key); It != Rename.end())
        Text = It->second;
      Ts.push_back({T.first, Text});
    }
  return irSum(Ts, Constant);
}

Condition Condition::negated() const {
  Condition C = *this;
  switch (K) {
  case Compare:
    if (Op == "<") { // !(a < b) == b <= a
      C.Op = "<=";
      std::swap(C.Lhs, C.Rhs);
    } else if (Op == "<=") {
      C.Op = "<";
      std::swap(C.Lhs, C.Rhs);
    } else
      C.Op = Op == "==" ? "!=" : "==";
    return C;
  case And:
  case Or:
    C.K = K == And ? Or : And;
    for (Condition& P : C.Parts)
      P = P.negated();
    return C;
  }
  return C;
}

std::string Condition::isl() const {
  if (K == Compare) {
    if (Op == "!=")
      return "(" + Lhs.isl() + " < " + Rhs.isl() + " or " + Lhs.isl() + " > " + Rhs.isl() + ")";
    return "(" + Lhs.isl() + " " + (Op == "==" ? "=" : Op) + " " + Rhs.isl() + ")";
  }
  std::string S;
  for (const Condition& P : Parts)
    S += (S.empty() ? "" : (K == And ? " and " : " or ")) + P.isl();
  return "(" + S + ")";
}

std::string Condition::ir(const std::map<std::string, std::string>& Rename) const {
  if (K == Compare) return "(" + Op + " " + Lhs.ir(Rename) + " " + Rhs.ir(Rename) + ")";
  std::string S = Parts.front().ir(Rename);
  for (size_t I = 1; I < Parts.size(); ++I)
    S = std::string("(") + (K == And ? "and " : "or ") + S + " " + Parts[I].ir(Rename) + ")";
  return S;
}

} // namespace liar::lifting
