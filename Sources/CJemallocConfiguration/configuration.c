// jemalloc reads `malloc_conf` once, at its first allocation. Linked only with the command-line tool
// (through JemallocProbe), as jemalloc itself is.
//
// By default jemalloc serves every allocation of 8 MiB or more from a dedicated arena and hands
// freed pages back to the system at once (muzzy pages decay in 0 ms), so each copy of a
// million-item snapshot (28 MB: identifiers, index, section of each item) page-faults all of its
// memory anew: ~7 ms of a 1% derived edit, measured with `run --profile load` (1M items, 1%: 50 Hz
// within a frame before, 78–101 Hz after; at 10%: none before, 23–30 Hz after). Neither glibc's
// malloc (which `swift test` uses) nor Apple's does that to a block freed and allocated again at
// the same size, so the load profile would measure jemalloc's policy rather than the snapshot.
// oversize_threshold:0 serves large blocks from the ordinary arenas; muzzy_decay_ms:-1 leaves
// decayed pages MADV_FREE'd (the kernel takes them back under memory pressure) instead of unmapped.
// The soak cases still show resident memory flat over their applies.
const char *malloc_conf = "oversize_threshold:0,muzzy_decay_ms:-1";
