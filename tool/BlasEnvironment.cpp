#include "BlasEnvironment.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <ostream>
#include <sstream>

#include <dlfcn.h>
#include <link.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace liar::tool {
namespace {

std::string lower(std::string_view s) {
  std::string L(s);
  std::transform(L.begin(), L.end(), L.begin(), [](unsigned char c) { return std::tolower(c); });
  return L;
}

std::string envOr(const char* name, const char* fallback) {
  const char* V = std::getenv(name);
  return V ? V : fallback;
}

// The core the user forced, "" when none (an empty OPENBLAS_CORETYPE names no core).
std::string userCoreType() {
  return envOr("OPENBLAS_CORETYPE", "");
}

#if defined(__x86_64__) || defined(__i386__)
// The register state the OS saves (XCR0): a feature whose registers it does not save cannot
// be used even though cpuid lists it.
unsigned long long xcr0() {
  unsigned Lo = 0, Hi = 0;
  __asm__ volatile("xgetbv" : "=a"(Lo), "=d"(Hi) : "c"(0));
  return (static_cast<unsigned long long>(Hi) << 32) | Lo;
}
#endif

// The real file behind a dlopen handle (libopenblas.so.0 is a chain of alternatives links).
std::string loadedPath(void* handle) {
  link_map* Map = nullptr;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &Map) != 0 || !Map || !Map->l_name) return "";
  std::error_code Ec;
  std::filesystem::path Real = std::filesystem::canonical(Map->l_name, Ec);
  return Ec ? std::string(Map->l_name) : Real.string();
}

void reportCpu(const CpuFeatures& f, std::ostream& out) {
  out << "CPU features:       ";
  const std::array<std::pair<const char*, bool>, 8> Names = {{{"avx", f.Avx},
                                                              {"avx2", f.Avx2},
                                                              {"fma", f.Fma},
                                                              {"avx512f", f.Avx512f},
                                                              {"avx512dq", f.Avx512dq},
                                                              {"avx512bw", f.Avx512bw},
                                                              {"avx512vl", f.Avx512vl},
                                                              {"avx512bf16", f.Avx512bf16}}};
  bool Any = false;
  for (const auto& [Name, Has] : Names) {
    if (!Has) continue;
    out << (Any ? " " : "") << Name;
    Any = true;
  }
  out << (Any ? "" : "(none of avx, avx2, fma, avx512*)") << "\n";
  std::string Best = bestOpenBlasCore(f);
  out << "best OpenBLAS core: " << (Best.empty() ? "a generic one (no AVX)" : Best) << "\n";
}

void reportLibrary(const OpenBlasInfo& b, std::ostream& out) {
  if (!b.Loaded) {
    out << "BLAS library:       libopenblas.so.0 not loadable (" << b.Error << ")\n";
    return;
  }
  out << "BLAS library:       libopenblas.so.0 -> " << b.Path << "\n"
      << "threading variant:  " << b.Variant << "\n"
      << "selected core:      " << b.Core << "\n"
      << "configuration:      " << b.Config << "\n";
}

void reportThreads(std::ostream& out) {
  out << "environment:       ";
  for (const char* Var : {"OMP_NUM_THREADS", "OMP_WAIT_POLICY", "GOMP_SPINCOUNT",
                          "OPENBLAS_NUM_THREADS", "OPENBLAS_CORETYPE"})
    out << " " << Var << "=" << envOr(Var, "(unset)");
  out << "\n";
}

// OpenBLAS's OpenMP build as liar-cc links it (LIAR_OPENBLAS_OPENMP_LIBRARY from CMake), "" when
// it is not installed.
std::string openMpBuild() {
  std::string Path = LIAR_OPENBLAS_OPENMP_LIBRARY;
  std::error_code Ec;
  return !Path.empty() && std::filesystem::exists(Path, Ec) ? Path : "";
}

// The thread pools of a program built through liar-cc: -lopenblas (the library above), except
// for a program that runs OpenMP parallel regions on libgomp, which gets the OpenMP build.
void reportPools(const OpenBlasInfo& b, std::ostream& out) {
  if (!b.Loaded) return;
  std::string Blas = "OpenBLAS's " + b.Variant + " build";
  std::string Gomp =
      openMpBuild().empty()
          ? Blas + " beside libgomp's threads (two pools: install libopenblas0-openmp)"
          : "OpenBLAS's OpenMP build (" + openMpBuild() + "), on the program's threads (one pool)";
  out << "thread pools:       no OpenMP of its own: " << Blas
      << (b.Variant == "serial" ? " (no pool)" : " (one pool)")
      << "; OpenMP parallel regions, GCC (libgomp): " << Gomp
      << "; OpenMP parallel regions, Clang (libomp): " << Blas
      << (b.Variant == "serial" ? " (one pool)" : " beside libomp's threads (two pools)") << "\n";
}

