#define _GNU_SOURCE
#include "ChildProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

pid_t diffbench_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd, int stderr_fd,
                      int death_signal) {
    pid_t parent = getpid();
    // The child reports a failed exec through this pipe (closed on a successful exec): it works
    // whether vfork shares memory or, as under ThreadSanitizer, is a plain fork.
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    // No handler may run in the child while it shares the parent's memory (vfork): block every
    // signal around the fork; the child unblocks them before exec.
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    pid_t pid = vfork();
    if (pid == 0) {
        // The child, sharing the parent's memory until exec: system calls only, no allocation.
        int failure = 0;
        setpgid(0, 0);
#if defined(__linux__)
        if (death_signal != 0) prctl(PR_SET_PDEATHSIG, death_signal);
#endif
        // The parent may have died before the death signal was set: then none will come.
        if (death_signal != 0 && getppid() != parent) _exit(127);
        // Above 2 first, so that a descriptor that is already 0, 1 or 2 is not clobbered by another's dup2.
        int in = fcntl(stdin_fd, F_DUPFD, 3), out = fcntl(stdout_fd, F_DUPFD, 3), err = fcntl(stderr_fd, F_DUPFD, 3);
        if (in < 0 || out < 0 || err < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) {
            failure = errno;
            (void)write(report[1], &failure, sizeof failure);
            _exit(127);
        }
        close(in);
        close(out);
        close(err);
        // An ignored signal stays ignored across exec; a handled one is reset. Reset these either way.
        int defaults[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        for (unsigned i = 0; i < sizeof defaults / sizeof defaults[0]; i++) sigaction(defaults[i], &dfl, NULL);
        sigset_t none;
        sigemptyset(&none);
        pthread_sigmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
        failure = errno;
        (void)write(report[1], &failure, sizeof failure);
        _exit(127);
    }
    int fork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        errno = fork_errno;
        return -1;
    }
    int exec_errno = 0;
    ssize_t got;
    while ((got = read(report[0], &exec_errno, sizeof exec_errno)) < 0 && errno == EINTR) {}
    close(report[0]);
    if (got == (ssize_t)sizeof exec_errno) {
        // The child could not start the program and has exited: reap it.
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        errno = exec_errno;
        return -1;
    }
    return pid;
}

int diffbench_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

static volatile int forward_fd = -1;

static void forward(int signal) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal;
    if (forward_fd >= 0) (void)write(forward_fd, &byte, 1);
    errno = saved;
}

int diffbench_forward_signals(int write_fd, const int *signals, int count) {
    forward_fd = write_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigset_t unblock;
    sigemptyset(&unblock);
    for (int i = 0; i < count; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
        sigaddset(&unblock, signals[i]);
    }
    // A process started from a thread that blocks them (a dispatch worker: Swift Testing's, or a
    // supervisor's) inherits the block, and then no thread would take the signals: take them here.
    return pthread_sigmask(SIG_UNBLOCK, &unblock, NULL) == 0 ? 0 : -1;
}
