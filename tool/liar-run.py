#!/usr/bin/env python3
"""liar-run: runs liar over the files of a compilation database, N files at a time.

usage: liar-run -p BUILD_DIR [-j N] [--files REGEX] [--timeout S] [--export-fixes FILE]
                [--sarif FILE] [--remarks-output FILE] [--patch FILE [--patch-strip N]]
                [--liar PATH] [-q] [-- LIAR_FLAGS...]

Each file gets its own liar process, so a crash or a hang is reported with its file and the
other files go on. A file whose compile command has no -fopenmp is rewritten without OpenMP
(liar --no-openmp), as the build will compile it. The output of each file is printed in one
piece when it is done, then one merged summary; on a terminal a progress line shows the files
done, the regions rewritten so far and the time left. With --patch (a unified diff, - for
stdin), only the files the patch touches are processed, and in them only the regions that meet
its changed lines (liar --line-filter): liar-diff is this in clang-tidy-diff's manner. Exit
status: 0 every file was processed, 1 some file failed, crashed or timed out, or the merged
outputs could not be written, 2 bad command line, no usable compilation database, or a patch that
cannot be read or is not a unified diff (nothing is processed then).
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
    p.add_argument("--sarif", default="",
                   help="write the decisions of all files to this SARIF 2.1.0 log")
    p.add_argument("--remarks-output", default="",
                   help="write the decisions of all files as LLVM optimisation records")
    p.add_argument("--patch", default="",
                   help="only the regions that meet the lines this unified diff changes "
                        "(- reads it from stdin)")
    p.add_argument("--patch-strip", type=int, default=0, metavar="N",
                   help="strip N leading components from the patch's file names (patch -pN)")
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
    if args.patch_strip < 0:
        p.error("--patch-strip must not be negative")
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


class PatchError(Exception):
    """A patch that is not a unified diff, with the line of the patch where reading stopped."""

    def __init__(self, line, message):
        super().__init__(message)
        self.line = line


HUNK = re.compile(r"@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


# What a backslash in a name git quotes stands for (besides three octal digits, a byte).
GIT_ESCAPES = {b"a": b"\a", b"b": b"\b", b"f": b"\f", b"n": b"\n", b"r": b"\r", b"t": b"\t",
               b"v": b"\v"}


def unquoted(name):
    """A name git wrote in double quotes (it has special characters or bytes), C style."""
    def byte(m):
        code = m.group(1)
        return bytes([int(code, 8)]) if len(code) == 3 else GIT_ESCAPES.get(code, code)
    raw = re.sub(rb"\\([0-7]{3}|.)", byte, name[1:-1].encode("utf-8", "surrogateescape"))
    return raw.decode("utf-8", "surrogateescape")


def patched_path(header, strip, number):
    """The new file's path of a `+++ ` header, less `strip` leading components; "" for a
    deleted file (/dev/null)."""
    name = header.split("\t")[0]  # diff follows the name with a tab and a date
    if name.startswith('"') and name.endswith('"') and len(name) > 1:
        name = unquoted(name)
    if name == "/dev/null":
        return ""
    parts = name.split("/", strip)
    if len(parts) <= strip or not parts[strip]:
        raise PatchError(number, "cannot strip %d component(s) from '%s' (--patch-strip)" %
                         (strip, name))
    return parts[strip]


class Hunk:
    """The lines of one hunk still to read, and the new file's line they are at."""

    def __init__(self, match, number):
        self.start = number
        self.old_left = int(match.group(1) or 1)
        new_start, self.new_left = int(match.group(2)), int(match.group(3) or 1)
        # A hunk that adds nothing (-U0 deletion) is positioned after its start line.
        self.line = new_start if self.new_left else new_start + 1
        self.deleting = False  # in a run of deleted lines that no added line has replaced

    def read(self, line, number, touched):
        """Consumes one line of the hunk, adding the new file's lines it touches."""
        kind = line[:1] or " "  # an empty context line: its space lost by an editor or a mailer
        if kind == "\\":  # "\\ No newline at end of file"
            return
        if kind not in " +-":
            raise PatchError(number, "a line in the hunk of line %d that starts with neither "
                             "' ', '+' nor '-'" % self.start)
        if (kind != "+" and not self.old_left) or (kind != "-" and not self.new_left):
            raise PatchError(number, "the hunk of line %d has more lines than its header "
                             "counts" % self.start)
        if kind == "-":
            self.old_left -= 1
            self.deleting = True
        elif kind == "+":
            touched.append([self.line, self.line])
            self.deleting = False  # the added lines stand where the deleted ones were
        else:
            self.end_deletion(touched)
            self.old_left -= 1
        if kind != "-":
            self.new_left -= 1
            self.line += 1
        if self.done():
            self.end_deletion(touched)

    def end_deletion(self, touched):
        """Lines deleted with nothing in their place touch the lines either side of them: the
        region that held them keeps at least one of the two, unless it was deleted whole."""
        if self.deleting:
            touched.append([max(self.line - 1, 1), self.line])
            self.deleting = False

    def done(self):
        return not self.old_left and not self.new_left

    def check_next(self, line, number):
        """A '+' or '-' line right after the lines the header counts: it miscounts them."""
        if line[:1] in ("+", "-") and not line.startswith(("+++ ", "--- ", "-- ")):
            raise PatchError(number, "the hunk of line %d has more lines than its header "
                             "counts" % self.start)


