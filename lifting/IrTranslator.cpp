#include "lifting/IrTranslator.h"

#include "lifting/ArrayViews.h"
#include "lifting/IrExtents.h"
#include "lifting/IslToIr.h"
#include "lifting/RecurrenceSets.h"
#include "poly/IslNames.h"

#include <algorithm>
#include <set>

namespace liar::lifting {

namespace {

std::string eName(size_t D) {
  return "__e" + std::to_string(D);
}
std::string rName(size_t D) {
  return "__r" + std::to_string(D);
}

// " int" or " long" for a size the emitter must check at run time before it passes it to a
// library (positive, and within int when its C type is wider); empty for a known one.
std::string sizeWidth(const ParamInfo& P) {
  if (P.Value && *P.Value > 0 && *P.Value <= 2147483647) return "";
  return P.Wide ? " long" : " int";
}

class Translator {
public:
  Translator(const Scop& S, const AffineModel& M, const isl::Context& Ctx) : S(S), M(M), Ctx(Ctx) {}

  Translation run(const DefPlan& Plan, const std::string& KernelName) {
    this->Plan = &Plan;
    Translation T;
    IrExtents Extents = chooseIrExtents(S, M);
    if (Extents.Failure) {
      T.Failure = Extents.Failure;
      return T;
    }
    Dims = std::move(Extents.Dims);
    Boxes = std::move(Extents.Boxes);
    std::string Out = "(kernel " + KernelName + "\n";
    for (const auto& [Name, P] : S.Params)
      Out += "  (param " + Name + " " + std::to_string(P.Value.value_or(P.Estimate)) +
             sizeWidth(P) + ")\n";
    for (const std::string& Name : Extents.Placeholders)
      Out +=
          "  (param " + Name + " " + std::to_string(defaults::kUnknownParameterValue) + " long)\n";
    std::set<std::string> Scalars;
    for (const auto& [Name, Type] : S.Scalars)
      Scalars.insert(Name);
    for (const auto& [Id, Val] : S.LiveOutScalars)
      Scalars.insert(S.Arrays[Id].Name);
    for (const std::string& Name : Scalars) {
      std::string Type;
      if (auto It = S.Scalars.find(Name); It != S.Scalars.end()) Type = It->second;
      for (const ArrayInfo& A : S.Arrays)
        if (A.IsScalar && A.Name == Name) Type = A.ElementType;
      Out += "  (scalar " + Name + " " + Type + ")\n";
    }
    for (const ArrayInfo& A : S.Arrays) {
      if (A.IsScalar) continue;
      if (A.Dims.empty()) { // `*p`: a scalar passed by address
        Out += "  (scalar " + A.Name + " " + A.ElementType + ")\n";
        continue;
      }
      Out += "  (array " + A.Name + " " + A.ElementType;
      for (const std::string& D : Dims[A.Id])
        Out += " " + D;
      Out += ")\n";
    }
    for (const Def& D : Plan.Defs) {
      Taken.clear();
      for (const auto& [Name, P] : S.Params)
        Taken.insert(Name);
      for (const ArrayInfo& A : S.Arrays)
        Taken.insert(A.Name);
      for (const auto& [Name, Type] : S.Scalars)
        Taken.insert(Name);
      std::string Body = D.ScalarValue ? value(D.ScalarValue, {}, nullptr, "") : def(D);
      if (Failure) break;
      Out += "  (def " + S.Arrays[D.Array].Name + "\n    " + Body + ")\n";
    }
    Out.back() = ')';
    Out += "\n";
    T.Ir = Out;
    T.IrDims = Dims;
    T.Failure = Failure;
    return T;
  }

private:
  void fail(Refusal Reason, std::initializer_list<std::string_view> Args, const Location& Where) {
    if (!Failure) Failure = rejection(Reason, Args, Where);
  }

  std::string fresh(const std::string& Base) {
    std::string N = Base;
    for (int K = 1; Taken.count(N); ++K)
      N = Base + std::to_string(K);
    Taken.insert(N);
    return N;
  }

  /// Records the affine form of an iterator's IR text, so that subscripts over it simplify.
  void remember(const std::string& Iterator, const Affine& Form, const std::string& Ir) {
    KnownForms.insert_or_assign(Iterator, std::make_pair(Form, Ir));
  }

