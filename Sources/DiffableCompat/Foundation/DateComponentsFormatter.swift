#if !canImport(ObjectiveC)
import Foundation

/// Foundation's `DateComponentsFormatter`, which Linux's Foundation declares unavailable; this one
/// shadows it for code importing DiffableCompat. Modelled for English (`en_US`): a time interval or
/// date components split into the allowed units from the largest down (days, hours, minutes,
/// seconds; weeks with `.weekOfMonth`; years and months from `DateComponents` only), then written in
/// the units style: `.positional` "2:10:00", `.abbreviated` "2h 10m", `.brief` "2hr 10min",
/// `.short` "2 hr, 10 min", `.full` and `.spellOut` "2 hours, 10 minutes" (numbers stay digits),
/// with Foundation's zero-formatting rules and `maximumUnitCount`. Not modelled: other locales,
/// fractional units, the approximation and time-remaining phrases.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// Foundation's units styles. Modelled as above.
    public enum UnitsStyle: Int, Sendable {
        /// "2:10:00". Modelled.
        case positional = 0
        /// "2h 10m". Modelled.
        case abbreviated = 1
        /// "2 hr, 10 min". Modelled.
        case short = 2
        /// "2 hours, 10 minutes". Modelled.
        case full = 3
        /// Modelled as `.full` (numbers are not spelled out).
        case spellOut = 4
        /// "2hr 10min". Modelled.
        case brief = 5
    }

    /// Foundation's zero-formatting behaviour, with its raw values. Modelled.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// Modelled.
        public let rawValue: UInt
        /// Modelled.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Positional: drops leading zeros, pads the rest; other styles: drops every zero. Modelled.
        public static let `default` = ZeroFormattingBehavior([])
        /// Modelled.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Modelled.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Modelled.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Modelled.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Modelled.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units written. Modelled; empty means days, hours, minutes and seconds for an interval
    /// (and every unit for date components).
    open var allowedUnits: NSCalendar.Unit = []
    /// Modelled.
    open var unitsStyle: UnitsStyle = .positional
    /// Modelled.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// How many non-zero units at most; 0 is no limit. Modelled.
    open var maximumUnitCount = 0
    /// Shape only: stored.
    open var allowsFractionalUnits = false
    /// Shape only: stored.
    open var collapsesLargestUnit = false
    /// Shape only: stored; no phrase is written.
    open var includesApproximationPhrase = false
    /// Shape only: stored; no phrase is written.
    open var includesTimeRemainingPhrase = false
    /// Shape only: stored.
    open var calendar: Calendar? = nil

    /// A formatter. Modelled.
    public override init() { super.init() }
    /// Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    private static let order: [(NSCalendar.Unit, Int?)] = [
        (.year, nil), (.month, nil), (.weekOfMonth, 604_800), (.day, 86_400), (.hour, 3_600), (.minute, 60), (.second, 1),
    ]

    /// `ti` written in the allowed units. Modelled.
    open func string(from ti: TimeInterval) -> String? {
        // Foundation gives nil for what it cannot write; so here for an interval no Int holds.
        guard ti.isFinite, abs(ti) < 9.2e18 else { return nil }
        let units = allowedUnits.isEmpty ? [.day, .hour, .minute, .second] : allowedUnits
        var remaining = Int(abs(ti).rounded(.down))
        var values: [(NSCalendar.Unit, Int)] = []
        for (unit, seconds) in Self.order where units.contains(unit) {
            guard let seconds else { continue }
            values.append((unit, remaining / seconds))
            remaining %= seconds
        }
        return write(values, negative: ti < 0)
    }

    /// `components` written in the allowed units they hold. Modelled.
    open func string(from components: DateComponents) -> String? {
        let units = allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
        let read: [(NSCalendar.Unit, Int?)] = [
            (.year, components.year), (.month, components.month), (.weekOfMonth, components.weekOfMonth), (.day, components.day),
            (.hour, components.hour), (.minute, components.minute), (.second, components.second),
        ]
        return write(read.compactMap { unit, value in units.contains(unit) ? value.map { (unit, $0) } : nil }, negative: false)
    }

    /// The interval between two dates, written. Modelled as `string(from: endDate.timeIntervalSince(startDate))`.
    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }

    /// Foundation's `string(for:)`: a `TimeInterval`, a number or `DateComponents`. Modelled.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: return string(from: interval)
        case let number as NSNumber: return string(from: number.doubleValue)
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }

    /// Foundation's one-call form. Modelled.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private func write(_ values: [(NSCalendar.Unit, Int)], negative: Bool) -> String? {
        guard !values.isEmpty else { return nil }
        var kept = values
        if unitsStyle == .positional {
            let behavior = zeroFormattingBehavior == .default ? ZeroFormattingBehavior.dropLeading : zeroFormattingBehavior
            if behavior.contains(.dropLeading) && !behavior.contains(.pad) {
                while kept.count > 1, kept[0].1 == 0 { kept.removeFirst() }
            }
            if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
            let text = kept.enumerated().map { index, value in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(value.1) : String(format: "%02d", value.1)
            }.joined(separator: ":")
            return (negative ? "-" : "") + text
        }
        let behavior = zeroFormattingBehavior == .default ? ZeroFormattingBehavior.dropAll : zeroFormattingBehavior
        if behavior.contains(.dropLeading) { while kept.count > 1, kept[0].1 == 0 { kept.removeFirst() } }
        if behavior.contains(.dropTrailing) { while kept.count > 1, kept[kept.count - 1].1 == 0 { kept.removeLast() } }
        if behavior.contains(.dropMiddle), kept.count > 2 {
            kept = [kept[0]] + kept[1..<(kept.count - 1)].filter { $0.1 != 0 } + [kept[kept.count - 1]]
        }
        if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
        let words = kept.map { unit, value in Self.word(value, unit, unitsStyle) }
        let separator = unitsStyle == .short || unitsStyle == .full || unitsStyle == .spellOut ? ", " : " "
        return (negative ? "-" : "") + words.joined(separator: separator)
    }

    private static func word(_ value: Int, _ unit: NSCalendar.Unit, _ style: UnitsStyle) -> String {
        let names: (abbreviated: String, brief: String, short: String, full: String)
        switch unit {
        case .year: names = ("y", "yr", "yr", "year")
        case .month: names = ("mo", "mth", "mth", "month")
        case .weekOfMonth: names = ("w", "wk", "wk", "week")
        case .day: names = ("d", "day", "day", "day")
        case .hour: names = ("h", "hr", "hr", "hour")
        case .minute: names = ("m", "min", "min", "minute")
        default: names = ("s", "sec", "sec", "second")
        }
        switch style {
        case .abbreviated: return "\(value)\(names.abbreviated)"
        case .brief: return "\(value)\(names.brief)"
        case .short: return "\(value) \(unit == .day && value != 1 ? "days" : names.short)"
        default: return "\(value) \(names.full)\(value == 1 ? "" : "s")"
        }
    }
}
#endif
