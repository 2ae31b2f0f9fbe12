/* 3mm: E := A*B; F := C*D; G := E*F with A: NI x NK, B: NK x NJ, C: NJ x NM,
 * D: NM x NL. */
#ifndef KERNEL_3MM_H
#define KERNEL_3MM_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define NI 16
#define NJ 18
#define NK 20
#define NL 22
#define NM 24
#elif defined(SMALL_DATASET)
#define NI 40
#define NJ 50
#define NK 60
#define NL 70
#define NM 80
#elif defined(MEDIUM_DATASET)
#define NI 180
#define NJ 190
#define NK 200
#define NL 210
#define NM 220
#elif defined(LARGE_DATASET)
#define NI 800
#define NJ 900
#define NK 1000
#define NL 1100
#define NM 1200
#else /* EXTRALARGE_DATASET */
#define NI 1600
#define NJ 1800
#define NK 2000
#define NL 2200
#define NM 2400
#endif

#endif /* KERNEL_3MM_H */
