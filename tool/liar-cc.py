#!/usr/bin/env python3
"""liar-cc: a compiler launcher that compiles liar's rewrite of each C file.

usage: liar-cc [--liar=PATH] [--liar-flags=FLAGS] COMPILER ARGS...
       (CMAKE_C_COMPILER_LAUNCHER=liar-cc, CMAKE_C_LINKER_LAUNCHER=liar-cc, CC="liar-cc gcc")

On a compile (-c or -S), each C source is rewritten by liar, with the command's preprocessor
flags, into the build tree next to the object (obj.o -> obj.liar.c), and the rewrite is
compiled in its place with the source's directory on the quote-include path and the include
paths of the libraries it calls. No flag that changes the meaning of the code is added: a
command without -fopenmp gets a rewrite without OpenMP (liar --no-openmp). When liar fails,
changes nothing, or its rewrite does not compile, the original source is compiled unchanged.
What a rewrite links with is recorded in its object (section .liar.needs), so that the link
step finds it in objects and in static archives alike and adds those libraries. OpenBLAS is
linked as -lopenblas finds it (Debian's pthreads build), except in a program that runs OpenMP
parallel regions on libgomp (GCC's runtime): that one gets OpenBLAS's OpenMP build, by its path
with an rpath, so that BLAS calls and the program's loops share one thread pool (liar
--check-env says which build a program gets).
The environment variables LIAR (the liar binary), LIAR_FLAGS (liar options) and
LIAR_CC_VERBOSE=1 (print liar's remarks) stand for the options.
"""
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.realpath(__file__))


def configured(path):
    """A path CMake filled in: absolute in the build tree, relative to this script's directory
    once installed (the prefix may be chosen at install time)."""
    return path if not path or os.path.isabs(path) else os.path.normpath(os.path.join(HERE, path))


# Filled in by CMake when it copies this script next to the liar binary (or installs it).
CBLAS_INCLUDE_DIR = configured("@LIAR_CBLAS_INCLUDE_DIR@")
RUNTIME_INCLUDE_DIR = configured("@LIAR_CC_RUNTIME_INCLUDE_DIR@")
RUNTIME_LIBRARY_DIR = configured("@LIAR_CC_RUNTIME_LIBRARY_DIR@")
# OpenBLAS's OpenMP build (Debian's libopenblas0-openmp, on libgomp), empty when not installed:
# the BLAS of a program that runs OpenMP parallel regions itself, so that one pool serves both.
OPENBLAS_OPENMP = "@LIAR_OPENBLAS_OPENMP_LIBRARY@"
sys.path.insert(0, configured("@LIAR_CC_MODULE_DIR@"))
import liar_needs  # noqa: E402 (found through the configured directory)
ROUTINE_LINKS = liar_needs.routine_links()

# Options whose value is the next argument.
SEPARATE_VALUE = {"-o", "-MF", "-MT", "-MQ", "-include", "-imacros", "-I", "-isystem", "-iquote",
                  "-idirafter", "-D", "-U", "-x", "-L", "-Xlinker", "-Xpreprocessor",
                  "-Xassembler", "-isysroot", "-iprefix", "-iwithprefix", "-T", "-u", "-z",
                  "-aux-info"}
# Preprocessor options liar needs to see the file as the compiler does (with their values).
PREPROCESSOR_VALUE = ("-D", "-U", "-I", "-isystem", "-iquote", "-idirafter", "-include",
                      "-imacros")
PREPROCESSOR_FLAG = ("-std=", "-ansi", "-fopenmp", "-O", "-pthread", "-funsigned-char",
                     "-fsigned-char", "-nostdinc", "-march=", "-m32", "-m64")
# The flags that make a compiler honour `#pragma omp` parallel constructs.
OPENMP_FLAGS = ("-fopenmp", "-fopenmp=libomp", "-fopenmp=libgomp", "-fopenmp=libiomp5",
                "-qopenmp", "-fiopenmp")


def usage_error(message):
    print("liar-cc: error: %s (usage: liar-cc [--liar=PATH] [--liar-flags=FLAGS] COMPILER "
          "ARGS...)" % message, file=sys.stderr)
    sys.exit(2)


def split_command(argv):
    """(launcher options, compiler command) of liar-cc's own arguments."""
    options = {"liar": os.environ.get("LIAR", ""),
               "flags": shlex.split(os.environ.get("LIAR_FLAGS", ""))}
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0)
    k = 0
    while k < len(argv) and argv[k].startswith("--liar"):
        name, _, value = argv[k].partition("=")
        if name == "--liar":
            options["liar"] = value
        elif name == "--liar-flags":
            options["flags"] += shlex.split(value)
        else:
            usage_error("unknown option '%s'" % argv[k])
        k += 1
    if k == len(argv):
        usage_error("no compiler command")
    if not options["liar"]:
        beside = os.path.join(os.path.dirname(os.path.realpath(__file__)), "liar")
        options["liar"] = beside if os.access(beside, os.X_OK) else "liar"
    return options, argv[k:]


