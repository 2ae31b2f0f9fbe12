#include "AstPrinter.h"

#include "poly/IslNames.h"

#include <isl/id.h>
#include <isl/val.h>

#include <cstdlib>

namespace liar::emit::omp {

namespace {

std::string idName(isl_id* Id) {
  // Parameters spelled like ISL keywords come back with the prefix that kept ISL parsing.
  std::string S = poly::fromIslName(isl_id_get_name(Id));
  isl_id_free(Id);
  return S;
}

/// True if N contains a `for` loop (then N is not an innermost loop body).
bool containsFor(isl_ast_node* N) {
  switch (isl_ast_node_get_type(N)) {
  case isl_ast_node_for:
    return true;
  case isl_ast_node_if: {
    isl_ast_node* T = isl_ast_node_if_get_then_node(N);
    bool R = containsFor(T);
    isl_ast_node_free(T);
    if (!R && isl_ast_node_if_has_else_node(N) == isl_bool_true) {
      isl_ast_node* E = isl_ast_node_if_get_else_node(N);
      R = containsFor(E);
      isl_ast_node_free(E);
    }
    return R;
  }
  case isl_ast_node_block: {
    isl_ast_node_list* L = isl_ast_node_block_get_children(N);
    bool R = false;
    for (int I = 0, E = isl_ast_node_list_n_ast_node(L); I < E && !R; ++I) {
      isl_ast_node* C = isl_ast_node_list_get_ast_node(L, I);
      R = containsFor(C);
      isl_ast_node_free(C);
    }
    isl_ast_node_list_free(L);
    return R;
  }
  case isl_ast_node_mark: {
    isl_ast_node* C = isl_ast_node_mark_get_node(N);
    bool R = containsFor(C);
    isl_ast_node_free(C);
    return R;
  }
  default:
    return false;
  }
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

void AstPrinter::line(int Depth, const std::string& Text) {
  Out += std::string(2 * Depth, ' ') + Text + "\n";
}

std::string AstPrinter::print(isl_ast_node* Root) {
  Out.clear();
  node(Root, 0, false);
  return Out;
}

std::string AstPrinter::nary(isl_ast_expr* E, const char* Helper) {
  Helpers.insert(Helper);
  int N = isl_ast_expr_op_get_n_arg(E);
  isl_ast_expr* A = isl_ast_expr_op_get_arg(E, N - 1);
  std::string S = expr(A);
  for (int I = N - 2; I >= 0; --I) {
    isl_ast_expr* B = isl_ast_expr_op_get_arg(E, I);
    S = std::string(Helper) + "(" + expr(B) + ", " + S + ")";
  }
  return S;
}

/// Takes E. Compound expressions come parenthesised so that they can be nested anywhere.
/// Compared: E is a direct operand of a comparison, where an `int` parameter is converted to
/// the `long` of the iterators (or compared as it is) without any arithmetic that could overflow.
std::string AstPrinter::expr(isl_ast_expr* E, bool Compared) {
  std::string S;
  switch (isl_ast_expr_get_type(E)) {
  case isl_ast_expr_id:
    S = idName(isl_ast_expr_get_id(E));
    if (WideParameters.count(S) || (!Compared && Parameters.count(S))) S = "(long)" + S;
    break;
  case isl_ast_expr_int: {
    isl_val* V = isl_ast_expr_get_val(E);
    char* C = isl_val_to_str(V);
    S = C;
    free(C);
    isl_val_free(V);
    break;
  }
  case isl_ast_expr_op: {
    isl_ast_expr_op_type T = isl_ast_expr_op_get_type(E);
    auto Arg = [&](int I) { return expr(isl_ast_expr_op_get_arg(E, I)); };
    if (const char* Op = binaryOp(T)) {
      bool Comparison = T == isl_ast_expr_op_eq || T == isl_ast_expr_op_le ||
                        T == isl_ast_expr_op_lt || T == isl_ast_expr_op_ge ||
                        T == isl_ast_expr_op_gt;
      S = "(" + expr(isl_ast_expr_op_get_arg(E, 0), Comparison) + " " + Op + " " +
          expr(isl_ast_expr_op_get_arg(E, 1), Comparison) + ")";
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
      S = Arg(0) + "(";
      for (int I = 1, N = isl_ast_expr_op_get_n_arg(E); I < N; ++I)
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
  isl_ast_expr_free(E);
  return S;
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

void AstPrinter::forNode(isl_ast_node* N, int Depth, bool InParallel) {
  std::string It = expr(isl_ast_node_for_get_iterator(N));
  std::string Init = bare(expr(isl_ast_node_for_get_init(N)));
  isl_ast_node* Body = isl_ast_node_for_get_body(N);
  if (isl_ast_node_for_is_degenerate(N) == isl_bool_true) {
    line(Depth, "{");
    line(Depth + 1, "const long " + It + " = " + Init + ";");
    node(Body, Depth + 1, InParallel);
    line(Depth, "}");
    isl_ast_node_free(Body);
    return;
  }
  std::string Cond = bare(expr(isl_ast_node_for_get_cond(N)));
  std::string Inc = bare(expr(isl_ast_node_for_get_inc(N)));
  LoopAnnotation Info;
  if (isl_id* Id = isl_ast_node_get_annotation(N)) {
    if (auto* A = static_cast<LoopAnnotation*>(isl_id_get_user(Id))) Info = *A;
    isl_id_free(Id);
  }
  bool Parallel = Info.Parallel && Info.WorthThreads && !InParallel;
  if (ForDepth == 0 && !Parallel) OuterSequential = true;
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
  if (Parallel) {
    // The outermost loop that carries no dependence runs its iterations on the threads.
    line(Depth, "#pragma omp parallel for" + Clauses);
    AnyParallel = true;
    AnyReduction |= !Info.Reductions.empty();
    ParallelWork += Info.Work;
  } else if (Info.Parallel && Info.Reductions.empty() && !containsFor(Body)) {
    // (A sum forced into vectors gathers strided operands; the compiler's own choice is kept.)
    // Through a macro: a build with clang's UBSan cannot vectorize and would warn that the
    // requested transformation failed, so the macro drops the request there.
    line(Depth, "liar_simd(" + (Clauses.empty() ? Clauses : Clauses.substr(1)) + ")");
    Helpers.insert("liar_simd");
  }
  line(Depth, "for (long " + It + " = " + Init + "; " + Cond + "; " + It +
                  (Inc == "1" ? "++" : " += " + Inc) + ") {");
  ++ForDepth;
  node(Body, Depth + 1, InParallel || Parallel);
  --ForDepth;
  line(Depth, "}");
  isl_ast_node_free(Body);
}

void AstPrinter::node(isl_ast_node* N, int Depth, bool InParallel) {
  switch (isl_ast_node_get_type(N)) {
  case isl_ast_node_for:
    return forNode(N, Depth, InParallel);
  case isl_ast_node_if: {
    line(Depth, "if (" + bare(expr(isl_ast_node_if_get_cond(N))) + ") {");
    isl_ast_node* T = isl_ast_node_if_get_then_node(N);
    node(T, Depth + 1, InParallel);
    isl_ast_node_free(T);
    if (isl_ast_node_if_has_else_node(N) == isl_bool_true) {
      line(Depth, "} else {");
      isl_ast_node* E = isl_ast_node_if_get_else_node(N);
      node(E, Depth + 1, InParallel);
      isl_ast_node_free(E);
    }
    line(Depth, "}");
    return;
  }
  case isl_ast_node_block: {
    isl_ast_node_list* L = isl_ast_node_block_get_children(N);
    for (int I = 0, E = isl_ast_node_list_n_ast_node(L); I < E; ++I) {
      isl_ast_node* C = isl_ast_node_list_get_ast_node(L, I);
      node(C, Depth, InParallel);
      isl_ast_node_free(C);
    }
    isl_ast_node_list_free(L);
    return;
  }
  case isl_ast_node_mark: {
    isl_ast_node* C = isl_ast_node_mark_get_node(N);
    node(C, Depth, InParallel);
    isl_ast_node_free(C);
    return;
  }
  case isl_ast_node_user:
    line(Depth, expr(isl_ast_node_user_get_expr(N)) + ";");
    return;
  default:
    line(Depth, "/* unsupported isl node */");
  }
}

} // namespace liar::emit::omp
