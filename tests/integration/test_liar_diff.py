#!/usr/bin/env python3
"""liar-diff over the commits of a small project (diff-project/: gemm, gemv, dot, axpy, scale,
a transposed gemv and a rank-1 update in four C files) in a git repository the test creates:
- a commit that changes one loop of one file: only that loop's region is reported (remarks,
  optimisation records, SARIF) and fixed (the exported fixes, applied by
  clang-apply-replacements), where liar-run over the whole database rewrites six; every other
  file and the other regions of that file stay byte for byte, and the fixed program prints
  what the unfixed one prints;
- a commit that deletes a line inside a loop: that loop's region alone is reported, from a diff
  with no context (-U0) on liar-diff's stdin and from one with git's default context in a file
  (liar-run --patch FILE);
- a commit that touches no region: nothing is reported and the exit status is 0, also with
  --fix; a wrong -p touches no file of the database, and says so;
- input that is not a unified diff, or a diff cut inside a hunk: a diagnostic at its line, exit
  status 2, no file changed; likewise a patch file that cannot be read;
- liar --line-filter that is not clang-tidy's JSON form: exit status 2."""
import json
import os
import re
import shutil

from integration import HERE, expect_in, fail, parse_args, read, run, same_output, tree_digest

SOURCES = ["linalg.c", "vec.c", "mat.c", "main.c"]
PROJECT = os.path.join(HERE, "diff-project")
GIT = ["git", "-c", "user.name=liar test", "-c", "user.email=liar@test", "-c",
       "commit.gpgsign=false"]
REMARK = re.compile(r"^(\S+):(\d+):\d+: remark: (.*)$", re.M)


