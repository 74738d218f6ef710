/// The newest `capacity` elements of an unbounded stream, oldest first, and how many there were in
/// all: what a data source that runs for a day keeps of its records, violations and warnings.
public struct BoundedHistory<Element: Sendable>: Sendable {
    /// How many elements are kept at most.
    public let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element sits once `storage` is full.
    private var start = 0
    /// Every element ever appended, kept or not.
    public private(set) var totalCount = 0

    /// A history keeping at most `capacity` elements (0 keeps none, only the count).
    public init(capacity: Int) { self.capacity = max(0, capacity) }

    /// Appends `element`, dropping the oldest when full. - Complexity: O(1).
    public mutating func append(_ element: Element) {
        totalCount += 1
        guard capacity > 0 else { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[start] = element
            start = start + 1 == capacity ? 0 : start + 1
        }
    }

    /// The kept elements, oldest first. - Complexity: O(capacity).
    public var elements: [Element] { Array(storage[start...] + storage[..<start]) }

    /// How many elements were dropped to keep within capacity.
    public var droppedCount: Int { totalCount - storage.count }

    /// The newest element, if any. - Complexity: O(1).
    public var last: Element? {
        guard !storage.isEmpty else { return nil }
        return storage[(start + storage.count - 1) % storage.count]
    }
}
