#if !canImport(UIKit)
import Foundation

/// The image contexts `UIGraphicsBeginImageContextWithOptions` opens on this thread, innermost
/// last (per thread, as UIKit's): what a drawing made (its size, scale and fill colour).
final class HeadlessImageContext {
    private static let stackKey = "DiffableCompat.UIGraphics.imageContexts"
    static var stack: [HeadlessImageContext] {
        get { Thread.current.threadDictionary[stackKey] as? [HeadlessImageContext] ?? [] }
        set { Thread.current.threadDictionary[stackKey] = newValue }
    }
    static var current: HeadlessImageContext? { stack.last }

    let size: CGSize
    let scale: CGFloat
    var fillColor: UIColor = .black
    var filledColor: UIColor?

    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    /// The image drawn so far: its size and scale, and the colour a fill covered it with.
    var image: UIImage { UIImage(drawnSize: size, scale: scale, color: filledColor) }

    /// The Core Graphics context drawing into this one: one object for the context's life, as
    /// `UIGraphicsGetCurrentContext()` answers the same context each time UIKit is asked.
    private(set) lazy var cgContext = CGContext(drawingInto: self)
}

/// UIKit's `UIGraphicsBeginImageContextWithOptions`: opens an image context of `size` (deprecated in
/// iOS 17 for `UIGraphicsImageRenderer`). Modelled: contexts nest, per thread; a scale of 0 is the
/// screen's (3).
@available(iOS, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    HeadlessImageContext.stack.append(HeadlessImageContext(size: size, scale: scale == 0 ? 3 : scale))
}

/// UIKit's `UIGraphicsBeginImageContext`: an image context of `size` at scale 1 (deprecated in iOS
/// 17). Modelled.
@available(iOS, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    HeadlessImageContext.stack.append(HeadlessImageContext(size: size, scale: 1))
}

/// UIKit's `UIGraphicsGetCurrentContext`: the Core Graphics context of the current image context.
/// Modelled: the same `CGContext` for a context's life; its fills colour the image
/// `UIGraphicsGetImageFromCurrentImageContext()` returns; nil with no image context (no view draws
/// here, so `draw(_:)` never has one).
public func UIGraphicsGetCurrentContext() -> CGContext? { HeadlessImageContext.current?.cgContext }

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext`: the image drawn in the current context
/// (deprecated in iOS 17). Modelled: its size, scale and fill colour; nil with no context.
@available(iOS, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { HeadlessImageContext.current?.image }

/// UIKit's `UIGraphicsEndImageContext`: closes the current image context (deprecated in iOS 17).
/// Modelled; with none, nothing.
@available(iOS, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsEndImageContext() { _ = HeadlessImageContext.stack.popLast() }

/// UIKit's `UIRectFill`: fills `rect` with the current fill colour. Modelled: the current image
/// context records the colour (`UIColor.setFill()`); with no context, nothing.
public func UIRectFill(_ rect: CGRect) {
    guard let context = HeadlessImageContext.current else { return }
    context.filledColor = context.fillColor
}
#endif
