// Names as ISL reads them. ISL's parser takes some words as keywords whatever their case
// (`MAX`, `Min`, `and`, `floor`, `infty`, ...), so a size parameter spelled like one of them (a
// macro `MAX`, a variable `min`) would turn every ISL string that mentions it into a syntax
// error. Such a name is written to ISL with a prefix that no C program may use (identifiers
// that start with `__` belong to the implementation), and every name read back from ISL drops
// the prefix again, so that the IR and the emitted C keep the user's spelling.
#ifndef LIAR_POLY_ISLNAMES_H
#define LIAR_POLY_ISLNAMES_H

#include <string>

namespace liar::poly {

/// True if ISL's parser reads Name as a keyword (compared without regard to case).
bool isIslKeyword(const std::string& Name);
/// Name as it may appear in an ISL string.
std::string islName(const std::string& Name);
/// The name an ISL identifier stands for (the inverse of islName; null gives "").
std::string fromIslName(const char* IslName);

} // namespace liar::poly

#endif
