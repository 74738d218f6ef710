#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVAsynchronousKeyValueLoading`: what loads its properties asynchronously (an
/// asset). Modelled for `load(_:isolation:)`; the deprecated key-string loading is not added.
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
    /// Loads `property` and returns its value (iOS 15's `load(.duration)`). Modelled: an asset
    /// answers at once with what the headless device knows of it (see `AVAsset`); a property it
    /// does not know throws `CocoaError(.featureUnsupported)`.
    public func load<T>(_ property: AVAsyncProperty<Self, T>, isolation: isolated (any Actor)? = #isolation) async throws -> T {
        guard let asset = self as? AVAsset, let value = asset.loadedValue(forKey: property.key) as? T else {
            throw CocoaError(.featureUnsupported)
        }
        return value
    }
}
#endif
