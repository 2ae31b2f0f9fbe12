"""One differential check of liar: a C program, a target and a compiler.

`Checker.original(text, cc)` builds and runs the program as written; `Checker.target(...)` runs
liar on it, builds and runs the rewrite and compares the two dumps. Both return plain dicts, so
that run.py can count them and shrink.py can ask "does this smaller program still fail the same
way?" with the same code.

Failure classes (the `cls` of a result):
  liar-crash      liar died of a signal
  liar-hang       liar ran past its time limit
  liar-exit       liar exited with a status other than 0
  compile-error   the rewrite does not compile
  new-warning     the rewrite compiles with a -Wall warning the original does not have
  sanitizer       the rewrite's run reports AddressSanitizer/UBSan errors
  run-crash       the rewrite exits with a status other than 0 (the original exits with 0)
  run-timeout     the rewrite runs past its time limit
  wrong-output    the dumps differ beyond the tolerance (compare_dumps)
  degree          the rewrite's instruction count grows faster with the sizes than the
                  original's (degree.py, run.py --degree-every)
A program whose original fails to build or run cleanly is a bug of the generator (`gen-*`).
A program with `#ifdef FUZZ_ALT` is built, run and compared in both configurations, and one
with a `// fuzz-config: -D...` line in the configuration those options give too
(configurations()); a failure's detail names the configuration.
"""
import collections
import hashlib
import math
import os
import re
import subprocess
import threading
import time

import zygote

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
RUNTIME_INCLUDE = os.path.join(REPO, 'emit', 'runtime', 'include')
SUPPORT = os.path.join(HERE, 'support.c')

# Relative tolerance per printed type, against the largest magnitude of the same array (see
# docs/fuzzing.md): a library call or an OpenMP reduction reassociates sums, which moves a
# result by a few units of roundoff times the sum of the magnitudes of its terms. 'df' is a
# double computed from float values that a rewrite may round otherwise: the float tolerance.
RTOL = {'d': 1e-9, 'f': 1e-4, 'df': 1e-4}
# Tags of values compared bit for bit (printed with %a): results of element-wise divisions and
# math functions, where no sum is reassociated.
EXACT = ('dx', 'fx')
# The preprocessor configurations of a program: the default one, and -DFUZZ_ALT for a program
# whose loop bodies hold `#ifdef FUZZ_ALT` (generate.under_ifdef).
ALT = ('alt', ['-DFUZZ_ALT'])
# The -D options of a program's other configuration of its `#ifndef` macros (generate.py's
# macro-config: sizes, constants, a column offset), which liar does not see.
CONFIG = re.compile(r'^// fuzz-config:((?: +-D\S+)+) *$', re.M)

REMARK = re.compile(r'^(.*?):(\d+):(\d+): (remark|warning|error|note): (.*?)(?: \[([\w-]+)\])?$')
REWRITTEN = ('liar-blas', 'liar-torch', 'liar-omp')
LIBRARY_CALL = re.compile(r'\b(cblas_\w+|liar_torch_\w+|memset|memcpy)\s*\(')
# What a build with and without -fopenmp reads differently.
OPENMP_TEXT = re.compile(r'#\s*pragma\s+omp|_OPENMP|\bomp_|\b_Pragma\b')
SANITIZER = re.compile(r'runtime error:|AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer')
CC_DIAG = re.compile(r'^[^:\s]+:\d+:\d+: (warning|error): (.*)$')


class Profile:
    """Wall seconds and counts of the commands a campaign runs, by kind (liar, compile, run,
    each split by original/rewrite and plain/sanitized): where a campaign's time goes."""

    def __init__(self):
        self.lock = threading.Lock()
        self.seconds, self.counts = collections.Counter(), collections.Counter()

    def add(self, kind, seconds):
        with self.lock:
            self.seconds[kind] += seconds
            self.counts[kind] += 1

    def table(self):
        return {k: {'seconds': round(self.seconds[k], 2), 'count': self.counts[k]}
                for k in sorted(self.seconds, key=self.seconds.get, reverse=True)}


PROFILE = Profile()


def run(cmd, timeout, env=None, cwd=None, kind='other'):
    """(status, stdout, stderr); status None on a timeout, negative for a signal."""
    started = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                           cwd=cwd, errors='replace')
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors='replace') if isinstance(e.stdout, bytes) else (e.stdout or '')
        return None, out, ''
    finally:
        PROFILE.add(kind, time.monotonic() - started)


def parse_remarks(stderr):
    remarks = []
    for line in stderr.splitlines():
        m = REMARK.match(line)
        if m:
            remarks.append({'line': int(m.group(2)), 'kind': m.group(4),
                            'message': m.group(5), 'name': m.group(6) or ''})
    return remarks


