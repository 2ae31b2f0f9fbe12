"""What rewritten objects link with, recorded in the objects themselves.

liar-cc writes the needs of a rewrite ("openblas", "torch", "openmp": one per line) into its
object as a non-allocated ELF section, .liar.needs, with objcopy. The section travels with the
object into static archives, and the link step reads it back from the objects and archives on
its command line (also archives named by -lNAME in the -L directories) without any tool: the
ar and ELF formats are read here directly.

The link step also asks whether the program runs OpenMP parallel regions of its own: whether
an object of the link calls the OpenMP runtime's fork entry points (libgomp's GOMP_parallel*,
libomp's __kmpc_fork_call), rewritten or not. Such a program gets OpenBLAS's OpenMP build, so
that its BLAS calls run on the program's OpenMP threads instead of a second pool."""
import os
import re
import struct
import subprocess
import tempfile

SECTION = ".liar.needs"
# The library routines liar's rewrites call, with what each links with, one per line
# (`cblas_dgemm openblas <cblas.h>`): written at build time from liar's table of library
# functions (liar-library --needs), installed beside this module.
ROUTINES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "liar_routines.txt")


def routine_links(path=ROUTINES):
    """{routine name: the library it links with}, from the table's listing."""
    links = {}
    with open(path) as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 2:
                links[fields[0]] = fields[1]
    return links


def of_rewrite(text, links):
    """The libraries the routines that `text` calls link with: the needs of their descriptors."""
    called = set(re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*\(", text))
    return sorted({links[name] for name in called if name in links})


def record(obj, needs):
    """Adds the section to `obj`; returns "" or why it could not."""
    with tempfile.NamedTemporaryFile("w", suffix=".needs", delete=False) as f:
        f.write("".join(n + "\n" for n in needs))
    try:
        run = subprocess.run(["objcopy", "--remove-section", SECTION, "--add-section",
                              "%s=%s" % (SECTION, f.name), "--set-section-flags",
                              SECTION + "=noload,readonly", obj],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        return "" if run.returncode == 0 else run.stdout.decode(errors="replace").strip()
    except OSError as e:
        return "cannot run objcopy: %s" % e
    finally:
        os.remove(f.name)


# The OpenMP runtime entry points that start a parallel region (GCC's and Clang's ABI).
OPENMP_FORKS = (b"GOMP_parallel", b"__kmpc_fork_call")
SHT_SYMTAB = 2


def elf_sections(data):
    """(name, type, link, content) of each section of a 64-bit little-endian ELF image; none
    when `data` is not one."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1 or len(data) < 64:
        return []
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff == 0 or shstrndx >= shnum or shoff + shnum * shentsize > len(data):
        return []

    def header(k):
        name_at, kind = struct.unpack_from("<II", data, shoff + k * shentsize)
        offset, size, link = struct.unpack_from("<QQI", data, shoff + k * shentsize + 0x18)
        return name_at, kind, link, data[offset:offset + size]

    names = header(shstrndx)[3]
    sections = []
    for k in range(shnum):
        name_at, kind, link, content = header(k)
        name = names[name_at:names.find(b"\0", name_at)]
        sections.append((name.decode(errors="replace"), kind, link, content))
    return sections


def elf_section(data, name):
    """The content of section `name` of a 64-bit little-endian ELF image, or b""."""
    return next((s[3] for s in elf_sections(data) if s[0] == name), b"")


def symbols(data):
    """(defined, undefined): the global symbols an ELF object defines, and those it uses
    without defining them."""
    defined, undefined = set(), set()
    sections = elf_sections(data)
    for _, kind, link, table in sections:
        if kind != SHT_SYMTAB or link >= len(sections):
            continue
        strings = sections[link][3]
        for at in range(24, len(table) - 23, 24):  # entry 0 is the null symbol
            name_at, info = struct.unpack_from("<IB", table, at)
            defined_in, = struct.unpack_from("<H", table, at + 6)
            if not name_at or info >> 4 == 0:  # unnamed, or local (STB_LOCAL)
                continue
            name = strings[name_at:strings.find(b"\0", name_at)]
            (undefined if defined_in == 0 else defined).add(name)
    return defined, undefined


def archive_members(data):
    """The contents of the members of a (GNU or BSD) ar archive; none for a thin archive."""
    if data[:8] != b"!<arch>\n":
        return
    at = 8
    while at + 60 <= len(data):
        name = data[at:at + 16]
        size = int(data[at + 48:at + 58].decode().strip() or 0)
        body = data[at + 60:at + 60 + size]
        if name.startswith(b"#1/"):  # BSD: the name is the body's first bytes
            body = body[int(name[3:].decode().strip()):]
        yield body
        at += 60 + size + (size & 1)


def images_of_file(path):
    """The ELF images of an object or of the members of an archive."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return []
    return archive_members(data) if data[:8] == b"!<arch>\n" else [data]


def needs_of_file(path):
    needs = set()
    for image in images_of_file(path):
        needs.update(elf_section(image, SECTION).decode(errors="replace").split())
    return needs


def static_libraries(args):
    """The static archives that -lNAME options of a link command resolve to (the first match
    in the -L directories; a shared library found first wins, as the linker's does)."""
    dirs, names, k = [], [], 0
    while k < len(args):
        a = args[k]
        if a in ("-L", "-l") and k + 1 < len(args):
            (dirs if a == "-L" else names).append(args[k + 1])
            k += 2
            continue
        if a.startswith("-L") and len(a) > 2:
            dirs.append(a[2:])
        elif a.startswith("-l") and len(a) > 2:
            names.append(a[2:])
        k += 1
    static = "-static" in args or "-Wl,-Bstatic" in args
    for name in names:
        files = [name[1:]] if name.startswith(":") else (
            ["lib%s.a" % name] if static else ["lib%s.so" % name, "lib%s.a" % name])
        for d in dirs:
            found = next((os.path.join(d, f) for f in files
                          if os.path.exists(os.path.join(d, f))), None)
            if found:
                if found.endswith(".a"):
                    yield found
                break


def link_inputs(args):
    """The objects and static archives of a link command."""
    inputs = [a for a in args if not a.startswith("-") and a.endswith((".o", ".a"))]
    return inputs + list(static_libraries(args))


def of_inputs(args):
    """The needs recorded in the objects and static archives of a link command."""
    needs = set()
    for path in link_inputs(args):
        needs |= needs_of_file(path)
    return needs


def linked_images(args):
    """The ELF images a link command puts into the program: its objects, and the members of
    its archives that define a symbol still undefined when the linker reaches them (searched
    until none is added, as GNU ld searches one archive)."""
    defined, undefined = set(), set()
    for path in link_inputs(args):
        images = images_of_file(path)
        if not path.endswith(".a"):
            for image in images:
                d, u = symbols(image)
                defined |= d
                undefined |= u
                yield image
            continue
        members = [(image, symbols(image)) for image in images]
        added = True
        while added:
            added = False
            for k, (image, (d, u)) in enumerate(members):
                if image is not None and d & (undefined - defined):
                    defined |= d
                    undefined |= u
                    members[k] = (None, (d, u))
                    added = True
                    yield image


def runs_openmp(args):
    """Whether an object that a link command puts into the program starts OpenMP parallel
    regions (calls GOMP_parallel*, __kmpc_fork_call)."""
    for image in linked_images(args):
        if any(u.startswith(OPENMP_FORKS) for u in symbols(image)[1]):
            return True
    return False
