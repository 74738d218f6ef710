#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPreviewParameters`: how a targeted preview looks. Shape only: the visible and shadow
/// paths and the background colour are stored.
@MainActor @preconcurrency
open class UIPreviewParameters: NSObject, @preconcurrency NSCopying {
    /// The part of the view shown. Shape only: stored (nil: the whole view).
    open var visiblePath: UIBezierPath?
    /// The shadow's outline. Shape only: stored (nil: the visible path's).
    open var shadowPath: UIBezierPath?
    /// The colour behind the view. Shape only: stored; setting nil resets it to UIKit's default
    /// (`.white`).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue ?? .white }
    }
    private var storedBackgroundColor: UIColor = .white

    /// Default parameters. Shape only.
    public override init() { super.init() }

    /// Parameters whose visible path covers the rectangles of some lines of text (each an `NSValue`
    /// of a `CGRect`). Shape only: the rectangles' box is the visible path.
    public convenience init(textLineRects lineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in lineRects { path.append(UIBezierPath(rect: value.rectValue)) }
        visiblePath = path
    }

    /// A copy of the same class with the same values. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = emptyCopy()
        copy.visiblePath = visiblePath
        copy.shadowPath = shadowPath
        copy.backgroundColor = backgroundColor
        return copy
    }

    /// Parameters of this class with the defaults, for `copy(with:)`.
    func emptyCopy() -> UIPreviewParameters { UIPreviewParameters() }
}
#endif
