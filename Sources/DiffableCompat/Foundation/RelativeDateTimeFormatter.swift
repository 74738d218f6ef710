#if !canImport(ObjectiveC)
import Foundation

/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks. Modelled for English
/// (`en_US`): the interval is written in its largest whole unit (seconds under a minute, minutes
/// under an hour, hours under a day, days under a week, weeks under 30 days, months of 30 days under
/// 365 days, then years; truncated toward zero), "in 2 hours" ahead and "2 hours ago" behind, in the
/// units style: `.full` "2 hours", `.short` "2 hr.", `.abbreviated` "2h"; `.spellOut` as `.full`
/// (numbers stay digits). `.named` says "now", "yesterday", "tomorrow", "last week", "next month",
/// "last year"... where English has a word. Numbers from 1,000 up are grouped in threes, as
/// en_US's number format writes them ("in 1,999 years"); an interval too large for an `Int` is
/// written with its shortest digits and zeros after them, as ICU writes a huge double. A not-a-number
/// or infinite interval gives "" (a guess: Foundation's ICU formatter has no number to write).
/// Not modelled: other locales, calendar-aware day
/// boundaries (Foundation counts a date after midnight yesterday as "yesterday"; this counts 24 hours).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether named phrases ("yesterday") replace numbers ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago". Modelled.
        case numeric = 0
        /// "yesterday". Modelled.
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago". Modelled.
        case full = 0
        /// Modelled as `.full` (numbers are not spelled out).
        case spellOut = 1
        /// "2 hr. ago". Modelled.
        case short = 2
        /// "2h ago". Modelled.
        case abbreviated = 3
    }

    /// Numeric or named phrases. Modelled; `.numeric` by default, as Foundation's.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The units style. Modelled; `.full` by default, as Foundation's.
    open var unitsStyle: UnitsStyle = .full
    /// The capitalization context. Shape only: stored (`.unknown` by default).
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar. Shape only: stored (the current calendar by default).
    open var calendar: Calendar! = Calendar.current
    /// The locale. Shape only: stored; the text is English whatever it is.
    open var locale: Locale! = Locale.current

    /// A formatter with Foundation's defaults.
    public override init() { super.init() }
    /// Shape only: a formatter with the defaults.
    public required init?(coder: NSCoder) { super.init() }

    /// `date` relative to `referenceDate` ("2 hours ago" when `date` is earlier). Modelled.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval from now ("in 5 minutes" when positive, "5 minutes ago" when negative). Modelled.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        guard timeInterval.isFinite else { return "" }
        let magnitude = abs(timeInterval)
        let steps: [(Unit, TimeInterval, TimeInterval)] = [
            (.second, 1, 60), (.minute, 60, 3_600), (.hour, 3_600, 86_400), (.day, 86_400, 604_800),
            (.week, 604_800, 2_592_000), (.month, 2_592_000, 31_536_000), (.year, 31_536_000, .infinity),
        ]
        let (unit, length, _) = steps.first { magnitude < $0.2 } ?? steps[steps.count - 1]
        // A double, not an `Int`: a huge interval (1e300 seconds) has more years than an `Int` holds.
        return phrase((magnitude / length).rounded(.towardZero), unit, ahead: timeInterval >= 0)
    }

    /// Date components relative to now: the largest non-zero of years, months, weeks, days, hours,
    /// minutes and seconds ("in 0 seconds", or "now" named, when all are zero). Modelled.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let parts: [(Unit, Int?)] = [
            (.year, dateComponents.year), (.month, dateComponents.month),
            (.week, dateComponents.weekOfMonth ?? dateComponents.weekOfYear), (.day, dateComponents.day),
            (.hour, dateComponents.hour), (.minute, dateComponents.minute), (.second, dateComponents.second),
        ]
        guard let part = parts.first(where: { ($0.1 ?? 0) != 0 }), let value = part.1 else {
            return phrase(0, .second, ahead: true)
        }
        // `magnitude`, not `abs`: `abs(Int.min)` traps.
        return phrase(Double(value.magnitude), part.0, ahead: value > 0)
    }

    /// A `Date` relative to now; nil for anything else. Modelled.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private enum Unit { case second, minute, hour, day, week, month, year }

    /// `value` is a whole, non-negative number of `unit`s.
    private func phrase(_ value: Double, _ unit: Unit, ahead: Bool) -> String {
        if dateTimeStyle == .named, let named = Self.named(value, unit, ahead: ahead) { return named }
        let amount = Self.digits(value) + word(value, unit)
        return ahead ? "in \(amount)" : "\(amount) ago"
    }

    /// A whole, non-negative `value` in en_US digits: grouped in threes from 1,000; beyond 2^53 (where
    /// a double no longer holds every whole number) its shortest digits followed by zeros, as ICU.
    static func digits(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "0" }
        var plain: String
        if value < 9_007_199_254_740_992 {
            plain = String(Int64(value))
        } else {
            // "3.1709791983764586e+292": the digits, then as many zeros as the exponent asks.
            let parts = "\(value)".lowercased().split(separator: "e")
            if parts.count == 2, let exponent = Int(parts[1].replacingOccurrences(of: "+", with: "")) {
                var mantissa = parts[0].replacingOccurrences(of: ".", with: "")
                while mantissa.count > 1, mantissa.hasSuffix("0") { mantissa.removeLast() }
                plain = mantissa + String(repeating: "0", count: max(0, exponent + 1 - mantissa.count))
            } else {
                plain = String(format: "%.0f", value)
            }
        }
        guard plain.count > 3 else { return plain }
        var grouped = ""
        for (offset, character) in plain.enumerated() {
            if offset > 0, (plain.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        return grouped
    }

    private static func named(_ value: Double, _ unit: Unit, ahead: Bool) -> String? {
        if value == 0 {
            switch unit {
            case .second: return "now"
            case .minute: return "this minute"
            case .hour: return "this hour"
            case .day: return "today"
            case .week: return "this week"
            case .month: return "this month"
            case .year: return "this year"
            }
        }
        guard value == 1 else { return nil }
        switch unit {
        case .day: return ahead ? "tomorrow" : "yesterday"
        case .week: return ahead ? "next week" : "last week"
        case .month: return ahead ? "next month" : "last month"
        case .year: return ahead ? "next year" : "last year"
        case .second, .minute, .hour: return nil
        }
    }

    private func word(_ value: Double, _ unit: Unit) -> String {
        let one = value == 1
        switch unitsStyle {
        case .abbreviated:
            switch unit {
            case .second: return "s"
            case .minute: return "m"
            case .hour: return "h"
            case .day: return "d"
            case .week: return "w"
            case .month: return "mo"
            case .year: return "y"
            }
        case .short:
            switch unit {
            case .second: return " sec."
            case .minute: return " min."
            case .hour: return " hr."
            case .day: return one ? " day" : " days"
            case .week: return " wk."
            case .month: return " mo."
            case .year: return " yr."
            }
        case .full, .spellOut:
            let names: [Unit: String] = [.second: "second", .minute: "minute", .hour: "hour", .day: "day",
                                         .week: "week", .month: "month", .year: "year"]
            return " " + (names[unit] ?? "") + (one ? "" : "s")
        }
    }
}
#endif
