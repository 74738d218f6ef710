// Tells ThreadSanitizer about synchronization it cannot see: Synchronization.Mutex waits on a futex,
// which TSan does not intercept, so accesses guarded by one look like races to it. Outside a TSan
// build these calls do nothing (the runtime's symbols are weak and absent).
#ifndef DIFFBENCH_SANITIZER_ANNOTATIONS_H
#define DIFFBENCH_SANITIZER_ANNOTATIONS_H

/// After taking a lock: everything released on `address` happens before what follows.
void diffbench_sanitizer_acquire(const void *address);
/// Before giving a lock up: what came before happens before the next acquire on `address`.
void diffbench_sanitizer_release(const void *address);

#endif
