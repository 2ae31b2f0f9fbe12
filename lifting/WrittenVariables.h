// The variables a statement assigns, for the model builder's scans of a region.
#ifndef LIAR_LIFTING_WRITTENVARIABLES_H
#define LIAR_LIFTING_WRITTENVARIABLES_H

#include <set>

namespace clang {
class Expr;
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

/// The variable E names (through parentheses and implicit casts), or null.
const clang::VarDecl* assignedVariable(const clang::Expr* E);
/// Variables S assigns (`=`, compound assignment, `++`/`--`) and, with Declarations, declares.
std::set<const clang::VarDecl*> writtenIn(const clang::Stmt* S, bool Declarations = true);

} // namespace liar::lifting

#endif