  bool sizesOnly(const Affine& A) const {
    for (const std::string& P : A.params())
      if (!S.Params.count(P)) return false;
    return true;
  }

  /// A subscript under IterMap; `(- (+ x 3) 3)` is `x` when every iterator it mentions has a
  /// known affine form (a view shifts subscripts by the offsets its loops start at).
  std::string subscript(const Affine& A, const Renaming& IterMap) const {
    Affine R = A;
    std::vector<std::pair<int64_t, const Affine*>> Forms;
    for (const std::string& It : A.iterators()) {
      auto Form = KnownForms.find(It);
      auto Text = IterMap.find(It);
      int64_t C = A.coefficient(It);
      if (Form == KnownForms.end() || Text == IterMap.end() ||
          Text->second != Form->second.second || C == 0)
        return A.ir(IterMap);
      R = R - Affine::variable(It, true).scaled(C);
      Forms.push_back({C, &Form->second.first});
    }
    for (const auto& [C, Form] : Forms) // all at once: a form may name another iterator
      R = R + Form->scaled(C);
    return R.ir();
  }

  std::string indexChain(const std::string& Array, const std::vector<std::string>& Subs) {
    std::string T = Array;
    for (const std::string& I : Subs)
      T = "(index " + T + " " + I + ")";
    return T;
  }

  std::string def(const Def& D) {
    if (!D.Recurrence.empty()) return steps(D.Recurrence, {}, {}, S.Arrays[D.Array].Name, D.Array);
    const ArrayInfo& A = S.Arrays[D.Array];
    const StatementModel& First = S.Statements[D.Statements.front()];
    std::vector<std::string> Elem;
    for (size_t K = 0; K < A.Dims.size(); ++K) {
      auto Its = First.WriteSubscripts[K].iterators();
      std::string Base = "x" + std::to_string(K);
      if (Its.size() == 1 && First.WriteSubscripts[K].coefficient(*Its.begin()))
        for (int L : First.Loops)
          if (S.Loops[L].Iterator == *Its.begin()) Base = S.Loops[L].CName;
      Elem.push_back(fresh(Base));
    }
    std::string V = indexChain(A.Name, Elem);
    // A per-iteration temporary keeps the value of the last iteration of its common loops.
    Renaming Last;
    for (int L : D.Common) {
      const LoopModel& Lp = S.Loops[L];
      Last[Lp.Iterator] = (Lp.Step > 0 ? Lp.High : Lp.Low).ir(Last);
    }
    for (int St : D.Statements) {
      V = update(S.Statements[St], Elem, V, D.Common, Last, /*AtLast=*/true);
      if (Failure) return "";
    }
    for (size_t K = A.Dims.size(); K-- > 0;)
      V = "(build " + Dims[A.Id][K] + " (lambda " + Elem[K] + " " + V + "))";
    return V;
  }

  /// What update learns about one statement, step by step: its iterators' IR (by C and ISL
  /// names), the loops it reduces over, its instances, and where it writes.
  struct StatementUpdate {
    StatementUpdate(const StatementModel& St, const std::vector<std::string>& Elem)
        : St(St), Elem(Elem) {}
    const StatementModel& St;
    const std::vector<std::string>& Elem;
    Renaming IterMap, IslNames;
    std::set<std::string> Inverted; ///< iterators given by the element or a fixed loop
    std::vector<int> Reduction;     ///< the loops that become folds, outermost first
    isl::Set Instances;             ///< { [fixed, elements, reduction iterators] }
    std::optional<std::string> Guard;
    isl::Set Unwritten; ///< elements of a recurrence step the statement leaves as they are
    std::string FoldsHead, FoldsTail, Acc; ///< the reductions' folds, innermost accumulator
  };

