// The names the libraries a rewrite calls export to the programs that link them. OpenBLAS
// exports its internal drivers and kernels under plain C names (`sgemm_nn`, `dgemm_tn`,
// `blas_memory_alloc`, 15,000 in all); a program that defines one of them has OpenBLAS's own
// calls of that name run the program's function instead (ELF symbol interposition), and a
// `cblas_sgemm` call then computes something else. The table is tool/data/openblas-exports.txt.
#pragma once

#include <string_view>

namespace liar::tool {

/// Whether OpenBLAS exports `name`.
bool openBlasExports(std::string_view name);

} // namespace liar::tool
