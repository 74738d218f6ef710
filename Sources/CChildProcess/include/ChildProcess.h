// Starting a child so that it cannot outlive the tool, and turning the signals that stop the tool
// into bytes a thread can read. Foundation's Process and posix_spawn have no hook to run in the child
// between fork and exec, which is where a parent-death signal must be set; this does it in C, where
// only async-signal-safe calls run in the child.
#ifndef DIFFBENCH_CHILD_PROCESS_H
#define DIFFBENCH_CHILD_PROCESS_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (both NULL-terminated) and returns its pid, or -1 with errno
/// set (errno from exec when the program could not start). In the child, before exec: a process group
/// of its own (its pid), so the tool can end it and anything it started with one kill, and a terminal's
/// Ctrl-C reaches only the tool; `death_signal` (e.g. SIGKILL; 0 for none) sent to it when the thread
/// that started it ends, with the tool (Linux `PR_SET_PDEATHSIG`), and exit 127 without exec when
/// that thread's process is already gone; SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE at their
/// defaults and no signal blocked; standard input, output and error on `stdin_fd`, `stdout_fd`,
/// `stderr_fd`.
pid_t diffbench_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd, int stderr_fd,
                      int death_signal);

/// A pipe whose two ends are closed on exec (so no other child inherits them): `pipe2(O_CLOEXEC)`,
/// which Swift's Glibc module leaves out. 0 on success, else -1 with errno set.
int diffbench_pipe(int fds[2]);

/// Installs a handler for each of `signals` that writes the signal's number, as one byte, to
/// `write_fd` (a pipe a thread reads), which is all a handler can safely do, and unblocks them in the
/// calling thread (a process inherits its starter's blocked signals). 0 on success, else -1 with
/// errno set.
int diffbench_forward_signals(int write_fd, const int *signals, int count);

#endif
