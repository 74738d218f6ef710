#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationSettings`: the app's authorization and what the user allows.
/// Modelled from the headless center's authorization and the options granted with it:
/// - when not determined, every setting `.notSupported`, alert style `.none`;
/// - when denied, alert, sound, badge, lock screen and Notification Center `.disabled`;
/// - when authorized (or ephemeral), alert, lock screen and Notification Center `.enabled` when `.alert`
///   was granted, sound with `.sound`, badge with `.badge`, critical alerts with `.criticalAlert`,
///   the rest `.disabled`; alert style `.banner` with alerts;
/// - when provisional, Notification Center `.enabled` only, as quiet delivery shows nowhere else.
/// CarPlay, announcements, time-sensitive delivery and direct messages are `.notSupported` (no car,
/// no Siri, no entitlement); previews show `.always`. Apps do not make settings.
open class UNNotificationSettings: NSObject, NSCopying {
    /// The app's authorization. Modelled.
    public let authorizationStatus: UNAuthorizationStatus
    private let granted: UNAuthorizationOptions

    init(authorizationStatus: UNAuthorizationStatus, granted: UNAuthorizationOptions) {
        self.authorizationStatus = authorizationStatus
        self.granted = granted
        super.init()
    }

    /// The setting for what `option` grants, by the rules above.
    private func setting(for option: UNAuthorizationOptions) -> UNNotificationSetting {
        switch authorizationStatus {
        case .notDetermined: return .notSupported
        case .denied: return .disabled
        case .provisional: return .disabled
        case .authorized, .ephemeral: return granted.contains(option) ? .enabled : .disabled
        }
    }

    /// Sounds. Modelled.
    open var soundSetting: UNNotificationSetting { setting(for: .sound) }
    /// The icon badge. Modelled.
    open var badgeSetting: UNNotificationSetting { setting(for: .badge) }
    /// Alerts. Modelled.
    open var alertSetting: UNNotificationSetting { setting(for: .alert) }
    /// Notification Center. Modelled: enabled provisionally too.
    open var notificationCenterSetting: UNNotificationSetting {
        authorizationStatus == .provisional ? .enabled : setting(for: .alert)
    }
    /// The lock screen. Modelled.
    open var lockScreenSetting: UNNotificationSetting { setting(for: .alert) }
    /// CarPlay. Modelled: `.notSupported`, there is no car.
    open var carPlaySetting: UNNotificationSetting { .notSupported }
    /// Critical alerts (iOS 12). Modelled: enabled only when asked for and allowed.
    open var criticalAlertSetting: UNNotificationSetting {
        setting(for: .criticalAlert) == .enabled ? .enabled : .notSupported
    }
    /// Siri announcements (iOS 13). Modelled: `.notSupported`.
    open var announcementSetting: UNNotificationSetting { .notSupported }
    /// Time-sensitive delivery (iOS 15). Modelled: `.notSupported`.
    open var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    /// Delivery in a scheduled summary (iOS 15). Modelled: `.disabled` once the user was asked.
    open var scheduledDeliverySetting: UNNotificationSetting { authorizationStatus == .notDetermined ? .notSupported : .disabled }
    /// Direct messages (iOS 15). Modelled: `.notSupported`.
    open var directMessagesSetting: UNNotificationSetting { .notSupported }
    /// How alerts show. Modelled: `.banner` when alerts are enabled, else `.none`.
    open var alertStyle: UNAlertStyle { alertSetting == .enabled ? .banner : .none }
    /// When previews show (iOS 11). Shape only: `.always`.
    open var showPreviewsSetting: UNShowPreviewsSetting { .always }
    /// Whether the app said it has its own settings screen (iOS 12). Modelled: the option was granted.
    open var providesAppNotificationSettings: Bool {
        authorizationStatus != .notDetermined && authorizationStatus != .denied && granted.contains(.providesAppNotificationSettings)
    }

    /// Itself: settings are a snapshot. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
