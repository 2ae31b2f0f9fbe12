#!/usr/bin/env python3
"""Build, check and time liar's PolyBench-style kernels in several variants.

A variant is data: a compiler, its flags, extra link libraries and an
optional source-transform command run before compiling.  Every variant's
output dump is compared with the baseline's (gcc -O3) within a stated
tolerance; kernel times are the median of interleaved repetitions.  See
docs/polybench.md.  Python 3 standard library only.
"""

import argparse
import array
import concurrent.futures
import csv
import filecmp
import json
import math
import os
import shlex
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent
INCLUDE_DIR = ROOT / "include"
SUPPORT_SRC = ROOT / "support" / "polybench.c"
DATASETS = ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")
BASELINE = "gcc-O3"

# Relative tolerance per element, and absolute tolerance as a fraction of the
# largest magnitude in the same output array (justified in docs/polybench.md).
TOLERANCES = {"double": (1e-6, 1e-9), "float": (1e-4, 1e-5)}

# A program whose source mixes OpenMP loops and BLAS calls links OpenBLAS's OpenMP build, as
# liar-cc links it: BLAS calls run on libgomp's threads, one pool (docs/usage.md, "One thread
# pool"). Without that build it gets -lopenblas, two pools, and passive OpenMP waiting (a value
# the user set is kept), so that libgomp's idle threads leave the cores to OpenBLAS's.
OPENMP_BLAS = Path("/usr/lib/x86_64-linux-gnu/openblas-openmp/libopenblas.so.0")
ONE_POOL_LIBS = [str(OPENMP_BLAS), "-Wl,-rpath," + str(OPENMP_BLAS.parent)]
ONE_POOL_ENV = {} if OPENMP_BLAS.exists() else {"OMP_WAIT_POLICY": "passive"}


@dataclass
class Variant:
    """One way of turning a kernel's source into an executable.

    transform, when given, is a shell command template producing the source
    to compile from the kernel's source: {in} and {out} are the input and
    output paths, {cflags} the preprocessor flags the kernel needs (include
    paths and dataset), all shell-quoted.
    """
    name: str
    cc: str
    flags: list
    ldlibs: list = field(default_factory=list)
    transform: str = None


BASE_VARIANTS = [
    Variant(BASELINE, "gcc", ["-O3", "-march=native"]),
    Variant("clang-O3", "clang-19", ["-O3", "-march=native"]),
    Variant("polly", "clang-19", ["-O3", "-march=native", "-mllvm", "-polly"]),
    Variant("polly-omp", "clang-19",
            ["-O3", "-march=native", "-mllvm", "-polly",
             "-mllvm", "-polly-parallel", "-fopenmp"]),
    # Proves the source-transform plumbing the liar variants use: a plain
    # copy must build and agree exactly like the baseline.
    Variant("identity", "gcc", ["-O3", "-march=native"],
            transform="cp {in} {out}"),
]

# liar rewrites per target: (variant suffix, --target value, compile flags
# beyond -O3 -march=native, link libraries).  Adding a target is one line.
# "{build}" is the build directory holding the liar binary (PATH/../..): the
# PyTorch target links the project's runtime built there.
LIAR_TARGETS = [
    ("blas", "blas", [], ["-lopenblas"]),
    ("torch", "torch",
     ["-I" + str(ROOT.parent / "emit" / "runtime" / "include")],
     ["{build}/emit/runtime/libliar_torch.so",
      "-Wl,-rpath,{build}/emit/runtime"]),
    ("omp", "omp", ["-fopenmp"], []),
    ("auto", "auto",
     ["-fopenmp", "-I" + str(ROOT.parent / "emit" / "runtime" / "include")],
     ["-Wl,--as-needed", "-lopenblas", "{build}/emit/runtime/libliar_torch.so",
      "-Wl,-rpath,{build}/emit/runtime"]),
]


