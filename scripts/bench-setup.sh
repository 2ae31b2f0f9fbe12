# Sourced by the bench-*.sh scripts: HERE (the scripts' directory), GOLDEN (the golden tests'),
# OUT (a temporary directory removed on exit) and LINK, the link of OpenBLAS's OpenMP build as
# liar-cc links it into a -fopenmp program (one thread pool).
HERE=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
GOLDEN=$HERE/../tests/golden
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
OPENMP_BLAS=/usr/lib/x86_64-linux-gnu/openblas-openmp
LINK=("$OPENMP_BLAS/libopenblas.so.0" -Wl,-rpath,"$OPENMP_BLAS")
