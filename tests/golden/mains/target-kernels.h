/* A project's own kernel header, as `.liar.yaml` names its functions as targets of CBLAS
   routines (target-functions-configured.c): each counts its calls in a counter the program
   defines. */
extern int my_dgemm_calls, my_ddot_calls, file_ddot_calls;

/* C += A B for contiguous row-major operands, summing in the loops' order. */
static inline void my_dgemm(int m, int n, int k, const double *A, const double *B, double *C) {
  ++my_dgemm_calls;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int p = 0; p < k; p++)
        C[i * n + j] += A[i * k + p] * B[p * n + j];
}

static inline double my_ddot(int n, const double *x, const double *y) {
  ++my_ddot_calls;
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
