#if !canImport(UIKit)
import Foundation

/// Puts the content view for `configuration` in `container`, reusing `current` when it supports
/// the configuration, as UIKit's cells do. Returns the content view now shown.
@MainActor
func installContentView(for configuration: (any UIContentConfiguration)?, in container: UIView,
                        current: (any UIView & UIContentView)?) -> (any UIView & UIContentView)? {
    guard let configuration else {
        current?.removeFromSuperview()
        return nil
    }
    if let current, current.supports(configuration) {
        current.configuration = configuration
        return current
    }
    current?.removeFromSuperview()
    let made = configuration.makeContentView()
    container.addSubview(made)
    return made
}
#endif
