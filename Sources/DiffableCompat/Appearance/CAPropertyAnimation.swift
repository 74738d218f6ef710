#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAPropertyAnimation`: an animation of one layer property, named by key path.
/// Shape only: stored; nothing runs.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path. Shape only: stored.
    open var keyPath: String?
    /// Whether the value is added to the current one. Shape only: stored.
    open var isAdditive = false
    /// Whether repeats build on the last cycle's end. Shape only: stored.
    open var isCumulative = false

    /// An animation of `path`. Shape only.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
#endif
