// The defaults of liar's settings and estimates, each with its meaning, in one place: the
// command line, IR mode, the planners, saturation, lifting and the OpenMP generator read them
// from here, and docs/usage.md states the ones a user sets.
#pragma once

#include <cstddef>
#include <cstdint>

namespace liar::defaults {

// ---- saturation limits, per definition of a region (--iter-limit, --node-limit, --time-limit)
// Every PolyBench kernel saturates within them (docs/rules.md): they bound the time spent on
// a definition whose e-graph keeps growing, not the search of the ones liar rewrites.

/// Saturation iterations (rule applications over the whole e-graph) before it stops.
inline constexpr size_t kIterationLimit = 30;
/// E-nodes the e-graph may hold before saturation stops. Every saturation of polybench/, the
/// golden and the real-style tests that completes stays under 1,200 e-nodes; those that reach the
/// limit are long sums (a 9-point stencil) whose reassociations grow without end, and the
/// last 10,000 to 20,000 of their e-nodes cost three quarters of their time.
inline constexpr size_t kNodeLimit = 10000;
/// Seconds saturation may run before it stops.
inline constexpr double kTimeLimitSeconds = 1.0;

// ---- sizes the code does not state
// Two different unknowns, with two values: changing either changes which forms win.

/// The value of a size parameter that is not a compile-time constant (a run-time `n`), in
/// the cost model's and the OpenMP generator's work estimates: a size at which library calls
/// and parallel loops are worth considering.
inline constexpr int64_t kUnknownParameterValue = 1000;
/// The trip count the cost model assumes for a loop whose count it cannot estimate even with
/// the parameters' values (a bound that depends on an outer iterator, as in `j < i`, or on
/// data); its square is the work of a library call whose work it cannot estimate.
inline constexpr double kUnknownTripCount = 100;

// ---- the OpenMP generator (--tile-size, --omp-min-work)

/// Tile edge of the OpenMP target's tiled loops (docs/omp.md, "Tile size"); 0 or 1: no tiling.
inline constexpr int kTileSize = 64;
/// Estimated statement instances each entry of a parallel loop must run for the loop to get
/// `#pragma omp parallel for`: below it, starting the team costs more than the threads gain.
/// With run-time sizes the comparison is made at run time (`if(work >= ...)`).
inline constexpr double kOmpMinParallelWork = 1e5;

// ---- choosing between forms (--min-library-savings)

/// --target=auto: the share of a region's loop cost, by the cost model, that its library calls
/// must save to win over the whole region's OpenMP form. BLAS threads beside OpenMP loops make
/// OpenMP's threads wait passively, which costs loops that fork often; below this share the
/// OpenMP form, which also keeps what fusing the region's nests gains, is preferred.
inline constexpr double kMinLibrarySavings = 0.1;

// ---- the cost model's prices

/// The sizes from which OpenBLAS's calls beat gcc's loops, per routine family, as an edge: a
/// call whose sizes are run-time values runs only when the product of the sizes it passes
/// reaches the edge to the power of their number (n >= 32 for a dot, m*n >= 32^2 for a gemv,
/// m*n*k >= 8^3 for a gemm); below it the original loops run. Measured in a -fopenmp program
/// linked with OpenBLAS's OpenMP build, 2 threads (scripts/bench-call-thresholds.sh;
/// docs/results.md, "Library calls against loops").
inline constexpr int kLevel1MinEdge = 32;
inline constexpr int kLevel2MinEdge = 32;
inline constexpr int kLevel3MinEdge = 8;

/// The fixed cost of one call into LibTorch through liar's runtime (tensor views and the
/// operator's dispatch), in the cost model's units of about 0.1 ns: about 1.3 us a call.
inline constexpr double kTorchCallCost = 13000;

} // namespace liar::defaults
