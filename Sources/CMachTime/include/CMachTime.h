// Darwin's mach time functions where Darwin is missing (Linux), declared as <mach/mach_time.h>
// declares them, so that Swift imports them under Darwin's names: a struct and a function that
// share the name `mach_timebase_info` (C keeps structs apart from functions; a Swift module cannot
// declare both, so this is a C module that DiffableCompat re-exports).
//
// The clock is the one iOS devices and Apple silicon have: ticks of 24 MHz with a timebase of
// 125/3 (41.67 ns a tick), so code that takes ticks for nanoseconds is as wrong here as there.
// mach_absolute_time stops while the machine sleeps (CLOCK_MONOTONIC), mach_continuous_time does
// not (CLOCK_BOOTTIME), as on Apple's systems.
#ifndef DIFFBENCH_CMACHTIME_H
#define DIFFBENCH_CMACHTIME_H
#if !defined(__APPLE__)

#include <stdint.h>

typedef int kern_return_t;

#define KERN_SUCCESS 0
#define KERN_INVALID_ARGUMENT 4

struct mach_timebase_info {
    uint32_t numer;
    uint32_t denom;
};

typedef struct mach_timebase_info *mach_timebase_info_t;
typedef struct mach_timebase_info mach_timebase_info_data_t;

/// Writes the tick's length in nanoseconds as numer/denom (125/3); KERN_INVALID_ARGUMENT for NULL.
kern_return_t mach_timebase_info(mach_timebase_info_t info);

/// Ticks since an arbitrary point, not counting time asleep.
uint64_t mach_absolute_time(void);

/// mach_absolute_time, as cheaply as the system can give it (the same clock here).
uint64_t mach_approximate_time(void);

/// Ticks since an arbitrary point, counting time asleep.
uint64_t mach_continuous_time(void);

/// mach_continuous_time, as cheaply as the system can give it (the same clock here).
uint64_t mach_continuous_approximate_time(void);

#endif
#endif
