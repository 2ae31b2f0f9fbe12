#!/usr/bin/env python3
"""Differential fuzzing campaign of liar: generated programs x targets x compilers.

usage: run.py --liar PATH [--runtime-lib DIR] [-n N] [--seed S] [-j J] [--targets LIST]
              [--compilers LIST] [--alternate-compilers] [--sanitize-every K]
              [--workdir DIR] [--findings DIR] [--json FILE] [--no-shrink]
              [--min-rewritten F] [--min-library F] [--program FILE]

For each seed S..S+N-1, generate.py writes a program; for each target (blas, torch, omp, auto)
liar rewrites it, and the original and the rewrite are built with each compiler (-O2 -Wall
-fopenmp, and -fsanitize=address,undefined for every K-th seed), run, and their dumps compared
(check.py). Each (program, target) is either refused (not rewritten; its remarks' refusal ids are
counted), rewritten and correct, or a failure of one class (check.py's docstring). Every
failure is shrunk (shrink.py) into a small C file under the findings directory.

The exit status is 1 when any failure was found, or when the share of programs rewritten under
--target=auto (or with a library call under auto) is below --min-rewritten (--min-library): a
fuzzer whose programs are all refused proves nothing. Without a terminal the progress bar is a
plain line every tenth of the campaign.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import shutil
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402
import degree  # noqa: E402
import generate  # noqa: E402
import ledger  # noqa: E402
import shrink  # noqa: E402

TARGETS = ['blas', 'torch', 'omp', 'auto']


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--liar', required=True)
    ap.add_argument('--runtime-lib', help='directory of libliar_torch.so (torch is skipped '
                    'without it)')
    ap.add_argument('-n', type=int, default=100, help='number of programs')
    ap.add_argument('--seed', type=int, default=1, help='first seed')
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--targets', default=','.join(TARGETS))
    ap.add_argument('--compilers', default='gcc,clang-19')
    ap.add_argument('--alternate-compilers', action='store_true',
                    help='one compiler per program, in turn, instead of all of them')
    ap.add_argument('--sanitize-every', type=int, default=10,
                    help='build every K-th program with -fsanitize=address,undefined')
    ap.add_argument('--workdir', help='scratch directory (default: a temporary one)')
    ap.add_argument('--keep', action='store_true', help='keep the scratch files')
    ap.add_argument('--findings', default=os.path.join(os.path.dirname(
        os.path.abspath(__file__)), 'findings'))
    ap.add_argument('--json', help='write the summary here')
    ap.add_argument('--no-shrink', action='store_true')
    ap.add_argument('--shrink-limit', type=int, default=5,
                    help='shrink at most this many failures per (class, target)')
    ap.add_argument('--shrink-budget', type=float, default=1800,
                    help='seconds all shrinking together may take')
    ap.add_argument('--min-rewritten', type=float, default=0.0)
    ap.add_argument('--min-library', type=float, default=0.0)
    ap.add_argument('--liar-openmp', choices=['alternate', 'always', 'never'],
                    default='alternate', help='pass -fopenmp to liar for even seeds, '
                    'always or never')
    ap.add_argument('--program', help='check this C file instead of generated programs')
    ap.add_argument('--ledger', help='append the campaign\'s counts to this ledger '
                    '(ledger.py: chunks of seeds that add up to one campaign)')
    ap.add_argument('--time-limit', type=float, default=0,
                    help='start no program after this many seconds (0: no limit); the '
                    'summary and the ledger count the seeds checked until then')
    ap.add_argument('--degree-every', type=int, default=0,
                    help='for every K-th program, count with valgrind the instructions the '
                    'kernels run at the generated sizes and at 4 times them, and fail a '
                    'rewrite whose count grows faster than the loops\' (degree.py; 0: never)')
    ap.add_argument('--profile', action='store_true',
                    help='print the time spent in each kind of command (liar, compiles, runs)')
    return ap.parse_args()


class Campaign:
    def __init__(self, args, workdir):
        self.args, self.workdir = args, workdir
        self.targets = args.targets.split(',')
        self.compilers = args.compilers.split(',')
        runtime = args.runtime_lib
        if runtime and not os.path.exists(os.path.join(runtime, 'libliar_torch.so')):
            runtime = None
        self.torch = runtime is not None
        self.checker = check.Checker(args.liar, runtime, workdir)
        self.degree = degree.Counter(self.checker) if (
            args.degree_every > 0 and degree.available()) else None
        self.lock = threading.Lock()
        self.results = []
        self.done = 0
        self.deadline = time.time() + args.time_limit if args.time_limit > 0 else None
        self.late = 0

    def compilers_for(self, seed):
        if self.args.alternate_compilers:
            return [self.compilers[seed % len(self.compilers)]]
        return self.compilers

    def one_in_time(self, seed, text=None):
        """one(), or None once the campaign's time limit has passed. Programs start in seed
        order, so those checked are always the first seeds of the range: a chunk."""
        if self.deadline and time.time() > self.deadline:
            with self.lock:
                self.late += 1
            return None
        return self.one(seed, text)

    def one(self, seed, text=None):
        """Checks one program against every target; a dict of per-target results."""
        classes, spec = [], None
        if text is None:
            spec = generate.make_spec(seed)
            text, classes = generate.render(spec), spec['classes']
        stem = os.path.join(self.workdir, 'p%d' % seed)
        # A --program (seed 0) is sanitized only with --sanitize-every 1, as its finding says.
        every = self.args.sanitize_every
        sanitize = every > 0 and seed % every == 0 and (every == 1 or not self.args.program)
        # liar's own parse is with -fopenmp for half of the programs (--liar-openmp).
        openmp = {'alternate': seed % 2 == 0, 'always': True, 'never': False}[
            self.args.liar_openmp]
        rec = {'seed': seed, 'sanitize': sanitize, 'openmp': openmp, 'targets': {}, 'gen': None,
               'classes': classes}
        origs = {}
        for cc in self.compilers_for(seed):
            origs[cc] = self.checker.original(stem, text, cc, sanitize)
            if origs[cc]['cls']:
                rec['gen'] = {'cls': origs[cc]['cls'], 'cc': cc, 'detail': origs[cc]['detail']}
                return rec
        for target in self.targets:
            if target == 'torch' and not self.torch:
                rec['targets'][target] = {'skipped': True}
                continue
            lr = self.checker.liar_run(stem, target, openmp)
            t = {'rewritten': lr['rewritten'], 'library': lr['library'],
                 'reasons': [r['name'] for r in lr['remarks']
                             if r['name'].startswith('liar-missed')],
                 'failures': []}
            for cc in self.compilers_for(seed):
                res = self.checker.target(stem, target, cc, sanitize, origs[cc], lr)
                if res['cls']:
                    t['failures'].append({'cls': res['cls'], 'cc': cc, 'detail': res['detail'],
                                          'remarks': [r['message'] for r in res['remarks']]})
                if lr['cls']:
                    break
            rec['targets'][target] = t
        if spec is not None and self.degree and seed % self.args.degree_every == 0:
            self.check_degree(rec, stem, spec)
        if not self.args.keep:
            for name in os.listdir(self.workdir):
                if name.startswith('p%d.' % seed):
                    os.remove(os.path.join(self.workdir, name))
        return rec

    def check_degree(self, rec, stem, spec):
        """degree.py's check of each rewritten target but torch: a failure of class
        `degree`, and the targets checked in rec['degree']."""
        rec['degree'] = []
        if not degree.eligible(spec):
            return
        for target, t in rec['targets'].items():
            if target == 'torch' or not t.get('rewritten') or t['failures']:
                continue
            res = self.degree.check(stem, spec, target, rec['openmp'])
            if res == 'skipped':
                continue
            rec['degree'].append(target)
            if res:
                t['failures'].append(dict(res, cc='gcc', remarks=[]))

    def finish(self, rec, total, started):
        with self.lock:
            self.results.append(rec)
            self.done += 1
            fails = sum(1 for r in self.results for t in r['targets'].values()
                        if t.get('failures')) + sum(1 for r in self.results if r['gen'])
            progress(self.done, total, fails, time.time() - started)
            for target, t in rec['targets'].items():
                for f in t.get('failures', []):
                    note('seed %d --target=%s %s: %s: %s' % (rec['seed'], target, f['cc'],
                                                             f['cls'], f['detail']))
            if rec['gen']:
                note('seed %d: generator bug: %s' % (rec['seed'], rec['gen']))


def progress(done, total, fails, elapsed):
    if sys.stderr.isatty():
        width = 40
        filled = width * done // max(total, 1)
        sys.stderr.write('\r[%s%s] %d/%d  failures %d  %.0fs ' % (
            '#' * filled, '.' * (width - filled), done, total, fails, elapsed))
        if done == total:
            sys.stderr.write('\n')
    elif done == total or done % max(total // 10, 1) == 0:
        sys.stderr.write('%d/%d programs, %d failures, %.0fs\n' % (done, total, fails, elapsed))
    sys.stderr.flush()


def note(line):
    if sys.stderr.isatty():
        sys.stderr.write('\r\033[K')
    sys.stderr.write(line + '\n')


def summarize(campaign, elapsed):
    args = campaign.args
    results = sorted(campaign.results, key=lambda r: r['seed'])
    n = len(results)
    per = {}
    for target in campaign.targets:
        rows = [r['targets'][target] for r in results if target in r['targets']]
        live = [t for t in rows if not t.get('skipped')]
        reasons = collections.Counter(reason for t in live for reason in t['reasons'])
        fails = collections.Counter(f['cls'] for t in live for f in t['failures'])
        per[target] = {
            'checked': len(live), 'skipped': len(rows) - len(live),
            'rewritten': sum(t['rewritten'] for t in live),
            'library': sum(t['library'] for t in live),
            'refused': sum(not t['rewritten'] for t in live),
            'failed': sum(bool(t['failures']) for t in live),
            'failures': dict(fails), 'reasons': dict(reasons.most_common())}
    auto = per.get('auto', {})
    failures = [dict(f, seed=r['seed'], target=target, openmp=r['openmp']) for r in results
                for target, t in r['targets'].items() for f in t.get('failures', [])]
    failures += [dict(r['gen'], seed=r['seed'], target='-') for r in results if r['gen']]
    return {
        'command': ' '.join(sys.argv), 'first_seed': args.seed, 'programs': n,
        'generator': generate.GENERATION, 'classes': class_counts(results, campaign.targets),
        'degree_checked': dict(collections.Counter(t for r in results
                                                   for t in r.get('degree', ()))),
        'last_seed': results[-1]['seed'] if results else args.seed - 1,
        'elapsed_s': round(elapsed, 1), 'jobs': args.jobs, 'compilers': campaign.compilers,
        'alternate_compilers': args.alternate_compilers, 'sanitize_every': args.sanitize_every,
        'opt_levels': campaign.checker.opt_levels(),
        'sanitized_programs': sum(r['sanitize'] for r in results),
        'generator_bugs': sum(1 for r in results if r['gen']),
        'auto_rewritten_share': auto.get('rewritten', 0) / max(auto.get('checked', 0), 1),
        'auto_library_share': auto.get('library', 0) / max(auto.get('checked', 0), 1),
        'targets': per, 'failures': failures, 'profile': check.PROFILE.table()}


def class_counts(results, targets):
    """Per hazard class (generate.CLASSES): the programs that carry it, and per target how
    many of them were rewritten and how many failed; a class liar refuses everywhere shows."""
    out = {}
    for cls in generate.CLASSES:
        rows = [r for r in results if cls in r.get('classes', ())]
        entry = {'programs': len(rows),
                 'liar_openmp': sum(r['openmp'] for r in rows)}
        for target in targets:
            live = [r['targets'][target] for r in rows
                    if not r['targets'].get(target, {'skipped': True}).get('skipped')]
            entry[target] = {'rewritten': sum(t['rewritten'] for t in live),
                             'failed': sum(bool(t['failures']) for t in live)}
        out[cls] = entry
    return out


def print_classes(classes, targets):
    print('  hazard classes: programs (liar parsed with -fopenmp), rewritten / failed per target:')
    for cls, c in classes.items():
        print('    %-13s %6d (%d)  %s' % (cls, c['programs'], c['liar_openmp'], '  '.join(
            '%s %d/%d' % (t, c[t]['rewritten'], c[t]['failed']) for t in targets if t in c)))


def print_summary(s, profile=False):
    print('liar fuzz: %d programs from seed %d, %.0fs, compilers %s%s, %d sanitized' % (
        s['programs'], s['first_seed'], s['elapsed_s'], '/'.join(s['compilers']),
        ' (alternating)' if s['alternate_compilers'] else '', s['sanitized_programs']))
    for target, t in s['targets'].items():
        if t['skipped'] and not t['checked']:
            print('  %-6s skipped: the LibTorch runtime library was not found (%d programs)' % (
                target, t['skipped']))
            continue
        print('  %-6s rewritten %d (library call %d), refused %d, failed %d' % (
            target, t['rewritten'], t['library'], t['refused'], t['failed']))
        for cls, c in sorted(t['failures'].items()):
            print('         failure %-14s %d' % (cls, c))
        for reason, c in list(t['reasons'].items())[:8]:
            print('         refused (region) %5d  %s' % (c, reason))
    print('  auto: %.1f%% of programs rewritten, %.1f%% with a library call' % (
        100 * s['auto_rewritten_share'], 100 * s['auto_library_share']))
    print_classes(s['classes'], list(s['targets']))
    if s['degree_checked']:
        print('  degree (instructions at 4x the sizes, degree.py) checked: %s' % ', '.join(
            '%s %d' % kv for kv in sorted(s['degree_checked'].items())))
    if s['generator_bugs']:
        print('  generator bugs (original did not build or run cleanly): %d' % s['generator_bugs'])
    if profile:
        busy = sum(p['seconds'] for p in s['profile'].values())
        print('  time in commands, %.0f s in all (%.2f s a program):' % (
            busy, busy / max(s['programs'], 1)))
        for kind, p in s['profile'].items():
            print('    %-32s %8.1f s %6d commands %7.3f s each' % (
                kind, p['seconds'], p['count'], p['seconds'] / max(p['count'], 1)))
    for f in s['failures'][:20]:
        print('  FAIL seed %d --target=%s %s: %s: %s%s' % (
            f['seed'], f['target'], f.get('cc', ''), f['cls'], f['detail'],
            ' -> ' + f['finding'] if f.get('finding') else ''))


def shrink_failures(campaign, summary):
    """Shrinks the first few failures of each (class, target) into findings/."""
    os.makedirs(campaign.args.findings, exist_ok=True)
    seen = collections.Counter()
    deadline = time.time() + campaign.args.shrink_budget
    for f in summary['failures']:
        if time.time() > deadline:
            break
        # A hang takes the whole budget; a degree failure is not a failure of one build.
        if f['target'] == '-' or f['cls'] in ('liar-hang', 'degree'):
            continue
        key = (f['cls'], f['target'])
        seen[key] += 1
        if seen[key] > campaign.args.shrink_limit:
            continue
        sys.stderr.write('shrinking seed %d --target=%s %s (%s)...\n' % (
            f['seed'], f['target'], f['cc'], f['cls']))
        f['finding'] = shrink_one(campaign, f, deadline)


def shrink_one(campaign, f, deadline):
    work = tempfile.mkdtemp(prefix='shrink', dir=campaign.workdir)
    s = shrink.Shrinker(campaign.checker, work, f['target'], f['cc'], f['cls'], f['openmp'],
                        budget_s=min(180, max(deadline - time.time(), 1)))
    spec = generate.make_spec(f['seed'])
    text = generate.render(s.spec(spec)) if not campaign.args.program else open(
        campaign.args.program).read()
    text = s.lines(text)
    stem = os.path.join(work, 'final')
    orig = campaign.checker.original(stem, text, f['cc'], False)
    res = campaign.checker.target(stem, f['target'], f['cc'], f['cls'] == 'sanitizer', orig,
                                  openmp=f['openmp'])
    name = '%s-%s-%d.c' % (f['cls'], f['target'], f['seed'])
    path = os.path.join(campaign.args.findings, name)
    remarks = '\n'.join('//   ' + r['message'] for r in res.get('remarks', []))
    with open(path, 'w') as out:
        out.write('// Fuzz finding: %s under --target=%s, built with %s%s.\n' % (
            res.get('cls') or f['cls'], f['target'], f['cc'],
            ' -fsanitize=address,undefined' if f['cls'] == 'sanitizer' else ''))
        out.write('// %s\n// liar remarks:\n%s\n' % (res.get('detail') or f['detail'], remarks))
        out.write('// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar '
                  '--runtime-lib build/emit/runtime --targets %s --compilers %s '
                  '--liar-openmp %s%s --program %s\n'
                  % (f['target'], f['cc'], 'always' if f['openmp'] else 'never',
                     ' --sanitize-every 1' if f['cls'] == 'sanitizer' else '',
                     os.path.join('tests/fuzz/findings', name)))
        out.write(text)
    shutil.rmtree(work, ignore_errors=True)
    return path


def liar_version():
    """The commit of the checkout the campaign ran in (`+` when it had changes), when it started."""
    here = os.path.dirname(os.path.abspath(__file__))
    status, out, _ = check.run(['git', '-C', here, 'describe', '--always', '--dirty=+'], 30)
    return out.strip() if status == 0 else 'unknown'


def main():
    args = parse_args()
    if args.ledger and not args.program:
        chunk = ledger.taken(args.ledger, args.seed, args.seed + args.n - 1)
        if chunk:
            print('run.py: seeds %d-%d overlap the chunk %s of %s; start at %d' % (
                args.seed, args.seed + args.n - 1, chunk, args.ledger,
                ledger.next_seed(args.ledger, args.seed)), file=sys.stderr)
            return 2
    # Read before the programs run: commits made while a long chunk runs are not its build's.
    version, build = liar_version(), ledger.build_of()
    workdir = args.workdir or tempfile.mkdtemp(prefix='liar-fuzz-')
    os.makedirs(workdir, exist_ok=True)
    campaign = Campaign(args, workdir)
    started = time.time()
    if args.program:
        jobs = [(0, open(args.program).read())]
    else:
        jobs = [(s, None) for s in range(args.seed, args.seed + args.n)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futs = [pool.submit(campaign.one_in_time, seed, text) for seed, text in jobs]
        for fut in concurrent.futures.as_completed(futs):
            if fut.result():
                campaign.finish(fut.result(), len(jobs), started)
    if campaign.late:
        note('time limit: stopped after %d programs, %d not started' % (
            len(campaign.results), campaign.late))
    if campaign.checker.zygotes:
        campaign.checker.zygotes.close()
    summary = summarize(campaign, time.time() - started)
    if campaign.deadline:
        # Shrinking counts against the time limit too: a chunk must end within its session.
        args.shrink_budget = min(args.shrink_budget, campaign.deadline - time.time())
    if summary['failures'] and not args.no_shrink and not args.program:
        if args.shrink_budget > 0:
            shrink_failures(campaign, summary)
        else:
            note('time limit: failures not shrunk (their seeds are in the summary)')
    print_summary(summary, args.profile)
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(summary, f, indent=1)
    if args.ledger and not args.program:
        ledger.append(args.ledger, summary, time.strftime('%Y-%m-%dT%H:%MZ', time.gmtime()),
                      version, build)
    if not args.workdir and not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    ok = not summary['failures']
    if summary['auto_rewritten_share'] < args.min_rewritten:
        print('FAIL: %.1f%% of programs rewritten under --target=auto, below %.0f%%' % (
            100 * summary['auto_rewritten_share'], 100 * args.min_rewritten))
        ok = False
    if summary['auto_library_share'] < args.min_library:
        print('FAIL: %.1f%% of programs with a library call under --target=auto, below %.0f%%' % (
            100 * summary['auto_library_share'], 100 * args.min_library))
        ok = False
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