def warnings_of(stderr):
    """The compiler's warnings and errors, without their locations (line numbers move)."""
    return sorted(m.group(2) for m in map(CC_DIAG.match, stderr.splitlines()) if m)


def parse_dump(text):
    """The dumped values by their line's key (array and indices). A key printed again (an array
    dumped once per round) is numbered by its occurrence, so that every dump is compared."""
    rows, seen = {}, {}
    for line in text.splitlines():
        parts = line.split()
        numeric = len(parts) >= 3 and parts[-2] in ('d', 'f', 'df', 'i') + EXACT
        key = ' '.join(parts[:-2]) if numeric else line
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            key += ' #%d' % seen[key]
        rows[key] = (parts[0], parts[-2], parts[-1]) if numeric else (
            parts[0] if parts else '', 's', line)
    return rows


def special_class(text):
    """The class of a printed non-finite value: 'nan' whatever its sign (a NaN's sign and
    payload are not specified), 'inf' or '-inf'."""
    text = text.lower().lstrip('+')
    return 'nan' if 'nan' in text else text


def number(text, tag):
    return float.fromhex(text) if tag in EXACT else float(text)


def same_value(want, got, tag, scale):
    """Whether got matches want: NaNs and infinities as classes, exact tags bit for bit
    (their text), finite values within the tolerance of tag against the array's scale."""
    a, b = number(want, tag), number(got, tag)
    if not (math.isfinite(a) and math.isfinite(b)):
        return special_class(want) == special_class(got)
    if tag in EXACT:
        return want == got
    return abs(a - b) <= RTOL[tag] * scale + 1e-300


def kernel_of(name):
    """The kernel a dumped array belongs to: `k2` of `k2_y3`."""
    return name.split('_', 1)[0]


def compare_dumps(expected, actual):
    """None when the dumps agree, else a one-line description of the first difference."""
    want, got = parse_dump(expected), parse_dump(actual)
    if want.keys() != got.keys():
        missing = sorted(set(want) ^ set(got))
        return 'lines differ: %s' % missing[:3]
    scale = {}
    for key, (name, tag, val) in want.items():
        if tag in RTOL or tag in EXACT:
            v = abs(number(val, tag))
            if math.isfinite(v):
                for unit in (name, kernel_of(name)):
                    scale[unit] = max(scale.get(unit, 0.0), v)
    # A sum that cancels (a row orthogonal to the vector) leaves rounding noise of the size of
    # its terms, not of its result: the terms are products of the kernel's data, so an array
    # is held against the largest magnitude of its kernel's dump when that is larger.
    scale = {name: max(v, scale.get(kernel_of(name), 0.0)) for name, v in scale.items()}
    for key, (name, tag, val) in want.items():
        other = got[key][2]
        if tag not in RTOL and tag not in EXACT:
            if val != other:
                return '%s: %s, expected %s' % (key, other, val)
            continue
        if not same_value(val, other, tag, scale.get(name, 0.0)):
            if tag in EXACT:
                return '%s: %s, expected %s (bit for bit)' % (key, other, val)
            return '%s: %s, expected %s (tolerance %g of %g)' % (key, other, val, RTOL[tag],
                                                                 scale.get(name, 0.0))
    return None


def configurations(text):
    """[(name, defines)] the program is built and compared in: the default one, -DFUZZ_ALT
    when the text mentions it, and the options of a `// fuzz-config:` line."""
    m = CONFIG.search(text)
    return [('', [])] + ([ALT] if 'FUZZ_ALT' in text else []) + (
        [('cfg', m.group(1).split())] if m else [])


