#if !canImport(UIKit)
import Foundation

/// WebKit's `WKAudiovisualMediaTypes`: media that needs a user's gesture to play. Shape only:
/// WebKit's raw values.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The raw value. Shape only.
    public let rawValue: UInt
    /// Types from `rawValue`. Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio. Shape only.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video. Shape only.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Every type. Shape only.
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}
#endif
