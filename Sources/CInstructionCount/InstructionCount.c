#include "InstructionCount.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define DIFFBENCH_HAS_CALLGRIND 1
#endif
#endif

#ifdef DIFFBENCH_HAS_CALLGRIND
int diffbench_count_available(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
void diffbench_count_begin(void) {
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_TOGGLE_COLLECT;
}
void diffbench_count_end(void) {
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_STOP_INSTRUMENTATION;
}
void diffbench_count_begin_all_threads(void) { CALLGRIND_START_INSTRUMENTATION; }
void diffbench_count_end_all_threads(void) { CALLGRIND_STOP_INSTRUMENTATION; }
#else
int diffbench_count_available(void) { return 0; }
void diffbench_count_begin(void) {}
void diffbench_count_end(void) {}
void diffbench_count_begin_all_threads(void) {}
void diffbench_count_end_all_threads(void) {}
#endif
