#if !canImport(UIKit)
import Foundation

/// UIKit's `UITransitionContextViewKey` (`.from`, `.to`). Shape only.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view being left. Shape only.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view being shown. Shape only.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
#endif
