/// Diffed submissions waiting for the ones before them to commit, by sequence: the apply queue's
/// reorder buffer, touched only on the stand-in.
///
/// Its storage grows to the deepest burst that arrived out of order (one worker held up while
/// another ran ahead: up to the whole backlog). Once such a burst has drained the storage goes, so
/// what an idle data source holds does not depend on the deepest burst it ever saw (issue 32: a
/// 64 KB step in a soak's live bytes, 2% of them); storage for the few out-of-order arrivals that
/// two or three workers make all the time is kept, so those allocate nothing.
struct ReorderBuffer<Element> {
    private var waiting: [Int: Element] = [:]

    /// Storage kept when the buffer drains (in elements).
    static var keptCapacity: Int { 12 }

    /// The sequences waiting.
    var sequences: Dictionary<Int, Element>.Keys { waiting.keys }

    /// How many elements the storage holds without growing.
    var capacity: Int { waiting.capacity }

    /// Files `element` under `sequence`. - Complexity: amortized O(1).
    mutating func file(_ element: Element, at sequence: Int) {
        waiting[sequence] = element
    }

    /// Removes and returns the element filed under `sequence`, if any; a drained buffer lets go of
    /// storage beyond `keptCapacity`. - Complexity: amortized O(1).
    mutating func take(_ sequence: Int) -> Element? {
        guard let element = waiting.removeValue(forKey: sequence) else { return nil }
        if waiting.isEmpty && waiting.capacity > Self.keptCapacity { waiting = [:] }
        return element
    }
}
