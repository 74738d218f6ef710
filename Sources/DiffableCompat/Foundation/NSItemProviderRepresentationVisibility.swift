#if !canImport(UIKit)
import Foundation

/// Foundation's `NSItemProviderRepresentationVisibility`: which processes may load a registered
/// representation, with Foundation's raw values. Shape only: stored, not enforced.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process. Shape only.
    case all = 0
    /// Processes of the same team. Shape only.
    case team = 1
    /// Processes of the same app group. Shape only.
    case group = 2
    /// This process. Shape only.
    case ownProcess = 3
}
#endif
