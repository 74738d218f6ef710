#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CATextLayerTruncationMode`: where a text layer shortens a line that does not fit.
/// Shape only: Core Animation's raw values; nothing is drawn, so nothing is truncated.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not shortened: wrapped or clipped (`isWrapped`). Core Animation's default. Shape only.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start. Shape only.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end. Shape only.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle. Shape only.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
#endif
