// C declarations of the arrays a region touches: element type, dimensions with their
// source spelling, and kind (global, local, VLA parameter, fixed-size parameter, pointer).
#ifndef LIAR_LIFTING_DECLARATIONS_H
#define LIAR_LIFTING_DECLARATIONS_H

#include "lifting/AffineBuilder.h"
#include "lifting/Model.h"

#include <string>

namespace clang {
class VarDecl;
class QualType;
} // namespace clang

namespace liar::lifting {

/// Fills Info from V's declaration; returns an error message when V cannot be modelled.
std::string describeArray(const clang::VarDecl* V, const AffineBuilder& Aff,
                          const SourceInfo& Source, ArrayInfo& Info);

/// `*p` for a pointer parameter p: a 0-dimensional object (a scalar output by address).
std::string describePointee(const clang::VarDecl* V, ArrayInfo& Info);

/// `double`, `float` or `int` for the arithmetic types the IR has; empty otherwise.
std::string irElementType(clang::QualType T);

/// The C spelling of such a type (`double`, `unsigned int`, `long`, `char`, ...), which
/// generated temporaries and accumulators must keep; empty when irElementType is.
std::string cElementType(clang::QualType T);

} // namespace liar::lifting

#endif