def liar_variants(liar_path, liar_flags=""):
    """Variants that run liar (at liar_path, with the extra options liar_flags) on the
    source, one per target."""
    build = str(Path(liar_path).resolve().parent.parent)
    variants = []
    for suffix, target, flags, libs in LIAR_TARGETS:
        transform = (shlex.quote(str(liar_path)) +
                     " --target=" + target + " " + liar_flags +
                     " -o {out} {in} -- {cflags}")
        libs = [lib.replace("{build}", build) for lib in libs]
        variants.append(Variant("liar-" + suffix, "gcc",
                                ["-O3", "-march=native"] + flags, libs, transform))
        # The OpenMP code must build with clang's OpenMP too (libomp rather than libgomp).
        if "-fopenmp" in flags:
            variants.append(Variant("liar-" + suffix + "-clang", "clang-19",
                                    ["-O3", "-march=native"] + flags, libs,
                                    transform))
    return variants


@dataclass
class Kernel:
    name: str
    group: str
    source: Path


def discover_kernels():
    """Every <group>/<name>/<name>.c under polybench/, sorted by group, name."""
    kernels = []
    for source in ROOT.rglob("*.c"):
        if source.parent.name != source.stem:
            continue
        rel = source.parent.parent.relative_to(ROOT)
        if rel.parts and rel.parts[0] in ("out", "make-example"):
            continue
        kernels.append(Kernel(source.stem, rel.as_posix(), source))
    return sorted(kernels, key=lambda k: (k.group, k.name))


def select_kernels(all_kernels, spec):
    """Resolve a comma list of kernel names, group paths or group leaf names
    (e.g. 'blas', 'stencils', 'linear-algebra') or 'all'."""
    if spec == "all":
        return list(all_kernels)
    chosen = []
    for item in (s.strip() for s in spec.split(",") if s.strip()):
        matches = [k for k in all_kernels
                   if k.name == item or k.group == item
                   or item in k.group.split("/")]
        if not matches:
            sys.exit("harness: no kernel or group named %r" % item)
        chosen.extend(m for m in matches if m not in chosen)
    return chosen


# ------------------------------------------------------------------ build

def cpp_flags(kernel, dataset, extra):
    return (["-I" + str(INCLUDE_DIR), "-I" + str(kernel.source.parent),
             "-D%s_DATASET" % dataset] + extra)


def mixes_pools(variant, source):
    """Whether a program built from source runs OpenMP parallel regions and BLAS calls."""
    text = Path(source).read_text(errors="replace")
    return ("-fopenmp" in variant.flags and "#pragma omp parallel" in text
            and "cblas_" in text)


def link_libraries(variant, source):
    """The variant's libraries, with OpenBLAS's OpenMP build for a program that mixes pools."""
    if not (mixes_pools(variant, source) and OPENMP_BLAS.exists()):
        return variant.ldlibs
    return [lib for l in variant.ldlibs for lib in (ONE_POOL_LIBS if l == "-lopenblas" else [l])]


def run_environment(variant, source):
    """The variables a program built from source needs beyond the harness's own: passive
    OpenMP waiting when it mixes pools and OpenBLAS's OpenMP build is not installed."""
    return {k: v for k, v in ONE_POOL_ENV.items()
            if k not in os.environ} if mixes_pools(variant, source) else {}


