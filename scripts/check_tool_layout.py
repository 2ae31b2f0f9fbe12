#!/usr/bin/env python3
"""Checks the shape of tool/'s planning layer, which is easy to erode one change at a time:

- no include cycle among tool/'s files;
- the user's target (PlanOptions::Target, an ir::Target) is read by one function of the
  planners only (RegionPolicy's formsFor), besides where it is set (the command line in
  main.cpp, the project configuration in ProjectConfig.cpp);
- alias and view guards are built in GuardBuilder.cpp only (no other file spells the
  address-range check);
- no file over 400 lines, no function over 80;
- the layers between folders: poly/ includes none of lifting/, emit/, saturation/, tool/, Clang
  or LLVM; lifting/ and saturation/ never include each other; in poly/ no file over 600 lines,
  no function over 100, and no `isl_*_free` call outside the RAII wrappers of poly/Isl.h.

Prints each violation and exits 1 when there is one."""
import glob
import os
import re
import sys

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


def functions(text):
    """(first line, length) of each function defined at namespace level (not indented)."""
    lines, start = text.split("\n"), None
    for i, line in enumerate(lines):
        top = line and not line[0].isspace()
        if start is None and top and "(" in line and not line.startswith(("//", "#", "}")):
            start = i
        elif start is not None and line.startswith("}"):
            yield lines[start].strip(), i - start + 1
            start = None
        elif start is not None and top and line.endswith(";"):
            start = None


# The folders (or system libraries) whose headers a folder may not include.
FORBIDDEN = {
    "poly": ("lifting", "emit", "saturation", "tool", "clang", "llvm"),
    "lifting": ("saturation",),
    "saturation": ("lifting",),
}


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
            if folder == "poly":
                problems += lengths(rel, text, 600, 100)
                if rel != os.path.join("poly", "Isl.h") and re.search(r"\bisl_\w+_free\(", text):
                    problems.append(rel + ": frees an ISL object by hand (poly/Isl.h owns them)")
    return problems


def lengths(name, text, max_lines, max_function):
    problems = []
    if text.count("\n") > max_lines:
        problems.append("%s: %d lines (over %d)" % (name, text.count("\n"), max_lines))
    for first, length in functions(text):
        if length > max_function:
            problems.append("%s: function '%s' has %d lines (over %d)" %
                            (name, first, length, max_function))
    return problems


def main():
    problems = ["include cycle: " + c for c in cycles()] + layers()
    for path in sorted(glob.glob(os.path.join(TOOL, "*.[ch]*"))):
        name = os.path.basename(path)
        text = open(path).read()
        if text.count("\n") > 400:
            problems.append("%s: %d lines (over 400)" % (name, text.count("\n")))
        for first, length in functions(text):
            if length > 80:
                problems.append("%s: function '%s' has %d lines (over 80)" % (name, first, length))
        reads = len(re.findall(TARGET, text))
        if name == "RegionPolicy.cpp":
            body = text.split("Forms formsFor(const PlanOptions& options)")[-1].split("\n}\n")[0]
            if reads != len(re.findall(TARGET, body)):
                problems.append(name + ": the target is read outside formsFor")
        elif reads and name not in ("main.cpp", "ProjectConfig.cpp"):
            problems.append(name + ": reads the target (only RegionPolicy's formsFor may)")
        if "(uintptr_t)" in text and not name.startswith("GuardBuilder."):
            problems.append(name + ": builds an address-range guard (only GuardBuilder may)")
    for p in problems:
        print(p)
    print("tool/ layout: %d problem(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
