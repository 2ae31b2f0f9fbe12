/* Everything libcore offers. */
#ifndef CORE_CORE_H
#define CORE_CORE_H

#include "dsp.h"
#include "linalg.h"
#include "nn.h"
#include "util.h"

#endif