  /// The element value after the instances of St that write it, given its value V before.
  /// Fixed loops take the values in FixedIr: the last iteration (AtLast, constrained in ISL
  /// by the loop bounds) or a reader's iteration (ISL parameters __f<k>). A step that returns
  /// false leaves V: the statement never executes, or lifting failed (Failure says why).
  std::string update(const StatementModel& St, const std::vector<std::string>& Elem,
                     const std::string& V, const std::vector<int>& Fixed = {},
                     const Renaming& FixedIr = {}, bool AtLast = false,
                     const isl::Set* StepContext = nullptr) {
    StatementUpdate U(St, Elem);
    if (!invertWrites(U, Fixed, FixedIr) || !instances(U, Fixed, AtLast) ||
        !elementGuard(U, StepContext) || !folds(U, V))
      return V;
    std::string Current = U.Reduction.empty() ? V : U.Acc;
    std::string Body = value(St.Rhs, U.IterMap, &St, Current);
    // Conditions on reduction iterators skip instances inside the fold.
    for (const Condition& G : St.Guards) {
      bool OnReduction = false;
      for (int L : U.Reduction)
        OnReduction |= G.Lhs.iterators().count(S.Loops[L].Iterator) ||
                       G.Rhs.iterators().count(S.Loops[L].Iterator) || G.K != Condition::Compare;
      if (OnReduction && !U.Reduction.empty())
        Body = "(select " + G.ir(U.IterMap) + " " + Body + " " + Current + ")";
    }
    std::string New = U.FoldsHead + Body + U.FoldsTail;
    return U.Guard ? "(select " + *U.Guard + " " + New + " " + V + ")" : New;
  }

  /// The iterators of U's statement in terms of the element it writes (inverting each write
  /// subscript, +-iterator + invariant) and of the fixed loops; the others are reductions.
  bool invertWrites(StatementUpdate& U, const std::vector<int>& Fixed, const Renaming& FixedIr) {
    const StatementModel& St = U.St;
    for (size_t K = 0; K < U.Elem.size(); ++K)
      U.IslNames[eName(K)] = U.Elem[K];
    for (size_t K = 0; K < Fixed.size(); ++K) {
      const std::string& It = S.Loops[Fixed[K]].Iterator;
      auto Value = FixedIr.find(It);
      U.IterMap[It] = U.IslNames["__f" + std::to_string(K)] =
          Value == FixedIr.end() ? It : Value->second;
      U.Inverted.insert(It);
    }
    std::string Target = S.Arrays[St.Array].Name;
    for (const Affine& Sub : St.WriteSubscripts)
      Target += "[" + Sub.isl() + "]";
    for (size_t K = 0; K < St.WriteSubscripts.size(); ++K) {
      const Affine& Sub = St.WriteSubscripts[K];
      auto Its = Sub.iterators();
      if (Its.empty()) continue; // a fixed index: the element guard restricts it
      const std::string& It = *Its.begin();
      int64_t C = Sub.coefficient(It);
      if (Its.size() == 1 && U.Inverted.count(It))
        continue; // `A[i][i]`: the element guard keeps the diagonal
      if (Its.size() != 1 || C == 0) {
        fail(Refusal::WriteIterators, {Target}, St.Where);
        return false;
      }
      Affine Rest = Sub - Affine::variable(It, true).scaled(C);
      if (!Rest.iterators().empty()) {
        fail(Refusal::WriteIterators, {Target}, St.Where);
        return false;
      }
      Affine X = Affine::variable(U.Elem[K], false);
      // x = C*it + rest; for |C| > 1 the element guard keeps only the x it reaches, where the
      // division is exact.
      std::string Num = (C > 0 ? X - Rest : Rest - X).ir();
      int64_t Mag = C > 0 ? C : -C;
      U.IterMap[It] = Mag == 1 ? Num : "(/ " + Num + " " + std::to_string(Mag) + ")";
      if (Mag == 1) remember(It, C > 0 ? X - Rest : Rest - X, U.IterMap[It]);
      U.Inverted.insert(It);
    }
    for (int L : St.Loops)
      if (!U.Inverted.count(S.Loops[L].Iterator)) U.Reduction.push_back(L);
    return true;
  }

