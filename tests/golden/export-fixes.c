// Golden test (issue 5, point 5): the clang-tidy YAML of --export-fixes, applied by
// clang-apply-replacements to one copy of the file, gives byte-for-byte the file that --fix
// writes in place on another copy. The file has an existing include, a guarded rewrite, a
// direct one and a suppressed nest. (Two added headers: export-fixes-two-includes.c.)
//
// RUN: mkdir -p %t.d/apply %t.d/fix %t.d/yaml
// RUN: cp %clean %t.d/apply/kernel.c && cp %clean %t.d/fix/kernel.c
// RUN: liar --export-fixes=%t.d/yaml/fixes.yaml %t.d/apply/kernel.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// Exporting fixes does not touch the file.
// RUN: cmp %clean %t.d/apply/kernel.c
// RUN: FileCheck %s --check-prefix=CHECK-YAML < %t.d/yaml/fixes.yaml
// RUN: clang-apply-replacements %t.d/yaml
// RUN: liar --fix %t.d/fix/kernel.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: cmp %t.d/apply/kernel.c %t.d/fix/kernel.c
// RUN: %cc -c %t.d/fix/kernel.c -o %t.o

// CHECK-YAML: MainSourceFile: "{{.*}}/apply/kernel.c"
// CHECK-YAML-NEXT: Diagnostics:
// CHECK-YAML-NEXT: - DiagnosticName: "liar-blas"
// CHECK-YAML-NEXT: DiagnosticMessage:
// CHECK-YAML-NEXT: Message: "loop nest replaced by cblas_dgemv"
// CHECK-YAML-NEXT: FilePath: "{{.*}}/apply/kernel.c"
// CHECK-YAML-NEXT: FileOffset: {{[0-9]+}}
// CHECK-YAML-NEXT: Replacements:
// CHECK-YAML-NEXT: - FilePath: "{{.*}}/apply/kernel.c"
// CHECK-YAML-NEXT: Offset: {{[0-9]+}}
// CHECK-YAML-NEXT: Length: {{[0-9]+}}
// CHECK-YAML-NEXT: ReplacementText: "/* liar: blas (cblas_dgemv); the original loops run when a guard fails */\n{{.*}}"
// CHECK-YAML-NEXT: Level: Warning
// CHECK-YAML-NEXT: BuildDirectory: "{{.+}}"
// CHECK-YAML-NEXT: - DiagnosticName: "liar-blas"
// CHECK-YAML: Message: "loop nest replaced by cblas_dger"
// CHECK-YAML: - DiagnosticName: "liar-include"
// CHECK-YAML: Message: "include <cblas.h>; define the guard helpers"
// CHECK-YAML: ReplacementText: "#include <cblas.h>\n/* liar: guard helpers */\n#ifndef LIAR_GUARDS_H\n{{.*}}\n#endif\n/* liar: end */\n"
// CHECK-YAML: ...

#include <math.h>

#define N 64
#define M 48

void gemv(double y[N], double A[N][M], double x[M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv; {{.*}} [liar-blas]
    for (int j = 0; j < M; j++)
      y[i] += A[i][j] * x[j];
}

void ger(double A[restrict N][M], double x[restrict N], double y[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ger' replaced by cblas_dger; {{.*}} [liar-blas]
    for (int j = 0; j < M; j++)
      A[i][j] += x[i] * y[j];
}

void suppressed(double y[restrict N], double x[restrict N]) {
  // NOLINTNEXTLINE(liar)
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'suppressed' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
    y[i] += sqrt(2.0) * x[i];
}

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 2 rewritten, 0 rejected
