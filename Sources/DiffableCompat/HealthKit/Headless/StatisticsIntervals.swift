#if !canImport(UIKit)
import Foundation

/// The intervals of a statistics collection: the anchor date moved by whole multiples of the
/// interval components, in the current calendar (so a day is a calendar day across daylight saving).
struct StatisticsIntervals: Sendable {
    let anchor: Date
    let components: DateComponents
    private let calendar = Calendar.current

    /// Whether the components move a date forward at all (`DateComponents(day: 1)` does; none do not).
    var isValid: Bool { boundary(1) > anchor }

    init(anchor: Date, components: DateComponents) {
        self.anchor = anchor
        self.components = components
    }

    /// The start of interval `index` (interval 0 starts at the anchor; negative ones before it).
    func boundary(_ index: Int) -> Date {
        var scaled = DateComponents()
        let fields: [(WritableKeyPath<DateComponents, Int?>)] = [\.era, \.year, \.month, \.day, \.hour, \.minute, \.second, \.nanosecond, \.weekOfYear]
        for field in fields { if let value = components[keyPath: field] { scaled[keyPath: field] = value * index } }
        return calendar.date(byAdding: scaled, to: anchor) ?? anchor
    }

    /// The interval that holds `date`: estimated from the first interval's length, then moved until
    /// its start is at or before `date` and the next one's after.
    func index(containing date: Date) -> Int {
        let length = boundary(1).timeIntervalSince(anchor)
        guard length > 0 else { return 0 }
        let estimate = (date.timeIntervalSince(anchor) / length).rounded(.down)
        var index = Int(max(min(estimate, Double(Int32.max)), Double(Int32.min)))
        while boundary(index) > date { index -= 1 }
        while boundary(index + 1) <= date { index += 1 }
        return index
    }
}
#endif
