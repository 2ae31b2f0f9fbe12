#!/usr/bin/env python3
"""liar-run: runs liar over the files of a compilation database, N files at a time.

usage: liar-run -p BUILD_DIR [-j N] [--files REGEX] [--timeout S] [--export-fixes FILE]
                [--liar PATH] [-q] [-- LIAR_FLAGS...]

Each file gets its own liar process, so a crash or a hang is reported with its file and the
other files go on. A file whose compile command has no -fopenmp is rewritten without OpenMP
(liar --no-openmp), as the build will compile it. The output of each file is printed in one piece when it is done, then one
merged summary. Exit status: 0 every file was processed, 1 some file failed, crashed or timed
out, or the merged fixes could not be written, 2 bad command line or no usable compilation
database.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

SUMMARY = re.compile(r"^liar: (\d+) region\(s\) found, (\d+) lifted, (\d+) rewritten, "
                     r"(\d+) rejected", re.M)
COUNTS = ("found", "lifted", "rewritten", "rejected")


def parse_args(argv):
    extra = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]
    p = argparse.ArgumentParser(prog="liar-run", description=__doc__.split("\n")[0])
    p.add_argument("-p", dest="build_dir", required=True,
                   help="directory holding compile_commands.json")
    p.add_argument("-j", dest="jobs", type=int, default=os.cpu_count() or 1,
                   help="files processed at once (default: the number of cores)")
    p.add_argument("--files", default="",
                   help="only the files whose path matches this regular expression")
    p.add_argument("--timeout", type=float, default=None,
                   help="seconds one file may take before its liar is killed")
    p.add_argument("--export-fixes", default="",
                   help="write the fixes of all files to this YAML file")
    p.add_argument("--liar", default="",
                   help="the liar binary (default: the one next to liar-run, else PATH)")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="print only the files with a problem and the summary")
    args = p.parse_args(argv)
    args.extra = extra
    if args.jobs < 1:
        p.error("-j must be at least 1")
    if args.timeout is not None and args.timeout <= 0:
        p.error("--timeout must be positive")
    try:
        args.filter = re.compile(args.files)
    except re.error as e:
        p.error("--files: %s" % e)
    return args


def find_liar(given):
    if given:
        return given
    beside = os.path.join(os.path.dirname(os.path.realpath(__file__)), "liar")
    return beside if os.access(beside, os.X_OK) else (shutil.which("liar") or "liar")


# The flags that make a compiler honour `#pragma omp` parallel constructs (as liar-cc's).
OPENMP_FLAGS = ("-fopenmp", "-fopenmp=libomp", "-fopenmp=libgomp", "-fopenmp=libiomp5",
                "-qopenmp", "-fiopenmp")


def database_files(build_dir, pattern):
    """The distinct files of the database that match, in database order (absolute paths), and
    those of them whose (first) command compiles without OpenMP."""
    with open(os.path.join(build_dir, "compile_commands.json")) as f:
        entries = json.load(f)
    seen, files, no_openmp = set(), [], set()
    for e in entries:
        path = os.path.normpath(os.path.join(e.get("directory", ""), e["file"]))
        if path not in seen and pattern.search(path):
            seen.add(path)
            files.append(path)
            args = e.get("arguments") or shlex.split(e.get("command", ""))
            if not any(a in OPENMP_FLAGS for a in args):
                no_openmp.add(path)
    return files, no_openmp


TIMES = ".liar-run-times.json"  # in the build directory: each file's last time


def longest_first(build_dir, files):
    """The files in the order that keeps the workers busy to the end: those that took longest
    last time first (files not seen before go first, they may be long), as ninja's log does."""
    try:
        with open(os.path.join(build_dir, TIMES)) as f:
            last = json.load(f)
    except (OSError, ValueError):
        last = {}
    if not isinstance(last, dict):
        last = {}
    return sorted(files, key=lambda f: -last.get(f, float("inf")))


def record_times(build_dir, outcomes):
    """Keeps this run's times for the next run's order; a build directory one cannot write to
    only loses the ordering."""
    path = os.path.join(build_dir, TIMES)
    try:
        with open(path) as f:
            times = json.load(f)
    except (OSError, ValueError):
        times = {}
    if not isinstance(times, dict):
        times = {}
    times.update({o.file: round(o.seconds, 3) for o in outcomes if o.status == "ok"})
    try:
        tmp = "%s.tmp%d" % (path, os.getpid())
        with open(tmp, "w") as f:
            json.dump(times, f, indent=0, sort_keys=True)
        os.replace(tmp, path)
    except OSError:
        pass


class Outcome:
    def __init__(self, file, status, text, seconds):
        self.file, self.status, self.seconds = file, status, seconds
        m = SUMMARY.search(text)
        self.counts = [int(x) for x in m.groups()] if m else [0, 0, 0, 0]
        # Run-wide advice (the BLAS environment, thread pools) is said once, in the summary.
        lines = text.splitlines(keepends=True)
        self.notes = [l for l in lines if l.startswith("liar: note: ")]
        self.output = "".join(l for l in lines if not l.startswith("liar: note: "))


