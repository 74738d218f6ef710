#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewControllerTransitioningDelegate`: vends custom presentation animators. Shape
/// only: its requirements are optional in UIKit and there are no transitions here, so it declares
/// none; a controller adopts it and sets itself as `transitioningDelegate` as on iOS.
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
#endif
