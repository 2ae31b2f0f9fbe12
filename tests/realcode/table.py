"""The per-style table of docs/results.md ("Real-style C programs") from run.py's records."""
import collections


def by_program_target(records):
    table = collections.defaultdict(dict)
    for r in records:
        if r['target']:
            table[r['program']][r['target']] = r
    return table


def region_rows(runs, targets):
    """Per region (keyed by its first line): the function, whether it was lifted, the targets
    that rewrote it and the remark of the widest target (auto) when none did."""
    rows = {}
    for target in targets:
        for reg in runs.get(target, {}).get('regions', []):
            row = rows.setdefault(reg['line'], {'function': reg['function'], 'lifted': True,
                                                'rewritten': {}, 'reason': ''})
            row['lifted'] = row['lifted'] and reg['decision'] != 'not-lifted'
            if reg['decision'] == 'rewritten':
                form = reg['form'].removeprefix('replaced by ')
                row['rewritten'][target] = ', '.join(reg['calls']) or form
            elif target == 'auto' or not row['reason']:
                row['reason'] = reg['reason']
    return rows


def markdown(records, styles, targets):
    table = by_program_target(records)
    counts = collections.OrderedDict((s, collections.Counter()) for s in styles)
    refused, rewritten = [], []
    for program in sorted(table, key=lambda p: list(styles).index(
            next(r['style'] for r in records if r['program'] == p))):
        style = next(r['style'] for r in records if r['program'] == program)
        c = counts[style]
        c['programs'] += 1
        for line, row in sorted(region_rows(table[program], targets).items()):
            c['regions'] += 1
            c['lifted'] += row['lifted']
            for t in row['rewritten']:
                c[t] += 1
            where = '`%s:%d`' % (program, line)
            if not row['rewritten']:
                refused.append([where, '`%s`' % row['function'], row['reason']])
            else:
                rewritten.append([where, '`%s`' % row['function']] +
                                 [row['rewritten'].get(t, '') for t in targets])
    head = ['style', 'programs', 'regions', 'lifted'] + ['rewritten (%s)' % t for t in targets]
    out = ['| ' + ' | '.join(head) + ' |', '|' + ' --- |' * len(head)]
    for style, c in counts.items():
        cells = [styles[style], c['programs'], c['regions'], c['lifted']] + [c[t] for t in targets]
        out.append('| ' + ' | '.join(str(x) for x in cells) + ' |')
    total = [sum(c[k] for c in counts.values()) for k in ['programs', 'regions', 'lifted']]
    total += [sum(c[t] for c in counts.values()) for t in targets]
    out.append('| all | ' + ' | '.join(str(x) for x in total) + ' |')
    out += ['', 'What each rewritten region became, per target (empty: kept):', '']
    out += rows_table(['region', 'function'] + list(targets), rewritten)
    out += ['', 'Regions no target rewrites, with the remark of `--target=auto`:', '']
    out += rows_table(['region', 'function', 'remark'], refused)
    return '\n'.join(out)


def rows_table(head, rows):
    out = ['| ' + ' | '.join(head) + ' |', '|' + ' --- |' * len(head)]
    for row in rows:
        out.append('| ' + ' | '.join(cell.replace('|', '\\|') for cell in row) + ' |')
    return out