  /// U.Instances: the instances of U's statement as { [fixed, elements, reduction iterators] },
  /// the fixed iterations moved to the parameters when they are a reader's (not AtLast).
  bool instances(StatementUpdate& U, const std::vector<int>& Fixed, bool AtLast) {
    const StatementModel& St = U.St;
    std::string Out, Eqs;
    for (size_t K = 0; K < Fixed.size(); ++K) {
      const LoopModel& L = S.Loops[Fixed[K]];
      if (AtLast) {
        Eqs +=
            (Eqs.empty() ? "" : " and ") + L.Iterator + " = " + (L.Step > 0 ? L.High : L.Low).isl();
        continue;
      }
      Out += (Out.empty() ? "" : ", ") + std::string("__f") + std::to_string(K);
      Eqs += (Eqs.empty() ? "" : " and ") + std::string("__f") + std::to_string(K) + " = " +
             L.Iterator;
    }
    for (size_t K = 0; K < U.Elem.size(); ++K) {
      Out += (Out.empty() ? "" : ", ") + eName(K);
      Eqs += (Eqs.empty() ? "" : " and ") + eName(K) + " = " + St.WriteSubscripts[K].isl();
    }
    for (size_t R = 0; R < U.Reduction.size(); ++R) {
      Out += (Out.empty() ? "" : ", ") + rName(R);
      Eqs += (Eqs.empty() ? "" : " and ") + rName(R) + " = " + S.Loops[U.Reduction[R]].Iterator;
    }
    isl::UnionMap ToT = isl::readUnionMap(Ctx, M.params() + "{ " + M.tuple(St.Id) + " -> [" + Out +
                                                   "] : " + (Eqs.empty() ? "true" : Eqs) + " }");
    isl::UnionSet TU(isl_union_set_apply(M.domain(St.Id).release(), ToT.release()));
    if (!TU) {
      fail(Refusal::StatementModel, {St.Text, Ctx.lastError()}, St.Where);
      return false;
    }
    if (isl_union_set_is_empty(TU.get()) == isl_bool_true) return false; // never executes
    U.Instances = isl::Set(isl_set_from_union_set(TU.release()));
    if (!U.Instances) {
      fail(Refusal::InstanceSet, {St.Text}, St.Where);
      return false;
    }
    if (!AtLast && !Fixed.empty()) { // the reader's iteration is a given
      unsigned NParam = isl_set_dim(U.Instances.get(), isl_dim_param);
      U.Instances =
          isl::Set(isl_set_move_dims(U.Instances.release(), isl_dim_param, NParam, isl_dim_set, 0,
                                     static_cast<unsigned>(Fixed.size())));
    }
    return true;
  }

  /// U.Guard: the elements U's statement writes, within the array's box (none when it writes
  /// them all); and in a recurrence step (StepContext) the elements it leaves unwritten.
  bool elementGuard(StatementUpdate& U, const isl::Set* StepContext) {
    const StatementModel& St = U.St;
    const ArrayInfo& A = S.Arrays[St.Array];
    isl::Set E(isl_set_project_out(U.Instances.copy(), isl_dim_set,
                                   static_cast<unsigned>(U.Elem.size()),
                                   static_cast<unsigned>(U.Reduction.size())));
    // Sizes are at least 1: a guard that only says "the reduction is not empty" is dropped
    // (an empty fold returns its initial value anyway).
    std::string Box, Vars;
    for (const auto& [Name, P] : S.Params)
      Box += (Box.empty() ? "" : " and ") + poly::islName(Name) + " >= 1";
    for (size_t K = 0; K < U.Elem.size(); ++K) {
      Vars += (K ? ", " : "") + eName(K);
      Box += (Box.empty() ? "" : " and ") + std::string("0 <= ") + eName(K) + " < " +
             Boxes[A.Id][K].isl();
    }
    isl::Set BoxSet =
        isl::readSet(Ctx, M.params() + "{ [" + Vars + "] : " + (Box.empty() ? "true" : Box) + " }");
    // The fixed iterations are ones the statement executes, unless a recurrence step
    // visits them all: then only the elements its statements write there are given.
    if (StepContext)
      BoxSet = isl::Set(isl_set_intersect(BoxSet.release(), StepContext->copy()));
    else
      BoxSet =
          isl::Set(isl_set_intersect_params(BoxSet.release(), isl_set_params(U.Instances.copy())));
    if (StepContext && !U.Reduction.empty())
      U.Unwritten = isl::Set(isl_set_subtract(BoxSet.copy(), E.copy()));
    isl::Set G(isl_set_gist(E.release(), BoxSet.release()));
    if (!G) {
      fail(Refusal::StatementModel, {St.Text, Ctx.lastError()}, St.Where);
      return false;
    }
    if (isl_set_plain_is_universe(G.get()) != isl_bool_true) {
      U.Guard = setToIr(G, U.IslNames);
      if (!U.Guard) {
        fail(Refusal::StatementGuard, {St.Text}, St.Where);
        return false;
      }
    }
    return true;
  }