def classify(args):
    """Positions of the C sources, the -o value, and the preprocessor flags of a command."""
    sources, output, pp = [], None, []
    k = 0
    while k < len(args):
        a = args[k]
        if a in SEPARATE_VALUE and k + 1 < len(args):
            if a == "-o":
                output = args[k + 1]
            elif a in PREPROCESSOR_VALUE:
                pp += [a, args[k + 1]]
            k += 2
            continue
        if a.startswith(PREPROCESSOR_VALUE) or a.startswith(PREPROCESSOR_FLAG):
            pp.append(a)
        elif not a.startswith("-") and a.endswith(".c"):
            sources.append(k)
        k += 1
    return sources, output, pp


def rewrite_path(source, output, compiling):
    """Where the rewrite of `source` goes: beside the object it makes (beside the program for
    a compile-and-link)."""
    if compiling:
        return os.path.splitext(output)[0] + ".liar.c"
    stem = os.path.splitext(os.path.basename(source))[0]
    return os.path.join(os.path.dirname(output) if output else ".", stem + ".liar.c")


def one_output_each(command):
    """A compile command per C source, each with its -o: without -o the compiler names an
    object after its source (a.c -> a.o), and the rewrite's would be named after the rewrite."""
    args = command[1:]
    sources, output, _ = classify(args)
    if output and len(sources) == 1:
        return [command]
    suffix = ".s" if "-S" in args else ".o"
    rest = [a for k, a in enumerate(args) if k not in sources]
    return [[command[0]] + rest + [args[k], "-o", os.path.splitext(os.path.basename(args[k]))[0] +
                                   suffix] for k in sources]


def uses_openmp(args):
    return any(a in OPENMP_FLAGS for a in args)


def needs_of(text, openmp):
    """What a rewrite links with: the needs of the library routines it calls (liar's table,
    liar_needs.ROUTINES); `openmp`: its object is compiled with OpenMP, so its program runs
    OpenMP's thread pool (and BLAS calls should share it)."""
    return (["openmp"] if openmp else []) + liar_needs.of_rewrite(text, ROUTINE_LINKS)


def rewrite(options, source, target, pp, openmp):
    """liar's rewrite of `source` written to `target`; None when there is none to compile."""
    verbose = os.environ.get("LIAR_CC_VERBOSE") == "1"
    no_openmp = [] if openmp else ["--no-openmp"]
    cmd = [options["liar"]] + options["flags"] + no_openmp + ["-o", target, source, "--"] + pp
    try:
        run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    except OSError as e:
        print("liar-cc: warning: cannot run liar (%s); compiling '%s' unchanged" % (e, source),
              file=sys.stderr)
        return None
    text = run.stdout.decode(errors="replace")
    if run.returncode != 0:
        sys.stderr.write(text)
        print("liar-cc: warning: liar failed on '%s' (exit %d); compiling it unchanged" %
              (source, run.returncode), file=sys.stderr)
    elif verbose:
        sys.stderr.write(text)
    try:
        with open(source, "rb") as a, open(target, "rb") as b:
            changed = a.read() != b.read()
    except OSError:
        changed = False
    if run.returncode != 0 or not changed:
        if os.path.exists(target):
            os.remove(target)
        return None
    return open(target, errors="replace").read()


def runtime_installed():
    """Whether liar's LibTorch runtime (a package of its own) is where torch rewrites find it."""
    return os.path.exists(os.path.join(RUNTIME_INCLUDE_DIR, "liar_torch.h"))


def extra_compile_flags(source, needs):
    flags = ["-iquote", os.path.dirname(os.path.abspath(source))]
    if "openblas" in needs and CBLAS_INCLUDE_DIR:
        flags += ["-I", CBLAS_INCLUDE_DIR]
    if "torch" in needs:
        flags += ["-I", RUNTIME_INCLUDE_DIR]
    return flags


def gomp_runtime(compiler, args):
    """Whether the link's OpenMP runtime is libgomp (GCC's; Clang's default is libomp)."""
    if any(a.startswith("-fopenmp=") for a in args):
        return "-fopenmp=libgomp" in args
    return "clang" not in os.path.basename(compiler)


