#if !canImport(UIKit)
import Foundation

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
