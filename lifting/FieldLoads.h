// Loads of struct fields (`p->dim`, `M->data`, `s.n`, `a->b->c`) that a region cannot change,
// seen as region parameters: an integer field as a size, a pointer field as an array base; and
// integer expressions of such values that are not affine in them (`B*T`, `ld*ld`), seen as
// sizes of their own. The rewrite reads or computes each of them once, into a local copy
// declared before the new code.
#ifndef LIAR_LIFTING_FIELDLOADS_H
#define LIAR_LIFTING_FIELDLOADS_H

#include "lifting/Model.h"
#include "lifting/SourceInfo.h"

#include "clang/AST/Type.h"
#include "llvm/ADT/ArrayRef.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Expr;
class FunctionDecl;
class MemberExpr;
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

struct Scope;

class FieldLoads {
public:
  FieldLoads(const SourceInfo& Source, const clang::FunctionDecl* Function, Scop& Model);

  /// Records what the region's statement S stores, before any load is asked about.
  void scan(const clang::Stmt* S);
  /// The parameter that stands for the integer field load E at Sc, or nullopt (see why()).
  std::optional<std::string> integer(const clang::MemberExpr* E, const Scope& Sc);
  /// The variable that stands for the pointer field load (or array field) E at Sc, or null
  /// (see why()).
  const clang::VarDecl* pointer(const clang::MemberExpr* E, const Scope& Sc);
  /// The variable that stands for the floating-point field load E at Sc (`cfg->alpha`, a scalar
  /// input of the region), or null (see why()).
  const clang::VarDecl* scalar(const clang::MemberExpr* E, const Scope& Sc);
  /// A pointer variable that stands for `Base + Terms...` where Derived is declared (`float *k =
  /// s->key_cache + loff + h*head_size;`, terms the region does not change), computed once
  /// before the region when the loops around Sc run; null (see why()) when Derived's element
  /// type is not Base's or a term has no C form there.
  const clang::VarDecl* offsetPointer(const clang::VarDecl* Base, const clang::VarDecl* Derived,
                                      llvm::ArrayRef<const clang::Expr*> Terms, const Scope& Sc);
  /// A pointer variable that stands for field Member's elements of the array of structs Array
  /// (`p[i].w`: `float *p_w = &p[0].w;`), computed once before the region when the loops
  /// around Sc run; the element of struct i is then a fixed number of its elements further.
  const clang::VarDecl* fieldPointer(const clang::MemberExpr* Member, const clang::VarDecl* Array,
                                     const Scope& Sc);
  /// The size parameter that stands for E, an integer expression the region does not change
  /// that is not affine in its values (`B*T`, `ld*ld`, `n/d`): computed once before the region,
  /// in E's own C type, where the loops around Sc run (so exactly when the original loops
  /// compute it); nullopt (see why()) when E has no C form there.
  std::optional<std::string> invariant(const clang::Expr* E, const Scope& Sc);
  /// V stands for an array field (`s->a` of `double a[16][16]`): a pointer to its rows.
  bool isArrayField(const clang::VarDecl* V) const { return ArrayFields.count(V) != 0; }
  /// Why the last refused load cannot be hoisted, naming it.
  const std::string& why() const { return Why; }
  /// After the region is walked: the C declarations of the copies, in an order where each
  /// follows the sizes its condition reads, into Model.Hoisted; false (see why()) when a load
  /// runs under a condition the copy cannot repeat.
  bool finish();

private:
  struct Entry {
    std::string Name;  ///< the copy's name, also the IR/ISL name
    std::string CText; ///< the load as C (`M->rows`)
    clang::QualType Type;
    std::string Root; ///< the pointer the load dereferences first (`M`), empty for `s.n`
    /// For an offset pointer: the pointer of the source it stands for (its Root is its Name).
    std::string Derived;
    /// For an invariant expression (`B*T`): its text as the source spells it.
    std::string Expression;
  };
  /// Checks the chain of E (its root variable, each field's type and the region's stores) and
  /// returns the entry of E, registering it; null with Why set when it cannot be hoisted.
  const Entry* hoist(const clang::MemberExpr* E, const Scope& Sc);
  /// M is a field of a struct variable of the function, reached without a pointer, whose
  /// address the function never takes: only a store to the variable itself can change it.
  bool unreachableByPointers(const clang::MemberExpr* M) const;
  /// A store of the region that may change a field of type Field, as C; empty if none.
  std::string storeChanging(clang::QualType Field) const;
  /// Records that Sc's point dereferences each pointer of E's chain.
  void recordUses(const clang::MemberExpr* E, const Scope& Sc);
  /// Records that Sc's point reads Root (Unknown when it runs under a condition).
  void recordUse(const std::string& Root, const Scope& Sc);
  /// An integer the region does not change as C before the region, field loads read from
  /// their copies; nullopt (see why()) for a form it does not print.
  std::optional<std::string> invariantText(const clang::Expr* E, const Scope& Sc);
  std::string uniqueName(const std::string& CText) const;
  /// The variable of the load E's type that stands for its entry N in the region.
  const clang::VarDecl* copyOf(const clang::MemberExpr* E, const Entry& N);
  /// The condition under which the original loops dereference Root, as C.
  std::optional<std::string> condition(const std::string& Root) const;

  const SourceInfo& Source;
  const clang::FunctionDecl* Function;
  Scop& Model;
  std::vector<Entry> Entries;
  std::map<std::string, size_t> ByText;
  std::map<std::string, const clang::VarDecl*> Copies;
  std::set<const clang::VarDecl*> ArrayFields;
  /// The element types the region stores to with the store's text, and its first store that
  /// may change any field (to a field, or to a whole struct).
  std::vector<std::pair<clang::QualType, std::string>> Stored;
  std::string AnyField;
  /// For each dereferenced pointer: the loop sets around its loads (a load runs when each of
  /// them runs at least once); a load under an `if` or a non-rectangular loop marks it Unknown.
  std::map<std::string, std::vector<std::set<int>>> Uses;
  std::set<std::string> Unknown;
  std::string Why;
};

} // namespace liar::lifting

#endif
