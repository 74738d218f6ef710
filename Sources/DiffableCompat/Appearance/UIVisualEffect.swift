#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVisualEffect`: a blur or vibrancy a `UIVisualEffectView` draws. Shape only.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}
#endif
