#if DIFFBENCH_INTERNAL_CHECKS
import Synchronization

/// How often a mutator checks its invariants in the checks build: a full check is O(n), so checking
/// after every edit of a large snapshot edited item by item (the workload generators, the fuzzers'
/// churn) is O(n²) and made the checks build's tests six times slower than the plain ones. Up to
/// `alwaysUpTo` elements every mutation checks in full; above it, one mutation in
/// `count / alwaysUpTo` does (a shared counter), so the checks cost about O(alwaysUpTo) per edit.
/// A broken invariant stays broken until the storage is rebuilt, so a large collection's is still
/// caught within a few edits of where it broke; the small collections the fuzzers and property
/// tests use are checked after every edit, as before.
package enum InvariantCheckPolicy {
    /// Collections up to this many elements are checked after every mutation.
    package static let alwaysUpTo = 4_096

    private static let mutations = Atomic<Int>(0)

    /// Whether a mutation of a collection of `count` elements checks in full now.
    package static func checksNow(count: Int) -> Bool {
        guard count > alwaysUpTo else { return true }
        let seen = mutations.add(1, ordering: .relaxed).newValue
        return seen % (count / alwaysUpTo + 1) == 0
    }
}
#endif
