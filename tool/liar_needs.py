"""What rewritten objects link with, recorded in the objects themselves.

liar-cc writes the needs of a rewrite ("openblas", "torch", "openmp": one per line) into its
object as a non-allocated ELF section, .liar.needs, with objcopy. The section travels with the
object into static archives, and the link step reads it back from the objects and archives on
its command line (also archives named by -lNAME in the -L directories) without any tool: the
ar and ELF formats are read here directly."""
import os
import struct
import subprocess
import tempfile

SECTION = ".liar.needs"


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


def elf_section(data, name):
    """The content of section `name` of a 64-bit little-endian ELF image, or b""."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1 or len(data) < 64:
        return b""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff == 0 or shstrndx >= shnum or shoff + shnum * shentsize > len(data):
        return b""

    def header(k):
        name_at, = struct.unpack_from("<I", data, shoff + k * shentsize)
        offset, size = struct.unpack_from("<QQ", data, shoff + k * shentsize + 0x18)
        return name_at, data[offset:offset + size]

    _, names = header(shstrndx)
    wanted = name.encode() + b"\0"
    for k in range(shnum):
        name_at, content = header(k)
        if names[name_at:name_at + len(wanted)] == wanted:
            return content
    return b""


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


def needs_of_file(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return set()
    images = archive_members(data) if data[:8] == b"!<arch>\n" else [data]
    needs = set()
    for image in images:
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


def of_inputs(args):
    """The needs recorded in the objects and static archives of a link command."""
    needs = set()
    inputs = [a for a in args if not a.startswith("-") and a.endswith((".o", ".a"))]
    for path in inputs + list(static_libraries(args)):
        needs |= needs_of_file(path)
    return needs
