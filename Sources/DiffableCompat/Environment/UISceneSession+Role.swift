#if !canImport(UIKit)
import Foundation

extension UISceneSession {
    /// UIKit's `UISceneSession.Role`: what a scene is for. Shape only: UIKit's raw values; the
    /// headless launch connects one `.windowApplication` scene.
    public struct Role: Hashable, Equatable, RawRepresentable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive window on the device's screen. Shape only.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (iOS 16). Shape only.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// A window on an external display. Shape only; deprecated in UIKit (iOS 16).
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
    }
}
#endif
