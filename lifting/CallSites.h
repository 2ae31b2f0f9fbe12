// The calls of the main file's functions and what their arguments show: a constant value, or
// the variable a pointer points into and at which offset. --explain checks a rewrite's guard
// against them (tool/GuardForecast.h): a guard that fails on every call the file makes runs
// only the original loops.
#ifndef LIAR_LIFTING_CALLSITES_H
#define LIAR_LIFTING_CALLSITES_H

#include "Region.h"
#include "SourceInfo.h"

#include <map>
#include <set>
#include <vector>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace liar::lifting {

/// Direct calls made in the main file's function bodies, by the callee's canonical declaration,
/// in source order; at most a few per callee.
using CallSitesByFunction = std::map<const clang::FunctionDecl*, std::vector<CallSite>>;

CallSitesByFunction collectCallSites(const SourceInfo& source);

/// The functions of internal linkage whose every use in the translation unit is a direct call
/// that `calls` records: no other file calls them, nothing takes their address, and each call
/// is in a function body of the main file.
std::set<const clang::FunctionDecl*> allCallsShown(const SourceInfo& source,
                                                   const CallSitesByFunction& calls);

} // namespace liar::lifting

#endif
