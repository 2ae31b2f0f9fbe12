/* Style: image filters over row-major images, out[r*W + c]. Borders are skipped: the loops run
   over the interior window 1 <= r < H-1, 1 <= c < W-1, with neighbours at r*W + c +- 1 and
   (r +- 1)*W + c. Fixed-size images (#define) and images whose width is a parameter. */
#include "harness.h"

#define H 96
#define W 128

static double img[H * W], out[H * W], gx[H * W], gy[H * W];

void box3(void) {
  for (int r = 1; r < H - 1; r++)
    for (int c = 1; c < W - 1; c++)
      out[r * W + c] =
          (img[(r - 1) * W + c - 1] + img[(r - 1) * W + c] + img[(r - 1) * W + c + 1] +
           img[r * W + c - 1] + img[r * W + c] + img[r * W + c + 1] + img[(r + 1) * W + c - 1] +
           img[(r + 1) * W + c] + img[(r + 1) * W + c + 1]) /
          9.0;
}

void sobel(void) {
  for (int r = 1; r < H - 1; r++)
    for (int c = 1; c < W - 1; c++) {
      gx[r * W + c] = img[(r - 1) * W + c + 1] + 2.0 * img[r * W + c + 1] +
                      img[(r + 1) * W + c + 1] - img[(r - 1) * W + c - 1] -
                      2.0 * img[r * W + c - 1] - img[(r + 1) * W + c - 1];
      gy[r * W + c] = img[(r + 1) * W + c - 1] + 2.0 * img[(r + 1) * W + c] +
                      img[(r + 1) * W + c + 1] - img[(r - 1) * W + c - 1] -
                      2.0 * img[(r - 1) * W + c] - img[(r - 1) * W + c + 1];
    }
}

/* A width known only at run time; src and dst are distinct buffers of h*w pixels. */
void sharpen(int h, int w, const float* src, float* dst, float amount) {
  for (int r = 1; r < h - 1; r++)
    for (int c = 1; c < w - 1; c++) {
      float lap = 4.0f * src[r * w + c] - src[r * w + c - 1] - src[r * w + c + 1] -
                  src[(r - 1) * w + c] - src[(r + 1) * w + c];
      dst[r * w + c] = src[r * w + c] + amount * lap;
    }
}

/* Row pointers, as hand-written filters often use: a horizontal [1 2 1] blur written one
   pixel to the right of its centre, out[r*w + c + 1]. */
void blur_rows(int h, int w, const double* src, double* dst) {
  for (int r = 0; r < h; r++) {
    const double* row = src + r * w;
    double* orow = dst + r * w;
    for (int c = 0; c < w - 2; c++)
      orow[c + 1] = 0.25 * row[c] + 0.5 * row[c + 1] + 0.25 * row[c + 2];
  }
}

/* The same blur with the offset in the subscript. */
void blur_offset(int h, int w, const double* src, double* dst) {
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w - 2; c++)
      dst[r * w + c + 1] =
          0.25 * src[r * w + c] + 0.5 * src[r * w + c + 1] + 0.25 * src[r * w + c + 2];
}

/* Brightness and contrast on the whole image: a plain element-wise map. */
void adjust(int h, int w, float* pix, float gain, float bias) {
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++)
      pix[r * w + c] = gain * pix[r * w + c] + bias;
}

static float fsrc[70 * 50], fdst[70 * 50];

int main(void) {
  harness_fill(img, H * W);
  harness_fill(out, H * W);
  harness_fill(gx, H * W);
  harness_fill(gy, H * W);
  harness_fill_float(fsrc, 70 * 50);
  harness_fill_float(fdst, 70 * 50);
  box3();
  harness_print("box", out, H * W);
  sobel();
  harness_print("gx", gx, H * W);
  harness_print("gy", gy, H * W);
  blur_rows(H, W, img, out);
  harness_print("blur_rows", out, H * W);
  blur_offset(H, W, img, gx);
  harness_print("blur_offset", gx, H * W);
  sharpen(70, 50, fsrc, fdst, 0.5f);
  harness_print_float("sharp", fdst, 70 * 50);
  adjust(70, 50, fdst, 1.25f, -0.125f);
  harness_print_float("adjusted", fdst, 70 * 50);
  return 0;
}
