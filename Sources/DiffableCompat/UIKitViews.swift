#if !canImport(UIKit)
import Foundation

// Headless stand-ins for what code that builds and applies snapshots names: views, cells, layouts,
// registrations. No layout, no drawing; views hold their section and item counts, ask their data
// source for cells where UIKit would, and validate batch updates with UIKit's texts.

/// A content configuration (`cell.contentConfiguration`).
public protocol UIContentConfiguration {}

/// The list content configuration cells offer (`defaultContentConfiguration()`), with its text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?

    public init() {}
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A label: what `textLabel` of a table cell holds.
open class UILabel {
    open var text: String?
    public init() {}
}

/// A reusable view: the base of cells and supplementary views.
open class UICollectionReusableView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    public required init() {}
    /// Called before it is reused.
    open func prepareForReuse() {}
}

/// A collection view cell.
open class UICollectionViewCell: UICollectionReusableView {
    open var contentConfiguration: (any UIContentConfiguration)?
    public required init() {}
}

/// A list cell of a compositional list layout.
open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A table view cell.
open class UITableViewCell {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }

    open internal(set) var reuseIdentifier: String?
    open var contentConfiguration: (any UIContentConfiguration)?
    open var textLabel: UILabel? = UILabel()
    open var detailTextLabel: UILabel? = UILabel()

    public required init() {}
    public init(style: CellStyle, reuseIdentifier: String?) { self.reuseIdentifier = reuseIdentifier }
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open func prepareForReuse() {}
}

/// The base of layouts: placeholders, as there is no layout.
open class UICollectionViewLayout {
    public init() {}
}

/// A flow layout placeholder.
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// A list configuration placeholder.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public var appearance: Appearance
    public init(appearance: Appearance) { self.appearance = appearance }
}

/// A compositional layout placeholder: its section provider is kept, never called.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public let sectionProvider: ((Int, Any) -> Any?)?

    public override init() { sectionProvider = nil }
    public init(sectionProvider: @escaping (Int, Any) -> Any?) { self.sectionProvider = sectionProvider }

    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout()
    }
}
#endif
