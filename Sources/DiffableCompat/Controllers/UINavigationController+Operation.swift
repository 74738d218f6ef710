#if !canImport(UIKit)
import Foundation

extension UINavigationController {
    /// UIKit's `UINavigationController.Operation`: what a transition does. Shape only.
    public enum Operation: Int, @unchecked Sendable {
        /// No operation. Shape only.
        case none = 0
        /// A push. Shape only.
        case push = 1
        /// A pop. Shape only.
        case pop = 2
    }
}
#endif
