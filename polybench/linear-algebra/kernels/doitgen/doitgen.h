/* doitgen: A[r][q][:] := A[r][q][:] * C4 with A: NR x NQ x NP, C4: NP x NP,
 * sum: NP. */
#ifndef DOITGEN_H
#define DOITGEN_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define NQ 8
#define NR 10
#define NP 12
#elif defined(SMALL_DATASET)
#define NQ 20
#define NR 25
#define NP 30
#elif defined(MEDIUM_DATASET)
#define NQ 40
#define NR 50
#define NP 60
#elif defined(LARGE_DATASET)
#define NQ 140
#define NR 150
#define NP 160
#else /* EXTRALARGE_DATASET */
#define NQ 220
#define NR 250
#define NP 270
#endif

#endif /* DOITGEN_H */
