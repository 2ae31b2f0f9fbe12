#define N 48
void gemm(double C[N][N], double A[N][N], double B[N][N]);
void gemv(double y[N], double A[N][N], double x[N]);
double dot(double x[N], double y[N]);
void axpy(double a, double y[N], double x[N]);
void scale(double a, double x[N]);
void gemv_t(double y[N], double A[N][N], double x[N]);
void rank1(double A[N][N], double x[N], double y[N]);
