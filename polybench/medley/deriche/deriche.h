/* deriche: Deriche recursive smoothing filter of a W x H image, causal and
 * anti-causal passes along rows, then along columns. */
#ifndef DERICHE_H
#define DERICHE_H

#include "polybench.h"

#if defined(MINI_DATASET)
#define W 64
#define H 64
#elif defined(SMALL_DATASET)
#define W 192
#define H 128
#elif defined(MEDIUM_DATASET)
#define W 720
#define H 480
#elif defined(LARGE_DATASET)
#define W 4096
#define H 2160
#else /* EXTRALARGE_DATASET */
#define W 7680
#define H 4320
#endif

#endif /* DERICHE_H */
