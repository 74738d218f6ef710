#if !canImport(UIKit)
import Foundation

extension UIApplication {
    /// UIKit's `UIApplication.OpenURLOptionsKey`: the keys of the options
    /// `application(_:open:options:)` receives. Shape only: UIKit's raw values.
    public struct OpenURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL. Shape only.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the opening app passed. Shape only.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document is opened in place. Shape only.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// The event attribution. Shape only.
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }
}
#endif
