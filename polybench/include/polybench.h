/*
 * polybench.h - macro interface of liar's PolyBench-style kernel suite.
 *
 * Written for this project from docs/polybench-conventions.md, which is the
 * contract: kernels include this header first, then their own <kernel>.h
 * holding the dataset sizes.  Link with polybench/support/polybench.c.
 */
#ifndef LIAR_POLYBENCH_H
#define LIAR_POLYBENCH_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

/* ---------------------------------------------------------------- dataset
 * LARGE is the default; each kernel's header turns the chosen *_DATASET into
 * sizes. */
#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) && \
    !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET) && \
    !defined(EXTRALARGE_DATASET)
#define LARGE_DATASET
#endif

/* ------------------------------------------------------------------ types
 * A kernel whose data is not floating point (e.g. integer path costs) may
 * define DATA_TYPE, DATA_PRINTF_MODIFIER and SCALAR_VAL itself before
 * including this header; then none of the defaults below apply. */
#ifndef DATA_TYPE
#ifdef DATA_TYPE_IS_FLOAT
#define DATA_TYPE float
#define DATA_PRINTF_MODIFIER "%.7e "
#define SCALAR_VAL(x) x##f
#define SQRT_FUN(x) sqrtf(x)
#define EXP_FUN(x) expf(x)
#define POW_FUN(x, y) powf(x, y)
#else
#define DATA_TYPE_IS_DOUBLE
#define DATA_TYPE double
#define DATA_PRINTF_MODIFIER "%.12e "
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)
#define EXP_FUN(x) exp(x)
#define POW_FUN(x, y) pow(x, y)
#endif
#endif

/* ------------------------------------------------------------ loop bounds
 * _PB_X is the runtime size argument x, or the compile-time constant X under
 * -DPOLYBENCH_USE_SCALAR_LB.  The usual PolyBench dimension names are
 * provided here so kernel headers need not (and should not) redefine them;
 * a kernel with another dimension name defines its own _PB_ macro the same
 * way.  The macros expand lazily, so X only has to exist where _PB_X is
 * used. */
#ifdef POLYBENCH_USE_SCALAR_LB
#define POLYBENCH_LOOP_BOUND(x, y) x
#else
#define POLYBENCH_LOOP_BOUND(x, y) y
#endif

#define _PB_N POLYBENCH_LOOP_BOUND(N, n)
#define _PB_M POLYBENCH_LOOP_BOUND(M, m)
#define _PB_NI POLYBENCH_LOOP_BOUND(NI, ni)
#define _PB_NJ POLYBENCH_LOOP_BOUND(NJ, nj)
#define _PB_NK POLYBENCH_LOOP_BOUND(NK, nk)
#define _PB_NL POLYBENCH_LOOP_BOUND(NL, nl)
#define _PB_NM POLYBENCH_LOOP_BOUND(NM, nm)
#define _PB_NP POLYBENCH_LOOP_BOUND(NP, np)
#define _PB_NQ POLYBENCH_LOOP_BOUND(NQ, nq)
#define _PB_NR POLYBENCH_LOOP_BOUND(NR, nr)
#define _PB_NX POLYBENCH_LOOP_BOUND(NX, nx)
#define _PB_NY POLYBENCH_LOOP_BOUND(NY, ny)
#define _PB_W POLYBENCH_LOOP_BOUND(W, w)
#define _PB_H POLYBENCH_LOOP_BOUND(H, h)
#define _PB_TSTEPS POLYBENCH_LOOP_BOUND(TSTEPS, tsteps)
#define _PB_TMAX POLYBENCH_LOOP_BOUND(TMAX, tmax)

/* ----------------------------------------------------------------- arrays
 * Parameter declarators: var[dim] with the size macros, or var[ddim] with
 * the runtime sizes (C99 variably modified parameters) under
 * -DPOLYBENCH_USE_C99_PROTO.  restrict goes on the outermost dimension,
 * which is the pointer the parameter decays to. */
#ifdef POLYBENCH_USE_RESTRICT
#define POLYBENCH_RESTRICT restrict
#else
#define POLYBENCH_RESTRICT
#endif

#ifdef POLYBENCH_USE_C99_PROTO
#define POLYBENCH_C99_SELECT(dim, ddim) ddim
#else
#define POLYBENCH_C99_SELECT(dim, ddim) dim
#endif

#define POLYBENCH_1D(var, dim1, ddim1) \
  var[POLYBENCH_RESTRICT POLYBENCH_C99_SELECT(dim1, ddim1)]
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2) \
  var[POLYBENCH_RESTRICT POLYBENCH_C99_SELECT(dim1, ddim1)] \
     [POLYBENCH_C99_SELECT(dim2, ddim2)]
#define POLYBENCH_3D(var, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
  var[POLYBENCH_RESTRICT POLYBENCH_C99_SELECT(dim1, ddim1)] \
     [POLYBENCH_C99_SELECT(dim2, ddim2)][POLYBENCH_C99_SELECT(dim3, ddim3)]

/* Heap allocation (large datasets do not fit on the stack).  var is a
 * pointer to the whole array, so POLYBENCH_ARRAY(var) is the array itself
 * and decays to what the kernel's parameter expects.  The compile-time
 * extents are used; ddim* are accepted for interface symmetry. */
