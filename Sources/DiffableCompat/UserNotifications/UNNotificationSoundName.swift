#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNNotificationSoundName`: the name of a sound file in the app's bundle. Modelled.
public struct UNNotificationSoundName: Hashable, Equatable, RawRepresentable, Sendable {
    /// The file name. Modelled.
    public let rawValue: String
    /// A name. Modelled.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name. Modelled.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
#endif
