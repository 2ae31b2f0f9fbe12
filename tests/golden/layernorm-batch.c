// A trainer's layer-norm backward pass over a batch of sequences, rows walked by batch and time
// through row pointers (dout + b * T * C + t * C), the row statistics read as mean[b * T + t].
// The weight gradient is a sum over two folds (b, t) whose steps also read those statistics,
// which do not follow the channel: the sum is still printed with b and t outside and the
// channel innermost, reading the activations along their rows, not down their columns (the
// column walk made this pass about half as fast as the original). The rewrite, built with and
// without -fopenmp, prints what the original prints (the bias gradient's sgemv may reassociate
// its sums).
//
// RUN: %cc -x c %S/mains/layernorm-batch.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/layernorm-batch.inc -x none %t.c -o %t.new -lopenblas
// RUN: %t.new > %t.new.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: %cc -fopenmp -x c %S/mains/layernorm-batch.inc -x none %t.c -o %t.omp -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.omp > %t.omp.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.omp.out

void layernorm_backward(float* dinp, float* dweight, float* dbias, const float* dout,
                        const float* inp, const float* weight, const float* mean,
                        const float* rstd, int B, int T, int C) {
  // CHECK-MESSAGES: :[[@LINE+6]]:3: remark: loop nest in 'layernorm_backward' replaced by cblas_sgemv;
  // CHECK-FIXES:      cblas_sgemv(
  // CHECK-FIXES:      for (long [[B:liar_i[0-9]+]] = 0; [[B]] < B; [[B]]++) {
  // CHECK-FIXES-NEXT:   for (long [[T:liar_i[0-9]+]] = 0; [[T]] < T; [[T]]++) {
  // CHECK-FIXES-NEXT:     for (long [[I:liar_i[0-9]+]] = 0; [[I]] < C; [[I]]++) {
  // CHECK-FIXES-NEXT:       dweight[[[I]]] = (dweight[[[I]]] +
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < T; t++) {
      const float* dout_bt = dout + b * T * C + t * C;
      const float* inp_bt = inp + b * T * C + t * C;
      float* dinp_bt = dinp + b * T * C + t * C;
      float mean_bt = mean[b * T + t];
      float rstd_bt = rstd[b * T + t];
      float dnorm_mean = 0.0f;
      float dnorm_norm_mean = 0.0f;
      for (int i = 0; i < C; i++) {
        float norm_bti = (inp_bt[i] - mean_bt) * rstd_bt;
        float dnorm_i = weight[i] * dout_bt[i];
        dnorm_mean += dnorm_i;
        dnorm_norm_mean += dnorm_i * norm_bti;
      }
      dnorm_mean = dnorm_mean / C;
      dnorm_norm_mean = dnorm_norm_mean / C;
      for (int i = 0; i < C; i++) {
        float norm_bti = (inp_bt[i] - mean_bt) * rstd_bt;
        float dnorm_i = weight[i] * dout_bt[i];
        dbias[i] += dout_bt[i];
        dweight[i] += norm_bti * dout_bt[i];
        float dval = 0.0f;
        dval += dnorm_i;
        dval -= dnorm_mean;
        dval -= norm_bti * dnorm_norm_mean;
        dval *= rstd_bt;
        dinp_bt[i] += dval;
      }
    }
  }
}
