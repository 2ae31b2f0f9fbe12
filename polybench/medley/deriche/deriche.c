/* deriche: second-order recursive (IIR) smoothing filter after Deriche.
 * Each direction sums a causal pass (y1) and an anti-causal pass (y2); rows
 * first, then columns of the row-filtered image. */
#include "polybench.h"
#include "deriche.h"

static void init_array(int w, int h, DATA_TYPE *alpha,
                       DATA_TYPE POLYBENCH_2D(imgIn, W, H, w, h),
                       DATA_TYPE POLYBENCH_2D(imgOut, W, H, w, h),
                       DATA_TYPE POLYBENCH_2D(y1, W, H, w, h),
                       DATA_TYPE POLYBENCH_2D(y2, W, H, w, h))
{
  int i, j;

  *alpha = SCALAR_VAL(0.25);
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++) {
      imgIn[i][j] = (DATA_TYPE)((37 * i + 91 * j + i * j) % 256) / 255;
      imgOut[i][j] = SCALAR_VAL(0.0);
      y1[i][j] = SCALAR_VAL(0.0);
      y2[i][j] = SCALAR_VAL(0.0);
    }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int w, int h, DATA_TYPE alpha,
                      DATA_TYPE POLYBENCH_2D(imgIn, W, H, w, h),
                      DATA_TYPE POLYBENCH_2D(imgOut, W, H, w, h),
                      DATA_TYPE POLYBENCH_2D(y1, W, H, w, h),
                      DATA_TYPE POLYBENCH_2D(y2, W, H, w, h))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "w", w);
  polybench_dump_arg_int(stage, "h", h);
  polybench_dump_arg(stage, "alpha", &alpha, 1);
  polybench_dump_arg(stage, "imgIn", &imgIn[0][0], (size_t)w * h);
  polybench_dump_arg(stage, "imgOut", &imgOut[0][0], (size_t)w * h);
  polybench_dump_arg(stage, "y1", &y1[0][0], (size_t)w * h);
  polybench_dump_arg(stage, "y2", &y2[0][0], (size_t)w * h);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int w, int h,
                        DATA_TYPE POLYBENCH_2D(imgOut, W, H, w, h))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("imgOut", &imgOut[0][0], (size_t)w * h);
  POLYBENCH_DUMP_FINISH;
}

void kernel_deriche(int w, int h, DATA_TYPE alpha,
                    DATA_TYPE POLYBENCH_2D(imgIn, W, H, w, h),
                    DATA_TYPE POLYBENCH_2D(imgOut, W, H, w, h),
                    DATA_TYPE POLYBENCH_2D(y1, W, H, w, h),
                    DATA_TYPE POLYBENCH_2D(y2, W, H, w, h))
{
  int i, j;
  DATA_TYPE k, e1, e2;
  DATA_TYPE a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
  DATA_TYPE xm1, tm1, ym1, ym2, xp1, xp2, tp1, tp2, yp1, yp2;

  /* Smoothing coefficients: normalisation k makes the filter's gain 1, the
   * double pole at exp(-alpha) gives b1 and b2. */
  e1 = EXP_FUN(-alpha);
  e2 = EXP_FUN(SCALAR_VAL(-2.0) * alpha);
  k = (SCALAR_VAL(1.0) - e1) * (SCALAR_VAL(1.0) - e1) /
      (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * e1 - e2);
  a1 = a5 = k;
  a2 = a6 = k * e1 * (alpha - SCALAR_VAL(1.0));
  a3 = a7 = k * e1 * (alpha + SCALAR_VAL(1.0));
  a4 = a8 = -k * e2;
  b1 = SCALAR_VAL(2.0) * e1;
  b2 = -e2;
  c1 = c2 = SCALAR_VAL(1.0);

  for (i = 0; i < _PB_W; i++) {
    ym1 = SCALAR_VAL(0.0);
    ym2 = SCALAR_VAL(0.0);
    xm1 = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_H; j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (i = 0; i < _PB_W; i++) {
    yp1 = SCALAR_VAL(0.0);
    yp2 = SCALAR_VAL(0.0);
    xp1 = SCALAR_VAL(0.0);
    xp2 = SCALAR_VAL(0.0);
    for (j = _PB_H - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < _PB_W; i++)
    for (j = 0; j < _PB_H; j++)
      imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);

  for (j = 0; j < _PB_H; j++) {
    tm1 = SCALAR_VAL(0.0);
    ym1 = SCALAR_VAL(0.0);
    ym2 = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_W; i++) {
      y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (j = 0; j < _PB_H; j++) {
    tp1 = SCALAR_VAL(0.0);
    tp2 = SCALAR_VAL(0.0);
    yp1 = SCALAR_VAL(0.0);
    yp2 = SCALAR_VAL(0.0);
    for (i = _PB_W - 1; i >= 0; i--) {
      y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < _PB_W; i++)
    for (j = 0; j < _PB_H; j++)
      imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
}

int main(void)
{
  int w = W, h = H;
  DATA_TYPE alpha;
  POLYBENCH_2D_ARRAY_DECL(imgIn, DATA_TYPE, W, H, w, h);
  POLYBENCH_2D_ARRAY_DECL(imgOut, DATA_TYPE, W, H, w, h);
  POLYBENCH_2D_ARRAY_DECL(y1, DATA_TYPE, W, H, w, h);
  POLYBENCH_2D_ARRAY_DECL(y2, DATA_TYPE, W, H, w, h);

  init_array(w, h, &alpha, POLYBENCH_ARRAY(imgIn), POLYBENCH_ARRAY(imgOut),
             POLYBENCH_ARRAY(y1), POLYBENCH_ARRAY(y2));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", w, h, alpha, POLYBENCH_ARRAY(imgIn),
            POLYBENCH_ARRAY(imgOut), POLYBENCH_ARRAY(y1), POLYBENCH_ARRAY(y2));
#endif

  polybench_start_instruments;
  kernel_deriche(w, h, alpha, POLYBENCH_ARRAY(imgIn), POLYBENCH_ARRAY(imgOut),
                 POLYBENCH_ARRAY(y1), POLYBENCH_ARRAY(y2));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", w, h, alpha, POLYBENCH_ARRAY(imgIn),
            POLYBENCH_ARRAY(imgOut), POLYBENCH_ARRAY(y1), POLYBENCH_ARRAY(y2));
#endif
  polybench_prevent_dce(print_array(w, h, POLYBENCH_ARRAY(imgOut)));

  POLYBENCH_FREE_ARRAY(imgIn);
  POLYBENCH_FREE_ARRAY(imgOut);
  POLYBENCH_FREE_ARRAY(y1);
  POLYBENCH_FREE_ARRAY(y2);
  return 0;
}
