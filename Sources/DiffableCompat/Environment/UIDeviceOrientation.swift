#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDeviceOrientation`. Shape only.
public enum UIDeviceOrientation: Int, Sendable {
    /// Shape only.
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the orientation is a portrait one. Shape only.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one. Shape only.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
#endif
