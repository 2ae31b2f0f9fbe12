// A guarded replacement in pieces, before it is written as text: what RegionVersions joins with
// another version of the same region into one chain of branches.
#pragma once

#include <string>
#include <vector>

namespace liar::tool {

struct GuardedCode {
  std::string Marker; ///< what the begin marker says: `blas (cblas_dgemm)`
  /// Before the guard: the copies of struct fields the region reads (each with `(void)` when
  /// nothing uses it), then the declarations of the temporaries (null).
  std::vector<std::string> Copies, Temporaries;
  std::vector<std::string> Setup;      ///< statements the conditions read (row scans)
  std::vector<std::string> Conditions; ///< all must hold; none and no temporaries: no guard
  /// Once the conditions hold, `liar_t0 = malloc(...);` for each temporary; the new code runs
  /// when every one of Allocated is not null.
  std::vector<std::string> Allocations, Allocated;
  std::vector<std::string> Frees; ///< after every branch: `free(liar_t0);`
  std::string Code;               ///< the new code, unindented

  bool guarded() const { return !Conditions.empty() || !Allocated.empty(); }
};

} // namespace liar::tool
