#if !canImport(ObjectiveC)
import Foundation

// Foundation on Linux declares `NSSortDescriptor(key:ascending:)` and `key` unavailable (no
// key-value coding). These, declared in DiffableCompat, shadow them for code that imports it (as
// `NSPredicate(format:)` does); the key is kept beside the descriptor, and fetch requests sort by it.
extension NSSortDescriptor {
    /// A descriptor sorting by the value at `key` (a key path), with Foundation's `compare:`. Modelled.
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, comparison: nil)
    }

    /// A descriptor sorting by the value at `key` with `selector`: `compare:`, `caseInsensitiveCompare:`,
    /// `localizedCompare:`, `localizedCaseInsensitiveCompare:` or `localizedStandardCompare:` (another
    /// sorts as `compare:`). Modelled.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(key: key, ascending: ascending, comparison: selector.map { SortKey.options(forSelectorNamed: $0.description) })
    }

    /// A descriptor sorting by the value at `key` with `cmptr`. Modelled.
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        self.init(keyPath: \SortKey.placeholder, ascending: ascending)
        objc_setAssociatedObject(self, SortKey.address, SortKey(key: key, options: [], comparator: cmptr), .OBJC_ASSOCIATION_RETAIN)
    }

    private convenience init(key: String?, ascending: Bool, comparison: String.CompareOptions?) {
        self.init(keyPath: \SortKey.placeholder, ascending: ascending)
        objc_setAssociatedObject(self, SortKey.address, SortKey(key: key, options: comparison ?? [], comparator: nil), .OBJC_ASSOCIATION_RETAIN)
    }

    /// A descriptor sorting by the value at `keyPath`, of any type, as Foundation's `compare:`
    /// orders values: numbers and booleans by value, strings, dates, nil before everything. Apple's
    /// takes any value; Foundation on Linux asks for a `Comparable` one, so an optional (`String?`,
    /// a managed object's usual attribute) or a `Bool` took none. A `Comparable` value keeps
    /// Foundation's own initializer. Modelled; fetch requests sort by it.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { ValueComparison.compare($0, $1) ?? .orderedSame })
    }

    /// The key path the descriptor sorts by, or nil for one made from a Swift key path. Modelled.
    public var key: String? { sortKey?.key }

    var sortKey: SortKey? { objc_getAssociatedObject(self, SortKey.address) as? SortKey }
}

/// A string-keyed descriptor's key and comparison.
final class SortKey: @unchecked Sendable {
    nonisolated(unsafe) static var tag: UInt8 = 0
    static var address: UnsafeRawPointer { UnsafeRawPointer(withUnsafePointer(to: &tag) { $0 }) }
    let key: String?
    let options: String.CompareOptions
    let comparator: Comparator?
    var placeholder = 0

    init(key: String?, options: String.CompareOptions, comparator: Comparator?) {
        self.key = key
        self.options = options
        self.comparator = comparator
    }

    static func options(forSelectorNamed name: String) -> String.CompareOptions {
        switch name {
        case "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:": return .caseInsensitive
        case "localizedStandardCompare:": return [.caseInsensitive, .numeric]
        default: return []
        }
    }
}

/// Sorting managed objects by their descriptors, string-keyed or Swift key paths, stably.
enum SortOrder {
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        let keys = descriptors.map { ($0, $0.sortKey, $0.ascending) }
        return objects.enumerated().sorted { lhs, rhs in
            for (descriptor, sortKey, ascending) in keys {
                guard let sortKey else {
                    // A Swift key path's descriptor: Foundation compares, ascending or not.
                    let order = descriptor.compare(lhs.element, to: rhs.element)
                    guard order == .orderedSame else { return order == .orderedAscending }
                    continue
                }
                guard let key = sortKey.key else { continue }
                let left = KeyValueLookup.value(at: key, in: lhs.element), right = KeyValueLookup.value(at: key, in: rhs.element)
                let order: ComparisonResult?
                if let comparator = sortKey.comparator, let l = ValueComparison.unwrap(left), let r = ValueComparison.unwrap(right) {
                    order = comparator(l, r)
                } else {
                    order = ValueComparison.compare(left, right, stringOptions: sortKey.options)
                }
                guard let order, order != .orderedSame else { continue }
                return (order == .orderedAscending) == ascending
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
#endif
