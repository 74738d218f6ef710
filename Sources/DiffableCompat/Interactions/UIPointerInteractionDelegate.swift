#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPointerInteractionDelegate`. Every requirement is optional in UIKit and has UIKit's
/// default here. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    /// The region for a pointer at `request.location`. Modelled: asked by
    /// `UIPointerInteraction.pointerStyle(at:)`. Default: `defaultRegion` (the view's bounds).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style over `region`. Modelled: asked after the region. Default nil: the system style.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`. Shape only: nothing moves a pointer. Default: nothing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer is leaving `region`. Shape only. Default: nothing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// `defaultRegion`. Modelled.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    /// Nil: the system style. Modelled.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    /// Nothing. Shape only.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
    /// Nothing. Shape only.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
}
#endif
