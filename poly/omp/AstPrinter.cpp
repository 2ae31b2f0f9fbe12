#include "poly/omp/AstPrinter.h"

#include "poly/IslNames.h"

#include <cstdio>
#include <cstdlib>

namespace liar::poly::omp {

namespace {

std::string idName(const isl::Id& Id) {
  // Parameters spelled like ISL keywords come back with the prefix that kept ISL parsing.
  return fromIslName(isl_id_get_name(Id.get()));
}

/// True if N contains a `for` loop (then N is not an innermost loop body).
bool containsFor(const isl::AstNode& N) {
  switch (isl_ast_node_get_type(N.get())) {
  case isl_ast_node_for:
    return true;
  case isl_ast_node_if:
    return containsFor(isl::AstNode(isl_ast_node_if_get_then_node(N.get()))) ||
           (isl_ast_node_if_has_else_node(N.get()) == isl_bool_true &&
            containsFor(isl::AstNode(isl_ast_node_if_get_else_node(N.get()))));
  case isl_ast_node_block: {
    isl::AstNodeList L(isl_ast_node_block_get_children(N.get()));
    bool R = false;
    for (int I = 0, E = isl_ast_node_list_n_ast_node(L.get()); I < E && !R; ++I)
      R = containsFor(isl::AstNode(isl_ast_node_list_get_ast_node(L.get(), I)));
    return R;
  }
  case isl_ast_node_mark:
    return containsFor(isl::AstNode(isl_ast_node_mark_get_node(N.get())));
  default:
    return false;
  }
}

/// Operand I of the operation E.
isl::AstExpr arg(const isl::AstExpr& E, int I) {
  return isl::AstExpr(isl_ast_expr_op_get_arg(E.get(), I));
}

const char* binaryOp(isl_ast_expr_op_type T) {
  switch (T) {
  case isl_ast_expr_op_and:
  case isl_ast_expr_op_and_then:
    return "&&";
  case isl_ast_expr_op_or:
  case isl_ast_expr_op_or_else:
    return "||";
  case isl_ast_expr_op_add:
    return "+";
  case isl_ast_expr_op_sub:
    return "-";
  case isl_ast_expr_op_mul:
    return "*";
  case isl_ast_expr_op_div:
  case isl_ast_expr_op_pdiv_q: // both operands known non-negative: C division is exact
    return "/";
  case isl_ast_expr_op_pdiv_r:
  case isl_ast_expr_op_zdiv_r:
    return "%";
  case isl_ast_expr_op_eq:
    return "==";
  case isl_ast_expr_op_le:
    return "<=";
  case isl_ast_expr_op_lt:
    return "<";
  case isl_ast_expr_op_ge:
    return ">=";
  case isl_ast_expr_op_gt:
    return ">";
  default:
    return nullptr;
  }
}

} // namespace

std::string statementMacro(const std::string& Statement) {
  return "liar_" + Statement;
}

void AstPrinter::line(int Depth, const std::string& Text) {
  Out += std::string(2 * Depth, ' ') + Text + "\n";
}

std::string AstPrinter::print(const isl::AstNode& Root) {
  Out.clear();
  node(Root, 0, false);
  return Out;
}

std::string AstPrinter::nary(const isl::AstExpr& E, const char* Helper) {
  Helpers.insert(Helper);
  int N = isl_ast_expr_op_get_n_arg(E.get());
  std::string S = expr(arg(E, N - 1));
  for (int I = N - 2; I >= 0; --I)
    S = std::string(Helper) + "(" + expr(arg(E, I)) + ", " + S + ")";
  return S;
}

/// Compound expressions come parenthesised so that they can be nested anywhere.
/// Compared: E is a direct operand of a comparison, where an `int` parameter is converted to
/// the `long` of the iterators (or compared as it is) without any arithmetic that could overflow.
std::string AstPrinter::expr(const isl::AstExpr& E, bool Compared) {
  std::string S;
  switch (isl_ast_expr_get_type(E.get())) {
  case isl_ast_expr_id:
    S = idName(isl::Id(isl_ast_expr_get_id(E.get())));
    if (WideParameters.count(S) || (!Compared && Parameters.count(S))) S = "(long)" + S;
    break;
  case isl_ast_expr_int: {
    isl::Val V(isl_ast_expr_get_val(E.get()));
    char* C = isl_val_to_str(V.get());
    S = C;
    free(C);
    break;
  }
  case isl_ast_expr_op: {
    isl_ast_expr_op_type T = isl_ast_expr_op_get_type(E.get());
    auto Arg = [&](int I) { return expr(arg(E, I)); };
    if (const char* Op = binaryOp(T)) {
      bool Comparison = T == isl_ast_expr_op_eq || T == isl_ast_expr_op_le ||
                        T == isl_ast_expr_op_lt || T == isl_ast_expr_op_ge ||
                        T == isl_ast_expr_op_gt;
      S = "(" + expr(arg(E, 0), Comparison) + " " + Op + " " + expr(arg(E, 1), Comparison) + ")";
    } else if (T == isl_ast_expr_op_minus) {
      S = "(-" + Arg(0) + ")";
    } else if (T == isl_ast_expr_op_min) {
      S = nary(E, "liar_min");
    } else if (T == isl_ast_expr_op_max) {
      S = nary(E, "liar_max");
    } else if (T == isl_ast_expr_op_fdiv_q) {
      Helpers.insert("liar_floord");
      S = "liar_floord(" + Arg(0) + ", " + Arg(1) + ")";
    } else if (T == isl_ast_expr_op_cond || T == isl_ast_expr_op_select) {
      S = "(" + Arg(0) + " ? " + Arg(1) + " : " + Arg(2) + ")";
    } else if (T == isl_ast_expr_op_call) {
      // A statement: its arguments are the values of the original iterators.
      // Its name is printed as it is: a parameter spelled like it (the user's own `S0`) gets a
      // cast in expressions.
      S = statementMacro(idName(isl::Id(isl_ast_expr_get_id(arg(E, 0).get())))) + "(";
      for (int I = 1, N = isl_ast_expr_op_get_n_arg(E.get()); I < N; ++I)
        S += (I > 1 ? ", " : "") + Arg(I);
      S += ")";
    } else {
      S = "/* unsupported isl expression */";
    }
    break;
  }
  default:
    S = "/* error */";
  }
  return S;
}

/// `work >= threshold * entries`, each extent converted to double before it is multiplied: the
/// product of run-time sizes may exceed any integer type, and a double only rounds it.
std::string AstPrinter::runTimeCondition(const LoopAnnotation& Info) {
  auto Product = [&](const std::vector<isl::AstExpr>& Extents) {
    std::string P;
    for (const isl::AstExpr& E : Extents)
      P += (P.empty() ? "" : " * ") + std::string("(double)") + expr(E);
    return P.empty() ? std::string("1.0") : P;
  };
  std::string Work;
  for (const std::vector<isl::AstExpr>& Term : Info.RunTime->Terms)
    Work += (Work.empty() ? "" : " + ") + Product(Term);
  char Threshold[32];
  std::snprintf(Threshold, sizeof Threshold, "%.1f", Info.Threshold);
  std::string Entries =
      Info.RunTime->Entries.empty() ? "" : " * (" + Product(Info.RunTime->Entries) + ")";
  return Work + " >= " + Threshold + Entries;
}

/// Strips the outer parentheses expr() puts around a whole condition or bound.
static std::string bare(const std::string& S) {
  if (S.size() < 2 || S.front() != '(' || S.back() != ')') return S;
  int Level = 0;
  for (size_t I = 0; I + 1 < S.size(); ++I) {
    Level += S[I] == '(' ? 1 : S[I] == ')' ? -1 : 0;
    if (Level == 0) return S;
  }
  return S.substr(1, S.size() - 2);
}

/// The clauses of a loop's pragma: ` private(...) lastprivate(...) reduction(+:...)`.
static std::string clauses(const LoopAnnotation& Info) {
  std::string Clauses;
  auto List = [&](const char* Clause, const std::vector<std::string>& Names) {
    for (size_t I = 0; I < Names.size(); ++I)
      Clauses += (I ? ", " : std::string(" ") + Clause + "(") + Names[I];
    if (!Names.empty()) Clauses += ")";
  };
  List("private", Info.Private);
  List("lastprivate", Info.LastPrivate);
  if (!Info.Reductions.empty()) {
    Clauses += " reduction(+:";
    for (size_t I = 0; I < Info.Reductions.size(); ++I)
      Clauses += (I ? ", " : "") + Info.Reductions[I];
    Clauses += ")";
  }
  return Clauses;
}

void AstPrinter::forNode(const isl::AstNode& N, int Depth, bool InParallel) {
  std::string It = expr(isl::AstExpr(isl_ast_node_for_get_iterator(N.get())));
  std::string Init = bare(expr(isl::AstExpr(isl_ast_node_for_get_init(N.get()))));
  isl::AstNode Body(isl_ast_node_for_get_body(N.get()));
  if (isl_ast_node_for_is_degenerate(N.get()) == isl_bool_true) {
    line(Depth, "{");
    line(Depth + 1, "const long " + It + " = " + Init + ";");
    node(Body, Depth + 1, InParallel);
    line(Depth, "}");
    return;
  }
  std::string Cond = bare(expr(isl::AstExpr(isl_ast_node_for_get_cond(N.get()))));
  std::string Inc = bare(expr(isl::AstExpr(isl_ast_node_for_get_inc(N.get()))));
  LoopAnnotation Info;
  if (isl::Id Id{isl_ast_node_get_annotation(N.get())})
    if (auto* A = static_cast<LoopAnnotation*>(isl_id_get_user(Id.get()))) Info = *A;
  bool Parallel = Info.Parallel && Info.WorthThreads && !InParallel;
  if (ForDepth == 0 && !Parallel) OuterSequential = true;
  std::string Clauses = clauses(Info);
  std::string Header = "for (long " + It + " = " + Init + "; " + Cond + "; " + It +
                       (Inc == "1" ? "++" : " += " + Inc) + ") {";
  if (Parallel && Info.RunTime) {
    // Threads only when the run-time sizes give enough work. A C `if` chooses: an OpenMP `if`
    // clause that says no still enters a parallel region, which costs several times a small
    // loop's work when the loops run inside a hot loop of the caller.
    AnyRunTime = true;
    line(Depth, "if (" + runTimeCondition(Info) + ") {");
    parallelFor(Header, Clauses, Info, Body, Depth + 1);
    line(Depth, "} else {");
    line(Depth + 1, Header);
    // The plain copy runs as the loop would under a false clause, and asks for no vectors:
    // the compiler may vectorise what it can, and warns (-Wpass-failed) where a request fails.
    bool SimdBefore = Simd;
    Simd = false;
    ++ForDepth;
    node(Body, Depth + 2, /*InParallel=*/true);
    --ForDepth;
    Simd = SimdBefore;
    line(Depth + 1, "}");
    line(Depth, "}");
    return;
  }
  if (Parallel) return parallelFor(Header, Clauses, Info, Body, Depth);
  if (Simd && Info.Parallel && Info.Reductions.empty() && !containsFor(Body)) {
    // (A sum forced into vectors gathers strided operands; the compiler's own choice is kept.)
    // Through a macro: a build with clang's UBSan cannot vectorize and would warn that the
    // requested transformation failed, so the macro drops the request there.
    line(Depth, "liar_simd(" + (Clauses.empty() ? Clauses : Clauses.substr(1)) + ")");
    Helpers.insert("liar_simd");
  }
  line(Depth, Header);
  ++ForDepth;
  node(Body, Depth + 1, InParallel);
  --ForDepth;
  line(Depth, "}");
}

void AstPrinter::parallelFor(const std::string& Header, const std::string& Clauses,
                             const LoopAnnotation& Info, const isl::AstNode& Body, int Depth) {
  // The outermost loop that carries no dependence runs its iterations on the threads.
  line(Depth, "#pragma omp parallel for" + Clauses);
  AnyParallel = true;
  AnyReduction |= !Info.Reductions.empty();
  ParallelWork += Info.Work;
  line(Depth, Header);
  ++ForDepth;
  node(Body, Depth + 1, /*InParallel=*/true);
  --ForDepth;
  line(Depth, "}");
}

void AstPrinter::node(const isl::AstNode& N, int Depth, bool InParallel) {
  switch (isl_ast_node_get_type(N.get())) {
  case isl_ast_node_for:
    return forNode(N, Depth, InParallel);
  case isl_ast_node_if:
    line(Depth, "if (" + bare(expr(isl::AstExpr(isl_ast_node_if_get_cond(N.get())))) + ") {");
    node(isl::AstNode(isl_ast_node_if_get_then_node(N.get())), Depth + 1, InParallel);
    if (isl_ast_node_if_has_else_node(N.get()) == isl_bool_true) {
      line(Depth, "} else {");
      node(isl::AstNode(isl_ast_node_if_get_else_node(N.get())), Depth + 1, InParallel);
    }
    line(Depth, "}");
    return;
  case isl_ast_node_block: {
    isl::AstNodeList L(isl_ast_node_block_get_children(N.get()));
    for (int I = 0, E = isl_ast_node_list_n_ast_node(L.get()); I < E; ++I)
      node(isl::AstNode(isl_ast_node_list_get_ast_node(L.get(), I)), Depth, InParallel);
    return;
  }
  case isl_ast_node_mark:
    return node(isl::AstNode(isl_ast_node_mark_get_node(N.get())), Depth, InParallel);
  case isl_ast_node_user:
    line(Depth, expr(isl::AstExpr(isl_ast_node_user_get_expr(N.get()))) + ";");
    return;
  default:
    line(Depth, "/* unsupported isl node */");
  }
}

} // namespace liar::poly::omp
