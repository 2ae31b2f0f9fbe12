/* The pieces of the example solver. */
#ifndef SOLVER_H
#define SOLVER_H

#define LEN 4000
#define STEPS 50
#define PN 120

void jacobi(int steps, int n, double a[], double b[]);
void axpy(int n, double alpha, const double* x, double* y);
void print_results(int n, const double* a, int stride);
const char* build_kind(void);
void product(double c[PN][PN], double a[PN][PN], double b[PN][PN]);

#endif
