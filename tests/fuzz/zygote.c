/* Runs fuzz programs that call the LibTorch runtime, built as shared objects, each in a child
   forked from this process: LibTorch and its dependencies take about 0.6 CPU-seconds to load
   and initialise, a hundred times what such a program runs, and this process pays it once per
   campaign worker instead of once per run (zygote.py starts it; docs/fuzzing.md).

   Protocol, one request a line on stdin: `SO OUT ERR SECONDS`. The child redirects stdout to
   OUT and stderr to ERR, loads SO (every symbol bound now), calls its main and exits with
   main's value; after SECONDS it is killed. The answer, one line on stdout: `exit N`,
   `signal N`, `timeout`, or `load MESSAGE` when SO could not be loaded (an undefined symbol:
   what a link would have reported). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int redirect(const char* path, int fd) {
  int f = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (f < 0 || dup2(f, fd) < 0) return -1;
  close(f);
  return 0;
}

/* In the child: never returns. Exit status 127 with a `load` line in ERR: SO did not load. */
static void child(const char* so, const char* out, const char* err, int seconds) {
  int none = open("/dev/null", O_RDONLY);
  if (none < 0 || dup2(none, 0) < 0 || redirect(out, 1) || redirect(err, 2)) _exit(126);
  alarm((unsigned)seconds);
  void* h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "load %s\n", dlerror());
    fflush(stderr);
    _exit(127);
  }
  int (*entry)(void) = (int (*)(void))dlsym(h, "main");
  if (!entry) {
    fprintf(stderr, "load no main in %s\n", so);
    fflush(stderr);
    _exit(127);
  }
  int status = entry();
  fflush(NULL);
  _exit(status & 0xff);
}

int main(void) {
  char line[8192], so[4096], out[4096], err[4096];
  int seconds;
  setvbuf(stdout, NULL, _IOLBF, 0);
  while (fgets(line, sizeof line, stdin)) {
    if (sscanf(line, "%4095s %4095s %4095s %d", so, out, err, &seconds) != 4) {
      printf("bad request\n");
      continue;
    }
    pid_t pid = fork();
    if (pid == 0) child(so, out, err, seconds);
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)
      printf("timeout\n");
    else if (WIFSIGNALED(status))
      printf("signal %d\n", WTERMSIG(status));
    else
      printf("exit %d\n", WEXITSTATUS(status));
  }
  return 0;
}