def merged(ranges):
    """The line ranges sorted, with those that overlap or adjoin joined."""
    out = []
    for first, last in sorted(ranges):
        if out and first <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], last)
        else:
            out.append([first, last])
    return out


def touched_lines(text, strip):
    """{path: [[first, last], ...]}: for each file of a unified diff, the lines of its new
    version that the diff adds or changes, and the lines either side of each deletion. Paths
    are as the diff names them, less `strip` components; deleted files are left out."""
    touched, hunk, found = {}, None, False
    path = None  # the file of the current '+++ ' header; "" when deleted, None before one
    lines = text.split("\n")  # not splitlines(): a form feed in C code is no line break
    if lines[-1] == "":
        lines.pop()
    for number, line in enumerate(lines, 1):
        if hunk and not hunk.done():
            hunk.read(line, number, touched.setdefault(path, []) if path else [])
            if hunk.done() and number < len(lines):
                hunk.check_next(lines[number], number + 1)
        elif line.startswith("+++ "):
            path, found = patched_path(line[4:], strip, number), True
        elif line.startswith("--- "):
            if not lines[number:] or not lines[number].startswith("+++ "):
                raise PatchError(number, "a '--- ' header not followed by a '+++ ' header")
        elif line.startswith("@@"):
            match = HUNK.match(line)
            if not match:
                raise PatchError(number, "a malformed hunk header")
            if path is None:
                raise PatchError(number, "a hunk before its file's '+++ ' header")
            hunk = Hunk(match, number)
        elif line.startswith("diff "):  # the next file's section; git's has no hunk at times
            path, found = None, True
    if hunk and not hunk.done():
        raise PatchError(len(lines), "the patch ends inside the hunk of line %d" % hunk.start)
    if not found and text.strip():
        raise PatchError(1, "no unified diff found (no '+++ ' file header)")
    return {p: merged(r) for p, r in touched.items() if r}


def read_patch(source, strip):
    """The touched lines of the patch in `source` (a file, or - for stdin), by absolute path."""
    if source == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(source, "rb") as f:
            data = f.read()
    text = data.decode("utf-8", "surrogateescape")  # a patch may hold any bytes
    return {os.path.abspath(p): lines for p, lines in touched_lines(text, strip).items()}


TIMES = ".liar-run-times.json"  # in the build directory: each file's last time


