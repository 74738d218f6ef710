#if !canImport(UIKit)
import Foundation

/// Foundation's `NSDiscardableContent`: an object whose content may be thrown away while nobody is
/// accessing it (image caches keep their entries this way). Linux's Foundation lacks the protocol.
/// Shape only: on Apple's systems `NSCache` asks such an object before evicting it and discards its
/// content under memory pressure; Linux's `NSCache` never asks, and no memory pressure comes here,
/// so an object's content is discarded only when the app calls `discardContentIfPossible()`.
/// Class-only, as the SDK's Objective-C protocol is.
public protocol NSDiscardableContent: AnyObject {
    /// Marks the content as in use; false when it was discarded already.
    func beginContentAccess() -> Bool
    /// Marks the content as no longer in use by this caller.
    func endContentAccess()
    /// Discards the content when no one is accessing it.
    func discardContentIfPossible()
    /// Whether the content was discarded.
    func isContentDiscarded() -> Bool
}
#endif
