#include "lifting/RecurrenceSets.h"

#include <string>

namespace liar::lifting {

/// Does the fold count Count (one affine piece over the parameters, the fixed iterations
/// and the element) stay below 1 on every element of Where?
bool emptyWhere(const isl::Context& Ctx, const isl::PwAff& Count, const isl::Set& Where) {
  if (isl_pw_aff_n_piece(Count.get()) != 1) return false;
  isl::Aff Single;
  isl::forEachPiece(Count, [&](isl::Set, isl::Aff Aff) { Single = std::move(Aff); });
  isl::PwAff Everywhere(isl_pw_aff_from_aff(Single.release()));
  isl::PwAff One(
      isl_pw_aff_val_on_domain(isl_pw_aff_domain(Everywhere.copy()), isl_val_one(Ctx.get())));
  isl::Set Runs(isl_pw_aff_ge_set(Everywhere.release(), One.release()));
  unsigned NParam = isl_set_dim(Where.get(), isl_dim_param);
  isl::Set Params(isl_set_move_dims(Where.copy(), isl_dim_param, NParam, isl_dim_set, 0,
                                    isl_set_dim(Where.get(), isl_dim_set)));
  isl::Set Both(
      isl_set_intersect(isl_set_params(Params.release()), isl_set_params(Runs.release())));
  return Both && isl_set_is_empty(Both.get()) == isl_bool_true;
}

/// { [elements] } Stmt writes in one iteration of the Fixed loops (parameters __f<k>).
isl::Set writtenInIteration(const Scop& S, const AffineModel& M, const StatementModel& St,
                            const std::vector<int>& Fixed) {
  std::string Out, Eqs;
  for (size_t K = 0; K < Fixed.size(); ++K) {
    Out += (Out.empty() ? "__f" : ", __f") + std::to_string(K);
    Eqs +=
        (Eqs.empty() ? "__f" : " and __f") + std::to_string(K) + " = " + S.Loops[Fixed[K]].Iterator;
  }
  for (size_t K = 0; K < St.WriteSubscripts.size(); ++K) {
    Out += (Out.empty() ? "" : ", ") + ("__e" + std::to_string(K));
    Eqs += (Eqs.empty() ? "" : " and ") + ("__e" + std::to_string(K)) + " = " +
           St.WriteSubscripts[K].isl();
  }
  isl::UnionMap To =
      isl::readUnionMap(M.context(), M.params() + "{ " + M.tuple(St.Id) + " -> [" + Out +
                                         "] : " + (Eqs.empty() ? "true" : Eqs) + " }");
  isl::UnionSet U(isl_union_set_apply(M.domain(St.Id).release(), To.release()));
  if (!U || isl_union_set_is_empty(U.get()) == isl_bool_true) return isl::Set();
  isl::Set W(isl_set_from_union_set(U.release()));
  unsigned NParam = isl_set_dim(W.get(), isl_dim_param);
  return isl::Set(isl_set_move_dims(W.release(), isl_dim_param, NParam, isl_dim_set, 0,
                                    static_cast<unsigned>(Fixed.size())));
}

/// The iterations an ifold over the Fixed loops visits, as parameters __f<k>: their ranges
/// (no constraint for a loop whose step is not 1).
isl::Set visited(const Scop& S, const AffineModel& M, const std::vector<int>& Fixed, size_t Rank) {
  std::string Dims, Cons;
  for (size_t K = 0; K < Fixed.size(); ++K) {
    const LoopModel& L = S.Loops[Fixed[K]];
    Dims += (K ? ", " : "") + L.Iterator;
    if (L.Step == 1 || L.Step == -1)
      Cons +=
          (Cons.empty() ? "" : " and ") + L.Low.isl() + " <= " + L.Iterator + " <= " + L.High.isl();
  }
  isl::Set F = isl::readSet(M.context(), M.params() + "{ [" + Dims +
                                             "] : " + (Cons.empty() ? "true" : Cons) + " }");
  unsigned NParam = isl_set_dim(F.get(), isl_dim_param);
  F = isl::Set(isl_set_move_dims(F.release(), isl_dim_param, NParam, isl_dim_set, 0,
                                 static_cast<unsigned>(Fixed.size())));
  for (size_t K = 0; K < Fixed.size(); ++K)
    F = isl::Set(isl_set_set_dim_name(F.release(), isl_dim_param, NParam + static_cast<unsigned>(K),
                                      ("__f" + std::to_string(K)).c_str()));
  return isl::Set(isl_set_add_dims(F.release(), isl_dim_set, static_cast<unsigned>(Rank)));
}

} // namespace liar::lifting
