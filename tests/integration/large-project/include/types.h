/* Shapes passed by value: a matrix view and a dense layer. */
#ifndef CORE_TYPES_H
#define CORE_TYPES_H

struct matrix {
  int rows;
  int cols;
  int ld; /* distance between rows, in elements */
  double* data;
};

struct fmatrix {
  int rows;
  int cols;
  float* data;
};

struct layer {
  int rows; /* outputs */
  int cols; /* inputs */
  float* weights;
  float* bias;
};

struct grid {
  int nx;
  int ny;
};

#endif
