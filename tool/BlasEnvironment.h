// What the BLAS calls of a rewrite will run on: which OpenBLAS the program links, the kernels
// ("core") it selected at load time, the CPU's vector features, and the threading settings.
// OpenBLAS picks its kernels from the CPU model; on virtual machines that hide the model it can
// fall back to its generic SSE3 core and run several times slower than the CPU allows, which no
// output shows. `liar --check-env` reports all of it, and the rewrite mode notes the fix once.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

namespace liar::tool {

/// The CPU features that decide which OpenBLAS kernels can run (usable: the OS saves the
/// registers too).
struct CpuFeatures {
  bool Avx = false, Avx2 = false, Fma = false;
  bool Avx512f = false, Avx512dq = false, Avx512bw = false, Avx512vl = false;
  bool Avx512bf16 = false;
};

/// The features of the CPU liar runs on (cpuid and xgetbv).
CpuFeatures hostCpuFeatures();

/// Features from a `flags` line of /proc/cpuinfo (the Linux names: avx512_bf16, ...).
CpuFeatures featuresFromCpuinfoFlags(std::string_view flags);

/// The fastest OpenBLAS core the features can run: "Cooperlake", "SkylakeX", "Haswell",
/// "Sandybridge", or "" when nothing beats the generic cores.
std::string bestOpenBlasCore(const CpuFeatures& features);

/// The vector generation of an OpenBLAS core name (case-insensitive): 0 pre-AVX or unknown,
/// 1 AVX, 2 AVX2+FMA, 3 AVX-512, 4 AVX-512 with BF16.
int openBlasCoreGeneration(std::string_view core);

/// The OPENBLAS_CORETYPE value to set when `selectedCore` is an older generation than the
/// features allow, else "".
std::string coreTypeFix(const CpuFeatures& features, std::string_view selectedCore);

/// The OpenBLAS a rewritten program links by default (libopenblas.so.0), as loaded here.
struct OpenBlasInfo {
  bool Loaded = false;
  std::string Error;   // why it could not be loaded
  std::string Path;    // the real file behind libopenblas.so.0
  std::string Core;    // openblas_get_corename()
  std::string Config;  // openblas_get_config()
  std::string Variant; // "serial", "pthreads" or "OpenMP" (openblas_get_parallel())
};

/// Loads libopenblas.so.0 into this process and asks it; no BLAS computation is done.
OpenBlasInfo probeOpenBlas();

/// `liar --check-env[=shell]`: "" prints the report, "shell" only the `export` lines that
/// apply the fix (nothing when none is needed). Returns the exit code.
int runCheckEnv(const std::string& format, std::ostream& out, std::ostream& err);

/// One line for a run whose rewrite inserted BLAS calls: the fix when OpenBLAS runs older
/// kernels than the CPU supports, else "" (also when OPENBLAS_CORETYPE is already set).
std::string blasCoreNote();

/// One line for a run whose rewritten file mixes OpenMP loops and BLAS calls: run it with
/// OMP_WAIT_POLICY=passive ("" when OMP_WAIT_POLICY is already set).
std::string threadPoolNote();

} // namespace liar::tool