def build(kernel, variant, dataset, mode, workdir, extra_defs):
    """Build one executable; mode 'check' dumps the outputs, 'time' does not.
    Both print the kernel time.  Returns (exe path or None, error text,
    the environment variables to add when running it)."""
    outdir = workdir / dataset / variant.name / kernel.name
    outdir.mkdir(parents=True, exist_ok=True)
    cflags = cpp_flags(kernel, dataset, extra_defs)
    source = kernel.source
    if variant.transform:
        source = outdir / ("%s.%s.c" % (kernel.name, variant.name))
        command = variant.transform.format(**{
            "in": shlex.quote(str(kernel.source)),
            "out": shlex.quote(str(source)),
            "cflags": " ".join(shlex.quote(f) for f in cflags)})
        done = subprocess.run(command, shell=True, capture_output=True,
                              text=True)
        if done.returncode != 0 or not source.exists():
            return None, "transform failed: %s\n%s" % (command, done.stderr), {}
    exe = outdir / ("%s.%s" % (kernel.name, mode))
    defs = ["-DPOLYBENCH_TIME"]
    if mode == "check":
        defs.append("-DPOLYBENCH_DUMP_ARRAYS")
    command = ([variant.cc] + variant.flags + cflags + defs +
               [str(source), str(SUPPORT_SRC), "-o", str(exe)] +
               link_libraries(variant, source) + ["-lm"])
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        return None, "build failed: %s\n%s" % (" ".join(command), done.stderr), {}
    return exe, "", run_environment(variant, source)


# -------------------------------------------------------------------- run

def run(exe, timeout, dump_path=None, env=None):
    """Run exe with the variables env added; returns (kernel seconds or None, status)."""
    stderr = open(dump_path, "wb") if dump_path else subprocess.DEVNULL
    try:
        done = subprocess.run([str(exe)], stdout=subprocess.PIPE,
                              stderr=stderr, timeout=timeout,
                              env=dict(os.environ, **(env or {})))
    except subprocess.TimeoutExpired:
        return None, "timeout"
    finally:
        if dump_path:
            stderr.close()
    if done.returncode != 0:
        return None, "run failed (exit %d)" % done.returncode
    try:
        return float(done.stdout.split()[-1]), "ok"
    except (IndexError, ValueError):
        return None, "no time printed"


def parse_dump(path):
    """{array name: array('d')} from a dump file."""
    arrays, name, values = {}, None, None
    with open(path) as f:
        for line in f:
            if line.startswith("begin dump: "):
                name, values = line[len("begin dump: "):].strip(), array.array("d")
            elif line.startswith("end   dump: "):
                arrays[name] = values
                name = None
            elif name is not None:
                values.extend(float(t) for t in line.split())
    return arrays


def compare_dumps(reference_path, candidate_path, rtol, atol):
    """Returns (correct?, explanation of the first mismatch)."""
    if filecmp.cmp(reference_path, candidate_path, shallow=False):
        return True, ""
    ref, cand = parse_dump(reference_path), parse_dump(candidate_path)
    if sorted(ref) != sorted(cand):
        return False, "arrays %s vs %s" % (sorted(ref), sorted(cand))
    for name, r in ref.items():
        c = cand[name]
        if len(r) != len(c):
            return False, "%s: %d vs %d values" % (name, len(r), len(c))
        finite = [abs(v) for v in r if math.isfinite(v)]
        scale = max(finite) if finite else 0.0
        for k, (a, b) in enumerate(zip(r, c)):
            if a == b or (math.isnan(a) and math.isnan(b)):
                continue
            if not abs(a - b) <= rtol * max(abs(a), abs(b)) + atol * scale:
                return False, "%s[%d]: %r vs %r" % (name, k, a, b)
    return True, ""


# ------------------------------------------------------------ measurement

@dataclass
class Result:
    kernel: Kernel
    dataset: str
    variant: str
    status: str = "ok"
    correct: bool = None
    detail: str = ""
    times: list = field(default_factory=list)

    @property
    def median(self):
        return statistics.median(self.times) if self.times else None


def build_all(kernel, variants, dataset, args, modes):
    """Build every (variant, mode) of a kernel, args.jobs at a time."""
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {(v.name, m): pool.submit(build, kernel, v, dataset, m,
                                            args.workdir, args.define)
                   for v in variants for m in modes}
        return {key: f.result() for key, f in futures.items()}


