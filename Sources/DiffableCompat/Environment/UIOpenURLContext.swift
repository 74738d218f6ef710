#if !canImport(UIKit)
import Foundation

/// UIKit's `UIOpenURLContext`: a URL a scene is asked to open, with its options. Shape only: what
/// a test gives (UIKit has no public initializer; `init(url:options:)` is an extra), delivered
/// through `UIScene.ConnectionOptions.urlContexts` or `scene(_:openURLContexts:)`.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL. Shape only.
    open private(set) var url: URL
    /// How it came to be opened. Shape only.
    open private(set) var options: UIScene.OpenURLOptions

    /// A context a test makes for `url`. Extra (not UIKit API).
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}
#endif
