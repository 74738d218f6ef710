#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragAnimating`: lets code add animations alongside a drop's. Shape only: nothing
/// animates here. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds animations to run with the drop's. Shape only.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the drop's animations end. Shape only.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
#endif
