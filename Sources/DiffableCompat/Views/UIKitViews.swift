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

/// A label: what `textLabel` of a table cell holds. Shape only: holds its text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text. Shape only: stored.
    open var text: String?
}

/// A reusable view: the base of cells and supplementary views. A `UIView`.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with. Modelled.
    open internal(set) var reuseIdentifier: String?

    /// A view with a zero frame: how a registered class is made (UIKit calls `init(frame:)`, which
    /// this calls). Required, so a registered class can be made from its type.
    public required convenience init() { self.init(frame: .zero) }

    /// Called before it is reused. Shape only: cells are not reused here, so nothing calls it.
    open func prepareForReuse() {}
}

/// A collection view cell: a `UIView` with a content view. Modelled: its content configuration
/// and selection state are kept; shape only otherwise.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// The view subviews of the cell's content go in. Shape only.
    open private(set) var contentView: UIView
    /// The cell's content configuration. Modelled: kept as set.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// Whether the cell is selected. Shape only: stored.
    open var isSelected = false
    /// Whether the cell is highlighted. Shape only: stored.
    open var isHighlighted = false

    /// A cell with `frame` and an empty content view. Shape only.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A list cell of a compositional list layout.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// The default list content configuration. Shape only.
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A table view cell: a `UIView` with a content view and its labels. Shape only, but for the content
/// configuration and labels, which hold what is set.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// The cell's style. Shape only.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// A row's editing style. Modelled: the table's edit callbacks carry it.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    /// The identifier it was dequeued with. Modelled.
    open internal(set) var reuseIdentifier: String?
    /// The view subviews of the cell's content go in. Shape only.
    open private(set) var contentView: UIView
    /// The cell's content configuration. Modelled: kept as set.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The main label. Shape only: holds its text.
    open var textLabel: UILabel? = UILabel()
    /// The secondary label. Shape only: holds its text.
    open var detailTextLabel: UILabel? = UILabel()

    /// A cell of `style`. Shape only.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A cell decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A default-style cell with `frame`, as UIKit's.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A default-style cell: how a registered class is made (UIKit calls
    /// `init(style: .default, reuseIdentifier:)`, which this calls). Required, so a registered class
    /// can be made from its type.
    public required convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    /// The default list content configuration. Shape only.
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// Called before it is reused. Shape only: cells are not reused here, so nothing calls it.
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
