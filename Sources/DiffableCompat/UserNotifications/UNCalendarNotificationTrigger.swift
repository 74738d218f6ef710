#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNCalendarNotificationTrigger`: fires when the date matches the given
/// components (the next 8:30 for `hour: 8, minute: 30`), once or repeatedly. Modelled: the next date
/// is Foundation's `Calendar.nextDate(after:matching:matchingPolicy:)` in the components' calendar
/// (the current one when they have none); nothing fires by itself headlessly.
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    /// The components it matches. Modelled.
    public let dateComponents: DateComponents

    /// A trigger firing when the date matches `dateComponents`. Modelled.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, or nil when none does (or they name
    /// no date field). Modelled.
    open func nextTriggerDate() -> Date? {
        var matching = dateComponents
        let calendar = matching.calendar ?? Calendar.current
        matching.calendar = nil
        let fields: [Calendar.Component] = [.era, .year, .month, .day, .hour, .minute, .second, .weekday,
                                            .weekdayOrdinal, .weekOfMonth, .weekOfYear, .yearForWeekOfYear, .nanosecond]
        guard fields.contains(where: { matching.value(for: $0) != nil }) else { return nil }
        return calendar.nextDate(after: Date(), matching: matching, matchingPolicy: .nextTime)
    }
}
#endif
