// Calls a region may contain because they change nothing: the C library's math functions (in
// their double, float and long double forms) and the file's own functions whose bodies only
// compute a value from their scalar arguments.
#ifndef LIAR_LIFTING_PURECALLS_H
#define LIAR_LIFTING_PURECALLS_H

#include <string>

namespace clang {
class FunctionDecl;
class Stmt;
} // namespace clang

namespace liar::lifting {

/// A function of the C math library, declared by the C library (no body in the file): it reads
/// only its arguments and writes nothing but, perhaps, errno (docs/lifting.md).
bool isPureMathFunction(const clang::FunctionDecl* F);

/// A function of the file whose body is pure: scalar parameters, no store outside its own
/// locals, no read of a variable that is not its own or `const`, and no call other than to
/// pure functions (nested calls at most a few levels deep, no recursion). It is static, or of
/// external linkage where no other definition can be called instead (not weak, and no -fPIC
/// without -fPIE).
bool isPureLocalFunction(const clang::FunctionDecl* F);

/// The definition of F when it is a reader: a function of the file as above, except that it
/// also takes pointers to arithmetic types and reads elements of them (`im[col + w*row]`),
/// never storing through one; null otherwise. A call of a reader is inlined into the
/// caller's model (ModelBuilder::inlineReader).
const clang::FunctionDecl* readerDefinition(const clang::FunctionDecl* F);

/// Why a call to F, defined in the file, may run another definition (`: ...`), or "".
std::string interposable(const clang::FunctionDecl* F);

/// The definition of F when the file has its body and it takes a fixed number of arguments:
/// a helper whose call may be inlined into the caller's model as statements
/// (ModelBuilder::inlineHelper); null otherwise.
const clang::FunctionDecl* helperDefinition(const clang::FunctionDecl* F);

/// Why the body of Def cannot be inlined as the caller's statements: a parameter that is
/// neither a number nor a pointer to numbers, a store to anything but its own variables and
/// the elements its pointers reach, an assignment to a parameter, a read of a variable of the
/// file that is not `const`, a struct field, an address, a call of a function that is neither
/// pure nor such a helper; "" when there is none.
std::string helperObstacle(const clang::FunctionDecl* Def);

/// Whether S holds a loop.
bool containsLoop(const clang::Stmt* S);

} // namespace liar::lifting

#endif