def one_pool_blas(compiler, args, runs_openmp):
    """OpenBLAS's OpenMP build, linked by path with an rpath, for a program that runs OpenMP
    parallel regions on libgomp: its BLAS calls then run on the program's own threads. Any
    other program gets -lopenblas (Debian's pthreads build): one pool when the program has no
    OpenMP of its own, and with libomp loading libgomp beside it would make two pools again."""
    if runs_openmp and OPENBLAS_OPENMP and os.path.exists(OPENBLAS_OPENMP) and gomp_runtime(
            compiler, args):
        return [OPENBLAS_OPENMP, "-Wl,-rpath," + os.path.dirname(OPENBLAS_OPENMP)]
    return ["-lopenblas"]


def link_flags(needs, args, compiler, runs_openmp):
    """What the link adds for the rewrites' `needs`: OpenMP's runtime for objects compiled with
    it, OpenBLAS (see one_pool_blas), the LibTorch runtime."""
    flags = ["-fopenmp"] if "openmp" in needs and not uses_openmp(args) else []
    # --as-needed: a program none of whose objects calls BLAS does not depend on OpenBLAS.
    blas = one_pool_blas(compiler, args, runs_openmp) if "openblas" in needs else ["-lopenblas"]
    flags += ["-Wl,--push-state,--as-needed"] + blas + ["-Wl,--pop-state"]
    if "torch" in needs:
        flags += ["-L" + RUNTIME_LIBRARY_DIR, "-Wl,-rpath," + RUNTIME_LIBRARY_DIR, "-lliar_torch"]
    return flags


def record_needs(output, needs):
    """Writes `needs` into the object `output`; a warning when it cannot (the link step then
    does not know what the object needs)."""
    if not needs or not output.endswith(".o"):
        return
    error = liar_needs.record(output, needs)
    if error:
        print("liar-cc: warning: cannot record what '%s' links with (%s)" % (output, error),
              file=sys.stderr)


# A directive that starts a parallel region (`#pragma omp parallel`, `# pragma omp parallel for`).
PARALLEL_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*pragma[ \t]+omp[ \t]+parallel\b", re.M)


def program_runs_openmp(args, texts):
    """Whether the program linked by `args` runs OpenMP parallel regions: an object of the link
    starts one, or, built with OpenMP, one of the sources it compiles (`texts`) has one."""
    if uses_openmp(args) and any(PARALLEL_DIRECTIVE.search(t) for t in texts):
        return True
    return liar_needs.runs_openmp(args)


def source_text(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def compile_rewrites(options, command):
    """Runs a compile (or compile-and-link) command on the rewrites; returns its exit code."""
    args = command[1:]
    sources, output, pp = classify(args)
    compiling = "-c" in args or "-S" in args
    openmp = uses_openmp(args)
    new_args, extra, needs, texts = list(args), [], set(), []
    for k in sources:
        target = rewrite_path(args[k], output, compiling)
        text = rewrite(options, args[k], target, pp, openmp)
        texts.append(source_text(args[k]) if text is None else text)
        if text is not None and "torch" in needs_of(text, openmp) and not runtime_installed():
            print("liar-cc: warning: '%s' was rewritten with LibTorch calls, but liar's LibTorch "
                  "runtime is not installed (package liar-torch-runtime); compiling it "
                  "unchanged" % args[k], file=sys.stderr)
            os.remove(target)  # no rewrite is compiled, so none is left beside the object
            texts[-1], text = source_text(args[k]), None
        if text is None:
            continue
        new_args[k] = target
        file_needs = needs_of(text, openmp)
        needs.update(file_needs)
        extra += extra_compile_flags(args[k], file_needs)
    parallel = not compiling and program_runs_openmp(args, texts)
    if not compiling:
        extra += link_flags(needs | liar_needs.of_inputs(args), args, command[0], parallel)
    if new_args == args and compiling:
        return subprocess.call(command)
    rc = subprocess.call([command[0]] + new_args + extra)
    if rc != 0 and new_args != args:
        print("liar-cc: warning: the rewrite did not compile; compiling the original (the "
              "rewrite is kept for a bug report)", file=sys.stderr)
        link = [] if compiling else link_flags(liar_needs.of_inputs(args), args, command[0],
                                               parallel)
        return subprocess.call(command + link)
    if rc == 0 and compiling:
        record_needs(output, sorted(needs))
    return rc


def main(argv):
    options, command = split_command(argv)
    args = command[1:]
    passthrough = ("-E" in args or "-x" in args or "-M" in args or "-MM" in args or
                   not any(not a.startswith("-") for a in args))
    if passthrough:
        return subprocess.call(command)
    if "-c" not in args and "-S" not in args:
        return compile_rewrites(options, command)
    for one in one_output_each(command):
        rc = compile_rewrites(options, one)
        if rc:
            return rc
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except FileNotFoundError as missing:
        usage_error("cannot run '%s': no such program" % missing.filename)
