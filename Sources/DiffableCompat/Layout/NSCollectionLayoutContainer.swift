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
#endif
