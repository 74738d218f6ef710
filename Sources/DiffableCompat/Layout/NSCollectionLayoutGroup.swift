#if !canImport(UIKit)
import Foundation

/// UIKit's `NSCollectionLayoutGroup`. Shape only: its direction, size, subitems and spacing are
/// stored and read back.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The group's direction. Shape only; an addition (UIKit keeps it private).
    public enum Direction: Sendable {
        /// `.horizontal`, as UIKit's. Shape only: kept, not drawn.
        case horizontal
        /// `.vertical`, as UIKit's. Shape only: kept, not drawn.
        case vertical
        /// `.custom`, as UIKit's. Shape only: kept, not drawn.
        case custom
    }

    /// Shape only: stored.
    public let direction: Direction
    /// Shape only: stored.
    public let subitems: [NSCollectionLayoutItem]
    /// Shape only: the repeat count given to `subitem:count:`, or nil.
    public let count: Int?
    /// Shape only: stored.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The group's supplementary items, settable on a group as in UIKit. Shape only: stored.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    init(direction: Direction, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int? = nil) {
        self.direction = direction
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The item provider of a custom group. Shape only: stored, never called (nothing lays out).
    public private(set) var customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

    /// A group whose items are at the frames `itemProvider` gives. Shape only: the provider is
    /// stored and never called, as nothing lays out.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(direction: .custom, layoutSize: layoutSize, subitems: [])
        group.customItemProvider = itemProvider
        return group
    }

    /// A horizontal group. Shape only.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .horizontal, layoutSize: layoutSize, subitems: subitems)
    }
    /// A horizontal group of `count` copies of `subitem` (iOS 16's `repeatingSubitem:count:` and the
    /// older `subitem:count:`). Shape only.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Shape only.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A vertical group. Shape only.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .vertical, layoutSize: layoutSize, subitems: subitems)
    }
    /// Shape only.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Shape only.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(direction: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}
#endif
