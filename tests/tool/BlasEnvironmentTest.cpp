#include "tool/BlasEnvironment.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

using namespace liar::tool;

namespace {

// `flags` lines of /proc/cpuinfo (trimmed of flags that play no part) from real machines.
// This project's cloud VMs (Xeon, Sapphire Rapids generation; the model is hidden):
const char* SapphireRapidsVm =
    "fpu vme sse sse2 ssse3 fma cx16 sse4_1 sse4_2 popcnt xsave avx f16c hypervisor avx2 "
    "avx512f avx512dq avx512ifma avx512cd avx512bw avx512vl xsaveopt avx_vnni avx512_bf16 "
    "avx512vbmi avx512_vbmi2 avx512_vnni avx512_bitalg avx512_vpopcntdq avx512_fp16";
// Xeon Gold 6140 (Skylake-SP): AVX-512 without BF16.
const char* SkylakeSp = "fpu sse sse2 ssse3 fma cx16 sse4_1 sse4_2 popcnt xsave avx f16c avx2 "
                        "avx512f avx512dq avx512cd avx512bw avx512vl xsaveopt xsavec";
// Xeon Phi 7250 (Knights Landing): AVX-512F but neither BW, DQ nor VL.
const char* KnightsLanding = "fpu sse sse2 ssse3 fma cx16 sse4_1 sse4_2 popcnt xsave avx f16c "
                             "avx2 avx512f avx512pf avx512er avx512cd";
// EPYC 7742 (Zen 2) and Core i7-4770 (Haswell): AVX2 and FMA.
const char* Zen2 = "fpu sse sse2 ssse3 fma cx16 sse4_1 sse4_2 popcnt xsave avx f16c avx2 sha_ni";
const char* Haswell = "fpu sse sse2 ssse3 fma cx16 sse4_1 sse4_2 popcnt xsave avx f16c avx2";
// Core i7-2600 (Sandy Bridge): AVX only.
const char* SandyBridge = "fpu sse sse2 ssse3 cx16 sse4_1 sse4_2 popcnt xsave avx";
// Core i7-920 (Nehalem): no AVX.
const char* Nehalem = "fpu sse sse2 ssse3 cx16 sse4_1 sse4_2 popcnt";

std::string hostCpuinfoFlags() {
  std::ifstream In("/proc/cpuinfo");
  for (std::string Line; std::getline(In, Line);)
    if (Line.rfind("flags", 0) == 0) return Line.substr(Line.find(':') + 1);
  return "";
}

} // namespace

TEST(BlasEnvironment, BestCoreFollowsTheVectorFeatures) {
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(SapphireRapidsVm)), "Cooperlake");
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(SkylakeSp)), "SkylakeX");
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(KnightsLanding)), "Haswell");
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(Zen2)), "Haswell");
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(Haswell)), "Haswell");
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(SandyBridge)), "Sandybridge");
  EXPECT_EQ(bestOpenBlasCore(featuresFromCpuinfoFlags(Nehalem)), "");
}

TEST(BlasEnvironment, FlagNamesAreMatchedWhole) {
  CpuFeatures F = featuresFromCpuinfoFlags("avx512_vnni avx_vnni avx512cd");
  EXPECT_FALSE(F.Avx);
  EXPECT_FALSE(F.Avx512f);
}

TEST(BlasEnvironment, GenericCoreOnAnAvx512MachineGetsTheFix) {
  // What OpenBLAS 0.3.21 reported on such a VM: its generic SSE3 kernels.
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(SapphireRapidsVm), "Prescott"), "Cooperlake");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(SkylakeSp), "Prescott"), "SkylakeX");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(SkylakeSp), "Haswell"), "SkylakeX");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(Haswell), "Sandybridge"), "Haswell");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(Haswell), "Nehalem"), "Haswell");
}

TEST(BlasEnvironment, MatchingOrEquivalentCoreNeedsNoFix) {
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(SapphireRapidsVm), "Cooperlake"), "");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(SapphireRapidsVm), "SapphireRapids"), "");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(SkylakeSp), "SKYLAKEX"), "");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(Zen2), "Zen"), "");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(Nehalem), "Nehalem"), "");
  EXPECT_EQ(coreTypeFix(featuresFromCpuinfoFlags(Nehalem), "Prescott"), "");
}

TEST(BlasEnvironment, CpuidAgreesWithTheKernel) {
  std::string Flags = hostCpuinfoFlags();
  if (Flags.empty()) GTEST_SKIP() << "no /proc/cpuinfo flags";
  CpuFeatures Expected = featuresFromCpuinfoFlags(Flags), Got = hostCpuFeatures();
  EXPECT_EQ(Got.Avx, Expected.Avx);
  EXPECT_EQ(Got.Avx2, Expected.Avx2);
  EXPECT_EQ(Got.Fma, Expected.Fma);
  EXPECT_EQ(Got.Avx512f, Expected.Avx512f);
  EXPECT_EQ(Got.Avx512dq, Expected.Avx512dq);
  EXPECT_EQ(Got.Avx512bw, Expected.Avx512bw);
  EXPECT_EQ(Got.Avx512vl, Expected.Avx512vl);
  EXPECT_EQ(Got.Avx512bf16, Expected.Avx512bf16);
}

// The only test that loads OpenBLAS: the core it reports is the one OPENBLAS_CORETYPE forces,
// so the probe reads the library's real choice, and that choice gets the note.
TEST(BlasEnvironment, ProbeReadsTheForcedCore) {
  setenv("OPENBLAS_CORETYPE", "Prescott", 1);
  OpenBlasInfo B = probeOpenBlas();
  ASSERT_TRUE(B.Loaded) << B.Error;
  EXPECT_EQ(B.Core, "Prescott");
  EXPECT_NE(B.Path.find("libopenblas"), std::string::npos) << B.Path;
  EXPECT_TRUE(B.Variant == "pthreads" || B.Variant == "OpenMP" || B.Variant == "serial");
  EXPECT_NE(B.Config.find("OpenBLAS"), std::string::npos) << B.Config;
  EXPECT_EQ(blasCoreNote(), ""); // the user chose the core
  unsetenv("OPENBLAS_CORETYPE");
  std::string Best = bestOpenBlasCore(hostCpuFeatures());
  if (Best.empty()) GTEST_SKIP() << "a CPU without AVX runs the generic core anyway";
  EXPECT_NE(blasCoreNote().find("OPENBLAS_CORETYPE=" + Best), std::string::npos);
}
