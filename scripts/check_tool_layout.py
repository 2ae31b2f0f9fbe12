#!/usr/bin/env python3
"""Checks the shape of the production code, which is easy to erode one change at a time:

- no include cycle among tool/'s files;
- the user's target (PlanOptions::Target, an ir::Target) is read by one function of the
  planners only (RegionPolicy's formsFor), besides where it is set (the option table's rows
  in OptionTable.cpp) and where the IR mode reads it (main.cpp);
- alias and view guards are built in GuardBuilder.cpp only (no other file spells the
  address-range check);
- short files and functions in every production folder (LIMITS): in tool/ no file over 400
  lines and no function over 80, elsewhere 600 and 100; every function counts, methods
  defined inside classes and functions inside namespaces at any indentation included
  (scripts/function_lengths.py finds them); a folder of C or C++ sources that LIMITS does not
  name is a problem too, so that a new folder is covered from its first file;
- the layers between folders: poly/ includes none of lifting/, emit/, saturation/, tool/, Clang
  or LLVM; emit/ includes nothing of lifting/ or Clang; lifting/ and saturation/ never include
  each other;
- every ISL object is owned: no production file but poly/Isl.h (the RAII owners) calls an
  `isl_*_free` function or hands ISL a free callback (`isl_id_set_free_user`);
- docs/architecture.md names only files that exist: every path of a source folder it spells
  (`tool/NameClash`, `lifting/Region.h`, `poly/omp/`), and every file a section about one
  folder lists in its tables (`## saturation/`: `Parser`, `Rules.h`);
- no fact read from the characters of a library function's name (`F[4] == '0'`,
  `Name.back() == 'f'`, `C.rfind("cblas_", 0) == 0`) in the folders that name library
  functions: the function's descriptor (or a table of whole names) holds it.

Prints each violation and exits 1 when there is one."""
import glob
import os
import re
import sys

from function_lengths import functions

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "tool")
# The PlanOptions field that holds the user's target.
TARGET = r"\b(?:options|Plan|plan)\.Target\b"


def includes(path):
    local = set(os.path.basename(p) for p in glob.glob(os.path.join(TOOL, "*.h")))
    found = re.findall(r'^#include "([^"]+)"', open(path).read(), re.M)
    return [f for f in found if f in local]


def unit(name):
    return os.path.splitext(name)[0]


def cycles():
    graph = {}
    for path in glob.glob(os.path.join(TOOL, "*.[ch]*")):
        graph.setdefault(unit(os.path.basename(path)), set()).update(
            unit(i) for i in includes(path) if unit(i) != unit(os.path.basename(path)))
    out, state = [], {}

    def visit(n, stack):
        state[n] = 1
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                out.append(" -> ".join(stack[stack.index(m):] + [m]))
            elif m not in state:
                visit(m, stack + [m])
        state[n] = 2

    for n in sorted(graph):
        if n not in state:
            visit(n, [n])
    return out


# The folders (or system libraries) whose headers a folder may not include.
FORBIDDEN = {
    "poly": ("lifting", "emit", "saturation", "tool", "clang", "llvm"),
    "emit": ("lifting", "clang"),
    "lifting": ("saturation",),
    "saturation": ("lifting",),
}

# Every production folder (relative to the root) and its limits: lines per file, lines per
# function. tool/ keeps the stricter limits it had first.
LIMITS = {
    "tool": (400, 80),
    "tool/tidy": (400, 80),
    "lifting": (600, 100),
    "saturation": (600, 100),
    "emit": (600, 100),
    "emit/runtime": (600, 100),
    "emit/runtime/include": (600, 100),
    "poly": (600, 100),
    "poly/omp": (600, 100),
    "common": (600, 100),
}
# Folders of sources that are not the tool's production code.
NOT_PRODUCTION = ("tests", "polybench", "scripts", "docs", "build")
SOURCE = (".cpp", ".h", ".c")

# The folders that name library functions (poly/ names none: its names are ISL tuples).
NAMING_FOLDERS = ("tool", "lifting", "saturation", "emit", "emit/runtime")
# A variable that holds a function's name, by the names the code gives such variables.
NAME_VARIABLE = r"\b(?:F|Fn|Func|Function|Callee|Routine|\w*Name)"
CHARACTER = r"'(?:[^'\\]|\\.)'"
PICK = r"\s*(?:\[[^\]\n]*\]|\.(?:front|back|at)\([^)\n]*\))"
NAME_TESTS = [
    # a character of a function's name compared with a constant: `F[4] == '0'`
    re.compile(NAME_VARIABLE + PICK + r"\s*[!=]=\s*" + CHARACTER),
    re.compile(CHARACTER + r"\s*[!=]=\s*" + NAME_VARIABLE + PICK),
    # a character at a fixed position past the first, of any string: `S[Zero ? 6 : 5] == 't'`
    re.compile(r"\b\w+\s*\[\s*(?:[1-9]\d*|[^\]\n?]*\?\s*\d+\s*:\s*\d+)\s*\]\s*[!=]=\s*" + CHARACTER),
    # the last character of a name kept aside and tested: `char Suffix = Name.back();`
    re.compile(r"\bchar\s+\w+\s*=\s*[^;\n]*" + NAME_VARIABLE + r"\s*\.(?:front|back)\(\)"),
    # a library's prefix tested: `C.rfind("cblas_", 0) == 0`
    re.compile(r"\.(?:rfind|find|starts_with|ends_with|compare)\(\s*\"(?:cblas|liar_torch|LAPACKE|lapack)"),
]


def sources(folder):
    """The C and C++ files directly in folder (its subfolders are folders of their own)."""
    return sorted(p for p in glob.glob(os.path.join(ROOT, folder, "*")) if p.endswith(SOURCE))


