/* gramschmidt: modified Gram-Schmidt QR, A = Q R with A and Q: M x N
 * (M >= N, A of full column rank), R: N x N upper triangular. */
#ifndef GRAMSCHMIDT_H
#define GRAMSCHMIDT_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define M 30
#define N 20
#elif defined(SMALL_DATASET)
#define M 80
#define N 60
#elif defined(MEDIUM_DATASET)
#define M 240
#define N 200
#elif defined(LARGE_DATASET)
#define M 1200
#define N 1000
#else /* EXTRALARGE_DATASET */
#define M 2600
#define N 2000
#endif

#endif /* GRAMSCHMIDT_H */
