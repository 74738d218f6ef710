#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CABasicAnimation`: one property from a value to another. Shape only: the values
/// are stored; nothing runs, so the layer's property keeps whatever the code set.
open class CABasicAnimation: CAPropertyAnimation {
    /// Shape only: stored.
    open var fromValue: Any?
    /// Shape only: stored.
    open var toValue: Any?
    /// Shape only: stored.
    open var byValue: Any?
}
#endif