def make_repository(work):
    """The project committed in a fresh git repository, and its compilation database beside
    it (outside the repository, as a build directory would be)."""
    repo = os.path.join(work, "repo")
    shutil.copytree(PROJECT, repo)
    run(GIT + ["init", "-q"], cwd=repo)
    commit(repo, "the project")
    build_dir = os.path.join(work, "build")
    os.makedirs(build_dir)
    entries = [{"directory": repo, "file": f, "arguments": ["gcc", "-c", "-I.", f]}
               for f in SOURCES]
    with open(os.path.join(build_dir, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)
    return repo, build_dir


def commit(repo, message):
    run(GIT + ["add", "-A"], cwd=repo)
    run(GIT + ["commit", "-q", "-m", message], cwd=repo)


def edit(repo, name, old, new):
    """Replaces the one occurrence of `old` in the repository's file `name`."""
    path = os.path.join(repo, name)
    text = read(path)
    if text.count(old) != 1:
        fail("%s holds %r %d times" % (name, old, text.count(old)))
    with open(path, "w") as f:
        f.write(text.replace(old, new))


def last_commit_diff(repo, context="-U0"):
    return run(["git", "diff", context, "HEAD~1"], cwd=repo)[0]


def liar_diff(args, repo, build_dir, diff, options=(), flags=("--target=blas",), expect=0):
    """liar-diff -p1 over `diff` from the repository's top, as a user runs it after a commit."""
    return run([os.path.join(args.tool_dir, "liar-diff"), "-p1", "-path", build_dir, "--liar",
                args.liar] + list(options) + ["--"] + list(flags), cwd=repo, stdin=diff,
               expect=expect)


def remarks(out):
    """(file name, line, message) of each remark."""
    return [(os.path.basename(f), int(line), text) for f, line, text in REMARK.findall(out)]


def line_of(repo, name, text):
    """The 1-based line of `name` that starts with `text`."""
    for number, line in enumerate(read(os.path.join(repo, name)).splitlines(), 1):
        if line.startswith(text):
            return number
    fail("%s has no line %r" % (name, text))


def check_whole_project(args, repo, build_dir):
    """Without a patch liar-run rewrites regions in three files: what the patch leaves alone
    below would otherwise have been fixed."""
    out, _ = run([args.liar_run, "-p", build_dir, "--liar", args.liar, "--", "--target=blas"])
    rewritten = [r for r in remarks(out) if "replaced by" in r[2]]
    if len(rewritten) != 6 or len({r[0] for r in rewritten}) != 3:
        fail("liar-run over the whole project rewrites %d regions:\n%s" % (len(rewritten), out))


def build(repo, program, extra=()):
    run(["gcc", "-O2", "-I" + repo] + [os.path.join(repo, f) for f in SOURCES] +
        ["-o", program] + list(extra) + ["-lm"])


def check_one_changed_loop(args, repo, build_dir):
    edit(repo, "linalg.c", "y[i] += A[i][j] * x[j];", "y[i] += 0.5 * A[i][j] * x[j];")
    commit(repo, "gemv: half the product")
    plain = os.path.join(args.work, "patched.plain")
    build(repo, plain)
    before = read(os.path.join(repo, "linalg.c"))
    outputs = os.path.join(args.work, "outputs")
    fixes_dir = os.path.join(outputs, "fixes")  # clang-apply-replacements reads every .yaml
    os.makedirs(fixes_dir)
    fixes = os.path.join(fixes_dir, "fixes.yaml")
    sarif, records = os.path.join(outputs, "review.sarif"), os.path.join(outputs, "opt.yaml")
    out, _ = liar_diff(args, repo, build_dir, last_commit_diff(repo),
                       ["-j", "2", "--export-fixes", fixes, "--sarif", sarif,
                        "--remarks-output", records])
    gemv = line_of(repo, "linalg.c", "void gemv") + 1
    found = remarks(out)
    if len(found) != 1 or found[0][:2] != ("linalg.c", gemv) or \
            "replaced by cblas_dgemv" not in found[0][2]:
        fail("liar-diff reports %s, not gemv's region alone (linalg.c:%d):\n%s" %
             (found, gemv, out))
    expect_in(out, "liar-run: 1 file(s)", "liar-diff's summary")
    expect_in(out, "liar-run: 1 region(s) found, 1 lifted, 1 rewritten, 0 rejected",
              "liar-diff's summary")
    check_sarif(sarif, gemv)
    check_records(records, gemv)
    run([args.clang_apply_replacements, fixes_dir])
    check_only_gemv_fixed(repo, before)
    fixed = os.path.join(args.work, "patched.liar")
    build(repo, fixed, ["-lopenblas"])
    same_output(plain, fixed, args.work, "patched", 1e-10)
    run(GIT + ["checkout", "-q", "--", "."], cwd=repo)


def check_sarif(path, line):
    with open(path) as f:
        results = json.load(f)["runs"][0]["results"]
    places = [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
               r["locations"][0]["physicalLocation"]["region"]["startLine"]) for r in results]
    if len(results) != 1 or not places[0][0].endswith("linalg.c") or places[0][1] != line or \
            "fixes" not in results[0]:
        fail("the SARIF log holds %s, not gemv's rewrite alone" % places)


def check_records(path, line):
    """Every optimisation record (the decision, its guard, its costs) is gemv's."""
    text = read(path)
    # LLVM's serializer folds a long DebugLoc over two lines.
    places = set(re.findall(r"DebugLoc:\s+\{ File: '([^']*)',\s+Line: (\d+)", text))
    if "--- !Passed" not in text or {(os.path.basename(f), int(n)) for f, n in places} != {
            ("linalg.c", line)}:
        fail("the optimisation records are not gemv's alone:\n" + text)


def check_only_gemv_fixed(repo, before):
    changed = run(["git", "status", "--porcelain"], cwd=repo)[0].split()
    if changed != ["M", "linalg.c"]:
        fail("the fixes changed %s, not linalg.c alone" % changed)
    text = read(os.path.join(repo, "linalg.c"))
    expect_in(text, "cblas_dgemv", "linalg.c after the fixes")
    for other in ("void gemm", "double dot"):
        start = before.index(other)
        original = before[start:before.index("\n}\n", start)]
        expect_in(text, original, "linalg.c after the fixes (the region of '%s')" % other)
    if "cblas_dgemm" in text or "cblas_ddot" in text:
        fail("the fixes rewrote a region the patch does not touch:\n" + text)


