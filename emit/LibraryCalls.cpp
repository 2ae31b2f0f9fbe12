// BLAS calls (and the scalar calls of both libraries): each library function of the IR as
// its CBLAS call on views, updating the accumulated operand in place.
#include "Emitter.h"

namespace liar::emit::detail {

void Emitter::call(const std::string& name, const std::vector<std::string>& args) {
  std::string S = name + "(";
  for (size_t I = 0; I < args.size(); ++I)
    S += (I ? ", " : "") + args[I];
  line(S + ");");
  Out.Calls.push_back(name);
}

std::string Emitter::trans(bool t) const {
  return Lib == Library::Blas ? (t ? "CblasTrans" : "CblasNoTrans") : (t ? "1" : "0");
}

// Brings the accumulated operand into `dest` (unless it already is `dest`) and returns the
// view the call updates in place. When other operands read `dest`, works in a temporary.
View Emitter::accumulator(const View& dest, uint32_t acc, const std::vector<uint32_t>& others,
                          bool& viaTemp) {
  viaTemp = false;
  for (uint32_t O : others)
    viaTemp |= !dest.SymbolName.empty() && mentions(O, dest.SymbolName);
  View Target = viaTemp ? temporary(dest.Extents) : dest;
  if (acc != UINT32_MAX && !(isDestination(acc, dest) && !viaTemp)) into(Target, acc);
  return Target;
}

void Emitter::callInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  std::string F = ir::nameOf(N.Payload);
  checkOperandTypes(at);
  auto K = [&](int k) { return N.Kids[k]; };
  bool ViaTemp = false;
  View Target;
  std::string Pre = Lib == Library::Blas ? std::string("cblas_") + prefix() : "";
  if (F == "split") {
    into(joined(dest), K(1));
    return;
  }
  if (F.rfind("gemm", 0) == 0) {
    bool Zero = F[4] == '0';
    bool TA = F[Zero ? 6 : 5] == 't', TB = F[Zero ? 7 : 6] == 't';
    Target = accumulator(dest, Zero ? UINT32_MAX : K(4), {K(0), K(1), K(2)}, ViaTemp);
    View A = operand(K(1)), B = operand(K(2));
    std::string Kdim = TA ? A.Extents[0] : A.Extents[1];
    call(Pre + "gemm",
         {"CblasRowMajor", trans(TA != A.Transposed), trans(TB != B.Transposed), Target.Extents[0],
          Target.Extents[1], Kdim, scalar(K(0)), A.pointer(), A.ld(), B.pointer(), B.ld(),
          Zero ? constant({0, false}) : scalar(K(3)), Target.pointer(), Target.ld()});
  } else if (F.rfind("gemv", 0) == 0) {
    bool Zero = F[4] == '0';
    bool TA = F.back() == 't';
    Target = accumulator(dest, Zero ? UINT32_MAX : K(4), {K(0), K(1), K(2)}, ViaTemp);
    View A = operand(K(1)), X = operand(K(2));
    bool Stored = TA != A.Transposed;
    std::string Rows = A.Transposed ? A.Extents[1] : A.Extents[0];
    std::string Cols = A.Transposed ? A.Extents[0] : A.Extents[1];
    call(Pre + "gemv", {"CblasRowMajor", trans(Stored), Rows, Cols, scalar(K(0)), A.pointer(),
                        A.ld(), X.pointer(), X.Inc, Zero ? constant({0, false}) : scalar(K(3)),
                        Target.pointer(), Target.Inc});
  } else if (F == "axpy") {
    Target = accumulator(dest, K(2), {K(0), K(1)}, ViaTemp);
    View X = operand(K(1));
    call(Pre + "axpy",
         {Target.Extents[0], scalar(K(0)), X.pointer(), X.Inc, Target.pointer(), Target.Inc});
  } else if (F == "scal") {
    Target = accumulator(dest, K(1), {K(0)}, ViaTemp);
    call(Pre + "scal", {Target.Extents[0], scalar(K(0)), Target.pointer(), Target.Inc});
  } else if (F == "ger") {
    Target = accumulator(dest, K(3), {K(0), K(1), K(2)}, ViaTemp);
    View X = operand(K(1)), Y = operand(K(2));
    call(Pre + "ger", {"CblasRowMajor", Target.Extents[0], Target.Extents[1], scalar(K(0)),
                       X.pointer(), X.Inc, Y.pointer(), Y.Inc, Target.pointer(), Target.ld()});
  } else if (F == "memset" || F == "full") {
    if (Lib == Library::Torch) {
      call("liar_torch_full_" + std::string(1, prefix()),
           {dest.Extents[0], scalar(K(1)), dest.pointer()});
      return;
    }
    const Node& C = node(K(1));
    if (C.Kind == Op::Const && ir::constantOf(C.Payload).Value == 0 && dest.Zeros == 1) {
      // All-bits-zero is 0.0 in IEEE 754: the C library's memset is the idiom.
      Out.Includes.push_back("<string.h>");
      call("memset", {dest.pointer(), "0",
                      "sizeof(" + dest.element({"0"}) + ") * " + paren(dest.Extents[0])});
      return;
    }
    std::string I = fresh("i");
    line("for (long " + I + " = 0; " + I + " < " + dest.Extents[0] + "; " + I + "++)");
    line(Indent + dest.element({I}) + " = " + scalar(K(1)) + ";");
    return;
  } else if (Lib == Library::Torch) {
    torchInto(dest, at);
    return;
  } else if (F == "trsv_lnn" || F == "trsv_lnu") {
    Target = accumulator(dest, K(1), {K(0)}, ViaTemp);
    View L = operand(K(0));
    call(Pre + "trsv", {"CblasRowMajor", L.Transposed ? "CblasUpper" : "CblasLower",
                        trans(L.Transposed), F == "trsv_lnu" ? "CblasUnit" : "CblasNonUnit",
                        Target.Extents[0], L.pointer(), L.ld(), Target.pointer(), Target.Inc});
  } else if (F == "trsv_unn") {
    Target = accumulator(dest, K(1), {K(0)}, ViaTemp);
    View U = operand(K(0)); // a transposed view of a lower matrix is the upper one used
    call(Pre + "trsv",
         {"CblasRowMajor", U.Transposed ? "CblasLower" : "CblasUpper", trans(U.Transposed),
          "CblasNonUnit", Target.Extents[0], U.pointer(), U.ld(), Target.pointer(), Target.Inc});
  } else if (F == "potrf_l") {
    Target = accumulator(dest, K(0), {}, ViaTemp);
    potrfLower(Target);
  } else if (F.rfind("syr", 0) == 0 || F == "symm_ll" || F == "trmm_lltu") {
    triangularInto(dest, at);
    return;
  } else {
    throw Failure("no C form for library call '" + F + "'");
  }
  if (ViaTemp) copyInto(dest, Target);
}

