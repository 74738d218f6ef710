#if !canImport(UIKit)
import Foundation

// Snapshots stand in for the view at its size: with no renderer there are no pixels to copy, so a
// snapshot is a plain view of the same bounds and a drawn hierarchy is the view's background colour.
extension UIView {
    /// A snapshot of the view: a new plain `UIView` with this view's bounds as its frame and this
    /// view's background colour, in no superview. Modelled at that size; no content is copied (no
    /// renderer). UIKit may return nil for a view off screen; this one never does.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }

    /// A snapshot of `rect` (in this view's coordinates) whose edges stretch by `capInsets`: a new
    /// plain `UIView` of `rect`'s size, as `snapshotView(afterScreenUpdates:)`. Modelled at that size;
    /// the insets are shape only.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }

    /// Draws the view and its subviews into the current image context (`UIGraphicsImageRenderer`,
    /// `UIGraphicsBeginImageContext`): the image takes the view's background colour, when it has
    /// one. Modelled in that only (nothing else is drawn); returns true when there is a context to
    /// draw into, false otherwise, as UIKit's returns false when it cannot draw (a guess for the
    /// headless case).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = HeadlessImageContext.current else { return false }
        if let backgroundColor { context.filledColor = backgroundColor }
        return true
    }
}
#endif
