// Golden test (fuzz finding, seed 368160): a product whose result a library call computes into
// a temporary of rows of nm elements, called with nm == 0. The temporary's pointer is declared
// before the guards that check the extents, so its row length must not be 0 there (a
// variable-length array type of size 0 is undefined): the declaration bounds it by 1, and the
// guard then keeps the original loops. Built with the undefined-behaviour sanitizer, run with
// an empty and a non-empty product, and compared with the original bit for bit.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.torch.c
// RUN: %cc -fsanitize=undefined -fno-sanitize-recover=all -I %runtime %t.torch.c -o %t.torch %torchlib -lm && %t.torch > %t.torch.out
// RUN: diff %t.orig.out %t.torch.out
#include <stddef.h>
#include <stdio.h>

static void scaled_product(size_t nn, size_t nm, size_t nk, double *C, const double *A,
                           const double *B) {
  for (size_t i = 0; i < nn; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scaled_product' replaced by liar_torch_mm_d, liar_torch_mul_d
    for (size_t j = 0; j < nm; j++) {
      C[i * nm + j] = 0.0;
      for (size_t k = 0; k < nk; k++)
        C[i * nm + j] += 0.5 * A[i * nk + k] * B[k * nm + j];
    }
}
// CHECK-FIXES: double (*liar_t{{[0-9]+}})[(nm) > 0 ? (nm) : 1] = NULL;

int main(void) {
  static double A[6], B[6], C[4];
  for (int i = 0; i < 6; i++) {
    A[i] = i + 1;
    B[i] = 0.25 * i;
  }
  for (int i = 0; i < 4; i++)
    C[i] = -1;
  scaled_product(1, 0, 1, C, A, B);
  scaled_product(2, 2, 3, C, A, B);
  for (int i = 0; i < 4; i++)
    printf("%a\n", C[i]);
  return 0;
}