// What to change, one line each, or "none".
void reportAdvice(const CpuFeatures& f, const OpenBlasInfo& b, std::ostream& out) {
  out << "advice:\n";
  bool Any = false;
  if (b.Loaded && !userCoreType().empty()) {
    std::string Better = coreTypeFix(f, b.Core);
    out << "  OPENBLAS_CORETYPE=" << userCoreType() << " is set and kept: OpenBLAS runs its '"
        << b.Core << "' kernels" << (Better.empty() ? "" : " (this CPU runs '" + Better + "' ones)")
        << "\n";
    Any = true;
  } else if (std::string Fix = b.Loaded ? coreTypeFix(f, b.Core) : ""; !Fix.empty()) {
    out << "  OpenBLAS selected the '" << b.Core << "' kernels but this CPU runs '" << Fix
        << "' ones: export OPENBLAS_CORETYPE=" << Fix << "\n";
    Any = true;
  }
  if (b.Loaded && b.Variant != "serial" && envOr("OMP_WAIT_POLICY", "") != "passive") {
    // Two pools: the OpenMP runtime's threads spin after each parallel region and take the
    // cores OpenBLAS's threads need (docs/results.md, "One thread pool").
    out << "  run programs with OpenMP of their own and BLAS calls that get two pools (above) "
           "with OMP_WAIT_POLICY=passive, so that idle OpenMP threads leave the cores to BLAS\n";
    Any = true;
  }
  if (!Any) out << "  none\n";
}

} // namespace

CpuFeatures hostCpuFeatures() {
  CpuFeatures F;
#if defined(__x86_64__) || defined(__i386__)
  unsigned A = 0, B = 0, C = 0, D = 0;
  if (!__get_cpuid(1, &A, &B, &C, &D)) return F;
  bool OsXsave = C & (1u << 27);
  unsigned long long Xcr0 = OsXsave ? xcr0() : 0;
  bool YmmSaved = (Xcr0 & 0x6) == 0x6, ZmmSaved = (Xcr0 & 0xe6) == 0xe6;
  F.Avx = YmmSaved && (C & (1u << 28));
  F.Fma = YmmSaved && (C & (1u << 12));
  if (!__get_cpuid_count(7, 0, &A, &B, &C, &D)) return F;
  unsigned Leaf7Subleaves = A;
  F.Avx2 = YmmSaved && (B & (1u << 5));
  F.Avx512f = ZmmSaved && (B & (1u << 16));
  F.Avx512dq = ZmmSaved && (B & (1u << 17));
  F.Avx512bw = ZmmSaved && (B & (1u << 30));
  F.Avx512vl = ZmmSaved && (B & (1u << 31));
  if (Leaf7Subleaves >= 1 && __get_cpuid_count(7, 1, &A, &B, &C, &D))
    F.Avx512bf16 = ZmmSaved && (A & (1u << 5));
#endif
  return F;
}

CpuFeatures featuresFromCpuinfoFlags(std::string_view flags) {
  std::istringstream S{std::string(flags)};
  CpuFeatures F;
  for (std::string Flag; S >> Flag;) {
    F.Avx |= Flag == "avx";
    F.Avx2 |= Flag == "avx2";
    F.Fma |= Flag == "fma";
    F.Avx512f |= Flag == "avx512f";
    F.Avx512dq |= Flag == "avx512dq";
    F.Avx512bw |= Flag == "avx512bw";
    F.Avx512vl |= Flag == "avx512vl";
    F.Avx512bf16 |= Flag == "avx512_bf16";
  }
  return F;
}

std::string bestOpenBlasCore(const CpuFeatures& f) {
  // OpenBLAS's SkylakeX kernels use all four AVX-512 subsets; Cooperlake adds BF16 kernels.
  if (f.Avx512f && f.Avx512dq && f.Avx512bw && f.Avx512vl)
    return f.Avx512bf16 ? "Cooperlake" : "SkylakeX";
  if (f.Avx2 && f.Fma) return "Haswell";
  if (f.Avx) return "Sandybridge";
  return "";
}

