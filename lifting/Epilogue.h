// The iterators a rewrite must restore: a replacement computes the region's arrays and
// scalars, but a loop iterator declared outside the region keeps the value the loop left, and
// code after the region may read it (`for (i = 0; i < n; i++) ...; return i;`).
#ifndef LIAR_LIFTING_EPILOGUE_H
#define LIAR_LIFTING_EPILOGUE_H

#include "lifting/Model.h"

#include "llvm/ADT/ArrayRef.h"

#include <functional>
#include <string>
#include <vector>

namespace clang {
class Stmt;
class VarDecl;
} // namespace clang

namespace liar::lifting {

/// C statements that leave each iterator for which Live holds with its value after Stmts, by
/// replaying only the loop headers: each loop on the path to such an iterator becomes "set
/// the iterator to its start; if the loop runs, set it to its last value, replay the body's
/// headers and step once more". Exact because a loop's header always assigns its iterator and
/// the body's headers run in every iteration; a live iterator whose loop sits under an `if`
/// would keep the value of the last iteration where the condition held, so it is refused
/// (Why and At say why and where).
std::vector<std::string> iteratorEpilogue(llvm::ArrayRef<const clang::Stmt*> Stmts,
                                          const std::vector<LoopModel>& Loops,
                                          const std::function<bool(const clang::VarDecl*)>& Live,
                                          std::string* Why, const clang::Stmt** At);

} // namespace liar::lifting

#endif