// LAPACK's Cholesky of the row-major lower triangle (column-major 'U'). When it stops at a
// pivot that is not positive, the loops would go on through square roots of negatives: the
// matrix is restored from a copy and factored by the loops' own recurrence instead.
void Emitter::potrfLower(const View& A) {
  View Saved = temporary(A.Extents);
  copyInto(Saved, A);
  std::string P(1, prefix()), Info = fresh("info"), N = fresh("n"), Ld = fresh("ld");
  line("extern void " + P + "potrf_(const char *, const int *, " + ElemType +
       " *, const int *, int *, unsigned long);");
  line("const int " + N + " = " + A.Extents[0] + ", " + Ld + " = " + A.ld() + ";");
  line("int " + Info + " = 0;");
  call(P + "potrf_", {"\"U\"", "&" + N, A.pointer(), "&" + Ld, "&" + Info, "1"});
  line("if (" + Info + " != 0) {");
  ++Depth;
  copyInto(A, Saved);
  std::string I = fresh("i"), J = fresh("j"), K = fresh("k");
  auto At = [&](const std::string& r, const std::string& c) { return A.element({r, c}); };
  Out.Includes.push_back("<math.h>");
  line("for (long " + I + " = 0; " + I + " < " + N + "; " + I + "++) {");
  line(Indent + "for (long " + J + " = 0; " + J + " < " + I + "; " + J + "++) {");
  line(Indent + Indent + "for (long " + K + " = 0; " + K + " < " + J + "; " + K + "++)");
  line(Indent + Indent + Indent + At(I, J) + " -= " + At(I, K) + " * " + At(J, K) + ";");
  line(Indent + Indent + At(I, J) + " /= " + At(J, J) + ";");
  line(Indent + "}");
  line(Indent + "for (long " + K + " = 0; " + K + " < " + I + "; " + K + "++)");
  line(Indent + Indent + At(I, I) + " -= " + At(I, K) + " * " + At(I, K) + ";");
  line(Indent + At(I, I) + " = " + (ElemType == "float" ? "sqrtf(" : "sqrt(") + At(I, I) + ");");
  line("}");
  --Depth;
  line("}");
}

