#if !canImport(UIKit)
import Foundation

/// UIKit's `UIConfigurationStateCustomKey`. Shape only.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
#endif
