#if !canImport(UIKit)
import Foundation

/// Hugging and compression-resistance priorities per axis, as UIKit's defaults (250 and 750).
struct LayoutPriorities {
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
}
#endif
