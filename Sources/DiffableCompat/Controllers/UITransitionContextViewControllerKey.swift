#if !canImport(UIKit)
import Foundation

/// UIKit's `UITransitionContextViewControllerKey` (`.from`, `.to`). Shape only.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller being left. Shape only.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller being shown. Shape only.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
#endif