  /// U's reduction loops as nested folds, outermost first, the first starting from V; each
  /// loop's iterator in terms of its fold's counter.
  bool folds(StatementUpdate& U, const std::string& V) {
    const StatementModel& St = U.St;
    std::string Init = V;
    for (size_t R = 0; R < U.Reduction.size(); ++R) {
      const LoopModel& L = S.Loops[U.Reduction[R]];
      isl::Set P(isl_set_project_out(U.Instances.copy(), isl_dim_set,
                                     static_cast<unsigned>(U.Elem.size() + R + 1),
                                     static_cast<unsigned>(U.Reduction.size() - R - 1)));
      unsigned NParam = isl_set_dim(P.get(), isl_dim_param);
      P = isl::Set(isl_set_move_dims(P.release(), isl_dim_param, NParam, isl_dim_set, 0,
                                     static_cast<unsigned>(U.Elem.size() + R)));
      isl::Set Context(isl_set_params(P.copy()));
      isl::PwAff Lo(isl_pw_aff_gist(isl_set_dim_min(P.copy(), 0), Context.copy()));
      isl::PwAff Hi(isl_pw_aff_gist(isl_set_dim_max(P.copy(), 0), Context.copy()));
      int64_t Step = L.Step < 0 ? -L.Step : L.Step;
      isl::PwAff Span(isl_pw_aff_sub(Hi.copy(), Lo.copy()));
      if (Step != 1)
        Span = isl::PwAff(isl_pw_aff_floor(
            isl_pw_aff_scale_down_val(Span.release(), isl_val_int_from_si(Ctx.get(), Step))));
      isl::PwAff Count(isl_pw_aff_add(
          Span.release(), isl_pw_aff_val_on_domain(Context.copy(), isl_val_one(Ctx.get()))));
      if (R == 0 && U.Guard && U.Unwritten && emptyWhere(Ctx, Count, U.Unwritten))
        U.Guard.reset(); // the fold runs no iteration where the statement writes nothing
      auto LoIr = pwAffToIr(Lo, U.IslNames), HiIr = pwAffToIr(Hi, U.IslNames),
           CountIr = pwAffToIr(Count, U.IslNames);
      if (!LoIr || !HiIr || !CountIr) {
        fail(Refusal::LoopBounds, {L.CName, St.Text}, L.Where);
        return false;
      }
      std::string Var = fresh(L.CName);
      std::string Scaled = Step == 1 ? Var : "(* " + std::to_string(Step) + " " + Var + ")";
      std::string ItIr;
      if (L.Step > 0)
        ItIr = *LoIr == "0" ? Scaled : "(+ " + *LoIr + " " + Scaled + ")";
      else
        ItIr = "(- " + *HiIr + " " + Scaled + ")";
      U.IterMap[L.Iterator] = ItIr;
      U.IslNames[rName(R)] = ItIr;
      if (std::optional<Affine> Low = affineOf(Lo); Low && L.Step == 1 && sizesOnly(*Low))
        remember(L.Iterator, *Low + Affine::variable(Var, false), ItIr);
      U.Acc = fresh("acc");
      U.FoldsHead +=
          "(ifold " + *CountIr + " " + Init + " (lambda " + Var + " (lambda " + U.Acc + " ";
      U.FoldsTail += ")))";
      Init = U.Acc;
    }
    return true;
  }

