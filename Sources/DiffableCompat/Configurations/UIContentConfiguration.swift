#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentConfiguration`: what a cell's `contentConfiguration` holds. Main-actor
/// isolated, as in the iOS SDK. Modelled: a cell makes the configuration's content view with
/// `makeContentView()` and calls `updated(for:)` when its state changes.
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    /// Makes the view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}
#endif
