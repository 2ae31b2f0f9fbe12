"""The Python side of zygote.c: one zygote process per campaign worker thread.

A program that calls the LibTorch runtime is built as a shared object (`-shared -fPIC`, the
same compile flags otherwise) and run by `Zygotes.run`, which hands it to the calling thread's
zygote: a process that loaded LibTorch once and forks a child for each program. The child
loads the object with every symbol bound at once, so a symbol the rewrite calls but no library
defines fails as it would at link time.
"""
import os
import subprocess
import threading

HERE = os.path.dirname(os.path.abspath(__file__))


class Zygotes:
    def __init__(self, runtime_lib, workdir, env):
        self.runtime_lib, self.workdir, self.env = runtime_lib, workdir, env
        self.exe = os.path.join(workdir, 'zygote')
        self.local = threading.local()
        self.lock = threading.Lock()
        self.built = False
        self.processes = []

    def build(self):
        """Builds the zygote, linked (not only as needed) with the libraries programs use."""
        with self.lock:
            if self.built:
                return
            subprocess.run(['gcc', '-O2', '-Wall', os.path.join(HERE, 'zygote.c'), '-o',
                            self.exe, '-Wl,--no-as-needed,--allow-shlib-undefined',
                            os.path.join(self.runtime_lib, 'libliar_torch.so'),
                            '-Wl,-rpath,' + self.runtime_lib, '-lopenblas', '-lgomp', '-lm',
                            '-ldl'], check=True, capture_output=True)
            self.built = True

    def process(self):
        p = getattr(self.local, 'process', None)
        if p is None or p.poll() is not None:
            self.build()
            p = subprocess.Popen([self.exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True, env=self.env)
            self.local.process = p
            with self.lock:
                self.processes.append(p)
        return p

    def run(self, so, timeout):
        """(status, stdout, stderr) as check.run gives them: status None on a timeout,
        negative for a signal, 127 with the loader's message when so does not load."""
        out, err = so + '.out', so + '.err'
        p = self.process()
        p.stdin.write('%s %s %s %d\n' % (so, out, err, max(int(timeout), 1)))
        p.stdin.flush()
        answer = p.stdout.readline().split()
        if answer[:1] == ['exit']:
            status = int(answer[1])
        elif answer[:1] == ['signal']:
            status = -int(answer[1])
        elif answer[:1] == ['timeout']:
            status = None
        else:
            raise RuntimeError('the zygote answered %r to %s' % (answer, so))
        with open(out, errors='replace') as f:
            stdout = f.read()
        with open(err, errors='replace') as f:
            stderr = f.read()
        return status, stdout, stderr

    def close(self):
        for p in self.processes:
            p.stdin.close()
            p.wait()
