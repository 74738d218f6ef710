#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutEnvironment`, what a section provider is given. Main-actor isolated,
/// as in the iOS SDK.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits.
    var traitCollection: UITraitCollection { get }
}
#endif