  std::string value(const ValuePtr& V, Renaming IterMap, const StatementModel* Self,
                    const std::string& Current) {
    switch (V->K) {
    case Value::FloatConst:
    case Value::IntConst:
    case Value::Scalar:
      return V->Text;
    case Value::Index:
      return V->Aff.ir(IterMap);
    case Value::Acc:
      return FoldAcc[V->FoldId];
    case Value::Read: {
      if (V->Gather)
        return "(index " + S.Arrays[V->Array].Name + " " +
               value(V->Args[0], IterMap, Self, Current) + ")";
      if (Self && isSelfRead(S, *Self, *V)) return Current;
      if (auto It = Plan->Forwarded.find(V.get()); It != Plan->Forwarded.end())
        return forwarded(*V, It->second, IterMap);
      std::vector<std::string> Subs;
      for (const Affine& A : V->Subscripts)
        Subs.push_back(subscript(A, IterMap));
      auto Alias = ArrayAlias.find(V->Array);
      return indexChain(Alias == ArrayAlias.end() ? S.Arrays[V->Array].Name : Alias->second, Subs);
    }
    case Value::Op: {
      std::string T = "(" + V->Text;
      for (const ValuePtr& A : V->Args)
        T += " " + value(A, IterMap, Self, Current);
      return T + ")";
    }
    case Value::Fold: {
      const LoopModel& L = S.Loops[V->LoopId];
      int64_t Step = L.Step < 0 ? -L.Step : L.Step;
      Affine Span = L.High - L.Low;
      std::string Count = Step == 1
                              ? (Span + Affine::constant(1)).ir(IterMap)
                              : "(+ (/ " + Span.ir(IterMap) + " " + std::to_string(Step) + ") 1)";
      std::string Init = value(V->Args[0], IterMap, Self, Current);
      std::string Var = fresh(L.CName);
      std::string Scaled = Step == 1 ? Var : "(* " + std::to_string(Step) + " " + Var + ")";
      if (L.Step > 0)
        IterMap[L.Iterator] = L.Low.isConstant() && L.Low.constantValue() == 0
                                  ? Scaled
                                  : "(+ " + L.Low.ir(IterMap) + " " + Scaled + ")";
      else
        IterMap[L.Iterator] = "(- " + L.High.ir(IterMap) + " " + Scaled + ")";
      std::string Acc = fresh("acc");
      FoldAcc[V->FoldId] = Acc;
      return "(ifold " + Count + " " + Init + " (lambda " + Var + " (lambda " + Acc + " " +
             value(V->Args[1], IterMap, Self, Current) + ")))";
    }
    }
    return "0";
  }

  /// A recurrence's parts applied in turn to the array named Cur: each later part reads the
  /// result of the earlier ones through a binder of its own.
  std::string steps(const std::vector<RecurrenceStep>& Parts, const std::vector<int>& Fixed,
                    const Renaming& FixedIr, const std::string& Cur, int Array) {
    std::string Out;
    for (size_t K = 0; K < Parts.size() && !Failure; ++K) {
      std::string Name = K == 0 ? Cur : fresh("s");
      std::string Next = Parts[K].Loop >= 0
                             ? loopStep(Parts[K], Fixed, FixedIr, Name, Array)
                             : elementStep(Parts[K].Statements, Fixed, FixedIr, Name, Array);
      Out = K == 0 ? Next : "(app (lambda " + Name + " " + Next + ") " + Out + ")";
    }
    return Out;
  }

  /// An ifold over the iterations of a loop whose accumulator is the whole array.
  std::string loopStep(const RecurrenceStep& Part, std::vector<int> Fixed, Renaming FixedIr,
                       const std::string& Cur, int Array) {
    const LoopModel& L = S.Loops[Part.Loop];
    int64_t Step = L.Step < 0 ? -L.Step : L.Step;
    Affine Span = L.High - L.Low;
    std::string Count = Step == 1
                            ? (Span + Affine::constant(1)).ir(FixedIr)
                            : "(+ (/ " + Span.ir(FixedIr) + " " + std::to_string(Step) + ") 1)";
    std::string Var = fresh(L.CName);
    std::string Scaled = Step == 1 ? Var : "(* " + std::to_string(Step) + " " + Var + ")";
    std::string ItIr;
    if (L.Step > 0)
      ItIr = L.Low.isConstant() && L.Low.constantValue() == 0
                 ? Scaled
                 : "(+ " + L.Low.ir(FixedIr) + " " + Scaled + ")";
    else
      ItIr = "(- " + L.High.ir(FixedIr) + " " + Scaled + ")";
    FixedIr[L.Iterator] = ItIr;
    Fixed.push_back(Part.Loop);
    std::string Acc = fresh("acc");
    return "(ifold " + Count + " " + Cur + " (lambda " + Var + " (lambda " + Acc + " " +
           steps(Part.Body, Fixed, FixedIr, Acc, Array) + ")))";
  }

