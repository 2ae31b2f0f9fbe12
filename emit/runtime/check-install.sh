#!/bin/sh
# Checks that the installed liar_torch package is usable the two documented ways.
#
#   check-install.sh BUILD_DIR WORK_DIR
#
# BUILD_DIR is a configured and built tree containing emit/runtime (the top-level build or a
# standalone one); WORK_DIR is created (emptied first) and holds the prefix and the consumers.
# Steps: `cmake --install BUILD_DIR --component liar_torch --prefix WORK_DIR/prefix`; a tiny C
# project that does find_package(liar_torch) and links liar::torch, configured with only that
# prefix on CMAKE_PREFIX_PATH, built and run; a C file compiled with
# `cc $(pkg-config --cflags --libs liar_torch)` against the same prefix, and run.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR WORK_DIR" >&2
  exit 2
fi
build=$1
work=$2
rm -rf "$work"
mkdir -p "$work/consumer"
prefix=$work/prefix

cmake --install "$build" --component liar_torch --prefix "$prefix" >"$work/install.log"

# A consumer in C only: the package must not require a C++ compiler or find_package(Torch).
cat >"$work/consumer/main.c" <<'C'
#include <liar_torch.h>
#include <stdio.h>

int main(void) {
  double A[2 * 3] = {1, 2, 3, 4, 5, 6}, x[3] = {1, 1, 1}, y[2];
  liar_torch_mv_d(2, 3, A, 3, 0, x, y);
  double s = liar_torch_sum_d(2, y);
  if (y[0] != 6 || y[1] != 15 || s != 21) {
    fprintf(stderr, "wrong result: %g %g %g\n", y[0], y[1], s);
    return 1;
  }
  printf("consumer ok\n");
  return 0;
}
C
cat >"$work/consumer/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.25)
project(liar_torch_consumer LANGUAGES C)
find_package(liar_torch 0.1 REQUIRED)
add_executable(consumer main.c)
set_target_properties(consumer PROPERTIES C_STANDARD 99)
target_link_libraries(consumer PRIVATE liar::torch)
CM

echo "== CMake consumer (find_package(liar_torch))"
cmake -S "$work/consumer" -B "$work/consumer-build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$work/consumer-configure.log"
cmake --build "$work/consumer-build" >"$work/consumer-build.log"
"$work/consumer-build/consumer"

echo "== pkg-config consumer"
export PKG_CONFIG_PATH="$(dirname "$(find "$prefix" -name liar_torch.pc)")"
cflags=$(pkg-config --cflags liar_torch)
libs=$(pkg-config --libs liar_torch)
libdir=$(pkg-config --variable=libdir liar_torch)
echo "cc -std=c99 main.c $cflags $libs"
# The rpath only because this prefix is not on the loader's search path.
${CC:-cc} -std=c99 -Wall -Werror "$work/consumer/main.c" $cflags $libs -Wl,-rpath,"$libdir" \
  -o "$work/pkgconfig-consumer"
"$work/pkgconfig-consumer"
echo "install check passed"