def measure_kernel(kernel, variants, args, log):
    """Check and time one kernel in every variant; returns its Results."""
    dataset = args.dataset
    modes = ("check",) if args.check_only else ("check", "time")
    exes = build_all(kernel, variants, dataset, args, modes)
    base_dump = args.workdir / dataset / BASELINE / kernel.name / "dump.txt"
    base_exe, base_err, _ = exes[(BASELINE, "check")]

    # The baseline's check run doubles as the probe for the fallback rule:
    # a kernel whose baseline exceeds args.fallback_seconds at LARGE is
    # measured at args.fallback_dataset instead.
    status = None
    if base_exe and dataset == "LARGE" and args.fallback_dataset:
        seconds, status = run(base_exe, 1.5 * args.fallback_seconds + 30,
                              base_dump)
        if status == "timeout" or (seconds or 0) > args.fallback_seconds:
            log("  %s: baseline %s at %s exceeds %g s, falling back to %s"
                % (kernel.name, "timed out" if seconds is None else
                   "%.1f s" % seconds, dataset, args.fallback_seconds,
                   args.fallback_dataset))
            base_dump.unlink(missing_ok=True)
            dataset = args.fallback_dataset
            exes = build_all(kernel, variants, dataset, args, modes)
            base_dump = (args.workdir / dataset / BASELINE / kernel.name /
                         "dump.txt")
            base_exe, base_err, _ = exes[(BASELINE, "check")]
            status = None
    if base_exe and status is None:
        _, status = run(base_exe, args.timeout, base_dump)

    results = {v.name: Result(kernel, dataset, v.name) for v in variants}
    base = results[BASELINE]
    if base_exe is None or status != "ok":
        for r in results.values():
            r.status = "baseline " + (status or "build failed")
            r.detail = base_err
        return list(results.values())
    base.correct = True

    rtol, atol = args.rtol, args.atol
    for v in variants:
        if v.name == BASELINE:
            continue
        r = results[v.name]
        exe, err, env = exes[(v.name, "check")]
        if exe is None:
            r.status, r.detail = err.split(":")[0], err
            continue
        dump = args.workdir / dataset / v.name / kernel.name / "dump.txt"
        _, r.status = run(exe, args.timeout, dump, env)
        if r.status == "ok":
            r.correct, r.detail = compare_dumps(base_dump, dump, rtol, atol)
        if not args.keep_dumps:
            dump.unlink(missing_ok=True)
    if not args.keep_dumps:
        base_dump.unlink(missing_ok=True)

    if args.check_only:
        return list(results.values())
    # Interleave variants rep by rep, rotating the order each rep, so slow
    # drift of the machine (thermal, other users) affects all alike.
    timed = [v for v in variants if results[v.name].status == "ok"
             and exes[(v.name, "time")][0] is not None]
    for rep in range(args.reps):
        shift = rep % len(timed) if timed else 0
        for v in timed[shift:] + timed[:shift]:
            r = results[v.name]
            if r.status != "ok":
                continue
            exe, _, env = exes[(v.name, "time")]
            seconds, r.status = run(exe, args.timeout, env=env)
            if seconds is not None:
                r.times.append(seconds)
    return list(results.values())


# ------------------------------------------------------------ environment

def apply_blas_fix(liar_path):
    """Sets in os.environ what `liar --check-env=shell` asks for (the OpenBLAS
    kernels this CPU runs, when OpenBLAS picked older ones); returns the
    NAME=VALUE settings made."""
    done = subprocess.run([str(liar_path), "--check-env=shell"],
                          capture_output=True, text=True, check=True)
    applied = []
    for line in done.stdout.splitlines():
        name, _, value = line.removeprefix("export ").partition("=")
        os.environ[name] = value
        applied.append("%s=%s" % (name, value))
    return applied


