#if !canImport(UIKit)
import Foundation

/// Photos' `PHAuthorizationStatus`, with its raw values. Modelled (see `PHPhotoLibrary`).
public enum PHAuthorizationStatus: Int, Sendable {
    /// The user has not decided: the headless app's status until it asks. Modelled.
    case notDetermined = 0
    /// Access is restricted (parental controls). Modelled: reached only when a test answers so.
    case restricted = 1
    /// The user denied access: the headless user's answer unless a test says otherwise. Modelled.
    case denied = 2
    /// The user granted access. Modelled: reached only when a test answers so.
    case authorized = 3
    /// The user granted access to some photos. Modelled: reached only when a test answers so.
    case limited = 4
}
#endif
