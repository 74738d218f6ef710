#if !canImport(UIKit)
import Foundation

/// UIKit's `UIInterfaceOrientation`. Shape only: UIKit's raw values (the landscape cases are the
/// device's turned the other way, as UIKit defines them).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Shape only.
    case unknown = 0
    /// Shape only.
    case portrait = 1
    /// Shape only.
    case portraitUpsideDown = 2
    /// Shape only.
    case landscapeLeft = 4
    /// Shape only.
    case landscapeRight = 3

    /// Whether the orientation is portrait or upside down. Modelled.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape. Modelled.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
#endif
