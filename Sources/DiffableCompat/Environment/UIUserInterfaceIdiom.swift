#if !canImport(UIKit)
import Foundation

/// UIKit's `UIUserInterfaceIdiom`. Shape only.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Shape only.
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}
#endif
