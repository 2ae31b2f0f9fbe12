#!/usr/bin/env python3
"""The ledger of fuzz campaigns: one line per chunk of seeds, so that a campaign too long for
one session adds up from chunks run in several.

usage: ledger.py summary [--ledger FILE] [--config TEXT | --all] [--from-seed SEED]
                          [--build ID | --last-build]
       ledger.py next-seed [--ledger FILE] [--first SEED]
       ledger.py build [COMMIT]

`run.py --ledger FILE` appends a line for each campaign it completes (seeds, configuration,
time, and per target the programs checked, rewritten, with a library call, refused and
failed) and writes the campaign's full summary (refusal reasons included) next to it, as
`campaigns/FIRST-LAST.json`. `summary` adds up every chunk of one configuration (all of them
when there is only one, or with --all, which lists each configuration's programs); it refuses
chunks whose seed ranges overlap, since a program counted twice would inflate the campaign.
--from-seed adds up only the chunks from that seed on. Each chunk records its build: a
fingerprint of the sources liar is built from (LIAR_SOURCES at the chunk's commit), the same
for every commit that changes only tests, docs or the ledger, `+` appended when those sources
had changes. --build adds up one build's chunks, --last-build those of the last chunk's build:
a campaign of one build, run over several sessions. `next-seed` prints the first seed after
every chunk (or --first for an empty ledger), where the next chunk starts. `build` prints the
fingerprint of a commit (of the working tree without one).
"""
import argparse
import collections
import json
import hashlib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, 'campaigns.tsv')
TARGETS = ['blas', 'torch', 'omp', 'auto']
COUNTS = ['checked', 'rewritten', 'library', 'refused', 'failed']
COLUMNS = (['first_seed', 'last_seed', 'programs', 'date', 'liar', 'build', 'config',
            'elapsed_s', 'generator_bugs', 'failures'] +
           ['%s_%s' % (t, c) for t in TARGETS for c in COUNTS])
# What the liar binary and its LibTorch runtime are built from: two commits with the same
# objects here give the same build, whatever else (tests, docs, the ledger) changed between.
LIAR_SOURCES = ['CMakeLists.txt', 'common', 'poly', 'saturation', 'emit', 'lifting', 'tool']
REPO = os.path.dirname(os.path.dirname(HERE))


