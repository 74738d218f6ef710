#if !canImport(UIKit)
import Foundation

/// A target held weakly: a released target reads as nil (a control's action then goes up the
/// responder chain, as a nil target's does in UIKit). Loading a weak reference is thread-safe, so
/// a notification posted on another thread may read it.
final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject?) { self.object = object }
}
#endif