def describe_environment(liar_path, applied):
    """One line for every results table: the BLAS library, its build and
    selected core (as `liar --check-env` reports them), and the thread
    settings the programs run with."""
    blas = "BLAS not probed (no --liar)"
    if liar_path:
        report = subprocess.run([str(liar_path), "--check-env"],
                                capture_output=True, text=True).stdout
        fields = {k.strip(): v.strip() for k, _, v in
                  (line.partition(":") for line in report.splitlines())}
        blas = "OpenBLAS %s (%s build), core %s" % (
            fields.get("BLAS library", "?").split("-> ")[-1],
            fields.get("threading variant", "?"),
            fields.get("selected core", "?"))
    if applied:
        blas += " (%s set by the harness)" % " ".join(applied)
    elif os.environ.get("OPENBLAS_CORETYPE"):
        blas += " (OPENBLAS_CORETYPE=%s from the environment)" % os.environ["OPENBLAS_CORETYPE"]
    threads = " ".join("%s=%s" % (v, os.environ.get(v, "unset")) for v in (
        "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "OMP_WAIT_POLICY",
        "GOMP_SPINCOUNT"))
    one_pool = " ".join("%s=%s" % kv for kv in ONE_POOL_ENV.items()
                        if kv[0] not in os.environ)
    if one_pool:
        threads += " (%s for programs mixing OpenMP loops and BLAS calls)" % one_pool
    elif OPENMP_BLAS.exists():
        threads += " (programs mixing OpenMP loops and BLAS calls link %s)" % OPENMP_BLAS
    return "environment: %s; %s" % (blas, threads)


# ----------------------------------------------------------------- output

def speedup(result, by_key):
    base = by_key.get((result.kernel.name, BASELINE))
    if base is None or not base.median or not result.median:
        return None
    return base.median / result.median


def result_rows(results):
    by_key = {(r.kernel.name, r.variant): r for r in results}
    rows = []
    for r in results:
        s = speedup(r, by_key)
        rows.append({
            "kernel": r.kernel.name, "group": r.kernel.group,
            "dataset": r.dataset, "variant": r.variant,
            "median_s": r.median, "speedup": s,
            "correct": r.correct, "status": r.status,
            "detail": r.detail.strip().splitlines()[0] if r.detail.strip()
            else "",
            "times_s": r.times})
    return rows


def geomeans(rows):
    """Geometric mean of the speedups of each variant over the kernels where
    it ran correctly."""
    per_variant = {}
    for row in rows:
        if row["speedup"] and row["correct"] and row["variant"] != BASELINE:
            per_variant.setdefault(row["variant"], []).append(row["speedup"])
    return {v: math.exp(sum(map(math.log, s)) / len(s))
            for v, s in per_variant.items()}


def print_table(rows, out, environment):
    out.write(environment + "\n\n")
    header = ("kernel", "dataset", "variant", "median s", "speedup",
              "correct?")
    lines = []
    for row in rows:
        correct = {True: "yes", False: "NO", None: "-"}[row["correct"]]
        if row["status"] != "ok":
            correct += " (%s)" % row["status"]
        lines.append((row["kernel"], row["dataset"], row["variant"],
                      "%.6f" % row["median_s"] if row["median_s"] is not None
                      else "-",
                      "%.2fx" % row["speedup"] if row["speedup"] else "-",
                      correct))
    widths = [max(len(str(x)) for x in col) for col in zip(header, *lines)]
    fmt = "  ".join("%%-%ds" % w for w in widths)
    out.write(fmt % header + "\n")
    out.write(fmt % tuple("-" * w for w in widths) + "\n")
    for line in lines:
        out.write(fmt % line + "\n")
    means = geomeans(rows)
    if means:
        out.write("\ngeometric mean speedup over %s: %s\n" % (
            BASELINE, ", ".join("%s %.2fx" % (v, s)
                                for v, s in sorted(means.items()))))


def print_markdown(rows, out, environment):
    out.write(environment + "\n\n")
    out.write("| kernel | dataset | variant | median s | speedup | correct? |\n")
    out.write("| --- | --- | --- | ---: | ---: | --- |\n")
    for row in rows:
        correct = {True: "yes", False: "NO", None: "-"}[row["correct"]]
        if row["status"] != "ok":
            correct += " (%s)" % row["status"]
        out.write("| %s | %s | %s | %s | %s | %s |\n" % (
            row["kernel"], row["dataset"], row["variant"],
            "%.6f" % row["median_s"] if row["median_s"] is not None else "-",
            "%.2fx" % row["speedup"] if row["speedup"] else "-", correct))
    means = geomeans(rows)
    if means:
        out.write("\nGeometric mean speedup over %s: %s\n" % (
            BASELINE, ", ".join("%s %.2fx" % (v, s)
                                for v, s in sorted(means.items()))))


