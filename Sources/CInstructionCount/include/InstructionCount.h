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

#endif