// syrk, syr2k, symm and trmm update one operand in place (C, or B for trmm); what BLAS does
// not touch (the other triangle of C) keeps the value the accumulated operand brought.
void Emitter::triangularInto(const View& dest, uint32_t at) {
  const Node& N = node(at);
  std::string F = ir::nameOf(N.Payload);
  auto K = [&](int k) { return N.Kids[k]; };
  std::string Pre = std::string("cblas_") + prefix();
  bool ViaTemp = false;
  if (F == "trmm_lltu") {
    View Target = accumulator(dest, K(2), {K(0), K(1)}, ViaTemp);
    View A = operand(K(1));
    // op(A) = A^T with A lower; a transposed view of A is an upper matrix used as it is.
    call(Pre + "trmm", {"CblasRowMajor", "CblasLeft", A.Transposed ? "CblasUpper" : "CblasLower",
                        trans(!A.Transposed), "CblasUnit", Target.Extents[0], Target.Extents[1],
                        scalar(K(0)), A.pointer(), A.ld(), Target.pointer(), Target.ld()});
    if (ViaTemp) copyInto(dest, Target);
    return;
  }
  if (F == "symm_ll") {
    View Target = accumulator(dest, K(4), {K(0), K(1), K(2), K(3)}, ViaTemp);
    View A = operand(K(1)), B = operand(K(2));
    if (B.Transposed) throw Failure("symm cannot read its right operand transposed");
    call(Pre + "symm", {"CblasRowMajor", "CblasLeft", A.Transposed ? "CblasUpper" : "CblasLower",
                        Target.Extents[0], Target.Extents[1], scalar(K(0)), A.pointer(), A.ld(),
                        B.pointer(), B.ld(), scalar(K(3)), Target.pointer(), Target.ld()});
    if (ViaTemp) copyInto(dest, Target);
    return;
  }
  bool Two = F.rfind("syr2k", 0) == 0;
  std::string Uplo = F.back() == 'l' ? "CblasLower" : "CblasUpper";
  int Acc = Two ? 4 : 3;
  std::vector<uint32_t> Others = {K(0), K(1), K(Acc - 1)};
  if (Two) Others.push_back(K(2));
  View Target = accumulator(dest, K(Acc), Others, ViaTemp);
  View A = operand(K(1));
  std::vector<std::string> Args = {"CblasRowMajor",   Uplo,         trans(A.Transposed),
                                   Target.Extents[0], A.Extents[1], scalar(K(0)),
                                   A.pointer(),       A.ld()};
  if (Two) {
    View B = operand(K(2));
    if (B.Transposed != A.Transposed) throw Failure("syr2k needs both operands stored alike");
    Args.push_back(B.pointer());
    Args.push_back(B.ld());
  }
  for (const std::string& S : {scalar(K(Acc - 1)), Target.pointer(), Target.ld()})
    Args.push_back(S);
  // The strict triangle (syrk_sl, syrk_su): BLAS also writes the diagonal, so the diagonal the
  // accumulated operand brought is saved before the call and put back after it.
  bool Strict = F == "syrk_sl" || F == "syrk_su";
  View Diagonal = Strict ? temporary({Target.Extents[0]}) : View{};
  if (Strict) copyDiagonal(Diagonal, Target);
  call(Pre + (Two ? "syr2k" : "syrk"), Args);
  if (Strict) copyDiagonal(Target, Diagonal);
  if (ViaTemp) copyInto(dest, Target);
}

// Copies the diagonal of an n x n matrix into a vector of n elements, or back (whichever of
// the two views has rank 1 is the vector).
void Emitter::copyDiagonal(const View& to, const View& from) {
  std::string I = fresh("i");
  auto At = [&](const View& v) {
    return v.Extents.size() == 1 ? v.element({I}) : v.element({I, I});
  };
  line("for (long " + I + " = 0; " + I + " < " + from.Extents[0] + "; " + I + "++)");
  line(Indent + At(to) + " = " + At(from) + ";");
}

std::string Emitter::scalarCall(uint32_t at) {
  const Node& N = node(at);
  checkOperandTypes(at);
  std::string F = ir::nameOf(N.Payload);
  std::string Name = Lib == Library::Blas ? std::string("cblas_") + prefix() + F : torch(F.c_str());
  if (F == "dot" && Lib == Library::Blas) {
    // A constant vector (the ones of a sum) is one element read with increment 0: no array
    // is allocated or filled.
    auto Vector = [&](uint32_t arg, std::string& n) -> std::string {
      const Node& A = node(arg);
      if (A.Kind == Op::Call && ir::nameOf(A.Payload) == "memset") {
        std::string C = fresh("c");
        DeclaredLocal = true;
        line("const " + ElemType + " " + C + " = " + scalar(A.Kids[1]) + ";");
        // Both vectors may be constant (a sum repeated by an outer loop): the count is then
        // the constant vector's length.
        if (n.empty()) n = scalar(A.Kids[0]);
        return "&" + C + ", 0";
      }
      View V = operand(arg);
      n = V.Extents[0];
      return V.pointer() + ", " + V.Inc;
    };
    std::string Count;
    std::string X = Vector(N.Kids[0], Count), Y = Vector(N.Kids[1], Count);
    Out.Calls.push_back(Name);
    return Name + "(" + Count + ", " + X + ", " + Y + ")";
  }
  if (F == "nrm2" && Lib == Library::Blas) {
    View X = operand(N.Kids[0]);
    Out.Calls.push_back(Name);
    return Name + "(" + X.Extents[0] + ", " + X.pointer() + ", " + X.Inc + ")";
  }
  if (F == "dot") {
    View X = operand(N.Kids[0]), Y = operand(N.Kids[1]);
    Out.Calls.push_back(Name);
    return Name + "(" + X.Extents[0] + ", " + X.pointer() + ", " + Y.pointer() + ")";
  }
  if (F == "sum" && Lib == Library::Torch) {
    View X = operand(N.Kids[0]);
    Out.Calls.push_back(Name);
    return Name + "(" + X.Extents[0] + ", " + X.pointer() + ")";
  }
  throw Failure("no C form for scalar library call '" + F + "'");
}

} // namespace liar::emit::detail
