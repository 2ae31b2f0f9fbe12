/* fdtd-2d: Yee-scheme time stepping of the electric field (ex, ey) and the
 * magnetic field hz; the first row of ey is driven by the source _fict_. */
#include "polybench.h"
#include "fdtd-2d.h"

static void init_array(int tmax, int nx, int ny,
                       DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                       DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                       DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                       DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int i, j;

  for (i = 0; i < tmax; i++)
    _fict_[i] = (DATA_TYPE)i;
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = (DATA_TYPE)((i * (j + 1) + 1) % nx) / nx;
      ey[i][j] = (DATA_TYPE)((i * (j + 2) + 2) % ny) / ny;
      hz[i][j] = (DATA_TYPE)((i * (j + 3) + 3) % nx) / nx;
    }
}

#ifdef POLYBENCH_DUMP_ALL
static void dump_args(const char *stage, int tmax, int nx, int ny,
                      DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                      DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                      DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                      DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  POLYBENCH_DUMP_START;
  polybench_dump_arg_int(stage, "tmax", tmax);
  polybench_dump_arg_int(stage, "nx", nx);
  polybench_dump_arg_int(stage, "ny", ny);
  polybench_dump_arg(stage, "ex", &ex[0][0], (size_t)nx * ny);
  polybench_dump_arg(stage, "ey", &ey[0][0], (size_t)nx * ny);
  polybench_dump_arg(stage, "hz", &hz[0][0], (size_t)nx * ny);
  polybench_dump_arg(stage, "_fict_", _fict_, (size_t)tmax);
  POLYBENCH_DUMP_FINISH;
}
#endif

static void print_array(int nx, int ny,
                        DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                        DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                        DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny))
{
  POLYBENCH_DUMP_START;
  polybench_dump_data("ex", &ex[0][0], (size_t)nx * ny);
  polybench_dump_data("ey", &ey[0][0], (size_t)nx * ny);
  polybench_dump_data("hz", &hz[0][0], (size_t)nx * ny);
  POLYBENCH_DUMP_FINISH;
}

void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;

  for (t = 0; t < _PB_TMAX; t++) {
    for (j = 0; j < _PB_NY; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < _PB_NX; i++)
      for (j = 0; j < _PB_NY; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < _PB_NX; i++)
      for (j = 1; j < _PB_NY; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < _PB_NX - 1; i++)
      for (j = 0; j < _PB_NY - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j] +
                                                 ey[i + 1][j] - ey[i][j]);
  }
}

int main(void)
{
  int tmax = TMAX, nx = NX, ny = NY;
  POLYBENCH_2D_ARRAY_DECL(ex, DATA_TYPE, NX, NY, nx, ny);
  POLYBENCH_2D_ARRAY_DECL(ey, DATA_TYPE, NX, NY, nx, ny);
  POLYBENCH_2D_ARRAY_DECL(hz, DATA_TYPE, NX, NY, nx, ny);
  POLYBENCH_1D_ARRAY_DECL(_fict_, DATA_TYPE, TMAX, tmax);

  init_array(tmax, nx, ny, POLYBENCH_ARRAY(ex), POLYBENCH_ARRAY(ey),
             POLYBENCH_ARRAY(hz), POLYBENCH_ARRAY(_fict_));
#ifdef POLYBENCH_DUMP_ALL
  dump_args("init", tmax, nx, ny, POLYBENCH_ARRAY(ex), POLYBENCH_ARRAY(ey),
            POLYBENCH_ARRAY(hz), POLYBENCH_ARRAY(_fict_));
#endif

  polybench_start_instruments;
  kernel_fdtd_2d(tmax, nx, ny, POLYBENCH_ARRAY(ex), POLYBENCH_ARRAY(ey),
                 POLYBENCH_ARRAY(hz), POLYBENCH_ARRAY(_fict_));
  polybench_stop_instruments;
  polybench_print_instruments;

#ifdef POLYBENCH_DUMP_ALL
  dump_args("final", tmax, nx, ny, POLYBENCH_ARRAY(ex), POLYBENCH_ARRAY(ey),
            POLYBENCH_ARRAY(hz), POLYBENCH_ARRAY(_fict_));
#endif
  polybench_prevent_dce(print_array(nx, ny, POLYBENCH_ARRAY(ex),
                                    POLYBENCH_ARRAY(ey), POLYBENCH_ARRAY(hz)));

  POLYBENCH_FREE_ARRAY(ex);
  POLYBENCH_FREE_ARRAY(ey);
  POLYBENCH_FREE_ARRAY(hz);
  POLYBENCH_FREE_ARRAY(_fict_);
  return 0;
}
