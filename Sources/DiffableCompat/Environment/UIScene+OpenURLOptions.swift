#if !canImport(UIKit)
import Foundation

extension UIScene {
    /// UIKit's `UIScene.OpenURLOptions`: how a URL came to be opened. Shape only: the values a
    /// test gives (UIKit has no public initializer; `init(sourceApplication:annotation:openInPlace:)`
    /// is an extra).
    @MainActor @preconcurrency
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked. Shape only.
        open private(set) var sourceApplication: String?
        /// What the asking app attached. Shape only.
        open private(set) var annotation: Any?
        /// Whether the document is opened in place. Shape only.
        open private(set) var openInPlace: Bool

        /// Options a test makes for a URL it delivers. Extra (not UIKit API).
        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}
#endif
