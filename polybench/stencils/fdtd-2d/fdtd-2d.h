/* fdtd-2d: 2-D finite-difference time-domain (Yee) update of ex, ey and hz on
 * an NX x NY grid for TMAX steps, driven by the source _fict_. */
#ifndef FDTD_2D_H
#define FDTD_2D_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define TMAX 20
#define NX 20
#define NY 30
#elif defined(SMALL_DATASET)
#define TMAX 40
#define NX 60
#define NY 80
#elif defined(MEDIUM_DATASET)
#define TMAX 100
#define NX 200
#define NY 240
#elif defined(LARGE_DATASET)
#define TMAX 500
#define NX 1000
#define NY 1200
#else /* EXTRALARGE_DATASET */
#define TMAX 1000
#define NX 2000
#define NY 2600
#endif

#endif /* FDTD_2D_H */