def write_plot(rows, path):
    """Bar chart of speedups per kernel, if matplotlib is importable."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("harness: matplotlib not available, no plot written",
              file=sys.stderr)
        return
    kernels = list(dict.fromkeys(r["kernel"] for r in rows))
    variants = [v for v in dict.fromkeys(r["variant"] for r in rows)
                if v != BASELINE]
    table = {(r["kernel"], r["variant"]): r["speedup"] or 0 for r in rows}
    width = 0.8 / max(len(variants), 1)
    fig, ax = plt.subplots(figsize=(max(8, len(kernels) * 0.5), 4))
    for i, v in enumerate(variants):
        ax.bar([k + i * width for k in range(len(kernels))],
               [table.get((k, v), 0) for k in kernels], width, label=v)
    ax.axhline(1.0, color="black", linewidth=0.5)
    ax.set_yscale("log")
    ax.set_xticks([k + 0.4 - width / 2 for k in range(len(kernels))])
    ax.set_xticklabels(kernels, rotation=90)
    ax.set_ylabel("speedup over %s" % BASELINE)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)


def write_reports(rows, variants, args):
    """The --csv, --json and --markdown files, as requested."""
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            for row in rows:
                writer.writerow(dict(row, times_s=" ".join(
                    "%.6f" % t for t in row["times_s"])))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"dataset": args.dataset, "reps": args.reps,
                       "threads": args.threads, "rtol": args.rtol,
                       "environment": args.environment,
                       "atol": args.atol,
                       "variants": [vars(v) for v in variants],
                       "geomean_speedup": geomeans(rows),
                       "results": rows}, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            print_markdown(rows, f, args.environment)


# ------------------------------------------------------------------- main

def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kernels", default="all",
                   help="comma list of kernels and/or groups, or 'all'")
    p.add_argument("--dataset", default="LARGE", choices=DATASETS)
    p.add_argument("--variants",
                   help="comma list of variant names (default: all defined); "
                   "the baseline %s is always included" % BASELINE)
    p.add_argument("--add-variant", action="append", default=[],
                   metavar="JSON",
                   help='extra variant, e.g. \'{"name": "x", "cc": "gcc", '
                   '"flags": ["-O2"], "ldlibs": [], "transform": '
                   '"cp {in} {out}"}\'')
    p.add_argument("--liar-flags", default="", metavar="FLAGS",
                   help="extra options for every liar run, e.g. "
                   "'--omp-min-work=0' (parallelise even MINI-sized loops)")
    p.add_argument("--liar", type=Path, metavar="PATH",
                   help="add liar-blas, liar-torch, liar-omp and liar-auto variants "
                   "running the liar binary at PATH")
    p.add_argument("--float", action="store_true",
                   help="build with -DDATA_TYPE_IS_FLOAT")
    p.add_argument("-D", "--define", action="append", default=[],
                   type=lambda s: "-D" + s, metavar="MACRO[=VAL]",
                   help="extra preprocessor definition for every variant")
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--threads", type=int,
                   help="sets OMP_NUM_THREADS and OPENBLAS_NUM_THREADS")
    p.add_argument("--timeout", type=float, default=600,
                   help="seconds allowed per run")
    p.add_argument("--fallback-seconds", type=float, default=60)
    p.add_argument("--fallback-dataset", default="MEDIUM",
                   help="dataset used when the baseline at LARGE takes more "
                   "than --fallback-seconds ('' disables)")
    p.add_argument("--rtol", type=float)
    p.add_argument("--atol", type=float)
    p.add_argument("--check-only", action="store_true",
                   help="build and compare dumps, do not time")
    p.add_argument("--keep-dumps", action="store_true")
    p.add_argument("--jobs", type=int, default=2,
                   help="parallel compilations (runs are always sequential)")
    p.add_argument("--workdir", type=Path, default=ROOT / "out")
    p.add_argument("--csv", type=Path)
    p.add_argument("--json", type=Path)
    p.add_argument("--markdown", type=Path,
                   help="write the table as a Markdown table")
    p.add_argument("--plot", type=Path, help="PNG of speedups (matplotlib)")
    p.add_argument("--list", action="store_true",
                   help="list kernels and variants, then exit")
    args = p.parse_args(argv)
    precision = "float" if args.float else "double"
    if args.float:
        args.define.append("-DDATA_TYPE_IS_FLOAT")
    rtol, atol = TOLERANCES[precision]
    args.rtol = rtol if args.rtol is None else args.rtol
    args.atol = atol if args.atol is None else args.atol
    args.workdir = args.workdir.resolve()
    return args


def main(argv=None):
    args = parse_args(argv)
    variants = list(BASE_VARIANTS)
    if args.liar:
        variants += liar_variants(args.liar.resolve(), args.liar_flags)
    for spec in args.add_variant:
        variants.append(Variant(**json.loads(spec)))
    if args.variants:
        wanted = [BASELINE] + [v for v in args.variants.split(",")
                               if v and v != BASELINE]
        unknown = set(wanted) - {v.name for v in variants}
        if unknown:
            sys.exit("harness: unknown variants %s" % ", ".join(sorted(unknown)))
        variants = [v for v in variants if v.name in wanted]
    all_kernels = discover_kernels()
    if args.list:
        for k in all_kernels:
            print("%-26s %s" % (k.group, k.name))
        for v in variants:
            print("variant %-10s %s %s %s%s" % (
                v.name, v.cc, " ".join(v.flags), " ".join(v.ldlibs),
                "  transform: " + v.transform if v.transform else ""))
        return 0
    kernels = select_kernels(all_kernels, args.kernels)
    if args.threads:
        for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
            os.environ[var] = str(args.threads)

    def log(msg):
        print(msg, file=sys.stderr, flush=True)

    applied = apply_blas_fix(args.liar.resolve()) if args.liar else []
    args.environment = describe_environment(
        args.liar.resolve() if args.liar else None, applied)
    log("harness: " + args.environment)

    log("harness: %d kernels, variants %s, dataset %s, %s, rtol %g atol %g"
        % (len(kernels), ",".join(v.name for v in variants), args.dataset,
           "check only" if args.check_only else "%d reps" % args.reps,
           args.rtol, args.atol))
    results = []
    for kernel in kernels:
        log("%s/%s" % (kernel.group, kernel.name))
        for r in measure_kernel(kernel, variants, args, log):
            results.append(r)
            if r.status != "ok" or r.correct is False:
                log("  %s: %s %s" % (r.variant, r.status if r.status != "ok"
                                     else "INCORRECT", r.detail.strip()[:500]))
            elif r.median is not None:
                log("  %s: %s median %.6f s" % (r.variant, r.dataset, r.median))
        # Rewritten after every kernel so a long run that is interrupted
        # still leaves the results measured so far.
        write_reports(result_rows(results), variants, args)

    rows = result_rows(results)
    print_table(rows, sys.stdout, args.environment)
    fallbacks = sorted({(r["kernel"], r["dataset"]) for r in rows
                        if r["dataset"] != args.dataset})
    if fallbacks:
        print("measured at a smaller dataset (baseline > %g s): %s" % (
            args.fallback_seconds,
            ", ".join("%s (%s)" % f for f in fallbacks)))
    if args.plot:
        write_plot(rows, args.plot)
    failed = [r for r in rows if r["status"] != "ok" or r["correct"] is False]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
