#include "CMachTime.h"
#if !defined(__APPLE__)
#include <stddef.h>
#include <time.h>

// 24 MHz ticks: 3 ticks every 125 ns.
enum { tickNumer = 125, tickDenom = 3 };

static uint64_t ticks(clockid_t clock) {
    struct timespec now;
    if (clock_gettime(clock, &now) != 0) {
        return 0;
    }
    unsigned __int128 nanoseconds = (unsigned __int128)now.tv_sec * 1000000000u + (unsigned __int128)now.tv_nsec;
    return (uint64_t)(nanoseconds * tickDenom / tickNumer);
}

kern_return_t mach_timebase_info(mach_timebase_info_t info) {
    if (info == NULL) {
        return KERN_INVALID_ARGUMENT;
    }
    info->numer = tickNumer;
    info->denom = tickDenom;
    return KERN_SUCCESS;
}

uint64_t mach_absolute_time(void) { return ticks(CLOCK_MONOTONIC); }

uint64_t mach_approximate_time(void) { return ticks(CLOCK_MONOTONIC); }

uint64_t mach_continuous_time(void) { return ticks(CLOCK_BOOTTIME); }

uint64_t mach_continuous_approximate_time(void) { return ticks(CLOCK_BOOTTIME); }
#endif