def read_patch_or_say_why(source, strip):
    """read_patch's lines, or None when the patch cannot be read or is no unified diff, with
    the reason on stderr (in the compiler's format, at the patch's line)."""
    try:
        return read_patch(source, strip)
    except OSError as e:
        print("liar-run: error: cannot read the patch: %s" % e, file=sys.stderr)
    except PatchError as e:
        print("%s:%d: error: %s" % ("<stdin>" if source == "-" else source, e.line, e),
              file=sys.stderr)
    return None


def patched_files(files, touched, args):
    """The files of the database that the patch touches, in the database's order, and the
    touched lines of each; the patch's other files are named in a note (headers, files the
    build does not compile, or names a wrong --patch-strip left)."""
    by_real_path = {os.path.realpath(f): f for f in files}
    lines = {}
    for path, ranges in sorted(touched.items()):
        file = by_real_path.get(os.path.realpath(path))
        if file:
            lines[file] = ranges
        elif not args.quiet:
            print("liar-run: note: the patch touches %s, which is not a file of the compilation "
                  "database%s" % (path, " that --files selects" if args.files else ""),
                  file=sys.stderr)
    return [f for f in files if f in lines], lines


def file_flags(files, no_openmp, lines):
    """Each file's own liar flags: --no-openmp when its build compiles it so, and the lines
    of the patch that touch it (clang-tidy's -line-filter form)."""
    flags = {}
    for f in files:
        flags[f] = ["--no-openmp"] if f in no_openmp else []
        if f in lines:
            flags[f].append("--line-filter=" + json.dumps([{"name": f, "lines": lines[f]}]))
    return flags


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

    def __init__(self, liar, build_dir, extra, timeout, file_flags):
        self.liar, self.build_dir, self.extra, self.timeout = liar, build_dir, extra, timeout
        self.file_flags = file_flags
        self.running, self.stopped, self.lock = set(), False, threading.Lock()

    def run(self, file, outputs):
        """Runs liar on `file`, which writes each review output to its path in `outputs`."""
        cmd = [self.liar, "-p", self.build_dir, file] + self.extra + self.file_flags[file]
        cmd += ["%s=%s" % (o.flag, path) for o, path in outputs.items()]
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
    """On a terminal, one line on stderr redrawn in place: the files done, the regions rewritten
    so far and an estimate of the time left; a file with a problem keeps a line of its own.
    No progress in a pipe or a log (CI): the summary names the files with a problem."""

    def __init__(self, total, quiet):
        self.total, self.done, self.rewritten, self.quiet = total, 0, 0, quiet
        self.tty = sys.stderr.isatty()
        self.start = time.monotonic()
        self.lock = threading.Lock()

    def report(self, o):
        with self.lock:
            self.done += 1
            self.rewritten += o.counts[COUNTS.index("rewritten")]
            problem = o.status != "ok"
            if self.tty:
                sys.stderr.write("\r\033[K")
            if problem or not self.quiet:
                sys.stdout.write(o.output)
                sys.stdout.flush()
            if self.tty and problem:
                sys.stderr.write("[%d/%d] %s: %s (%.1f s)\n" % (self.done, self.total, o.file,
                                                                o.status, o.seconds))
            elif self.tty:
                sys.stderr.write(self.bar(o))
            sys.stderr.flush()

    def bar(self, o):
        """The in-place line: count, bar, regions rewritten, time left, last file, cut to the
        terminal's width."""
        filled = 20 * self.done // self.total
        line = "[%d/%d] [%s%s] %d rewritten, %s  %s: %s" % (
            self.done, self.total, "#" * filled, "." * (20 - filled), self.rewritten,
            self.time_left(), o.file, o.status)
        try:  # a pseudo-terminal nobody sized says 0
            width = os.get_terminal_size(sys.stderr.fileno()).columns or 80
        except OSError:
            width = 80
        return line[:width - 1]

    def time_left(self):
        """The files left at the pace of those done so far (the workers stay busy to the end,
        longest files first)."""
        left = round((time.monotonic() - self.start) / self.done * (self.total - self.done))
        if left < 60:
            return "about %d s left" % left
        return "about %d min %02d s left" % divmod(left, 60)

    def finish(self):
        if self.tty:
            sys.stderr.write("\r\033[K")


