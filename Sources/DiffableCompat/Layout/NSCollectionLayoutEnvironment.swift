#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutContainer`: the size a section provider lays out in. Main-actor
/// isolated, as in the iOS SDK.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's `NSCollectionLayoutEnvironment`, what a section provider is given. Main-actor isolated,
/// as in the iOS SDK.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment a headless layout calls its section provider with: the container's size (the
/// collection view's bounds), no insets, the headless default traits. Modelled.
final class HeadlessLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
    let traitCollection = UITraitCollection()

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init()
    }
}
#endif