class Runner:
    """Runs liar on one file at a time per thread; can stop every running liar at once."""

    def __init__(self, liar, build_dir, extra, timeout, no_openmp):
        self.liar, self.build_dir, self.extra, self.timeout = liar, build_dir, extra, timeout
        self.no_openmp = no_openmp
        self.running, self.stopped, self.lock = set(), False, threading.Lock()

    def run(self, file, fixes):
        cmd = [self.liar, "-p", self.build_dir, file] + self.extra
        if file in self.no_openmp:
            cmd.append("--no-openmp")
        if fixes:
            cmd.append("--export-fixes=" + fixes)
        start = time.monotonic()
        with self.lock:
            if self.stopped:
                return Outcome(file, "failed (interrupted)", "", 0.0)
            # A session of its own, so that a hang is ended with everything liar started.
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    start_new_session=True)
            self.running.add(proc)
        try:
            out, _ = proc.communicate(timeout=self.timeout)
            rc = proc.returncode
        except subprocess.TimeoutExpired:
            self.kill(proc)
            out, _ = proc.communicate()
            rc = None
        with self.lock:
            self.running.discard(proc)
        return Outcome(file, self.status(rc), out.decode(errors="replace"),
                       time.monotonic() - start)

    def status(self, rc):
        if rc is None:
            return "timed out after %g s" % self.timeout
        if rc < 0:
            return "crashed (%s)" % signal.Signals(-rc).name
        return "failed (exit %d)" % rc if rc else "ok"

    @staticmethod
    def kill(proc):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass  # it ended meanwhile

    def stop(self):
        with self.lock:
            self.stopped = True
            for proc in self.running:
                self.kill(proc)


class Progress:
    """One line rewritten in place on a terminal; plain lines otherwise."""

    def __init__(self, total, quiet):
        self.total, self.done, self.quiet = total, 0, quiet
        self.tty = sys.stderr.isatty()
        self.lock = threading.Lock()

    def report(self, o):
        with self.lock:
            self.done += 1
            problem = o.status != "ok"
            if self.tty:
                sys.stderr.write("\r\033[K")
            if problem or not self.quiet:
                sys.stdout.write(o.output)
                sys.stdout.flush()
            line = "[%d/%d] %s: %s (%.1f s)" % (self.done, self.total, o.file, o.status,
                                                o.seconds)
            if self.tty and problem:
                sys.stderr.write(line + "\n")
            elif self.tty:
                sys.stderr.write(self.bar(o))
            elif problem or not self.quiet:
                sys.stderr.write(line + "\n")
            sys.stderr.flush()

    def bar(self, o):
        """The in-place line: count, bar, last file, cut to the terminal's width."""
        filled = 20 * self.done // self.total
        line = "[%d/%d] [%s%s] %s: %s" % (self.done, self.total, "#" * filled,
                                          "." * (20 - filled), o.file, o.status)
        try:
            width = os.get_terminal_size(sys.stderr.fileno()).columns
        except OSError:
            width = 80
        return line[:width - 1]

    def finish(self):
        if self.tty:
            sys.stderr.write("\r\033[K")


def merge_fixes(paths, out_path):
    """One clang-tidy fixes file from liar's per-file ones: their Diagnostics lists joined."""
    items = []
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path) as f:
            _, sep, body = f.read().partition("\nDiagnostics:\n")
        if sep:
            items.append(body[:body.rindex("...\n")] if "...\n" in body else body)
    text = "---\nMainSourceFile:  ''\n"
    text += "Diagnostics:\n" + "".join(items) if items else "Diagnostics:     []\n"
    tmp = out_path + ".tmp%d" % os.getpid()
    with open(tmp, "w") as f:
        f.write(text + "...\n")
    os.replace(tmp, out_path)


def summarize(outcomes, seconds):
    totals = [sum(o.counts[k] for o in outcomes) for k in range(4)]
    bad = [o for o in outcomes if o.status != "ok"]
    kinds = {"failed": 0, "crashed": 0, "timed out": 0}
    for o in bad:
        kinds[next(k for k in kinds if o.status.startswith(k))] += 1
    print("liar-run: %d file(s) in %.1f s: %d ok, %d failed, %d crashed, %d timed out" %
          (len(outcomes), seconds, len(outcomes) - len(bad), kinds["failed"],
           kinds["crashed"], kinds["timed out"]))
    print("liar-run: " + ", ".join("%d %s" % (n, c if k else "region(s) found")
                                   for k, (n, c) in enumerate(zip(totals, COUNTS))))
    for o in bad:
        print("liar-run: %s: %s" % (o.file, o.status))
    notes = []
    for o in outcomes:
        notes += [n for n in o.notes if n not in notes]
    sys.stdout.write("".join(notes))
    return 1 if bad else 0


def main(argv):
    args = parse_args(argv)
    build_dir = os.path.abspath(args.build_dir)
    try:
        files, no_openmp = database_files(build_dir, args.filter)
    except (OSError, ValueError, KeyError, TypeError) as e:
        print("liar-run: error: cannot read %s/compile_commands.json: %s" % (build_dir, e),
              file=sys.stderr)
        return 2
    liar = find_liar(args.liar)
    if not shutil.which(liar):
        print("liar-run: error: cannot run '%s'" % liar, file=sys.stderr)
        return 2
    files = longest_first(build_dir, files)
    runner = Runner(liar, build_dir, args.extra, args.timeout, no_openmp)
    scratch = tempfile.mkdtemp(prefix="liar-run-")
    fixes = [os.path.join(scratch, "%d.yaml" % k) if args.export_fixes else ""
             for k in range(len(files))]
    progress = Progress(len(files), args.quiet)
    start = time.monotonic()
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            jobs = [pool.submit(runner.run, f, y) for f, y in zip(files, fixes)]
            try:
                for job in concurrent.futures.as_completed(jobs):
                    progress.report(job.result())
            except KeyboardInterrupt:
                runner.stop()
                progress.finish()
                print("liar-run: interrupted", file=sys.stderr)
                return 130
            outcomes = [j.result() for j in jobs]
        progress.finish()
        record_times(build_dir, outcomes)
        written = True
        if args.export_fixes:
            try:
                merge_fixes(fixes, args.export_fixes)
            except OSError as e:
                print("liar-run: error: cannot write %s: %s" % (args.export_fixes, e),
                      file=sys.stderr)
                written = False
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return max(summarize(outcomes, time.monotonic() - start), 0 if written else 1)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
