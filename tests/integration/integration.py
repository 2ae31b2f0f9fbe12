"""What the integration tests share: their command line, running commands, comparing the
outputs of two programs, and checking that a source tree was left as it was."""
import argparse
import hashlib
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
COMPARE = os.path.join(ROOT, "tests", "golden", "compare-output.py")


def parse_args(description):
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--liar", required=True, help="the liar binary (liar-run, liar-cc beside it)")
    p.add_argument("--work", required=True, help="a scratch directory for this test")
    p.add_argument("--clang-apply-replacements", default="clang-apply-replacements")
    args = p.parse_args()
    args.liar = os.path.abspath(args.liar)
    args.tool_dir = os.path.dirname(args.liar)
    args.liar_run = os.path.join(args.tool_dir, "liar-run")
    args.liar_cc = os.path.join(args.tool_dir, "liar-cc")
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    return args


def fail(message):
    sys.exit("FAIL: " + message)


def run(cmd, cwd=None, env=None, expect=0, timeout=600, stdin=None):
    """Runs `cmd` (with the text `stdin` as its input) and returns (stdout, stderr); fails the
    test on an unexpected exit code."""
    full_env = dict(os.environ, **(env or {}))
    p = subprocess.run(cmd, cwd=cwd, env=full_env, capture_output=True, text=True,
                       timeout=timeout, input=stdin)
    if expect is not None and p.returncode != expect:
        fail("%s exited %d (expected %d)\n--- stdout\n%s--- stderr\n%s" %
             (" ".join(cmd), p.returncode, expect, p.stdout, p.stderr))
    return p.stdout, p.stderr


def same_output(plain, rewritten, work, name, rtol):
    """Runs both programs and compares their outputs within `rtol` (compare-output.py)."""
    outputs = []
    for k, program in enumerate((plain, rewritten)):
        out, _ = run([program], env={"OMP_NUM_THREADS": "2", "OMP_WAIT_POLICY": "passive"})
        if not out.strip():
            fail("%s printed nothing" % program)
        path = os.path.join(work, "%s.%s.out" % (name, ("plain", "liar")[k]))
        with open(path, "w") as f:
            f.write(out)
        outputs.append(path)
    run([sys.executable, COMPARE] + outputs + ["--rtol", str(rtol)])


def tree_digest(directory):
    """The path and content hash of every file under `directory`."""
    digest = {}
    for base, _, files in os.walk(directory):
        for name in files:
            path = os.path.join(base, name)
            with open(path, "rb") as f:
                digest[os.path.relpath(path, directory)] = hashlib.sha256(f.read()).hexdigest()
    return digest


def expect_in(text, needle, what):
    if needle not in text:
        fail("%s does not contain %r:\n%s" % (what, needle, text))


def read(path):
    with open(path) as f:
        return f.read()