int openBlasCoreGeneration(std::string_view core) {
  // The names openblas_get_corename() returns for x86-64 cores with AVX or later.
  static const std::array<std::pair<const char*, int>, 10> Generations = {{{"sandybridge", 1},
                                                                           {"bulldozer", 1},
                                                                           {"piledriver", 1},
                                                                           {"steamroller", 1},
                                                                           {"haswell", 2},
                                                                           {"zen", 2},
                                                                           {"excavator", 2},
                                                                           {"skylakex", 3},
                                                                           {"cooperlake", 4},
                                                                           {"sapphirerapids", 4}}};
  std::string L = lower(core);
  for (const auto& [Name, Generation] : Generations)
    if (L == Name) return Generation;
  return 0;
}

std::string coreTypeFix(const CpuFeatures& features, std::string_view selectedCore) {
  std::string Best = bestOpenBlasCore(features);
  if (Best.empty() || openBlasCoreGeneration(selectedCore) >= openBlasCoreGeneration(Best))
    return "";
  return Best;
}

OpenBlasInfo probeOpenBlas() {
  OpenBlasInfo Info;
  void* Handle = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    const char* E = dlerror();
    Info.Error = E ? E : "dlopen failed";
    return Info;
  }
  using StringFn = char* (*)();
  auto CoreName = reinterpret_cast<StringFn>(dlsym(Handle, "openblas_get_corename"));
  auto Config = reinterpret_cast<StringFn>(dlsym(Handle, "openblas_get_config"));
  auto Parallel = reinterpret_cast<int (*)()>(dlsym(Handle, "openblas_get_parallel"));
  if (!CoreName || !Config || !Parallel) {
    Info.Error = "libopenblas.so.0 lacks openblas_get_corename/config/parallel: not OpenBLAS";
    dlclose(Handle);
    return Info;
  }
  Info.Loaded = true;
  Info.Path = loadedPath(Handle);
  Info.Core = CoreName();
  Info.Config = Config();
  int P = Parallel();
  Info.Variant = P == 0 ? "serial" : P == 1 ? "pthreads" : P == 2 ? "OpenMP" : "unknown";
  // Not closed: unloading OpenBLAS while its thread pool winds down is not safe everywhere.
  return Info;
}

int runCheckEnv(const std::string& format, std::ostream& out, std::ostream& err) {
  if (!format.empty() && format != "shell") {
    err << "liar: error: --check-env takes no value or 'shell'\n";
    return 2;
  }
  CpuFeatures F = hostCpuFeatures();
  OpenBlasInfo B = probeOpenBlas();
  if (format == "shell") {
    std::string Fix = B.Loaded && userCoreType().empty() ? coreTypeFix(F, B.Core) : "";
    if (!Fix.empty()) out << "export OPENBLAS_CORETYPE=" << Fix << "\n";
    return 0;
  }
  reportCpu(F, out);
  reportLibrary(B, out);
  reportThreads(out);
  reportPools(B, out);
  reportAdvice(F, B, out);
  return 0;
}

std::string blasCoreNote() {
  if (!userCoreType().empty()) return "";
  OpenBlasInfo B = probeOpenBlas();
  if (!B.Loaded)
    return "the rewrite calls cblas, but libopenblas.so.0 could not be loaded (" + B.Error + ")";
  std::string Fix = coreTypeFix(hostCpuFeatures(), B.Core);
  if (Fix.empty()) return "";
  return "OpenBLAS runs its '" + B.Core + "' kernels on this CPU, which supports '" + Fix +
         "': run the rewritten program with OPENBLAS_CORETYPE=" + Fix +
         " for full BLAS speed (see liar --check-env)";
}

std::string threadPoolNote() {
  if (!envOr("OMP_WAIT_POLICY", "").empty()) return "";
  return "the rewrite mixes OpenMP loops and BLAS calls: link OpenBLAS's OpenMP build (liar-cc "
         "does with GCC; pkg-config liar-blas-openmp, CMake liar::blas_openmp) or run it with "
         "OMP_WAIT_POLICY=passive, or OpenMP's idle threads spin on the cores OpenBLAS's threads "
         "need";
}

} // namespace liar::tool
