// Brackets a region for valgrind's callgrind: instructions are counted only between
// diffbench_count_begin() and diffbench_count_end() when the process runs under
// `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`. Built without valgrind's
// headers (Debian's `valgrind`, which ci/bootstrap installs), the calls do nothing and
// diffbench_count_available() is 0.
#ifndef DIFFBENCH_INSTRUCTION_COUNT_H
#define DIFFBENCH_INSTRUCTION_COUNT_H

/// 1 when built with valgrind's client requests and running under valgrind, else 0.
int diffbench_count_available(void);
/// Starts instrumentation and collection.
void diffbench_count_begin(void);
/// Stops collection and instrumentation.
void diffbench_count_end(void);
/// Starts instrumentation only: under `--instr-atstart=no` with collection on at start (callgrind's
/// default), every thread's instructions count from here, helpers' included (collection is a
/// per-thread state: the toggle in diffbench_count_begin() reaches the calling thread alone).
void diffbench_count_begin_all_threads(void);
/// Stops instrumentation.
void diffbench_count_end_all_threads(void);

#endif
