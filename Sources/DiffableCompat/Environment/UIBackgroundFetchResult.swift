#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBackgroundFetchResult`: what a background fetch or remote notification handler
/// reports. Shape only: UIKit's raw values; nothing fetches in the background here.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data arrived. Shape only.
    case newData = 0
    /// There was nothing new. Shape only.
    case noData = 1
    /// The fetch failed. Shape only.
    case failed = 2
}
#endif
