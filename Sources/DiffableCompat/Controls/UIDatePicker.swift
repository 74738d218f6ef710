#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDatePicker`. Modelled after iOS 18's data model: `date` reads back the date set,
/// rounded down to the minute interval (when `roundsToMinuteInterval`, UIKit's default, and the
/// interval is 2 or more), then moved inside `minimumDate...maximumDate`; the date set is kept, so
/// loosening a bound brings it back, and when the minimum is after the maximum both are ignored
/// (as the header says). Setting it sends nothing, as in UIKit; `pick(_:)` (a test hook, not UIKit
/// API) is a user's choice: it sets the date and sends `.valueChanged`. `minuteInterval` takes
/// only the divisors of 60 up to 30 and ignores any other value (iOS 18's setter; Apple's page says
/// the default is used instead). `countDownDuration` stays within 0...86,340 seconds (23:59, as
/// Apple documents). `datePickerStyle` resolves `.automatic` as UIKit does on iPhone (`.compact`,
/// or `.wheels` for the count-down timer). Nothing draws; locale, calendar and time zone are
/// stored.
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// UIKit's `UIDatePicker.Mode`. Shape only: UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// Hours and minutes. Shape only.
        case time = 0
        /// Day, month and year. Shape only.
        case date = 1
        /// Both. Shape only.
        case dateAndTime = 2
        /// Hours and minutes of a duration. Shape only.
        case countDownTimer = 3
        /// Month and year (iOS 17.4). Shape only.
        case yearAndMonth = 4
    }

    private var stored = Date()
    /// The date shown: the date set, rounded to the minute interval and moved inside the bounds.
    /// Modelled (UIKit's default: when the picker was made).
    open var date: Date {
        get { inRange(rounded(stored)) }
        set { stored = rounded(newValue) }
    }
    /// The earliest date. Modelled: the date reads back inside it.
    open var minimumDate: Date?
    /// The latest date. Modelled: the date reads back inside it.
    open var maximumDate: Date?
    /// Shape only: stored (UIKit's default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for. Shape only: stored (UIKit's default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style used. Modelled: the preferred one, `.automatic` resolved as on iPhone.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }
    /// Shape only: stored (nil: the current locale).
    open var locale: Locale?
    /// Shape only: stored (the current calendar by default).
    open var calendar: Calendar! = Calendar.current
    /// Shape only: stored (nil: the current time zone).
    open var timeZone: TimeZone?
    private var duration: TimeInterval = 0
    /// The count-down timer's duration in seconds. Modelled (UIKit's default 0): kept within
    /// 0...86,340 (23:59, Apple's documented maximum); NaN is 0 (a guess: UIKit's wheel cannot show it).
    open var countDownDuration: TimeInterval {
        get { duration }
        set { duration = newValue.isNaN ? 0 : min(max(newValue, 0), 86_340) }
    }
    private var interval = 1
    /// The minutes wheel's step. Modelled (UIKit's default 1): only 1, 2, 3, 4, 5, 6, 10, 12, 15,
    /// 20 and 30 are taken; any other value (0, negative, 7, 45, 60) is ignored, as iOS 18's setter
    /// ignores it.
    open var minuteInterval: Int {
        get { interval }
        set { if [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].contains(newValue) { interval = newValue } }
    }
    /// Whether the date is rounded down to the minute interval. Modelled (UIKit's default true, as
    /// iOS 18's data model starts it).
    open var roundsToMinuteInterval = true

    /// Sets the date. Modelled as `date` (nothing animates).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A user's choice of `date` (a test hook, not UIKit API): sets it (read back within the bounds) and sends
    /// `.valueChanged`. A disabled picker ignores it. Modelled.
    public func pick(_ date: Date) {
        guard isEnabled else { return }
        self.date = date
        sendActions(for: .valueChanged)
    }

    /// UIKit's rounding: with an interval of 2 or more, a minute that is not a multiple of it is
    /// rounded down to one (the seconds kept, their fraction dropped), in the picker's calendar and
    /// time zone. A date that is not finite is left as it is.
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, interval >= 2, date.timeIntervalSinceReferenceDate.isFinite else { return date }
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        guard let minute = parts.minute, minute % interval != 0 else { return date }
        parts.minute = minute / interval * interval
        return calendar.date(from: parts) ?? date
    }

    /// UIKit's date range: no change inside it or when the minimum is after the maximum, else the
    /// nearer bound.
    private func inRange(_ date: Date) -> Date {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { return minimumDate }
        if let maximumDate, date > maximumDate { return maximumDate }
        return date
    }
}
#endif
