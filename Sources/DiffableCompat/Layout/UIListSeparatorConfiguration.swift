#if !canImport(UIKit)
import Foundation

/// UIKit's `UIListSeparatorConfiguration`: how a list's item separators look
/// (`UICollectionLayoutListConfiguration.separatorConfiguration`, and per item through its
/// `itemSeparatorHandler`). Shape only: stored and read back with UIKit's defaults; nothing draws.
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    /// UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable {
        /// The list decides, UIKit's default. Shape only.
        case automatic = 0
        /// Shown. Shape only.
        case visible = 1
        /// Hidden. Shape only.
        case hidden = 2
    }

    /// UIKit's marker for the system's insets (every edge `CGFloat.leastNormalMagnitude`, as UIKit's).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .leastNormalMagnitude, leading: .leastNormalMagnitude,
                                                                bottom: .leastNormalMagnitude, trailing: .leastNormalMagnitude)

    /// The separator above the item. Shape only: stored (default `.automatic`).
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the item. Shape only: stored (default `.automatic`).
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The insets of the separator above. Shape only: stored (default `automaticInsets`).
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below. Shape only: stored (default `automaticInsets`).
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour. Shape only: stored (default `.separator`).
    public var color: UIColor = .separator
    /// The separators' colour in multiple selection. Shape only: stored (default `.separator`).
    public var multipleSelectionColor: UIColor = .separator
    /// A visual effect the separators draw with. Shape only: stored (default nil).
    public var visualEffect: UIVisualEffect?

    /// The separators of a list of `listAppearance`, with UIKit's defaults. Shape only: the
    /// defaults are the same for every appearance here.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
#endif