def uncovered():
    """Folders of sources outside tests and the benchmarks that LIMITS does not name."""
    out = []
    for top in sorted(os.listdir(ROOT)):
        if top.startswith(".") or top in NOT_PRODUCTION or not os.path.isdir(os.path.join(ROOT, top)):
            continue
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            rel = os.path.relpath(folder, ROOT)
            if any(f.endswith(SOURCE) for f in files) and rel not in LIMITS:
                out.append(rel + "/: a folder of sources the layout check does not know (LIMITS)")
    return out


def name_tests(rel, text):
    problems = []
    for number, line in enumerate(text.split("\n"), 1):
        if any(t.search(line) for t in NAME_TESTS):
            problems.append("%s:%d: reads a fact from the characters of a name (%s)" %
                            (rel, number, line.strip()))
    return problems


def layers():
    problems = []
    for folder, banned in FORBIDDEN.items():
        pattern = re.compile(r'(^|/)(%s)/' % "|".join(banned))
        for path in sorted(glob.glob(os.path.join(ROOT, folder, "**", "*.[ch]*"), recursive=True)):
            rel = os.path.relpath(path, ROOT)
            text = open(path).read()
            for inc in re.findall(r'^\s*#\s*include\s*[<"]([^">]+)[">]', text, re.M):
                if pattern.search(inc):
                    problems.append("%s: includes %s (%s/ may not)" % (rel, inc, folder))
    return problems


# The only file that frees ISL objects: its owners do.
ISL_OWNERS = (os.path.join("poly", "Isl.h"),)
# A call of ISL's free functions, or of one that gives ISL a free callback.
ISL_FREE = re.compile(r"\bisl_\w*_free\w*\s*\(")


def isl_frees(rel, text):
    """Each line of rel that frees an ISL object by hand (outside ISL_OWNERS)."""
    if rel in ISL_OWNERS:
        return []
    return ["%s:%d: frees an ISL object by hand (poly/Isl.h owns them: %s)" %
            (rel, number, line.strip())
            for number, line in enumerate(text.split("\n"), 1) if ISL_FREE.search(line)]


def shapes():
    """Lengths of files and functions, and name tests, in every production folder."""
    problems = uncovered()
    for folder, (max_lines, max_function) in LIMITS.items():
        for path in sources(folder):
            rel = os.path.relpath(path, ROOT)
            text = open(path).read()
            problems += lengths(rel, text, max_lines, max_function)
            problems += isl_frees(rel, text)
            if folder in NAMING_FOLDERS:
                problems += name_tests(rel, text)
    return problems


def lengths(name, text, max_lines, max_function):
    problems = []
    if text.count("\n") > max_lines:
        problems.append("%s: %d lines (over %d)" % (name, text.count("\n"), max_lines))
    for function, first, length in functions(text):
        if length > max_function:
            problems.append("%s:%d: function '%s' has %d lines (over %d)" %
                            (name, first, function, length, max_function))
    return problems


def planners():
    """tool/'s rules: who reads the target, who builds the address-range guards."""
    problems = []
    for path in sorted(glob.glob(os.path.join(TOOL, "*.[ch]*"))):
        name = os.path.basename(path)
        text = open(path).read()
        reads = len(re.findall(TARGET, text))
        if name == "RegionPolicy.cpp":
            body = text.split("Forms formsFor(const PlanOptions& options)")[-1].split("\n}\n")[0]
            if reads != len(re.findall(TARGET, body)):
                problems.append(name + ": the target is read outside formsFor")
        elif reads and name not in ("main.cpp", "OptionTable.cpp"):
            problems.append(name + ": reads the target (only RegionPolicy's formsFor may)")
        if "(uintptr_t)" in text and not name.startswith("GuardBuilder."):
            problems.append(name + ": builds an address-range guard (only GuardBuilder may)")
    return problems


ARCHITECTURE = os.path.join("docs", "architecture.md")


def exists(path):
    """Whether path names something in the tree: a file, a folder (`poly/omp/`), or a file
    by its name without the extension (`tool/NameClash`, for NameClash.h and .cpp)."""
    full = os.path.join(ROOT, path.rstrip("."))
    return os.path.exists(full) or bool(glob.glob(glob.escape(full) + ".*"))


def documented_files(text):
    """(line, path) of each file docs/architecture.md names: every path under one of the
    tree's folders, and each name in the first column of a table in a section about one
    folder (`## saturation/`, `## Planning in tool/`), which is a file of that folder."""
    tops = [t for t in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, t)) and
            not t.startswith((".", "build"))]
    path = re.compile(r"(?<![\w/<.-])(?:%s)/[\w./-]*" % "|".join(map(re.escape, tops)))
    folder = None
    for number, line in enumerate(text.split("\n"), 1):
        for found in path.findall(line):
            yield number, found
        if line.startswith("#"):
            heading = re.search(r"\s([\w/]+)/\s*$", line)
            folder = heading.group(1) if heading else None
        elif folder and line.startswith("|") and not line.startswith("| ---"):
            for name in re.findall(r"`([^`/\s]+)`", line.split("|")[1]):
                yield number, folder + "/" + name


def architecture():
    """Every file docs/architecture.md names exists."""
    text = open(os.path.join(ROOT, ARCHITECTURE)).read()
    return ["%s:%d: names %s, which does not exist" % (ARCHITECTURE, number, path)
            for number, path in documented_files(text) if not exists(path)]


def main():
    problems = ["include cycle: " + c for c in cycles()] + layers() + shapes() + planners() + \
        architecture()
    for p in problems:
        print(p)
    print("layout: %d problem(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
