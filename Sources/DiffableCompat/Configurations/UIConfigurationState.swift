#if !canImport(UIKit)
import Foundation

/// UIKit's `UIConfigurationState`. Main-actor isolated, as in the iOS SDK.
@MainActor @preconcurrency
public protocol UIConfigurationState {
    /// The traits. Shape only: the headless default.
    var traitCollection: UITraitCollection { get set }
    /// A custom state's value.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
#endif
