#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewTransitionLayout`: the layout an interactive change of layout runs
/// through (`startInteractiveTransition(to:completion:)`). Shape only: the two layouts, the progress
/// and the animated values are stored and read back; nothing lays out or animates.
@MainActor @preconcurrency
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout transitioned from. Shape only.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout transitioned to. Shape only.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the transition has gone, from 0 to 1. Shape only: stored (setting it invalidates the
    /// layout in UIKit; nothing lays out here).
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`. Shape only.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// A transition layout decoded from an archive. Shape only: nil (nothing is decoded; it has no layouts).
    public required init?(coder: NSCoder) { return nil }

    /// Keeps `value` for `key`, a value of the app's own that the transition animates. Modelled:
    /// stored, read back by `value(forAnimatedKey:)`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value kept for `key`, or 0 when none is. Modelled.
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }
}
#endif
