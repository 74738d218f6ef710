#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDataDetectorTypes`: what a text view turns into links. Shape only: UIKit's bits.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Shape only.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Shape only.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Shape only.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Shape only.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Shape only.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Shape only.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Shape only.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Shape only.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Shape only.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
#endif
