"""What the review-output tests share: two suite kernels copied into a work directory, liar
run over them, and facts about their sources found without liar.

gemm's kernel is rewritten into a BLAS call; seidel-2d's sweep reads values its own loop nest
computed, so it is not lifted; both files' init_array loops are kept (no cheaper form)."""
import re
import shutil
import subprocess
from pathlib import Path

KERNELS = ["linear-algebra/blas/gemm/gemm", "stencils/seidel-2d/seidel-2d"]
NOT_LIFTED_REASON = "reads a value that the same loop nest computed in an earlier iteration"
# The registry id of that refusal (common/Refusals.def), which remarks and SARIF name.
NOT_LIFTED_ID = "liar-missed-recurrence"


class Failure(Exception):
    """An assertion about liar's output that does not hold."""


def check(condition, message):
    if not condition:
        raise Failure(message)


def expect_failure(what, checker, *args):
    """The checkers must reject wrong content: `checker` on deliberately wrong `args`."""
    try:
        checker(*args)
    except Failure:
        return
    raise Failure("the check would accept wrong content: " + what)


def copy_kernels(polybench, workdir):
    """The kernels' sources and headers in workdir/src; returns that directory."""
    src = Path(workdir) / "src"
    if src.exists():
        shutil.rmtree(src)
    src.mkdir(parents=True)
    for kernel in KERNELS:
        for ext in (".c", ".h"):
            shutil.copy(Path(polybench) / (kernel + ext), src)
    return src


def compile_flags(polybench):
    return ["-I" + str(Path(polybench) / "include"), "-I.", "-DMINI_DATASET"]


def run_liar(liar, polybench, src, options, files=("gemm.c", "seidel-2d.c")):
    """liar with `options` on `files`, from src (SARIF paths are relative to it)."""
    command = [liar, *options, *files, "--", *compile_flags(polybench)]
    done = subprocess.run(command, cwd=src, capture_output=True, text=True)
    check(done.returncode == 0,
          "liar failed (%d): %s\n%s" % (done.returncode, " ".join(command), done.stderr))
    return done


def line_of(path, pattern, after=None):
    """1-based number of the first line matching `pattern` (after the first matching `after`)."""
    lines = Path(path).read_text().split("\n")
    start = 0
    if after:
        start = next(i for i, l in enumerate(lines) if re.search(after, l)) + 1
    return next(i + 1 for i in range(start, len(lines)) if re.search(pattern, lines[i]))


def source_facts(src):
    """Where the rewritten kernel and what blocks the sweep are, from the sources alone."""
    return {
        "gemm_kernel_line": line_of(src / "gemm.c", r"^\s*for \(", after=r"#pragma scop"),
        "seidel_blocker_line": line_of(src / "seidel-2d.c", r"A\[i\]\[j\] = \(A\[i - 1\]"),
    }
