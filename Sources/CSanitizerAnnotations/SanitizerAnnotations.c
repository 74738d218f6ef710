#include "SanitizerAnnotations.h"

// ThreadSanitizer's annotation interface (compiler-rt tsan_interface.h); weak, so a build without
// the TSan runtime links and the calls below see null.
__attribute__((weak)) extern void __tsan_acquire(void *address);
__attribute__((weak)) extern void __tsan_release(void *address);

void diffbench_sanitizer_acquire(const void *address) {
    if (__tsan_acquire) __tsan_acquire((void *)address);
}

void diffbench_sanitizer_release(const void *address) {
    if (__tsan_release) __tsan_release((void *)address);
}