def git(repo, *args):
    done = subprocess.run(['git', '-C', repo] + list(args), capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def build_of(commit=None, repo=REPO):
    """The fingerprint of liar's sources at commit (`abc123` or `abc123+`, as run.py records
    commits), or in the working tree when commit is None: `+` when they differ from the commit
    (a build of changes no commit holds), `unknown` when git does not know the commit."""
    ref = (commit or 'HEAD').rstrip('+')
    if git(repo, 'rev-parse', '--verify', '--quiet', ref + '^{commit}') is None:
        return 'unknown'
    # A folder the commit does not have yet counts as absent, not as unknown.
    ids = [git(repo, 'rev-parse', '%s:%s' % (ref, path)) or '-' for path in LIAR_SOURCES]
    dirty = (commit.endswith('+') if commit is not None else
             bool(git(repo, 'status', '--porcelain', '--', *LIAR_SOURCES)))
    return hashlib.sha1(' '.join(ids).encode()).hexdigest()[:12] + ('+' if dirty else '')


def config_of(summary):
    """The settings that make chunks comparable, as one word-like string."""
    generator = ';generator=%s' % summary['generator'] if summary.get('generator') else ''
    return '%s%s;sanitize-every=%d;targets=%s;opt=%s%s' % (
        '/'.join(summary['compilers']), ' alternating' if summary['alternate_compilers'] else '',
        summary['sanitize_every'], ','.join(summary['targets']), summary['opt_levels'],
        generator)


def row_of(summary, date, liar, build):
    failures = collections.Counter('%s/%s' % (f['target'], f['cls'])
                                   for f in summary['failures'])
    if summary['last_seed'] - summary['first_seed'] + 1 != summary['programs']:
        raise ValueError('the programs checked are not one range of seeds')
    row = {'first_seed': summary['first_seed'], 'last_seed': summary['last_seed'],
           'programs': summary['programs'], 'date': date, 'liar': liar, 'build': build,
           'config': config_of(summary), 'elapsed_s': summary['elapsed_s'],
           'generator_bugs': summary['generator_bugs'],
           'failures': ','.join('%s:%d' % kv for kv in sorted(failures.items())) or '-'}
    for t in TARGETS:
        counts = summary['targets'].get(t, {})
        for c in COUNTS:
            row['%s_%s' % (t, c)] = counts.get(c, 0)
    return row


def append(path, summary, date, liar, build):
    """Appends summary's line to the ledger at path and stores the summary beside it. A ledger
    written before a column existed is rewritten with it first (read() fills it in)."""
    rows = read(path) + [row_of(summary, date, liar, build)]
    text = ''.join('\t'.join(str(r[c]) for c in COLUMNS) + '\n' for r in rows)
    with open(path + '.tmp', 'w') as f:
        f.write('\t'.join(COLUMNS) + '\n' + text)
    os.replace(path + '.tmp', path)
    row = rows[-1]
    folder = os.path.join(os.path.dirname(os.path.abspath(path)), 'campaigns')
    os.makedirs(folder, exist_ok=True)
    name = '%d-%d.json' % (row['first_seed'], row['last_seed'])
    kept = {k: v for k, v in summary.items() if k != 'profile'}
    with open(os.path.join(folder, name), 'w') as f:
        json.dump(kept, f, indent=1, sort_keys=True)
        f.write('\n')


def read(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        lines = [line.rstrip('\n').split('\t') for line in f if line.strip()]
    if not lines:
        return []
    head = lines[0]
    rows = [dict(zip(head, cells)) for cells in lines[1:]]
    for r in rows:
        if 'build' not in r:
            r['build'] = build_of(r['liar'])
    return rows


def overlaps(rows):
    """Pairs of chunks whose seed ranges share a seed."""
    spans = sorted((int(r['first_seed']), int(r['last_seed'])) for r in rows)
    return [(a, b) for a, b in zip(spans, spans[1:]) if b[0] <= a[1]]


def stored_summaries(path, rows):
    """The chunks' full summaries stored beside the ledger (those that exist)."""
    folder = os.path.join(os.path.dirname(os.path.abspath(path)), 'campaigns')
    for r in rows:
        name = os.path.join(folder, '%s-%s.json' % (r['first_seed'], r['last_seed']))
        if os.path.exists(name):
            with open(name) as f:
                yield json.load(f)


def reasons(path, rows):
    """Refusal reasons per target, added up over the chunks' stored summaries."""
    out = {t: collections.Counter() for t in TARGETS}
    for stored in stored_summaries(path, rows):
        for t, counts in stored['targets'].items():
            out[t].update(counts.get('reasons', {}))
    return out


def hazard_classes(path, rows):
    """Per hazard class: programs, and per target rewritten and failed, added up over the
    chunks whose stored summaries count classes (run.py's `classes`), in their order."""
    out = {}
    for stored in stored_summaries(path, rows):
        for cls, counts in stored.get('classes', {}).items():
            total = out.setdefault(cls, collections.Counter())
            total['programs'] += counts['programs']
            for t in TARGETS:
                for key in ('rewritten', 'failed'):
                    total[t + ' ' + key] += counts.get(t, {}).get(key, 0)
    return out


def summary(path, config, every=False, from_seed=None, build=None):
    rows = read(path)
    if from_seed is not None:
        rows = [r for r in rows if int(r['first_seed']) >= from_seed]
    if build == 'last' and rows:
        build = max(rows, key=lambda r: int(r['last_seed']))['build']
    if build:
        rows = [r for r in rows if r['build'] == build]
    configs = collections.Counter(r['config'] for r in rows)
    if config:
        rows = [r for r in rows if r['config'] == config]
    elif len(configs) > 1 and not every:
        print('chunks of several configurations; choose one with --config, or --all:')
        for c, n in configs.items():
            print('  %3d chunks  %s' % (n, c))
        return 2
    if not rows:
        print('no chunk in %s' % path)
        return 1
    clash = overlaps(rows)
    if clash:
        for a, b in clash:
            print('overlapping chunks: seeds %d-%d and %d-%d' % (a + b))
        return 2
    total = lambda key: sum(int(r[key]) for r in rows)  # noqa: E731
    programs = total('programs')
    print('%d programs in %d chunks (seeds %s)' % (
        programs, len(rows), ', '.join('%s-%s' % (r['first_seed'], r['last_seed'])
                                       for r in sorted(rows, key=lambda r: int(r['first_seed'])))))
    for c in sorted(set(r['config'] for r in rows)):
        print('  %6d programs: %s' % (sum(int(r['programs']) for r in rows if r['config'] == c), c))
    for b in sorted(set(r['build'] for r in rows)):
        print('  %6d programs: build %s (commits %s)' % (
            sum(int(r['programs']) for r in rows if r['build'] == b), b,
            ', '.join(sorted(set(r['liar'] for r in rows if r['build'] == b)))))
    print('campaign time %.0f s (%.2f s a program); generator bugs %d' % (
        sum(float(r['elapsed_s']) for r in rows), sum(float(r['elapsed_s']) for r in rows) /
        max(programs, 1), total('generator_bugs')))
    why = reasons(path, rows)
    for t in TARGETS:
        print('  %-6s checked %d, rewritten %d (library call %d), refused %d, failed %d' % tuple(
            [t] + [total('%s_%s' % (t, c)) for c in COUNTS]))
        for reason, n in why[t].most_common(5):
            print('         refused (region) %6d  %s' % (n, reason))
    for cls, c in hazard_classes(path, rows).items():
        print('  class %-13s %6d programs; rewritten/failed %s' % (cls, c['programs'], '  '.join(
            '%s %d/%d' % (t, c[t + ' rewritten'], c[t + ' failed']) for t in TARGETS)))
    auto = max(total('auto_checked'), 1)
    print('  auto: %.1f%% of programs rewritten, %.1f%% with a library call' % (
        100.0 * total('auto_rewritten') / auto, 100.0 * total('auto_library') / auto))
    failures = [r['failures'] for r in rows if r['failures'] != '-']
    print('  failures: %s' % ('; '.join(failures) if failures else 'none'))
    return 0


def next_seed(path, first):
    rows = read(path)
    return max(int(r['last_seed']) for r in rows) + 1 if rows else first


def taken(path, first, last):
    """The chunk of the ledger that already covers a seed of first..last, or None."""
    for r in read(path):
        if int(r['first_seed']) <= last and first <= int(r['last_seed']):
            return '%s-%s' % (r['first_seed'], r['last_seed'])
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('command', choices=['summary', 'next-seed', 'build'])
    ap.add_argument('commit', nargs='?', help='build: the commit (default: the working tree)')
    ap.add_argument('--ledger', default=DEFAULT)
    ap.add_argument('--config', help='add up only the chunks of this configuration')
    ap.add_argument('--all', action='store_true',
                    help='add up the chunks of every configuration (each one\'s programs listed)')
    ap.add_argument('--first', type=int, default=300001,
                    help='the first seed of an empty ledger')
    ap.add_argument('--from-seed', type=int,
                    help='add up only the chunks that start at this seed or after')
    one = ap.add_mutually_exclusive_group()
    one.add_argument('--build', help='add up only the chunks of this build (ledger.py build)')
    one.add_argument('--last-build', action='store_const', const='last', dest='build',
                     help='add up only the chunks of the last chunk\'s build')
    args = ap.parse_args()
    if args.command == 'next-seed':
        print(next_seed(args.ledger, args.first))
        return 0
    if args.command == 'build':
        print(build_of(args.commit))
        return 0
    return summary(args.ledger, args.config, args.all, args.from_seed, args.build)


if __name__ == '__main__':
    sys.exit(main())
