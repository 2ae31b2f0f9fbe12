/* The dot product of "another library" that declared-meanings.c only declares: summed from
   the last element down, so that it rounds differently from the loops liar reads for it. */
float ext_sdot(int n, const float *x, const float *y);

float ext_sdot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = n - 1; i >= 0; --i)
    s += x[i] * y[i];
  return s;
}