def check_deleted_line(args, repo, build_dir):
    edit(repo, "mat.c", "      /* one element of the outer product */\n", "")
    commit(repo, "rank1: no comment")
    rank1 = line_of(repo, "mat.c", "void rank1") + 1
    patch = os.path.join(args.work, "deletion.diff")
    with open(patch, "w") as f:
        f.write(last_commit_diff(repo, "-U3"))
    for how, (out, _) in (
            ("liar-diff, -U0", liar_diff(args, repo, build_dir, last_commit_diff(repo))),
            ("liar-run --patch FILE, -U3",
             run([args.liar_run, "-p", build_dir, "--patch", patch, "--patch-strip", "1",
                  "--liar", args.liar], cwd=repo))):
        found = [(f, line) for f, line, _ in remarks(out)]
        if found != [("mat.c", rank1)]:
            fail("a deletion inside rank1's loop (%s) reports %s, not mat.c:%d:\n%s" %
                 (how, found, rank1, out))


def sources(repo):
    """The digest of the project's files (git's own may change under `git diff`)."""
    return {f: h for f, h in tree_digest(repo).items() if not f.startswith(".git" + os.sep)}


def check_no_region(args, repo, build_dir):
    edit(repo, "vec.c", "/* Vector kernels. */", "/* Vector kernels, on arrays of N. */")
    edit(repo, "kernels.h", "#define N 48", "#define N 48 /* elements a vector holds */")
    commit(repo, "comments")
    digest = sources(repo)
    out, err = liar_diff(args, repo, build_dir, last_commit_diff(repo), flags=["--fix"])
    if remarks(out):
        fail("a patch that touches no region gets remarks:\n" + out)
    expect_in(out, "liar-run: 1 file(s)", "liar-diff's summary (vec.c is processed)")
    expect_in(out, "liar-run: 0 region(s) found", "liar-diff's summary")
    expect_in(err, "kernels.h, which is not a file of the compilation database",
              "liar-diff's note on the header")
    out, err = run([os.path.join(args.tool_dir, "liar-diff"), "-path", build_dir, "--liar",
                    args.liar], cwd=repo, stdin=last_commit_diff(repo))
    expect_in(out, "liar-run: 0 file(s)", "liar-diff's summary without -p1")
    expect_in(err, "b/vec.c, which is not a file of the compilation database",
              "liar-diff's note without -p1")
    if sources(repo) != digest:
        fail("a patch that touches no region changed files")


def check_malformed(args, repo, build_dir):
    digest = sources(repo)
    _, err = liar_diff(args, repo, build_dir, "this is no patch\n", flags=["--fix"], expect=2)
    expect_in(err, "<stdin>:1: error: no unified diff found", "liar-diff's diagnostic")
    cut = last_commit_diff(repo, "-U3").splitlines(keepends=True)[:-2]
    _, err = liar_diff(args, repo, build_dir, "".join(cut), flags=["--fix"], expect=2)
    expect_in(err, "<stdin>:%d: error: the patch ends inside the hunk" % len(cut),
              "liar-diff's diagnostic of a cut hunk")
    _, err = run([args.liar_run, "-p", build_dir, "--patch", "no-such.diff", "--liar",
                  args.liar], cwd=repo, expect=2)
    expect_in(err, "liar-run: error: cannot read the patch", "liar-run's diagnostic")
    _, err = run([args.liar, "--line-filter=linalg.c:1-9", os.path.join(repo, "linalg.c"), "--"],
                 expect=2)
    expect_in(err, "liar: error: --line-filter: ", "liar's diagnostic of a bad --line-filter")
    if sources(repo) != digest:
        fail("a malformed patch changed files")


def main():
    args = parse_args(__doc__)
    repo, build_dir = make_repository(args.work)
    check_whole_project(args, repo, build_dir)
    check_one_changed_loop(args, repo, build_dir)
    check_deleted_line(args, repo, build_dir)
    check_no_region(args, repo, build_dir)
    check_malformed(args, repo, build_dir)


if __name__ == "__main__":
    main()
