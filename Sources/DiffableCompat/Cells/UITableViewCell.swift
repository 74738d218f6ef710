#if !canImport(UIKit)
import Foundation

/// A table view cell: a `UIView` with a content view and its labels. Modelled as a collection cell
/// is for its content configuration and configuration updates; shape only otherwise.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// The cell's style. Shape only.
    public enum CellStyle: Int, Sendable {
        /// `.default`, as UIKit's. Shape only: kept, not drawn.
        case `default`
        /// `.value1`, as UIKit's. Shape only: kept, not drawn.
        case value1
        /// `.value2`, as UIKit's. Shape only: kept, not drawn.
        case value2
        /// `.subtitle`, as UIKit's. Shape only: kept, not drawn.
        case subtitle
    }
    /// A row's editing style. Modelled: the table's edit callbacks carry it.
    public enum EditingStyle: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.delete`, as UIKit's. Shape only: kept, not drawn.
        case delete
        /// `.insert`, as UIKit's. Shape only: kept, not drawn.
        case insert
    }
    /// UIKit's `UITableViewCell.AccessoryType`. Shape only.
    public enum AccessoryType: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.disclosureIndicator`, as UIKit's. Shape only: kept, not drawn.
        case disclosureIndicator
        /// `.detailDisclosureButton`, as UIKit's. Shape only: kept, not drawn.
        case detailDisclosureButton
        /// `.checkmark`, as UIKit's. Shape only: kept, not drawn.
        case checkmark
        /// `.detailButton`, as UIKit's. Shape only: kept, not drawn.
        case detailButton
    }
    /// UIKit's `UITableViewCell.SelectionStyle`. Shape only.
    public enum SelectionStyle: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.blue`, as UIKit's. Shape only: kept, not drawn.
        case blue
        /// `.gray`, as UIKit's. Shape only: kept, not drawn.
        case gray
        /// `.default`, as UIKit's. Shape only: kept, not drawn.
        case `default`
    }
    /// UIKit's `UITableViewCell.SeparatorStyle` (a table's `separatorStyle`). Shape only.
    public enum SeparatorStyle: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.singleLine`, as UIKit's. Shape only: kept, not drawn.
        case singleLine
        /// `.singleLineEtched`, as UIKit's. Shape only: kept, not drawn.
        case singleLineEtched
    }
    /// UIKit's `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The identifier it was dequeued with. Modelled.
    open internal(set) var reuseIdentifier: String?
    /// The view subviews of the cell's content go in. Modelled: a subview of the cell.
    open private(set) var contentView: UIView
    /// The cell's content configuration. Modelled as `UICollectionViewCell.contentConfiguration`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            (contentView, configuredContentView) = replaceContentView(of: self, contentView: contentView, configured: configuredContentView,
                                                                      for: contentConfiguration)
        }
    }
    private var configuredContentView: (any UIView & UIContentView)?
    /// The background configuration. Shape only: stored.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Modelled as the collection cell's.
    open var automaticallyUpdatesContentConfiguration = true
    /// Modelled as the collection cell's.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the state whenever the configuration updates. Modelled.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The main label. Shape only: holds its text.
    open var textLabel: UILabel? = UILabel()
    /// The secondary label. Shape only: holds its text.
    open var detailTextLabel: UILabel? = UILabel()
    /// The image view. Shape only: holds its image.
    open var imageView: UIImageView? = UIImageView()
    /// Shape only: stored.
    open var accessoryType: AccessoryType = .none
    /// Shape only: stored.
    open var accessoryView: UIView?
    /// Shape only: stored.
    open var editingAccessoryType: AccessoryType = .none
    /// Shape only: stored.
    open var selectionStyle: SelectionStyle = .default
    /// The segue a tap on this cell triggers, when it is a static cell of a ported storyboard
    /// whose `<connections>` hold one (held by its scene's controller).
    weak var storyboardSegueTrigger: PortedSegueTrigger?
    /// The view behind the content. Modelled: a subview behind every other, filling the cell, in
    /// place of the previous one.
    open var backgroundView: UIView? {
        didSet {
            replaceBackgroundView(oldValue, with: backgroundView)
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
        }
    }
    /// The view behind the content while the cell is selected or highlighted. Modelled: a subview
    /// just above `backgroundView` while the cell is selected or highlighted, out of the cell
    /// otherwise.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView, let old = oldValue, old.superview === self { old.removeFromSuperview() }
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
        }
    }
    /// The background while selected in multiple selection. Shape only: stored.
    open var multipleSelectionBackgroundView: UIView?
    /// Shape only: stored.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// Shape only: stored.
    open var indentationLevel = 0
    /// Shape only: stored.
    open var showsReorderControl = false
    /// Shape only: stored.
    open var shouldIndentWhileEditing = true
    /// Whether the cell shows its editing controls. Shape only: stored by `setEditing(_:animated:)`.
    open var isEditing = false
    /// Whether the cell is selected. Modelled: a change updates the configuration.
    open var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the cell is highlighted. Modelled: a change updates the configuration.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            showSelectedBackgroundView(selectedBackgroundView, above: backgroundView, shown: isSelected || isHighlighted)
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's state. Modelled: selection, highlight and editing, the headless traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

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
    /// can be made from its type. A class registered with a nib is made the nib's way instead
    /// (`init?(coder:)`, the outlets a test declared, `awakeFromNib()`; see `UINib`).
    public required convenience init() {
        if let nib = NibRegistrations.nib(for: Self.self) {
            self.init(coder: HeadlessNibCoder())!
            NibRegistrations.finishLoading(self, from: nib)
        } else {
            self.init(style: .default, reuseIdentifier: nil)
        }
    }

    /// The default list content configuration: `UIListContentConfiguration.cell()`, as UIKit's.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// Called before it is reused. Shape only: cells are not reused here, so nothing calls it.
    open func prepareForReuse() {}
    /// Stores `editing` in `isEditing`; a change is announced to `willTransition(to:)` and
    /// `didTransition(to:)` with `.showingEditControl` (editing) or no state, as UIKit's. Modelled;
    /// nothing animates.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changes = editing != isEditing
        let state: StateMask = editing ? .showingEditControl : []
        if changes { willTransition(to: state) }
        isEditing = editing
        if changes { didTransition(to: state) }
    }
    /// Called before the cell's editing state changes. Modelled: `setEditing(_:animated:)` calls
    /// it; overridable (call super).
    open func willTransition(to state: StateMask) {}
    /// Called after the cell's editing state changed. Modelled, as `willTransition(to:)`.
    open func didTransition(to state: StateMask) {}
    /// Called when the cell's drag state changes (iOS 11). Shape only: nothing drags here, so
    /// nothing calls it; overridable.
    open func dragStateDidChange(_ dragState: DragState) {}
    /// The default background configuration for the cell (iOS 14): `.listPlainCell()` (UIKit picks
    /// it by the table's style; here, a guess: the plain style's). Shape only.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
    /// The view shown at the trailing edge while editing. Shape only: stored (UIKit's default nil).
    open var editingAccessoryView: UIView?
    /// Whether the delete button shows: false (no swipe reveals it here). Shape only.
    open var showingDeleteConfirmation: Bool { false }
    /// How the cell looks when focused. Shape only: stored (UIKit's default `.default`).
    open var focusStyle = FocusStyle.default
    /// Whether the cell takes touches while it is dragged. Shape only: stored (UIKit's default false).
    open var userInteractionEnabledWhileDragging = false
    /// The width of one indentation level. Shape only: stored (UIKit's default 10).
    open var indentationWidth: CGFloat = 10
    /// UIKit's `UITableViewCell.StateMask`: the editing states a cell moves between. Modelled:
    /// `setEditing(_:animated:)` passes it. UIKit's raw values.
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A mask. Modelled.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Editing: the insert or delete control shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete button shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
    /// UIKit's `UITableViewCell.DragState`. Shape only: UIKit's raw values.
    public enum DragState: Int, Sendable {
        /// Not dragged. Shape only.
        case none = 0
        /// Lifting into a drag. Shape only.
        case lifting = 1
        /// Dragged. Shape only.
        case dragging = 2
    }
    /// UIKit's `UITableViewCell.FocusStyle`. Shape only: UIKit's raw values.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus look. Shape only.
        case `default` = 0
        /// The app draws focus itself. Shape only.
        case custom = 1
    }
    /// Stores `selected` in `isSelected`. Modelled; nothing animates.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Stores `highlighted` in `isHighlighted`. Modelled; nothing animates.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Updates the configuration now. Modelled: calls `updateConfiguration(using:)` at once.
    open func setNeedsUpdateConfiguration() {
        configurationUpdatedForDisplay = true
        updateConfiguration(using: configurationState)
    }
    /// Whether the configuration was updated since the cell was made: UIKit updates it before the
    /// cell first shows, which `updateConfigurationBeforeFirstDisplay()` does when nothing has.
    var configurationUpdatedForDisplay = false

    /// Updates the configurations for `state`, as `UICollectionViewCell.updateConfiguration(using:)`.
    /// Modelled.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }
}
#endif
