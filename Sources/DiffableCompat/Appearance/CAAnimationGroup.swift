#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CAAnimationGroup`: animations that run together. Shape only: stored; nothing runs.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations. Shape only: stored.
    open var animations: [CAAnimation]?
}
#endif
