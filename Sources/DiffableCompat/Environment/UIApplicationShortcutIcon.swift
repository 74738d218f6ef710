#if !canImport(UIKit)
import Foundation

/// UIKit's `UIApplicationShortcutIcon`: a home-screen quick action's icon. Shape only: remembers
/// what it was made from (`type`, `templateImageName`, `systemImageName` are extras a test reads);
/// nothing is drawn.
@MainActor @preconcurrency
open class UIApplicationShortcutIcon: NSObject, @preconcurrency NSCopying {
    /// UIKit's `UIApplicationShortcutIcon.IconType`. Shape only: UIKit's raw values.
    public enum IconType: Int, Sendable {
        /// Shape only.
        case compose = 0, play, pause, add, location, search, share
        /// Shape only.
        case prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation
        /// Shape only.
        case mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm
        /// Shape only.
        case bookmark, shuffle, audio, update
    }

    /// The system icon type it was made with, if any. Extra (not UIKit API).
    public let type: IconType?
    /// The template image name it was made with, if any. Extra (not UIKit API).
    public let templateImageName: String?
    /// The SF Symbol name it was made with, if any. Extra (not UIKit API).
    public let systemImageName: String?

    private init(type: IconType?, templateImageName: String?, systemImageName: String?) {
        self.type = type
        self.templateImageName = templateImageName
        self.systemImageName = systemImageName
        super.init()
    }

    /// A system icon. Shape only.
    public convenience init(type: IconType) { self.init(type: type, templateImageName: nil, systemImageName: nil) }
    /// An icon from an image in the app's bundle. Shape only.
    public convenience init(templateImageName: String) {
        self.init(type: nil, templateImageName: templateImageName, systemImageName: nil)
    }
    /// An icon from an SF Symbol. Shape only.
    public convenience init(systemImageName: String) {
        self.init(type: nil, templateImageName: nil, systemImageName: systemImageName)
    }

    /// The icon itself (icons are immutable). Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
