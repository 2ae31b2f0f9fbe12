/* Image filters over the interior of a row-major image: 1 <= c < W-1. */
#define W 128
#define H 96

void blur_rows(const float *in, float *out) {
  for (int r = 0; r < H; r++)
    for (int c = 1; c < W - 1; c++)
      out[r * W + c] = (in[r * W + c - 1] + in[r * W + c] + in[r * W + c + 1]) / 3.0f;
}

void shift_left(int w, int h, const float *in, float *out) {
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w - 1; c++)
      out[r * w + c] = in[r * w + c + 1];
}