#define POLYBENCH_1D_ARRAY_DECL(var, type, dim1, ddim1) \
  type(*var)[dim1] = (type(*)[dim1])polybench_alloc_data((size_t)(dim1), \
                                                         sizeof(type))
#define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2, ddim1, ddim2) \
  type(*var)[dim1][dim2] = (type(*)[dim1][dim2])polybench_alloc_data( \
      (size_t)(dim1) * (size_t)(dim2), sizeof(type))
#define POLYBENCH_3D_ARRAY_DECL(var, type, dim1, dim2, dim3, ddim1, ddim2, \
                                ddim3) \
  type(*var)[dim1][dim2][dim3] = \
      (type(*)[dim1][dim2][dim3])polybench_alloc_data( \
          (size_t)(dim1) * (size_t)(dim2) * (size_t)(dim3), sizeof(type))
#define POLYBENCH_ARRAY(var) (*(var))
#define POLYBENCH_FREE_ARRAY(var) polybench_free_data((void *)(var))

/* ----------------------------------------------------------------- timing
 * Only the kernel call is timed; under -DPOLYBENCH_TIME the cache is flushed
 * before the clock starts and the seconds are printed as "%0.6f\n" on
 * stdout.  Written as expressions so "polybench_start_instruments;" works
 * in both configurations. */
#ifdef POLYBENCH_TIME
#define polybench_start_instruments polybench_timer_start()
#define polybench_stop_instruments polybench_timer_stop()
#define polybench_print_instruments polybench_timer_print()
#else
#define polybench_start_instruments ((void)0)
#define polybench_stop_instruments ((void)0)
#define polybench_print_instruments ((void)0)
#endif

/* ------------------------------------------------------------------ dumps
 * Format (on stderr):
 *   ==BEGIN DUMP_ARRAYS==
 *   begin dump: NAME
 *   v v v ... (DATA_PRINTF_MODIFIER, a newline every 20 values)
 *   end   dump: NAME
 *   ==END   DUMP_ARRAYS==
 * -DPOLYBENCH_DUMP_ALL implies -DPOLYBENCH_DUMP_ARRAYS and additionally
 * dumps every kernel argument before ("init:NAME") and after ("final:NAME")
 * the call. */
#ifdef POLYBENCH_DUMP_ALL
#ifndef POLYBENCH_DUMP_ARRAYS
#define POLYBENCH_DUMP_ARRAYS
#endif
#endif

#define POLYBENCH_DUMP_TARGET stderr
#define POLYBENCH_DUMP_START \
  fprintf(POLYBENCH_DUMP_TARGET, "==BEGIN DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_FINISH \
  fprintf(POLYBENCH_DUMP_TARGET, "==END   DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_BEGIN(name) \
  fprintf(POLYBENCH_DUMP_TARGET, "begin dump: %s", name)
#define POLYBENCH_DUMP_END(name) \
  fprintf(POLYBENCH_DUMP_TARGET, "\nend   dump: %s\n", name)

/* The output dump sits behind a volatile flag that is never set unless
 * dumping is requested: the compiler cannot prove the outputs dead, so it
 * cannot delete the kernel being timed. */
#ifdef POLYBENCH_DUMP_ARRAYS
#define polybench_prevent_dce(call) call
#else
#define polybench_prevent_dce(call) \
  do { \
    if (polybench_never_true) \
      call; \
  } while (0)
#endif

/* Dump count contiguous values of the kernel's DATA_TYPE in the format
 * above (one BEGIN/END pair, newline before every 20th value). */
static inline void polybench_dump_data(const char *name, const DATA_TYPE *p,
                                       size_t count)
{
  size_t k;
  POLYBENCH_DUMP_BEGIN(name);
  for (k = 0; k < count; k++) {
    if (k % 20 == 0)
      fprintf(POLYBENCH_DUMP_TARGET, "\n");
    fprintf(POLYBENCH_DUMP_TARGET, DATA_PRINTF_MODIFIER, p[k]);
  }
  POLYBENCH_DUMP_END(name);
}

/* Dumps of one kernel argument for POLYBENCH_DUMP_ALL, named
 * "<stage>:<name>" with stage "init" (before the call) or "final" (after). */
static inline void polybench_dump_arg(const char *stage, const char *name,
                                      const DATA_TYPE *p, size_t count)
{
  char full[128];
  snprintf(full, sizeof full, "%s:%s", stage, name);
  polybench_dump_data(full, p, count);
}

static inline void polybench_dump_arg_int(const char *stage, const char *name,
                                          int value)
{
  char full[128];
  snprintf(full, sizeof full, "%s:%s", stage, name);
  POLYBENCH_DUMP_BEGIN(full);
  fprintf(POLYBENCH_DUMP_TARGET, "\n%d ", value);
  POLYBENCH_DUMP_END(full);
}

/* ----------------------------------------------- support library (.c) */
extern volatile int polybench_never_true;
void *polybench_alloc_data(size_t n, size_t elt_size);
void polybench_free_data(void *p);
void polybench_flush_cache(void);
void polybench_timer_start(void);
void polybench_timer_stop(void);
void polybench_timer_print(void);

#endif /* LIAR_POLYBENCH_H */
