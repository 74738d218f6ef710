#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPointerRegion`: the part of a view a pointer style applies to. Modelled: its
/// rectangle and identifier are kept (`UIPointerInteraction.pointerStyle(at:)` uses them).
@MainActor @preconcurrency
open class UIPointerRegion: NSObject {
    /// The region in the interaction's view. Modelled.
    open private(set) var rect: CGRect
    /// What the delegate called the region. Modelled.
    open private(set) var identifier: AnyHashable?
    /// The axes along which the style latches. Shape only: stored.
    open var latchingAxes: UIAxis = []

    /// A region of `rect`, named `identifier`. Modelled.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// UIKit's `UIPointerRegionRequest`: where the pointer is, when the interaction asks its delegate
/// for a region. Modelled: the location and modifiers of `UIPointerInteraction.pointerStyle(at:)`.
@MainActor @preconcurrency
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view. Modelled.
    open private(set) var location: CGPoint
    /// The modifier keys held. Modelled.
    open private(set) var modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
#endif
