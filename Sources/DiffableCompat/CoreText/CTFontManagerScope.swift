#if !canImport(UIKit)
import Foundation

/// Core Text's `CTFontManagerScope`: how long and for whom a font registration lasts. Modelled:
/// every scope registers for this process only (`.persistent` does not outlive it).
/// `kCTFontManagerScopeSession` is macOS-only and left out.
public enum CTFontManagerScope: UInt32, @unchecked Sendable {
    /// No scope. Modelled: registers as `.process`.
    case none = 0
    /// This process, until it ends. Modelled.
    case process = 1
    /// The user's, across launches. Modelled: this process only.
    case persistent = 2

    /// The same as `.persistent`, as in the SDK. Modelled.
    public static var user: CTFontManagerScope { .persistent }
}
#endif
