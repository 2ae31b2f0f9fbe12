#!/usr/bin/env python3
"""ctest fuzz.ledger: the campaign ledger's build fingerprint (ledger.build_of) in a git
repository made here, and that a ledger written before the build column existed gets it when a
chunk is appended, so that `summary --last-build` adds up the chunks of one build only."""
import contextlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ledger  # noqa: E402


def summary_of(first, last, failures=()):
    """A run.py summary of the seeds first..last, every program rewritten under each target."""
    n = last - first + 1
    return {'first_seed': first, 'last_seed': last, 'programs': n, 'compilers': ['gcc'],
            'alternate_compilers': False, 'sanitize_every': 10, 'opt_levels': '-O2', 'generator': 'hazards', 'elapsed_s': 1.0,
            'generator_bugs': 0, 'failures': list(failures),
            'targets': {t: {'checked': n, 'rewritten': n, 'library': n, 'refused': 0,
                            'failed': 0} for t in ledger.TARGETS}}


class Repository:
    """A git repository with liar-like folders, one commit per change()."""

    def __init__(self, path):
        self.path = path
        self.git('init', '-q')
        self.git('config', 'user.email', 'test@example.org')
        self.git('config', 'user.name', 'test')

    def git(self, *args):
        return subprocess.run(['git', '-C', self.path] + list(args), check=True,
                              capture_output=True, text=True).stdout.strip()

    def write(self, name, text):
        path = os.path.join(self.path, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(text)

    def change(self, name, text):
        self.write(name, text)
        self.git('add', '-A')
        self.git('commit', '-q', '-m', 'change ' + name)
        return self.git('rev-parse', '--short', 'HEAD')


class BuildFingerprint(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='liar-ledger-')
        self.repo = Repository(self.dir)
        self.repo.write('CMakeLists.txt', 'project(x)\n')
        self.first = self.repo.change('tool/main.cpp', 'int main() {}\n')

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def build(self, commit=None):
        return ledger.build_of(commit, self.dir)

    def test_a_commit_of_tests_and_docs_keeps_the_build(self):
        docs = self.repo.change('docs/guide.md', 'text\n')
        tests = self.repo.change('tests/fuzz/campaigns.tsv', 'first_seed\n')
        self.assertEqual(self.build(self.first), self.build(docs))
        self.assertEqual(self.build(self.first), self.build(tests))
        self.assertEqual(self.build(self.first), self.build())

    def test_a_commit_of_liar_sources_changes_the_build(self):
        tool = self.repo.change('tool/main.cpp', 'int main() { return 0; }\n')
        self.assertNotEqual(self.build(self.first), self.build(tool))
        lifting = self.repo.change('lifting/Model.h', '#pragma once\n')
        self.assertNotEqual(self.build(tool), self.build(lifting))

    def test_changes_no_commit_holds_are_marked(self):
        self.repo.write('emit/Emit.cpp', '// not committed\n')
        self.assertEqual(self.build(), self.build(self.first) + '+')
        self.assertEqual(self.build(self.first + '+'), self.build(self.first) + '+')

    def test_a_commit_git_does_not_know_is_unknown(self):
        self.assertEqual(self.build('0123abc'), 'unknown')


class LedgerFile(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='liar-ledger-')
        self.path = os.path.join(self.dir, 'campaigns.tsv')

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def summarize(self, *args):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = ledger.summary(self.path, None, *args)
        return status, out.getvalue()

    def test_an_old_ledger_gets_the_build_column(self):
        old = [c for c in ledger.COLUMNS if c != 'build']
        row = ledger.row_of(summary_of(1, 10), '2026-01-01T00:00Z', '0123abc', None)
        with open(self.path, 'w') as f:
            f.write('\t'.join(old) + '\n' + '\t'.join(str(row[c]) for c in old) + '\n')
        ledger.append(self.path, summary_of(11, 30), '2026-01-02T00:00Z', 'abc4567', 'b1')
        rows = ledger.read(self.path)
        with open(self.path) as f:
            self.assertEqual(f.readline().rstrip('\n').split('\t'), ledger.COLUMNS)
        self.assertEqual([r['build'] for r in rows], ['unknown', 'b1'])
        self.assertTrue(os.path.exists(os.path.join(self.dir, 'campaigns', '11-30.json')))

    def test_last_build_adds_up_that_build_only(self):
        for first, last, build in ((1, 10, 'b1'), (11, 30, 'b2'), (31, 35, 'b2')):
            ledger.append(self.path, summary_of(first, last), '2026-01-01T00:00Z', 'c', build)
        status, out = self.summarize(False, None, 'last')
        self.assertEqual(status, 0)
        self.assertIn('25 programs in 2 chunks (seeds 11-30, 31-35)', out)
        status, out = self.summarize(False, None, 'b1')
        self.assertIn('10 programs in 1 chunks (seeds 1-10)', out)
        status, out = self.summarize(False, None, None)
        self.assertIn('35 programs in 3 chunks', out)


if __name__ == '__main__':
    unittest.main()
