#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDatePicker`. Modelled: `date` stays within `minimumDate...maximumDate` (setting a
/// bound moves it inside); setting it sends nothing, as in UIKit; `pick(_:)` (an addition) is a
/// user's choice: it sets the date and sends `.valueChanged`. `datePickerStyle` resolves
/// `.automatic` as UIKit does on iPhone (`.compact`, or `.wheels` for the count-down timer).
/// Nothing draws; locale, calendar and time zone are stored.
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

    private var current = Date()
    /// The date shown, within the bounds. Modelled (UIKit's default: when the picker was made).
    open var date: Date {
        get { current }
        set { current = clamped(newValue) }
    }
    /// The earliest date. Modelled: the date moves inside it.
    open var minimumDate: Date? { didSet { current = clamped(current) } }
    /// The latest date. Modelled: the date moves inside it.
    open var maximumDate: Date? { didSet { current = clamped(current) } }
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
    /// The count-down timer's duration. Shape only: stored (UIKit's default 0).
    open var countDownDuration: TimeInterval = 0
    /// Shape only: stored (UIKit's default 1).
    open var minuteInterval = 1
    /// Shape only: stored (UIKit's default false).
    open var roundsToMinuteInterval = false

    /// Sets the date. Modelled as `date` (nothing animates).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A user's choice of `date` (an addition): sets it (within the bounds) and sends
    /// `.valueChanged`. A disabled picker ignores it. Modelled.
    public func pick(_ date: Date) {
        guard isEnabled else { return }
        self.date = date
        sendActions(for: .valueChanged)
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let maximumDate, date > maximumDate { date = maximumDate }
        if let minimumDate, date < minimumDate { date = minimumDate }
        return date
    }
}
#endif
