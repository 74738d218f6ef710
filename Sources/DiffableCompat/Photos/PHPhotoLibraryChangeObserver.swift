#if !canImport(UIKit)
import Foundation

/// Photos' `PHPhotoLibraryChangeObserver`. Shape only: observers register, but the headless
/// library never changes, so nothing calls them. Refines `NSObjectProtocol`; `Sendable`, as in the SDK.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol, Sendable {
    /// The library changed. Shape only: never called.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}
#endif
