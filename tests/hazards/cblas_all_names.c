// Every name cblas.h uses for a parameter, a field or a configuration test is a macro of this
// file, defined before the first #include; the file also names a variable `I`, which
// <complex.h> (included by cblas.h) would define. A rewrite that adds <cblas.h> must still
// compile and compute the same.
#define A 1000
#define Ap 1001
#define B 1002
#define BFLOAT16 1003
#define C 1004
#define CORDER 1005
#define CTRANS 1006
#define DOUBLE 1007
#define Diag 1008
#define FLOAT 1009
#define FLOATRET 1010
#define K 1011
#define KL 1012
#define KU 1013
#define M 1014
#define N 1015
#define NEED_F2CCONV 1016
#define Order 1017
#define P 1018
#define Side 1019
#define Trans 1020
#define TransA 1021
#define TransB 1022
#define Uplo 1023
#define X 1024
#define XDOUBLE 1025
#define Y 1026
#define a 1027
#define alpha 1028
#define b 1029
#define b1 1030
#define b2 1031
#define beta 1032
#define bfloat16 1033
#define c 1034
#define calpha 1035
#define cbeta 1036
#define ccols 1037
#define clda 1038
#define cldb 1039
#define cldc 1040
#define cpu_set 1041
#define cpusetsize 1042
#define crows 1043
#define d1 1044
#define d2 1045
#define form 1046
#define imag 1047
#define in 1048
#define incX 1049
#define incY 1050
#define incin 1051
#define incout 1052
#define incx 1053
#define incy 1054
#define lda 1055
#define ldb 1056
#define ldc 1057
#define m 1058
#define n 1059
#define num_threads 1060
#define order 1061
#define out 1062
#define p 1063
#define real 1064
#define ret 1065
#define rout 1066
#define s 1067
#define thread_idx 1068
#define trans 1069
#define x 1070
#define xdouble 1071
#define y 1072
#define z 1073
#include <stdio.h>
#define ROWS 48
#define COLS 40
#define INNER 24
static double mat_a[ROWS][INNER], mat_b[INNER][COLS], mat_c[ROWS][COLS], vec_u[COLS], vec_v[ROWS];
void k_gemm(void) {
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      for (int k = 0; k < INNER; k++)
        mat_c[i][j] += 1.5 * mat_a[i][k] * mat_b[k][j];
}
void k_gemv(void) {
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      vec_v[i] += mat_c[i][j] * vec_u[j];
}
int main(void) {
  int I = 3;
  for (int i = 0; i < ROWS; i++) for (int k = 0; k < INNER; k++) mat_a[i][k] = (i * I + k) % 5;
  for (int k = 0; k < INNER; k++) for (int j = 0; j < COLS; j++) mat_b[k][j] = (k + j) % 3 - 1;
  for (int j = 0; j < COLS; j++) vec_u[j] = j % 4;
  k_gemm(); k_gemv();
  for (int i = 0; i < ROWS; i++) printf("%a\n", vec_v[i]);
  printf("%d %d %d\n", N, lda, alpha + incx);
  return 0;
}