  /// One iteration's updates of the element-wise statements Sts: the elements they write
  /// take the composed updates, reading the array as Cur holds it; the others stay.
  std::string elementStep(const std::vector<int>& Sts, const std::vector<int>& Fixed,
                          const Renaming& FixedIr, const std::string& Cur, int Array) {
    const ArrayInfo& A = S.Arrays[Array];
    std::vector<std::string> Elem;
    Renaming IslNames = FixedIr;
    for (size_t K = 0; K < Fixed.size(); ++K)
      IslNames["__f" + std::to_string(K)] = FixedIr.at(S.Loops[Fixed[K]].Iterator);
    std::string Box;
    for (size_t K = 0; K < A.Dims.size(); ++K) {
      Elem.push_back(fresh("x" + std::to_string(K)));
      IslNames[eName(K)] = Elem[K];
      Box += (K ? " and 0 <= " : "0 <= ") + eName(K) + " < " + Boxes[A.Id][K].isl();
    }
    isl::Set Group;
    for (int St : Sts) {
      isl::Set W = writtenInIteration(S, M, S.Statements[St], Fixed);
      if (!W) continue;
      Group = Group ? isl::Set(isl_set_union(Group.release(), W.release())) : W;
    }
    std::string Old = indexChain(Cur, Elem);
    if (!Group) return Cur;
    isl::Set Known(isl_set_intersect(
        isl::readSet(Ctx, M.params() + "{ [" + namesOf(A.Dims.size()) + "] : " + Box + " }")
            .release(),
        visited(S, M, Fixed, A.Dims.size()).release()));
    isl::Set Context(isl_set_intersect(Known.copy(), Group.copy()));
    isl::Set G(isl_set_gist(Group.release(), Known.release()));
    auto Guard = G && isl_set_plain_is_universe(G.get()) == isl_bool_true
                     ? std::optional<std::string>("1")
                     : (G ? setToIr(G, IslNames) : std::nullopt);
    if (!Guard) {
      fail(Refusal::StepElements, {A.Name}, S.Statements[Sts.front()].Where);
      return "";
    }
    ArrayAlias[Array] = Cur;
    std::string V = Old;
    for (int St : Sts)
      V = update(S.Statements[St], Elem, V, Fixed, FixedIr, /*AtLast=*/false, &Context);
    ArrayAlias.erase(Array);
    if (*Guard != "1") V = "(select " + *Guard + " " + V + " " + Old + ")";
    for (size_t K = A.Dims.size(); K-- > 0;)
      V = "(build " + Dims[A.Id][K] + " (lambda " + Elem[K] + " " + V + "))";
    return V;
  }

  static std::string namesOf(size_t Rank) {
    std::string Out;
    for (size_t K = 0; K < Rank; ++K)
      Out += (K ? ", " : "") + eName(K);
    return Out;
  }

  /// The value a per-iteration temporary holds when Read reads it: its def's updates,
  /// evaluated in the reader's iteration of the def's common loops.
  std::string forwarded(const Value& Read, int FirstStmt, const Renaming& IterMap) {
    const Def* W = nullptr;
    for (const Def& D : Plan->Defs)
      if (!D.Statements.empty() && D.Statements.front() == FirstStmt) W = &D;
    std::vector<std::string> Elem;
    for (const Affine& Sub : Read.Subscripts)
      Elem.push_back(Sub.ir(IterMap));
    Renaming Fixed;
    for (int L : W->Common) {
      auto It = IterMap.find(S.Loops[L].Iterator);
      Fixed[S.Loops[L].Iterator] = It == IterMap.end() ? S.Loops[L].Iterator : It->second;
    }
    std::string V = indexChain(S.Arrays[Read.Array].Name, Elem);
    for (int St : W->Statements)
      V = update(S.Statements[St], Elem, V, W->Common, Fixed, /*AtLast=*/false);
    return V;
  }

  const Scop& S;
  const AffineModel& M;
  const isl::Context& Ctx;
  const DefPlan* Plan = nullptr;
  std::optional<Rejection> Failure;
  std::vector<std::vector<std::string>> Dims;
  std::vector<std::vector<Affine>> Boxes;
  std::set<std::string> Taken;
  std::map<int, std::string> FoldAcc;
  /// Arrays read through the accumulator of the recurrence being translated.
  std::map<int, std::string> ArrayAlias;
  std::map<std::string, std::pair<Affine, std::string>> KnownForms;
};

} // namespace

Translation translate(const Scop& S, const AffineModel& M, const DefPlan& Plan,
                      const isl::Context& Ctx, const std::string& KernelName) {
  return Translator(S, M, Ctx).run(Plan, KernelName);
}

} // namespace liar::lifting