class Checker:
    def __init__(self, liar, runtime_lib, workdir, liar_timeout=60, run_timeout=10):
        self.liar, self.runtime_lib, self.workdir = liar, runtime_lib, workdir
        self.liar_timeout, self.run_timeout = liar_timeout, run_timeout
        self.cache, self.cache_lock = {}, threading.Lock()
        self.support_lock, self.supports = threading.Lock(), set()
        self.env = dict(os.environ, OMP_NUM_THREADS='2', OPENBLAS_NUM_THREADS='1',
                        ASAN_OPTIONS='detect_leaks=0:abort_on_error=0',
                        UBSAN_OPTIONS='print_stacktrace=1')
        self.zygotes = zygote.Zygotes(runtime_lib, workdir, self.env) if runtime_lib else None

    def opt_levels(self):
        """The optimisation levels of the builds, as the campaign ledger records them."""
        return '-O2'

    def flags(self, cc, sanitize, target, defines=(), openmp=True):
        """A build's flags; without openmp, the pragmas are ignored as a build without
        -fopenmp ignores them (and -Wall's warning about them is not the rewrite's)."""
        omp = ['-fopenmp'] if openmp else ['-Wno-unknown-pragmas']
        f = [cc, '-O2', '-Wall'] + omp + ['-I', RUNTIME_INCLUDE] + list(defines)
        if sanitize:
            f += ['-fsanitize=address,undefined', '-fno-omit-frame-pointer']
        return f

    def libs(self, torch):
        # --as-needed first: a rewrite without a runtime call does not load LibTorch.
        libs = ['-Wl,--as-needed']
        if torch:
            # LibTorch's own dependencies are not the subject: checking that they resolve takes
            # GNU ld 0.7 CPU-seconds a link (a program's undefined symbols still fail it).
            libs += [os.path.join(self.runtime_lib, 'libliar_torch.so'),
                     '-Wl,-rpath,' + self.runtime_lib, '-Wl,--allow-shlib-undefined']
        return libs + ['-lopenblas', '-lm']

    def support(self, cc, sanitize):
        """support.c's object for cc (instrumented too when sanitize), built on first use."""
        obj = os.path.join(self.workdir, 'support.%s%s.o' % (cc, '.asan' if sanitize else ''))
        with self.support_lock:
            if obj not in self.supports:
                status, _, err = run(self.flags(cc, sanitize, None) + [
                    '-fPIC', '-c', SUPPORT, '-o', obj], 120, kind='compile support')
                if status != 0:
                    raise RuntimeError('support.c does not build with %s: %s' % (cc, err))
                self.supports.add(obj)
        return obj

    def build_run(self, src, exe, cc, sanitize, target, role='rewrite', defines=(), openmp=True):
        """{'cls': None or class, 'warnings', 'out', 'detail'} for one build and run (with
        defines, -D options of a configuration). A program that calls the LibTorch runtime runs
        in a zygote (zygote.py) unless it is sanitized."""
        kind = '%s %s%s%s' % (role, cc, ' asan+ubsan' if sanitize else '',
                              '' if openmp else ' no-openmp')
        with open(src, errors='replace') as f:
            torch = bool(self.runtime_lib) and 'liar_torch_' in f.read()
        zygote = torch and not sanitize and self.zygotes is not None
        shared = ['-shared', '-fPIC'] if zygote else []
        kind += ' torch' if zygote else ''
        status, _, err = run(self.flags(cc, sanitize, target, defines, openmp) + shared +
                             [src, self.support(cc, sanitize), '-o', exe] + self.libs(torch),
                             120, kind='compile ' + kind)
        res = {'cls': None, 'warnings': warnings_of(err), 'out': '', 'detail': ''}
        if status != 0:
            res.update(cls='compile-error', detail=first_error(err))
            return res
        if zygote:
            started = time.monotonic()
            status, out, err = self.zygotes.run(os.path.abspath(exe), self.run_timeout)
            PROFILE.add('run ' + kind, time.monotonic() - started)
            if status == 127 and err.startswith('load '):
                res.update(cls='compile-error', detail=err.strip()[:300])
                return res
        else:
            status, out, err = run([exe], self.time_limit(torch, sanitize), env=self.env,
                                   kind='run ' + kind)
        res['out'] = out
        if status is None:
            res.update(cls='run-timeout', detail='over %ss' % self.time_limit(torch, sanitize))
        elif SANITIZER.search(err):
            res.update(cls='sanitizer', detail=first_match(err, SANITIZER))
        elif status != 0:
            res.update(cls='run-crash', detail='exit status %d: %s' % (status, err.strip()[:200]))
        return res

    def time_limit(self, torch, sanitize):
        """A sanitized executable that loads LibTorch itself (no zygote) spends seconds of
        instrumented start-up before main, more on a loaded machine: it gets three times the
        limit."""
        return self.run_timeout * (3 if torch and sanitize else 1)

    def build_run_cached(self, src, exe, cc, sanitize, target, defines=(), openmp=True):
        """build_run, once per distinct rewrite: auto's output often equals blas's or omp's."""
        with open(src, 'rb') as f:
            key = (hashlib.sha1(f.read()).hexdigest(), cc, sanitize, tuple(defines), openmp)
        with self.cache_lock:
            if key in self.cache:
                return self.cache[key]
        res = self.build_run(src, exe, cc, sanitize, target, defines=defines, openmp=openmp)
        with self.cache_lock:
            self.cache[key] = res
            if len(self.cache) > 256:
                self.cache.pop(next(iter(self.cache)))
        return res

    def original(self, stem, text, cc, sanitize):
        """The original's build and run in each configuration: the default one's result, with
        'outs' (configuration name -> output) and every configuration's warnings."""
        src = stem + '.c'
        with open(src, 'w') as f:
            f.write(text)
        outs, warnings, default = {}, set(), None
        configs = configurations(text)
        for name, defines in configs:
            res = self.build_run(src, stem + '.%s%s.orig' % (cc, name), cc, sanitize, 'blas',
                                 'original', defines)
            outs[name] = res['out']
            warnings.update(res['warnings'])
            if res['cls']:
                res.update(cls='gen-' + res['cls'], detail=config_note(defines) + res['detail'])
                return res
            if res['warnings']:
                res.update(cls='gen-warning', detail=config_note(defines) + res['warnings'][0])
                return res
            default = default or res
        return dict(default, outs=outs, warnings=sorted(warnings), configs=dict(configs))

    def liar_run(self, stem, target, openmp=True):
        """Runs liar; {'cls', 'remarks', 'rewritten', 'library', 'out_src', 'detail'}.
        Without `openmp`, liar parses without -fopenmp (a build whose flags lack it), so the
        user's `#pragma omp` loops are plain loops to it; the rewrite must still build with
        -fopenmp."""
        out_src = '%s.%s.c' % (stem, target)
        # main's fills and dumps are the harness, not the subject.
        # auto opts in to LibTorch calls too: the campaign checks every form auto can mix.
        cmd = [self.liar, '--target=' + target, '--functions=^kernel', '-o', out_src,
               stem + '.c', '--'] + (['-fopenmp'] if openmp else [])
        if target == 'auto':
            cmd.insert(2, '--auto-libraries=blas,torch')
        status, out, err = run(cmd, self.liar_timeout, kind='liar')
        # The remarks go to stdout when -o names the output, to stderr otherwise.
        err = out + err
        res = {'cls': None, 'remarks': parse_remarks(err), 'rewritten': False,
               'library': False, 'out_src': out_src, 'detail': ''}
        if status is None:
            res.update(cls='liar-hang', detail='over %ss' % self.liar_timeout)
        elif status < 0:
            res.update(cls='liar-crash', detail='signal %d: %s' % (-status, last_lines(err)))
        elif status != 0:
            res.update(cls='liar-exit', detail='status %d: %s' % (status, last_lines(err)))
        if res['cls']:
            return res
        with open(out_src) as f:
            new = f.read()
        with open(stem + '.c') as f:
            res['rewritten'] = new != f.read()
        res['library'] = bool(LIBRARY_CALL.search(strip_comments(new))) and res['rewritten']
        return res

    def target(self, stem, target, cc, sanitize, orig, lr=None, openmp=True):
        """Builds and runs liar's rewrite for target and compares with orig (original())."""
        lr = lr or self.liar_run(stem, target, openmp)
        if lr['cls'] or not lr['rewritten']:
            return dict(lr)
        # Built with -fopenmp and, when the rewrite mentions OpenMP at all (its pragmas, the
        # user's, _OPENMP), without: a build whose flags lack it ignores the pragmas (OpenMP
        # loops run sequentially, library calls stay). Other rewrites build the same either way.
        with open(lr['out_src'], errors='replace') as f:
            mentions_openmp = bool(OPENMP_TEXT.search(f.read()))
        for openmp in (True, False) if mentions_openmp else (True,):
            for name in orig['outs']:
                failed = self.check_configuration(stem, target, cc, sanitize, orig, lr, name,
                                                  openmp)
                if failed['cls']:
                    return failed
        return dict(lr)

    def check_configuration(self, stem, target, cc, sanitize, orig, lr, name, openmp=True):
        """The rewrite built (with -fopenmp or without), run and compared with the original in
        configuration name."""
        exe = '%s.%s.%s%s%s' % (stem, target, cc, name, '' if openmp else '.noomp')
        defines = orig.get('configs', dict([ALT])).get(name, [])
        res = self.build_run_cached(lr['out_src'], exe, cc, sanitize, target, defines, openmp)
        note = config_note(defines) + ('' if openmp else '[no -fopenmp] ')
        out = dict(lr, cls=res['cls'], detail=note + res['detail'])
        if res['cls']:
            return out
        new = sorted(set(res['warnings']) - set(orig['warnings']))
        if new:
            return dict(out, cls='new-warning', detail=note + new[0])
        diff = compare_dumps(orig['outs'][name], res['out'])
        if diff:
            return dict(out, cls='wrong-output', detail=note + diff)
        return out


def config_note(defines):
    """The prefix of a failure's detail in a configuration other than the default one (its -D
    options: `[-DFUZZ_ALT] `)."""
    return '[%s] ' % ' '.join(defines) if defines else ''


def strip_comments(text):
    return re.sub(r'/\*.*?\*/|//[^\n]*', '', text, flags=re.S)


def first_error(err):
    for line in err.splitlines():
        if ' error: ' in line or 'error:' in line:
            return line.strip()[:300]
    return last_lines(err)


def first_match(err, pattern):
    for line in err.splitlines():
        if pattern.search(line):
            return line.strip()[:300]
    return ''


def last_lines(err, n=3):
    return ' | '.join(err.strip().splitlines()[-n:])[:400]
