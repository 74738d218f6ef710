#if !canImport(UIKit)
import Foundation

/// UIKit's `UIShadowProperties` (iOS 18): the shadow a background configuration draws
/// (`UIBackgroundConfiguration.shadowProperties`). Shape only: stored and read back with UIKit's
/// defaults (black, no opacity: no shadow); nothing draws.
public struct UIShadowProperties: Hashable, @unchecked Sendable {
    /// The shadow's colour. Shape only: stored (default black).
    public var color: UIColor = .black
    /// The shadow's opacity. Shape only: stored (default 0, no shadow).
    public var opacity: CGFloat = 0
    /// The shadow's blur radius in points. Shape only: stored (default 0).
    public var radius: CGFloat = 0
    /// The shadow's offset in points. Shape only: stored (default zero).
    public var offset: CGSize = .zero
    /// The shadow's shape, or nil for the background's. Shape only: stored (default nil).
    public var path: UIBezierPath?

    init() {}
}
#endif
