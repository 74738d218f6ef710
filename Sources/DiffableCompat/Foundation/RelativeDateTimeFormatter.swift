#if !canImport(ObjectiveC)
import Foundation

/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks. Modelled for English
/// (`en_US`): the interval is written in its largest whole unit (seconds under a minute, minutes
/// under an hour, hours under a day, days under a week, weeks under 30 days, months of 30 days under
/// 365 days, then years; truncated toward zero), "in 2 hours" ahead and "2 hours ago" behind, in the
/// units style: `.full` "2 hours", `.short` "2 hr.", `.abbreviated` "2h"; `.spellOut` as `.full`
/// (numbers stay digits). `.named` says "now", "yesterday", "tomorrow", "last week", "next month",
/// "last year"... where English has a word. Not modelled: other locales, calendar-aware day
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
        let value = Int((magnitude / length).rounded(.towardZero))
        return phrase(value, unit, ahead: timeInterval >= 0)
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
        return phrase(abs(value), part.0, ahead: value > 0)
    }

    /// A `Date` relative to now; nil for anything else. Modelled.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private enum Unit { case second, minute, hour, day, week, month, year }

    private func phrase(_ value: Int, _ unit: Unit, ahead: Bool) -> String {
        if dateTimeStyle == .named, let named = Self.named(value, unit, ahead: ahead) { return named }
        let amount = "\(value)" + word(value, unit)
        return ahead ? "in \(amount)" : "\(amount) ago"
    }

    private static func named(_ value: Int, _ unit: Unit, ahead: Bool) -> String? {
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

    private func word(_ value: Int, _ unit: Unit) -> String {
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