def write_atomically(path, text):
    tmp = path + ".tmp%d" % os.getpid()
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def written(paths):
    """The outputs the files' liar processes wrote (none for a file that crashed)."""
    return [p for p in paths if os.path.exists(p)]


def merge_fixes(paths, out_path):
    """One clang-tidy fixes file from liar's per-file ones: their Diagnostics lists joined."""
    items = []
    for path in written(paths):
        with open(path) as f:
            _, sep, body = f.read().partition("\nDiagnostics:\n")
        if sep:
            items.append(body[:body.rindex("...\n")] if "...\n" in body else body)
    text = "---\nMainSourceFile:  ''\n"
    text += "Diagnostics:\n" + "".join(items) if items else "Diagnostics:     []\n"
    write_atomically(out_path, text + "...\n")


SARIF_SCHEMA = ("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/"
                "sarif-schema-2.1.0.json")


def merge_sarif(paths, out_path):
    """One SARIF log from liar's per-file ones: their results in the first log's run (code
    scanning services take one run per tool); all name the same rules and source root, as
    every liar runs in this directory."""
    log = None
    for path in written(paths):
        with open(path) as f:
            one = json.load(f)
        if log is None:
            log = one
        else:
            log["runs"][0]["results"] += one["runs"][0]["results"]
    if log is None:  # no file processed: a valid log with no result
        log = {"$schema": SARIF_SCHEMA, "version": "2.1.0",
               "runs": [{"tool": {"driver": {"name": "liar"}}, "results": []}]}
    write_atomically(out_path, json.dumps(log, indent=2) + "\n")


def merge_remarks(paths, out_path):
    """One optimisation-record file: a stream of YAML documents, so the files' joined."""
    text = ""
    for path in written(paths):
        with open(path) as f:
            text += f.read()
    write_atomically(out_path, text)


class ReviewOutput:
    """A file each liar writes for its own source, which liar-run merges into one."""

    def __init__(self, option, suffix, merge):
        self.option, self.suffix, self.merge = option, suffix, merge
        self.flag = "--" + option.replace("_", "-")


REVIEW_OUTPUTS = (ReviewOutput("export_fixes", "yaml", merge_fixes),
                  ReviewOutput("sarif", "sarif", merge_sarif),
                  ReviewOutput("remarks_output", "opt.yaml", merge_remarks))


def merge_outputs(args, per_file):
    """Writes each review output asked for from the files' own; False when one cannot be."""
    ok = True
    for o in REVIEW_OUTPUTS:
        out_path = getattr(args, o.option)
        if not out_path:
            continue
        try:
            o.merge([outputs[o] for outputs in per_file], out_path)
        except (OSError, ValueError, KeyError) as e:
            print("liar-run: error: cannot write %s: %s" % (out_path, e), file=sys.stderr)
            ok = False
    return ok


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
    lines = {}
    if args.patch:
        touched = read_patch_or_say_why(args.patch, args.patch_strip)
        if touched is None:
            return 2
        files, lines = patched_files(files, touched, args)
    files = longest_first(build_dir, files)
    runner = Runner(liar, build_dir, args.extra, args.timeout,
                    file_flags(files, no_openmp, lines))
    scratch = tempfile.mkdtemp(prefix="liar-run-")
    per_file = [{o: os.path.join(scratch, "%d.%s" % (k, o.suffix)) for o in REVIEW_OUTPUTS
                 if getattr(args, o.option)} for k in range(len(files))]
    progress = Progress(len(files), args.quiet)
    start = time.monotonic()
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            jobs = [pool.submit(runner.run, f, o) for f, o in zip(files, per_file)]
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
        merged = merge_outputs(args, per_file)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return max(summarize(outcomes, time.monotonic() - start), 0 if merged else 1)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
