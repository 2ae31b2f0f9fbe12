/* A helper defined in a header, as a library's vector header defines it: helpers-through.c
   calls it from a row loop. */
static inline float hdr_dot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
